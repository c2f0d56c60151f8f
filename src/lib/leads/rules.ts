// The rules of a lead's life in one place, for the collections, the portal, the admin and the tests.

import { ukDay, ukMidnight } from '@/lib/dates'

// A lead's states and their moves: src/lib/leads/states.ts.

export const DECLINE_REASONS = ['out-of-area', 'not-our-material', 'unreachable', 'spam', 'duplicate'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  'out-of-area': 'Out of our area',
  'not-our-material': 'Not our material',
  unreachable: 'Could not reach the enquirer',
  spam: 'Spam or fake',
  duplicate: 'Duplicate',
}

/** What an enquiry told routing: a material (its category) and a site (its postcode). */
export type EnquiryNamed = { material: boolean; site: boolean }

/**
 * The declines about what routing narrows by, and what the enquiry must have named for routing to have known: 'not our
 * material' needs a material, 'out of our area' a site.
 */
const ROUTING_DECLINES: Partial<Record<DeclineReason, keyof EnquiryNamed>> = {
  'not-our-material': 'material',
  'out-of-area': 'site',
}

export const AUTOMATIC_VOID_REASONS: Record<keyof EnquiryNamed, string> = {
  material: 'Voided at once: the enquiry named no material, so routing could not know',
  site: 'Voided at once: the enquiry named no site, so routing could not know',
}

/**
 * What a decline does to the commission. 'Not our material' when the enquiry named no material, or 'out of our area'
 * when it named no site: voided at once, without review (routing could not have known). Every other decline waits for
 * staff, who accept it (the commission is voided) or refuse it: spam, duplicate, unreachable, and the material and area
 * declines of an enquiry that named them (routing chose the listing because it claims that material and area).
 */
export function declineOutcome(
  reason: DeclineReason,
  named: EnquiryNamed,
): { review: DeclineReview; voidReason: string | null } {
  const needs = ROUTING_DECLINES[reason]
  if (needs && !named[needs]) return { review: 'not-needed', voidReason: AUTOMATIC_VOID_REASONS[needs] }
  return { review: 'pending', voidReason: null }
}

export const DECLINE_REVIEWS = ['not-needed', 'pending', 'accepted', 'refused'] as const
export type DeclineReview = (typeof DECLINE_REVIEWS)[number]

export const DECLINE_REVIEW_LABELS: Record<DeclineReview, string> = {
  'not-needed': 'No review (voided at once, or counted)',
  pending: 'Waiting for staff',
  accepted: 'Accepted: commission voided',
  refused: 'Refused: commission stands',
}

/** The most a supplier writes when declining a lead. */
export const DECLINE_NOTE_MAX = 1000

/** A supplier may decline a lead within this many days of its routing. */
export const DECLINE_WINDOW_DAYS = 14
/** The same e-mail or phone for the same city and category within this many days is a duplicate. */
export const DUPLICATE_WINDOW_DAYS = 30
/** Site-setting defaults. */
export const DEFAULT_MAX_SUPPLIERS_PER_LEAD = 5
export const DEFAULT_RETENTION_MONTHS = 24
/** 'Responds quickly': a median first response under one working day (24 hours of UK weekdays) over at least this many of the last leads. */
export const RESPONSE_SAMPLE_SIZE = 20
export const RESPONDS_QUICKLY_MIN_LEADS = 5
export const RESPONDS_QUICKLY_HOURS = 24
/** Inbox page size. */
export const INBOX_PAGE_SIZE = 20

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value)
}

/** Whether a lead routed at `routedAt` may still be declined at `now` (14 days, to the millisecond). */
export function canDecline(routedAt: Date | string, now: Date): boolean {
  const routed = new Date(routedAt).getTime()
  return now.getTime() - routed <= DECLINE_WINDOW_DAYS * DAY_MS
}

export const DECLINE_DECIDED_MESSAGE = 'This decline has already been decided; it can no longer change.'
export const DECLINE_REVIEW_MESSAGE = 'Staff can only accept or refuse a decline that is waiting for review.'

