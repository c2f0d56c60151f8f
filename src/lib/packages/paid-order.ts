import type { Payload, PayloadRequest } from 'payload'

import { formatLongDate } from '@/lib/dates'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { paymentReceiptEmail, paymentStaffNoticeEmail, type PaidOrderDetails } from '@/lib/email/payment'
import { emailSiteFacts } from '@/lib/email/site-facts'
import type { PaidOrder } from '@/lib/fulfilment/paid-order'
import { fulfilPaidOrder, type Fulfilment } from '@/lib/packages/fulfil'
import { queueWelcomeEmail } from '@/lib/packages/welcome'
import { revalidateCollection } from '@/lib/platform/revalidate'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'

/**
 * What a just-paid order delivers, run by the payment's webhook inside the transaction whose conditional UPDATE
 * marked the order paid (so it happens exactly once, or not at all): the account, draft listing and entitlement
 * (`fulfilPaidOrder`), then the receipt, the staff notice and any welcome e-mail, queued in the same transaction.
 */
export async function deliverPaidOrder(payload: Payload, req: PayloadRequest, order: PaidOrder): Promise<Fulfilment> {
  const fulfilment = await fulfilPaidOrder(payload, req, order)
  const { brand, staffEmail } = await emailSiteFacts(payload, req)
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
    await queueWelcomeEmail(payload, req, {
      to: fulfilment.accountEmail,
      welcome: fulfilment.welcome,
      packageName: order.packageName,
      idempotencyKey: emailIdempotencyKey('order', order.id, 'welcome'),
    })
  }
  if (staffEmail) {
    await queueEmail(
      { payload, req },
      {
        to: staffEmail,
        ...(await paymentStaffNoticeEmail(details)),
        idempotencyKey: emailIdempotencyKey('order', order.id, 'staff-notice'),
      },
    )
  }
  return fulfilment
}

/** After the COMMIT of a delivery: cards, profiles and the Featured row show a new entitlement. */
export function paidOrderDelivered(payload: Payload, fulfilment: Fulfilment): void {
  if (fulfilment.entitlement) revalidateCollection('entitlements', payload.logger)
}
