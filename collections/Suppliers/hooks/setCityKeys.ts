import type { CollectionBeforeChangeHook } from 'payload'

import { cityKeysFor } from '@/lib/city'

/** Keeps the normalised city list in step with location and service areas, so city matching is one indexed lookup. */
export const setCityKeys: CollectionBeforeChangeHook = ({ data }) => {
  const areas = Array.isArray(data.serviceAreas) ? (data.serviceAreas as Array<{ city?: string | null }>) : []
  data.cityKeys = cityKeysFor(
    data.location as string | undefined,
    areas.map((a) => a?.city),
  ).map((key) => ({ key }))
  return data
}
