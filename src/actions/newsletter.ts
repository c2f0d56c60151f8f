'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload } from 'payload'

import { FORM_FAILED_MESSAGE, type AccountFormState } from '@/lib/account/form-state'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import {
  CONFIRM_LINK_DEAD,
  CONFIRMED_MESSAGE,
  SUBSCRIBE_FAILED,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED_MESSAGE,
} from '@/lib/newsletter/rules'
import {
  confirmSubscription,
  NEWSLETTER_HONEYPOT,
  subscribeToNewsletter,
  unsubscribe,
  type NewsletterBoxState,
} from '@/lib/newsletter/subscribers'
import { getPayloadClient } from '@/lib/platform/payload'

const field = (formData: FormData, name: string): string => {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** The blog's newsletter box (works without JavaScript): the checks are subscribeToNewsletter's. */
export async function subscribeNewsletterAction(
  _previous: NewsletterBoxState,
  formData: FormData,
): Promise<NewsletterBoxState> {
  try {
    const payload = await getPayload({ config, cron: true })
    return await subscribeToNewsletter(
      { email: field(formData, 'email'), [NEWSLETTER_HONEYPOT]: field(formData, NEWSLETTER_HONEYPOT) },
      { payload, clientIp: clientIpFrom(await headers()) },
    )
  } catch (error) {
    console.error('Newsletter sign-up action failed', error)
    return { status: 'error', message: SUBSCRIBE_FAILED }
  }
}

/** The confirmation page's button: the link's token comes with the form. */
export async function confirmNewsletterAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  try {
    const outcome = await confirmSubscription(await getPayloadClient(), field(formData, 'token'))
    return outcome === 'confirmed'
      ? { status: 'done', message: CONFIRMED_MESSAGE }
      : { status: 'error', message: CONFIRM_LINK_DEAD }
  } catch (error) {
    console.error('Newsletter confirmation failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}

/** The unsubscribe page's button (no sign-in: the signed token is the proof). */
export async function unsubscribeNewsletterAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  try {
    const outcome = await unsubscribe(await getPayloadClient(), field(formData, 'token'))
    return outcome === 'unsubscribed'
      ? { status: 'done', message: UNSUBSCRIBED_MESSAGE }
      : { status: 'error', message: UNSUBSCRIBE_LINK_INVALID }
  } catch (error) {
    console.error('Newsletter unsubscribe failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}
