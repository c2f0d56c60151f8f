import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { SiteSetting, SupplierAccount } from '@payload-types'
import { POST as webhook } from '@/app/api/stripe/webhook/route'
import {
  invoiceForMonth,
  invoiceSupplierMonth,
  readSellerVat,
  runCommissionInvoices,
  vatOfMonth,
} from '@/lib/billing/invoices'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { monthlyStatement, statementVat } from '@/lib/leads/statement'
import { receiptForAccount } from '@/lib/packages/receipt'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { assignVatInvoiceNumber } from '@/lib/payments/orders-sql'
import { getStripe } from '@/lib/payments/stripe'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { siteSettings } from '@/seed/data/globals'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import {
  createListing,
  createStaffUser,
  createSupplierAccount,
  setEcoScoreFixture,
  TEST_PASSWORD,
  testPayload,
} from './helpers'
import { rest, restLogin } from './rest'

// The route of a receipt's PDF reads the session from the request's headers: here, the headers a test sets.
let requestHeaders = new Headers()
vi.mock('next/headers', async (original) => ({
  ...(await original<typeof import('next/headers')>()),
  headers: async () => requestHeaders,
}))
const { GET: receiptPdfRoute } = await import('@/app/(site)/account/receipts/[id]/pdf/route')

// VAT done right (issue 34): commission invoices and package receipts with and without the seller's VAT
// registration, prices including or excluding VAT, the VAT invoices' sequential numbers, the receipts' PDFs for their
// own listing only, and bad VAT settings refused. Against the strict fake Stripe, which computes tax as Stripe does.

const WEBHOOK_SECRET = 'whsec_vat_test'
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const
const signer = new Stripe('sk_test_signer').webhooks
const saved = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}
const SELLER = {
  legalName: 'EcoBuild Directory Ltd',
  address: '1 Green Street\nLondon\nEC1A 1AA',
  companyNumber: '01234567',
}

let payload: Payload
let pool: pg.Pool
let fake: FakeStripe
let settingsBefore: SiteSetting

type Vat = { registered: boolean; rate?: number; treatment?: 'included' | 'excluded' }

async function setVat({ registered, rate = 20, treatment = 'included' }: Vat): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      vatTreatment: treatment,
      seller: { ...SELLER, vatRegistered: registered, vatNumber: registered ? 'GB123456789' : '', vatRate: rate },
    },
    ...access,
  })
}

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_vat'
  process.env.STRIPE_API_URL = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  const settings = await payload.findGlobal({ slug: 'site-settings', ...access })
  if (!settings.staffEmail) await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, ...access })
  settingsBefore = await payload.findGlobal({ slug: 'site-settings', ...access })
})

afterAll(async () => {
  // The database is shared with the other files: the settings go back as they were.
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { vatTreatment: settingsBefore.vatTreatment, seller: settingsBefore.seller },
    ...access,
  })
  for (const [name, value] of Object.entries({
    STRIPE_SECRET_KEY: saved.key,
    STRIPE_API_URL: saved.url,
    STRIPE_WEBHOOK_SECRET: saved.secret,
  })) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await pool.end()
  await fake.close()
})

/** A listing with connections routed at those instants, each with the commission given (pence). */
async function listingWithConnections(routedAt: string[], commission: number) {
  const town = `Vattown ${randomUUID().slice(0, 8)}`
  const listing = await createListing(payload, `VAT Supplier ${randomUUID().slice(0, 6)}`, {
    location: town,
    contactEmail: `vat-${randomUUID().slice(0, 8)}@suppliers.test`,
  })
  await setEcoScoreFixture(payload, listing.id, 5)
  for (const at of routedAt) {
    const result = await submitEnquiry(
      {
        name: 'Val Enquirer',
        email: `val-${randomUUID().slice(0, 8)}@example.com`,
        phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
        city: town,
        projectDetails: 'Wood fibre insulation for a loft.',
        consent: true,
      },
      { payload, clientIp: `2001:db8:7a::${randomInt(1, 65535).toString(16)}`, rateLimit: 1000 },
    )
    expect(result.ok).toBe(true)
    const { rows } = await pool.query<{ id: number }>(
      'select id from lead_connections where supplier_id = $1 order by id desc limit 1',
      [listing.id],
    )
    await pool.query('update lead_connections set created_at = $2, commission_amount = $3 where id = $1', [
      rows[0].id,
      at,
      commission,
    ])
  }
  return listing
}

