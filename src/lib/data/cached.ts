import { unstable_cache } from 'next/cache'
import { cache } from 'react'

/** Safety-net lifetime of cached CMS reads; editors' saves expire them at once through tags. */
export const CACHE_SECONDS = 300

/**
 * A CMS read cached across requests (tagged for on-demand revalidation) and de-duplicated within one
 * render (shared by a page and its generateMetadata).
 */
export function cachedQuery<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  fn: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache(unstable_cache(fn, [key], { tags, revalidate: CACHE_SECONDS }))
}
