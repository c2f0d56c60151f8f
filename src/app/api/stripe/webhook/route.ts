import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { cardSetupFromEvent, storeCardOfSetup } from '@/lib/billing/card'
import { applyInvoiceEvent } from '@/lib/billing/events'
import { fulfilPaidCheckout } from '@/lib/fulfilment/fulfil-checkout'
import { fulfilChargedOrder } from '@/lib/fulfilment/renewal'
import { refundOrder } from '@/lib/packages/refund'
import { getPayloadClient } from '@/lib/platform/payload'
import { chargedOrderFromEvent, paidCheckoutFromEvent, refundedChargeFromEvent } from '@/lib/payments/events'
import { getStripe, stripeWebhooks, warnOnce } from '@/lib/payments/stripe'
import { checkoutOfPayment } from '@/lib/payments/webhook'

export const dynamic = 'force-dynamic'

// Checkout events are a few kilobytes; refuse anything far larger before verifying it.
const MAX_BODY_BYTES = 512 * 1024

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * Applies a verified Stripe event: a paid checkout is fulfilled as on the buyer's return (`fulfilPaidCheckout`), a
 * refund ends what it bought (payments find the refunded payment's checkout, the package domain ends it), a commission
 * invoice's event moves its record (`applyInvoiceEvent`, once whatever the order or repeats), a setup-mode Checkout
 * makes its card the customer's default (`storeCardOfSetup`, once), an automatic renewal's succeeded charge delivers
 * its order (`fulfilChargedOrder`, once). A renewal's failed charge is the renewal job's to tell (it has the answer).
 * Event types this site does not use are acknowledged and ignored.
 */
async function applyStripeEvent(payload: Payload, event: Stripe.Event): Promise<{ outcome: string } | null> {
  const setup = cardSetupFromEvent(event)
  if (setup) {
    const stripe = getStripe(payload.logger)
    if (!stripe) throw new Error('A card on file cannot be stored: Stripe is not configured')
    const outcome = await storeCardOfSetup(payload, stripe, setup)
    payload.logger.info({ msg: 'Card on file event applied', outcome, eventId: event.id })
    return { outcome }
  }
  const charged = chargedOrderFromEvent(event)
  if (charged) {
    const result = await fulfilChargedOrder(payload, charged)
    payload.logger.info({ msg: 'Automatic renewal payment applied', outcome: result.outcome, eventId: event.id })
    return result
  }
  const invoice = await applyInvoiceEvent(payload, event)
  if (invoice) {
    payload.logger.info({ msg: 'Commission invoice event applied', outcome: invoice.outcome, eventId: event.id })
    return invoice
  }
  const refund = refundedChargeFromEvent(event)
  if (refund) {
    const result = await refundOrder(payload, refund, (paymentIntent) => checkoutOfPayment(payload, paymentIntent))
    payload.logger.info({ msg: 'Refund applied', outcome: result.outcome, eventId: event.id })
    return result
  }
  const paid = paidCheckoutFromEvent(event)
  if (!paid) return null
  const result = await fulfilPaidCheckout(payload, paid)
  if (result.outcome === 'paid') {
    payload.logger.info({ msg: 'Order paid', orderId: result.orderId, eventId: event.id })
  }
  if (result.outcome === 'unknown-session')
    payload.logger.warn({
      msg: 'Stripe reported a paid Checkout Session with no matching order',
      sessionId: paid.sessionId,
      eventId: event.id,
    })
  return result
}

/** Stripe's signed event deliveries: verified against STRIPE_WEBHOOK_SECRET, applied exactly once. */
export async function POST(req: Request): Promise<Response> {
  const secret = process.env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secret) {
    warnOnce(
      console,
      'webhook-secret',
      'Stripe webhooks are not configured: set STRIPE_WEBHOOK_SECRET so paid orders are recorded.',
    )
    return answer(503, { error: 'Webhooks are not configured' })
  }
  const signature = req.headers.get('stripe-signature')
  if (!signature) return answer(400, { error: 'Missing Stripe-Signature header' })
  const declaredLength = Number(req.headers.get('content-length') ?? 0)
  if (declaredLength > MAX_BODY_BYTES) return answer(413, { error: 'Payload too large' })
  const raw = await req.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return answer(413, { error: 'Payload too large' })

  let event: Stripe.Event
  try {
    // Default tolerance: signatures older than 300 s are refused, so a captured delivery cannot be replayed later.
    event = stripeWebhooks().constructEvent(raw, signature, secret)
  } catch {
    return answer(400, { error: 'Invalid signature' })
  }

  const payload = await getPayloadClient()
  try {
    const result = await applyStripeEvent(payload, event)
    return answer(200, { received: true, ...(result ? { outcome: result.outcome } : {}) })
  } catch (error) {
    // A 5xx makes Stripe deliver the event again later; the conditional update keeps that safe.
    payload.logger.error({
      err: error,
      msg: 'Stripe webhook could not be applied',
      eventId: event.id,
      type: event.type,
    })
    return answer(500, { error: 'Could not apply the event' })
  }
}
