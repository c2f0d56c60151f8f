import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@payload-types'
import { slugify } from '@/lib/slug'

// Products made from nothing but a name: what suppliers' old product strings became (the migration
// 20261126_023604_epd_expiry_legacy_products), and what the supplier CSV's `products` column makes. Their EPD data is
// added later, by the supplier in the portal or by staff.

/** The longest slug base: the site's 100 characters, less room for a '-2' when two products slugify alike. */
export const PRODUCT_SLUG_BASE_MAX = 90

/** The slug base of a product: its name and its supplier's slug (two suppliers may sell a product of the same name). */
export function productSlugBase(name: string, supplierSlug: string): string {
  return slugify(`${name} ${supplierSlug}`).slice(0, PRODUCT_SLUG_BASE_MAX).replace(/-+$/, '') || 'product'
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken` (which it then joins). */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  taken.add(slug)
  return slug
}

/** Names compare trimmed and in any case: 'Oak boards' and ' oak Boards' are one product. */
export const productNameKey = (name: string) => name.trim().toLowerCase()

export type NamedProducts = {
  supplier: { id: number; slug: string }
  category: number
  names: readonly string[]
  /** Published with the supplier; else drafts. */
  publish: boolean
}

/**
 * Creates a product for each name the supplier has no product of yet (products are never removed or renamed here:
 * they may carry EPD data by now). Runs with `user`'s access when given (the CSV import: staff), else with full
 * access (the seed). Returns how many were created.
 */
export async function createNamedProducts(
  payload: Payload,
  req: PayloadRequest,
  { supplier, category, names, publish }: NamedProducts,
  user?: User,
): Promise<number> {
  const wanted = new Map<string, string>()
  for (const name of names)
    if (name.trim() && !wanted.has(productNameKey(name))) wanted.set(productNameKey(name), name.trim())
  if (wanted.size === 0) return 0
  const access = user ? ({ user, overrideAccess: false } as const) : ({ overrideAccess: true } as const)
  const { docs } = await payload.find({
    collection: 'products',
    where: { supplier: { equals: supplier.id } },
    pagination: false,
    depth: 0,
    draft: true,
    select: { name: true },
    req,
    overrideAccess: true,
  })
  for (const doc of docs) wanted.delete(productNameKey(doc.name))
  let created = 0
  for (const name of wanted.values()) {
    const base = productSlugBase(name, supplier.slug)
    const clashes = await payload.find({
      collection: 'products',
      where: { slug: { like: base } },
      pagination: false,
      depth: 0,
      select: { slug: true },
      req,
      overrideAccess: true,
    })
    const slug = uniqueSlug(base, new Set(clashes.docs.map((d) => d.slug)))
    await payload.create({
      collection: 'products',
      data: { supplier: supplier.id, name, slug, category, _status: publish ? 'published' : 'draft' },
      draft: !publish,
      depth: 0,
      req,
      ...access,
    })
    created += 1
  }
  return created
}
