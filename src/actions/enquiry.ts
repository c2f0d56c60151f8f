'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { enquiryFormStateFrom, enquiryInputFromFormData, type EnquiryFormState } from '@/lib/enquiry/form-state'
import { pathFromReferer } from '@/lib/enquiry/source-page'
import { ENQUIRY_FAILURE, type EnquiryResult } from '@/lib/enquiry/result'
import { submitEnquiry } from '@/lib/enquiry/submit'

/** The enquiry form's server action: the same `submitEnquiry` as POST /api/enquiries. Never throws. */
export async function submitEnquiryAction(values: unknown): Promise<EnquiryResult> {
  try {
    const requestHeaders = await headers()
    // `cron: true` starts the job runner (autoRun) in this server process if it is not running yet.
    const payload = await getPayload({ config, cron: true })
    return await submitEnquiry(values, {
      payload,
      clientIp: clientIpFrom(requestHeaders),
      sourcePage: pathFromReferer(requestHeaders.get('referer')),
    })
  } catch (error) {
    console.error('Enquiry action failed', error)
    return { ok: false, reason: 'error', message: ENQUIRY_FAILURE.description }
  }
}

/**
 * The same action for the form posted as HTML (`useActionState`): reads the form data and answers the
 * state the form renders, so the form works before or without JavaScript.
 */
export async function submitEnquiryFormAction(
  previous: EnquiryFormState,
  formData: FormData,
): Promise<EnquiryFormState> {
  const input = enquiryInputFromFormData(formData)
  return enquiryFormStateFrom(await submitEnquiryAction(input), input, previous)
}
