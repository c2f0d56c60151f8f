// A supplier's base and delivery area as saved (by staff in the admin, or as a supplier's draft): the base is
// placed on the map once, when it changes, and a base needs an area.
import type { Payload } from 'payload'

import { DELIVERY_AREA_MESSAGE } from '@/lib/places/distance'
import { resolvePlace } from '@/lib/places/resolve'

export type BaseFields = {
  base?: unknown
  deliveryRadiusMiles?: unknown
  deliversUkWide?: unknown
  baseLatitude?: unknown
  baseLongitude?: unknown
}

export type LocatedBase =
  | { ok: true; base: string | null; baseLatitude: number | null; baseLongitude: number | null }
  | { ok: false; path: 'base' | 'deliveryRadiusMiles'; message: string }

const coordinate = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value)

/** The base's coordinates for a save: kept when the base is unchanged, found again when it changes. */
export async function locateSupplierBase(
  payload: Payload,
  data: BaseFields,
  previous: BaseFields | undefined,
): Promise<LocatedBase> {
  const base = typeof data.base === 'string' ? data.base.trim().replace(/\s+/g, ' ') : ''
  if (!base) return { ok: true, base: null, baseLatitude: null, baseLongitude: null }
  const radius = coordinate(data.deliveryRadiusMiles)
  if (data.deliversUkWide !== true && !(radius !== null && radius > 0))
    return { ok: false, path: 'deliveryRadiusMiles', message: DELIVERY_AREA_MESSAGE }
  const previousLat = coordinate(previous?.baseLatitude)
  const previousLng = coordinate(previous?.baseLongitude)
  if (previous?.base === base && previousLat !== null && previousLng !== null)
    return { ok: true, base, baseLatitude: previousLat, baseLongitude: previousLng }
  const answer = await resolvePlace(payload, base)
  if (!answer.ok) {
    const { message, choices } = answer.problem
    return { ok: false, path: 'base', message: choices ? `${message} ${choices.join('; ')}.` : message }
  }
  return { ok: true, base, baseLatitude: answer.place.lat, baseLongitude: answer.place.lng }
}
