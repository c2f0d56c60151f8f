import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { cityKey } from '@/lib/city'
import { runSql } from '@/lib/platform/db'
import { SUPPLIER_CARD_SELECT, toDisplaySupplier, withCardDetails, type DisplaySupplier } from '@/lib/data/suppliers'
import { getPayloadClient } from '@/lib/platform/payload'
import { chordMetresToMiles, distanceText } from '@/lib/places/distance'
import { resolvePlace, type PlaceAsker } from '@/lib/places/resolve'
import { BUILT_IN_CITIES } from '@/lib/platform/offline'
import { fuzzyWords, mustFind, widenCandidates, type WidenFacts } from '@/lib/search/forgiving'
import { chordFrom as chordBetween, deliveryAreaReaches, nearPointOf, withinRadius } from '@/lib/search/near-sql'
import { nearOf, readSearchText, type NearPlace, type NearProblem, type TextReading } from '@/lib/search/near'
import { fuzzyMatchesCte, respellWords } from '@/lib/search/trigram'
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
  /** The search text names a town and its words found suppliers: the place to offer a search near. */
  townInText?: string
  /** The search text was read as this place (its words found no supplier): the results are near it. */
  placeInText?: string
  /** The search text is a postcode that could not be used, or a town of several places: its message. */
  textPlaceProblem?: Pick<NearProblem, 'message' | 'choices'>
  /** The words as typed found nothing: these are the suppliers with words close to them (by spelling). */
  closeMatches?: true
  /** The search text as the directory spells it ('timber' for 'timbr'), when matched by spelling. */
  respelt?: string
  /** An empty result's searches to widen to (each a link), with how many suppliers they find when counted. */
  widen?: Array<{ label: string; search: SupplierSearch; total?: number }>
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

/**
 * How the search text is matched: its CTE, the condition and join on the suppliers, and the rank of a match.
 * 'words': full text (the GIN tsvector indexes), the words as typed, stemmed; 'close': by spelling (trigram.ts).
 */
type TextMatch = { with: SQL; join: SQL; condition: SQL | null; rank: SQL }

function wordsMatch(q: string): TextMatch {
  const query = sql`websearch_to_tsquery('english', ${q})`
  return {
    // Suppliers with a matching product, found once through the product index: a match on its own, and a small rank bonus.
    with: sql`WITH product_matches AS MATERIALIZED (
        SELECT DISTINCT p.supplier_id AS id FROM products p
        WHERE p._status = 'published' AND to_tsvector('english', coalesce(p.name, '')) @@ ${query})`,
    join: sql`LEFT JOIN product_matches pr ON pr.id = s.id`,
    // Both sides use their GIN index; the union of ids is then joined once (no per-row product scan).
    condition: sql`s.id IN (SELECT m.id FROM suppliers m WHERE m.search_vector @@ ${query} UNION SELECT pm.id FROM product_matches pm)`,
    rank: sql`(ts_rank(s.search_vector, ${query}) + CASE WHEN pr.id IS NULL THEN 0 ELSE ${PRODUCT_MATCH_BONUS}::real END)`,
  }
}

function closeMatch(words: readonly string[]): TextMatch {
  return {
    with: sql`WITH ${fuzzyMatchesCte(words)}`,
    join: sql`JOIN fuzzy_matches fz ON fz.id = s.id`,
    condition: null,
    rank: sql`fz.score`,
  }
}

/** The WHERE conditions of a search; every value is a bound parameter. */
function conditions(search: SupplierSearch, match: TextMatch | null, near: NearPlace | null): SQL[] {
  const where: SQL[] = [sql`s._status = 'published'`]
  if (near) where.push(...nearConditions(near))
  if (match?.condition) where.push(match.condition)
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
  { close = false }: { close?: boolean } = {},
): Promise<{ ids: number[]; total: number; miles: Map<number, number> }> {
  const words = close ? fuzzyWords(search.q) : []
  if (close && !words.length) return { ids: [], total: 0, miles: new Map() }
  const match = search.q ? (close ? closeMatch(words) : wordsMatch(search.q)) : null
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE
  const statement = sql`
    ${match ? match.with : sql``}
    SELECT s.id, count(*) OVER () AS total,
      ${near ? chordFrom(near) : sql`NULL::float8`} AS chord
    FROM suppliers s
    LEFT JOIN categories c ON c.id = s.category_id
    ${match ? match.join : sql``}
    WHERE ${sql.join(conditions(search, match, near), sql` AND `)}
    ORDER BY ${orderBy(search, match?.rank ?? null, near)}
    LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`
  const result = await runSql(payload, statement)
  const rows = result.rows as MatchRow[]
  const miles = new Map(
    rows.flatMap((r) => (r.chord === null ? [] : [[Number(r.id), chordMetresToMiles(Number(r.chord))] as const])),
  )
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0].total) : 0, miles }
}

type Matching = { ids: number[]; total: number; miles: Map<number, number>; close: boolean }

/** One page of a search, its words as typed or by spelling; past the last page, the first page's count. */
async function counted(payload: Payload, search: SupplierSearch, near: NearPlace | null, close: boolean) {
  const found = await searchSupplierIds(payload, search, near, { close })
  if (found.ids.length || search.page === 1) return found
  const first = await searchSupplierIds(payload, { ...search, page: 1 }, near, { close })
  return { ...found, total: first.total }
}

