import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { CommissionInvoice } from '@payload-types'
import { POST } from '@/app/api/stripe/webhook/route'
import { getDashboardFigures } from '@/lib/admin/dashboard'
import { UNPAID_PAUSE_DAYS } from '@/lib/billing/rules'
import { readBillingDetails, saveBillingDetails } from '@/lib/billing/details'
import { invoiceForMonth, invoiceSupplierMonth, runCommissionInvoices, sendPausedNotices } from '@/lib/billing/invoices'
import { getStripe } from '@/lib/payments/stripe'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { findMatchingSuppliers } from '@/lib/enquiry/route-lead'
import { monthlyStatement } from '@/lib/leads/statement'
import { siteUrl } from '@/lib/platform/site-url'
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

// The monthly commission invoices against the strict fake Stripe: UK month boundaries (BST and GMT), two runners,
// a crash mid-run, late voids, Stripe's events in any order and number, and unpaid invoices pausing leads. The clock
// is the `now` the run is given; the connections' routing times are moved where the test needs them. Everything is
// found by this file's own listings (the database is shared by all integration test files).

const WEBHOOK_SECRET = 'whsec_billing_test'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const MARGIN = 5 * MINUTE
const saved = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}

let payload: Payload
let pool: pg.Pool
let fake: FakeStripe

const signer = new Stripe('sk_test_signer').webhooks
const uniqueTown = () => `Billtown ${randomUUID().slice(0, 8)}`

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_billing'
  process.env.STRIPE_API_URL = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
})

afterEach(() => {
  fake.dropNext(0)
})

