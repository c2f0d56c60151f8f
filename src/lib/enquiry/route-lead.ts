import { sql, type SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { UNPAID_PAUSE_DAYS } from '@/lib/billing/rules'
import { cityKey } from '@/lib/city'
import { chooseRecipients, type RoutingCandidate, type RoutingRequest } from '@/lib/enquiry/routing-rule'
import { commissionForSupplier } from '@/lib/leads/commission'
import { DEFAULT_MAX_SUPPLIERS_PER_LEAD } from '@/lib/leads/rules'
import { chordMetresToMiles, EARTH_RADIUS_METRES, METRES_PER_MILE, type LatLng } from '@/lib/places/distance'
import { runSql } from '@/lib/platform/db'

export type RoutableLead = {
  id: number
  city: string
  category?: number | null
  supplier?: number | null
  /** The site's coordinates (from its postcode), when the enquiry gave one. */
  site?: LatLng | null
}

export type LeadConnectionMade = {
  connectionId: number
  supplierId: number
  supplierName: string
  contactEmail: string | null
  commissionAmount: number
}

export type MatchingSupplier = {
  id: number
  name: string
  contactEmail: string | null
  leadBonusEnabled?: boolean | null
  leadBonusAmount?: number | null
}

/** The site setting 'Suppliers per lead (at most)', read in the caller's transaction when there is one. */
export async function maxSuppliersPerLead({
  payload,
  req,
}: {
  payload: Payload
  req?: PayloadRequest
}): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { leadRules: true },
    ...(req ? { req } : {}),
  })
  const cap = settings.leadRules?.maxSuppliersPerLead
  return typeof cap === 'number' && Number.isInteger(cap) && cap >= 1 ? cap : DEFAULT_MAX_SUPPLIERS_PER_LEAD
}

/** A lead's routing values as the rule takes them (missing ones are null). */
export function routingRequestOf(lead: Omit<RoutableLead, 'id'>): RoutingRequest {
  return { city: lead.city, category: lead.category ?? null, supplier: lead.supplier ?? null, site: lead.site ?? null }
}

/** A listing with an invoice unpaid UNPAID_PAUSE_DAYS after its due date (at the database's now): the rule skips it. */
const leadsPausedSql = sql`exists (select 1 from commission_invoices ci where ci.supplier_id = s.id
  and ci.status in ('open', 'uncollectible') and ci.due_date <= now() - make_interval(days => ${UNPAID_PAUSE_DAYS}))`

/** A little slack on the SQL's side of the area test, so it never drops a supplier the rule (in miles) would take. */
const AREA_SLACK_MILES = 0.01

/**
 * The published suppliers that may receive the enquiry, with the facts the rule decides on (routing-rule.ts). The SQL
 * only narrows (by the addressed supplier, or by the city or the site's area, and by the material, each through an
 * index); the rule decides, in the same terms, what the SQL cannot (the supplier's lead preferences), orders and caps.
 */