/** When the words as typed (full text) find nothing, the words by spelling (pg_trgm). */
async function closeIfNone(
  payload: Payload,
  search: SupplierSearch,
  near: NearPlace | null,
  words: Omit<Matching, 'close'>,
): Promise<Matching> {
  if (words.total || !search.q || !fuzzyWords(search.q).length) return { ...words, close: false }
  return { ...(await counted(payload, search, near, true)), close: true }
}

/** The matching page: the words as typed first; when they find nothing, the words by spelling. */
async function matching(payload: Payload, search: SupplierSearch, near: NearPlace | null): Promise<Matching> {
  return closeIfNone(payload, search, near, await counted(payload, search, near, false))
}

/** The spec's five cities where they are (GeoNames), for an empty result's nearby city. */
async function citiesPlaced(payload: Payload): Promise<WidenFacts['cities']> {
  const placed = await Promise.all(BUILT_IN_CITIES.map(({ name }) => resolvePlace(payload, name)))
  return placed.flatMap((answer, i) =>
    answer.ok ? [{ name: BUILT_IN_CITIES[i].name, lat: answer.place.lat, lng: answer.place.lng }] : [],
  )
}

/**
 * What an empty result offers to widen (forgiving.ts): the wider radius always, the others only when they find
 * suppliers, each with how many.
 */
async function widenings(
  payload: Payload,
  run: SupplierSearch,
  near: NearPlace | null,
  respelt: string | undefined,
  asker: PlaceAsker,
): Promise<NonNullable<SupplierSearchResult['widen']>> {
  const facts: WidenFacts = {
    ...(near
      ? { near: { label: near.place.label, radiusMiles: near.radiusMiles, lat: near.place.lat, lng: near.place.lng } }
      : {}),
    ...(respelt ? { respelt } : {}),
    cities: near ? await citiesPlaced(payload) : [],
  }
  const offered: NonNullable<SupplierSearchResult['widen']> = []
  for (const candidate of widenCandidates(run, facts)) {
    if (!mustFind(candidate)) {
      offered.push({ label: candidate.label, search: candidate.search })
      continue
    }
    const located = await nearOf(payload, candidate.search, asker)
    if (!located.ok) continue
    const { total } = await matching(payload, candidate.search, located.near)
    if (total > 0) offered.push({ label: candidate.label, search: candidate.search, total })
  }
  return offered
}

/** The search text with its words as the directory spells them, when that differs from what was typed. */
async function respelling(payload: Payload, q: string): Promise<string | undefined> {
  const words = fuzzyWords(q)
  const respelt = await respellWords(payload, words)
  return respelt.some((word, i) => word !== words[i]) ? respelt.join(' ') : undefined
}

/**
 * A directory search: one SQL statement for the matching page, one Local API read for its cards; near a place, the
 * place found first (a visitor's new postcodes are limited by `clientIp`). The search text may be read as a place
 * (`readSearchText`); words as typed that find nothing are matched by spelling; an empty result offers what to widen.
 */
export async function searchSuppliers(
  search: SupplierSearch,
  { clientIp = null }: { clientIp?: string | null } = {},
): Promise<SupplierSearchResult> {
  const payload = await getPayloadClient()
  const asker = { clientIp }
  const located = await nearOf(payload, search, asker)
  if (!located.ok) return { suppliers: [], total: 0, page: 1, pageCount: 1, nearProblem: located.problem }
  let { near } = located
  // The search as it runs: a place typed as search text, whose words find nothing, becomes the place searched near.
  let run = search
  const words = await counted(payload, search, near, false)
  const reading: TextReading = near ? { as: 'text' } : await readSearchText(payload, search, words.total > 0, asker)
  let found: Matching
  if (reading.as === 'place') {
    near = reading.near
    run = { ...search, q: undefined, near: near.place.label, radius: String(near.radiusMiles) }
    found = { ...(await counted(payload, run, near, false)), close: false }
  } else found = await closeIfNone(payload, run, near, words)
  const { ids, total, miles, close } = found
  const respelt = close && run.q ? await respelling(payload, run.q) : undefined
  const shown = {
    ...(near ? { near: { label: near.place.label, radiusMiles: near.radiusMiles } } : {}),
    ...(reading.as === 'place' ? { placeInText: reading.near.place.label } : {}),
    ...(reading.as === 'text' && reading.townInText ? { townInText: reading.townInText } : {}),
    ...(reading.as === 'text' && reading.problem ? { textPlaceProblem: reading.problem } : {}),
    ...(close ? { closeMatches: true as const } : {}),
    ...(respelt ? { respelt } : {}),
  }
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  if (!ids.length) {
    const widen = total ? [] : await widenings(payload, run, near, respelt, asker)
    return { suppliers: [], total, page: search.page, pageCount, ...shown, ...(widen.length ? { widen } : {}) }
  }
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
    const card = toDisplaySupplier(doc)
    return [near && distance !== undefined ? { ...card, distance: distanceText(distance, near.place.label) } : card]
  })
  return { suppliers: await withCardDetails(payload, suppliers), total, page: search.page, pageCount, ...shown }
}
