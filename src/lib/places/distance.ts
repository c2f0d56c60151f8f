// Distances between two points on the earth, the way PostgreSQL's earthdistance extension measures them (a sphere
// of its earth() radius), so a distance shown and the search that chose it agree.

/** earthdistance's earth(): the sphere's radius in metres. */
export const EARTH_RADIUS_METRES = 6_378_168
export const METRES_PER_MILE = 1_609.344

export type LatLng = { lat: number; lng: number }

/**
 * earthdistance's points are 3-D: PostgreSQL's cube_distance between two is the chord through the earth, in metres.
 * A great-circle distance in miles as that chord, and back: the search compares chords (no per-row trigonometry).
 */
export function milesToChordMetres(miles: number): number {
  const angle = Math.min(Math.PI, (miles * METRES_PER_MILE) / EARTH_RADIUS_METRES)
  return 2 * EARTH_RADIUS_METRES * Math.sin(angle / 2)
}

export function chordMetresToMiles(chord: number): number {
  const half = Math.min(1, chord / (2 * EARTH_RADIUS_METRES))
  return (2 * EARTH_RADIUS_METRES * Math.asin(half)) / METRES_PER_MILE
}

/** The radii a visitor may search within, in miles. */
export const RADIUS_OPTIONS = [10, 25, 50, 100] as const
export type RadiusMiles = (typeof RADIUS_OPTIONS)[number]
export const DEFAULT_RADIUS: RadiusMiles = 25

export function isRadiusOption(value: number): value is RadiusMiles {
  return (RADIUS_OPTIONS as ReadonlyArray<number>).includes(value)
}

/** The message for a radius that is not one of the options. */
export const RADIUS_MESSAGE = `Choose a radius of ${RADIUS_OPTIONS.slice(0, -1).join(', ')} or ${RADIUS_OPTIONS.at(-1)} miles.`

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points, in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  const angle = 2 * Math.asin(Math.min(1, Math.sqrt(h)))
  return (angle * EARTH_RADIUS_METRES) / METRES_PER_MILE
}

/** Where a supplier delivers: everywhere in the UK, or within a radius of its base. */
export type DeliveryArea = { ukWide: boolean; radiusMiles: number | null }

/** A base without a delivery area: the message of the listing form and of the collection. */
export const DELIVERY_AREA_MESSAGE = 'Give a delivery radius in miles, or choose Delivers UK-wide.'

/** Whether a supplier's delivery area reaches a place this far from its base. */
export function deliveryReaches(area: DeliveryArea, miles: number): boolean {
  if (area.ukWide) return true
  return area.radiusMiles !== null && area.radiusMiles > 0 && miles <= area.radiusMiles
}

/** The rule of a search near a place: the supplier delivers there, and is within the visitor's radius of it. */
export function matchesNearSearch(area: DeliveryArea, miles: number, searchRadius: number): boolean {
  return miles <= searchRadius && deliveryReaches(area, miles)
}

/** How far a supplier is, as a card says it: '12 miles from LS6', '1 mile from Frome', 'Under 1 mile from LS6 2AA'. */
export function distanceText(miles: number, place: string): string {
  if (miles < 0.5) return `Under 1 mile from ${place}`
  const rounded = Math.round(miles)
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'} from ${place}`
}
