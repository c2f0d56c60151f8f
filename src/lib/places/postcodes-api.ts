// The postcodes.io-compatible API (POSTCODES_API_URL, by default the public https://api.postcodes.io: ONS open data,
// and self-hostable): one GET per postcode, with a short timeout, so a slow or absent API never holds a page.
import type { ParsedPostcode } from '@/lib/places/postcode'

export const DEFAULT_POSTCODES_API_URL = 'https://api.postcodes.io'
/** How long a lookup may take before the postcode is treated as unavailable for now. */
export const DEFAULT_POSTCODES_TIMEOUT_MS = 2_000

export type PostcodeLookup =
  | { status: 'found'; lat: number; lng: number }
  /** The API answered 404: no such postcode (or one with no location). */
  | { status: 'not-found' }
  /** No answer in time, or an answer that is not the API's: try again later, a town meanwhile. */
  | { status: 'unavailable'; reason: string }

export function postcodesApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.POSTCODES_API_URL?.trim() || DEFAULT_POSTCODES_API_URL).replace(/\/+$/, '')
}

function timeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.POSTCODES_API_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_POSTCODES_TIMEOUT_MS
}

type ApiBody = { status?: number; result?: { latitude?: unknown; longitude?: unknown } | null }

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** Looks a parsed postcode up: /postcodes/{postcode} for a full one, /outcodes/{outcode} for an outward code. */
export async function lookUpPostcode(parsed: ParsedPostcode): Promise<PostcodeLookup> {
  const path =
    parsed.kind === 'full'
      ? `/postcodes/${encodeURIComponent(parsed.postcode)}`
      : `/outcodes/${encodeURIComponent(parsed.outcode)}`
  let response: Response
  try {
    response = await fetch(`${postcodesApiUrl()}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs()),
      cache: 'no-store',
    })
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) }
  }
  if (response.status === 404) {
    await response.body?.cancel()
    return { status: 'not-found' }
  }
  if (response.status !== 200) {
    await response.body?.cancel()
    return { status: 'unavailable', reason: `HTTP ${response.status}` }
  }
  let body: ApiBody
  try {
    body = (await response.json()) as ApiBody
  } catch (error) {
    return { status: 'unavailable', reason: `unreadable answer: ${(error as Error).message}` }
  }
  const lat = body.result?.latitude
  const lng = body.result?.longitude
  // A few postcodes have no grid reference: they exist, but cannot be placed.
  if (body.result && (lat === null || lng === null)) return { status: 'not-found' }
  if (!isCoordinate(lat) || !isCoordinate(lng)) return { status: 'unavailable', reason: 'answer without coordinates' }
  return { status: 'found', lat, lng }
}
