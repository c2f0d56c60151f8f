import { unstable_cache } from 'next/cache'

/** How long a page rendered in a failure state may be served from the cache. */
export const FAILURE_RENDER_SECONDS = 5

// A cached read with a short lifetime lowers the lifetime of the page rendering it (ISR takes the
// shortest). connection() cannot be used instead: on a prerendered route Next answers a dynamic
// regeneration with a 500.
const briefMarker = unstable_cache(async () => true, ['brief-render-marker'], { revalidate: FAILURE_RENDER_SECONDS })

/** Keeps the current page render in the cache for FAILURE_RENDER_SECONDS at most (the page's own revalidate otherwise). */
export async function keepRenderBrief(): Promise<void> {
  await briefMarker()
}

/** A CMS read the page can do without: on failure its fallback, logged, and the render kept brief. */
export async function readOrBrief<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    console.error(`[suppliers] reading ${what} failed:`, error instanceof Error ? error.message : error)
    await keepRenderBrief()
    return fallback
  }
}
