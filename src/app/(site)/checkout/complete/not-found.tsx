import Link from 'next/link'

import { ACCOUNT_PATHS, GET_LISTED_PATH } from '@/lib/routes'

/** A return address whose session id is not a payment of ours (mistyped, altered, or unknown to Stripe): a 404. */
export default function PaymentNotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Payment not found</h1>
      <p className="mt-4 text-gray-800" data-testid="payment-not-found">
        We could not find a payment for this link. Please open the page Stripe returned you to after paying, or sign in
        to see your receipts.
      </p>
      <p className="mt-6 flex flex-wrap gap-6">
        <Link href={ACCOUNT_PATHS.signIn} className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
        <Link href={GET_LISTED_PATH} className="font-semibold text-brand-700 underline">
          Back to Get Listed
        </Link>
      </p>
    </div>
  )
}
