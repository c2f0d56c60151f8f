import type { Payload, PayloadRequest } from 'payload'

import { withTransaction } from '@/lib/platform/db'
import {
  appendHistory,
  countConnections,
  countNewLeads,
  historyOf,
  inboxRows,
  leadDetailsRow,
  lockConnection,
  markViewed,
  recordDecline,
  updateStatus,
  type InboxSqlRow,
  type LockedConnection,
} from '@/lib/leads/leads-sql'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import {
  canDecline,
  DECLINE_NOTE_MAX,
  DECLINE_REASON_LABELS,
  DECLINE_WINDOW_DAYS,
  INBOX_PAGE_SIZE,
  declineOutcome,
  isDeclineReason,
  type DeclineReason,
  type DeclineReview,
} from '@/lib/leads/rules'
import {
  canBeDeclined,
  canMove,
  isSupplierStatus,
  LEAD_STATUS_LABELS,
  supplierStatusesFrom,
  type LeadStatus,
  type SupplierStatus,
} from '@/lib/leads/states'

export { inboxPageSql } from '@/lib/leads/leads-sql'

// A supplier's leads: every read and write names the account's listing in its WHERE clause, so another listing's
// connection is simply not found (the same answer as one that does not exist).

export const LEAD_NOT_FOUND = 'We could not find that lead in your account.'
export const LEAD_STATUS_INVALID = 'Please choose contacted, quoted, won or lost.'
export const LEAD_STATUS_NOT_NEXT =
  'This lead cannot move to that status from where it stands now: choose one of the statuses offered.'
export const LEAD_STATUS_FINAL = 'This lead is won, lost or declined: its status can no longer change.'
export const DECLINE_REASON_INVALID = 'Please choose a reason for declining the lead.'
export const DECLINE_NOTE_MISSING = 'Please say why you are declining this lead: our team reads it.'
export const DECLINE_NOTE_TOO_LONG = `Please keep the explanation under ${DECLINE_NOTE_MAX} characters.`
export const DECLINE_NOT_CONFIRMED = 'Please confirm that you want to decline this lead.'
export const DECLINE_AFTER_QUOTE = 'A lead you have quoted, won or lost can no longer be declined.'
export const DECLINE_TOO_LATE = `A lead can only be declined within ${DECLINE_WINDOW_DAYS} days of reaching you.`
export const ALREADY_DECLINED = 'You have already declined this lead.'
export const LEAD_WITHDRAWN = 'The enquirer withdrew this enquiry: it can no longer change.'
export const STATUS_SAVED = 'Status saved.'
export const DECLINE_SAVED_FOR_REVIEW =
  'Lead declined. Our team will review it: if they accept, its commission is voided.'
export const DECLINE_SAVED_VOIDED =
  'Lead declined. Its commission is voided: the enquiry did not say what you declined it for, so it could not be routed by it.'

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
export const privacyOf = (because: 'erased' | 'retention' | null): LeadPrivacy =>
  because === 'erased' ? 'withdrawn' : because === 'retention' ? 'anonymised' : 'kept'

/** A lead as its page and the statement name it. */
export const leadTitle = (lead: { name: string; privacy: LeadPrivacy }): string =>
  lead.privacy === 'withdrawn' ? 'Withdrawn enquiry' : `Enquiry from ${lead.name}`

/** One page of the listing's leads, newest first. */
export async function inboxPage(payload: Payload, supplierId: number, requestedPage: number): Promise<InboxPage> {
  const total = await countConnections(payload, supplierId)
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  const page = Number.isSafeInteger(requestedPage) && requestedPage >= 1 ? Math.min(requestedPage, pages) : 1
  return {
    rows: (await inboxRows(payload, supplierId, page)).map(inboxRowOf),
    total,
    page,
    pages,
  }
}

/** How many of the listing's leads have not been opened yet (the portal home). */
export async function newLeadCount(payload: Payload, supplierId: number): Promise<number> {
  return countNewLeads(payload, supplierId)
}

export type LeadDetails = InboxRow & {
  email: string
  phone: string
  projectDetails: string
  categoryName: string | null
  /** The site postcode the enquiry gave, if any. */
  sitePostcode: string | null
  declinedAt: string | null
  /** The supplier's own words when declining (staff read them in the admin). */
  declineNote: string | null
  voidReason: string | null
  commissionAmount: number
  canDecline: boolean
  /** What the status menu offers from here (nothing once the lead is won, lost or declined). */
  nextStatuses: SupplierStatus[]
  history: Array<{ at: string; event: string }>
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
    if (await markViewed(payload, req, supplierId, connectionId, now))
      await appendHistory(payload, req, connectionId, 'Opened (viewed)', now)
  })
  const r = await leadDetailsRow(payload, supplierId, connectionId)
  if (!r) return null
  const history = await historyOf(payload, connectionId)
  const privacy = privacyOf(r.anonymised_because)
  return {
    ...inboxRowOf(r),
    email: r.email,
    phone: r.phone,
    projectDetails: r.project_details,
    categoryName: r.category_name,
    sitePostcode: r.site_postcode,
    declinedAt: r.declined_at ? iso(r.declined_at) : null,
    declineNote: r.decline_note,
    voidReason: r.void_reason,
    commissionAmount: Number(r.commission_amount),
    canDecline: canBeDeclined(r.status) && privacy !== 'withdrawn' && canDecline(r.created_at, now),
    nextStatuses: privacy === 'withdrawn' ? [] : supplierStatusesFrom(r.status),
    history: history.map((h) => ({ at: iso(h.at), event: h.event })),
  }
}