function customerOf(supplierId: number) {
  const customer = [...fake.customers.values()].find((c) => c.metadata.supplierId === String(supplierId))
  if (!customer) throw new Error(`no customer for ${supplierId}`)
  return customer
}

describe('a commission invoice', () => {
  it('of a VAT-registered seller adds VAT per line through a Stripe tax rate, and the statement equals it', async () => {
    await setVat({ registered: true, rate: 17.5 })
    const month = { year: 2031, month: 3 }
    // Two £75.00 connections: 17.5% is £13.125 each, rounded per line to £13.13 (the sum rounded would be £26.25).
    const listing = await listingWithConnections(['2031-03-05T10:00:00.000Z', '2031-03-20T10:00:00.000Z'], 7500)
    const statement = await monthlyStatement(payload, listing.id, month)
    const seller = await readSellerVat(payload)
    // Before the invoice, the statement already shows what it will carry.
    expect(statementVat(statement, seller)).toEqual({ net: 15_000, vat: 2_626, total: 17_626, rate: 17.5 })

    const stripe = getStripe(payload.logger)!
    expect(await invoiceSupplierMonth(payload, stripe, listing.id, month, 14)).toBe(true)
    const invoice = [...fake.invoices.values()].find((i) => i.customer === customerOf(listing.id).id)!
    expect(invoice.default_tax_rates?.map((r) => [r.display_name, r.percentage, r.inclusive, r.country])).toEqual([
      ['VAT', 17.5, false, 'GB'],
    ])
    expect(invoice.lines.data.map((l) => l.taxes?.map((t) => t.amount))).toEqual([[1313], [1313]])
    expect(invoice).toMatchObject({ subtotal: 15_000, total_excluding_tax: 15_000, total: 17_626 })
    expect(invoice.total_taxes?.map((t) => t.amount)).toEqual([2626])

    const shown = await invoiceForMonth(payload, listing.id, '2031-03')
    expect(shown).toMatchObject({ totalPence: 17_626, netPence: 15_000, taxPence: 2_626, vatRate: 17.5 })
    // The statement shows the invoice's own net, VAT and total: equal to Stripe's to the penny.
    expect(vatOfMonth(statement, shown, seller)).toEqual({ net: 15_000, vat: 2_626, total: invoice.total, rate: 17.5 })

    // Stripe's own PDF is linked from the statement, and the fake serves one.
    expect(shown?.invoicePdfUrl).toBe(invoice.invoice_pdf)
    const pdf = await fetch(shown!.invoicePdfUrl!)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    // A second listing's invoice uses the same tax rate: one per rate, never a new one each time.
    const other = await listingWithConnections(['2031-03-07T10:00:00.000Z'], 5000)
    await invoiceSupplierMonth(payload, stripe, other.id, month, 14)
    expect([...fake.taxRates.values()].filter((r) => r.percentage === 17.5)).toHaveLength(1)
  })

  it('of a VAT-registered seller credits a connection voided after invoicing with its VAT', async () => {
    await setVat({ registered: true, rate: 20 })
    const listing = await listingWithConnections(['2032-02-05T10:00:00.000Z', '2032-02-06T10:00:00.000Z'], 7500)
    const now = new Date('2032-03-01T00:15:00.000Z')
    await runCommissionInvoices(payload, now)
    const row = (await payload.find({ collection: 'commission-invoices', where: { supplier: { equals: listing.id } } }))
      .docs[0]
    expect(row).toMatchObject({ totalPence: 18_000, vat: { netPence: 15_000, taxPence: 3_000, rate: 20 } })
    await pool.query(
      `update lead_connections set voided_at = now(), void_reason = 'Decline accepted: Duplicate'
       where id = (select id from lead_connections where supplier_id = $1 order by id desc limit 1)`,
      [listing.id],
    )
    await runCommissionInvoices(payload, new Date(now.getTime() + 24 * 60 * 60 * 1000))
    const notes = [...fake.creditNotes.values()].filter((n) => n.invoice === row.stripeInvoiceId)
    // £75.00 and its £15.00 VAT: what is left is the other connection with its VAT.
    expect(notes.map((n) => n.amount)).toEqual([9_000])
    expect(fake.invoices.get(row.stripeInvoiceId!)?.amount_remaining).toBe(9_000)
  })

  it('keeps the first runner’s VAT when a crash is retried after the settings changed', async () => {
    await setVat({ registered: true, rate: 20 })
    const month = { year: 2031, month: 8 }
    const listing = await listingWithConnections(['2031-08-05T10:00:00.000Z'], 5000)
    const stripe = getStripe(payload.logger)!
    // Stripe makes the invoice, but the answer is lost (and the SDK's retry's too): the run stops with a draft row.
    fake.dropNext(2, { path: '/v1/invoices', afterProcessing: true })
    await expect(invoiceSupplierMonth(payload, stripe, listing.id, month, 14)).rejects.toThrow()
    fake.dropNext(0)
    await setVat({ registered: false })
    // The retry replays the same keyed call (a changed one would be Stripe's idempotency_error) and finishes it.
    expect(await invoiceSupplierMonth(payload, stripe, listing.id, month, 14)).toBe(true)
    const invoices = [...fake.invoices.values()].filter((i) => i.customer === customerOf(listing.id).id)
    expect(invoices).toHaveLength(1)
    expect(invoices[0]).toMatchObject({ status: 'open', total: 6_000 })
    expect(await invoiceForMonth(payload, listing.id, '2031-08')).toMatchObject({ totalPence: 6_000, taxPence: 1_000 })
  })

  it('of a seller not VAT-registered carries no VAT, and the statement shows none', async () => {
    await setVat({ registered: false })
    const month = { year: 2031, month: 4 }
    const listing = await listingWithConnections(['2031-04-05T10:00:00.000Z', '2031-04-06T10:00:00.000Z'], 7500)
    const stripe = getStripe(payload.logger)!
    await invoiceSupplierMonth(payload, stripe, listing.id, month, 14)
    const customer = customerOf(listing.id).id
    const invoice = [...fake.invoices.values()].find((i) => i.customer === customer)!
    const created = fake.requests.find((r) => r.path === '/v1/invoices' && r.form.customer === customer)!
    expect(Object.keys(created.form).some((k) => k.startsWith('default_tax_rates'))).toBe(false)
    expect(invoice).toMatchObject({ total: 15_000, total_taxes: [] })
    const shown = await invoiceForMonth(payload, listing.id, '2031-04')
    expect(shown).toMatchObject({ totalPence: 15_000, taxPence: 0, vatRate: null })
    const statement = await monthlyStatement(payload, listing.id, month)
    const seller = await readSellerVat(payload)
    expect(vatOfMonth(statement, shown, seller)).toBeNull()
    expect(statementVat(statement, seller)).toBeNull()
  })
})

