// A product's plant (its EPD's 'Plant (town or postcode)', free text as the EPD or openEPD gives it) placed on the map
// when it is saved, like a supplier's base: the product is then that far from a place. A plant that is not a UK town
// or postcode we can find ('Unit 4, Kirkstall Road') is no error: the product is then where its supplier's base is.
import type { Payload } from 'payload'

import { resolvePlace } from '@/lib/places/resolve'

export type PlantFields = {
  epd?: { plantLocation?: unknown } | null
  plantLatitude?: unknown
  plantLongitude?: unknown
}

export type PlantPoint = { plantLatitude: number | null; plantLongitude: number | null }

const coordinate = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value)

const plantOf = (fields: PlantFields | undefined): string =>
  typeof fields?.epd?.plantLocation === 'string' ? fields.epd.plantLocation.trim().replace(/\s+/g, ' ') : ''

/**
 * The plant's coordinates for a save: kept while the plant is unchanged and placed, found again when it changes (or
 * was not found before: a postcode the API could not answer then); null when there is no plant or it is not found.
 */
export async function locateProductPlant(
  payload: Payload,
  data: PlantFields,
  previous: PlantFields | undefined,
): Promise<PlantPoint> {
  const plant = plantOf(data)
  if (!plant) return { plantLatitude: null, plantLongitude: null }
  const lat = coordinate(previous?.plantLatitude)
  const lng = coordinate(previous?.plantLongitude)
  if (plantOf(previous) === plant && lat !== null && lng !== null) return { plantLatitude: lat, plantLongitude: lng }
  const answer = await resolvePlace(payload, plant)
  return answer.ok
    ? { plantLatitude: answer.place.lat, plantLongitude: answer.place.lng }
    : { plantLatitude: null, plantLongitude: null }
}
