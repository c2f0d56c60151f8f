import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { FORM_INVALID_MESSAGE, fieldErrorsOf, type AccountFormState } from '@/lib/account/form-state'
import { applicationSchema } from '@/lib/account/schemas'
import { afterResponse } from '@/lib/platform/after-response'
import { applicationWithAccountEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { emailSiteFacts } from '@/lib/email/site-facts'

export const APPLICATION_FIELDS = [
  'package',
  'businessName',
  'contactName',
  'email',
  'phone',
  'city',
  'category',
  'website',
  'terms',
] as const

/** The spec's checkout error, said on the application form when Stripe cannot start the payment. */
export const PAYMENT_FAILED = 'Could not process payment. Please try again.'
export const UNKNOWN_CATEGORY = 'Please choose one of the categories listed.'

export type ApplicationResult = AccountFormState | { status: 'checkout'; url: string }

/**
 * A new supplier's application for a package: checked, then a pending order carrying it and a Stripe Checkout
 * for that package with the e-mail prefilled. Bad input changes nothing; the account and listing are made only
 * when the payment arrives (see fulfilPaidOrder). An address that already has an account gets the same answer,
 * and its owner an e-mail after it (`defer`, Next's `after` unless given). Never throws.
 */
export async function submitApplication(
  payload: Payload,
  values: Record<string, string>,
  options: { stripe?: Stripe | null; defer?: (work: () => Promise<void>) => Promise<void> } = {},
): Promise<ApplicationResult> {
  const { defer = afterResponse, ...checkoutOptions } = options
  const kept = Object.fromEntries(
    APPLICATION_FIELDS.filter((name) => name !== 'terms').map((name) => [name, values[name] ?? '']),
  )
  const parsed = applicationSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values: kept }
  const input = parsed.data
  try {
    const { docs: categories } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: input.category } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: false,
      select: { slug: true },
    })
    const category = categories[0]
    if (!category)
      return {
        status: 'error',
        message: FORM_INVALID_MESSAGE,
        fieldErrors: { category: UNKNOWN_CATEGORY },
        values: kept,
      }
    const email = input.email.toLowerCase()
    // An address that already has an account goes on to Checkout like any other (the answer must not tell a
    // stranger who has an account); its owner is e-mailed instead, and the payment creates nothing (fulfil.ts).
    const { docs: accounts } = await payload.find({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { email: true },
    })
    const checkout = await createCheckoutForPackage(payload, input.package, {
      ...checkoutOptions,
      buyer: {
        application: {
          businessName: input.businessName,
          contactName: input.contactName,
          email,
          phone: input.phone,
          city: input.city,
          category: category.id,
          website: input.website || null,
        },
      },
    })
    if (checkout.ok) {
      const account = accounts[0]
      if (account) await defer(() => tellAccountOfApplication(payload, account))
      return { status: 'checkout', url: checkout.url }
    }
    return { status: 'error', message: PAYMENT_FAILED, values: kept }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Application checkout failed; nothing was kept' })
    return { status: 'error', message: PAYMENT_FAILED, values: kept }
  }
}

/**
 * E-mails an account's address that someone applied with it, once a day at most (Resend drops a repeated key), so
 * the form cannot be used to flood an address. Failures are logged: the applicant's answer has gone already.
 */
async function tellAccountOfApplication(payload: Payload, account: { id: number; email: string }): Promise<void> {
  try {
    const { brand } = await emailSiteFacts(payload)
    const message = await applicationWithAccountEmail({
      signInLink: `${siteUrl()}${ACCOUNT_PATHS.signIn}`,
      resetLink: `${siteUrl()}${ACCOUNT_PATHS.forgotPassword}`,
      brand,
    })
    await queueEmail(
      { payload },
      {
        to: account.email,
        ...message,
        idempotencyKey: emailIdempotencyKey(
          'account',
          account.id,
          'application-notice',
          new Date().toISOString().slice(0, 10),
        ),
      },
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: "The e-mail about an application with an account's address failed" })
  }
}
