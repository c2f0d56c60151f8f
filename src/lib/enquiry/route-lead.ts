import type { Payload, PayloadRequest, Where } from 'payload'

import { cityKey } from '@/lib/city'
import { commissionForSupplier } from '@/lib/leads/commission'
import { DEFAULT_MAX_SUPPLIERS_PER_LEAD } from '@/lib/leads/rules'

export type RoutableLead = {
  id: number
  city: string
  category?: number | null
  supplier?: number | null
}

export type LeadConnectionMade = {
  connectionId: number
  supplierId: number
  supplierName: string
  contactEmail: string | null
  commissionAmount: number
}

/** Published suppliers an enquiry goes to: the addressed supplier, else those serving the city (narrowed to the category). */
export function matchingSuppliersWhere(lead: Omit<RoutableLead, 'id'>): Where {
  const published: Where = { _status: { equals: 'published' } }
  if (lead.supplier) return { and: [published, { id: { equals: lead.supplier } }] }
  const conditions: Where[] = [published, { 'cityKeys.key': { equals: cityKey(lead.city) } }]
  if (lead.category) conditions.push({ category: { equals: lead.category } })
  return { and: conditions }
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

/**
 * The one rule for who receives an enquiry: the published suppliers it matches (see matchingSuppliersWhere), at most
 * the site's cap of them, the highest Eco-Scores first and then routing order (the oldest listing first). Routing
 * connects exactly these, and the form shows their names before the visitor consents (GET /api/enquiries/recipients).
 * Pass the transaction's `req` when there is one.
 */
export async function findMatchingSuppliers(
  { payload, req }: { payload: Payload; req?: PayloadRequest },
  lead: Omit<RoutableLead, 'id'>,
): Promise<MatchingSupplier[]> {
  const cap = await maxSuppliersPerLead({ payload, req })
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: matchingSuppliersWhere(lead),
    select: { name: true, contactEmail: true, leadBonusEnabled: true, leadBonusAmount: true },
    sort: ['-ecoScore', 'id'],
    limit: cap,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs.map((s) => ({
    id: s.id,
    name: s.name,
    contactEmail: s.contactEmail ?? null,
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
