import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { withTransaction } from '@/lib/platform/db'
import { formatLongDate, ukDay } from '@/lib/dates'
import { REVIEW_LINK_CONTEXT, verifyReviewLink, type ReviewLinkProblem } from '@/lib/reviews/link'
import { connectionReviewed, reviewConnection } from '@/lib/reviews/reviews-sql'
import { REVIEW_LIMITS, reviewerDisplayName, WORK_WENT_AHEAD } from '@/lib/reviews/rules'
import { hasLineBreak, singleLineMessage } from '@/lib/single-line'

// The review form behind an invitation link: who may write (the link, the lead, the connection decide), and what.

export const REVIEW_FIELDS = ['rating', 'title', 'body', 'workWentAhead', 'workDate'] as const
export type ReviewField = (typeof REVIEW_FIELDS)[number]
export type ReviewInput = Record<ReviewField, string>

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  titleShort: `Give your review a title of at least ${REVIEW_LIMITS.title.min} characters.`,
  titleLong: `Keep the title to ${REVIEW_LIMITS.title.max} characters or fewer.`,
  bodyShort: `Tell others about your experience in at least ${REVIEW_LIMITS.body.min} characters.`,
  bodyLong: `Keep your review to ${REVIEW_LIMITS.body.max.toLocaleString('en-GB')} characters or fewer.`,
  workWentAhead: 'Tell us whether the work went ahead.',
  workDate: 'Give the date of the work (day, month and year).',
  workDateFuture: 'The date of the work cannot be in the future.',
  control: 'Remove the special characters this contains.',
} as const

export const REVIEW_RECEIVED =
  'Thank you for your review. Our team checks every review against the review policy before it is published; we will e-mail you if we cannot publish it.'

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const text = (min: number, max: number, short: string, long: string) =>
  z
    .string()
    .trim()
    .min(min, short)
    .max(max, long)
    .refine((v) => !CONTROL_CHARACTERS.test(v), REVIEW_MESSAGES.control)

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

function reviewSchema(now: Date) {
  // The reviewer's today is the UK's: from midnight in the UK (an hour before UTC's in summer) today's date is allowed.
  const today = ukDay(now).iso
  return z
    .object({
      rating: z
        .string()
        .trim()
        .regex(/^[1-5]$/, REVIEW_MESSAGES.rating)
        .transform(Number),
      title: text(
        REVIEW_LIMITS.title.min,
        REVIEW_LIMITS.title.max,
        REVIEW_MESSAGES.titleShort,
        REVIEW_MESSAGES.titleLong,
      ).refine((v) => !hasLineBreak(v), singleLineMessage('The title')),
      body: text(REVIEW_LIMITS.body.min, REVIEW_LIMITS.body.max, REVIEW_MESSAGES.bodyShort, REVIEW_MESSAGES.bodyLong),
      workWentAhead: z.enum(WORK_WENT_AHEAD, { error: REVIEW_MESSAGES.workWentAhead }),
      workDate: z
        .string()
        .trim()
        .refine((v) => v === '' || (ISO_DAY.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime())), {
          error: REVIEW_MESSAGES.workDate,
        })
        .refine((v) => v === '' || v <= today, { error: REVIEW_MESSAGES.workDateFuture }),
    })
    .superRefine((value, ctx) => {
      // The date of work that went ahead is part of the review; work that did not go ahead may have none.
      if (value.workWentAhead === 'yes' && value.workDate === '')
        ctx.addIssue({ code: 'custom', path: ['workDate'], message: REVIEW_MESSAGES.workDate })
    })
}

export type ReviewLinkState =
  | { open: true; connectionId: number; supplierId: number; supplierName: string; enquiredOn: string }
  | { open: false; problem: ReviewLinkProblem }

/**
 * What a link opens: a connection we signed a link for, to the supplier it names, whose lead is still there and has
 * no review yet. `lock` takes the connection's row for the rest of the transaction, so two sends of one form queue.
 */
async function connectionOf(
  payload: Payload,
  token: unknown,
  now: Date,
  req?: PayloadRequest,
): Promise<{ state: ReviewLinkState; leadName?: string }> {
  const check = verifyReviewLink(token, now)
  if (!check.ok) return { state: { open: false, problem: check.problem } }
  const { connectionId, supplierId } = check.claims
  const row = await reviewConnection(payload, connectionId, req)
  // Signed for a supplier this lead never reached (or a connection that is gone): not a link we would have sent.
  if (!row || row.supplier_id !== supplierId) return { state: { open: false, problem: 'invalid' } }
  if (row.anonymised_at !== null) return { state: { open: false, problem: 'gone' } }
  // Asked again once the row is locked: a statement's snapshot predates a lock it waited for, so a review stored by
  // the send that held the lock is visible only to a new statement.
  const reviewed = req ? await connectionReviewed(payload, req, row.id) : row.reviewed
  if (reviewed) return { state: { open: false, problem: 'used' } }
  return {
    state: {
      open: true,
      connectionId: row.id,
      supplierId: row.supplier_id,
      supplierName: row.supplier_name,
      enquiredOn: formatLongDate(new Date(row.lead_created_at)),
    },
    leadName: row.lead_name,
  }
}

/** The state of a link for the form's page (reads only). */
export async function reviewLinkState(
  payload: Payload,
  token: unknown,
  now: Date = new Date(),
): Promise<ReviewLinkState> {
  return (await connectionOf(payload, token, now)).state
}

export type ReviewSubmission =
  | { outcome: 'stored'; reviewId: number }
  | { outcome: 'refused'; problem: ReviewLinkProblem }
  | { outcome: 'invalid'; fieldErrors: Partial<Record<ReviewField, string>> }

/**
 * Stores a review sent through an invitation link, held for staff. The link, the connection and the lead are checked
 * inside the transaction that writes the review, with the connection's row locked: a reused, expired or forged link,
 * a supplier the lead did not reach, or an erased enquiry stores nothing.
 */
export async function submitReview(
  payload: Payload,
  token: unknown,
  input: Partial<ReviewInput>,
  now: Date = new Date(),
): Promise<ReviewSubmission> {
  const first = verifyReviewLink(token, now)
  if (!first.ok) return { outcome: 'refused', problem: first.problem }
  const parsed = reviewSchema(now).safeParse({
    rating: input.rating ?? '',
    title: input.title ?? '',
    body: input.body ?? '',
    workWentAhead: input.workWentAhead ?? '',
    workDate: input.workDate ?? '',
  })
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ReviewField, string>> = {}
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as ReviewField
      fieldErrors[key] ??= issue.message
    }
    return { outcome: 'invalid', fieldErrors }
  }
  const review = parsed.data
  return withTransaction(payload, async (req): Promise<ReviewSubmission> => {
    const { state, leadName } = await connectionOf(payload, token, now, req)
    if (!state.open) return { outcome: 'refused', problem: state.problem }
    req.context[REVIEW_LINK_CONTEXT] = state.connectionId
    const doc = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      req,
      depth: 0,
      data: {
        connection: state.connectionId,
        supplier: state.supplierId,
        rating: review.rating,
        title: review.title,
        body: review.body,
        workWentAhead: review.workWentAhead,
        workDate: review.workDate ? `${review.workDate}T12:00:00.000Z` : null,
        authorName: reviewerDisplayName(leadName ?? ''),
        status: 'pending',
      },
    })
    return { outcome: 'stored', reviewId: doc.id }
  })
}