// ---- package receipts ----

async function createPackage(price: number): Promise<string> {
  const name = `Receipt pkg ${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'packages',
    data: { tier: 'local', name, description: 'VAT test package', price, order: 99 },
    ...access,
  })
  return name
}

function signedEvent(type: string, object: unknown): Request {
  const body = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
  const signature = signer.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
  return new Request(`${siteUrl()}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  })
}

/** An account's listing with a billing profile (the VAT invoice's customer). */
async function payingAccount(): Promise<SupplierAccount> {
  const listing = await createListing(payload, `Receipt Supplier ${randomUUID().slice(0, 6)}`)
  await payload.create({
    collection: 'billing-profiles',
    data: {
      supplier: listing.id,
      name: 'Hemp & Lime Ltd',
      email: 'accounts@hemp.example',
      addressLine1: '2 Mill Lane',
      town: 'Bristol',
      postcode: 'BS1 4DJ',
    },
    ...access,
  })
  return createSupplierAccount(payload, listing.id)
}

/** Checkout for the account, paid on the fake's page (not yet delivered): its session and order. */
async function checkout(account: SupplierAccount, packageName: string) {
  const supplierId = typeof account.supplier === 'number' ? account.supplier : account.supplier.id
  const result = await createCheckoutForPackage(payload, packageName, {
    buyer: { account: { id: account.id, email: account.email, supplierId } },
  })
  if (!result.ok) throw new Error(`checkout refused: ${result.reason}`)
  const session = fake.sessions.get(result.sessionId)!
  session.status = 'complete'
  session.payment_status = 'paid'
  session.customer_details = { email: account.email }
  session.payment_intent = `pi_test_${randomUUID().replace(/-/g, '')}`
  return { session, orderId: result.orderId }
}

async function deliver(sessionId: string): Promise<void> {
  const response = await webhook(signedEvent('checkout.session.completed', { ...fake.sessions.get(sessionId) }))
  expect(response.status).toBe(200)
}

