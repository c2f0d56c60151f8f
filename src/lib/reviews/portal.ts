import type { Payload } from 'payload'

import type { Review, ReviewReply, SupplierAccount } from '@payload-types'
import { accountSupplierId, SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { FORM_FAILED_MESSAGE, FORM_INVALID_MESSAGE, type AccountFormState } from '@/lib/account/form-state'
import { withTransaction } from '@/lib/platform/db'
import { policyReasonHeadings } from '@/lib/reviews/policy'
import {
  REPLY_EXISTS,
  REPLY_LOCKED,
  REPLY_NOT_YOURS,
  REPLY_REVIEW_GONE,
  REPLY_SENT,
  REPLY_TOO_LONG,
  REPLY_TOO_SHORT,
  REPORT_DETAILS_REQUIRED,
  REPORT_DETAILS_TOO_LONG,
  REPORT_EXISTS,
  REPORT_NOT_ALLOWED,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
} from '@/lib/reviews/portal-messages'
import { fileReviewReport } from '@/lib/reviews/report'
import { lockPublishedReview } from '@/lib/reviews/reviews-sql'
import {
  isPolicyReason,
  isReportReason,
  REPORT_REASON_LABELS,
  REVIEW_CONTENT_SELECT,
  REVIEW_LIMITS,
  type ReplyStatus,
  type ReportReason,
  type ReviewStatus,
  type ReviewContent,
} from '@/lib/reviews/rules'
import { payloadRefusal } from '@/lib/platform/payload-refusal'

// The supplier's side of reviews in the portal: its listing's reviews with its replies and reports, and the checks
// behind the reply and report forms. Replies are written as the account, so the collection's access and hooks decide.

export const ACCOUNT_REVIEWS_PER_PAGE = 20

export type PortalReply = {
  id: number
  text: string
  status: ReplyStatus
  /** The policy heading of a rejection or removal (as the editors word it). */
  reason: string | null
}

export type PortalReview = ReviewContent & {
  status: ReviewStatus
  publishedAt: string | null
  /** Why staff removed a published review (policy heading). */
  removedReason: string | null
  reply: PortalReply | null
  /** The account's open report of this review, if any. */
  openReport: { reason: string; reportedAt: string } | null
}

export type PortalReviewsPage = { rows: PortalReview[]; page: number; pages: number; total: number }

/** Access rules tell accounts from staff by the collection Payload's auth stamps on a signed-in user. */
const asAccount = (account: SupplierAccount) => ({ ...account, collection: SUPPLIER_ACCOUNTS_COLLECTION }) as const

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * One page of the account's listing's reviews (published and removed, newest first), read as the account: the
 * collection's access limits them to its own listing and leaves out the staff-only fields.
 */
export async function portalReviews(
  payload: Payload,
  account: SupplierAccount,
  requestedPage: number,
): Promise<PortalReviewsPage> {
  const user = asAccount(account)
  const own = accountSupplierId(user)
  if (own === null) return { rows: [], page: 1, pages: 1, total: 0 }
  const query = (page: number) =>
    payload.find({
      collection: 'reviews',
      where: { supplier: { equals: own } },
      sort: ['-publishedAt', '-id'],
      page,
      limit: ACCOUNT_REVIEWS_PER_PAGE,
      depth: 0,
      joins: false,
      select: { ...REVIEW_CONTENT_SELECT, status: true, publishedAt: true, moderationReason: true },
      user,
      overrideAccess: false,
    })
  let result = await query(Math.max(1, requestedPage))
  // A page past the end (an old link) shows the last page rather than nothing.
  if (result.docs.length === 0 && result.totalDocs > 0) result = await query(result.totalPages)
  const reviews = result.docs as Pick<Review, keyof Review>[]
  const ids = reviews.map((r) => r.id)
  const headings = await policyReasonHeadings(payload)
  const heading = (reason: unknown) => (isPolicyReason(reason) ? headings[reason] : null)
  const replies =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'review-replies',
            where: { review: { in: ids } },
            depth: 0,
            limit: ids.length,
            select: { review: true, text: true, status: true, moderationReason: true },
            user,
            overrideAccess: false,
          })
        ).docs
  const reports =
    ids.length === 0
      ? []
      : (
          await payload.find({
            collection: 'review-reports',
            where: {
              and: [{ review: { in: ids } }, { account: { equals: account.id } }, { status: { equals: 'open' } }],
            },
            depth: 0,
            pagination: false,
            select: { review: true, reason: true, createdAt: true },
            // Reports are staff's to read; this reads only the account's own, for "you reported this".
            overrideAccess: true,
          })
        ).docs
  const replyOf = new Map(replies.map((r) => [idOf(r.review as ReviewReply['review']), r]))
  const reportOf = new Map(reports.map((r) => [idOf(r.review), r]))
  const rows = reviews.map((review): PortalReview => {
    const reply = replyOf.get(review.id)
    const report = reportOf.get(review.id)
    return {
      id: review.id,
      rating: review.rating,
      title: review.title,
      body: review.body,
      authorName: review.authorName,
      workWentAhead: review.workWentAhead,
      workDate: review.workDate ?? null,
      status: review.status,
      publishedAt: review.publishedAt ?? null,
      removedReason: review.status === 'removed' ? heading(review.moderationReason) : null,
      reply: reply
        ? {
            id: reply.id,
            text: reply.text,
            status: reply.status,
            reason: reply.status === 'rejected' || reply.status === 'removed' ? heading(reply.moderationReason) : null,
          }
        : null,
      openReport: report
        ? {
            reason: isPolicyReason(report.reason) ? headings[report.reason] : REPORT_REASON_LABELS[report.reason],
            reportedAt: report.createdAt,
          }
        : null,
    }
  })
  return { rows, page: result.page ?? 1, pages: Math.max(1, result.totalPages), total: result.totalDocs }
}

