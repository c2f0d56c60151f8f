import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'
import { INBOX_PAGE_SIZE, RESPONSE_SAMPLE_SIZE, type DeclineReason, type DeclineReview } from '@/lib/leads/rules'
import type { LeadStatus } from '@/lib/leads/states'

// The leads domain's SQL, every statement in one place. The callers (inbox.ts, statement.ts, erasure.ts,
// duplicates.ts, response-stats.ts, retention.ts) keep their rules and their transactions and pass `req` in.

type Req = PayloadRequest | undefined

// ---- The duplicate rule -------------------------------------------------------------------------------------------

export type DuplicateKeys = {
  emailKey: string
  phoneKey: string
  cityKey: string
  category: number | null
  supplier: number | null
}

/** A transaction lock per key, taken in a fixed order, so two identical enquiries sent at once are told apart. */
export async function lockDuplicateKeys(payload: Payload, req: PayloadRequest, keys: DuplicateKeys): Promise<void> {
  for (const key of [`lead-email:${keys.emailKey}`, `lead-phone:${keys.phoneKey}`].sort())
    await runSql(payload, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`, req)
}

/** The first earlier lead with the same keys since `since` (erased leads have no keys left). */
export async function earliestMatchingLead(
  payload: Payload,
  req: PayloadRequest,
  keys: DuplicateKeys,
  since: Date,
): Promise<{ id: number; duplicate_of_id: number | null } | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select id, duplicate_of_id from leads
        where created_at >= ${since.toISOString()}
          and (email_key = ${keys.emailKey} or (${keys.phoneKey} <> '' and phone_key = ${keys.phoneKey}))
          and city_key = ${keys.cityKey}
          and category_id is not distinct from ${keys.category}::integer
          and supplier_id is not distinct from ${keys.supplier}::integer
          and anonymised_at is null
        order by created_at asc, id asc
        limit 1`,
    req,
  )
  return rows[0] as { id: number; duplicate_of_id: number | null } | undefined
}

// ---- The supplier's inbox: every statement names the listing in its WHERE clause ---------------------------------

export type InboxSqlRow = {
  id: number
  status: LeadStatus
  created_at: Date | string
  name: string
  city: string
  decline_reason: DeclineReason | null
  decline_review: DeclineReview | null
  voided_at: Date | string | null
  anonymised_because: 'erased' | 'retention' | null
}

export type LeadDetailsSqlRow = InboxSqlRow & {
  declined_at: Date | string | null
  decline_note: string | null
  void_reason: string | null
  commission_amount: string | number
  email: string
  phone: string
  project_details: string
  category_name: string | null
  site_postcode: string | null
}

/** The SQL of one inbox page (exported for the benchmark, which times exactly what the portal runs). */
export const inboxPageSql = (supplierId: number, page: number) =>
  sql`select c.id, c.status, c.created_at, l.name, l.city, c.decline_reason, c.decline_review, c.voided_at,
             l.anonymised_because
      from lead_connections c join leads l on l.id = c.lead_id
      where c.supplier_id = ${supplierId}
      order by c.created_at desc, c.id desc
      limit ${INBOX_PAGE_SIZE} offset ${(page - 1) * INBOX_PAGE_SIZE}`

export async function countConnections(payload: Payload, supplierId: number): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as total from lead_connections where supplier_id = ${supplierId}`,
  )
  return (rows[0] as { total: number }).total
}

export async function inboxRows(payload: Payload, supplierId: number, page: number): Promise<InboxSqlRow[]> {
  return (await runSql(payload, inboxPageSql(supplierId, page))).rows as InboxSqlRow[]
}

export async function countNewLeads(payload: Payload, supplierId: number): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as n from lead_connections where supplier_id = ${supplierId} and status = 'new'`,
  )
  return (rows[0] as { n: number }).n
}

