import { formatLongDate } from '@/lib/dates'
import { renderEmail, type EmailMessage } from '@/lib/email/message'
import { formatPence } from '@/lib/leads/commission'

export type InvoiceEmailDetails = {
  brand: string
  supplierName: string
  monthLabel: string
  number: string
  totalPence: number
  dueDate: Date
  /** The last 4 digits of the card on file it was charged to and paid with; null when it waits for payment. */
  chargedToCard?: string | null
  hostedInvoiceUrl: string
  statementUrl: string
}

/** The month's commission invoice: paid with the card on file, or the date it is due and the link to pay it. */
export function commissionInvoiceEmail(d: InvoiceEmailDetails): Promise<EmailMessage> {
  return renderEmail(`Commission invoice ${d.number} for ${d.monthLabel} | ${d.brand}`, [
    `Your commission invoice for ${d.monthLabel} is ready: ${formatPence(d.totalPence)} for ${d.supplierName}'s leads.`,
    { label: 'Invoice number', value: d.number },
    d.chargedToCard
      ? { label: 'Paid', value: `Charged to your card ending ${d.chargedToCard}: nothing more to do.` }
      : { label: 'Due by', value: formatLongDate(d.dueDate) },
    { label: d.chargedToCard ? 'View the invoice' : 'View and pay the invoice', value: d.hostedInvoiceUrl },
    { label: 'Your statement for the month', value: d.statementUrl },
    d.brand,
  ])
}

export type LeadsPausedDetails = {
  brand: string
  supplierName: string
  number: string
  amountPence: number
  dueDate: Date
  hostedInvoiceUrl: string
}

/** New leads stop for a listing whose invoice is 30 days overdue; paying it starts them again at once. */
export function leadsPausedEmail(d: LeadsPausedDetails): Promise<EmailMessage> {
  return renderEmail(`New leads paused: invoice ${d.number} is overdue | ${d.brand}`, [
    `Invoice ${d.number} (${formatPence(d.amountPence)}) was due on ${formatLongDate(d.dueDate)} and is still unpaid, ` +
      `so ${d.supplierName} receives no new leads for now. The listing stays in the directory.`,
    'New leads start again as soon as the invoice is paid.',
    { label: 'Pay the invoice', value: d.hostedInvoiceUrl },
    d.brand,
  ])
}
