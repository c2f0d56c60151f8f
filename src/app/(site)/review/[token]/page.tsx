import type { Metadata } from 'next'
import Link from 'next/link'

import { submitReviewAction } from '@/actions/write-review'
import { AccountForm, type AccountFormField } from '@/components/account/AccountForm.client'
import { getPayloadClient } from '@/lib/platform/payload'
import { REVIEW_LINK_MESSAGES } from '@/lib/reviews/link'
import { REVIEW_LIMITS, WORK_WENT_AHEAD, WORK_WENT_AHEAD_LABELS } from '@/lib/reviews/rules'
import { reviewLinkState } from '@/lib/reviews/submit'
import { REVIEW_POLICY_PATH } from '@/lib/routes'

// One enquirer's review form, opened from their invitation e-mail: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Write a review', robots: { index: false, follow: false } }

const RATINGS = [
  { value: '5', label: '5 stars: excellent' },
  { value: '4', label: '4 stars: good' },
  { value: '3', label: '3 stars: fair' },
  { value: '2', label: '2 stars: poor' },
  { value: '1', label: '1 star: very poor' },
] as const

const FIELDS: readonly AccountFormField[] = [
  { name: 'rating', label: 'Your rating', type: 'select', options: RATINGS, required: true },
  {
    name: 'title',
    label: 'Title',
    required: true,
    maxLength: REVIEW_LIMITS.title.max,
    hint: 'Sum it up in a few words.',
  },
  {
    name: 'body',
    label: 'Your review',
    type: 'textarea',
    required: true,
    maxLength: REVIEW_LIMITS.body.max,
    hint:
      `What went well, what did not, and would you use them again? ${REVIEW_LIMITS.body.min} ` +
      `to ${REVIEW_LIMITS.body.max.toLocaleString('en-GB')} characters. Please leave out ` +
      `phone numbers, addresses and other people’s names.`,
  },
  {
    name: 'workWentAhead',
    label: 'Did the work go ahead with this supplier?',
    type: 'select',
    options: WORK_WENT_AHEAD.map((value) => ({ value, label: WORK_WENT_AHEAD_LABELS[value] })),
    required: true,
  },
  {
    name: 'workDate',
    label: 'Date of the work',
    type: 'date',
    hint: 'Required if the work went ahead: when it was done (or finished).',
  },
]

type Props = { params: Promise<{ token: string }> }

/** The token as the link carried it; a malformed escape is just not a token we issued (never a server error). */
function tokenOf(param: string): string {
  try {
    return decodeURIComponent(param)
  } catch {
    return ''
  }
}

export default async function ReviewFormPage({ params }: Props) {
  const token = tokenOf((await params).token)
  const state = await reviewLinkState(await getPayloadClient(), token)
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      {state.open ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">Review {state.supplierName}</h1>
          <p className="mt-4 text-gray-800">
            Your enquiry of {state.enquiredOn} went to {state.supplierName}. Tell others how it went, whether or not the
            work went ahead. Your review shows your first name and the initial of your last name; our team checks it
            against the{' '}
            <Link href={REVIEW_POLICY_PATH} className="font-semibold text-brand-700 underline">
              review policy
            </Link>{' '}
            before it is published.
          </p>
          <div className="mt-8">
            <AccountForm
              action={submitReviewAction}
              fields={FIELDS}
              hidden={{ token }}
              submitLabel="Send my review"
              pendingLabel="Sending..."
            />
          </div>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">Write a review</h1>
          <p
            role="alert"
            className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900"
            data-testid="review-link-problem"
          >
            {REVIEW_LINK_MESSAGES[state.problem]}
          </p>
          <p className="mt-6 text-sm">
            <Link href={REVIEW_POLICY_PATH} className="underline">
              How reviews work
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
