'use server'

import { headers } from 'next/headers'

import { FORM_FAILED_MESSAGE, textFields, type AccountFormState } from '@/lib/account/form-state'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { getPayloadClient } from '@/lib/platform/payload'
import { submitReviewReport } from '@/lib/reviews/report'
import { REPORT_FIELDS } from '@/lib/reviews/report-schema'

/** The report form on /report-review/<id>: the review's id comes with the form; the checks are submitReviewReport's. */
export async function reportReviewAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  try {
    const reviewId = Number(formData.get('review'))
    return await submitReviewReport(reviewId, textFields(formData, REPORT_FIELDS), {
      payload: await getPayloadClient(),
      clientIp: clientIpFrom(await headers()),
    })
  } catch (error) {
    console.error('Review report action failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}
