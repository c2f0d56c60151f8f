import type { Payload, PayloadRequest } from 'payload'

import { withTransaction } from '@/lib/platform/db'
import {
  anonymiseByTokenHash,
  anonymiseCreatedBefore,
  appendHistory,
  deleteLeadReviews,
  emptyLeadEmails,
  ERASED_NAME,
  isAnonymised,
  leadByTokenHash,
  leadSupplierProfiles,
  leadsAnonymisedSince,
  recipientRows,
} from '@/lib/leads/leads-sql'
import { anonymiseQuotesOfLeads } from '@/lib/leads/quotes-sql'
import { deleteLeadAttachments } from '@/lib/leads/attachments'
import { deleteEnquirerMessages } from '@/lib/leads/conversations-sql'
import { queueWithdrawalEmails, type WithdrawnRecipient } from '@/lib/leads/emails'
import { hashErasureToken, isWellFormedErasureToken } from '@/lib/leads/erasure-token'
import { retentionCutoff } from '@/lib/leads/rules'
import { revalidateCollection } from '@/lib/platform/revalidate'

// The enquirer's rights over their enquiry: see who received it, and erase it. Erasing anonymises the lead's personal
// fields at once; its connections and their commissions stay (the suppliers did receive it).

export { ERASED_NAME }
/** The retention run also empties again the e-mails of leads erased within this many days (a message then in flight). */
export const ERASED_EMAILS_RECHECK_DAYS = 2

/**
 * The lead's e-mails in the outbox carry its details too: those not sent yet are dropped (a supplier must not receive
 * what the enquirer erased), those sent keep their record (key, dates) without recipient, subject or body. The
 * withdrawal notices are kept. A message in flight then is
 * emptied by the next retention run.
 */
export async function eraseLeadEmails(payload: Payload, leadId: number, req?: PayloadRequest): Promise<void> {
  await emptyLeadEmails(payload, leadId, req)
}

/** The enquirer's page asks before erasing: `?step=confirm` shows the second step, whose form posts `confirm=erase`. */
export const ERASE_STEP_PARAM = 'step'
export const ERASE_STEP_CONFIRM = 'confirm'
export const ERASE_CONFIRMED = 'erase'

export type EnquiryView = {
  leadId: number
  receivedAt: string
  city: string
  /** What the enquirer wrote. */
  projectDetails: string
  /** The suppliers' names, in order. */
  recipients: string[]
  /** The same suppliers with the slug of their public profile (null when the listing is not published). */
  suppliers: Array<{ name: string; slug: string | null }>
}

async function recipientsOf(payload: Payload, leadId: number, req?: PayloadRequest): Promise<WithdrawnRecipient[]> {
  const rows = await recipientRows(payload, leadId, req)
  return rows.map((r) => ({
    connectionId: r.connection_id,
    supplierId: r.supplier_id,
    name: r.name,
    contactEmail: r.contact_email,
  }))
}

/** The names of the suppliers a lead was routed to, in order (for the confirmation a repeat enquiry shows). */
export async function recipientNamesOf(payload: Payload, leadId: number, req?: PayloadRequest): Promise<string[]> {
  return (await recipientsOf(payload, leadId, req)).map((r) => r.name)
}

/** The enquiry a link opens (reads only); null when the token is unknown or the enquiry was already erased. */
export async function enquiryForToken(payload: Payload, token: unknown): Promise<EnquiryView | null> {
  if (!isWellFormedErasureToken(token)) return null
  const lead = await leadByTokenHash(payload, hashErasureToken(token))
  if (!lead) return null
  const suppliers = await leadSupplierProfiles(payload, lead.id)
  return {
    leadId: lead.id,
    receivedAt: new Date(lead.created_at).toISOString(),
    city: lead.city,
    projectDetails: lead.project_details ?? '',
    recipients: suppliers.map((r) => r.name),
    suppliers,
  }
}

export type ErasureOutcome =
  { outcome: 'erased'; leadId: number; emailsQueued: number; reviewsDeleted: number } | { outcome: 'gone' }

/**
 * Erases the enquiry a link names: one conditional UPDATE (of two clicks one wins, the other finds nothing), the
 * suppliers' withdrawal e-mails and a line in each connection's history, all in one transaction.
 */
export async function eraseEnquiry(payload: Payload, token: unknown, now: Date = new Date()): Promise<ErasureOutcome> {
  if (!isWellFormedErasureToken(token)) return { outcome: 'gone' }
  const hash = hashErasureToken(token)
  return withTransaction(
    payload,
    async (req): Promise<ErasureOutcome> => {
      const lead = await anonymiseByTokenHash(payload, req, hash, now)
      if (!lead) return { outcome: 'gone' }
      const recipients = await recipientsOf(payload, lead.id, req)
      for (const r of recipients)
        await appendHistory(payload, req, r.connectionId, 'Withdrawn by the enquirer: their details were erased', now)
      await eraseLeadEmails(payload, lead.id, req)
      const reviewsDeleted = await deleteLeadReviews(payload, lead.id, req)
      // The quotes addressed to them keep the supplier's prices, not the notes written to the enquirer.
      await anonymiseQuotesOfLeads(payload, [lead.id], now, req)
      await deleteEnquirerMessages(payload, [lead.id], req)
      await deleteLeadAttachments(payload, [lead.id], req)
      const emailsQueued = await queueWithdrawalEmails(req, lead, recipients)
      return { outcome: 'erased', leadId: lead.id, emailsQueued, reviewsDeleted }
    },
    {
      confirm: async (result) => {
        if (result.outcome === 'gone') return true
        return isAnonymised(payload, result.leadId)
      },
    },
  ).then((result) => {
    if (result.outcome === 'erased' && result.reviewsDeleted > 0) revalidateCollection('reviews', payload.logger)
    return result
  })
}

/** The retention rule: anonymises every lead older than the period (no e-mails; commissions stay). */
export async function anonymiseExpiredLeads(payload: Payload, now: Date, months: number): Promise<number> {
  const cutoff = retentionCutoff(now, months)
  const anonymised = await anonymiseCreatedBefore(payload, cutoff, now)
  await anonymiseQuotesOfLeads(payload, anonymised, now)
  await deleteEnquirerMessages(payload, anonymised)
  await deleteLeadAttachments(payload, anonymised)
  // Also the leads erased lately, for a message that was in flight when they were erased.
  const lately = await leadsAnonymisedSince(
    payload,
    new Date(now.getTime() - ERASED_EMAILS_RECHECK_DAYS * 24 * 60 * 60 * 1000),
  )
  for (const id of [...anonymised, ...lately]) await eraseLeadEmails(payload, id)
  return anonymised.length
}
