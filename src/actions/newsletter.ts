'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { FORM_FAILED_MESSAGE, type AccountFormState } from '@/lib/account/form-state'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import {
  CONFIRM_LINK_DEAD,
  CONFIRMED_PARAM,
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
import { newsletterConfirmPath } from '@/lib/routes'

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

/**
 * The confirmation page's button: the link's token comes with the form. Confirmed, it goes back to the link's page
 * saying so (the token is then spent, so the page alone could no longer tell), with or without JavaScript.
 */
export async function confirmNewsletterAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  const token = field(formData, 'token')
  let outcome: 'confirmed' | 'dead'
  try {
    outcome = await confirmSubscription(await getPayloadClient(), token)
  } catch (error) {
    console.error('Newsletter confirmation failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
  if (outcome === 'dead') return { status: 'error', message: CONFIRM_LINK_DEAD }
  redirect(`${newsletterConfirmPath(token)}?${CONFIRMED_PARAM}`)
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
