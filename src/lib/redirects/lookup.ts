import { unstable_cache } from 'next/cache'

import { CACHE_SECONDS } from '@/lib/data/cached'
import { REDIRECT_MAP_TAGS } from '@/lib/data/redirects'
import { REDIRECT_MAP_KEY_HEADER, REDIRECT_MAP_ROUTE, redirectMapKey } from '@/lib/redirects/map-key'
import type { RedirectMap } from '@/lib/redirects/rules'

// The app itself on the loopback: never the request's Host, which a client chooses.
const internalOrigin = () => `http://127.0.0.1:${process.env.PORT ?? 3000}`

/**
 * The redirect map as the proxy sees it: kept in Next's data cache (no database query per page view) and dropped
 * by the same tags the redirects and the redirecting collections expire on save. A failure is thrown, so not cached.
 */
export const cachedRedirectMap = unstable_cache(
  async (): Promise<RedirectMap> => {
    const response = await fetch(`${internalOrigin()}${REDIRECT_MAP_ROUTE}`, {
      headers: { [REDIRECT_MAP_KEY_HEADER]: redirectMapKey() },
      cache: 'no-store',
    })
    if (!response.ok) throw new Error(`the redirect map answered ${response.status}`)
    return (await response.json()) as RedirectMap
  },
  ['proxy-redirect-map'],
  { tags: REDIRECT_MAP_TAGS, revalidate: CACHE_SECONDS },
)
