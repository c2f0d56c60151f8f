import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  type AccountFormState,
} from '@/lib/account/form-state'
import { withTransaction } from '@/lib/platform/db'
import { consumeFormAllowance, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { REPORT_FIELDS, reportSchema } from '@/lib/reviews/report-schema'
import { REPORT_WINDOW_SECONDS, REPORTS_PER_HOUR, type ReportReason } from '@/lib/reviews/rules'

export const REPORT_THANKS = 'Thank you. Our team will check this review against the review policy.'
export const REPORT_ALREADY_SENT =
  'You have already reported this review. Our team will check it against the review policy.'
export const REPORT_REVIEW_GONE = 'This review is no longer shown on the site, so there is nothing to report.'

/** A keyed hash of the sender's address: enough to spot a second report from the same place, never the address. */
export function reportSenderKey(ip: string | null, secret: string = process.env.PAYLOAD_SECRET ?? ''): string {
  if (!secret) throw new Error('PAYLOAD_SECRET is needed to key report senders')
  const key = createHmac('sha256', secret).update('ecobuild:review-report-sender:v1').digest()
  return createHmac('sha256', key)
    .update(ip ?? 'unknown')
    .digest('hex')
}

/** Who reports a review: a visitor (known by the keyed hash of their address) or the reviewed listing's account. */
export type ReportSender = { reportedBy: 'visitor'; senderKey: string } | { reportedBy: 'supplier'; account: number }

export type ReviewReportInput = {
  review: number
  supplier: number
  reason: ReportReason
  details: string
  sender: ReportSender
}

/**
 * Stores an open report of a review for staff, in the caller's transaction (`req`): null, and nothing stored, when
 * the same sender already has an open report of that review.
 */
export async function fileReviewReport(
  req: PayloadRequest,
  { review, supplier, reason, details, sender }: ReviewReportInput,
) {
  const { payload } = req
  const sameSender: Where =
    sender.reportedBy === 'visitor'
      ? { senderKey: { equals: sender.senderKey } }
      : { account: { equals: sender.account } }
  const open = await payload.count({
    collection: 'review-reports',
    where: { and: [{ review: { equals: review } }, sameSender, { status: { equals: 'open' } }] },
    overrideAccess: true,
    req,
  })
  if (open.totalDocs > 0) return null
  return payload.create({
    collection: 'review-reports',
    data: { review, supplier, reason, details: details || null, ...sender, status: 'open' },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

export type ReportableReview = { id: number; title: string; authorName: string; supplier: number }

/** A published review anyone may report (what the form shows of it); null when there is no such review. */
export async function reportableReview(payload: Payload, id: number): Promise<ReportableReview | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ id: { equals: id } }, { status: { equals: 'published' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { title: true, authorName: true, supplier: true },
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    title: doc.title,
    authorName: doc.authorName,
    supplier: typeof doc.supplier === 'object' ? doc.supplier.id : doc.supplier,
  }
}

export type ReportContext = {
  payload: Payload
  /** The sender's address (see clientIpFrom); null when none is known. */
  clientIp: string | null
  /** Reports allowed per address in an hour; REPORTS_PER_HOUR unless a test says otherwise. */
  rateLimit?: number
}

/**
 * A visitor's report of a published review: validation, the review still shown, the hourly limit per address, one
 * open report per review and address; then the report, queued for staff. Bad input stores nothing. Never throws.
 */
export async function submitReviewReport(
  reviewId: number,
  values: Record<string, string>,
  context: ReportContext,
): Promise<AccountFormState> {
  const { payload } = context
  const kept = Object.fromEntries(REPORT_FIELDS.map((name) => [name, values[name] ?? '']))
  const parsed = reportSchema.safeParse(kept)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values: kept }
  try {
    const review = await reportableReview(payload, reviewId)
    if (!review) return { status: 'error', message: REPORT_REVIEW_GONE, values: kept }
    const senderKey = reportSenderKey(context.clientIp)
    const allowance = await consumeFormAllowance(
      payload,
      'report',
      { ip: context.clientIp },
      context.rateLimit ?? REPORTS_PER_HOUR,
      REPORT_WINDOW_SECONDS,
    )
    if (!allowance.allowed) {
      payload.logger.warn({ msg: 'Review report refused by the rate limit', reviewId })
      return { status: 'error', message: tooManyEnquiriesMessage(allowance.retryAfterMs, 'reports'), values: kept }
    }
    const stored = await withTransaction(
      payload,
      (req) =>
        fileReviewReport(req, {
          review: review.id,
          supplier: review.supplier,
          reason: parsed.data.reason,
          details: parsed.data.details,
          sender: { reportedBy: 'visitor', senderKey },
        }),
      { context: { disableRevalidate: true } },
    )
    if (!stored) return { status: 'error', message: REPORT_ALREADY_SENT }
    payload.logger.info({ msg: `Review report ${stored.id} stored`, reviewId })
    return { status: 'done', message: REPORT_THANKS }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Review report could not be stored; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values: kept }
  }
}
