import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { FORM_INVALID_MESSAGE, fieldErrorsOf, type AccountFormState } from '@/lib/account/form-state'
import { applicationSchema } from '@/lib/account/schemas'
import { createCheckoutForPackage } from '@/lib/payments/checkout'

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
export const ACCOUNT_EXISTS =
  'An account already uses this e-mail address. Please sign in to pay for your listing from your account.'
export const UNKNOWN_CATEGORY = 'Please choose one of the categories listed.'

export type ApplicationResult = AccountFormState | { status: 'checkout'; url: string }

/**
 * A new supplier's application for a package: checked, then a pending order carrying it and a Stripe Checkout
 * for that package with the e-mail prefilled. Bad input changes nothing; the account and listing are made only
 * when the payment arrives (see fulfilPaidOrder). Never throws.
 */
export async function submitApplication(
  payload: Payload,
  values: Record<string, string>,
  options: { stripe?: Stripe | null } = {},
): Promise<ApplicationResult> {
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
    const accounts = await payload.count({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (accounts.totalDocs > 0) return { status: 'error', message: ACCOUNT_EXISTS, values: kept }
    const checkout = await createCheckoutForPackage(payload, input.package, {
      ...options,
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
    if (checkout.ok) return { status: 'checkout', url: checkout.url }
    return { status: 'error', message: PAYMENT_FAILED, values: kept }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Application checkout failed; nothing was kept' })
    return { status: 'error', message: PAYMENT_FAILED, values: kept }
  }
}
