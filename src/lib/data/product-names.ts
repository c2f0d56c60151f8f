import type { Payload } from 'payload'

/** A card lists at most this many of a supplier's products by name (the profile lists them all). */
export const CARD_PRODUCT_NAMES = 6

/**
 * The names of the published products of each supplier (the `products` collection, which replaced the listing's
 * product strings), in name order: one query for a whole list of cards. Drafts never show, whoever asks, so the
 * result can be cached for everyone.
 */
export async function publishedProductNames(
  payload: Payload,
  supplierIds: readonly number[],
  perSupplier = Number.POSITIVE_INFINITY,
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>()
  if (supplierIds.length === 0) return names
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ supplier: { in: [...supplierIds] } }, { _status: { equals: 'published' } }] },
    sort: ['name', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, supplier: true },
  })
  for (const doc of docs) {
    const supplier = typeof doc.supplier === 'object' ? doc.supplier.id : doc.supplier
    const list = names.get(supplier) ?? []
    if (list.length < perSupplier) list.push(doc.name)
    names.set(supplier, list)
  }
  return names
}
