import { formatPence } from '@/lib/commission'

export type PaymentEmail = { subject: string; text: string; html: string }

export type PaidOrderDetails = {
  orderId: number
  packageName: string
  amountPence: number
  customerEmail: string | null
  brand: string
  adminUrl: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch)
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
}

/** The buyer's receipt for a listing package. */
export function paymentReceiptEmail(order: PaidOrderDetails): PaymentEmail {
  const lines = [
    `Thank you for your payment of ${formatPence(order.amountPence)} for the ${order.packageName} listing package.`,
    'Your listing will be processed shortly.',
    `Order reference: ${order.orderId}`,
    `${order.brand}`,
  ]
  return { subject: `Payment received: ${order.packageName} | ${order.brand}`, text: lines.join('\n\n'), html: paragraphs(lines) }
}

/** The staff notice that a listing package has been paid for. */
export function paymentStaffNoticeEmail(order: PaidOrderDetails): PaymentEmail {
  const lines = [
    `A listing package has been paid for: ${order.packageName}, ${formatPence(order.amountPence)}.`,
    `Customer e-mail: ${order.customerEmail ?? 'not given'}`,
    `Order ${order.orderId}: ${order.adminUrl}`,
  ]
  return { subject: `New listing payment: ${order.packageName} (${formatPence(order.amountPence)})`, text: lines.join('\n\n'), html: paragraphs(lines) }
}
