// A directory search near a place: the place typed ('LS6 2AA', 'Frome') found, and the visitor's radius checked
// against the offered ones. A problem comes back with its message, for the page to show beside its field.
import type { Payload } from 'payload'

import { DEFAULT_RADIUS, isRadiusOption, RADIUS_MESSAGE, type RadiusMiles } from '@/lib/places/distance'
import { looksLikePostcode } from '@/lib/places/postcode'
import { resolvePlace, type Place, type PlaceAsker, type PlaceProblem } from '@/lib/places/resolve'
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

/**
 * The town a search text names, when it is exactly one place's name ('Frome', 'leeds'): the page offers a search near
 * it. Text with a digit is not taken for a postcode here (no lookup is made for search text).
 */
export async function townNamed(payload: Payload, text: string): Promise<string | null> {
  if (looksLikePostcode(text) || text.includes(',')) return null
  const answer = await resolvePlace(payload, text)
  return answer.ok && answer.place.kind === 'town' ? answer.place.label : null
}
