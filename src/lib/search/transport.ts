// A product's transport estimate to a place (issue 32, module A4 by road): the place typed on the product page (or
// carried from a materials search as ?near=) found as the searches find it, the product's location (its plant, else
// its supplier's base) and the factors of Site settings, through the pure estimate in src/lib/materials/transport.ts.
import { getProductLocation, type PublicProduct } from '@/lib/data/products'
import { getSiteSettings } from '@/lib/data/site'
import { estimateTransport, transportFactorsOf, type TransportEstimate } from '@/lib/materials/transport'
import { distanceMiles } from '@/lib/places/distance'
import { getPayloadClient } from '@/lib/platform/payload'
import { nearOf, type NearProblem } from '@/lib/search/near'
import { parseSearchParams } from '@/lib/search/params'

export type TransportAnswer = {
  /** The place as typed (shown back in the field). */
  typed: string
  /** The place found ('LS6 2AA'). */
  place?: string
  problem?: NearProblem
  /** Where the product is measured from ('its plant in Hebden Bridge'); null when neither plant nor base is known. */
  from?: string | null
  estimate?: TransportEstimate
}

export async function transportTo(
  product: Pick<PublicProduct, 'id' | 'epd'>,
  typed: string,
  { clientIp = null }: { clientIp?: string | null } = {},
): Promise<TransportAnswer> {
  // Read as the searches read `near` (trimmed, single spaces, at most 100 characters).
  const { near } = parseSearchParams({ near: typed })
  const shown = near ?? ''
  const payload = await getPayloadClient()
  const located = await nearOf(payload, { near: shown || ' ' }, { clientIp })
  if (!located.ok) return { typed: shown, problem: located.problem }
  const place = located.near!.place
  const [location, settings] = await Promise.all([getProductLocation(product.id), getSiteSettings()])
  if (!location?.point) return { typed: shown, place: place.label, from: null }
  const estimate = estimateTransport({
    miles: distanceMiles(location.point, place),
    epd: product.epd,
    area: location.area,
    baseMiles: location.base ? distanceMiles(location.base, place) : Number.POSITIVE_INFINITY,
    factors: transportFactorsOf(settings.transportCarbon),
  })
  return { typed: shown, place: place.label, from: location.from, estimate }
}
