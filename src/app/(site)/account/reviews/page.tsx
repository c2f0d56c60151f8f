import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { AccountReview } from '@/components/account/AccountReview'
import { requireAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { policyReasonHeadings } from '@/lib/reviews/policy'
import { portalReviews } from '@/lib/reviews/portal'
import { accountReviewsPagePath, isReviewNotice } from '@/lib/reviews/portal-paths'
import { isPolicyReason, REPORT_REASON_LABELS, REPORT_REASONS } from '@/lib/reviews/rules'
import { ACCOUNT_PATHS, REVIEW_POLICY_PATH } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your reviews' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The reviews of the account's listing (published and removed, newest first, 20 a page), its replies and reports. */
export default async function AccountReviewsPage({ searchParams }: Props) {
  const params = await searchParams
  const requested = typeof params.page === 'string' && /^\d{1,6}$/.test(params.page) ? Number(params.page) : 1
  const account = await requireAccount(accountReviewsPagePath(requested))
  const payload = await getPayloadClient()
  const [list, headings] = await Promise.all([
    portalReviews(payload, account, requested),
    policyReasonHeadings(payload),
  ])
  const noticeFor = typeof params.review === 'string' && isReviewNotice(params.notice) ? params.notice : null
  const reportReasons = REPORT_REASONS.map((value) => ({
    value,
    label: isPolicyReason(value) ? headings[value] : REPORT_REASON_LABELS[value],
  }))
  return (
    <>
      <AccountHeading
        title="Your reviews"
        intro={
          <>
            Reviews of your listing by the people whose enquiries reached you, newest first. You can reply once to each
            published review, and report one that breaks our{' '}
            <Link href={REVIEW_POLICY_PATH} className="underline">
              review policy
            </Link>
            ; our team checks replies and reports before anything changes on the site.{' '}
            <Link href={ACCOUNT_PATHS.home} className="underline">
              Back to your account
            </Link>
          </>
        }
      />
      {list.rows.length === 0 ? (
        <p className="text-gray-700" data-testid="no-reviews">
          Your listing has no published reviews yet. We invite the people whose enquiries reached you to review you a
          couple of weeks after they enquired.
        </p>
      ) : (
        <div className="space-y-6">
          {list.rows.map((review) => (
            <AccountReview
              key={review.id}
              review={review}
              page={list.page}
              notice={noticeFor && params.review === String(review.id) ? noticeFor : null}
              reportReasons={reportReasons}
            />
          ))}
        </div>
      )}
      {list.pages > 1 ? (
        <nav aria-label="Pages of reviews" className="mt-6 flex items-center gap-4 text-sm">
          {list.page > 1 ? (
            <Link href={accountReviewsPagePath(list.page - 1)} className="underline">
              Newer reviews
            </Link>
          ) : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? (
            <Link href={accountReviewsPagePath(list.page + 1)} className="underline">
              Older reviews
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
