import { createHash } from 'node:crypto'

// The proxy fetches the redirect map from the app itself; this key keeps that list from anyone else.
export const REDIRECT_MAP_ROUTE = '/api/redirect-map'
export const REDIRECT_MAP_KEY_HEADER = 'x-redirect-map-key'

export function redirectMapKey(secret: string = process.env.PAYLOAD_SECRET ?? ''): string {
  return createHash('sha256').update(`redirect-map:${secret}`).digest('hex')
}
