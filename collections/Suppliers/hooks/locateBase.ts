import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { locateSupplierBase } from '@/lib/places/supplier-base'

/**
 * Places the supplier's base on every save that changes it (a postcode through the cached postcodes API, a town from
 * the GeoNames table); the coordinates are never typed (their fields have no create or update access). A base that
 * cannot be found, or one without a delivery area, is refused with its field's message (400), drafts included.
 */
export const locateBase: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const located = await locateSupplierBase(req.payload, data, originalDoc)
  if (!located.ok)
    throw new ValidationError(
      { collection: 'suppliers', errors: [{ path: located.path, message: located.message }], req },
      req.t,
    )
  data.base = located.base
  data.baseLatitude = located.baseLatitude
  data.baseLongitude = located.baseLongitude
  return data
}
