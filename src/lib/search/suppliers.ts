import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { cityKey } from '@/lib/city'
import { toDisplaySupplier, type DisplaySupplier } from '@/lib/data/suppliers'
import { getPayloadClient } from '@/lib/payload'
import { effectiveSort, SEARCH_PAGE_SIZE, type SupplierSearch } from '@/lib/search/params'

export type SupplierSearchResult = {
  suppliers: DisplaySupplier[]
  /** How many published suppliers match, over every page. */
  total: number
  page: number
  pageCount: number
}

/** Products count for less than the name (A) and description (B): about the weight of a C label. */
const PRODUCT_RANK_WEIGHT = 0.2

/** The card fields of a supplier, as src/lib/data/suppliers.ts reads them for the directory. */
const cardSelect = {
  name: true,
  slug: true,
  description: true,
  location: true,
  serviceAreas: true,
  ecoScore: true,
  certifications: true,
  products: true,
  image: true,
  imageUrl: true,
  contactEmail: true,
  website: true,
} as const

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The WHERE conditions of a search; every value is a bound parameter. */
function conditions(search: SupplierSearch, query: SQL | null): SQL[] {
  const where: SQL[] = [sql`s._status = 'published'`]
  if (query) {
    // Both sides use their GIN index; the union of ids is then joined once (no per-row product scan).
    where.push(sql`s.id IN (
      SELECT m.id FROM suppliers m WHERE m.search_vector @@ ${query}
      UNION
      SELECT t.parent_id FROM suppliers_texts t WHERE t.path = 'products' AND to_tsvector('english', coalesce(t.text, '')) @@ ${query})`)
  }
  if (search.category) where.push(sql`c.slug = ${search.category}`)
  if (search.city) where.push(sql`EXISTS (SELECT 1 FROM suppliers_city_keys k WHERE k._parent_id = s.id AND k.key = ${cityKey(search.city)})`)
  if (search.minScore !== undefined) where.push(sql`s.eco_score >= ${search.minScore}`)
  if (search.cert) {
    // A certification counts only while it is current: not expired and its badge not hidden by the daily check.
    where.push(sql`EXISTS (
      SELECT 1 FROM suppliers_certifications sc
      WHERE sc._parent_id = s.id AND sc.name ILIKE ${`%${escapeLike(search.cert)}%`}
        AND (sc.expires_at IS NULL OR sc.expires_at > now()) AND sc.badge_hidden IS NOT TRUE)`)
  }
  return where
}

function orderBy(search: SupplierSearch, rank: SQL | null): SQL {
  const sort = effectiveSort(search)
  if (sort === 'name') return sql`lower(s.name) ASC, s.id ASC`
  if (sort === 'relevance' && rank) return sql`${rank} DESC, s.eco_score DESC NULLS LAST, lower(s.name) ASC, s.id ASC`
  return sql`s.eco_score DESC NULLS LAST, lower(s.name) ASC, s.id ASC`
}

type MatchRow = { id: number | string; total: number | string }

/** One page of matching published supplier ids (in order) and the number of matches, in one statement. */
export async function searchSupplierIds(payload: Payload, search: SupplierSearch): Promise<{ ids: number[]; total: number }> {
  const query = search.q ? sql`websearch_to_tsquery('english', ${search.q})` : null
  const rank = query
    ? sql`(ts_rank(s.search_vector, ${query}) + ${PRODUCT_RANK_WEIGHT}::real * coalesce((
        SELECT ts_rank(to_tsvector('english', string_agg(t.text, ' ')), ${query})
        FROM suppliers_texts t WHERE t.parent_id = s.id AND t.path = 'products'), 0))`
    : null
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE
  const statement = sql`
    SELECT s.id, count(*) OVER () AS total
    FROM suppliers s
    LEFT JOIN categories c ON c.id = s.category_id
    WHERE ${sql.join(conditions(search, query), sql` AND `)}
    ORDER BY ${orderBy(search, rank)}
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`
  const result = await payload.db.drizzle.execute(statement)
  const rows = result.rows as MatchRow[]
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0 }
}

/** A directory search: one SQL statement for the matching page, one Local API read for its cards. */
export async function searchSuppliers(search: SupplierSearch): Promise<SupplierSearchResult> {
  const payload = await getPayloadClient()
  const { ids, total } = await searchSupplierIds(payload, search)
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  if (!ids.length) return { suppliers: [], total, page: search.page, pageCount }
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    select: cardSelect,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const suppliers = ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [toDisplaySupplier(doc)] : []
  })
  return { suppliers, total, page: search.page, pageCount }
}
