import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { withTransaction } from '@/lib/platform/db'
import type { ChargedOrder, PaidCheckout } from '@/lib/payments/events'
import type { PaidOrder } from '@/lib/fulfilment/paid-order'
import {
  assignVatInvoiceNumber,
  markChargedOrderPaidRow,
  markOrderPaidRow,
  orderStatusById,
  orderStatusForSession,
} from '@/lib/payments/orders-sql'
import { getStripe } from '@/lib/payments/stripe'

export type { PaidCheckout } from '@/lib/payments/events'

export type MarkOrderPaidResult<T> =
  | { outcome: 'paid'; orderId: number; delivered: T }
  | { outcome: 'already-paid' }
  | { outcome: 'already-refunded' }
  | { outcome: 'unknown-session' }

/** The hook point of a paid order: what it delivers, run in the transaction that marked it paid. */
export type DeliverPaidOrder<T> = (req: PayloadRequest, order: PaidOrder) => Promise<T>

/**
 * Marks the checkout's order paid exactly once (one conditional UPDATE) and, in the same transaction, runs `deliver`
 * (what the order bought, and its e-mails): duplicate, concurrent and out-of-order deliveries find the order already
 * paid (or refunded) and change nothing. Payments know orders, not what they buy: the caller hands `deliver` in.
 */
export async function markOrderPaid<T>(
  payload: Payload,
  paid: PaidCheckout,
  deliver: DeliverPaidOrder<T>,
): Promise<MarkOrderPaidResult<T>> {
  const done = await withTransaction(
    payload,
    async (req) => {
      const order = await markOrderPaidRow(payload, req, paid)
      if (!order) return null
      // The VAT invoice's number is taken in this transaction, so it exists exactly when the order is paid.
      await assignVatInvoiceNumber(payload, req, order.id)
      return { order, delivered: await deliver(req, order) }
    },
    {
      // Answering 5xx when the COMMIT was lost makes Stripe retry.
      confirm: async (marked) => !marked || (await orderStatusForSession(payload, paid.sessionId)) === 'paid',
    },
  )
  if (done) return { outcome: 'paid', orderId: done.order.id, delivered: done.delivered }
  const status = await orderStatusForSession(payload, paid.sessionId)
  if (status === 'paid') return { outcome: 'already-paid' }
  return status === 'refunded' ? { outcome: 'already-refunded' } : { outcome: 'unknown-session' }
}

/**
 * The off-session charge's order marked paid exactly once (one conditional UPDATE from pending), delivering it in the
 * same transaction: the charge's own answer and any number of `payment_intent.succeeded` deliveries, in any order,
 * deliver it once.
 */
export async function markChargedOrderPaid<T>(
  payload: Payload,
  charged: ChargedOrder,
  deliver: DeliverPaidOrder<T>,
): Promise<MarkOrderPaidResult<T>> {
  const done = await withTransaction(
    payload,
    async (req) => {
      const order = await markChargedOrderPaidRow(payload, req, charged)
      if (!order) return null
      // A renewal's receipt is a VAT invoice as a Checkout's is: its number taken in this transaction.
      await assignVatInvoiceNumber(payload, req, order.id)
      return { order, delivered: await deliver(req, order) }
    },
    { confirm: async (marked) => !marked || (await orderStatusById(payload, charged.orderId)) === 'paid' },
  )
  if (done) return { outcome: 'paid', orderId: done.order.id, delivered: done.delivered }
  const status = await orderStatusById(payload, charged.orderId)
  if (status === 'paid') return { outcome: 'already-paid' }
  return status === 'refunded' ? { outcome: 'already-refunded' } : { outcome: 'unknown-session' }
}

/**
 * The checkout (its session and our order id) whose payment Stripe reports, asked of Stripe: for a refund that
 * arrives before the payment's completion. Null when no checkout of ours took that payment.
 */
export async function checkoutOfPayment(
  payload: Payload,
  paymentIntent: string,
  stripe: Stripe | null = getStripe(payload.logger),
): Promise<{ sessionId: string; orderId: number } | null> {
  if (!stripe) throw new Error('A refund of an unknown payment cannot be looked up: Stripe is not configured')
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
  const session = sessions.data[0]
  const orderId = Number(session?.metadata?.orderId ?? session?.client_reference_id ?? NaN)
  if (!session || !Number.isSafeInteger(orderId)) return null
  return { sessionId: session.id, orderId }
}
