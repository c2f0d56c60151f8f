// Who an enquiry reaches, as a rule over plain values (no database): routing (route-lead.ts) reads each candidate's
// facts from PostgreSQL and this decides, orders and caps. The recipients named before consent come from the same
// call, so the names shown are the suppliers routed.
import { deliveryReaches, type DeliveryArea, type LatLng } from '@/lib/places/distance'

/** What the enquiry says about where and what: the city always, a material (a category) and a site when given. */
export type RoutingRequest = {
  city: string
  /** The material wanted (a category id); null: any. */
  category: number | null
  /** The supplier the enquiry is addressed to (a profile or product page); null: routed by the rule. */
  supplier: number | null
  /** The site's coordinates, from its postcode; null when none was given. */
  site: LatLng | null
}

/** What a supplier wants leads for (the portal's lead preferences); empty lists and nulls mean 'everything'. */
export type LeadPreferences = {
  /** Only enquiries naming one of these materials (category ids); empty: every material the listing supplies. */
  materials: readonly number[]
  /** Only sites within this many miles of the base (never beyond the delivery area); null: the whole delivery area. */
  leadRadiusMiles: number | null
}

export const NO_PREFERENCES: LeadPreferences = { materials: [], leadRadiusMiles: null }

/** One published supplier and the facts the rule needs, as routing reads them. */
export type RoutingCandidate = {
  id: number
  ecoScore: number
  /** Its location or a service area is the enquiry's city (the spec's city rule). */
  servesCity: boolean
  /** Its category or one of its published products' categories is the enquiry's material (false when none was named). */
  suppliesMaterial: boolean
  area: DeliveryArea
  /** Miles from its base to the site; null without a base or without a site. */
  milesToSite: number | null
  preferences: LeadPreferences
  /** An invoice of its is unpaid 30 days after its due date: it receives no new leads until it is paid. */
  leadsPaused?: boolean
}

/** The area a supplier takes leads in: its delivery area, narrowed to its lead radius when it chose one. */
export function leadArea(area: DeliveryArea, preferences: LeadPreferences): DeliveryArea {
  const lead = preferences.leadRadiusMiles
  if (lead === null || lead <= 0) return area
  if (area.ukWide) return { ukWide: false, radiusMiles: lead }
  return { ukWide: false, radiusMiles: area.radiusMiles === null ? null : Math.min(area.radiusMiles, lead) }
}

/**
 * Whether one supplier receives the enquiry. Never while its leads are paused for an unpaid invoice. Addressed to a
 * supplier: that one, whatever else it says (the visitor chose it). Otherwise, where: with a site, its lead area covers
 * the site (a supplier without a base covers none); without a site, it serves the city (the spec's rule). And what: with
 * a material, it supplies it and, when it chose materials, it chose that one. Without a material or a site, preferences
 * about them cannot apply (the enquiry does not say).
 */
export function routesTo(request: RoutingRequest, candidate: RoutingCandidate): boolean {
  if (candidate.leadsPaused === true) return false
  if (request.supplier !== null) return candidate.id === request.supplier
  const where = request.site
    ? candidate.milesToSite !== null &&
      deliveryReaches(leadArea(candidate.area, candidate.preferences), candidate.milesToSite)
    : candidate.servesCity
  if (!where) return false
  if (request.category === null) return true
  const chosen = candidate.preferences.materials
  return candidate.suppliesMaterial && (chosen.length === 0 || chosen.includes(request.category))
}

/** The routing order: the highest Eco-Score first, then the oldest listing (the lowest id). */
export function byRoutingOrder(
  a: Pick<RoutingCandidate, 'ecoScore' | 'id'>,
  b: Pick<RoutingCandidate, 'ecoScore' | 'id'>,
) {
  return b.ecoScore - a.ecoScore || a.id - b.id
}

/** The suppliers an enquiry reaches: those the rule accepts, in routing order, at most `cap` of them. */
export function chooseRecipients<T extends RoutingCandidate>(
  request: RoutingRequest,
  candidates: readonly T[],
  cap: number,
): T[] {
  return candidates
    .filter((c) => routesTo(request, c))
    .sort(byRoutingOrder)
    .slice(0, Math.max(0, cap))
}
