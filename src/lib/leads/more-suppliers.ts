import type { Payload, PayloadRequest } from 'payload'

import { supplierNotificationEmail } from '@/lib/email/enquiry'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { enquiryTextValues } from '@/lib/enquiry/fields'
import { findMatchingSuppliers, maxSuppliersPerLead, type MatchingSupplier } from '@/lib/enquiry/route-lead'
import { commissionForSupplier } from '@/lib/leads/commission'
import { ENQUIRY_LINK_GONE, hashErasureToken, isWellFormedErasureToken } from '@/lib/leads/erasure-token'
import { ALREADY_ACCEPTED, ALREADY_CLOSED, MORE_SUPPLIERS_ASKED, NO_MORE_SUPPLIERS } from '@/lib/leads/quotes'
import { connectionsOfLead, lockLeadByTokenHash } from '@/lib/leads/quotes-sql'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { leadPath } from '@/lib/routes'

// When fewer suppliers than the cap received an enquiry, the enquirer may ask the next matching ones (issue 33): who
// they are comes from the routing's own rule (findMatchingSuppliers), named on the page before the enquirer confirms.

const idOf = (value: number | { id: number } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

/** The suppliers the enquiry would go to next, named before the enquirer confirms (none once decided or at the cap). */
export async function nextMatchingSuppliers(
  payload: Payload,
  leadId: number,
  req?: PayloadRequest,
): Promise<MatchingSupplier[]> {
  const lead = await payload.findByID({
    collection: 'leads',
    id: leadId,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (lead.quoteOutcome || lead.anonymisedAt || lead.duplicateOf || lead.supplier) return []
  const connected = await connectionsOfLead(payload, leadId, req)
  const cap = await maxSuppliersPerLead({ payload, req })
  if (connected.length >= cap) return []
  const known = new Set(connected.map((c) => c.supplier_id))
  const matching = await findMatchingSuppliers(
    { payload, req },
    { city: lead.city, category: idOf(lead.category), supplier: null },
  )
  return matching.filter((s) => !known.has(s.id)).slice(0, cap - connected.length)
}

/**
 * The enquirer asks the next matching suppliers: under the lead's lock, each gets a connection with its commission and
 * the usual new-enquiry e-mail, in one transaction. `expected` are the ids the page named: if the list changed since,
 * nothing is sent and the page names the new list.
 */
export async function askMoreSuppliers(
  payload: Payload,
  token: unknown,
  expected: readonly number[],
  now: Date = new Date(),
): Promise<{ ok: boolean; message: string }> {
  if (!isWellFormedErasureToken(token)) return { ok: false, message: ENQUIRY_LINK_GONE }
  return withTransaction(payload, async (req) => {
    const locked = await lockLeadByTokenHash(payload, req, hashErasureToken(token))
    if (!locked) return { ok: false, message: ENQUIRY_LINK_GONE }
    if (locked.quote_outcome === 'accepted') return { ok: false, message: ALREADY_ACCEPTED }
    if (locked.quote_outcome === 'closed') return { ok: false, message: ALREADY_CLOSED }
    const next = await nextMatchingSuppliers(payload, locked.id, req)
    const same = next.length === expected.length && next.every((s, i) => s.id === expected[i])
    if (next.length === 0 || !same) return { ok: false, message: NO_MORE_SUPPLIERS }
    const lead = await payload.findByID({ collection: 'leads', id: locked.id, depth: 1, overrideAccess: true, req })
    const site = await emailSiteFacts(payload, req)
    const category = typeof lead.category === 'object' && lead.category ? lead.category.name : null
    const details = {
      ...enquiryTextValues(lead),
      leadId: lead.id,
      categoryName: category,
      sitePostcode: lead.sitePostcode ?? null,
      brand: site.brand,
    }
    for (const supplier of next) {
      const connection = await payload.create({
        collection: 'lead-connections',
        data: {
          lead: lead.id,
          supplier: supplier.id,
          commissionAmount: commissionForSupplier(supplier),
          status: 'new',
          history: [{ at: now.toISOString(), event: 'Routed to you (the enquirer asked more suppliers)' }],
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (!supplier.contactEmail) continue
      const email = await supplierNotificationEmail(details, supplier.name, `${siteUrl()}${leadPath(connection.id)}`)
      await queueEmail(
        { payload, req },
        {
          to: supplier.contactEmail,
          ...email,
          replyTo: lead.email,
          idempotencyKey: emailIdempotencyKey('lead', lead.id, `supplier-${supplier.id}`),
        },
      )
    }
    return { ok: true, message: MORE_SUPPLIERS_ASKED }
  })
}
