// The rules of a search that forgives (issue 32), pure: when the search text is read as a place, which words a
// misspelling is matched by, and what an empty result offers to widen. The SQL is in trigram.ts, the work in
// suppliers.ts.
import { distanceMiles, RADIUS_OPTIONS, type LatLng } from '@/lib/places/distance'
import { looksLikePostcode, parsePostcode } from '@/lib/places/postcode'
import { parseTown } from '@/lib/places/town'
import type { SupplierSearch } from '@/lib/search/params'

/** At most this many words of the search text are matched by spelling (the rest still count in the full-text match). */
export const FUZZY_MAX_WORDS = 5
/** Shorter words are left to the full-text match: two letters say too little to guess a spelling from. */
export const FUZZY_MIN_WORD_LENGTH = 3
/** Longer 'words' are not misspellings of anything in a directory: they are skipped. */
export const FUZZY_MAX_WORD_LENGTH = 30
/** The longest search text read as a place ('Newport, Isle of Wight' is 22). */
const PLACE_TEXT_MAX = 60
const PLACE_TEXT_MAX_WORDS = 5
/** A town's name: letters, then letters, spaces and the punctuation of names ('St. Ives', 'Stow-on-the-Wold'). */
const TOWN_SHAPE = /^\p{L}[\p{L}\s'’.,-]*$/u

/**
 * The words a misspelling is looked for by: lower case, letters and digits, at least FUZZY_MIN_WORD_LENGTH and at
 * most FUZZY_MAX_WORD_LENGTH long, each once, the first FUZZY_MAX_WORDS of them. Empty when none qualifies.
 */
export function fuzzyWords(text: string | undefined): string[] {
  if (!text) return []
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= FUZZY_MIN_WORD_LENGTH && word.length <= FUZZY_MAX_WORD_LENGTH)
  return [...new Set(words)].slice(0, FUZZY_MAX_WORDS)
}

/**
 * The search text to try as a place, or null: only when no place is given in 'Near', and the text is a postcode
 * (full or outward, 'LS6 2AA', 'LS6') or shaped like a town's name ('leeds', 'Newport, Isle of Wight').
 */
export function keywordPlaceCandidate(search: Pick<SupplierSearch, 'q' | 'near'>): string | null {
  const text = search.q?.trim()
  if (!text || search.near) return null
  if (looksLikePostcode(text)) return parsePostcode(text) ? text : null
  if (text.length > PLACE_TEXT_MAX || text.split(/\s+/).length > PLACE_TEXT_MAX_WORDS) return null
  return TOWN_SHAPE.test(text) && parseTown(text) ? text : null
}

/**
 * The rule: the search text is read as a place when it is a candidate (above), its words as typed find no supplier
 * (their names, descriptions and products' names: 'stone' and 'Wool' are towns too, and materials), and it is found
 * as a place. Then the search is near that place, at the default radius, with the other filters as they are. When the
 * words do find suppliers and name a town, the results are the text's and the search near the town is offered.
 */
export function readsAsPlace(facts: { candidate: boolean; wordsFindSuppliers: boolean; placeFound: boolean }): boolean {
  return facts.candidate && !facts.wordsFindSuppliers && facts.placeFound
}

/** What an empty result offers: each a link to a search that does find something. */
export type WidenKind = 'radius' | 'category' | 'city' | 'spelling'
export type WidenSuggestion = { kind: WidenKind; label: string; search: SupplierSearch }

/**
 * Whether a suggestion is offered only when its search finds suppliers: dropping the category and moving to a city
 * are big steps, offered only when they help. The wider radius and the spelling correct what was typed one step at
 * a time (the issue asks for the radius link whatever it finds), so they are always offered.
 */
export const mustFind = (suggestion: Pick<WidenSuggestion, 'kind'>): boolean =>
  suggestion.kind === 'category' || suggestion.kind === 'city'

export type WidenFacts = {
  /** The place searched near (given, or the search text read as one), with its radius and where it is. */
  near?: { label: string; radiusMiles: number } & LatLng
  /** The search text spelt as the directory spells its words, when that differs from what was typed. */
  respelt?: string
  /** The spec's cities, where they are. */
  cities: ReadonlyArray<{ name: string } & LatLng>
}

/** Within this distance a city is the place itself ('Leeds' near 'LS1 4AP'), not a nearby one. */
const SAME_PLACE_MILES = 5

/** The nearest of the cities to a point, other than the place itself; null without cities. */
export function nearestCity(
  point: LatLng,
  cities: ReadonlyArray<{ name: string } & LatLng>,
  placeLabel?: string,
): string | null {
  let best: { name: string; miles: number } | null = null
  for (const city of cities) {
    const miles = distanceMiles(point, city)
    if (miles < SAME_PLACE_MILES || city.name.toLowerCase() === placeLabel?.toLowerCase()) continue
    if (!best || miles < best.miles) best = { name: city.name, miles }
  }
  return best?.name ?? null
}

/**
 * The searches an empty result may offer, in order: each widens one thing of `search` (the search as it ran, a place
 * in the text already moved to `near`): the next larger radius (always offered, as the issue asks), all categories
 * instead of one, the nearest of the spec's cities instead of the place, and the search text correctly spelt. The
 * caller offers the category and the city only when they find suppliers (`mustFind`).
 */
export function widenCandidates(search: SupplierSearch, facts: WidenFacts): WidenSuggestion[] {
  const base: SupplierSearch = { ...search, page: 1 }
  const out: WidenSuggestion[] = []
  const { near } = facts
  const wider = near ? RADIUS_OPTIONS.find((miles) => miles > near.radiusMiles) : undefined
  if (wider !== undefined)
    out.push({ kind: 'radius', label: `Search within ${wider} miles`, search: { ...base, radius: String(wider) } })
  if (search.category)
    out.push({ kind: 'category', label: 'Search all categories', search: { ...base, category: undefined } })
  if (near) {
    const city = nearestCity(near, facts.cities, near.label)
    if (city) out.push({ kind: 'city', label: `Search near ${city}`, search: { ...base, near: city } })
  }
  if (facts.respelt && search.q && facts.respelt.toLowerCase() !== search.q.toLowerCase())
    out.push({ kind: 'spelling', label: `Search for “${facts.respelt}”`, search: { ...base, q: facts.respelt } })
  return out
}
