// /materials near a place (issue 32): the place and radius read and checked exactly as the supplier search does
// (src/lib/search/near.ts: the same messages), then one page of the products whose supplier delivers there, each with
// its distance. Rendered per request (/materials-search), so the near page is read uncached.
import { findMaterialsPage, getMaterialsPage, type MaterialsPage } from '@/lib/data/products'
import type { MaterialsFilter } from '@/lib/data/products-sql'
import { effectiveMaterialsSort, type MaterialsQuery } from '@/lib/materials/browse'
import { getPayloadClient } from '@/lib/platform/payload'
import { distanceText } from '@/lib/places/distance'
import { nearOf, type NearProblem } from '@/lib/search/near'
import { nearPointOf } from '@/lib/search/near-sql'

export type MaterialsNear = {
  /** The place found ('LS6 2AA', 'Frome') and the radius. */
  near?: { label: string; radiusMiles: number }
  /** Why the place or the radius cannot be used: the page shows its message and no products. */
  nearProblem?: NearProblem
}

export type MaterialsSearchResult = MaterialsNear & {
  /** Null when the place or radius cannot be used. */
  page: (MaterialsPage & { distances: Map<number, string> }) | null
}

/**
 * One page of /materials for a query (filters resolved to ids by the caller); near a place, the place found first (a
 * visitor's new postcodes are limited by `clientIp`, as the supplier search's are).
 */
export async function searchMaterials(
  query: MaterialsQuery,
  filter: Omit<MaterialsFilter, 'near' | 'order'>,
  today: string,
  { clientIp = null }: { clientIp?: string | null } = {},
): Promise<MaterialsSearchResult> {
  const sort = effectiveMaterialsSort(query)
  const order = sort === 'distance' || sort === 'eco' ? sort : null
  if (!query.near) {
    const page = await getMaterialsPage({ ...filter, order }, today, query.page)
    return { page: { ...page, distances: new Map() } }
  }
  const payload = await getPayloadClient()
  const located = await nearOf(payload, query, { clientIp })
  if (!located.ok) return { page: null, nearProblem: located.problem }
  const near = located.near!
  const page = await findMaterialsPage(payload, { ...filter, near: nearPointOf(near), order }, today, query.page)
  const label = near.place.label
  const distances = new Map(
    page.products.flatMap((p) => (p.miles === null ? [] : [[p.id, distanceText(p.miles, label)] as const])),
  )
  return { near: { label, radiusMiles: near.radiusMiles }, page: { ...page, distances } }
}
