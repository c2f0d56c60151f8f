import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'
import type { CommissionInvoice } from '@payload-types'

import { listingAccountEmails } from '@/lib/account/listing-accounts'
import { cardOnFile } from '@/lib/billing/card-on-file'
import {
  claimPausedNotices,
  lateVoids,
  recordCreditNote,
  recordFinalised,
  recordInvoiceVat,
  suppliersToInvoice,
} from '@/lib/billing/billing-sql'
import {
  billingKeys,
  creditNoteKey,
  DEFAULT_INVOICE_DAYS_UNTIL_DUE,
  monthKey,
  previousUkMonth,
  UNPAID_PAUSE_DAYS,
  type BillingMonth,
} from '@/lib/billing/rules'
import { formatLongDate, ukDay } from '@/lib/dates'
import { commissionInvoiceEmail, leadsPausedEmail } from '@/lib/email/billing'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { monthLabel, monthRange } from '@/lib/leads/rules'
import { monthlyStatement, statementVat, type Statement } from '@/lib/leads/statement'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { getStripe } from '@/lib/payments/stripe'
import { vatTaxRateId } from '@/lib/payments/tax-rate'
import { sellerVatOf, type SellerVat, type VatSplit } from '@/lib/vat'
import { statementPath } from '@/lib/routes'

// The monthly commission invoices: for every listing with commission last month (UK months), one Stripe invoice whose
// lines are the statement's non-voided connections. Every Stripe call carries a key per listing and month, and the
// (listing, month) row is unique, so two runners, a retry or a crash mid-run end with one invoice.

export type InvoiceRunSummary = {
  invoiced: number
  creditNotes: number
  pausedNotices: number
  failures: number
}

const DAY_MS = 24 * 60 * 60 * 1000

async function daysUntilDue(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { leadRules: true },
  })
  const days = settings.leadRules?.invoiceDaysUntilDue
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 ? days : DEFAULT_INVOICE_DAYS_UNTIL_DUE
}

/** The seller's VAT as Site settings say now (not registered: invoices carry no VAT). */
export async function readSellerVat(payload: Payload): Promise<SellerVat> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { seller: true },
  })
  return sellerVatOf(settings)
}

