import type { Category, City, Faq } from '@payload-types'

import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/platform/payload'

/** Every category or city an anonymous visitor may read, in the editors' order, with its image. */
async function listInOrder<S extends 'categories' | 'cities'>(collection: S) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    depth: 1,
    limit: 100,
    sort: 'order',
    overrideAccess: false,
    pagination: false,
  })
  return docs
}

export const getCategories = cachedQuery(
  'categories',
  [collectionTag('categories'), collectionTag('media')],
  (): Promise<Category[]> => listInOrder('categories'),
)

export const getCities = cachedQuery('cities', [collectionTag('cities'), collectionTag('media')], (): Promise<City[]> =>
  listInOrder('cities'),
)

export const getFaqsForCity = cachedQuery(
  'faqs-for-city',
  [collectionTag('faqs')],
  async (cityId: number): Promise<Pick<Faq, 'id' | 'question' | 'answer'>[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'faqs',
      where: { city: { equals: cityId } },
      sort: 'order',
      depth: 0,
      limit: 50,
      pagination: false,
      overrideAccess: false,
      select: { question: true, answer: true },
    })
    return docs
  },
)
