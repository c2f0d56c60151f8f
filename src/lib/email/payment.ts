import { formatPence } from '@/lib/leads/commission'
import { renderEmail, type EmailMessage } from '@/lib/email/message'

export type PaidOrderDetails = {
  orderId: number
  packageName: string
  amountPence: number
  customerEmail: string | null
  brand: string
  adminUrl: string
  /** The receipt page in the supplier's portal, once the order belongs to an account. */
  receiptUrl?: string | null
  /** '1 June 2026 to 1 June 2027', when the payment started an entitlement. */
  period?: string | null
  /** Why the payment delivered nothing and waits for staff (the staff notice says what to do). */
  unassigned?: 'address-has-account' | null
}

/** The buyer's receipt for a listing package. */
export function paymentReceiptEmail(order: PaidOrderDetails): Promise<EmailMessage> {
  return renderEmail(`Payment received: ${order.packageName} | ${order.brand}`, [
    `Thank you for your payment of ${formatPence(order.amountPence)} for the ${order.packageName} listing package.`,
    'Your listing will be processed shortly.',
    `Order reference: ${order.orderId}`,
    ...(order.period ? [{ label: 'Period', value: order.period }] : []),
    ...(order.receiptUrl ? [{ label: 'Your receipt', value: order.receiptUrl }] : []),
    order.brand,
  ])
}

/** The staff notice that a listing package has been paid for. */
export function paymentStaffNoticeEmail(order: PaidOrderDetails): Promise<EmailMessage> {
  return renderEmail(`New listing payment: ${order.packageName} (${formatPence(order.amountPence)})`, [
    `A listing package has been paid for: ${order.packageName}, ${formatPence(order.amountPence)}.`,
    `Customer e-mail: ${order.customerEmail ?? 'not given'}`,
    ...(order.unassigned === 'address-has-account'
      ? [
          "Action needed: this was a new supplier's application, but its e-mail address " +
            'already has a supplier account, so no account or listing was created and the package ' +
            'was not applied. Its owner was e-mailed when the form was sent. Contact them: apply ' +
            'the package to their listing if they paid, or refund the payment.',
        ]
      : []),
    `Order ${order.orderId}: ${order.adminUrl}`,
  ])
}
