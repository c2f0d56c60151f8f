import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { collectionTag, globalTag, type CachedCollection, type CachedGlobal } from '@/lib/platform/cache-tags'

/** The part of Next's server-wide incremental cache that expires tags (set on globalThis by Next's route modules). */
type TagExpirer = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

function serverTagCache(): TagExpirer | null {
  const cache = (globalThis as { __incrementalCache?: Partial<TagExpirer> }).__incrementalCache
  return typeof cache?.revalidateTag === 'function' ? (cache as TagExpirer) : null
}

function expire(tag: string, logger: { debug: (msg: string) => void; error: (msg: string) => void }): void {
  try {
    // expire: 0 drops the entry now, so the next view renders the editor's change.
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // revalidateTag needs a request; the in-server job runner (a scheduled publish) runs outside one, so the
    // server's own incremental cache expires the tag directly (no durations: at once).
    const cache = serverTagCache()
    if (cache) {
      cache.revalidateTag([tag]).catch((failure: unknown) => logger.error(`Cache tag ${tag}: ${String(failure)}`))
      return
    }
    // Outside a Next.js server (seed, migrations, scripts) there is no cache to expire.
    logger.debug(`Cache tag ${tag} not revalidated: ${(error as Error).message}`)
  }
}

/** An admin autosave stores a draft only: the published page it would expire has not changed. */
function isAutosave(req: { query?: Record<string, unknown> }): boolean {
  return req.query?.autosave === 'true' || req.query?.autosave === true
}

/** Expires a collection's pages once, after a bulk change made with `disableRevalidate` (an import). */
export function revalidateCollection(
  slug: CachedCollection,
  logger: { debug: (msg: string) => void; error: (msg: string) => void },
): void {
  expire(collectionTag(slug), logger)
}

/**
 * Expires a collection's pages after a change. `heldOnCreate`: a new document is held for staff (a review, a reply)
 * and shows nowhere yet, so creating one expires nothing (and the form that sent it is not re-rendered by Next).
 */
export function revalidateCollectionAfterChange(
  slug: CachedCollection,
  { heldOnCreate = false }: { heldOnCreate?: boolean } = {},
): CollectionAfterChangeHook {
  return ({ doc, req, operation }) => {
    if (heldOnCreate && operation === 'create') return doc
    if (!req.context.disableRevalidate && !isAutosave(req)) expire(collectionTag(slug), req.payload.logger)
    return doc
  }
}

export function revalidateCollectionAfterDelete(slug: CachedCollection): CollectionAfterDeleteHook {
  return ({ doc, req }) => {
    if (!req.context.disableRevalidate) expire(collectionTag(slug), req.payload.logger)
    return doc
  }
}

export function revalidateGlobalAfterChange(slug: CachedGlobal): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (!req.context.disableRevalidate && !isAutosave(req)) expire(globalTag(slug), req.payload.logger)
    return doc
  }
}
