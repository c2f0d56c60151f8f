import { replyToReviewAction, reportReviewAction } from '@/actions/supplier-reviews'
import { AccountForm, type AccountFormField } from '@/components/account/AccountForm.client'
import { formatLongDate } from '@/lib/dates'
import type { PortalReview } from '@/lib/reviews/portal'
import { REPLY_SENT, REPORT_SENT } from '@/lib/reviews/portal-messages'
import type { ReviewNotice } from '@/lib/reviews/portal-paths'
import { REVIEW_LIMITS, REVIEW_STATUS_LABELS, WORK_WENT_AHEAD_LABELS } from '@/lib/reviews/rules'

const NOTICE_TEXT: Record<ReviewNotice, string> = { 'reply-sent': REPLY_SENT, 'report-sent': REPORT_SENT }

const replyField = (defaultValue?: string): AccountFormField => ({
  name: 'text',
  label: 'Your reply',
  type: 'textarea',
  required: true,
  maxLength: REVIEW_LIMITS.reply.max,
  hint: `Shown under the review once our team has checked it against the review policy (up to ${REVIEW_LIMITS.reply.max} characters).`,
  ...(defaultValue !== undefined ? { defaultValue } : {}),
})

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="text-amber-500" data-testid="review-rating">
      {'★'.repeat(rating)}
      <span className="text-gray-300">{'★'.repeat(5 - rating)}</span>
    </span>
  )
}

/** One review of the supplier's listing in the portal, with its reply (or the form to write one) and the report form. */
export function AccountReview({
  review,
  page,
  notice,
  reportReasons,
}: {
  review: PortalReview
  page: number
  notice: ReviewNotice | null
  reportReasons: readonly { value: string; label: string }[]
}) {
  const hidden = { review: String(review.id), page: String(page) }
  const reply = review.reply
  const published = review.status === 'published'
  return (
    <article
      id={`review-${review.id}`}
      aria-labelledby={`review-${review.id}-title`}
      className="rounded-lg border border-gray-200 p-6"
      data-testid="portal-review"
    >
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {NOTICE_TEXT[notice]}
        </p>
      ) : null}
      <h2 id={`review-${review.id}-title`} className="text-xl font-semibold text-gray-900">
        {review.title}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        <Stars rating={review.rating} />
        <span>by {review.authorName}</span>
        {review.publishedAt ? <span>published {formatLongDate(new Date(review.publishedAt))}</span> : null}
      </p>
      <p className="mt-2 text-sm">
        <span className="text-gray-700">Status: </span>
        <strong data-testid="review-status">{REVIEW_STATUS_LABELS[review.status]}</strong>
      </p>
      {review.status === 'removed' ? (
        <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="font-semibold">Removed by our team: </span>
          <span data-testid="review-removed-reason">{review.removedReason ?? 'against the review policy'}</span>
        </p>
      ) : null}
      <p className="mt-4 whitespace-pre-line text-gray-900" data-testid="review-body">
        {review.body}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-gray-600">Did the work go ahead? </dt>
          <dd className="inline">{WORK_WENT_AHEAD_LABELS[review.workWentAhead]}</dd>
        </div>
        {review.workDate ? (
          <div>
            <dt className="inline text-gray-600">Date of the work: </dt>
            <dd className="inline">{formatLongDate(new Date(review.workDate))}</dd>
          </div>
        ) : null}
      </dl>

      <section
        aria-labelledby={`review-${review.id}-reply`}
        className="mt-6 border-t border-gray-100 pt-4"
        data-testid="review-reply"
      >
        <h3 id={`review-${review.id}-reply`} className="text-lg font-semibold text-gray-900">
          Your reply
        </h3>
        {!reply ? (
          published ? (
            <div className="mt-3">
              <AccountForm
                action={replyToReviewAction}
                fields={[replyField()]}
                hidden={hidden}
                submitLabel="Send reply"
                pendingLabel="Sending..."
              />
            </div>
          ) : (
            <p className="mt-2 text-gray-700">This review was removed, so it cannot be answered.</p>
          )
        ) : (
          <>
            <p className="mt-2 text-sm" data-testid="reply-state">
              {reply.status === 'pending'
                ? 'Waiting for our team'
                : reply.status === 'published'
                  ? 'Published under the review'
                  : reply.status === 'rejected'
                    ? 'Not published by our team'
                    : 'Removed by our team'}
            </p>
            {reply.reason ? (
              <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <span className="font-semibold">Reason: </span>
                <span data-testid="reply-reason">{reply.reason}</span>
              </p>
            ) : null}
            <blockquote
              className="mt-3 whitespace-pre-line border-l-4 border-brand-600 pl-4 text-gray-900"
              data-testid="reply-text"
            >
              {reply.text}
            </blockquote>
            {published && (reply.status === 'pending' || reply.status === 'rejected') ? (
              <div className="mt-4">
                <AccountForm
                  action={replyToReviewAction}
                  fields={[replyField(reply.text)]}
                  hidden={{ ...hidden, reply: String(reply.id) }}
                  submitLabel={reply.status === 'rejected' ? 'Send it again' : 'Save changes'}
                  pendingLabel="Sending..."
                  summary={reply.status === 'rejected' ? undefined : 'Change your reply'}
                />
              </div>
            ) : null}
          </>
        )}
      </section>

      {published ? (
        <section aria-label="Report this review" className="mt-6 border-t border-gray-100 pt-4">
          {review.openReport ? (
            <p className="text-sm text-gray-700" data-testid="report-state">
              You reported this review on {formatLongDate(new Date(review.openReport.reportedAt))} (
              {review.openReport.reason}). Our team will check it against the review policy.
            </p>
          ) : (
            <AccountForm
              action={reportReviewAction}
              summary="Report this review"
              fields={[
                {
                  name: 'reason',
                  label: 'What is wrong with it?',
                  type: 'select',
                  required: true,
                  options: reportReasons,
                },
                {
                  name: 'details',
                  label: 'Details',
                  type: 'textarea',
                  maxLength: REVIEW_LIMITS.reportDetails.max,
                  hint: 'What our team should know (required for “Something else”). Only our team reads it.',
                },
              ]}
              hidden={hidden}
              submitLabel="Send report"
              pendingLabel="Sending..."
            />
          )}
        </section>
      ) : null}
    </article>
  )
}
