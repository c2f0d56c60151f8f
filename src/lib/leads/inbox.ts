import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql, withTransaction } from '@/lib/platform/db'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import {
  canDecline,
  DECLINE_REASON_LABELS,
  DECLINE_WINDOW_DAYS,
  INBOX_PAGE_SIZE,
  initialDeclineReview,
  isDeclineReason,
  isSupplierStatus,
  LEAD_STATUS_LABELS,
  type DeclineReason,
  type DeclineReview,
  type LeadStatus,
} from '@/lib/leads/rules'

// A supplier's leads: every read and write names the account's listing in its WHERE clause, so another listing's
// connection is simply not found (the same answer as one that does not exist).

export const LEAD_NOT_FOUND = 'We could not find that lead in your account.'
export const LEAD_STATUS_INVALID = 'Please choose contacted, quoted, won or lost.'
export const DECLINE_REASON_INVALID = 'Please choose a reason for declining the lead.'
export const DECLINE_TOO_LATE = `A lead can only be declined within ${DECLINE_WINDOW_DAYS} days of reaching you.`
export const ALREADY_DECLINED = 'You have already declined this lead.'
export const LEAD_WITHDRAWN = 'The enquirer withdrew this enquiry: it can no longer change.'
export const STATUS_SAVED = 'Status saved.'
export const DECLINE_SAVED = 'Lead declined.'
export const DECLINE_SAVED_FOR_REVIEW =
  'Lead declined. Our team will review it: if they accept, its commission is voided.'

/** Whether the enquirer's details are still there: 'withdrawn' (erased by them) or 'anonymised' (retention). */
export type LeadPrivacy = 'kept' | 'withdrawn' | 'anonymised'

export type InboxRow = {
  id: number
  status: LeadStatus
  routedAt: string
  name: string
  city: string
  declineReason: DeclineReason | null
  declineReview: DeclineReview | null
  voided: boolean
  privacy: LeadPrivacy
}

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pages: number }

type InboxSqlRow = {
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

/** An inbox line from its SQL row (the inbox page and the lead page share it). */
function inboxRowOf(r: InboxSqlRow): InboxRow {
  return {
    id: r.id,
    status: r.status,
    routedAt: iso(r.created_at),
    name: r.name,
    city: r.city,
    declineReason: r.decline_reason,
    declineReview: r.decline_review,
    voided: r.voided_at !== null,
    privacy: privacyOf(r.anonymised_because),
  }
}

const iso = (value: Date | string) => new Date(value).toISOString()
const privacyOf = (because: 'erased' | 'retention' | null): LeadPrivacy =>
  because === 'erased' ? 'withdrawn' : because === 'retention' ? 'anonymised' : 'kept'

/** The SQL of one inbox page (exported for the benchmark, which times exactly what the portal runs). */
export const inboxPageSql = (supplierId: number, page: number) =>
  sql`select c.id, c.status, c.created_at, l.name, l.city, c.decline_reason, c.decline_review, c.voided_at,
             l.anonymised_because
      from lead_connections c join leads l on l.id = c.lead_id
      where c.supplier_id = ${supplierId}
      order by c.created_at desc, c.id desc
      limit ${INBOX_PAGE_SIZE} offset ${(page - 1) * INBOX_PAGE_SIZE}`

/** One page of the listing's leads, newest first. */
export async function inboxPage(payload: Payload, supplierId: number, requestedPage: number): Promise<InboxPage> {
  const { rows: counted } = await runSql(
    payload,
    sql`select count(*)::int as total from lead_connections where supplier_id = ${supplierId}`,
  )
  const total = (counted[0] as { total: number }).total
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const page = Number.isSafeInteger(requestedPage) && requestedPage >= 1 ? Math.min(requestedPage, pages) : 1
  const { rows } = await runSql(payload, inboxPageSql(supplierId, page))
  return {
    rows: (rows as InboxSqlRow[]).map(inboxRowOf),
    total,
    page,
    pages,
  }
}

/** How many of the listing's leads have not been opened yet (the portal home). */
export async function newLeadCount(payload: Payload, supplierId: number): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as n from lead_connections where supplier_id = ${supplierId} and status = 'new'`,
  )
  return (rows[0] as { n: number }).n
}

export type LeadDetails = InboxRow & {
  email: string
  phone: string
  projectDetails: string
  categoryName: string | null
  declinedAt: string | null
  voidReason: string | null
  commissionAmount: number
  canDecline: boolean
  history: Array<{ at: string; event: string }>
}

async function appendHistory(
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

/**
 * A lead of the listing with its history; the first opening marks it viewed. Null when the connection is not the
 * listing's (or does not exist).
 */
export async function openLead(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  now: Date = new Date(),
): Promise<LeadDetails | null> {
  if (!Number.isSafeInteger(connectionId) || connectionId < 1) return null
  await withTransaction(payload, async (req) => {
    const { rows } = await runSql(
      payload,
      sql`update lead_connections set status = 'viewed', viewed_at = ${now.toISOString()}, updated_at = now()
          where id = ${connectionId} and supplier_id = ${supplierId} and status = 'new'
          returning id`,
      req,
    )
    if (rows.length) await appendHistory(payload, req, connectionId, 'Opened (viewed)', now)
  })
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.status, c.created_at, c.decline_reason, c.decline_review, c.declined_at, c.voided_at,
               c.void_reason, c.commission_amount, l.name, l.email, l.phone, l.city, l.project_details,
               l.anonymised_because, cat.name as category_name
        from lead_connections c
        join leads l on l.id = c.lead_id
        left join categories cat on cat.id = l.category_id
        where c.id = ${connectionId} and c.supplier_id = ${supplierId}`,
  )
  const r = rows[0] as
    | (InboxSqlRow & {
        declined_at: Date | string | null
        void_reason: string | null
        commission_amount: string | number
        email: string
        phone: string
        project_details: string
        category_name: string | null
      })
    | undefined
  if (!r) return null
  const { rows: history } = await runSql(
    payload,
    sql`select at, event from lead_connections_history where _parent_id = ${connectionId} order by _order`,
  )
  const privacy = privacyOf(r.anonymised_because)
  return {
    ...inboxRowOf(r),
    email: r.email,
    phone: r.phone,
    projectDetails: r.project_details,
    categoryName: r.category_name,
    declinedAt: r.declined_at ? iso(r.declined_at) : null,
    voidReason: r.void_reason,
    commissionAmount: Number(r.commission_amount),
    canDecline: r.decline_reason === null && privacy !== 'withdrawn' && canDecline(r.created_at, now),
    history: (history as Array<{ at: Date | string; event: string }>).map((h) => ({ at: iso(h.at), event: h.event })),
  }
}

