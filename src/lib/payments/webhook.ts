import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { withTransaction } from '@/lib/db'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { paymentReceiptEmail, paymentStaffNoticeEmail, type PaidOrderDetails } from '@/lib/email/payment'
import { paidCheckoutFromEvent, type PaidCheckout } from '@/lib/payments/events'
import { markOrderPaidRow, orderStatusForSession, type PaidOrderRow } from '@/lib/payments/orders-sql'
import { BRAND_FALLBACK } from '@/lib/seo'
import { siteUrl } from '@/lib/site-url'

export type { PaidCheckout } from '@/lib/payments/events'

export type MarkOrderPaidResult =
  { outcome: 'paid'; orderId: number } | { outcome: 'already-paid' } | { outcome: 'unknown-session' }

/**
 * Marks the checkout's order paid exactly once and, in the same transaction, queues the buyer's receipt
 * and the staff notice: duplicate, concurrent and out-of-order deliveries find the order already paid.
 */
export async function markOrderPaid(payload: Payload, paid: PaidCheckout): Promise<MarkOrderPaidResult> {
  const order = await withTransaction(payload, (req) => markPaidAndQueueEmails(payload, req, paid), {
    // Answering 5xx when the COMMIT was lost makes Stripe retry.
    confirm: async (marked) => !marked || (await orderStatusForSession(payload, paid.sessionId)) === 'paid',
  })
  if (order) return { outcome: 'paid', orderId: order.id }
  const status = await orderStatusForSession(payload, paid.sessionId)
  return status === 'paid' ? { outcome: 'already-paid' } : { outcome: 'unknown-session' }
}

async function markPaidAndQueueEmails(
  payload: Payload,
  req: PayloadRequest,
  paid: PaidCheckout,
): Promise<PaidOrderRow | null> {
  const order = await markOrderPaidRow(payload, req, paid)
  if (!order) return null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  const details: PaidOrderDetails = {
    orderId: order.id,
    packageName: order.packageName,
    amountPence: order.amount,
    customerEmail: order.customerEmail,
    brand: settings.brandName || BRAND_FALLBACK,
    adminUrl: `${siteUrl()}/admin/collections/orders/${order.id}`,
  }
  if (order.customerEmail) {
    await queueEmail(
      { payload, req },
      {
        to: order.customerEmail,
        ...(await paymentReceiptEmail(details)),
        idempotencyKey: emailIdempotencyKey('order', order.id, 'receipt'),
      },
    )
  }
  if (settings.staffEmail) {
    await queueEmail(
      { payload, req },
      {
        to: settings.staffEmail,
        ...(await paymentStaffNoticeEmail(details)),
        idempotencyKey: emailIdempotencyKey('order', order.id, 'staff-notice'),
      },
    )
  }
  return order
}

export type StripeEventResult = { handled: false } | ({ handled: true } & MarkOrderPaidResult)

/** Applies a verified Stripe event; event types this site does not use are acknowledged and ignored. */
export async function handleStripeEvent(payload: Payload, event: Stripe.Event): Promise<StripeEventResult> {
  const paid = paidCheckoutFromEvent(event)
  if (!paid) return { handled: false }
  const result = await markOrderPaid(payload, paid)
  if (result.outcome === 'paid') payload.logger.info({ msg: 'Order paid', orderId: result.orderId, eventId: event.id })
  if (result.outcome === 'unknown-session')
    payload.logger.warn({
      msg: 'Stripe reported a paid Checkout Session with no matching order',
      sessionId: paid.sessionId,
      eventId: event.id,
    })
  return { handled: true, ...result }
}
