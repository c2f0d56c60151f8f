import type { Package } from '@payload-types'

import type { Payload } from 'payload'

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

/**
 * The package of this name, uncached and whatever the caller's access (packages are public): what a purchase buys
 * and costs is read fresh, never from the browser. Null when no package has the name.
 */
export async function packageNamed(
  payload: Payload,
  name: string,
): Promise<Pick<Package, 'id' | 'name' | 'description' | 'price'> | null> {
  const { docs } = await payload.find({
    collection: 'packages',
    where: { name: { equals: name } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, description: true, price: true },
  })
  return docs[0] ?? null
}
