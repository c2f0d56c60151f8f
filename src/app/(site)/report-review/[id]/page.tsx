import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { reportReviewAction } from '@/actions/report-review'
import { AccountForm, type AccountFormField } from '@/components/account/AccountForm.client'
import { getPayloadClient } from '@/lib/platform/payload'
import { reportableReview } from '@/lib/reviews/report'
import { REPORT_REASON_LABELS, REPORT_REASONS, REVIEW_LIMITS } from '@/lib/reviews/rules'
import { REVIEW_POLICY_PATH } from '@/lib/routes'

// A form per review and sender: rendered per request (it answers each sender), never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Report a review', robots: { index: false, follow: false } }

type Props = { params: Promise<{ id: string }> }

const FIELDS: readonly AccountFormField[] = [
  {
    name: 'reason',
    label: 'Why should our team check this review?',
    type: 'select',
    required: true,
    options: REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] })),
  },
  {
    name: 'details',
    label: 'Details',
    type: 'textarea',
    maxLength: REVIEW_LIMITS.reportDetails.max,
    hint: `Optional, unless you chose “Something else”. At most ${REVIEW_LIMITS.reportDetails.max} characters. Please do not include personal information.`,
  },
]

export default async function ReportReviewPage({ params }: Props) {
  const { id } = await params
  const review = /^\d{1,12}$/.test(id) ? await reportableReview(await getPayloadClient(), Number(id)) : null
  if (!review) notFound()
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Report a review</h1>
      <p className="mt-4 text-gray-800">
        You are reporting the review “<span className="font-semibold">{review.title}</span>” by {review.authorName}. Our
        team checks every report against the{' '}
        <Link href={REVIEW_POLICY_PATH} className="font-semibold text-brand-700 underline">
          review policy
        </Link>
        ; a review that breaks it is removed, and the profile shows how many were removed and why.
      </p>
      <div className="mt-8">
        <AccountForm
          action={reportReviewAction}
          fields={FIELDS}
          hidden={{ review: String(review.id) }}
          submitLabel="Send the report"
          pendingLabel="Sending..."
        />
      </div>
    </div>
  )
}
