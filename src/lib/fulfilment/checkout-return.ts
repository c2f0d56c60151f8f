import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { fulfilPaidCheckout } from '@/lib/fulfilment/fulfil-checkout'
import { formatPence } from '@/lib/leads/commission'
import { packageSummary } from '@/lib/packages/describe'
import { paidOrderOfSession } from '@/lib/packages/orders-sql'
import { receiptNumber, type PackageTier, type Placement } from '@/lib/packages/terms'
import { retrieveReturnedCheckout } from '@/lib/payments/checkout-return'
import { getStripe } from '@/lib/payments/stripe'
import { UK_TIME_ZONE } from '@/lib/dates'

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
})

/** What the page Checkout returns to shows, decided on the server for the session id in its address. */
export type CheckoutReturnView =
  /** Not a session id, one Stripe does not know, or a session that is no order of ours: a clear 404. */
  | { state: 'not-found' }
  /** Stripe knows the session, but it is not paid (yet): nothing is fulfilled or shown. */
  | { state: 'unpaid' }
  /** Stripe could not be asked (not configured, or failing): nothing is shown; the webhook still fulfils. */
  | { state: 'unavailable' }
  | {
      state: 'paid'
      order: {
        reference: string
        packageName: string
        amount: string
        /** The UK day of the payment: '25 November 2026'. */
        paidOn: string
        /** What the package buys, when it still exists. */
        summary: string[]
        /** Bought through the application: its account's set-password link was e-mailed. */
        fromApplication: boolean
      }
    }

/**
 * The return from Checkout (Stripe's recommended pattern): retrieve the session from Stripe and, when Stripe says it is
 * paid, run the same idempotent fulfilment as the webhook, so a buyer never waits for a delayed event. It then shows
 * only the paid order of exactly that session. The view never depends on what the payment created, so it says nothing
 * of whether the application's address already had an account.
 */
export async function returnFromCheckout(
  payload: Payload,
  sessionId: string,
  stripe: Stripe | null = getStripe(payload.logger),
): Promise<CheckoutReturnView> {
  if (!stripe) return { state: 'unavailable' }
  let returned: Awaited<ReturnType<typeof retrieveReturnedCheckout>>
  try {
    returned = await retrieveReturnedCheckout(stripe, sessionId)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Stripe could not be asked about a returning Checkout Session' })
    return { state: 'unavailable' }
  }
  if (returned.state !== 'paid') return returned
  const result = await fulfilPaidCheckout(payload, returned.paid)
  if (result.outcome === 'paid')
    payload.logger.info({ msg: 'Order paid on the return from Checkout', orderId: result.orderId })
  if (result.outcome === 'unknown-session') {
    payload.logger.warn({ msg: 'A paid Checkout Session came back with no matching order', sessionId })
    return { state: 'not-found' }
  }
  const order = await paidOrderOfSession(payload, returned.paid.sessionId)
  if (!order) return { state: 'not-found' }
  const pkg =
    order.packageId === null
      ? null
      : await payload.findByID({
          collection: 'packages',
          id: order.packageId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  return {
    state: 'paid',
    order: {
      reference: receiptNumber(order.id),
      packageName: order.packageName,
      amount: formatPence(order.amount),
      paidOn: UK_DATE.format(order.paidAt),
      summary: pkg
        ? packageSummary({
            tier: pkg.tier as PackageTier,
            periodMonths: pkg.periodMonths,
            badgeLabel: pkg.badgeLabel,
            placement: (pkg.placement ?? null) as Placement | null,
            freeBonuses: pkg.freeBonuses,
          })
        : [],
      fromApplication: order.fromApplication,
    },
  }
}
