import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/platform/payload'
import { buildRedirectMap, type RedirectMap, type RedirectRow } from '@/lib/redirects/rules'

/** A redirect to a document follows that document's slug, so a change to one of them expires the map too. */
export const REDIRECT_MAP_TAGS = [
  collectionTag('redirects'),
  collectionTag('posts'),
  collectionTag('suppliers'),
  collectionTag('cities'),
  collectionTag('categories'),
]

/** Every redirect as from → to (one query; the proxy keeps it cached until a redirect or slug changes). */
export const getRedirectMap = cachedQuery('redirect-map', REDIRECT_MAP_TAGS, async (): Promise<RedirectMap> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { from: true, to: true },
    populate: { posts: { slug: true }, suppliers: { slug: true }, cities: { slug: true }, categories: { slug: true } },
  })
  return buildRedirectMap(docs as RedirectRow[])
})
