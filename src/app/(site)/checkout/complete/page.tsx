import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { resendWelcomeAction } from '@/actions/checkout'
import { AccountForm } from '@/components/account/AccountForm.client'
import { returnFromCheckout } from '@/lib/fulfilment/checkout-return'
import { WELCOME_LINK_DAYS } from '@/lib/packages/fulfil'
import { SESSION_ID_PARAM } from '@/lib/payments/checkout-return'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, GET_LISTED_PATH } from '@/lib/routes'

// One buyer's order, opened from Stripe's redirect: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your payment', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const WRAP = 'mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14'

/**
 * The page Checkout returns to after paying: Stripe is asked about the session in the address and, when it is paid,
 * the order is fulfilled at once (as the webhook would) and shown: its reference, what was bought, and for a new
 * supplier where the set-password link went, with a way to have it sent again.
 */
export default async function CheckoutCompletePage({ searchParams }: Props) {
  const raw = (await searchParams)[SESSION_ID_PARAM]
  const sessionId = typeof raw === 'string' ? raw : ''
  const view = await returnFromCheckout(await getPayloadClient(), sessionId)
  if (view.state === 'not-found') notFound()
  if (view.state !== 'paid')
    return (
      <div className={WRAP}>
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">
          {view.state === 'unpaid' ? 'Payment not completed' : 'We could not check your payment just now'}
        </h1>
        <p className="mt-4 text-gray-800" data-testid="checkout-state">
          {view.state === 'unpaid'
            ? 'Stripe has not confirmed this payment. If you completed it, refresh this page in a minute: we also e-mail you as soon as it reaches us.'
            : 'If you paid, your payment is safe: we e-mail you as soon as it reaches us. Please refresh this page in a minute.'}
        </p>
        <p className="mt-6">
          <Link href={GET_LISTED_PATH} className="font-semibold text-brand-700 underline">
            Back to Get Listed
          </Link>
        </p>
      </div>
    )

  const { order } = view
  return (
    <div className={WRAP}>
      {/* The spec's words for a successful payment, then the order itself. */}
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Payment Successful!</h1>
      <p className="mt-3 text-gray-700">Thank you for your payment. Your listing will be processed shortly.</p>
      <section aria-labelledby="order-heading" className="mt-8 rounded-lg border border-gray-200 p-6">
        <h2 id="order-heading" className="text-xl font-semibold text-gray-900">
          Your order
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-gray-800 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Order reference</dt>
          <dd data-testid="order-reference">{order.reference}</dd>
          <dt className="font-semibold">Package</dt>
          <dd data-testid="order-package">{order.packageName}</dd>
          <dt className="font-semibold">Amount paid</dt>
          <dd data-testid="order-amount">{order.amount}</dd>
          <dt className="font-semibold">Paid on</dt>
          <dd>{order.paidOn}</dd>
        </dl>
        {order.summary.length ? (
          <>
            <h3 className="mt-6 font-semibold text-gray-900">What you bought</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700" data-testid="order-summary">
              {order.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {order.fromApplication ? (
        <section aria-labelledby="next-heading" className="mt-8">
          <h2 id="next-heading" className="text-xl font-semibold text-gray-900">
            What happens next
          </h2>
          <p className="mt-3 text-gray-800" data-testid="check-inbox">
            Check your inbox for the link to set your password. We sent it to the work e-mail address you gave; it works
            for {WELCOME_LINK_DAYS} days. Then complete your listing in your account: our team reviews it and publishes
            it on the site.
          </p>
          <h3 className="mt-6 font-semibold text-gray-900">No e-mail?</h3>
          <p className="mb-4 mt-2 text-gray-700">
            Check your spam folder, or have us send the link again (the earlier link then stops working).
          </p>
          <AccountForm
            action={resendWelcomeAction}
            hidden={{ [SESSION_ID_PARAM]: sessionId }}
            fields={[]}
            submitLabel="Send the e-mail again"
            pendingLabel="Sending..."
          />
        </section>
      ) : (
        <p className="mt-8 text-gray-800" data-testid="signed-in-next">
          Your receipt and your package are in{' '}
          <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
            your account
          </Link>
          .
        </p>
      )}
    </div>
  )
}
