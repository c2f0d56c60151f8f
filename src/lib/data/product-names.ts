import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/lib/platform/db'

/** A card lists at most this many of a supplier's products by name (the profile lists them all). */
export const CARD_PRODUCT_NAMES = 6

/**
 * The names of the published products of each supplier (the `products` collection, which replaced the listing's
 * product strings), in name order: one statement for a whole list of cards, reading at most `perSupplier` names of
 * each supplier from the partial index `products_public_supplier_name_idx` (a supplier's catalogue may be long; a card
 * shows six). Drafts never show, whoever asks, so the result can be cached for everyone.
 */
export async function publishedProductNames(
  payload: Payload,
  supplierIds: readonly number[],
  perSupplier = Number.POSITIVE_INFINITY,
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>()
  const ids = [...new Set(supplierIds.filter(Number.isSafeInteger))]
  if (ids.length === 0) return names
  // LIMIT NULL is no limit.
  const limit = Number.isFinite(perSupplier) ? Math.max(0, Math.floor(perSupplier)) : null
  const { rows } = await runSql(
    payload,
    sql`SELECT s.id AS supplier_id, p.name
        FROM (VALUES ${sql.join(
          ids.map((id) => sql`(${id}::int)`),
          sql`, `,
        )}) AS s(id)
        CROSS JOIN LATERAL (
          SELECT name, id FROM products
          WHERE supplier_id = s.id AND _status = 'published'
          ORDER BY name, id LIMIT ${limit}
        ) p
        ORDER BY s.id, p.name, p.id`,
  )
  for (const row of rows as { supplier_id: number; name: string }[]) {
    const supplier = Number(row.supplier_id)
    names.set(supplier, [...(names.get(supplier) ?? []), row.name])
  }
  return names
}
