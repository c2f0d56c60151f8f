'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { FORM_FAILED_MESSAGE, textFields, type AccountFormState } from '@/lib/account/form-state'
import { CONTACT_FIELDS, CONTACT_HONEYPOT } from '@/lib/contact/schema'
import { submitContactMessage } from '@/lib/contact/submit'
import { clientIpFrom } from '@/lib/enquiry/client-ip'

/** The 'Contact our team' form on /contact (plain HTML without JavaScript): the checks are submitContactMessage's. */
export async function sendContactMessageAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  try {
    // `cron: true` starts the job runner (autoRun) in this server process if it is not running yet, as enquiries do.
    const payload = await getPayload({ config, cron: true })
    return await submitContactMessage(textFields(formData, [...CONTACT_FIELDS, CONTACT_HONEYPOT]), {
      payload,
      clientIp: clientIpFrom(await headers()),
    })
  } catch (error) {
    console.error('Contact message action failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}