afterAll(async () => {
  for (const [name, value] of [
    ['STRIPE_SECRET_KEY', saved.key],
    ['STRIPE_API_URL', saved.url],
    ['STRIPE_WEBHOOK_SECRET', saved.secret],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await pool.end()
  await fake.close()
})

/** A published listing in a town of its own, with `routedAt.length` connections routed at those instants. */
async function listingWithConnections(routedAt: string[], town = uniqueTown()) {
  const listing = await createListing(payload, `Billing Supplier ${randomUUID().slice(0, 6)}`, {
    location: town,
    contactEmail: `billing-${randomUUID().slice(0, 8)}@suppliers.test`,
  })
  await setEcoScoreFixture(payload, listing.id, 5)
  const connections: number[] = []
  for (const at of routedAt) {
    const result = await submitEnquiry(
      {
        name: 'Bill Enquirer',
        email: `bill-${randomUUID().slice(0, 8)}@example.com`,
        phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
        city: town,
        projectDetails: 'Hempcrete blocks for an extension.',
        consent: true,
      },
      { payload, clientIp: `2001:db8:b::${randomInt(1, 65535).toString(16)}`, rateLimit: 1000 },
    )
    expect(result.ok).toBe(true)
    const { rows } = await pool.query<{ id: number }>(
      "select id from lead_connections where supplier_id = $1 and created_at > now() - interval '1 minute' order by id desc limit 1",
      [listing.id],
    )
    await pool.query('update lead_connections set created_at = $2 where id = $1', [rows[0].id, at])
    connections.push(rows[0].id)
  }
  return { listing, connections, town }
}

async function invoiceRows(supplierId: number): Promise<CommissionInvoice[]> {
  const { docs } = await payload.find({
    collection: 'commission-invoices',
    where: { supplier: { equals: supplierId } },
    sort: 'month',
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The fake's invoices for a listing (through its Stripe customer). */
function stripeInvoicesOf(supplierId: number) {
  const customers = [...fake.customers.values()].filter((c) => c.metadata.supplierId === String(supplierId))
  expect(customers).toHaveLength(1)
  return [...fake.invoices.values()].filter((i) => i.customer === customers[0].id)
}

function deliver(body: string): Promise<Response> {
  const signature = signer.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
  return POST(
    new Request(`${siteUrl()}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    }),
  )
}

async function outcomeOf(body: string): Promise<string> {
  const res = await deliver(body)
  expect(res.status).toBe(200)
  return ((await res.json()) as { outcome: string }).outcome
}

async function emailsKeyed(pattern: string): Promise<Array<{ to: string; text: string }>> {
  const { rows } = await pool.query<{ input: { to: string; text: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [pattern],
  )
  return rows.map((r) => r.input)
}

describe('the monthly invoice job', () => {
  it('bills the UK month across a BST boundary: one invoice with the statement’s total, lines per connection', async () => {
    // 30 June 23:30 BST is June; 1 July 00:30 BST (23:30 UTC on 30 June) is July.
    const { listing, connections } = await listingWithConnections([
      '2030-06-10T09:00:00.000Z',
      '2030-06-30T22:30:00.000Z',
      '2030-06-30T23:30:00.000Z',
    ])
    // 00:15 BST on 1 July: June is last month.
    const summary = await runCommissionInvoices(payload, new Date('2030-06-30T23:15:00.000Z'))
    expect(summary.failures).toBe(0)
    const [june] = await invoiceRows(listing.id)
    const statement = await monthlyStatement(payload, listing.id, { year: 2030, month: 6 })
    expect(statement.lines.map((l) => l.connectionId)).toEqual([connections[0], connections[1]])
    expect(june).toMatchObject({ month: '2030-06', status: 'open', totalPence: statement.totalOwed })
    const [stripeInvoice] = stripeInvoicesOf(listing.id)
    expect(stripeInvoice).toMatchObject({
      id: june.stripeInvoiceId,
      number: june.number,
      status: 'open',
      total: statement.totalOwed,
      collection_method: 'send_invoice',
      days_until_due: 14,
      hosted_invoice_url: june.hostedInvoiceUrl,
    })
    expect(stripeInvoice.lines.data.map((l) => [l.metadata.connectionId, l.amount])).toEqual(
      statement.lines.map((l) => [String(l.connectionId), l.commissionAmount]),
    )
    expect(stripeInvoice.lines.data[1].description).toContain('30 June 2030')
    // The portal's statement names it, with Stripe's page.
    expect(await invoiceForMonth(payload, listing.id, '2030-06')).toMatchObject({
      number: june.number,
      status: 'open',
      totalPence: statement.totalOwed,
      hostedInvoiceUrl: june.hostedInvoiceUrl,
    })
    // The e-mail with the hosted page's link, once.
    const emails = await emailsKeyed(`commission-invoice:${june.id}`)
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain(june.hostedInvoiceUrl!)

    // August's run bills July: the 00:30 BST connection.
    await runCommissionInvoices(payload, new Date('2030-07-31T23:15:00.000Z'))
    const july = (await invoiceRows(listing.id)).find((i) => i.month === '2030-07')
    expect(july?.totalPence).toBe((await monthlyStatement(payload, listing.id, { year: 2030, month: 7 })).totalOwed)
    expect(fake.invoices.get(july!.stripeInvoiceId!)?.lines.data.map((l) => l.metadata.connectionId)).toEqual([
      String(connections[2]),
    ])
    // Later runs the same month make nothing more.
    await runCommissionInvoices(payload, new Date('2030-08-02T10:00:00.000Z'))
    expect(await invoiceRows(listing.id)).toHaveLength(2)
    expect(stripeInvoicesOf(listing.id)).toHaveLength(2)
  })

  it('bills the UK month across a GMT boundary', async () => {
    const { listing, connections } = await listingWithConnections([
      '2030-11-30T23:30:00.000Z',
      '2030-12-01T00:30:00.000Z',
    ])
    await runCommissionInvoices(payload, new Date('2030-12-01T00:15:00.000Z'))
    const [november] = await invoiceRows(listing.id)
    expect(november.month).toBe('2030-11')
    expect(fake.invoices.get(november.stripeInvoiceId!)?.lines.data.map((l) => l.metadata.connectionId)).toEqual([
      String(connections[0]),
    ])
    expect(november.totalPence).toBe((await monthlyStatement(payload, listing.id, { year: 2030, month: 11 })).totalOwed)
  })

  it('makes one invoice when two runners run at once', async () => {
    const { listing } = await listingWithConnections(['2031-01-05T10:00:00.000Z', '2031-01-06T10:00:00.000Z'])
    const now = new Date('2031-02-01T01:15:00.000Z')
    await Promise.all([runCommissionInvoices(payload, now), runCommissionInvoices(payload, now)])
    const rows = await invoiceRows(listing.id)
    expect(rows).toHaveLength(1)
    expect(stripeInvoicesOf(listing.id)).toHaveLength(1)
    expect(stripeInvoicesOf(listing.id)[0].total).toBe(rows[0].totalPence)
    expect(rows[0].totalPence).toBe((await monthlyStatement(payload, listing.id, { year: 2031, month: 1 })).totalOwed)
    expect(await emailsKeyed(`commission-invoice:${rows[0].id}`)).toHaveLength(1)
  })

  it.each([
    ['before an invoice item is made', '/v1/invoiceitems', false],
    ['before the invoice is finalised', '/finalize', false],
    ['after Stripe finalised it but before it was recorded', '/finalize', true],
  ])('finishes after a crash %s: one invoice with the statement’s total', async (_when, path, afterProcessing) => {
    const { listing } = await listingWithConnections(['2031-03-05T10:00:00.000Z', '2031-03-20T10:00:00.000Z'])
    const now = new Date('2031-04-01T00:15:00.000Z')
    // The call and the SDK's one retry both fail: the run stops there for this listing.
    fake.dropNext(2, { path, afterProcessing })
    const crashed = await runCommissionInvoices(payload, now)
    expect(crashed.failures).toBeGreaterThanOrEqual(1)
    expect((await invoiceRows(listing.id))[0]).toMatchObject({ status: 'draft' })
    fake.dropNext(0)
    await runCommissionInvoices(payload, now)
    const rows = await invoiceRows(listing.id)
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('open')
    const invoices = stripeInvoicesOf(listing.id)
    expect(invoices).toHaveLength(1)
    expect(invoices[0].lines.data).toHaveLength(2)
    expect(invoices[0].total).toBe((await monthlyStatement(payload, listing.id, { year: 2031, month: 3 })).totalOwed)
  })

  it('turns a connection voided after invoicing into one credit note on its invoice', async () => {
    const { listing, connections } = await listingWithConnections([
      '2031-05-05T10:00:00.000Z',
      '2031-05-06T10:00:00.000Z',
    ])
    const now = new Date('2031-06-01T00:15:00.000Z')
    await runCommissionInvoices(payload, now)
    const [row] = await invoiceRows(listing.id)
    await pool.query(
      "update lead_connections set voided_at = now(), void_reason = 'Decline accepted: Duplicate' where id = $1",
      [connections[1]],
    )
    await runCommissionInvoices(payload, new Date(now.getTime() + DAY))
    await runCommissionInvoices(payload, new Date(now.getTime() + 2 * DAY))
    const notes = [...fake.creditNotes.values()].filter((n) => n.invoice === row.stripeInvoiceId)
    expect(notes).toHaveLength(1)
    const line = (await invoiceRows(listing.id))[0].lines?.find((l) => l.connection === connections[1])
    expect(notes[0]).toMatchObject({ amount: line?.amount, metadata: { connectionId: String(connections[1]) } })
    expect(line?.creditNoteId).toBe(notes[0].id)
    // What is left to pay is the statement's new total.
    const statement = await monthlyStatement(payload, listing.id, { year: 2031, month: 5 })
    expect(fake.invoices.get(row.stripeInvoiceId!)?.amount_remaining).toBe(statement.totalOwed)
  })
})

describe('Stripe’s invoice events', () => {
  async function invoicedListing(month: string) {
    const { listing, town } = await listingWithConnections([`${month}-10T10:00:00.000Z`])
    const [year, m] = month.split('-').map(Number)
    await runCommissionInvoices(payload, new Date(Date.UTC(m === 12 ? year + 1 : year, m === 12 ? 0 : m, 1, 1)))
    const [row] = await invoiceRows(listing.id)
    expect(row.status).toBe('open')
    return { listing, row, town }
  }

  it('applies each once, delivered out of order and five times; paid is final', async () => {
    const { listing, row } = await invoicedListing('2031-07')
    const id = row.stripeInvoiceId!
    // The invoice's life in Stripe: a failed payment, marked uncollectible, then paid; each event as Stripe sent it.
    const stripeInvoice = fake.invoices.get(id)!
    const failed = fake.invoiceEvent('invoice.payment_failed', id)
    stripeInvoice.status = 'uncollectible'
    const uncollectible = fake.invoiceEvent('invoice.marked_uncollectible', id).body
    stripeInvoice.status = 'paid'
    const paid = fake.invoiceEvent('invoice.paid', id)

    // Paid first, five times: one effect.
    const paidOutcomes = []
    for (let i = 0; i < 5; i += 1) paidOutcomes.push(await outcomeOf(paid.body))
    expect(paidOutcomes).toEqual(['paid', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
    const paidAt = (await invoiceRows(listing.id))[0].paidAt
    // The earlier events, late and repeated: nothing moves back from paid.
    for (let i = 0; i < 5; i += 1) {
      expect(await outcomeOf(uncollectible)).toBe('unchanged')
      expect(await outcomeOf(failed.body)).toBe('unchanged')
    }
    const [after] = await invoiceRows(listing.id)
    expect(after).toMatchObject({ status: 'paid', paidAt, paymentFailedAt: null })
  })

  it('records a failed payment once, then uncollectible, then void; a late paid event cannot revive a void one', async () => {
    const { listing, row } = await invoicedListing('2031-08')
    const id = row.stripeInvoiceId!
    const failed = fake.invoiceEvent('invoice.payment_failed', id)
    const outcomes = []
    for (let i = 0; i < 5; i += 1) outcomes.push(await outcomeOf(failed.body))
    expect(outcomes).toEqual(['payment-failed', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
    expect((await invoiceRows(listing.id))[0].paymentFailedAt).not.toBeNull()

    const stripe = fake.invoices.get(id)!
    stripe.status = 'paid'
    const latePaid = fake.invoiceEvent('invoice.paid', id)
    stripe.status = 'open'
    // Voided (delivered first, five times), then uncollectible and paid arrive late.
    const voided = fake.invoiceEvent('invoice.voided', id)
    const voidOutcomes = []
    for (let i = 0; i < 5; i += 1) voidOutcomes.push(await outcomeOf(voided.body))
    expect(voidOutcomes).toEqual(['void', 'unchanged', 'unchanged', 'unchanged', 'unchanged'])
    expect(await outcomeOf(fake.invoiceEvent('invoice.marked_uncollectible', id).body)).toBe('unchanged')
    expect(await outcomeOf(latePaid.body)).toBe('unchanged')
    expect((await invoiceRows(listing.id))[0]).toMatchObject({ status: 'void', paidAt: null })
  })

  it('refuses an unsigned invoice event and changes nothing', async () => {
    const { listing, row } = await invoicedListing('2031-09')
    const body = fake.invoiceEvent('invoice.paid', row.stripeInvoiceId!).body
    const res = await POST(
      new Request(`${siteUrl()}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=deadbeef' },
        body,
      }),
    )
    expect(res.status).toBe(400)
    expect((await invoiceRows(listing.id))[0].status).toBe('open')
  })
})

describe('unpaid invoices pause leads', () => {
  it(`pauses routing ${UNPAID_PAUSE_DAYS} days after the due date (just inside, just outside), e-mails once, resumes when paid`, async () => {
    const { listing, town } = await listingWithConnections(['2031-10-10T10:00:00.000Z'])
    await createSupplierAccount(payload, listing.id)
    // Billed on its own: a whole run at a clock years ahead would find the invoice long overdue at once.
    await invoiceSupplierMonth(payload, getStripe(payload.logger)!, listing.id, { year: 2031, month: 10 }, 14)
    const [row] = await invoiceRows(listing.id)
    const recipients = async () => (await findMatchingSuppliers({ payload }, { city: town })).map((s) => s.id)
    const setDue = (ms: number) =>
      pool.query('update commission_invoices set due_date = $2 where id = $1', [row.id, new Date(ms).toISOString()])

    const pausedCount = async () => (await getDashboardFigures(payload)).leadsPausedForUnpaid
    const before = await pausedCount()
    // Just inside the grace: still routed.
    await setDue(Date.now() - UNPAID_PAUSE_DAYS * DAY + MARGIN)
    expect(await recipients()).toEqual([listing.id])
    await sendPausedNotices(payload, new Date())
    expect(await emailsKeyed(`leads-paused:${row.id}:%`)).toHaveLength(0)

    // Just outside: skipped by routing and by the names shown before consent; its accounts are told once.
    await setDue(Date.now() - UNPAID_PAUSE_DAYS * DAY - MARGIN)
    expect(await recipients()).toEqual([])
    expect(await pausedCount()).toBe(before + 1)
    await sendPausedNotices(payload, new Date())
    await sendPausedNotices(payload, new Date())
    const notices = await emailsKeyed(`leads-paused:${row.id}:%`)
    expect(notices).toHaveLength(1)
    expect(notices[0].text).toContain(row.number!)

    // Paid: routed again at once.
    const stripe = fake.invoices.get(row.stripeInvoiceId!)!
    stripe.status = 'paid'
    expect(await outcomeOf(fake.invoiceEvent('invoice.paid', row.stripeInvoiceId!).body)).toBe('paid')
    expect(await recipients()).toEqual([listing.id])
    expect((await invoiceForMonth(payload, listing.id, '2031-10'))?.status).toBe('paid')
    expect(await pausedCount()).toBe(before)
  })
})

describe('writing an invoice off', () => {
  it('is staff’s alone, needs a reason, voids it in Stripe and records the reason; paid or void ones refuse', async () => {
    const { listing } = await listingWithConnections(['2032-02-10T10:00:00.000Z'])
    await invoiceSupplierMonth(payload, getStripe(payload.logger)!, listing.id, { year: 2032, month: 2 }, 14)
    const [row] = await invoiceRows(listing.id)
    const account = await createSupplierAccount(payload, listing.id)
    const accountToken = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token!
    const staff = await createStaffUser(payload, 'editor')
    const staffToken = (await restLogin('users', staff.email, TEST_PASSWORD)).token!
    const path = `commission-invoices/${row.id}/write-off`

    expect((await rest('POST', path, { body: { reason: 'Supplier ceased trading.' } })).status).toBe(401)
    expect((await rest('POST', path, { token: accountToken, body: { reason: 'Not paying this.' } })).status).toBe(403)
    const noReason = await rest('POST', path, { token: staffToken, body: { reason: ' ' } })
    expect(noReason.status).toBe(400)
    expect(noReason.text).toContain('Give the reason')
    expect((await invoiceRows(listing.id))[0]).toMatchObject({ status: 'open', writeOffReason: null })
    expect(fake.invoices.get(row.stripeInvoiceId!)?.status).toBe('open')

    const done = await rest('POST', path, { token: staffToken, body: { reason: 'Supplier ceased trading.' } })
    expect(done.status).toBe(200)
    expect((await invoiceRows(listing.id))[0]).toMatchObject({
      status: 'void',
      writeOffReason: 'Supplier ceased trading.',
    })
    expect(fake.invoices.get(row.stripeInvoiceId!)?.status).toBe('void')
    const again = await rest('POST', path, { token: staffToken, body: { reason: 'Another reason entirely.' } })
    expect(again.status).toBe(409)
    expect((await invoiceRows(listing.id))[0].writeOffReason).toBe('Supplier ceased trading.')
  })
})

describe('billing data access', () => {
  it('lets an account read and edit only its own billing profile, never the Stripe customer id', async () => {
    const own = await listingWithConnections(['2031-12-10T10:00:00.000Z'])
    const other = await listingWithConnections(['2031-12-11T10:00:00.000Z'])
    await runCommissionInvoices(payload, new Date('2032-01-01T01:00:00.000Z'))
    const account = await createSupplierAccount(payload, own.listing.id)
    const login = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    const token = login.token!
    const profileOf = async (supplierId: number) =>
      (
        await payload.find({
          collection: 'billing-profiles',
          where: { supplier: { equals: supplierId } },
          overrideAccess: true,
        })
      ).docs[0]
    const mine = await profileOf(own.listing.id)
    const theirs = await profileOf(other.listing.id)
    expect(mine.stripeCustomerId).toMatch(/^cus_/)

    // REST: its own profile without the Stripe id; another listing's is not found, and its edits are refused.
    const read = await rest('GET', `billing-profiles/${mine.id}`, { token })
    expect(read.status).toBe(200)
    expect(JSON.parse(read.text)).not.toHaveProperty('stripeCustomerId')
    expect((await rest('GET', `billing-profiles/${theirs.id}`, { token })).status).toBe(404)
    const list = JSON.parse((await rest('GET', 'billing-profiles?limit=100', { token })).text) as {
      docs: Array<{ id: number }>
    }
    expect(list.docs.map((d) => d.id)).toEqual([mine.id])
    expect((await rest('PATCH', `billing-profiles/${theirs.id}`, { token, body: { name: 'Hijacked' } })).status).toBe(
      403,
    )
    const edit = await rest('PATCH', `billing-profiles/${mine.id}`, {
      token,
      body: { name: 'Own Billing Ltd', stripeCustomerId: 'cus_attacker', supplier: other.listing.id },
    })
    expect(edit.status).toBe(200)
    expect(await profileOf(own.listing.id)).toMatchObject({
      name: 'Own Billing Ltd',
      stripeCustomerId: mine.stripeCustomerId,
    })
    expect((await profileOf(other.listing.id)).name).toBe(theirs.name)
    // Creating one for another listing makes it for its own (which exists: refused as a duplicate), never theirs.
    const create = await rest('POST', 'billing-profiles', {
      token,
      body: { supplier: other.listing.id, name: 'X', email: 'x@example.com' },
    })
    expect(create.status).toBeGreaterThanOrEqual(400)
    expect((await profileOf(other.listing.id)).name).toBe(theirs.name)
    // Commission invoices: its own only, read-only.
    const [otherInvoice] = await invoiceRows(other.listing.id)
    expect((await rest('GET', `commission-invoices/${otherInvoice.id}`, { token })).status).toBe(404)
    const [ownInvoice] = await invoiceRows(own.listing.id)
    expect((await rest('GET', `commission-invoices/${ownInvoice.id}`, { token })).status).toBe(200)
    expect(
      (await rest('PATCH', `commission-invoices/${ownInvoice.id}`, { token, body: { status: 'paid' } })).status,
    ).toBe(403)

    // The Local API as the account: the same answers.
    const user = { ...account, collection: 'supplier-accounts' as const }
    await expect(
      payload.findByID({ collection: 'billing-profiles', id: theirs.id, user, overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'billing-profiles',
        id: theirs.id,
        data: { name: 'Hijacked' },
        user,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.findByID({ collection: 'commission-invoices', id: otherInvoice.id, user, overrideAccess: false }),
    ).rejects.toThrow()
    const local = await payload.findByID({ collection: 'billing-profiles', id: mine.id, user, overrideAccess: false })
    expect(local).not.toHaveProperty('stripeCustomerId')
    expect((await profileOf(other.listing.id)).name).toBe(theirs.name)
  })

  it('saves the portal’s billing details as the account: its own listing’s, checked, never another’s', async () => {
    const { listing } = await listingWithConnections([])
    const other = await listingWithConnections([])
    const account = await createSupplierAccount(payload, listing.id)
    const stranger = await createSupplierAccount(payload, other.listing.id)
    const details = {
      name: 'Hemp Homes Ltd',
      email: 'accounts@hemp-homes.test',
      addressLine1: '1 Mill Lane',
      addressLine2: '',
      town: 'Leeds',
      postcode: 'LS6 1AA',
      vatNumber: 'gb 123 4567 89',
    }
    expect(await saveBillingDetails(payload, account, details)).toEqual({ ok: true })
    expect(await readBillingDetails(payload, account)).toMatchObject({
      supplier: listing.id,
      name: 'Hemp Homes Ltd',
      vatNumber: 'GB123456789',
    })
    const bad = await saveBillingDetails(payload, account, { ...details, name: 'Changed', vatNumber: 'FR12' })
    expect(bad).toMatchObject({ ok: false, field: 'vatNumber' })
    expect((await readBillingDetails(payload, account))?.name).toBe('Hemp Homes Ltd')
    expect(await saveBillingDetails(payload, account, { ...details, email: '' })).toMatchObject({
      ok: false,
      field: 'email',
    })
    // Another listing's account sees none of it, and its own save makes its own listing's profile.
    expect(await readBillingDetails(payload, stranger)).toBeNull()
    expect(await saveBillingDetails(payload, stranger, { ...details, name: 'Stranger Ltd' })).toEqual({ ok: true })
    expect((await readBillingDetails(payload, stranger))?.supplier).toBe(other.listing.id)
    expect((await readBillingDetails(payload, account))?.name).toBe('Hemp Homes Ltd')
  })
})
