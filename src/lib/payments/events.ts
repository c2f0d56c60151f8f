import type Stripe from 'stripe'

export type PaidCheckout = {
  sessionId: string
  /** From the session's metadata: finds the order even if its session id was never stored. */
  orderId: number | null
  customerEmail: string | null
  /** What Stripe charged, in pence. */
  amountTotal: number | null
  /** The payment's id, which a later charge.refunded names. */
  paymentIntent: string | null
}

function orderIdFrom(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.orderId ?? session.client_reference_id
  const id = raw ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The paid checkout an event reports, or null for events that do not mark an order paid: other types,
 * and completed sessions whose (delayed) payment has not succeeded yet.
 */
export function paidCheckoutFromEvent(event: Stripe.Event): PaidCheckout | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return null
  return paidCheckoutOfSession(event.data.object)
}

/** The paid checkout a Checkout Session is (from an event, or retrieved on the buyer's return), or null while unpaid. */
export function paidCheckoutOfSession(session: Stripe.Checkout.Session): PaidCheckout | null {
  if (session.payment_status !== 'paid') return null
  return {
    sessionId: session.id,
    orderId: orderIdFrom(session),
    customerEmail: session.customer_details?.email ?? null,
    amountTotal: session.amount_total,
    paymentIntent: idOf(session.payment_intent),
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

export type RefundedCharge = { paymentIntent: string; chargeId: string; amountRefunded: number }

/** The fully refunded payment a charge.refunded event reports; null for other events and partial refunds. */
export function refundedChargeFromEvent(event: Stripe.Event): RefundedCharge | null {
  if (event.type !== 'charge.refunded') return null
  const charge = event.data.object
  const paymentIntent = idOf(charge.payment_intent)
  if (!charge.refunded || !paymentIntent) return null
  return { paymentIntent, chargeId: charge.id, amountRefunded: charge.amount_refunded }
}

/** The metadata key of an off-session charge's order (an automatic renewal), set when the charge is made. */
export const CHARGED_ORDER_METADATA = 'chargedOrderId'

export type ChargedOrder = { orderId: number; paymentIntent: string; amount: number }

/** The order a succeeded off-session PaymentIntent of ours paid (from an event or the charge's answer), or null. */
export function chargedOrderOf(intent: Stripe.PaymentIntent): ChargedOrder | null {
  if (intent.status !== 'succeeded') return null
  const id = Number(intent.metadata?.[CHARGED_ORDER_METADATA] ?? NaN)
  if (!Number.isSafeInteger(id) || id < 1) return null
  return { orderId: id, paymentIntent: intent.id, amount: intent.amount }
}

/** `payment_intent.succeeded` of an off-session charge of ours, or null. */
export function chargedOrderFromEvent(event: Stripe.Event): ChargedOrder | null {
  if (event.type !== 'payment_intent.succeeded') return null
  return chargedOrderOf(event.data.object)
}
