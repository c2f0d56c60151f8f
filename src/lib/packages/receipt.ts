import type { Payload } from 'payload'

import type { SupplierAccount } from '@payload-types'
import { formatLongDate, ukDay, UK_TIME_ZONE } from '@/lib/dates'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'
import { formatPence } from '@/lib/leads/commission'
import { receiptNumber } from '@/lib/packages/terms'
import { formatVatRate } from '@/lib/vat'

// A paid order's receipt, for the page and its PDF alike. When the order was charged by a VAT-registered seller (its
// VAT was fixed when Checkout started) it is a full VAT invoice as HMRC requires: a sequential number, the date and
// time of supply, the seller's name, address and VAT number, the customer's name and address, the description,
// quantity, unit price excluding VAT, rate, VAT and total. Otherwise it is a plain receipt, with no VAT shown.

export type ReceiptLine = {
  description: string
  quantity: number
  unitNet: string
  rate: string
  vat: string
  total: string
}

export type ReceiptDocument = {
  orderId: number
  title: 'VAT invoice' | 'Receipt'
  seller: { name: string; address: string[]; companyNumber: string | null; vatNumber: string | null }
  /** The customer's name and address (VAT invoices). */
  customer: { name: string; address: string[] } | null
  /** Label and value pairs, in order (number, dates, package, period, amounts). */
  rows: Array<[string, string]>
  /** The invoice's one line (VAT invoices only). */
  lines: ReceiptLine[]
}

/** A VAT invoice's number, from the sequence: VAT-000001. */
export function vatInvoiceNumber(sequence: number): string {
  return `VAT-${String(sequence).padStart(6, '0')}`
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** '15 April 2025, 14:05 (UK time)': the day and time in the UK. */
export function ukDateTime(instant: Date): string {
  return `${formatLongDate(ukDay(instant).iso)}, ${UK_TIME.format(instant)} (UK time)`
}

const linesOf = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

/** Who the order was sold to: the listing's billing profile, else the listing (or the application) and its city. */
async function customerOf(
  payload: Payload,
  order: { supplier?: unknown; application?: { businessName?: string | null; city?: string | null } | null },
): Promise<{ name: string; address: string[] } | null> {
  const supplierId =
    typeof order.supplier === 'number'
      ? order.supplier
      : order.supplier && typeof order.supplier === 'object' && 'id' in order.supplier
        ? Number(order.supplier.id)
        : null
  if (supplierId !== null) {
    // The order was read with the account's own access: its listing's profile and name are the account's to see.
    const profiles = await payload.find({
      collection: 'billing-profiles',
      where: { supplier: { equals: supplierId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const profile = profiles.docs[0]
    if (profile) {
      return {
        name: profile.name,
        address: [profile.addressLine1, profile.addressLine2, profile.town, profile.postcode].filter((x): x is string =>
          Boolean(x?.trim()),
        ),
      }
    }
    const supplier = await payload.findByID({
      collection: 'suppliers',
      id: supplierId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { name: true, location: true },
    })
    if (supplier) return { name: supplier.name, address: linesOf(supplier.location) }
  }
  const application = order.application
  return application?.businessName ? { name: application.businessName, address: linesOf(application.city) } : null
}

/** The receipt of a paid (or since refunded) order, read as `account` (another listing's order is null). */
export async function receiptForAccount(
  payload: Payload,
  account: SupplierAccount,
  orderId: number,
): Promise<ReceiptDocument | null> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) return null
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    user: account,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!order || (order.status !== 'paid' && order.status !== 'refunded') || !order.paidAt) return null
  const [settings, entitlements] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.find({
      collection: 'entitlements',
      where: { order: { equals: order.id } },
      depth: 0,
      limit: 1,
      pagination: false,
      user: account,
      overrideAccess: false,
      select: { startsAt: true, endsAt: true },
    }),
  ])
  const entitlement = entitlements.docs[0]
  const seller = settings.seller
  const period = entitlement
    ? `${formatLongDate(new Date(entitlement.startsAt))} to ${formatLongDate(new Date(entitlement.endsAt))}`
    : '—'
  const vat = order.vatInvoice
  const isVatInvoice =
    typeof vat?.number === 'number' && typeof vat.rate === 'number' && typeof vat.netAmount === 'number'
  const sellerOf = (vatNumber: string | null) => ({
    name: seller?.legalName || settings.brandName || BRAND_FALLBACK,
    address: linesOf(seller?.address),
    companyNumber: seller?.companyNumber || null,
    vatNumber,
  })
  const refunded: Array<[string, string]> =
    order.status === 'refunded' && order.refundedAt ? [['Refunded', formatLongDate(new Date(order.refundedAt))]] : []

  if (!isVatInvoice) {
    return {
      orderId: order.id,
      title: 'Receipt',
      seller: sellerOf(null),
      customer: null,
      rows: [
        ['Receipt number', receiptNumber(order.id)],
        ['Date', formatLongDate(new Date(order.paidAt))],
        ['Package', order.packageName],
        ['Period', period],
        ['Amount paid', formatPence(order.amount)],
        ...refunded,
      ],
      lines: [],
    }
  }
  const net = vat.netAmount as number
  const tax = order.amount - net
  const rate = formatVatRate(vat.rate as number)
  return {
    orderId: order.id,
    title: 'VAT invoice',
    seller: sellerOf(vat.sellerVatNumber || null),
    customer: await customerOf(payload, order),
    rows: [
      ['VAT invoice number', vatInvoiceNumber(vat.number as number)],
      ['Receipt number', receiptNumber(order.id)],
      ['Date and time of supply', ukDateTime(new Date(order.paidAt))],
      ['Period', period],
      ['Total excluding VAT', formatPence(net)],
      [`VAT at ${rate}`, formatPence(tax)],
      ['Total paid', formatPence(order.amount)],
      ...refunded,
    ],
    lines: [
      {
        description: `${order.packageName} listing package`,
        quantity: 1,
        unitNet: formatPence(net),
        rate,
        vat: formatPence(tax),
        total: formatPence(order.amount),
      },
    ],
  }
}
