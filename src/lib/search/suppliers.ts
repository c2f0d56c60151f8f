import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { cityKey } from '@/lib/city'
import { runSql } from '@/lib/platform/db'
import { SUPPLIER_CARD_SELECT, toDisplaySupplier, withCardDetails, type DisplaySupplier } from '@/lib/data/suppliers'
import { getPayloadClient } from '@/lib/platform/payload'
import { chordMetresToMiles, distanceText } from '@/lib/places/distance'
import { chordFrom as chordBetween, deliveryAreaReaches, nearPointOf, withinRadius } from '@/lib/search/near-sql'
import { nearOf, townNamed, type NearPlace, type NearProblem } from '@/lib/search/near'
import { effectiveSort, SEARCH_PAGE_SIZE, type SupplierSearch } from '@/lib/search/params'

export type SupplierSearchResult = {
  suppliers: DisplaySupplier[]
  /** How many published suppliers match, over every page. */
  total: number
  page: number
  pageCount: number
  /** The place searched near, as found ('LS6 2AA', 'Frome'), and the radius. */
  near?: { label: string; radiusMiles: number }
  /** Why the place or the radius could not be used: the search shows its message and no suppliers. */
  nearProblem?: NearProblem
  /** The search text is a town's name ('Frome'): the place to offer a search near. */
  townInText?: string
}

/**
 * A match on one of its published products' names adds this to the rank: below one description (B) occurrence (ts_rank about 0.024) and far below a
 * name (A) one (about 0.06), so products break ties without outranking the supplier's own words.
 */
const PRODUCT_MATCH_BONUS = 0.01

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The chord (metres, through the earth) from the place to a supplier's base: monotonic in the distance. */
const chordFrom = (near: NearPlace) => chordBetween(sql`s.base_point`, nearPointOf(near))

/**
 * Near a place: the supplier's base is within the visitor's radius (the GiST index suppliers_base_point_idx finds the
 * box around it, the chord decides), and its delivery area reaches the place (src/lib/search/near-sql.ts).
 */
function nearConditions(near: NearPlace): SQL[] {
  const point = nearPointOf(near)
  return [...withinRadius(sql`s.base_point`, point), deliveryAreaReaches(point)]
}

/** The WHERE conditions of a search; every value is a bound parameter. */
function conditions(search: SupplierSearch, query: SQL | null, near: NearPlace | null): SQL[] {
  const where: SQL[] = [sql`s._status = 'published'`]
  if (near) where.push(...nearConditions(near))
  if (query) {
    // Both sides use their GIN index; the union of ids is then joined once (no per-row product scan).
    where.push(
      sql`s.id IN (SELECT m.id FROM suppliers m WHERE m.search_vector @@ ${query} UNION SELECT pm.id FROM product_matches pm)`,
    )
  }
  if (search.category) where.push(sql`c.slug = ${search.category}`)
  if (search.city)
    where.push(
      sql`EXISTS (SELECT 1 FROM suppliers_city_keys k WHERE k._parent_id = s.id AND k.key = ${cityKey(search.city)})`,
    )
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

function orderBy(search: SupplierSearch, rank: SQL | null, near: NearPlace | null): SQL {
  const sort = effectiveSort(search)
  if (sort === 'distance' && near) return sql`chord ASC, s.eco_score DESC NULLS LAST, lower(s.name) ASC, s.id ASC`
  if (sort === 'name') return sql`lower(s.name) ASC, s.id ASC`
  if (sort === 'relevance' && rank) return sql`${rank} DESC, s.eco_score DESC NULLS LAST, lower(s.name) ASC, s.id ASC`
  return sql`s.eco_score DESC NULLS LAST, lower(s.name) ASC, s.id ASC`
}

type MatchRow = { id: number | string; total: number | string; chord: number | string | null }

/**
 * One page of matching published supplier ids (in order) and the number of matches, in one statement; near a place,
 * each one's distance from it in miles (`miles`, by id).
 */
export async function searchSupplierIds(
  payload: Payload,
  search: SupplierSearch,
  near: NearPlace | null = null,
): Promise<{ ids: number[]; total: number; miles: Map<number, number> }> {
  const query = search.q ? sql`websearch_to_tsquery('english', ${search.q})` : null
  const rank = query
    ? sql`(ts_rank(s.search_vector, ${query}) + CASE WHEN pr.id IS NULL THEN 0 ELSE ${PRODUCT_MATCH_BONUS}::real END)`
    : null
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE
  // Suppliers with a matching product, found once through the product index: a match on its own, and a small rank bonus.
  const productMatches = query
    ? sql`WITH product_matches AS MATERIALIZED (
        SELECT DISTINCT p.supplier_id AS id FROM products p
        WHERE p._status = 'published' AND to_tsvector('english', coalesce(p.name, '')) @@ ${query})`
    : sql``
  const statement = sql`
    ${productMatches}
    SELECT s.id, count(*) OVER () AS total,
      ${near ? chordFrom(near) : sql`NULL::float8`} AS chord
    FROM suppliers s
    LEFT JOIN categories c ON c.id = s.category_id
    ${query ? sql`LEFT JOIN product_matches pr ON pr.id = s.id` : sql``}
    WHERE ${sql.join(conditions(search, query, near), sql` AND `)}
    ORDER BY ${orderBy(search, rank, near)}
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`
  const result = await runSql(payload, statement)
  const rows = result.rows as MatchRow[]
  const miles = new Map(
    rows.flatMap((r) => (r.chord === null ? [] : [[Number(r.id), chordMetresToMiles(Number(r.chord))] as const])),
  )
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0, miles }
}

/**
 * A directory search: one SQL statement for the matching page, one Local API read for its cards; near a place, the
 * place found first (a visitor's new postcodes are limited by `clientIp`).
 */
export async function searchSuppliers(
  search: SupplierSearch,
  { clientIp = null }: { clientIp?: string | null } = {},
): Promise<SupplierSearchResult> {
  const payload = await getPayloadClient()
  const located = await nearOf(payload, search, { clientIp })
  if (!located.ok) return { suppliers: [], total: 0, page: 1, pageCount: 1, nearProblem: located.problem }
  const { near } = located
  const townInText = !near && search.q ? await townNamed(payload, search.q) : null
  const nearShown = {
    ...(near ? { near: { label: near.place.label, radiusMiles: near.radiusMiles } } : {}),
    ...(townInText ? { townInText } : {}),
  }
  const { ids, total: counted, miles } = await searchSupplierIds(payload, search, near)
  // A page past the last returns no rows, so no count: the first page's count says how many pages there are.
  const total =
    !ids.length && search.page > 1 ? (await searchSupplierIds(payload, { ...search, page: 1 }, near)).total : counted
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  if (!ids.length) return { suppliers: [], total, page: search.page, pageCount, ...nearShown }
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    select: SUPPLIER_CARD_SELECT,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const suppliers = ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    const distance = miles.get(id)
    const shown = toDisplaySupplier(doc)
    return [near && distance !== undefined ? { ...shown, distance: distanceText(distance, near.place.label) } : shown]
  })
  return { suppliers: await withCardDetails(payload, suppliers), total, page: search.page, pageCount, ...nearShown }
}