/** Whether staff may move a decline's review from one value to another; the message when not. */
export function declineReviewProblem(from: DeclineReview | null | undefined, to: DeclineReview | null | undefined) {
  if ((from ?? null) === (to ?? null)) return null
  if (from !== 'pending')
    return from === 'accepted' || from === 'refused' ? DECLINE_DECIDED_MESSAGE : DECLINE_REVIEW_MESSAGE
  if (to !== 'accepted' && to !== 'refused') return DECLINE_REVIEW_MESSAGE
  return null
}

/** The e-mail as compared for duplicates: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** The phone as compared for duplicates: its digits, a UK +44 prefix read as the leading 0. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.startsWith('44') && phone.trim().startsWith('+')) return `0${digits.slice(2)}`
  return digits
}

/** The earliest moment an earlier enquiry still counts as the same one. */
export function duplicateWindowStart(now: Date): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS)
}

/** Leads created before this are anonymised by the retention job. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** Milliseconds between two moments, not counting Saturdays and Sundays (as the UK's calendar has them). */
export function workingMsBetween(from: Date, to: Date): number {
  let start = from.getTime()
  const end = to.getTime()
  if (end <= start) return 0
  let total = 0
  while (start < end) {
    const day = ukDay(new Date(start))
    const sliceEnd = Math.min(ukMidnight(day.year, day.month, day.day + 1).getTime(), end)
    if (day.weekday !== 0 && day.weekday !== 6) total += sliceEnd - start
    start = sliceEnd
  }
  return total
}

export type ResponseSample = { routedAt: Date; firstResponseAt: Date | null }

export type ResponseStats = { leads: number; medianHours: number | null; respondsQuickly: boolean }

/**
 * The median first-response time in working hours over the samples given (the last 20 leads). An answered lead counts
 * its time to the first answer; an unanswered one counts once it has waited a working day (the time so far, a slow
 * answer whatever comes), and not before (its answer is not known yet). 'Responds quickly': at least 5 leads counted,
 * median under one working day.
 */
export function responseStats(samples: readonly ResponseSample[], now: Date): ResponseStats {
  const hours = samples
    .map((s) => workingMsBetween(s.routedAt, s.firstResponseAt ?? now) / HOUR_MS)
    .filter((h, i) => samples[i].firstResponseAt !== null || h >= RESPONDS_QUICKLY_HOURS)
    .sort((a, b) => a - b)
  if (hours.length === 0) return { leads: 0, medianHours: null, respondsQuickly: false }
  const mid = Math.floor(hours.length / 2)
  const median = hours.length % 2 ? hours[mid] : (hours[mid - 1] + hours[mid]) / 2
  return {
    leads: hours.length,
    medianHours: Math.round(median * 10) / 10,
    respondsQuickly: hours.length >= RESPONDS_QUICKLY_MIN_LEADS && median < RESPONDS_QUICKLY_HOURS,
  }
}

/** 'YYYY-MM' of a month, or null when the text is not one. */
export function parseMonth(value: unknown): { year: number; month: number } | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})$/.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  if (year < 2000 || year > 2999 || month < 1 || month > 12) return null
  return { year, month }
}

/** The UK month an instant falls in, as 'YYYY-MM' (00:30 BST on 1 July is July). */
export function monthOf(date: Date): string {
  return ukDay(date).iso.slice(0, 7)
}

/**
 * A UK month's bounds: [its first midnight, the next month's), in GMT or BST as the UK's clocks were, so a statement
 * and the month's commission invoice count the same connections.
 */
export function monthRange({ year, month }: { year: number; month: number }): { start: Date; end: Date } {
  return { start: ukMidnight(year, month, 1), end: ukMidnight(year, month + 1, 1) }
}

/** 'November 2026'. */
export function monthLabel({ year, month }: { year: number; month: number }): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** 'today', '1 day', '5 days' since routing. */
export function ageText(since: Date | string, now: Date): string {
  const days = Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS)
  if (days <= 0) return 'today'
  return days === 1 ? '1 day' : `${days} days`
}