const vatOfOrder = async (id: number) =>
  (await payload.findByID({ collection: 'orders', id, depth: 0, ...access })).vatInvoice

describe('a package receipt', () => {
  it('with prices including VAT: the spec’s price is charged and split into net and VAT on a full VAT invoice', async () => {
    await setVat({ registered: true, rate: 20, treatment: 'included' })
    const account = await payingAccount()
    const { session, orderId } = await checkout(account, await createPackage(375))
    const form = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form
    expect(form['line_items[0][price_data][unit_amount]']).toBe('37500')
    expect(Object.keys(form).some((k) => k.includes('tax_rates'))).toBe(false)
    expect(session.amount_total).toBe(37_500)
    await deliver(session.id)

    const vat = await vatOfOrder(orderId)
    expect(vat).toMatchObject({ rate: 20, netAmount: 31_250, vatAmount: 6_250, sellerVatNumber: 'GB123456789' })
    expect(vat?.number).toEqual(expect.any(Number))
    const receipt = await receiptForAccount(payload, account, orderId)
    expect(receipt).toMatchObject({
      title: 'VAT invoice',
      seller: {
        name: 'EcoBuild Directory Ltd',
        address: ['1 Green Street', 'London', 'EC1A 1AA'],
        vatNumber: 'GB123456789',
      },
      customer: { name: 'Hemp & Lime Ltd', address: ['2 Mill Lane', 'Bristol', 'BS1 4DJ'] },
      lines: [{ quantity: 1, unitNet: '£312.50', rate: '20%', vat: '£62.50', total: '£375.00' }],
    })
    const rows = Object.fromEntries(receipt!.rows)
    expect(rows['VAT invoice number']).toBe(`VAT-${String(vat?.number).padStart(6, '0')}`)
    expect(rows['Date and time of supply']).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} \(UK time\)$/)
    expect(rows).toMatchObject({ 'Total excluding VAT': '£312.50', 'VAT at 20%': '£62.50', 'Total paid': '£375.00' })
  })

  it('with prices excluding VAT: Checkout adds VAT through a Stripe tax rate and the receipt shows it', async () => {
    await setVat({ registered: true, rate: 20, treatment: 'excluded' })
    const account = await payingAccount()
    const { session, orderId } = await checkout(account, await createPackage(375))
    const form = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.form
    expect(form['line_items[0][price_data][unit_amount]']).toBe('37500')
    const rate = fake.taxRates.get(form['line_items[0][tax_rates][0]'] ?? '')
    expect(rate).toMatchObject({ display_name: 'VAT', percentage: 20, inclusive: false, country: 'GB' })
    expect(session.amount_total).toBe(45_000)
    await deliver(session.id)
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, ...access })
    expect(order.amount).toBe(45_000)
    expect(order.vatInvoice).toMatchObject({ rate: 20, netAmount: 37_500, vatAmount: 7_500 })
    const receipt = await receiptForAccount(payload, account, orderId)
    expect(receipt?.lines).toMatchObject([{ unitNet: '£375.00', vat: '£75.00', total: '£450.00' }])
    expect(Object.fromEntries(receipt!.rows)).toMatchObject({ 'VAT at 20%': '£75.00', 'Total paid': '£450.00' })
  })

  it('of a seller not VAT-registered is a plain receipt: the price alone, no number, no VAT shown', async () => {
    await setVat({ registered: false, treatment: 'excluded' })
    const account = await payingAccount()
    const { session, orderId } = await checkout(account, await createPackage(375))
    expect(session.amount_total).toBe(37_500)
    await deliver(session.id)
    expect(await vatOfOrder(orderId)).toMatchObject({ number: null, rate: null })
    const receipt = await receiptForAccount(payload, account, orderId)
    expect(receipt).toMatchObject({ title: 'Receipt', customer: null, lines: [], seller: { vatNumber: null } })
    expect(JSON.stringify(receipt?.rows)).not.toMatch(/VAT/)
    expect(Object.fromEntries(receipt!.rows)).toMatchObject({ 'Amount paid': '£375.00' })
  })
})

