import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AccountHeading } from '@/components/account/AccountHeading'
import { signedInAccount } from '@/lib/account/session'
import { returnFromCardSetup } from '@/lib/billing/card'
import { getPayloadClient } from '@/lib/platform/payload'
import { getStripe } from '@/lib/payments/stripe'
import { BILLING_DETAILS_PATH } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your card' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Where Stripe's setup-mode Checkout returns: the session is asked of Stripe and its card becomes its customer's
 * default (once, as by the webhook). The arrival from Stripe is cross-site, so Payload does not take the session
 * cookie here: the page says only that the card is saved and links back to the billing page (same site, signed in).
 */
export default async function CardReturnPage({ searchParams }: Props) {
  const params = await searchParams
  const sessionId = typeof params.session_id === 'string' ? params.session_id : ''
  const payload = await getPayloadClient()
  const stripe = getStripe(payload.logger)
  const result = stripe
    ? await returnFromCardSetup(payload, stripe, await signedInAccount(), sessionId)
    : ({ state: 'incomplete' } as const)
  if (result.state === 'not-found') notFound()
  const stored = result.state === 'stored'
  return (
    <>
      <AccountHeading title={stored ? 'Your card is saved' : 'Your card is not saved yet'} />
      <p role="status" className="text-gray-800">
        {stored
          ? 'It is now the card on file for your listing’s invoices and automatic renewal.'
          : 'Stripe has not finished saving your card yet. Please look again in a minute.'}
      </p>
      <p className="mt-6">
        <Link
          href={`${BILLING_DETAILS_PATH}?notice=${stored ? 'card-added' : 'card-pending'}`}
          className="font-semibold text-brand-700 underline"
        >
          Back to billing
        </Link>
      </p>
    </>
  )
}
