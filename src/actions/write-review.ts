'use server'

import { FORM_FAILED_MESSAGE, FORM_INVALID_MESSAGE, textFields, type AccountFormState } from '@/lib/account/form-state'
import { getPayloadClient } from '@/lib/platform/payload'
import { REVIEW_LINK_MESSAGES } from '@/lib/reviews/link'
import { REVIEW_FIELDS, REVIEW_RECEIVED, submitReview } from '@/lib/reviews/submit'

/** The review form behind an invitation link: the link decides who may write, the server what is stored. */
export async function submitReviewAction(_previous: AccountFormState, data: FormData): Promise<AccountFormState> {
  const token = data.get('token')
  const values = textFields(data, REVIEW_FIELDS)
  const payload = await getPayloadClient()
  try {
    const result = await submitReview(payload, token, values)
    if (result.outcome === 'stored') return { status: 'done', message: REVIEW_RECEIVED }
    if (result.outcome === 'refused') return { status: 'error', message: REVIEW_LINK_MESSAGES[result.problem], values }
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: result.fieldErrors, values }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A review could not be stored; nothing was kept' })
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
}
