import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { requireAccount } from '@/lib/account/session'
import { returnFromCardSetup } from '@/lib/billing/card'
import { getPayloadClient } from '@/lib/platform/payload'
import { getStripe } from '@/lib/payments/stripe'
import { BILLING_DETAILS_PATH, CARD_RETURN_PATH } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your card' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Where Stripe's setup-mode Checkout returns: the session is asked of Stripe, must be the account's own listing's,
 * and its card becomes the default (once, as by the webhook); then back to the billing page.
 */
export default async function CardReturnPage({ searchParams }: Props) {
  const params = await searchParams
  const sessionId = typeof params.session_id === 'string' ? params.session_id : ''
  const account = await requireAccount(`${CARD_RETURN_PATH}?session_id=${encodeURIComponent(sessionId)}`)
  const payload = await getPayloadClient()
  const stripe = getStripe(payload.logger)
  if (!stripe) redirect(`${BILLING_DETAILS_PATH}?problem=card&message=${encodeURIComponent('Please try again later.')}`)
  const result = await returnFromCardSetup(payload, stripe, account, sessionId)
  if (result.state === 'not-found') notFound()
  redirect(`${BILLING_DETAILS_PATH}?notice=${result.state === 'stored' ? 'card-added' : 'card-pending'}`)
}
