'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { IDLE_FORM, textFields, type AccountFormState } from '@/lib/account/form-state'
import { listingIdOf, signedInAccount } from '@/lib/account/session'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { purchaseEffectFor } from '@/lib/packages/account-package'
import { resendWelcome, tooManyResendsMessage } from '@/lib/packages/welcome'
import { WELCOME_RESENT } from '@/lib/packages/welcome-rules'
import { SESSION_ID_PARAM } from '@/lib/payments/checkout-return'
import { APPLICATION_FIELDS, PAYMENT_FAILED, submitApplication } from '@/lib/payments/apply'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, applicationPath } from '@/lib/routes'

export type StartCheckoutResult = { ok: true; url: string } | { ok: false }

// A package name as the CMS stores it; anything else cannot name a package.
const packageNameSchema = z.string().trim().min(1).max(80)

/**
 * Pay Now: for a signed-in supplier, the hosted Stripe Checkout url for its listing; for anyone else, the short
 * application a new supplier fills in first. Failures are logged, never thrown.
 */
export async function startCheckout(packageName: string): Promise<StartCheckoutResult> {
  const parsed = packageNameSchema.safeParse(packageName)
  if (!parsed.success) {
    console.warn('Checkout refused: the package name is missing or too long')
    return { ok: false }
  }
  try {
    const account = await signedInAccount()
    if (!account) return { ok: true, url: applicationPath(parsed.data) }
    const payload = await getPayloadClient()
    // Another tier would replace the running package: the application page says so before payment.
    if ((await purchaseEffectFor(payload, listingIdOf(account), parsed.data)) === 'replaces')
      return { ok: true, url: applicationPath(parsed.data) }
    const result = await createCheckoutForPackage(payload, parsed.data, {
      buyer: { account: { id: account.id, email: account.email, supplierId: listingIdOf(account) } },
    })
    return result.ok ? { ok: true, url: result.url } : { ok: false }
  } catch (error) {
    console.error('Checkout failed', error)
    return { ok: false }
  }
}

/** The application form's action (works without JavaScript): on success the browser goes to Stripe Checkout. */
export async function applyForPackageAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  const result = await submitApplication(await getPayloadClient(), textFields(formData, APPLICATION_FIELDS))
  if (result.status === 'checkout') redirect(result.url)
  return result
}

/** A signed-in supplier's Pay Now / Renew as a plain form (the portal and the application page, no JavaScript needed). */
export async function payForListingAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const packageName = packageNameSchema.safeParse(formData.get('package'))
  if (!packageName.success) return { status: 'error', message: PAYMENT_FAILED }
  const account = await signedInAccount()
  if (!account) redirect(`${ACCOUNT_PATHS.signIn}?next=${encodeURIComponent(applicationPath(packageName.data))}`)
  let url: string | null = null
  try {
    const result = await createCheckoutForPackage(await getPayloadClient(), packageName.data, {
      buyer: { account: { id: account.id, email: account.email, supplierId: listingIdOf(account) } },
    })
    url = result.ok ? result.url : null
  } catch (error) {
    console.error('Checkout failed', error)
  }
  if (url) redirect(url)
  return { ...IDLE_FORM, status: 'error', message: PAYMENT_FAILED }
}

/** Failure of ours while asking for the e-mail again (the limit's database); nothing was sent. */
const RESEND_FAILED = 'Something went wrong and nothing was sent. Please try again in a minute.'

/**
 * 'Send that e-mail again' on the page Checkout returns to (a plain form): the same answer whatever was found, or the
 * limit's 'Too many requests…'.
 */
export async function resendWelcomeAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const sessionId = formData.get(SESSION_ID_PARAM)
  try {
    const outcome = await resendWelcome(await getPayloadClient(), {
      sessionId: typeof sessionId === 'string' ? sessionId : '',
      clientIp: clientIpFrom(await headers()),
    })
    if (outcome.status === 'limited') return { status: 'error', message: tooManyResendsMessage(outcome.retryAfterMs) }
    return { status: 'done', message: WELCOME_RESENT }
  } catch (error) {
    console.error("'Send the e-mail again' failed", error)
    return { status: 'error', message: RESEND_FAILED }
  }
}
