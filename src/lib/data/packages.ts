import type { Package } from '@payload-types'

import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/platform/payload'

export type PackageRow = Pick<Package, 'id' | 'tier' | 'name' | 'description' | 'price' | 'freeBonuses'>

export const getPackages = cachedQuery('packages', [collectionTag('packages')], async (): Promise<PackageRow[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'packages',
    sort: 'order',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    select: { tier: true, name: true, description: true, price: true, freeBonuses: true },
  })
  return docs as PackageRow[]
})
