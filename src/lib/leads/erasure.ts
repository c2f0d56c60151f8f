import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql, withTransaction } from '@/lib/platform/db'
import { queueWithdrawalEmails, type WithdrawnRecipient } from '@/lib/leads/emails'
import { hashErasureToken, isWellFormedErasureToken } from '@/lib/leads/erasure-token'
import { retentionCutoff } from '@/lib/leads/rules'
import { revalidateCollection } from '@/lib/platform/revalidate'

// The enquirer's rights over their enquiry: see who received it, and erase it. Erasing anonymises the lead's personal
// fields at once; its connections and their commissions stay (the suppliers did receive it).

export const ERASED_NAME = 'Erased enquirer'
/** The retention run also empties again the e-mails of leads erased within this many days (a message then in flight). */
export const ERASED_EMAILS_RECHECK_DAYS = 2

/** What replaces the personal fields (the e-mail stays a valid address, as the collection requires). */
const anonymisedFields = (because: 'erased' | 'retention', now: Date) =>
  sql`name = ${ERASED_NAME}, email = 'erased-' || id || '@erased.invalid', phone = '', project_details = '',
      email_key = null, phone_key = null, erasure_token_hash = null,
      anonymised_at = ${now.toISOString()}, anonymised_because = ${because}, updated_at = now()`

/**
 * The lead's e-mails in the outbox carry its details too: those not sent yet are dropped (a supplier must not receive
 * what the enquirer erased), those sent keep their record (key, dates) without recipient, subject or body. The
 * withdrawal notices are kept. A message in flight then is
 * emptied by the next retention run.
 */
export async function eraseLeadEmails(payload: Payload, leadId: number, req?: PayloadRequest): Promise<void> {
  const ofLead = sql`task_slug = 'sendEmail' and split_part(input->>'idempotencyKey', ':', 1) = 'lead'
      and split_part(input->>'idempotencyKey', ':', 2) = ${String(leadId)}
      and split_part(input->>'idempotencyKey', ':', 3) not like 'withdrawn-%'`
  const erased = sql`jsonb_build_object('to', 'erased', 'subject', 'Erased enquiry', 'text', '', 'html', null, 'replyTo', null)`
  await runSql(
    payload,
    sql`delete from payload_jobs where ${ofLead} and completed_at is null and processing = false`,
    req,
  )
  await runSql(
    payload,
    sql`update payload_jobs_log set input = input || ${erased}
        where _parent_id in (select id from payload_jobs where ${ofLead} and completed_at is not null)
          and input->>'to' <> 'erased'`,
    req,
  )
  await runSql(
    payload,
    sql`update payload_jobs set input = input || ${erased}
        where ${ofLead} and completed_at is not null and input->>'to' <> 'erased'`,
    req,
  )
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
  const { rows } = await runSql(
    payload,
    sql`select c.id as connection_id, s.id as supplier_id, s.name, s.contact_email
        from lead_connections c join suppliers s on s.id = c.supplier_id
        where c.lead_id = ${leadId} order by s.name`,
    req,
  )
  return (
    rows as Array<{ connection_id: number; supplier_id: number; name: string; contact_email: string | null }>
  ).map((r) => ({
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
  const { rows } = await runSql(
    payload,
    sql`select id, created_at, city, project_details from leads
        where erasure_token_hash = ${hashErasureToken(token)} and anonymised_at is null`,
  )
  const lead = rows[0] as
    { id: number; created_at: Date | string; city: string; project_details: string | null } | undefined
  if (!lead) return null
  const { rows: supplierRows } = await runSql(
    payload,
    sql`select s.name, case when s._status = 'published' then s.slug end as slug
        from lead_connections c join suppliers s on s.id = c.supplier_id
        where c.lead_id = ${lead.id} order by s.name`,
  )
  const suppliers = (supplierRows as Array<{ name: string; slug: string | null }>).map((r) => ({
    name: r.name,
    slug: r.slug || null,
  }))
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
 * The reviews the enquirer wrote from this enquiry go with it (their words are theirs to withdraw), with the
 * suppliers' replies to them and any reports: deleted, not counted as removed by staff.
 */
async function deleteLeadReviews(payload: Payload, leadId: number, req: PayloadRequest): Promise<number> {
  const ofLead = sql`select r.id from reviews r join lead_connections c on c.id = r.connection_id where c.lead_id = ${leadId}`
  await runSql(payload, sql`delete from review_reports where review_id in (${ofLead})`, req)
  await runSql(payload, sql`delete from review_replies where review_id in (${ofLead})`, req)
  const { rows } = await runSql(
    payload,
    sql`delete from reviews where connection_id in (select id from lead_connections where lead_id = ${leadId}) returning id`,
    req,
  )
  return rows.length
}

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
      const { rows } = await runSql(
        payload,
        sql`update leads set ${anonymisedFields('erased', now)}
            where erasure_token_hash = ${hash} and anonymised_at is null
            returning id, city`,
        req,
      )
      const lead = rows[0] as { id: number; city: string } | undefined
      if (!lead) return { outcome: 'gone' }
      const recipients = await recipientsOf(payload, lead.id, req)
      for (const r of recipients)
        await runSql(
          payload,
          sql`insert into lead_connections_history (_order, _parent_id, id, at, event)
              values ((select coalesce(max(_order), 0) + 1 from lead_connections_history where _parent_id = ${r.connectionId}),
                      ${r.connectionId}, ${randomBytes(12).toString('hex')}, ${now.toISOString()},
                      'Withdrawn by the enquirer: their details were erased')`,
          req,
        )
      await eraseLeadEmails(payload, lead.id, req)
      const reviewsDeleted = await deleteLeadReviews(payload, lead.id, req)
      const emailsQueued = await queueWithdrawalEmails(req, lead, recipients)
      return { outcome: 'erased', leadId: lead.id, emailsQueued, reviewsDeleted }
    },
    {
      confirm: async (result) => {
        if (result.outcome === 'gone') return true
        const { rows } = await runSql(payload, sql`select anonymised_at from leads where id = ${result.leadId}`)
        return Boolean((rows[0] as { anonymised_at: unknown } | undefined)?.anonymised_at)
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
  const { rows } = await runSql(
    payload,
    sql`update leads set ${anonymisedFields('retention', now)}
        where created_at < ${cutoff.toISOString()} and anonymised_at is null
        returning id`,
  )
  // Also the leads erased lately, for a message that was in flight when they were erased.
  const { rows: lately } = await runSql(
    payload,
    sql`select id from leads where anonymised_at > ${new Date(now.getTime() - ERASED_EMAILS_RECHECK_DAYS * 24 * 60 * 60 * 1000).toISOString()}`,
  )
  for (const { id } of [...rows, ...lately] as Array<{ id: number }>) await eraseLeadEmails(payload, id)
  return rows.length
}
