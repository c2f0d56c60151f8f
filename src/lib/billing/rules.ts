import { ukDay } from '@/lib/dates'

// The rules of commission invoices, pure: which month a run bills, the keys that make every Stripe call happen once,
// the order of an invoice's states, and when an unpaid invoice pauses a listing's leads.

/** Site-setting default: commission invoices are due this many days after they are sent. */
export const DEFAULT_INVOICE_DAYS_UNTIL_DUE = 14
/** An invoice still unpaid this many days after its due date pauses the listing's new leads. */
export const UNPAID_PAUSE_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

export const COMMISSION_INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const
export type CommissionInvoiceStatus = (typeof COMMISSION_INVOICE_STATUSES)[number]

export type BillingMonth = { year: number; month: number }

/** The UK month before the one `now` falls in (at 00:30 BST on 1 July, that is June). */
export function previousUkMonth(now: Date): BillingMonth {
  const { year, month } = ukDay(now)
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 }
}

/** '2026-10'. */
export const monthKey = ({ year, month }: BillingMonth): string => `${year}-${String(month).padStart(2, '0')}`

/** The idempotency keys of one supplier's month: the same call is the same key in every runner and retry. */
export const billingKeys = (supplierId: number, month: string) => ({
  customer: `ecobuild-customer-${supplierId}`,
  invoice: `ecobuild-invoice-${supplierId}-${month}`,
  item: (connectionId: number) => `ecobuild-invoice-item-${supplierId}-${month}-${connectionId}`,
  finalize: `ecobuild-invoice-finalize-${supplierId}-${month}`,
})

/** A late void's credit note: one per invoiced connection. */
export const creditNoteKey = (connectionId: number) => `ecobuild-credit-note-${connectionId}`

/**
 * Where each state may go: forward only, and paid or void are final (an event for an earlier state, delivered late,
 * changes nothing).
 */
const NEXT: Record<CommissionInvoiceStatus, readonly CommissionInvoiceStatus[]> = {
  draft: ['open', 'paid', 'uncollectible', 'void'],
  open: ['paid', 'uncollectible', 'void'],
  uncollectible: ['paid', 'void'],
  paid: [],
  void: [],
}

/** The states an invoice may be in to move to `to`. */
export function statesBefore(to: CommissionInvoiceStatus): CommissionInvoiceStatus[] {
  return (Object.keys(NEXT) as CommissionInvoiceStatus[]).filter((from) => NEXT[from].includes(to))
}

/** An unpaid invoice due at `dueDate` pauses leads from this instant on. */
export const pausesLeadsFrom = (dueDate: Date): Date => new Date(dueDate.getTime() + UNPAID_PAUSE_DAYS * DAY_MS)

/** Whether an invoice in `status`, due at `dueDate`, pauses its listing's leads at `now`. */
export function pausesLeads(status: CommissionInvoiceStatus, dueDate: Date | null, now: Date): boolean {
  if (status !== 'open' && status !== 'uncollectible') return false
  return dueDate !== null && now.getTime() >= pausesLeadsFrom(dueDate).getTime()
}