export type LeadChange = { ok: true; message: string } | { ok: false; message: string }

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
      const locked =
        Number.isSafeInteger(connectionId) && connectionId > 0
          ? await lockConnection(payload, req, supplierId, connectionId)
          : undefined
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

/** Why a supplier's move is refused, as the portal says it (the table is src/lib/leads/states.ts). */
function refusedMove(from: LeadStatus, to: LeadStatus): string {
  if (from === 'declined') return ALREADY_DECLINED
  if (to === 'declined') return DECLINE_AFTER_QUOTE
  if (from === 'won' || from === 'lost') return LEAD_STATUS_FINAL
  return LEAD_STATUS_NOT_NEXT
}

/** The supplier moves a lead to contacted, quoted, won or lost, as the table of moves allows (not a withdrawn lead). */
export async function setLeadStatus(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  status: unknown,
  now: Date = new Date(),
): Promise<LeadChange> {
  if (!isSupplierStatus(status)) return { ok: false, message: LEAD_STATUS_INVALID }
  return changeLead(payload, supplierId, connectionId, now, async (req, locked) => {
    if (!canMove(locked.status, status)) throw new Refused(refusedMove(locked.status, status))
    await updateStatus(payload, req, locked.id, status, now)
    await appendHistory(payload, req, locked.id, `Marked ${LEAD_STATUS_LABELS[status].toLowerCase()}`, now)
    return STATUS_SAVED
  })
}

export type DeclineInput = { reason: unknown; note: unknown; confirmed: boolean }

/** What is wrong with a decline's form, field by field (the portal shows each beside its field). */
export function declineInputProblems(input: Omit<DeclineInput, 'confirmed'>): { reason?: string; note?: string } {
  const note = typeof input.note === 'string' ? input.note.trim() : ''
  return {
    ...(isDeclineReason(input.reason) ? {} : { reason: DECLINE_REASON_INVALID }),
    ...(note === ''
      ? { note: DECLINE_NOTE_MISSING }
      : note.length > DECLINE_NOTE_MAX
        ? { note: DECLINE_NOTE_TOO_LONG }
        : {}),
  }
}

/**
 * The supplier declines a lead within 14 days of routing, before quoting it, with a reason and its own words, once
 * confirmed. 'Not our material' or 'out of our area' when the enquiry named no material or no site voids the commission
 * at once, in this transaction (routing could not have known); the same reasons when it named them, and spam, duplicate
 * and unreachable, wait for staff (an accepted one voids the commission). See declineOutcome in rules.ts.
 */
export async function declineLead(
  payload: Payload,
  supplierId: number,
  connectionId: number,
  input: DeclineInput,
  now: Date = new Date(),
): Promise<LeadChange> {
  const problems = declineInputProblems(input)
  if (problems.reason) return { ok: false, message: problems.reason }
  if (problems.note) return { ok: false, message: problems.note }
  if (!input.confirmed) return { ok: false, message: DECLINE_NOT_CONFIRMED }
  const reason = input.reason as DeclineReason
  const note = (input.note as string).trim()
  return changeLead(payload, supplierId, connectionId, now, async (req, locked) => {
    if (!canMove(locked.status, 'declined')) throw new Refused(refusedMove(locked.status, 'declined'))
    if (!canDecline(locked.created_at, now)) throw new Refused(DECLINE_TOO_LATE)
    const { review, voidReason } = declineOutcome(reason, {
      material: locked.category_id !== null,
      site: locked.site_postcode !== null,
    })
    await recordDecline(payload, req, locked.id, { reason, note, review, voidReason }, now)
    const label = DECLINE_REASON_LABELS[reason]
    await appendHistory(
      payload,
      req,
      locked.id,
      voidReason
        ? `Declined (${label}): ${voidReason.replace(/^Voided/, 'commission voided')}`
        : `Declined (${label}): waiting for staff review`,
      now,
    )
    return voidReason ? DECLINE_SAVED_VOIDED : DECLINE_SAVED_FOR_REVIEW
  })
}

/** The decline form's state: its fields (with their messages), or the confirmation of what was chosen. */
export type DeclineFormState = {
  step: 'fields' | 'confirm'
  fieldErrors?: { reason?: string; note?: string }
  values?: { reason: string; note: string }
}
