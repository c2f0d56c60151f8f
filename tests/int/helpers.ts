import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { Supplier, SupplierAccount, User } from '@payload-types'

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

export const TEST_PASSWORD = 'correct-horse-battery-staple'

/**
 * A published listing in a category of its own (overrideAccess), for tests that need a supplier. It is in a town no
 * enquiry test routes to, so it never joins another test's recipients whatever order the files run in.
 */
export async function createListing(
  payload: Payload,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<Supplier> {
  counter += 1
  const stamp = `${Date.now().toString(36)}-${counter}`
  const category = await payload.create({
    collection: 'categories',
    data: { name: `${name} category ${stamp}`, slug: `test-category-${stamp}`, description: 'x' },
    overrideAccess: true,
  })
  return payload.create({
    collection: 'suppliers',
    data: {
      name,
      slug: `test-listing-${stamp}`,
      description: `${name} description.`,
      location: 'Lerwick',
      ecoScore: 5,
      category: category.id,
      _status: 'published',
      ...extra,
    },
    overrideAccess: true,
  })
}

/** A verified supplier account managing `supplierId` (overrideAccess, as a verified claim makes one). */
export async function createSupplierAccount(payload: Payload, supplierId: number): Promise<SupplierAccount> {
  counter += 1
  return payload.create({
    collection: 'supplier-accounts',
    data: {
      email: `supplier-${Date.now()}-${counter}@test.example`,
      password: TEST_PASSWORD,
      name: `Supplier Person ${counter}`,
      supplier: supplierId,
      _verified: true,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
}
