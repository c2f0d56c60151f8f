import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { BillingProfile, SupplierAccount } from '@payload-types'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { cardOnFile, customerIdOf, type CardOnFile } from '@/lib/billing/card'
import type { CommissionInvoiceStatus } from '@/lib/billing/rules'
import { readBillingDetails } from '@/lib/billing/details'
import { monthLabel, parseMonth } from '@/lib/leads/rules'

// What `/account/billing` shows: the billing details, the card on file (from Stripe), the renewal switch, every
// commission invoice and package receipt of the listing, and the amount overdue. The invoices, receipts and details
// are read as the account (overrideAccess: false), so the collections' access decides what it sees.

export type BillingInvoice = {
  id: number
  number: string
  month: string
  monthLabel: string
  status: Exclude<CommissionInvoiceStatus, 'draft'>
  totalPence: number
  /** What is still owed: the total less credit notes while open or uncollectible, else 0. */
  owedPence: number
  dueDate: Date | null
  hostedInvoiceUrl: string | null
}

export type BillingReceipt = {
  id: number
  packageName: string
  amountPence: number
  status: 'paid' | 'refunded'
  paidAt: Date | null
}

export type BillingOverview = {
  details: BillingProfile | null
  card: CardOnFile | null
  /** Stripe is not configured or did not answer: the card cannot be shown or changed now. */
  cardUnavailable: boolean
  autoRenew: boolean
  invoices: BillingInvoice[]
  receipts: BillingReceipt[]
  overduePence: number
}

const asUser = (account: SupplierAccount) => ({ ...account, collection: SUPPLIER_ACCOUNTS_COLLECTION })

/** The account's listing's billing, as the account may see it. */
export async function billingOverview(
  payload: Payload,
  stripe: Stripe | null,
  account: SupplierAccount,
  supplierId: number,
  now: Date = new Date(),
): Promise<BillingOverview> {
  const user = asUser(account)
  const [details, invoiceDocs, orderDocs] = await Promise.all([
    readBillingDetails(payload, account),
    payload.find({
      collection: 'commission-invoices',
      where: { status: { not_equals: 'draft' } },
      sort: '-month',
      depth: 0,
      limit: 120,
      pagination: false,
      user,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'orders',
      where: { status: { in: ['paid', 'refunded'] } },
      sort: '-paidAt',
      depth: 0,
      limit: 200,
      pagination: false,
      user,
      overrideAccess: false,
      select: { packageName: true, amount: true, status: true, paidAt: true },
    }),
  ])
  const invoices: BillingInvoice[] = invoiceDocs.docs.flatMap((row) => {
    if (row.status === 'draft') return []
    const credited = (row.lines ?? []).filter((l) => l.creditNoteId).reduce((t, l) => t + l.amount, 0)
    const owes = row.status === 'open' || row.status === 'uncollectible'
    const month = parseMonth(row.month)
    return [
      {
        id: row.id,
        number: row.number ?? '',
        month: row.month,
        monthLabel: month ? monthLabel(month) : row.month,
        status: row.status,
        totalPence: row.totalPence,
        owedPence: owes ? Math.max(0, row.totalPence - credited) : 0,
        dueDate: row.dueDate ? new Date(row.dueDate) : null,
        hostedInvoiceUrl: row.hostedInvoiceUrl ?? null,
      },
    ]
  })
  const overduePence = invoices
    .filter((i) => i.status === 'uncollectible' || (i.dueDate !== null && i.dueDate.getTime() < now.getTime()))
    .reduce((t, i) => t + i.owedPence, 0)
  const receipts: BillingReceipt[] = orderDocs.docs.map((o) => ({
    id: o.id,
    packageName: o.packageName,
    amountPence: o.amount,
    status: o.status === 'refunded' ? 'refunded' : 'paid',
    paidAt: o.paidAt ? new Date(o.paidAt) : null,
  }))
  let card: CardOnFile | null = null
  let cardUnavailable = stripe === null
  if (stripe) {
    try {
      card = await cardOnFile(stripe, await customerIdOf(payload, supplierId))
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Stripe could not be asked for the card on file', supplierId })
      cardUnavailable = true
    }
  }
  return {
    details,
    card,
    cardUnavailable,
    autoRenew: details?.autoRenew === true,
    invoices,
    receipts,
    overduePence,
  }
}
