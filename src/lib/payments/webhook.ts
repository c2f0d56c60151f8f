import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { ACCOUNT_PATHS } from '@/lib/account/rules'
import { formatLongDate } from '@/lib/dates'
import { withTransaction } from '@/lib/db'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { packageWelcomeEmail } from '@/lib/email/packages'
import { paymentReceiptEmail, paymentStaffNoticeEmail, type PaidOrderDetails } from '@/lib/email/payment'
import { fulfilPaidOrder, WELCOME_LINK_DAYS, type Fulfilment } from '@/lib/packages/fulfil'
import { refundOrder, type RefundResult } from '@/lib/packages/refund'
import { paidCheckoutFromEvent, refundedChargeFromEvent, type PaidCheckout } from '@/lib/payments/events'
import { markOrderPaidRow, orderStatusForSession, type PaidOrderRow } from '@/lib/payments/orders-sql'
import { revalidateCollection } from '@/lib/revalidate'
import { BRAND_FALLBACK } from '@/lib/seo'
import { siteUrl } from '@/lib/site-url'

export type { PaidCheckout } from '@/lib/payments/events'

export type MarkOrderPaidResult =
  | { outcome: 'paid'; orderId: number; fulfilment: Fulfilment }
  | { outcome: 'already-paid' }
  | { outcome: 'already-refunded' }
  | { outcome: 'unknown-session' }

/**
 * Marks the checkout's order paid exactly once and, in the same transaction, delivers what it bought (account,
 * draft listing, entitlement) and queues the receipt, the staff notice and any welcome e-mail: duplicate,
 * concurrent and out-of-order deliveries find the order already paid (or refunded) and change nothing.
 */
export async function markOrderPaid(payload: Payload, paid: PaidCheckout): Promise<MarkOrderPaidResult> {
  const done = await withTransaction(payload, (req) => markPaidAndFulfil(payload, req, paid), {
    // Answering 5xx when the COMMIT was lost makes Stripe retry.
    confirm: async (marked) => !marked || (await orderStatusForSession(payload, paid.sessionId)) === 'paid',
  })
  if (done) {
    if (done.fulfilment.entitlement) revalidateCollection('entitlements', payload.logger)
    return { outcome: 'paid', orderId: done.order.id, fulfilment: done.fulfilment }
  }
  const status = await orderStatusForSession(payload, paid.sessionId)
  if (status === 'paid') return { outcome: 'already-paid' }
  return status === 'refunded' ? { outcome: 'already-refunded' } : { outcome: 'unknown-session' }
}

async function markPaidAndFulfil(
  payload: Payload,
  req: PayloadRequest,
  paid: PaidCheckout,
): Promise<{ order: PaidOrderRow; fulfilment: Fulfilment } | null> {
  const order = await markOrderPaidRow(payload, req, paid)
  if (!order) return null
  const fulfilment = await fulfilPaidOrder(payload, req, order)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  const brand = settings.brandName || BRAND_FALLBACK
  const details: PaidOrderDetails = {
    orderId: order.id,
    packageName: order.packageName,
    amountPence: order.amount,
    customerEmail: order.customerEmail,
    brand,
    adminUrl: `${siteUrl()}/admin/collections/orders/${order.id}`,
    receiptUrl: fulfilment.accountId !== null ? `${siteUrl()}${ACCOUNT_PATHS.receipts}/${order.id}` : null,
    period: fulfilment.entitlement
      ? `${formatLongDate(fulfilment.entitlement.startsAt)} to ${formatLongDate(fulfilment.entitlement.endsAt)}`
      : null,
    unassigned: fulfilment.unassigned,
  }
  // The account's address when the order belongs to one (the application's work e-mail), else what Stripe collected.
  const receiptTo = fulfilment.accountEmail ?? order.customerEmail
  if (receiptTo) {
    await queueEmail(
      { payload, req },
      {
        to: receiptTo,
        ...(await paymentReceiptEmail(details)),
        idempotencyKey: emailIdempotencyKey('order', order.id, 'receipt'),
      },
    )
  }
  if (fulfilment.welcome && fulfilment.accountEmail) {
    const setPasswordUrl = `${siteUrl()}${ACCOUNT_PATHS.resetPassword}?token=${fulfilment.welcome.token}`
    await queueEmail(
      { payload, req },
      {
        to: fulfilment.accountEmail,
        ...(await packageWelcomeEmail({
          ...fulfilment.welcome,
          packageName: order.packageName,
          setPasswordUrl,
          linkDays: WELCOME_LINK_DAYS,
          brand,
        })),
        idempotencyKey: emailIdempotencyKey('order', order.id, 'welcome'),
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
  return { order, fulfilment }
}

export type StripeEventResult =
  { handled: false } | ({ handled: true } & MarkOrderPaidResult) | ({ handled: true } & RefundResult)

/** Applies a verified Stripe event; event types this site does not use are acknowledged and ignored. */
export async function handleStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  options: { stripe?: Stripe | null } = {},
): Promise<StripeEventResult> {
  const refund = refundedChargeFromEvent(event)
  if (refund) {
    const result = await refundOrder(payload, refund, options)
    payload.logger.info({ msg: 'Refund applied', outcome: result.outcome, eventId: event.id })
    return { handled: true, ...result }
  }
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
