import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'

import { collectionTag, globalTag, type CachedCollection, type CachedGlobal } from '@/lib/cache-tags'

function expire(tag: string, logger: { debug: (msg: string) => void }): void {
  try {
    // expire: 0 drops the entry now, so the next view renders the editor's change.
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next.js server (seed, migrations, scripts) there is no cache to expire.
    logger.debug(`Cache tag ${tag} not revalidated: ${(error as Error).message}`)
  }
}

/** An admin autosave stores a draft only: the published page it would expire has not changed. */
function isAutosave(req: { query?: Record<string, unknown> }): boolean {
  return req.query?.autosave === 'true' || req.query?.autosave === true
}

export function revalidateCollectionAfterChange(slug: CachedCollection): CollectionAfterChangeHook {
  return ({ doc, req }) => {
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
