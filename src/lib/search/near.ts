// A directory search near a place: the place typed ('LS6 2AA', 'Frome') found, and the visitor's radius checked
// against the offered ones. A problem comes back with its message, for the page to show beside its field.
import type { Payload } from 'payload'

import { DEFAULT_RADIUS, isRadiusOption, RADIUS_MESSAGE, type RadiusMiles } from '@/lib/places/distance'
import { looksLikePostcode } from '@/lib/places/postcode'
import { resolvePlace, type Place, type PlaceAsker, type PlaceProblem } from '@/lib/places/resolve'
import { keywordPlaceCandidate, readsAsPlace } from '@/lib/search/forgiving'
import type { SupplierSearch } from '@/lib/search/params'

export type NearPlace = { place: Place; radiusMiles: RadiusMiles }

export type NearProblem = { field: 'near' | 'radius' } & Pick<PlaceProblem, 'message' | 'choices'>

export type NearAnswer = { ok: true; near: NearPlace | null } | { ok: false; problem: NearProblem }

/** The radius a search asks for: the default when none is given, null when it is not one of the options. */
export function radiusOf(search: Pick<SupplierSearch, 'radius'>): RadiusMiles | null {
  if (search.radius === undefined) return DEFAULT_RADIUS
  if (!/^\d{1,4}$/.test(search.radius)) return null
  const miles = Number(search.radius)
  return isRadiusOption(miles) ? miles : null
}

/** The place and radius of a search (null without a place), or why they cannot be used: suppliers' and materials'. */
export async function nearOf(
  payload: Payload,
  search: Pick<SupplierSearch, 'near' | 'radius'>,
  asker: PlaceAsker,
): Promise<NearAnswer> {
  if (!search.near) return { ok: true, near: null }
  const radiusMiles = radiusOf(search)
  if (radiusMiles === null) return { ok: false, problem: { field: 'radius', message: RADIUS_MESSAGE } }
  const answer = await resolvePlace(payload, search.near, asker)
  if (!answer.ok) {
    const { message, choices } = answer.problem
    return { ok: false, problem: choices ? { field: 'near', message, choices } : { field: 'near', message } }
  }
  return { ok: true, near: { place: answer.place, radiusMiles } }
}

/** How the search text is read: as a place to search near, or as text (with a town it names, or a postcode's problem). */
export type TextReading =
  | { as: 'place'; near: NearPlace }
  | { as: 'text'; townInText?: string; problem?: Pick<PlaceProblem, 'message' | 'choices'> }

/**
 * Reads the search text by the rule of `readsAsPlace` (forgiving.ts), once its words as typed have been searched
 * (`wordsFindSuppliers`): a town or a postcode typed as search text that finds no supplier, with no place given, is
 * searched near at the default radius. A postcode is looked up (a new one counted against the visitor's address) only
 * when it would be read as a place; its problem (not found, the API unavailable) is shown, as are the towns of an
 * ambiguous name. When the words find suppliers and name a town, the text stays text and the town is offered.
 */
export async function readSearchText(
  payload: Payload,
  search: SupplierSearch,
  wordsFindSuppliers: boolean,
  asker: PlaceAsker,
): Promise<TextReading> {
  const candidate = keywordPlaceCandidate(search)
  if (!candidate) return { as: 'text' }
  const postcode = looksLikePostcode(candidate)
  if (wordsFindSuppliers && postcode) return { as: 'text' }
  const answer = await resolvePlace(payload, candidate, asker)
  if (readsAsPlace({ candidate: true, wordsFindSuppliers, placeFound: answer.ok }) && answer.ok)
    return { as: 'place', near: { place: answer.place, radiusMiles: DEFAULT_RADIUS } }
  if (answer.ok) return { as: 'text', ...(answer.place.kind === 'town' ? { townInText: answer.place.label } : {}) }
  if (wordsFindSuppliers || !(postcode || answer.problem.kind === 'ambiguous-town')) return { as: 'text' }
  const { message, choices } = answer.problem
  return { as: 'text', problem: choices ? { message, choices } : { message } }
}
