'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { pathFromReferer } from '@/lib/enquiry/source-page'
import { ENQUIRY_FAILURE, type EnquiryResult } from '@/lib/enquiry/result'
import { submitEnquiry } from '@/lib/enquiry/submit'

/** The enquiry form's server action: the same `submitEnquiry` as POST /api/enquiries. Never throws. */
export async function submitEnquiryAction(values: unknown): Promise<EnquiryResult> {
  try {
    const requestHeaders = await headers()
    // `cron: true` starts the job runner (autoRun) in this server process if it is not running yet.
    const payload = await getPayload({ config, cron: true })
    return await submitEnquiry(values, { payload, clientIp: clientIpFrom(requestHeaders), sourcePage: pathFromReferer(requestHeaders.get('referer')) })
  } catch (error) {
    console.error('Enquiry action failed', error)
    return { ok: false, reason: 'error', message: ENQUIRY_FAILURE.description }
  }
}