async function routingCandidates(
  payload: Payload,
  request: RoutingRequest,
  req?: PayloadRequest,
): Promise<Array<RoutingCandidate & MatchingSupplier>> {
  const site = request.site ? sql`ll_to_earth(${request.site.lat}::float8, ${request.site.lng}::float8)` : null
  const servesCity = sql`exists (select 1 from suppliers_city_keys k where k._parent_id = s.id and k.key = ${cityKey(request.city)})`
  const suppliesMaterial =
    request.category === null
      ? sql`false`
      : sql`(s.category_id = ${request.category} or exists (select 1 from products p
          where p.supplier_id = s.id and p._status = 'published' and p.category_id = ${request.category}))`
  const chord = site ? sql`cube_distance(s.base_point, ${site})` : sql`null::float8`
  const where: SQL[] = [sql`s._status = 'published'`]
  if (request.supplier !== null) where.push(sql`s.id = ${request.supplier}`)
  else {
    if (site) {
      // The delivery area reaches the site: UK-wide, or its radius (as a chord) is at least the distance.
      const halfAngle = sql`least((s.delivery_radius_miles::float8 + ${AREA_SLACK_MILES}::float8)
        * ${METRES_PER_MILE / (2 * EARTH_RADIUS_METRES)}::float8, pi() / 2)`
      where.push(sql`s.base_point is not null`)
      where.push(sql`(s.delivers_uk_wide is true or (s.delivery_radius_miles > 0
        and ${chord} <= ${2 * EARTH_RADIUS_METRES}::float8 * sin(${halfAngle})))`)
    } else where.push(servesCity)
    if (request.category !== null) where.push(suppliesMaterial)
  }
  const { rows } = await runSql(
    payload,
    sql`select s.id, s.name, s.contact_email, s.lead_bonus_enabled, s.lead_bonus_amount, s.eco_score::float8 as eco_score,
               s.delivers_uk_wide, s.delivery_radius_miles::float8 as delivery_radius_miles,
               ${servesCity} as serves_city, ${suppliesMaterial} as supplies_material, ${chord} as chord,
               lp.lead_radius_miles::float8 as lead_radius_miles, ${leadsPausedSql} as leads_paused,
               coalesce((select array_agg(r.categories_id order by r.categories_id) from lead_preferences_rels r
                         where r.parent_id = lp.id and r.path = 'materials' and r.categories_id is not null),
                        '{}') as materials
        from suppliers s left join lead_preferences lp on lp.supplier_id = s.id
        where ${sql.join(where, sql` and `)}`,
    req,
  )
  type Row = {
    id: number
    name: string
    contact_email: string | null
    lead_bonus_enabled: boolean | null
    lead_bonus_amount: number | string | null
    eco_score: number | null
    delivers_uk_wide: boolean | null
    delivery_radius_miles: number | null
    serves_city: boolean
    supplies_material: boolean
    chord: number | null
    lead_radius_miles: number | null
    materials: number[]
    leads_paused: boolean
  }
  return (rows as Row[]).map((r) => ({
    id: Number(r.id),
    name: r.name,
    contactEmail: r.contact_email ?? null,
    leadBonusEnabled: r.lead_bonus_enabled,
    leadBonusAmount: r.lead_bonus_amount === null ? null : Number(r.lead_bonus_amount),
    ecoScore: r.eco_score === null ? Number.NEGATIVE_INFINITY : Number(r.eco_score),
    servesCity: Boolean(r.serves_city),
    suppliesMaterial: Boolean(r.supplies_material),
    area: {
      ukWide: r.delivers_uk_wide === true,
      radiusMiles: r.delivery_radius_miles === null ? null : Number(r.delivery_radius_miles),
    },
    milesToSite: r.chord === null ? null : chordMetresToMiles(Number(r.chord)),
    preferences: {
      materials: (r.materials ?? []).map(Number),
      leadRadiusMiles: r.lead_radius_miles === null ? null : Number(r.lead_radius_miles),
    },
    leadsPaused: r.leads_paused === true,
  }))
}

/**
 * The one rule for who receives an enquiry (routing-rule.ts): addressed to a supplier, that published supplier;
 * otherwise the published suppliers whose lead area covers the site (with a site) or who serve the city (without),
 * narrowed to the material when one is named and to what each chose in its lead preferences; at most the site's cap of
 * them, the highest Eco-Scores first and then routing order (the oldest listing first). Routing connects exactly
 * these, and the form shows their names before the visitor consents (GET /api/enquiries/recipients and the page's own
 * HTML). Pass the transaction's `req` when there is one.
 */
export async function findMatchingSuppliers(
  { payload, req }: { payload: Payload; req?: PayloadRequest },
  lead: Omit<RoutableLead, 'id'>,
): Promise<MatchingSupplier[]> {
  const cap = await maxSuppliersPerLead({ payload, req })
  const request = routingRequestOf(lead)
  const chosen = chooseRecipients(request, await routingCandidates(payload, request, req), cap)
  return chosen.map((s) => ({
    id: s.id,
    name: s.name,
    contactEmail: s.contactEmail,
    leadBonusEnabled: s.leadBonusEnabled,
    leadBonusAmount: s.leadBonusAmount,
  }))
}

/**
 * Creates one lead connection per matching published supplier, with its commission. Runs inside the
 * caller's transaction (`req`): a failure throws and the caller rolls the whole enquiry back.
 */
export async function routeLeadToSuppliers(
  { payload, req }: { payload: Payload; req: PayloadRequest },
  lead: RoutableLead,
): Promise<LeadConnectionMade[]> {
  const suppliers = await findMatchingSuppliers({ payload, req }, lead)
  const made: LeadConnectionMade[] = []
  // One after another: a transaction's statements share one connection.
  for (const supplier of suppliers) {
    const commissionAmount = commissionForSupplier(supplier)
    const connection = await payload.create({
      collection: 'lead-connections',
      data: {
        lead: lead.id,
        supplier: supplier.id,
        commissionAmount,
        status: 'new',
        history: [{ at: new Date().toISOString(), event: 'Routed to you' }],
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    made.push({
      connectionId: connection.id,
      supplierId: supplier.id,
      supplierName: supplier.name,
      contactEmail: supplier.contactEmail,
      commissionAmount,
    })
  }
  return made
}