/** Adds a line to a connection's history (Payload's array table), after its last line. */
export async function appendHistory(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  event: string,
  at: Date,
): Promise<void> {
  await runSql(
    payload,
    sql`insert into lead_connections_history (_order, _parent_id, id, at, event)
        values ((select coalesce(max(_order), 0) + 1 from lead_connections_history where _parent_id = ${connectionId}),
                ${connectionId}, ${randomBytes(12).toString('hex')}, ${at.toISOString()}, ${event})`,
    req,
  )
}

/** Marks the listing's new lead viewed (a conditional UPDATE: only the first opening); whether it did. */
export async function markViewed(
  payload: Payload,
  req: PayloadRequest,
  supplierId: number,
  connectionId: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update lead_connections set status = 'viewed', viewed_at = ${now.toISOString()}, updated_at = now()
        where id = ${connectionId} and supplier_id = ${supplierId} and status = 'new'
        returning id`,
    req,
  )
  return rows.length > 0
}

export async function leadDetailsRow(
  payload: Payload,
  supplierId: number,
  connectionId: number,
): Promise<LeadDetailsSqlRow | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.status, c.created_at, c.decline_reason, c.decline_note, c.decline_review, c.declined_at,
               c.voided_at, c.void_reason, c.commission_amount, l.name, l.email, l.phone, l.city, l.project_details,
               l.anonymised_because, cat.name as category_name, l.site_postcode
        from lead_connections c
        join leads l on l.id = c.lead_id
        left join categories cat on cat.id = l.category_id
        where c.id = ${connectionId} and c.supplier_id = ${supplierId}`,
  )
  return rows[0] as LeadDetailsSqlRow | undefined
}

export async function historyOf(
  payload: Payload,
  connectionId: number,
): Promise<Array<{ at: Date | string; event: string }>> {
  const { rows } = await runSql(
    payload,
    sql`select at, event from lead_connections_history where _parent_id = ${connectionId} order by _order`,
  )
  return rows as Array<{ at: Date | string; event: string }>
}

export type LockedConnection = {
  id: number
  status: LeadStatus
  created_at: Date | string
  first_response_at: Date | string | null
  anonymised_because: string | null
  /** What the enquiry named: its material (category) and its site, for the decline's outcome. */
  category_id: number | null
  site_postcode: string | null
}

/** The listing's connection, locked for this transaction; undefined when it is not the listing's. */
export async function lockConnection(
  payload: Payload,
  req: PayloadRequest,
  supplierId: number,
  connectionId: number,
): Promise<LockedConnection | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.status, c.created_at, c.first_response_at, l.anonymised_because, l.category_id, l.site_postcode
        from lead_connections c join leads l on l.id = c.lead_id
        where c.id = ${connectionId} and c.supplier_id = ${supplierId}
        for update of c`,
    req,
  )
  return rows[0] as LockedConnection | undefined
}

/** The supplier's new status, its first response stamped once. */
export async function updateStatus(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  status: LeadStatus,
  now: Date,
): Promise<void> {
  await runSql(
    payload,
    sql`update lead_connections
        set status = ${status}, first_response_at = coalesce(first_response_at, ${now.toISOString()}), updated_at = now()
        where id = ${connectionId}`,
    req,
  )
}

/**
 * The lead declined: its state, the reason and the supplier's words, the review it starts with and, for a decline routing
 * could not have known, its commission voided (once: a connection already voided keeps its first void).
 */
export async function recordDecline(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  decline: { reason: DeclineReason; note: string; review: DeclineReview; voidReason?: string | null },
  now: Date,
): Promise<void> {
  const voided = decline.voidReason
    ? sql`, voided_at = coalesce(voided_at, ${now.toISOString()}), void_reason = coalesce(void_reason, ${decline.voidReason})`
    : sql``
  await runSql(
    payload,
    sql`update lead_connections
        set status = 'declined', decline_reason = ${decline.reason}, decline_note = ${decline.note},
            declined_at = ${now.toISOString()}, decline_review = ${decline.review},
            first_response_at = coalesce(first_response_at, ${now.toISOString()}), updated_at = now()${voided}
        where id = ${connectionId}`,
    req,
  )
}

// ---- Statements -------------------------------------------------------------------------------------------------

export type StatementSqlRow = {
  id: number
  supplier_id: number
  lead_id: number
  created_at: Date | string
  commission_amount: string | number
  decline_reason: DeclineReason | null
  voided_at: Date | string | null
  void_reason: string | null
  city: string
  name: string
  anonymised_because: 'erased' | 'retention' | null
}

/** The SQL of one supplier's month, or every supplier's (exported for the benchmark, which times what the portal runs). */
export function statementSql(supplierId: number | null, range: { start: Date; end: Date }) {
  const bySupplier = supplierId === null ? sql`true` : sql`c.supplier_id = ${supplierId}`
  return sql`select c.id, c.supplier_id, c.lead_id, c.created_at, c.commission_amount, c.decline_reason, c.voided_at,
                    c.void_reason, l.city, l.name, l.anonymised_because
             from lead_connections c join leads l on l.id = c.lead_id
             where ${bySupplier} and c.created_at >= ${range.start.toISOString()} and c.created_at < ${range.end.toISOString()}
             order by c.supplier_id, c.created_at, c.id`
}

export async function statementRows(
  payload: Payload,
  supplierId: number | null,
  range: { start: Date; end: Date },
): Promise<StatementSqlRow[]> {
  return (await runSql(payload, statementSql(supplierId, range))).rows as StatementSqlRow[]
}

export async function supplierNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>()
  if (!ids.length) return names
  const { rows } = await runSql(
    payload,
    sql`select id, name from suppliers where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
  for (const r of rows as Array<{ id: number; name: string }>) names.set(r.id, r.name)
  return names
}

