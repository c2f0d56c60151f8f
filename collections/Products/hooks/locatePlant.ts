import type { CollectionBeforeChangeHook } from 'payload'

import { locateProductPlant } from '@/lib/places/product-plant'

/**
 * Places the product's plant on every save (src/lib/places/product-plant.ts); the coordinates are never typed (their
 * fields have no create or update access). A plant that is not found leaves them empty: the supplier's base stands in.
 */
export const locatePlant: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const point = await locateProductPlant(req.payload, data, originalDoc)
  return { ...data, ...point }
}
