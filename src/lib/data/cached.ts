import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { onPrimary } from '@/lib/platform/db'

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
  // A fill follows an editor's save on any instance: it reads the primary, or a lagging replica could cache the old page.
  const fill = (...args: Args) => onPrimary(() => fn(...args))
  return cache(unstable_cache(fill, [key], { tags, revalidate: CACHE_SECONDS }))
}