describe('the VAT invoices’ numbers', () => {
  const counter = async () =>
    Number((await pool.query('select last_number from vat_invoice_counter where id = 1')).rows[0].last_number)

  it('are unique and have no gap when two payments are fulfilled at once', async () => {
    await setVat({ registered: true, rate: 20, treatment: 'included' })
    const first = await checkout(await payingAccount(), await createPackage(675))
    const second = await checkout(await payingAccount(), await createPackage(975))
    const before = await counter()
    await Promise.all([deliver(first.session.id), deliver(second.session.id)])
    const numbers = [(await vatOfOrder(first.orderId))?.number, (await vatOfOrder(second.orderId))?.number]
    expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual([before + 1, before + 2])
    expect(await counter()).toBe(before + 2)
  })

  it('give a number back when the payment’s transaction rolls back', async () => {
    await setVat({ registered: true, rate: 20, treatment: 'included' })
    const { orderId } = await checkout(await payingAccount(), await createPackage(375))
    await pool.query("update orders set status = 'paid', paid_at = now() where id = $1", [orderId])
    const before = await counter()
    await expect(
      withTransaction(payload, async (req) => {
        expect(await assignVatInvoiceNumber(payload, req, orderId)).toBe(before + 1)
        throw new Error('the delivery failed')
      }),
    ).rejects.toThrow('the delivery failed')
    expect(await counter()).toBe(before)
    expect((await vatOfOrder(orderId))?.number).toBeNull()
    // The next payment takes the number the failed one gave back.
    await withTransaction(payload, (req) => assignVatInvoiceNumber(payload, req, orderId))
    expect((await vatOfOrder(orderId))?.number).toBe(before + 1)
  })
})

describe('a receipt’s PDF', () => {
  const pdfOf = async (orderId: number, token: string | null) => {
    requestHeaders = new Headers(token ? { authorization: `JWT ${token}` } : {})
    return receiptPdfRoute(new Request(`${siteUrl()}/account/receipts/${orderId}/pdf`), {
      params: Promise.resolve({ id: String(orderId) }),
    })
  }

  it('is made on the server for the listing’s own accounts, never cached, and refused (404) to anyone else', async () => {
    await setVat({ registered: true, rate: 20, treatment: 'included' })
    const owner = await payingAccount()
    const { session, orderId } = await checkout(owner, await createPackage(375))
    await deliver(session.id)
    const ownerToken = (await restLogin('supplier-accounts', owner.email, TEST_PASSWORD)).token!

    const mine = await pdfOf(orderId, ownerToken)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('application/pdf')
    expect(mine.headers.get('cache-control')).toBe('no-store')
    const doc = await PDFDocument.load(await mine.arrayBuffer())
    expect(doc.getTitle()).toMatch(/^VAT invoice VAT-\d{6}$/)

    const stranger = await payingAccount()
    const strangerToken = (await restLogin('supplier-accounts', stranger.email, TEST_PASSWORD)).token!
    const theirs = await pdfOf(orderId, strangerToken)
    expect(theirs.status).toBe(404)
    expect(theirs.headers.get('cache-control')).toBe('no-store')
    expect((await pdfOf(orderId, null)).status).toBe(404)
    expect((await pdfOf(999_999_999, ownerToken)).status).toBe(404)
    // Payload's own API refuses the other listing's order too.
    expect((await rest('GET', `orders/${orderId}`, { token: strangerToken })).status).toBe(404)
    expect(await receiptForAccount(payload, stranger, orderId)).toBeNull()
  })
})

describe('the VAT settings', () => {
  it('refuse a registered seller without a UK VAT number, with a rate outside 0..100, and change nothing', async () => {
    await setVat({ registered: false })
    const admin = await createStaffUser(payload, 'admin')
    const token = (await restLogin('users', admin.email, TEST_PASSWORD)).token!
    const before = await payload.findGlobal({ slug: 'site-settings', ...access })
    for (const seller of [
      { ...SELLER, vatRegistered: true, vatNumber: '', vatRate: 20 },
      { ...SELLER, vatRegistered: true, vatNumber: 'FR12345678901', vatRate: 20 },
      { ...SELLER, vatRegistered: true, vatNumber: 'GB123456789', vatRate: 120 },
      { ...SELLER, vatRegistered: false, vatNumber: '', vatRate: -5 },
      { ...SELLER, address: '', vatRegistered: true, vatNumber: 'GB123456789', vatRate: 20 },
    ]) {
      const answer = await rest('POST', 'globals/site-settings', { token, body: { seller } })
      expect(answer.status).toBe(400)
    }
    const after = await payload.findGlobal({ slug: 'site-settings', ...access })
    expect(after.seller).toEqual(before.seller)
    expect(await readSellerVat(payload)).toEqual({ registered: false })
  })
})
