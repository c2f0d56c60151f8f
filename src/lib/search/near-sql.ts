// The SQL of a search near a place, shared by the supplier search (src/lib/search/suppliers.ts) and the materials
// search (src/lib/data/products-sql.ts): points on earthdistance's sphere (`earth`, the cube extension's type), a
// box the GiST indexes find, distances compared as chords through the earth (no per-row trigonometry), and the rule
// of a supplier's delivery area (table alias `s`: UK-wide, or a radius at least as far as the place).
import { sql, type SQL } from 'drizzle-orm'

import { EARTH_RADIUS_METRES, METRES_PER_MILE, milesToChordMetres } from '@/lib/places/distance'

/** A place searched near, with the visitor's radius in miles. */
export type NearPoint = { lat: number; lng: number; radiusMiles: number }

/** The place as a point on earthdistance's sphere (folded to a constant when the plan is made). */
export const placePoint = (near: NearPoint) => sql`ll_to_earth(${near.lat}::float8, ${near.lng}::float8)`

/** The chord (metres, through the earth) from the place to `point` (an `earth` column): monotonic in the distance. */
export const chordFrom = (point: SQL, near: NearPoint) => sql`cube_distance(${point}, ${placePoint(near)})`

/**
 * `point` is within the visitor's radius of the place: the GiST index on it finds the box around the place, the
 * chord decides.
 */
export function withinRadius(point: SQL, near: NearPoint): SQL[] {
  return [
    sql`${point} IS NOT NULL`,
    sql`earth_box(${placePoint(near)}, ${near.radiusMiles * METRES_PER_MILE}::float8) @> ${point}`,
    sql`${chordFrom(point, near)} <= ${milesToChordMetres(near.radiusMiles)}::float8`,
  ]
}

/**
 * The supplier `s` delivers to the place: it has a base, and delivers UK-wide or within a radius at least as far as
 * the place (the radius's chord: its one sine). least() skips a NULL, so a missing radius is excluded first: a base
 * without an area reaches nowhere.
 */
export function deliveryAreaReaches(near: NearPoint): SQL {
  const halfAngle = sql`least(s.delivery_radius_miles::float8 * ${METRES_PER_MILE / (2 * EARTH_RADIUS_METRES)}::float8, pi() / 2)`
  return sql`(s.base_point IS NOT NULL AND (s.delivers_uk_wide IS TRUE OR (s.delivery_radius_miles > 0
      AND ${chordFrom(sql`s.base_point`, near)} <= ${2 * EARTH_RADIUS_METRES}::float8 * sin(${halfAngle}))))`
}

/** The NearPoint of a found place and radius. */
export const nearPointOf = (near: { place: { lat: number; lng: number }; radiusMiles: number }): NearPoint => ({
  lat: near.place.lat,
  lng: near.place.lng,
  radiusMiles: near.radiusMiles,
})
