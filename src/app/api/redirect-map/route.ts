import { timingSafeEqual } from 'node:crypto'

import { getRedirectMap } from '@/lib/data/redirects'
import { REDIRECT_MAP_KEY_HEADER, redirectMapKey } from '@/lib/redirects/map-key'

export const dynamic = 'force-dynamic'

function keyMatches(given: string | null): boolean {
  const expected = Buffer.from(redirectMapKey())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The redirect map for the proxy (src/proxy.ts) only: anyone else gets 404. */
export async function GET(request: Request): Promise<Response> {
  if (!keyMatches(request.headers.get(REDIRECT_MAP_KEY_HEADER))) return new Response('Not Found', { status: 404 })
  return Response.json(await getRedirectMap(), { headers: { 'Cache-Control': 'private, no-store' } })
}
