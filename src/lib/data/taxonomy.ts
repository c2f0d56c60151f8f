import type { Category, City, Faq } from '@payload-types'

import { collectionTag } from '@/lib/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/payload'

export const getCategories = cachedQuery(
  'categories',
  [collectionTag('categories'), collectionTag('media')],
  async (): Promise<Category[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      depth: 1,
      limit: 100,
      sort: 'order',
      overrideAccess: false,
      pagination: false,
    })
    return docs
  },
)

export const getCities = cachedQuery(
  'cities',
  [collectionTag('cities'), collectionTag('media')],
  async (): Promise<City[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'cities',
      depth: 1,
      limit: 100,
      sort: 'order',
      overrideAccess: false,
      pagination: false,
    })
    return docs
  },
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