export type LeadChange = { ok: true; message: string } | { ok: false; message: string }

type LockedConnection = {
  id: number
  created_at: Date | string
  decline_reason: string | null
  first_response_at: Date | string | null
  anonymised_because: string | null
}

/** The listing's connection, locked for this transaction; null when it is not the listing's. */
async function lockConnection(
  payload: Payload,
  req: PayloadRequest,
  supplierId: number,
  connectionId: number,
): Promise<LockedConnection | null> {
  if (!Number.isSafeInteger(connectionId) || connectionId < 1) return null
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.created_at, c.decline_reason, c.first_response_at, l.anonymised_because
        from lead_connections c join leads l on l.id = c.lead_id
        where c.id = ${connectionId} and c.supplier_id = ${supplierId}
        for update of c`,
    req,
  )
  return (rows[0] as LockedConnection | undefined) ?? null
}

class Refused extends Error {}

async function changeLead(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  now: Date,
  change: (req: PayloadRequest, locked: LockedConnection) => Promise<string>,
): Promise<LeadChange> {
  try {
    const { message, badgeChanged } = await withTransaction(payload, async (req) => {
      const locked = await lockConnection(payload, req, supplierId, connectionId)
      if (!locked) throw new Refused(LEAD_NOT_FOUND)
      if (locked.anonymised_because === 'erased') throw new Refused(LEAD_WITHDRAWN)
      const message = await change(req, locked)
      // Only the first response moves the median; later changes leave it as it was.
      const stats = locked.first_response_at ? null : await refreshResponseStats(payload, supplierId, now, req)
      return { message, badgeChanged: stats?.badgeChanged ?? false }
    })
    revalidateResponseBadge(payload, badgeChanged)
    return { ok: true, message }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message }
    throw error
  }
}

/** The supplier sets contacted, quoted, won or lost (not on a declined or withdrawn lead). */
export async function setLeadStatus(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  status: unknown,
  now: Date = new Date(),
): Promise<LeadChange> {
  if (!isSupplierStatus(status)) return { ok: false, message: LEAD_STATUS_INVALID }
  return changeLead(payload, supplierId, connectionId, now, async (req, locked) => {
    if (locked.decline_reason) throw new Refused(ALREADY_DECLINED)
    await runSql(
      payload,
      sql`update lead_connections
          set status = ${status}, first_response_at = coalesce(first_response_at, ${now.toISOString()}), updated_at = now()
          where id = ${locked.id}`,
      req,
    )
    await appendHistory(payload, req, locked.id, `Marked ${LEAD_STATUS_LABELS[status].toLowerCase()}`, now)
    return STATUS_SAVED
  })
}

/**
 * The supplier declines a lead within 14 days of routing. Spam, duplicate and unreachable declines wait for staff
 * (an accepted one voids the commission); area and material declines void nothing and are counted.
 */
export async function declineLead(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  reason: unknown,
  now: Date = new Date(),
): Promise<LeadChange> {
  if (!isDeclineReason(reason)) return { ok: false, message: DECLINE_REASON_INVALID }
  return changeLead(payload, supplierId, connectionId, now, async (req, locked) => {
    if (locked.decline_reason) throw new Refused(ALREADY_DECLINED)
    if (!canDecline(locked.created_at, now)) throw new Refused(DECLINE_TOO_LATE)
    const review = initialDeclineReview(reason)
    await runSql(
      payload,
      sql`update lead_connections
          set decline_reason = ${reason}, declined_at = ${now.toISOString()}, decline_review = ${review},
              first_response_at = coalesce(first_response_at, ${now.toISOString()}), updated_at = now()
          where id = ${locked.id}`,
      req,
    )
    const label = DECLINE_REASON_LABELS[reason]
    await appendHistory(
      payload,
      req,
      locked.id,
      review === 'pending' ? `Declined (${label}): waiting for staff review` : `Declined (${label})`,
      now,
    )
    return review === 'pending' ? DECLINE_SAVED_FOR_REVIEW : DECLINE_SAVED
  })
}
