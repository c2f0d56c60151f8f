import { declaredUnitsPer } from '@/lib/materials/compare'
import type { Epd } from '@/lib/materials/epd'
import { deliveryReaches, METRES_PER_MILE, type DeliveryArea } from '@/lib/places/distance'

// Transport to site (EN 15804 module A4), by road, estimated as EC3 does from the straight-line distance: the distance
// times a routing factor (roads are longer than the straight line) times an emission factor per tonne-km of a heavy
// goods vehicle. The factors are site settings (globals/SiteSettings.ts), each with its source named on the page.

/** The factors of the estimate, as staff set them in Site settings. */
export type TransportFactors = {
  /** Road distance per straight-line distance (EC3: 1.4, 'straight-line distance plus 40%'). */
  routingFactor: number
  routingFactorSource: string
  /** kg CO2e per tonne-km of road freight. */
  emissionFactor: number
  emissionFactorSource: string
}

/** EC3's default for road transport: the straight-line distance plus 40%. */
export const DEFAULT_ROUTING_FACTOR = 1.4
export const DEFAULT_ROUTING_FACTOR_SOURCE =
  'EC3 (Building Transparency): road distance taken as the straight-line distance plus 40%.'
/**
 * UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), Freighting goods: HGV (all diesel),
 * All HGVs, Average laden, kg CO2e per tonne.km.
 */
export const DEFAULT_EMISSION_FACTOR = 0.10163
export const DEFAULT_EMISSION_FACTOR_SOURCE =
  'UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ), Freighting goods: HGV (all diesel), ' +
  'all HGVs, average laden, 0.10163 kg CO2e per tonne-km.'

export const DEFAULT_TRANSPORT_FACTORS: TransportFactors = {
  routingFactor: DEFAULT_ROUTING_FACTOR,
  routingFactorSource: DEFAULT_ROUTING_FACTOR_SOURCE,
  emissionFactor: DEFAULT_EMISSION_FACTOR,
  emissionFactorSource: DEFAULT_EMISSION_FACTOR_SOURCE,
}

/** The limits staff may set (a factor outside them is a typing mistake). */
export const ROUTING_FACTOR_LIMITS = { min: 1, max: 3 } as const
export const EMISSION_FACTOR_LIMITS = { min: 0.001, max: 2 } as const

const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0
const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/** The settings as stored (any may be unset on an older row): each missing factor takes its default and source. */
export function transportFactorsOf(stored: Partial<Record<keyof TransportFactors, unknown>> | null | undefined) {
  const s = stored ?? {}
  const routing = positive(s.routingFactor)
  const emission = positive(s.emissionFactor)
  return {
    routingFactor: routing ? s.routingFactor : DEFAULT_ROUTING_FACTOR,
    routingFactorSource: routing && text(s.routingFactorSource) ? s.routingFactorSource : DEFAULT_ROUTING_FACTOR_SOURCE,
    emissionFactor: emission ? s.emissionFactor : DEFAULT_EMISSION_FACTOR,
    emissionFactorSource:
      emission && text(s.emissionFactorSource) ? s.emissionFactorSource : DEFAULT_EMISSION_FACTOR_SOURCE,
  } as TransportFactors
}

export type TransportEstimate = {
  /** The straight-line distance, in miles and km. */
  straightMiles: number
  straightKm: number
  /** The road distance the estimate assumes (straight line × routing factor), km. */
  roadKm: number
  /** kg CO2e to carry one tonne of the product there. */
  kgPerTonne: number
  /** kg CO2e per the EPD's declared unit, when the mass of one is known (given, or the unit is a mass); else null. */
  kgPerDeclaredUnit: number | null
  /** The mass of one declared unit used, kg; null when unknown. */
  massKg: number | null
  /** Whether the supplier's delivery area reaches the place (UK-wide, or within its radius of the base). */
  delivers: boolean
  factors: TransportFactors
}

/**
 * The A4 (road) estimate of carrying the product `miles` in a straight line: per tonne always, per declared unit when
 * its mass is known. `area` is the supplier's delivery area, measured from its base (`baseMiles` away): a UK-wide
 * supplier delivers whatever the distance. Negative or non-finite distances are refused (a bug, not an input).
 */
export function estimateTransport(input: {
  miles: number
  epd: Pick<Epd, 'declaredUnit' | 'massPerDeclaredUnit'> | null
  area: DeliveryArea
  baseMiles: number
  factors: TransportFactors
}): TransportEstimate {
  const { miles, epd, area, baseMiles, factors } = input
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`A distance must be 0 or more miles, not ${miles}.`)
  const straightKm = (miles * METRES_PER_MILE) / 1000
  const roadKm = straightKm * factors.routingFactor
  const kgPerTonne = roadKm * factors.emissionFactor
  // Declared units per tonne: kg and tonne convert by themselves, any other unit through the mass per declared unit.
  const perTonne = epd ? declaredUnitsPer(epd, 't') : null
  const massKg = perTonne !== null && perTonne > 0 ? 1000 / perTonne : null
  return {
    straightMiles: miles,
    straightKm,
    roadKm,
    kgPerTonne,
    kgPerDeclaredUnit: massKg === null ? null : (kgPerTonne * massKg) / 1000,
    massKg,
    delivers: deliveryReaches(area, baseMiles),
    factors,
  }
}
