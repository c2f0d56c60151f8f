// A place as typed (a postcode, full or outward, or a town) turned into coordinates: towns from the GeoNames table,
// postcodes from the cache, else from the postcodes API (then cached). Never throws for what was typed: a problem
// comes back with the message to show.
import type { Payload } from 'payload'

import { consumeFormAllowance, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { cachedPostcode, cachePostcode, townsByKey } from '@/lib/places/places-sql'
import { lookUpPostcode } from '@/lib/places/postcodes-api'
import { looksLikePostcode, parsePostcode, PLACE_INPUT_MAX, postcodeKey } from '@/lib/places/postcode'
import { parseTown, placeKey, qualifiedName } from '@/lib/places/town'

export type Place = { label: string; lat: number; lng: number; kind: 'postcode' | 'town' }

export type PlaceProblemKind =
  | 'empty'
  | 'too-long'
  | 'invalid-postcode'
  | 'unknown-postcode'
  | 'unknown-town'
  | 'ambiguous-town'
  | 'lookup-unavailable'
  | 'too-many-lookups'

/**
 * A visitor may send this many postcodes the API has not been asked yet (each a call to it and a row in the cache)
 * per address in the window; towns and postcodes already looked up are never limited.
 */
export const NEW_POSTCODE_LOOKUPS_PER_WINDOW = 20
export const NEW_POSTCODE_LOOKUP_WINDOW_SECONDS = 10 * 60

/** Who asks: a visitor's search is limited by its address; a signed-in save of a base (staff, a supplier) is not. */
export type PlaceAsker = { clientIp: string | null } | null
export type PlaceProblem = {
  kind: PlaceProblemKind
  message: string
  /** Same-named towns, each written so that it finds only itself ('Newport, Isle of Wight'). */
  choices?: string[]
}

export type PlaceAnswer = { ok: true; place: Place } | { ok: false; problem: PlaceProblem }

const problem = (kind: PlaceProblemKind, message: string, choices?: string[]): PlaceAnswer => ({
  ok: false,
  problem: choices ? { kind, message, choices } : { kind, message },
})

export const PLACE_MESSAGES = {
  empty: 'Enter a UK postcode or a town.',
  tooLong: `A place has at most ${PLACE_INPUT_MAX} characters.`,
  invalidPostcode: (typed: string) =>
    `“${typed}” is not a UK postcode. Enter a full postcode (like LS6 2AA), its first part (like LS6) or a town.`,
  unknownPostcode: (postcode: string) =>
    `We could not find the postcode ${postcode}. Check it, or enter a town instead.`,
  unknownTown: (typed: string) =>
    `We could not find a UK town called “${typed}”. Check the spelling, or enter a postcode.`,
  ambiguousTown: (name: string) => `There is more than one ${name}: choose the one you mean.`,
  lookupUnavailable: (postcode: string) =>
    `We cannot look up the postcode ${postcode} just now. Enter the nearest town instead (like Leeds), or try again later.`,
  tooManyLookups: (retryAfterMs: number) =>
    `${tooManyEnquiriesMessage(retryAfterMs, 'new postcode lookups')} Towns work meanwhile (like Leeds).`,
} as const

async function resolvePostcode(payload: Payload, typed: string, asker: PlaceAsker): Promise<PlaceAnswer> {
  const parsed = parsePostcode(typed)
  if (!parsed) return problem('invalid-postcode', PLACE_MESSAGES.invalidPostcode(typed))
  const key = postcodeKey(parsed)
  const cached = await cachedPostcode(payload, key)
  if (cached)
    return cached.found
      ? { ok: true, place: { label: key, lat: cached.lat, lng: cached.lng, kind: 'postcode' } }
      : problem('unknown-postcode', PLACE_MESSAGES.unknownPostcode(key))
  if (asker) {
    const allowance = await consumeFormAllowance(
      payload,
      'postcode-lookup',
      { ip: asker.clientIp },
      NEW_POSTCODE_LOOKUPS_PER_WINDOW,
      NEW_POSTCODE_LOOKUP_WINDOW_SECONDS,
    )
    if (!allowance.allowed) return problem('too-many-lookups', PLACE_MESSAGES.tooManyLookups(allowance.retryAfterMs))
  }
  const answer = await lookUpPostcode(parsed)
  if (answer.status === 'unavailable') {
    console.warn(`[places] postcode lookup of ${key} unavailable: ${answer.reason}`)
    return problem('lookup-unavailable', PLACE_MESSAGES.lookupUnavailable(key))
  }
  if (answer.status === 'not-found') {
    await cachePostcode(payload, key, { found: false })
    return problem('unknown-postcode', PLACE_MESSAGES.unknownPostcode(key))
  }
  await cachePostcode(payload, key, { found: true, lat: answer.lat, lng: answer.lng })
  return { ok: true, place: { label: key, lat: answer.lat, lng: answer.lng, kind: 'postcode' } }
}

async function resolveTown(payload: Payload, typed: string): Promise<PlaceAnswer> {
  const town = parseTown(typed)
  if (!town) return problem('unknown-town', PLACE_MESSAGES.unknownTown(typed))
  const rows = await townsByKey(payload, town.key)
  const matching = town.qualifier
    ? rows.filter((row) => [row.county, row.nation].some((area) => area && placeKey(area) === town.qualifier))
    : rows
  if (!matching.length) return problem('unknown-town', PLACE_MESSAGES.unknownTown(typed))
  // Two places of one name in one county (there are four such pairs) cannot be told apart by name: the first is taken.
  const areas = new Set(matching.map((row) => row.county ?? row.nation))
  if (areas.size > 1)
    return problem('ambiguous-town', PLACE_MESSAGES.ambiguousTown(matching[0].name), [
      ...new Set(matching.map(qualifiedName)),
    ])
  const [row] = matching
  const label = rows.length > 1 ? qualifiedName(row) : row.name
  return { ok: true, place: { label, lat: row.lat, lng: row.lng, kind: 'town' } }
}

/**
 * Finds a place typed by a visitor or a supplier: a postcode (any spacing or case) or a town. A visitor's new postcodes
 * count against its address (`asker`); null for a signed-in save.
 */
export async function resolvePlace(payload: Payload, input: string, asker: PlaceAsker = null): Promise<PlaceAnswer> {
  const typed = input.trim().replace(/\s+/g, ' ')
  if (!typed) return problem('empty', PLACE_MESSAGES.empty)
  if (typed.length > PLACE_INPUT_MAX) return problem('too-long', PLACE_MESSAGES.tooLong)
  return looksLikePostcode(typed) ? resolvePostcode(payload, typed, asker) : resolveTown(payload, typed)
}