/** The listing's billing profile, made from the listing's own name and contact e-mail the first time it is billed. */
async function billingProfileOf(payload: Payload, supplierId: number) {
  const found = await payload.find({
    collection: 'billing-profiles',
    where: { supplier: { equals: supplierId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (found.docs[0]) return found.docs[0]
  const supplier = await payload.findByID({ collection: 'suppliers', id: supplierId, depth: 0, overrideAccess: true })
  const email = supplier.contactEmail ?? (await listingAccountEmails(payload, supplierId))[0]
  if (!email) throw new Error(`Listing ${supplierId} has no e-mail address to bill`)
  try {
    return await payload.create({
      collection: 'billing-profiles',
      data: { supplier: supplierId, name: supplier.name, email },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  } catch (error) {
    // Another runner made it first (supplier is unique): use theirs.
    const again = await payload.find({
      collection: 'billing-profiles',
      where: { supplier: { equals: supplierId } },
      limit: 1,
      overrideAccess: true,
    })
    if (again.docs[0]) return again.docs[0]
    throw error
  }
}

/**
 * The listing's one Stripe customer: created once (its key is the listing's; only the listing id is sent, so a retry
 * is the same request), then given the profile's name, e-mail, address and VAT number as metadata.
 */
export async function ensureStripeCustomer(payload: Payload, stripe: Stripe, supplierId: number): Promise<string> {
  const profile = await billingProfileOf(payload, supplierId)
  let customerId = profile.stripeCustomerId ?? null
  if (!customerId) {
    const customer = await stripe.customers.create(
      { metadata: { supplierId: String(supplierId) } },
      { idempotencyKey: billingKeys(supplierId, '').customer },
    )
    customerId = customer.id
    await payload.update({
      collection: 'billing-profiles',
      id: profile.id,
      data: { stripeCustomerId: customerId },
      overrideAccess: true,
    })
  }
  const details: Stripe.CustomerUpdateParams = {
    name: profile.name,
    email: profile.email,
    address: {
      line1: profile.addressLine1 ?? '',
      line2: profile.addressLine2 ?? '',
      city: profile.town ?? '',
      postal_code: profile.postcode ?? '',
      country: 'GB',
    },
    metadata: { supplierId: String(supplierId), vatNumber: profile.vatNumber ?? '' },
  }
  // The same details are the same key: a retry replays it, changed details are a new update.
  const hash = createHash('sha256').update(JSON.stringify(details)).digest('hex').slice(0, 24)
  await stripe.customers.update(customerId, details, {
    idempotencyKey: `ecobuild-customer-update-${customerId}-${hash}`,
  })
  return customerId
}

type Claimed = {
  id: number
  status: string
  lines: Array<{ connection: number; amount: number }>
  /** The VAT the first runner decided on (its rate and Stripe tax rate; null when not registered). */
  vat: { rate: number | null; stripeTaxRateId: string | null }
}
type ClaimedRow = Pick<CommissionInvoice, 'id' | 'status' | 'lines' | 'vat'>

const claimedOf = (row: ClaimedRow): Claimed => ({
  id: row.id,
  status: row.status,
  lines: row.lines ?? [],
  vat: { rate: row.vat?.rate ?? null, stripeTaxRateId: row.vat?.stripeTaxRateId ?? null },
})

/** The (listing, month) row, made with the statement's lines by the first runner; later runners get that one. */
async function claimMonth(
  payload: Payload,
  supplierId: number,
  month: string,
  lines: Array<{ connection: number; amount: number }>,
  vat: Claimed['vat'],
): Promise<Claimed> {
  const find = async () =>
    (
      await payload.find({
        collection: 'commission-invoices',
        where: { and: [{ supplier: { equals: supplierId } }, { month: { equals: month } }] },
        depth: 0,
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
  const existing = await find()
  if (existing) return claimedOf(existing)
  try {
    const made = await payload.create({
      collection: 'commission-invoices',
      data: {
        supplier: supplierId,
        month,
        status: 'draft',
        totalPence: lines.reduce((t, l) => t + l.amount, 0),
        lines,
        vat,
      },
      overrideAccess: true,
    })
    return claimedOf(made)
  } catch (error) {
    const theirs = await find()
    if (theirs) return claimedOf(theirs)
    throw error
  }
}

/** One listing's invoice for the month: true when this call recorded it (and queued its e-mail). */
export async function invoiceSupplierMonth(
  payload: Payload,
  stripe: Stripe,
  supplierId: number,
  billingMonth: BillingMonth,
  dueDays: number,
): Promise<boolean> {
  const month = monthKey(billingMonth)
  const keys = billingKeys(supplierId, month)
  const statement = await monthlyStatement(payload, supplierId, billingMonth)
  const owed = statement.lines.filter((l) => l.voidedAt === null)
  // Commission is the net amount: a VAT-registered seller's invoice adds VAT to every line through the invoice's
  // default tax rate (Stripe rounds each line's VAT, as `invoiceVat` does for the statement). The first runner's
  // choice is kept on the row, so a retry after the settings changed makes the same keyed calls.
  const seller = await readSellerVat(payload)
  const claimed = await claimMonth(
    payload,
    supplierId,
    month,
    owed.map((l) => ({ connection: l.connectionId, amount: l.commissionAmount })),
    seller.registered
      ? { rate: seller.rate, stripeTaxRateId: await vatTaxRateId(stripe, seller.rate) }
      : { rate: null, stripeTaxRateId: null },
  )
  if (claimed.status !== 'draft') return false
  const byConnection = new Map(statement.lines.map((l) => [l.connectionId, l]))

  const customer = await ensureStripeCustomer(payload, stripe, supplierId)
  const taxRate = claimed.vat.stripeTaxRateId
  // With a card on file the invoice is charged to it (paid below, keyed); without one it is sent for payment.
  const card = await cardOnFile(stripe, customer)
  const collection: Pick<
    Stripe.InvoiceCreateParams,
    'collection_method' | 'days_until_due' | 'default_payment_method'
  > = card
    ? { collection_method: 'charge_automatically', default_payment_method: card.paymentMethod }
    : { collection_method: 'send_invoice', days_until_due: dueDays }
  const draft = await stripe.invoices.create(
    {
      customer,
      ...(taxRate ? { default_tax_rates: [taxRate] } : {}),
      ...collection,
      currency: 'gbp',
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      description: `Commission for leads connected in ${monthLabel(billingMonth)}`,
      metadata: { supplierId: String(supplierId), month },
    },
    { idempotencyKey: keys.invoice },
  )
  // The claimed lines, not a fresh read: a retry bills what the first runner saw; a later void becomes a credit note.
  for (const line of claimed.lines) {
    const known = byConnection.get(line.connection)
    const routed = known ? formatLongDate(ukDay(new Date(known.routedAt)).iso) : ''
    await stripe.invoiceItems.create(
      {
        customer,
        invoice: draft.id,
        amount: line.amount,
        currency: 'gbp',
        description: `Lead connection ${line.connection} (lead ${known?.leadId ?? '?'}), ${routed}`,
        metadata: { connectionId: String(line.connection) },
      },
      { idempotencyKey: keys.item(line.connection) },
    )
  }
  const finalised = await stripe.invoices.finalizeInvoice(
    draft.id,
    { auto_advance: false },
    { idempotencyKey: keys.finalize },
  )
  let chargedToCard = false
  if (card && finalised.status === 'open') {
    // A declined card leaves it open (Stripe's invoice.payment_failed tells us); the invoice's page still takes a card.
    chargedToCard = await stripe.invoices
      .pay(finalised.id ?? draft.id ?? '', {}, { idempotencyKey: `${keys.finalize}-charge` })
      .then((paid) => paid.status === 'paid')
      .catch((error: unknown) => {
        payload.logger.warn({ err: error, msg: 'Commission invoice charge failed', supplierId, month })
        return false
      })
  } else if (card && finalised.status === 'paid') chargedToCard = true
  // A charged invoice has no due date at Stripe; ours is the same days after it, so an unpaid one still pauses leads.
  const dueDate = finalised.due_date
    ? new Date(finalised.due_date * 1000)
    : card
      ? new Date(Date.now() + dueDays * DAY_MS)
      : null
  const facts = await emailSiteFacts(payload)
  return withTransaction(payload, async (req) => {
    const recorded = await recordFinalised(
      payload,
      claimed.id,
      {
        stripeInvoiceId: finalised.id ?? draft.id ?? '',
        number: finalised.number ?? '',
        totalPence: finalised.total,
        hostedInvoiceUrl: finalised.hosted_invoice_url ?? '',
        dueDate,
      },
      req,
    )
    if (!recorded) return false
    const net = finalised.total_excluding_tax ?? finalised.total
    await recordInvoiceVat(
      payload,
      claimed.id,
      {
        netPence: net,
        taxPence: finalised.total - net,
        rate: taxRate ? claimed.vat.rate : null,
        stripeTaxRateId: taxRate,
        invoicePdfUrl: finalised.invoice_pdf ?? null,
      },
      req,
    )
    const profile = await billingProfileOf(payload, supplierId)
    const message = await commissionInvoiceEmail({
      brand: facts.brand,
      supplierName: profile.name,
      monthLabel: monthLabel(billingMonth),
      number: finalised.number ?? '',
      totalPence: finalised.total,
      dueDate: dueDate ?? new Date(),
      chargedToCard: chargedToCard && card ? card.last4 : null,
      hostedInvoiceUrl: finalised.hosted_invoice_url ?? '',
      statementUrl: `${siteUrl()}${statementPath(month)}`,
    })
    await queueEmail(
      { payload, req },
      { to: profile.email, ...message, idempotencyKey: `commission-invoice:${claimed.id}` },
    )
    return true
  })
}

/** Voided connections already invoiced: a Stripe credit note each on their invoice, recorded on its line. */
async function creditLateVoids(payload: Payload, stripe: Stripe): Promise<{ done: number; failures: number }> {
  let done = 0
  let failures = 0
  for (const v of await lateVoids(payload)) {
    try {
      // A line of a VAT invoice is credited with its VAT, at the invoice's own rate.
      const invoice = await payload.find({
        collection: 'commission-invoices',
        where: { stripeInvoiceId: { equals: v.stripeInvoiceId } },
        depth: 0,
        limit: 1,
        overrideAccess: true,
        select: { vat: true },
      })
      const taxRate = invoice.docs[0]?.vat?.stripeTaxRateId
      const note = await stripe.creditNotes.create(
        {
          invoice: v.stripeInvoiceId,
          lines: [
            {
              type: 'custom_line_item',
              description: `Lead connection ${v.connectionId} voided`,
              quantity: 1,
              unit_amount: v.amount,
              ...(taxRate ? { tax_rates: [taxRate] } : {}),
            },
          ],
          memo: v.voidReason ? `Voided: ${v.voidReason}`.slice(0, 500) : 'Voided after invoicing',
          metadata: { connectionId: String(v.connectionId) },
        },
        { idempotencyKey: creditNoteKey(v.connectionId) },
      )
      await recordCreditNote(payload, v.lineId, note.id)
      done += 1
    } catch (error) {
      failures += 1
      payload.logger.error({ err: error, msg: 'Credit note failed', connectionId: v.connectionId })
    }
  }
  return { done, failures }
}

/** The e-mail, once per invoice, that a listing's new leads are paused until it is paid. */
export async function sendPausedNotices(payload: Payload, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - UNPAID_PAUSE_DAYS * DAY_MS)
  const facts = await emailSiteFacts(payload)
  return withTransaction(payload, async (req) => {
    const invoices = await claimPausedNotices(payload, dueBefore, req)
    for (const invoice of invoices) {
      const supplier = await payload.findByID({
        collection: 'suppliers',
        id: invoice.supplierId,
        depth: 0,
        overrideAccess: true,
        req,
      })
      const message = await leadsPausedEmail({
        brand: facts.brand,
        supplierName: supplier.name,
        number: invoice.number ?? '',
        amountPence: invoice.totalPence,
        dueDate: invoice.dueDate ?? now,
        hostedInvoiceUrl: invoice.hostedInvoiceUrl ?? '',
      })
      for (const to of await listingAccountEmails(payload, invoice.supplierId, req))
        await queueEmail({ payload, req }, { to, ...message, idempotencyKey: `leads-paused:${invoice.id}:${to}` })
    }
    return invoices.length
  })
}

/**
 * The daily billing run: last UK month's invoices (on the 1st, or the first run after it), credit notes for late
 * voids, and the notices of leads paused for unpaid invoices. A listing that failed is counted and tried next run.
 */
export async function runCommissionInvoices(payload: Payload, now: Date): Promise<InvoiceRunSummary> {
  const summary: InvoiceRunSummary = { invoiced: 0, creditNotes: 0, pausedNotices: 0, failures: 0 }
  const stripe = getStripe(payload.logger)
  if (stripe) {
    const billingMonth = previousUkMonth(now)
    const month = monthKey(billingMonth)
    const dueDays = await daysUntilDue(payload)
    for (const supplierId of await suppliersToInvoice(payload, monthRange(billingMonth), month)) {
      try {
        if (await invoiceSupplierMonth(payload, stripe, supplierId, billingMonth, dueDays)) summary.invoiced += 1
      } catch (error) {
        summary.failures += 1
        payload.logger.error({ err: error, msg: 'Commission invoice failed', supplierId, month, day: ukDay(now).iso })
      }
    }
    const credits = await creditLateVoids(payload, stripe)
    summary.creditNotes = credits.done
    summary.failures += credits.failures
  }
  summary.pausedNotices = await sendPausedNotices(payload, now)
  return summary
}

export type MonthInvoice = {
  number: string
  status: 'open' | 'paid' | 'uncollectible' | 'void'
  totalPence: number
  hostedInvoiceUrl: string | null
  dueDate: string | null
  creditNotes: number
  /** VAT as Stripe totalled it: net + tax = total; rate null when the invoice carries no VAT. */
  netPence: number
  taxPence: number
  vatRate: number | null
  /** Stripe's own PDF of the invoice. */
  invoicePdfUrl: string | null
}

/** The month's commission invoice as the portal's statement shows it, once it is finalised (null before). */
export async function invoiceForMonth(
  payload: Payload,
  supplierId: number,
  month: string,
): Promise<MonthInvoice | null> {
  const { docs } = await payload.find({
    collection: 'commission-invoices',
    where: {
      and: [{ supplier: { equals: supplierId } }, { month: { equals: month } }, { status: { not_equals: 'draft' } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const row = docs[0]
  if (!row || row.status === 'draft') return null
  return {
    number: row.number ?? '',
    status: row.status,
    totalPence: row.totalPence,
    hostedInvoiceUrl: row.hostedInvoiceUrl ?? null,
    dueDate: row.dueDate ?? null,
    creditNotes: (row.lines ?? []).filter((l) => l.creditNoteId).length,
    netPence: row.vat?.netPence ?? row.totalPence,
    taxPence: row.vat?.taxPence ?? 0,
    vatRate: row.vat?.rate ?? null,
    invoicePdfUrl: row.vat?.invoicePdfUrl ?? null,
  }
}

/**
 * The net, VAT and total the portal's statement shows for a month: its invoice's own figures once there is one (so
 * they equal it to the penny), else as the invoice will carry them; null when there is no VAT to show.
 */
export function vatOfMonth(statement: Statement, invoice: MonthInvoice | null, seller: SellerVat): VatSplit | null {
  if (invoice)
    return invoice.vatRate === null
      ? null
      : { net: invoice.netPence, vat: invoice.taxPence, total: invoice.totalPence, rate: invoice.vatRate }
  return statementVat(statement, seller)
}
