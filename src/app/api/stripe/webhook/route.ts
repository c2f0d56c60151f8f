import type Stripe from 'stripe'

import { getPayloadClient } from '@/lib/payload'
import { stripeWebhooks, warnOnce } from '@/lib/payments/stripe'
import { handleStripeEvent } from '@/lib/payments/webhook'

export const dynamic = 'force-dynamic'

// Checkout events are a few kilobytes; refuse anything far larger before verifying it.
const MAX_BODY_BYTES = 512 * 1024

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
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
    const result = await handleStripeEvent(payload, event)
    return answer(200, { received: true, ...(result.handled ? { outcome: result.outcome } : {}) })
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
