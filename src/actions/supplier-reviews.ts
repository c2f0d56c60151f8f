'use server'

import { redirect } from 'next/navigation'

import type { AccountFormState } from '@/lib/account/form-state'
import { signedInAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { accountReviewPath, accountReviewsPagePath, type ReviewNotice } from '@/lib/reviews/portal-paths'
import { postedId, reportReview, sendReply } from '@/lib/reviews/portal'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** Back to the review on the page the form was on, with what was done said beside it. */
function backToReview(formData: FormData, notice: ReviewNotice): never {
  redirect(accountReviewPath(postedId(formData, 'review') ?? 0, postedId(formData, 'page') ?? 1, notice))
}

async function accountOrSignIn(formData: FormData) {
  const account = await signedInAccount()
  if (!account)
    redirect(
      `${ACCOUNT_PATHS.signIn}?next=${encodeURIComponent(accountReviewsPagePath(postedId(formData, 'page') ?? 1))}`,
    )
  return account
}

/** The supplier's reply to a review of its listing, or its edit of a reply still waiting or rejected. */
export async function replyToReviewAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const account = await accountOrSignIn(formData)
  const result = await sendReply(await getPayloadClient(), account, formData)
  if (result.status === 'done') backToReview(formData, 'reply-sent')
  return result
}

/** The supplier's report of a published review of its listing, for staff to check against the policy. */
export async function reportReviewAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const account = await accountOrSignIn(formData)
  const result = await reportReview(await getPayloadClient(), account, formData)
  if (result.status === 'done') backToReview(formData, 'report-sent')
  return result
}