/** A posted id: a whole number, or null. */
export function postedId(formData: FormData, name: string): number | null {
  const value = formData.get(name)
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null
}

const postedText = (formData: FormData, name: string) => {
  const value = formData.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

function replyTextError(text: string): string | null {
  const length = [...text].length
  if (length < REVIEW_LIMITS.reply.min) return REPLY_TOO_SHORT
  if (length > REVIEW_LIMITS.reply.max) return REPLY_TOO_LONG
  return null
}

/**
 * Posts the account's reply to a review, or its edit of the reply (`reply` posted), through the Local API as the
 * account: the collection's access and hooks decide (own listing's published review, one reply, edits only while
 * waiting or rejected, back to staff). Bad input stores nothing and answers with the field's message.
 */
export async function sendReply(
  payload: Payload,
  account: SupplierAccount,
  formData: FormData,
): Promise<AccountFormState> {
  const user = asAccount(account)
  const reviewId = postedId(formData, 'review')
  const replyId = postedId(formData, 'reply')
  const text = postedText(formData, 'text')
  const values = { text }
  if (reviewId === null) return { status: 'error', message: REPLY_NOT_YOURS, values }
  const textError = replyTextError(text)
  if (textError) return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: { text: textError }, values }
  try {
    if (replyId === null)
      await payload.create({
        collection: 'review-replies',
        data: { review: reviewId, text } as Pick<ReviewReply, 'review' | 'text'> as ReviewReply,
        user,
        overrideAccess: false,
        depth: 0,
      })
    else
      await payload.update({
        collection: 'review-replies',
        id: replyId,
        data: { text },
        user,
        overrideAccess: false,
        depth: 0,
      })
  } catch (error) {
    const refusal = payloadRefusal(error)
    if (!refusal) {
      payload.logger.error({ err: error, msg: 'Saving a supplier’s reply to a review failed; nothing was kept' })
      return { status: 'error', message: FORM_FAILED_MESSAGE, values }
    }
    // Not found or forbidden: another listing's reply, or one staff have published or removed.
    if (refusal.status === 403 || refusal.status === 404)
      return { status: 'error', message: replyId === null ? REPLY_NOT_YOURS : REPLY_LOCKED, values }
    const textIssue = refusal.issues.find((issue) => issue.path === 'text')
    if (textIssue)
      return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: { text: textIssue.message }, values }
    const reviewIssue = refusal.issues.find((issue) => issue.path === 'review')
    if (reviewIssue?.message === REPLY_REVIEW_GONE) return { status: 'error', message: REPLY_REVIEW_GONE, values }
    // The unique index answers a reply sent twice at once with its own message: the same refusal as the hook's.
    const message =
      reviewIssue?.message === REPLY_NOT_YOURS ? REPLY_NOT_YOURS : reviewIssue ? REPLY_EXISTS : REPLY_NOT_YOURS
    return { status: 'error', message, values }
  }
  return { status: 'done', message: REPLY_SENT }
}

/**
 * Records the account's report of a published review of its own listing, for staff (server code: reports are never
 * created through the API). One open report per review per account; the review's row is locked while deciding.
 */
export async function reportReview(
  payload: Payload,
  account: SupplierAccount,
  formData: FormData,
): Promise<AccountFormState> {
  const own = accountSupplierId(asAccount(account))
  const reviewId = postedId(formData, 'review')
  const reason = postedText(formData, 'reason')
  const details = postedText(formData, 'details')
  const values = { reason, details }
  if (own === null || reviewId === null) return { status: 'error', message: REPORT_NOT_ALLOWED, values }
  const fieldErrors: Record<string, string> = {}
  if (!isReportReason(reason)) fieldErrors.reason = REPORT_REASON_REQUIRED
  if (reason === 'other' && details === '') fieldErrors.details = REPORT_DETAILS_REQUIRED
  if ([...details].length > REVIEW_LIMITS.reportDetails.max) fieldErrors.details = REPORT_DETAILS_TOO_LONG
  if (Object.keys(fieldErrors).length > 0)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors, values }
  try {
    const outcome = await withTransaction(payload, async (req) => {
      if (!(await lockPublishedReview(payload, req, reviewId, own))) return REPORT_NOT_ALLOWED
      const report = await fileReviewReport(req, {
        review: reviewId,
        supplier: own,
        reason: reason as ReportReason,
        details,
        sender: { reportedBy: 'supplier', account: account.id },
      })
      if (!report) return REPORT_EXISTS
      return null
    })
    if (outcome) return { status: 'error', message: outcome, values }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Saving a supplier’s report of a review failed; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
  return { status: 'done', message: REPORT_SENT }
}
