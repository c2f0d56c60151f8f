// The site postcode of an enquiry turned into coordinates, through the places domain (the cache, else the postcodes
// API): for routing (submit.ts) and for the names shown before consent (GET /api/enquiries/recipients) alike.
import type { Payload } from 'payload'

import { SITE_POSTCODE_MESSAGES } from '@/lib/enquiry/routing-fields'
import { parsePostcode, postcodeKey } from '@/lib/places/postcode'
import { resolvePlace } from '@/lib/places/resolve'

/** A site as a lead stores it: the postcode in its standard form and its coordinates. */
export type EnquirySite = { postcode: string; lat: number; lng: number }

export type SiteAnswer =
  | { ok: true; site: EnquirySite | null }
  /**
   * 'invalid': not a postcode, or one that does not exist (the visitor's to fix: a 4xx and the field's message);
   * 'unavailable': the API did not answer (try again, or leave it empty); 'limited': too many new postcodes.
   */
  | { ok: false; kind: 'invalid' | 'unavailable' | 'limited'; message: string }

/** The site of an enquiry: none when the field is empty; its coordinates; or why it cannot be used. Never throws for input. */
export async function resolveSite(
  payload: Payload,
  typed: string | null | undefined,
  clientIp: string | null,
): Promise<SiteAnswer> {
  const value = (typed ?? '').trim()
  if (!value) return { ok: true, site: null }
  const parsed = parsePostcode(value)
  if (!parsed) return { ok: false, kind: 'invalid', message: SITE_POSTCODE_MESSAGES.invalid }
  const key = postcodeKey(parsed)
  const answer = await resolvePlace(payload, key, { clientIp })
  if (answer.ok) return { ok: true, site: { postcode: key, lat: answer.place.lat, lng: answer.place.lng } }
  switch (answer.problem.kind) {
    case 'lookup-unavailable':
      return { ok: false, kind: 'unavailable', message: SITE_POSTCODE_MESSAGES.unavailable(key) }
    case 'too-many-lookups':
      return { ok: false, kind: 'limited', message: SITE_POSTCODE_MESSAGES.unavailable(key) }
    case 'unknown-postcode':
      return { ok: false, kind: 'invalid', message: SITE_POSTCODE_MESSAGES.unknown(key) }
    default:
      return { ok: false, kind: 'invalid', message: SITE_POSTCODE_MESSAGES.invalid }
  }
}