// ---- The enquirer's data: erasure and retention ------------------------------------------------------------------

export const ERASED_NAME = 'Erased enquirer'

/** What replaces the personal fields (the e-mail stays a valid address, as the collection requires). */
const anonymisedFields = (because: 'erased' | 'retention', now: Date) =>
  sql`name = ${ERASED_NAME}, email = 'erased-' || id || '@erased.invalid', phone = '', project_details = '',
      email_key = null, phone_key = null, erasure_token_hash = null, erasure_token_sealed = null,
      site_postcode = null, site_latitude = null, site_longitude = null,
      anonymised_at = ${now.toISOString()}, anonymised_because = ${because}, updated_at = now()`

/**
 * Empties the lead's e-mails in the outbox, the withdrawal notices apart: those not sent yet are dropped, those sent
 * keep their record (key, dates) without recipient, subject or body.
 */
export async function emptyLeadEmails(payload: Payload, leadId: number, req: Req): Promise<void> {
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

export type RecipientSqlRow = { connection_id: number; supplier_id: number; name: string; contact_email: string | null }

/** The suppliers a lead reached, by name. */
export async function recipientRows(payload: Payload, leadId: number, req: Req): Promise<RecipientSqlRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select c.id as connection_id, s.id as supplier_id, s.name, s.contact_email
        from lead_connections c join suppliers s on s.id = c.supplier_id
        where c.lead_id = ${leadId} order by s.name`,
    req,
  )
  return rows as RecipientSqlRow[]
}

/** The lead a link's token hash names, while it is not erased. */
export async function leadByTokenHash(
  payload: Payload,
  hash: string,
): Promise<{ id: number; created_at: Date | string; city: string; project_details: string | null } | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select id, created_at, city, project_details from leads
        where erasure_token_hash = ${hash} and anonymised_at is null`,
  )
  return rows[0] as { id: number; created_at: Date | string; city: string; project_details: string | null } | undefined
}

/** The suppliers a lead reached, by name, with the slug of each published profile (null otherwise). */
export async function leadSupplierProfiles(
  payload: Payload,
  leadId: number,
): Promise<Array<{ name: string; slug: string | null }>> {
  const { rows } = await runSql(
    payload,
    sql`select s.name, case when s._status = 'published' then s.slug end as slug
        from lead_connections c join suppliers s on s.id = c.supplier_id
        where c.lead_id = ${leadId} order by s.name`,
  )
  return (rows as Array<{ name: string; slug: string | null }>).map((r) => ({ name: r.name, slug: r.slug || null }))
}

