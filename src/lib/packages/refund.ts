import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { formatPence } from '@/lib/leads/commission'
import { runSql, withTransaction } from '@/lib/platform/db'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { packageRefundedEmail } from '@/lib/email/packages'
import {
  orderOfPayment,
  orderStatus,
  recordPaymentOfPaidOrder,
  refundPaidOrderRow,
  refundPendingOrder,
} from '@/lib/packages/orders-sql'
import { receiptNumber } from '@/lib/packages/terms'
import { revalidateCollection } from '@/lib/platform/revalidate'
import { emailSiteFacts } from '@/lib/email/site-facts'

export type RefundResult =
  | { outcome: 'refunded'; orderId: number; entitlementsEnded: number }
  | { outcome: 'refunded-before-payment'; orderId: number }
  | { outcome: 'already-refunded' }
  | { outcome: 'unknown-payment' }

/** A full refund of a payment (payments read it from Stripe's charge.refunded). */
export type Refund = { paymentIntent: string; amountRefunded: number }

/** The checkout that took a payment, asked of the payment provider when its completion has not reached us yet. */
export type FindCheckoutOfPayment = (paymentIntent: string) => Promise<{ sessionId: string; orderId: number } | null>

/** Thrown when the payment's order is still being paid: a 5xx makes Stripe deliver the refund again later. */
class RefundRaced extends Error {}

/**
 * A full refund of a package payment, exactly once: the paid order becomes refunded, its entitlement ends and the
 * account is e-mailed, in one transaction. A refund that arrives before the payment's checkout.session.completed
 * marks the still-pending order refunded, so the late completion delivers nothing.
 */
export async function refundOrder(
  payload: Payload,
  refund: Refund,
  checkoutOfPayment: FindCheckoutOfPayment,
): Promise<RefundResult> {
  const paidRefund = await withTransaction(payload, async (req) => {
    const order = await refundPaidOrderRow(payload, req, refund.paymentIntent)
    if (!order) return null
    const ended = await runSql(
      payload,
      sql`UPDATE entitlements SET status = 'ended', end_reason = 'refunded', ended_at = now(), updated_at = now()
          WHERE order_id = ${order.id} AND status = 'active' RETURNING id`,
      req,
    )
    const account =
      order.account_id === null
        ? null
        : await payload.findByID({
            collection: SUPPLIER_ACCOUNTS_COLLECTION,
            id: order.account_id,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req,
            select: { email: true },
          })
    const to = account?.email ?? order.customer_email
    if (to) {
      const { brand } = await emailSiteFacts(payload, req)
      await queueEmail(
        { payload, req },
        {
          to,
          ...(await packageRefundedEmail({
            packageName: order.package_name,
            amount: formatPence(refund.amountRefunded || order.amount),
            receiptNumber: receiptNumber(order.id),
            brand,
          })),
          idempotencyKey: emailIdempotencyKey('order', order.id, 'refund'),
        },
      )
    }
    return { orderId: order.id, entitlementsEnded: ended.rows.length }
  })
  if (paidRefund) {
    if (paidRefund.entitlementsEnded > 0) revalidateCollection('entitlements', payload.logger)
    return { outcome: 'refunded', ...paidRefund }
  }

  const known = await orderOfPayment(payload, refund.paymentIntent)
  if (known?.status === 'refunded') return { outcome: 'already-refunded' }
  if (known) throw new RefundRaced(`Order ${known.id} is ${known.status}; the refund is applied on redelivery`)
  return refundBeforePayment(payload, refund, checkoutOfPayment)
}

/** The checkout whose payment was refunded, asked of Stripe, when the completion has not reached us yet. */
async function refundBeforePayment(
  payload: Payload,
  refund: Refund,
  checkoutOfPayment: FindCheckoutOfPayment,
): Promise<RefundResult> {
  const checkout = await checkoutOfPayment(refund.paymentIntent)
  if (!checkout) {
    payload.logger.warn({ msg: 'A refunded payment matches no order of ours', paymentIntent: refund.paymentIntent })
    return { outcome: 'unknown-payment' }
  }
  const { orderId } = checkout
  const paid = { ...checkout, paymentIntent: refund.paymentIntent }
  // An order paid before payments were recorded on orders: record it, then refund it as any paid order.
  if (await recordPaymentOfPaidOrder(payload, paid)) return refundOrder(payload, refund, checkoutOfPayment)
  if (await refundPendingOrder(payload, paid)) return { outcome: 'refunded-before-payment', orderId }
  const status = await orderStatus(payload, orderId)
  if (status === 'refunded') return { outcome: 'already-refunded' }
  if (status === 'paid')
    throw new RefundRaced(`Order ${orderId} was paid meanwhile; the refund is applied on redelivery`)
  return { outcome: 'unknown-payment' }
}
