import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { poolOf } from '@/lib/platform/db'

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
 * A published listing in a category of its own (overrideAccess), for tests that need a supplier. It serves no city of
 * the site unless `extra` says so, so enquiries that other files send are never routed to it.
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
      // A town of its own, so no enquiry of another test is routed to it.
      location: `Testtown ${stamp}`,
      category: category.id,
      _status: 'published',
      ...extra,
    },
    overrideAccess: true,
  })
}

/**
 * A supplier's Eco-Score as a test fixture, written with SQL where the recomputation writes it (the listing and its
 * latest version): nobody types a score through Payload. A later event that recomputes the supplier replaces it.
 */
export async function setEcoScoreFixture(payload: Payload, supplierId: number, score: number): Promise<void> {
  const pool = poolOf(payload)
  await pool.query('update suppliers set eco_score = $2 where id = $1', [supplierId, score])
  await pool.query('update _suppliers_v set version_eco_score = $2 where parent_id = $1 and latest', [
    supplierId,
    score,
  ])
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

/** The id of a blog category of that name, made when there is none. */
export async function postCategoryId(payload: Payload, name: string): Promise<number> {
  const found = await payload.find({
    collection: 'post-categories',
    where: { name: { equals: name } },
    overrideAccess: true,
    limit: 1,
  })
  if (found.docs[0]) return found.docs[0].id
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`
  return (await payload.create({ collection: 'post-categories', data: { name, slug }, overrideAccess: true })).id
}