/** Deletes the reviews written from the lead, with their replies and reports; how many reviews. */
export async function deleteLeadReviews(payload: Payload, leadId: number, req: PayloadRequest): Promise<number> {
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

/** Anonymises the lead a token hash names (one conditional UPDATE: of two clicks one wins). */
export async function anonymiseByTokenHash(
  payload: Payload,
  req: PayloadRequest,
  hash: string,
  now: Date,
): Promise<{ id: number; city: string } | undefined> {
  const { rows } = await runSql(
    payload,
    sql`update leads set ${anonymisedFields('erased', now)}
        where erasure_token_hash = ${hash} and anonymised_at is null
        returning id, city`,
    req,
  )
  return rows[0] as { id: number; city: string } | undefined
}

export async function isAnonymised(payload: Payload, leadId: number): Promise<boolean> {
  const { rows } = await runSql(payload, sql`select anonymised_at from leads where id = ${leadId}`)
  return Boolean((rows[0] as { anonymised_at: unknown } | undefined)?.anonymised_at)
}

/** Anonymises every lead created before `cutoff`; their ids. */
export async function anonymiseCreatedBefore(payload: Payload, cutoff: Date, now: Date): Promise<number[]> {
  const { rows } = await runSql(
    payload,
    sql`update leads set ${anonymisedFields('retention', now)}
        where created_at < ${cutoff.toISOString()} and anonymised_at is null
        returning id`,
  )
  return (rows as Array<{ id: number }>).map((r) => r.id)
}

export async function leadsAnonymisedSince(payload: Payload, since: Date): Promise<number[]> {
  const { rows } = await runSql(payload, sql`select id from leads where anonymised_at > ${since.toISOString()}`)
  return (rows as Array<{ id: number }>).map((r) => r.id)
}

// ---- 'Responds quickly' -------------------------------------------------------------------------------------------

export async function responseSamples(
  payload: Payload,
  supplierId: number,
  req: Req,
): Promise<Array<{ created_at: Date | string; first_response_at: Date | string | null }>> {
  const { rows } = await runSql(
    payload,
    sql`select created_at, first_response_at from lead_connections
        where supplier_id = ${supplierId} order by created_at desc limit ${RESPONSE_SAMPLE_SIZE}`,
    req,
  )
  return rows as Array<{ created_at: Date | string; first_response_at: Date | string | null }>
}

/** Locks the listing's row and returns whether it shows the badge now. */
export async function lockRespondsQuickly(payload: Payload, supplierId: number, req: Req): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`select responds_quickly from suppliers where id = ${supplierId} for update`,
    req,
  )
  return Boolean((rows[0] as { responds_quickly: boolean | null } | undefined)?.responds_quickly)
}

/** Stores the median and the badge on the live row and its latest version (the admin shows what the site shows). */
export async function storeResponseStats(
  payload: Payload,
  supplierId: number,
  stats: { medianHours: number | null; respondsQuickly: boolean },
  req: Req,
): Promise<void> {
  await runSql(
    payload,
    sql`update suppliers set response_median_hours = ${stats.medianHours}, responds_quickly = ${stats.respondsQuickly}
        where id = ${supplierId}`,
    req,
  )
  await runSql(
    payload,
    sql`update _suppliers_v set version_response_median_hours = ${stats.medianHours},
          version_responds_quickly = ${stats.respondsQuickly}
        where parent_id = ${supplierId} and latest = true`,
    req,
  )
}

export async function suppliersRespondingQuickly(payload: Payload): Promise<number[]> {
  const { rows } = await runSql(payload, sql`select id from suppliers where responds_quickly = true order by id`)
  return (rows as Array<{ id: number }>).map((r) => r.id)
}
