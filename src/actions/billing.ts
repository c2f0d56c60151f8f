'use server'

import { redirect } from 'next/navigation'

import { listingIdOf, requireAccount } from '@/lib/account/session'
import { setAutoRenew, startCardSetup, startPortalSession } from '@/lib/billing/card'
import { billingDetailsOf, saveBillingDetails } from '@/lib/billing/details'
import { getPayloadClient } from '@/lib/platform/payload'
import { getStripe } from '@/lib/payments/stripe'
import { BILLING_DETAILS_PATH } from '@/lib/routes'

// The billing page's forms (plain HTML posts, no JavaScript needed). Each acts for the signed-in account's own
// listing only: nothing a form sends names a listing, a customer or a card.

const STRIPE_UNAVAILABLE = 'Card payments are not available just now. Please try again later.'

function problem(field: string, message: string): never {
  const params = new URLSearchParams({ problem: field, message })
  redirect(`${BILLING_DETAILS_PATH}?${params.toString()}`)
}

/** The account saves its listing's billing details. */
export async function saveBillingDetailsAction(data: FormData): Promise<void> {
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const result = await saveBillingDetails(payload, account, billingDetailsOf(data))
  if (result.ok) redirect(`${BILLING_DETAILS_PATH}?notice=saved`)
  problem(result.field ?? 'form', result.message)
}

/** 'Add a card' / 'Change card': Stripe Checkout in setup mode for the listing's customer. */
export async function addCardAction(): Promise<void> {
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const stripe = getStripe(payload.logger)
  if (!stripe) problem('card', STRIPE_UNAVAILABLE)
  let url: string | null = null
  try {
    url = await startCardSetup(payload, stripe, account)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'The setup Checkout could not start', supplierId: listingIdOf(account) })
  }
  if (!url) problem('card', STRIPE_UNAVAILABLE)
  redirect(url)
}

/** 'Manage in Stripe': Stripe's customer portal for the listing's customer. */
export async function manageInStripeAction(): Promise<void> {
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const stripe = getStripe(payload.logger)
  if (!stripe) problem('card', STRIPE_UNAVAILABLE)
  let url: string | null = null
  try {
    url = await startPortalSession(payload, stripe, account)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'The customer portal could not open', supplierId: listingIdOf(account) })
  }
  if (!url) problem('card', STRIPE_UNAVAILABLE)
  redirect(url)
}

/** Automatic renewal on (only with a card on file) or off. */
export async function setRenewalAction(data: FormData): Promise<void> {
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const on = data.get('renew') === 'on'
  const result = await setAutoRenew(payload, getStripe(payload.logger), account, on)
  if (!result.ok) problem('renewal', result.message)
  redirect(`${BILLING_DETAILS_PATH}?notice=${on ? 'renewal-on' : 'renewal-off'}`)
}
