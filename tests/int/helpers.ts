import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { User } from '@payload-types'

export async function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

let counter = 0

/** A staff account created directly (overrideAccess), for acting as that role. */
export async function createStaffUser(payload: Payload, role: 'admin' | 'editor'): Promise<User> {
  counter += 1
  return payload.create({
    collection: 'users',
    data: { email: `${role}-${Date.now()}-${counter}@test.example`, password: 'correct-horse-battery-staple', role },
    overrideAccess: true,
  })
}

/** The seeded categories' ids by slug. */
export async function categoryIdsBySlug(payload: Payload): Promise<Record<string, number>> {
  const { docs } = await payload.find({
    collection: 'categories',
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { slug: true },
  })
  return Object.fromEntries(docs.map((c) => [c.slug, c.id]))
}
