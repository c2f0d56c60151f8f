// Every statement of the places domain: the GeoNames towns (table `places`) and the postcode answers cached in
// PostgreSQL (table `postcode_lookups`), both created by the place-search migration.
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/lib/platform/db'

export type TownRow = { id: number; name: string; county: string | null; nation: string; lat: number; lng: number }

/** The towns of one key ('newport' has six), in a stable order. */
export async function townsByKey(payload: Payload, key: string): Promise<TownRow[]> {
  const { rows } = await runSql(
    payload,
    sql`SELECT id, name, county, nation, latitude AS lat, longitude AS lng FROM places WHERE key = ${key} ORDER BY id`,
  )
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    county: r.county === null ? null : String(r.county),
    nation: String(r.nation),
    lat: Number(r.lat),
    lng: Number(r.lng),
  }))
}

export type CachedPostcode = { found: true; lat: number; lng: number } | { found: false }

/**
 * How long a 'not found' answer stands: new postcodes are issued every month (ONS), so a postcode unknown today is asked
 * again after this many days. A found postcode's answer stays (postcodes do not move).
 */
export const POSTCODE_NOT_FOUND_DAYS = 30

/** The API's earlier answer for a postcode (its standard form), or null when it was never asked (or its 'not found' is stale). */
export async function cachedPostcode(payload: Payload, key: string): Promise<CachedPostcode | null> {
  const { rows } = await runSql(
    payload,
    sql`SELECT found, latitude, longitude,
          looked_up_at <= now() - make_interval(days => ${POSTCODE_NOT_FOUND_DAYS}) AS stale
        FROM postcode_lookups WHERE postcode = ${key}`,
  )
  const row = rows[0] as
    { found: boolean; latitude: number | null; longitude: number | null; stale: boolean } | undefined
  if (!row) return null
  if (!row.found && row.stale) return null
  return row.found && row.latitude !== null && row.longitude !== null
    ? { found: true, lat: Number(row.latitude), lng: Number(row.longitude) }
    : { found: false }
}

/** Keeps the API's answer (found or not): a found one stays; a 'not found' is replaced by the next answer asked for. */
export async function cachePostcode(payload: Payload, key: string, answer: CachedPostcode): Promise<void> {
  const lat = answer.found ? answer.lat : null
  const lng = answer.found ? answer.lng : null
  await runSql(
    payload,
    sql`INSERT INTO postcode_lookups (postcode, found, latitude, longitude)
        VALUES (${key}, ${answer.found}, ${lat}, ${lng}) ON CONFLICT (postcode) DO UPDATE
          SET found = EXCLUDED.found, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, looked_up_at = now()
          WHERE postcode_lookups.found = false`,
  )
}
