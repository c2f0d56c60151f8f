import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import {
  documentPaths,
  slugChangePairs,
  type RedirectingCollection,
  type RedirectPair,
  type RelatedSlugs,
} from '@/lib/redirects/rules'

const contextKey = (collection: string, id: number | string) => `publishedSlug:${collection}:${id}`

/**
 * Before an update, remembers the slug the public sees now: the live row holds the last published state, which
 * the previous version (maybe an autosaved draft with the new slug already) does not.
 */
export function rememberPublishedSlug(collection: RedirectingCollection): CollectionBeforeChangeHook {
  return async ({ data, operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return data
    const live = await req.payload.findByID({
      collection,
      id: originalDoc.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    req.context[contextKey(collection, originalDoc.id)] = live?._status === 'published' ? live.slug : null
    return data
  }
}

async function relatedSlugs(collection: RedirectingCollection, req: PayloadRequest): Promise<RelatedSlugs> {
  if (collection !== 'cities' && collection !== 'categories') return {}
  const other = collection === 'cities' ? 'categories' : 'cities'
  const { docs } = await req.payload.find({
    collection: other,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { slug: true },
  })
  const slugs = docs.map((d) => d.slug)
  return collection === 'cities' ? { categorySlugs: slugs } : { citySlugs: slugs }
}

/**
 * Redirects after a publish, in the save's transaction: a page that exists again is no redirect source;
 * redirects that pointed at a retired address point at its successor (no chains); each retired address redirects.
 */
export async function applySlugRedirects(req: PayloadRequest, livePaths: string[], pairs: RedirectPair[]) {
  const options = { req, overrideAccess: true, depth: 0 } as const
  if (livePaths.length > 0) {
    await req.payload.delete({ collection: 'redirects', where: { from: { in: livePaths } }, ...options })
  }
  for (const { from, to } of pairs) {
    await req.payload.update({
      collection: 'redirects',
      where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: from } }] },
      data: { to: { type: 'custom', url: to } },
      ...options,
    })
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      ...options,
    })
    const data = { from, to: { type: 'custom' as const, url: to } }
    if (existing.docs[0])
      await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, ...options })
    else await req.payload.create({ collection: 'redirects', data, ...options })
  }
}

/** After a publish: redirects the addresses a slug change retired to the new ones. */
export function redirectOldSlugs(collection: RedirectingCollection): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    if (doc._status !== 'published' || typeof doc.slug !== 'string') return doc
    const oldSlug = req.context[contextKey(collection, doc.id)]
    const related = await relatedSlugs(collection, req)
    const pairs = typeof oldSlug === 'string' ? slugChangePairs(collection, oldSlug, doc.slug, related) : []
    await applySlugRedirects(req, documentPaths(collection, doc.slug, related), pairs)
    return doc
  }
}
