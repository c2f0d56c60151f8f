import { randomInt, randomUUID } from 'node:crypto'
import fs from 'node:fs'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { getDashboardFigures } from '@/lib/admin/dashboard'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { ukDay, ukMidnight } from '@/lib/dates'
import { eraseEnquiry } from '@/lib/leads/erasure'
import { LEAD_NOT_FOUND, LEAD_WITHDRAWN, declineLead } from '@/lib/leads/inbox'
import { addDays, QUOTE_MESSAGES, type QuoteFormValues } from '@/lib/leads/quote-rules'
import {
  ALREADY_ACCEPTED,
  ALREADY_CLOSED,
  MORE_SUPPLIERS_ASKED,
  NO_MORE_SUPPLIERS,
  acceptQuote,
  closeEnquiry,
  enquirerQuotes,
  QUOTE_ACCEPTED,
  QUOTE_AFTER_CHOICE,
  QUOTE_NOT_FOUND,
  QUOTE_NOT_OPEN,
  QUOTE_REPLACED,
  QUOTE_REVISED,
  QUOTE_SENT,
  quoteExpiredMessage,
  sendQuote,
  supplierQuotes,
} from '@/lib/leads/quotes'
import { runLeadRetention } from '@/lib/leads/retention'
import { conversationMessages, reportMessage, sendMessage } from '@/lib/leads/conversations'
import {
  MESSAGE_CLOSED,
  MESSAGE_EMAIL_INTERVAL_MS,
  MESSAGE_NOT_FOUND,
  MESSAGE_TOO_MANY,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_HOUR,
} from '@/lib/leads/conversation-rules'
import { ENQUIRY_LINK_GONE } from '@/lib/leads/erasure-token'
import { askMoreSuppliers, nextMatchingSuppliers } from '@/lib/leads/more-suppliers'
import { LEAD_ATTACHMENT_MAX_BYTES } from '@/lib/leads/attachment-rules'
import { attachmentFor, attachmentResponse } from '@/lib/leads/attachments'
import { INVITATION_WINDOW_DAYS, sendReviewInvitations } from '@/lib/reviews/invitations'
import { seed } from '@/seed'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Quotes (issue 33) against the real database: who may reach a quote (REST, the Local API as an account, the portal's
// and the enquirer's functions the server actions call), the server's totals, revisions, a final accept under
// concurrency with one e-mail per supplier, the refusals after it, the validity and delivery-date edges, erasure and
// retention. Each enquiry goes to two listings in a town of its own.

const DAY_MS = 24 * 60 * 60 * 1000
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f ' +
    '\n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n45\n%%EOF\n',
)
/** Starts as a PDF does, but Payload reads its content as something else. */
const NOT_REALLY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const pdfFile = (name = 'quote.pdf', data: Buffer = PDF, type = 'application/pdf') => ({
  name,
  type,
  size: data.length,
  data,
})
const attachmentCount = async () => ({
  rows: Number((await pool.query('select count(*) from lead_attachments')).rows[0].count),
  // Files on the disk (the private folder), where a refused upload must leave nothing either.
  files: fs.existsSync('lead-attachments') ? fs.readdirSync('lead-attachments').length : 0,
})

let payload: Payload
let pool: pg.Pool
let admin: User
let adminToken: string
let town: string
let listingA: Supplier
let listingB: Supplier
let listingC: Supplier
let accountA: SupplierAccount
let accountC: SupplierAccount
let tokenA: string
let tokenC: string
let productA: number
let productC: number

const today = () => ukDay(new Date()).iso
const asUser = (account: SupplierAccount) => ({ ...account, collection: 'supplier-accounts' as const })

/** A quote as the portal's form posts it: 12.5 m² at £18.40, £45 delivery, prices excluding VAT. */
function quoteForm(over: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    lines: [{ product: '', description: 'Wood-fibre board 100 mm', quantity: '12.5', unit: 'm²', unitPrice: '18.40' }],
    deliveryCost: '45',
    vat: 'excluded',
    earliestDelivery: addDays(today(), 3),
    validUntil: addDays(today(), 30),
    notes: 'Please call before delivery.',
    ...over,
  }
}

async function jobsWithKeyLike(pattern: string) {
  const { rows } = await pool.query<{ input: { to: string; text: string; subject: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [pattern],
  )
  return rows.map((r) => r.input)
}

/** A fresh enquiry in the test's town, routed to listings A and B: its lead, token and the two connections. */
async function newLead() {
  const email = `quotes-${randomUUID().slice(0, 8)}@quotes.test`
  const result = await submitEnquiry(
    {
      name: 'Quinn Quote',
      email,
      phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
      city: town,
      projectDetails: 'Wood-fibre insulation for a loft conversion.',
      consent: true,
    },
    { payload, clientIp: `2001:db8::${randomInt(1, 65535).toString(16)}`, rateLimit: 1000 },
  )
  expect(result.ok).toBe(true)
  const { rows } = await pool.query<{ id: number }>('select id from leads where email = $1', [email])
  const leadId = rows[0]!.id
  const [visitor] = await jobsWithKeyLike(`lead:${leadId}:visitor`)
  const token = /\/your-enquiry\/([A-Za-z0-9_-]{43})/.exec(visitor!.text)![1]!
  const connections = await pool.query<{ id: number; supplier_id: number }>(
    'select id, supplier_id from lead_connections where lead_id = $1',
    [leadId],
  )
  const of = (s: Supplier) => connections.rows.find((c) => c.supplier_id === s.id)!.id
  return { leadId, token, a: of(listingA), b: of(listingB) }
}

const connection = async (id: number) =>
  (
    await pool.query<{ status: string; first_response_at: Date | null; review_invited_at: Date | null }>(
      'select status, first_response_at, review_invited_at from lead_connections where id = $1',
      [id],
    )
  ).rows[0]!

const quoteRows = async (leadId: number) =>
  (
    await pool.query<{ id: number; connection_id: number; status: string; total: string; notes: string | null }>(
      'select id, connection_id, status, total, notes from quotes where lead_id = $1 order by id',
      [leadId],
    )
  ).rows

const snapshot = async (leadId: number) => ({
  quotes: await quoteRows(leadId),
  lines: (
    await pool.query('select * from quotes_lines ql join quotes q on q.id = ql._parent_id where q.lead_id = $1', [
      leadId,
    ])
  ).rows,
  connections: (await pool.query('select id, status from lead_connections where lead_id = $1 order by id', [leadId]))
    .rows,
  lead: (await pool.query('select quote_outcome from leads where id = $1', [leadId])).rows,
})

/** Sends A's (or B's) quote and returns the id of the quote in force. */
async function quoteFrom(
  supplier: Supplier,
  connectionId: number,
  leadId: number,
  over: Partial<QuoteFormValues> = {},
) {
  const sent = await sendQuote(payload, supplier.id, connectionId, quoteForm(over))
  expect(sent.ok, sent.message).toBe(true)
  return (await quoteRows(leadId)).filter((q) => q.connection_id === connectionId && q.status === 'sent')[0]!.id
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  adminToken = (await restLogin('users', admin.email, TEST_PASSWORD)).token as string
  town = `Quotetown ${randomUUID().slice(0, 8)}`
  const contact = (n: string) => `${n}-${randomUUID().slice(0, 6)}@suppliers.test`
  listingA = await createListing(payload, 'Quote Alpha', { location: town, contactEmail: contact('alpha') })
  listingB = await createListing(payload, 'Quote Beta', { location: town, contactEmail: contact('beta') })
  listingC = await createListing(payload, 'Quote Gamma', { contactEmail: contact('gamma') })
  accountA = await createSupplierAccount(payload, listingA.id)
  accountC = await createSupplierAccount(payload, listingC.id)
  tokenA = (await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)).token as string
  tokenC = (await restLogin('supplier-accounts', accountC.email, TEST_PASSWORD)).token as string
  const product = async (s: Supplier, name: string) =>
    (
      await payload.create({
        collection: 'products',
        data: {
          supplier: s.id,
          name,
          slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}`,
          category: typeof s.category === 'object' ? s.category!.id : s.category!,
          epd: {
            declaredUnitQuantity: 1,
            declaredUnit: 'm3',
            standard: 'en15804-a2',
            issuedOn: '2024-03-15',
            validUntil: '2029-03-14',
            dataTypeClaimed: 'product-specific',
            gwp: { a1a3: -95.4 },
          },
          _status: 'published',
        } as never,
        overrideAccess: true,
      })
    ).id
  productA = await product(listingA, 'Alpha wood-fibre board')
  productC = await product(listingC, 'Gamma hemp batt')
})

afterAll(async () => {
  await pool?.end()
})

describe('a supplier’s quote', () => {
  it('is totalled on the server, moves the lead to quoted (the first response) and a revision keeps the first', async () => {
    const { leadId, token, a } = await newLead()
    const sentAt = new Date()
    const sent = await sendQuote(payload, listingA.id, a, quoteForm(), sentAt)
    expect(sent).toMatchObject({ ok: true, message: QUOTE_SENT })
    const [first] = await quoteRows(leadId)
    // 12.5 × £18.40 = £230.00, + £45 delivery = £275.00, + 20% VAT = £330.00.
    expect(Number(first!.total)).toBe(33000)
    const after = await connection(a)
    expect(after.status).toBe('quoted')
    expect(after.first_response_at?.toISOString()).toBe(sentAt.toISOString())

    const revised = await sendQuote(
      payload,
      listingA.id,
      a,
      quoteForm({
        lines: [
          { product: String(productA), description: '', quantity: '2', unit: 'm³', unitPrice: '100' },
          { product: '', description: 'Fixings', quantity: '1', unit: 'box', unitPrice: '9.99' },
        ],
        vat: 'included',
        deliveryCost: '0',
      }),
      new Date(sentAt.getTime() + 60_000),
    )
    expect(revised).toMatchObject({ ok: true, message: QUOTE_REVISED })
    const rows = await quoteRows(leadId)
    expect(rows.map((q) => q.status)).toEqual(['replaced', 'sent'])
    expect(Number(rows[1]!.total)).toBe(20999)
    // The first response stays the first quote's.
    expect((await connection(a)).first_response_at?.toISOString()).toBe(sentAt.toISOString())
    const views = await supplierQuotes(payload, listingA.id, a)
    expect(views.map((q) => q.status)).toEqual(['sent', 'replaced'])
    expect(views[0]!.lines[0]!.product).toMatchObject({ id: productA, epd: { gwp: '-95.4 kg CO2e per 1 m³' } })
    // The enquirer hears of each, with the link to their page (kept sealed), once per quote.
    const told = await jobsWithKeyLike(`lead:${leadId}:quote-%`)
    expect(told.map((j) => j.subject)).toEqual([
      expect.stringMatching(/^A quote from Quote Alpha/),
      expect.stringMatching(/^A revised quote from Quote Alpha/),
    ])
    expect(told[0]!.text).toContain(`/your-enquiry/${token}`)
  })

  it('a total sent by anyone is replaced by the server’s own', async () => {
    const { leadId, a } = await newLead()
    const made = await payload.create({
      collection: 'quotes',
      data: {
        connection: a,
        lead: leadId,
        supplier: listingA.id,
        status: 'sent',
        sentAt: new Date().toISOString(),
        lines: [{ description: 'Board', quantity: 3, unit: 'm²', unitPrice: 1000, lineTotal: 1 }],
        deliveryCost: 500,
        vat: 'none',
        subtotal: 1,
        vatAmount: 1,
        total: 1,
        earliestDelivery: today(),
        validUntil: today(),
      },
      overrideAccess: true,
    })
    expect(made).toMatchObject({ subtotal: 3500, vatAmount: 0, total: 3500 })
    expect(made.lines[0]!.lineTotal).toBe(3000)
  })

  it('refuses another supplier’s product, bad amounts and past dates, storing nothing', async () => {
    const { leadId, a } = await newLead()
    const before = await snapshot(leadId)
    const foreign = await sendQuote(
      payload,
      listingA.id,
      a,
      quoteForm({ lines: [{ product: String(productC), description: '', quantity: '1', unit: 'm³', unitPrice: '1' }] }),
    )
    expect(foreign.ok).toBe(false)
    expect(foreign.errors?.line1).toBe(`Line 1: ${QUOTE_MESSAGES.product}`)
    const bad = await sendQuote(
      payload,
      listingA.id,
      a,
      quoteForm({ deliveryCost: '-5', earliestDelivery: addDays(today(), -1), validUntil: 'tomorrow', vat: '' }),
    )
    expect(bad.errors).toMatchObject({
      deliveryCost: QUOTE_MESSAGES.deliveryCost,
      earliestDelivery: QUOTE_MESSAGES.earliestDelivery,
      validUntil: QUOTE_MESSAGES.validUntil,
      vat: QUOTE_MESSAGES.vat,
    })
    expect(await snapshot(leadId)).toEqual(before)
  })
})

describe('only the two parties and staff reach a quote', () => {
  it('REST and the Local API: suppliers (its own or another) and visitors are refused, admins read', async () => {
    const { leadId, a } = await newLead()
    await quoteFrom(listingA, a, leadId)
    const [quote] = await quoteRows(leadId)
    for (const token of [tokenA, tokenC, undefined]) {
      expect((await rest('GET', `quotes/${quote!.id}`, { token })).status).toBe(403)
      expect((await rest('GET', 'quotes?limit=100', { token })).status).toBe(403)
      expect((await rest('GET', `leads/${leadId}?depth=1`, { token })).status).toBe(403)
    }
    const body = {
      connection: a,
      lead: leadId,
      supplier: listingA.id,
      sentAt: new Date().toISOString(),
      lines: [{ description: 'x', quantity: 1, unit: 'm', unitPrice: 1 }],
      deliveryCost: 0,
      vat: 'none',
      earliestDelivery: today(),
      validUntil: today(),
    }
    const before = await snapshot(leadId)
    for (const token of [tokenA, tokenC, undefined, adminToken]) {
      expect((await rest('POST', 'quotes', { token, body })).status).toBe(403)
      expect(
        (await rest('PATCH', `quotes/${quote!.id}`, { token, body: { total: 1, status: 'accepted' } })).status,
      ).toBe(403)
      expect((await rest('DELETE', `quotes/${quote!.id}`, { token })).status).toBe(403)
    }
    expect(await snapshot(leadId)).toEqual(before)
    const staff = await rest('GET', `quotes/${quote!.id}?depth=0`, { token: adminToken })
    expect(staff.status).toBe(200)
    expect(JSON.parse(staff.text)).toMatchObject({ total: 33000, connection: a })
    for (const account of [accountA, accountC])
      await expect(
        payload.find({ collection: 'quotes', user: asUser(account), overrideAccess: false }),
      ).rejects.toThrow()
  })

  it('the portal’s functions as another supplier, and the enquirer’s with another enquiry’s token, find nothing', async () => {
    const mine = await newLead()
    const other = await newLead()
    const quoteId = await quoteFrom(listingA, mine.a, mine.leadId)
    const before = await snapshot(mine.leadId)
    // Supplier C (not on the lead) quoting A's connection, or reading its quotes.
    expect(await sendQuote(payload, listingC.id, mine.a, quoteForm())).toMatchObject({
      ok: false,
      message: LEAD_NOT_FOUND,
    })
    expect(await supplierQuotes(payload, listingC.id, mine.a)).toEqual([])
    // B reading A's connection through its own listing.
    expect(await supplierQuotes(payload, listingB.id, mine.a)).toEqual([])
    // Another enquirer's token accepting this quote; a made-up token; none at all.
    expect(await acceptQuote(payload, other.token, quoteId)).toMatchObject({ ok: false, message: QUOTE_NOT_FOUND })
    expect((await acceptQuote(payload, 'x'.repeat(43), quoteId)).ok).toBe(false)
    expect((await acceptQuote(payload, undefined, quoteId)).ok).toBe(false)
    expect((await enquirerQuotes(payload, other.leadId)).suppliers.every((s) => s.quote === null)).toBe(true)
    expect(await snapshot(mine.leadId)).toEqual(before)
  })
})

describe('a quote’s PDF', () => {
  it('is checked before anything is stored: wrong type, content or size is refused with nothing kept', async () => {
    const { leadId, a } = await newLead()
    const before = await snapshot(leadId)
    const files = before && (await attachmentCount())
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    const tooBig = Buffer.concat([PDF, Buffer.alloc(LEAD_ATTACHMENT_MAX_BYTES)])
    for (const file of [
      pdfFile('picture.png', png, 'image/png'),
      pdfFile('fake.pdf', Buffer.from('not a pdf at all')),
      pdfFile('notes.txt', Buffer.from('%PDF- but text'), 'text/plain'),
      pdfFile('huge.pdf', tooBig),
      pdfFile('empty.pdf', Buffer.alloc(0)),
      pdfFile('disguised.pdf', NOT_REALLY_PDF),
    ]) {
      const answer = await sendQuote(payload, listingA.id, a, quoteForm(), new Date(), file)
      expect(answer.ok, file.name).toBe(false)
      expect(answer.errors?.document, file.name).toContain(file.name)
    }
    expect(await snapshot(leadId)).toEqual(before)
    expect(await attachmentCount()).toEqual(files)
  })

  it('opens for the enquirer’s token and the quoting supplier only; REST for admins only; erasure deletes it', async () => {
    const mine = await newLead()
    const other = await newLead()
    expect((await sendQuote(payload, listingA.id, mine.a, quoteForm(), new Date(), pdfFile())).ok).toBe(true)
    const [view] = await supplierQuotes(payload, listingA.id, mine.a)
    const id = view!.document!.id
    expect(await attachmentFor(payload, id, { enquirerToken: mine.token })).toBeDefined()
    expect(await attachmentFor(payload, id, { supplierId: listingA.id })).toBeDefined()
    for (const who of [{ enquirerToken: other.token }, { supplierId: listingB.id }, { supplierId: listingC.id }, {}])
      expect(await attachmentFor(payload, id, who)).toBeUndefined()
    const served = await attachmentResponse(payload, (await attachmentFor(payload, id, { supplierId: listingA.id }))!)
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true)
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/)
    const filename = view!.document!.filename
    for (const token of [tokenA, tokenC, undefined]) {
      expect((await rest('GET', `lead-attachments/${id}`, { token })).status).toBe(403)
      expect((await rest('GET', `lead-attachments/file/${filename}`, { token })).status).toBe(403)
    }
    expect((await rest('GET', `lead-attachments/file/${filename}`, { token: adminToken })).status).toBe(200)
    expect((await eraseEnquiry(payload, mine.token)).outcome).toBe('erased')
    expect((await pool.query('select count(*) from lead_attachments where id = $1', [id])).rows[0].count).toBe('0')
    expect(await attachmentFor(payload, id, { supplierId: listingA.id })).toBeUndefined()
  })
})

describe('the enquirer’s choice', () => {
  it('five accepts at once make one winner; each supplier is e-mailed once; the rest is refused', async () => {
    const { leadId, token, a, b } = await newLead()
    const quoteA = await quoteFrom(listingA, a, leadId)
    const quoteB = await quoteFrom(listingB, b, leadId, { deliveryCost: '10' })
    const answers = await Promise.all(
      [quoteA, quoteB, quoteA, quoteB, quoteA].map((id) => acceptQuote(payload, token, id)),
    )
    const winners = answers.filter((r) => r.ok)
    expect(winners).toHaveLength(1)
    expect(winners[0]!.message).toBe(QUOTE_ACCEPTED)
    for (const r of answers.filter((x) => !x.ok)) expect(r.message).toBe(ALREADY_ACCEPTED)
    const statuses = [(await connection(a)).status, (await connection(b)).status].sort()
    expect(statuses).toEqual(['lost', 'won'])
    expect((await quoteRows(leadId)).map((q) => q.status).sort()).toEqual(['accepted', 'not-chosen'])
    expect(await jobsWithKeyLike(`lead:${leadId}:quote-won-%`)).toHaveLength(1)
    expect(await jobsWithKeyLike(`lead:${leadId}:quote-lost-%`)).toHaveLength(1)
    const [won] = await jobsWithKeyLike(`lead:${leadId}:quote-won-%`)
    const winner = (await connection(a)).status === 'won' ? listingA : listingB
    expect(won!.to).toBe(winner.contactEmail)

    // After the choice: no quote, no revision, no second choice, no closing.
    const before = await snapshot(leadId)
    const loser = winner.id === listingA.id ? { s: listingB, c: b } : { s: listingA, c: a }
    const winnerConnection = winner.id === listingA.id ? a : b
    expect(await sendQuote(payload, winner.id, winnerConnection, quoteForm())).toMatchObject({
      ok: false,
      message: QUOTE_AFTER_CHOICE,
    })
    expect(await sendQuote(payload, loser.s.id, loser.c, quoteForm())).toMatchObject({
      ok: false,
      message: QUOTE_AFTER_CHOICE,
    })
    expect(await closeEnquiry(payload, token)).toMatchObject({ ok: false, message: ALREADY_ACCEPTED })
    expect(await snapshot(leadId)).toEqual(before)
    const outcomes = async () =>
      (await jobsWithKeyLike(`lead:${leadId}:quote-%`)).filter((j) => /:quote-(won|lost)-/.test(j.idempotencyKey))
    expect(await outcomes()).toHaveLength(2)
    expect((await getDashboardFigures(payload)).wonThroughPlatform.total).toBeGreaterThanOrEqual(1)
  })

  it('a declined connection cannot quote; a replaced quote cannot be accepted; closing tells the open ones', async () => {
    const { leadId, token, a, b } = await newLead()
    expect(
      (await declineLead(payload, listingB.id, b, { reason: 'out-of-area', note: 'Too far.', confirmed: true })).ok,
    ).toBe(true)
    expect(await sendQuote(payload, listingB.id, b, quoteForm())).toMatchObject({ ok: false, message: QUOTE_NOT_OPEN })
    const first = await quoteFrom(listingA, a, leadId)
    await quoteFrom(listingA, a, leadId, { deliveryCost: '0' })
    expect(await acceptQuote(payload, token, first)).toMatchObject({ ok: false, message: QUOTE_REPLACED })
    expect(await closeEnquiry(payload, token)).toMatchObject({ ok: true })
    expect((await connection(a)).status).toBe('lost')
    expect((await connection(b)).status).toBe('declined')
    expect(await jobsWithKeyLike(`lead:${leadId}:quote-lost-%`)).toHaveLength(1)
    expect(await closeEnquiry(payload, token)).toMatchObject({ ok: false, message: ALREADY_CLOSED })
    expect((await enquirerQuotes(payload, leadId)).outcome).toBe('closed')
  })

  it('a quote is accepted through its valid-until day (UK) and refused from the midnight after it', async () => {
    const { leadId, token, a } = await newLead()
    const validUntil = addDays(today(), 1)
    const quoteId = await quoteFrom(listingA, a, leadId, { validUntil })
    const [y, m, d] = validUntil.split('-').map(Number) as [number, number, number]
    const end = ukMidnight(y, m, d + 1)
    expect(await acceptQuote(payload, token, quoteId, end)).toMatchObject({
      ok: false,
      message: quoteExpiredMessage(validUntil),
    })
    expect(await acceptQuote(payload, token, quoteId, new Date(end.getTime() - 1))).toMatchObject({ ok: true })
  })
})

describe('what an accepted quote feeds', () => {
  it('only the winner is invited to review, from the UK midnight after the delivery date, for the catch-up window', async () => {
    const { leadId, token, a, b } = await newLead()
    const delivery = addDays(today(), 3)
    const quoteA = await quoteFrom(listingA, a, leadId, { earliestDelivery: delivery })
    await quoteFrom(listingB, b, leadId)
    expect((await acceptQuote(payload, token, quoteA)).ok).toBe(true)
    const [y, m, d] = delivery.split('-').map(Number) as [number, number, number]
    const due = ukMidnight(y, m, d + 1)
    await sendReviewInvitations(payload, new Date(due.getTime() - 1))
    expect((await connection(a)).review_invited_at).toBeNull()
    await sendReviewInvitations(payload, new Date(due.getTime() + INVITATION_WINDOW_DAYS * DAY_MS))
    expect((await connection(a)).review_invited_at).toBeNull()
    // The routing delay's window (14 to 21 days) passes too: the supplier not chosen is never invited.
    for (const days of [14.5, 20]) await sendReviewInvitations(payload, new Date(Date.now() + days * DAY_MS))
    expect((await connection(b)).review_invited_at).toBeNull()
    const at = new Date(due.getTime() + INVITATION_WINDOW_DAYS * DAY_MS - 1)
    await sendReviewInvitations(payload, at)
    expect((await connection(a)).review_invited_at?.toISOString()).toBe(at.toISOString())
    expect(await jobsWithKeyLike(`lead:${leadId}:review-invite-%`)).toHaveLength(1)
    expect((await connection(b)).review_invited_at).toBeNull()
  })

  it('an enquiry closed without a choice invites after the usual delay', async () => {
    const { leadId, token, a } = await newLead()
    await quoteFrom(listingA, a, leadId)
    expect((await closeEnquiry(payload, token)).ok).toBe(true)
    await sendReviewInvitations(payload, new Date(Date.now() + 14.5 * DAY_MS))
    expect((await connection(a)).review_invited_at).not.toBeNull()
  })
})

describe('data rights', () => {
  it('erasing the enquiry empties its quotes’ notes and refuses new quotes; retention does the same', async () => {
    const erased = await newLead()
    await quoteFrom(listingA, erased.a, erased.leadId)
    expect((await eraseEnquiry(payload, erased.token)).outcome).toBe('erased')
    const [q] = await quoteRows(erased.leadId)
    expect(q!.notes).toBeNull()
    expect(Number(q!.total)).toBe(33000)
    expect(await sendQuote(payload, listingA.id, erased.a, quoteForm())).toMatchObject({
      ok: false,
      message: LEAD_WITHDRAWN,
    })

    const old = await newLead()
    await quoteFrom(listingA, old.a, old.leadId)
    await pool.query(`update leads set created_at = now() - interval '25 months' where id = $1`, [old.leadId])
    await runLeadRetention(payload)
    const [kept] = await quoteRows(old.leadId)
    expect(kept!.notes).toBeNull()
  })
})

describe('a conversation per connection', () => {
  const messageRows = async (leadId: number) =>
    (
      await pool.query<{ id: number; sent_by: string; body: string; hidden: boolean }>(
        'select id, sent_by, body, hidden from lead_messages where lead_id = $1 order by id',
        [leadId],
      )
    ).rows

  it('only the two parties write: another supplier, another enquiry’s token and made-up ones find nothing', async () => {
    const mine = await newLead()
    const other = await newLead()
    const body = { body: 'Can you deliver on a Saturday?' }
    expect(await sendMessage(payload, { party: 'supplier', supplierId: listingC.id }, mine.a, body)).toMatchObject({
      ok: false,
      message: LEAD_NOT_FOUND,
    })
    expect(await sendMessage(payload, { party: 'supplier', supplierId: listingB.id }, mine.a, body)).toMatchObject({
      ok: false,
      message: LEAD_NOT_FOUND,
    })
    for (const token of [other.token, 'x'.repeat(43), undefined])
      expect(await sendMessage(payload, { party: 'enquirer', token }, mine.a, body)).toMatchObject({
        ok: false,
        message: ENQUIRY_LINK_GONE,
      })
    expect(await messageRows(mine.leadId)).toEqual([])
    expect((await sendMessage(payload, { party: 'enquirer', token: mine.token }, mine.a, body)).ok).toBe(true)
    const [message] = await messageRows(mine.leadId)
    for (const token of [tokenA, tokenC, undefined]) {
      expect((await rest('GET', `lead-messages/${message!.id}`, { token })).status).toBe(403)
      expect((await rest('PATCH', `lead-messages/${message!.id}`, { token, body: { body: 'changed' } })).status).toBe(
        403,
      )
      expect((await rest('POST', 'lead-messages', { token, body: { connection: mine.a, body: 'x' } })).status).toBe(403)
    }
    expect((await rest('GET', `lead-messages/${message!.id}`, { token: adminToken })).status).toBe(200)
    for (const account of [accountA, accountC])
      await expect(
        payload.find({ collection: 'lead-messages', user: asUser(account), overrideAccess: false }),
      ).rejects.toThrow()
  })

  it('the supplier’s first message is its first response; each side e-mails the other at most every 15 minutes', async () => {
    const { leadId, token, a } = await newLead()
    const t0 = new Date(Date.now() + 60_000)
    const supplier = { party: 'supplier' as const, supplierId: listingA.id }
    const words = 'Our lime plaster is in stock: see the attached price list.'
    expect((await sendMessage(payload, supplier, a, { body: words }, t0)).ok).toBe(true)
    const after = await connection(a)
    expect(after.status).toBe('contacted')
    expect(after.first_response_at?.toISOString()).toBe(t0.toISOString())
    const toEnquirer = async () =>
      (await jobsWithKeyLike(`lead:${leadId}:message-%`)).filter((j) => !j.to.includes('suppliers.test'))
    const [first] = await toEnquirer()
    expect(first!.text).toContain(`/your-enquiry/${token}`)
    expect(first!.text).not.toContain(words)
    const at = (ms: number) => new Date(t0.getTime() + ms)
    expect(
      (await sendMessage(payload, supplier, a, { body: 'And one more thing.' }, at(MESSAGE_EMAIL_INTERVAL_MS - 1))).ok,
    ).toBe(true)
    expect(await toEnquirer()).toHaveLength(1)
    // The other direction has its own interval: the enquirer's answer e-mails the supplier now.
    expect((await sendMessage(payload, { party: 'enquirer', token }, a, { body: 'Thanks!' }, at(1000))).ok).toBe(true)
    const toSupplier = await jobsWithKeyLike(`lead:${leadId}:message-%`)
    expect(toSupplier.filter((j) => j.to === listingA.contactEmail)).toHaveLength(1)
    expect(
      (await sendMessage(payload, supplier, a, { body: 'Delivery is free.' }, at(MESSAGE_EMAIL_INTERVAL_MS))).ok,
    ).toBe(true)
    expect(await toEnquirer()).toHaveLength(2)
  })

  it('each party writes at most the hourly limit: refused just inside the hour, allowed at its end', async () => {
    const { leadId, token, a, b } = await newLead()
    const t0 = new Date(Date.now() + 120_000)
    const enquirer = { party: 'enquirer' as const, token }
    for (let i = 0; i < MESSAGES_PER_HOUR; i += 1)
      expect((await sendMessage(payload, enquirer, i % 2 ? a : b, { body: `Question ${i}` }, t0)).ok).toBe(true)
    const count = (await messageRows(leadId)).length
    const late = new Date(t0.getTime() + MESSAGE_WINDOW_MS - 1)
    expect(await sendMessage(payload, enquirer, a, { body: 'One more' }, late)).toMatchObject({
      ok: false,
      message: MESSAGE_TOO_MANY,
    })
    expect((await messageRows(leadId)).length).toBe(count)
    expect(
      (await sendMessage(payload, enquirer, a, { body: 'One more' }, new Date(t0.getTime() + MESSAGE_WINDOW_MS))).ok,
    ).toBe(true)
  })

  it('attachments of the wrong type or size are refused with nothing stored; a good one opens for the two parties', async () => {
    const { leadId, token, a } = await newLead()
    const before = { messages: await messageRows(leadId), files: await attachmentCount() }
    const exe = Buffer.from('MZ\x90\x00 not an image')
    for (const file of [
      pdfFile('virus.exe', exe, 'application/x-msdownload'),
      pdfFile('photo.jpg', Buffer.from('not a jpeg'), 'image/jpeg'),
      pdfFile('big.pdf', Buffer.concat([PDF, Buffer.alloc(LEAD_ATTACHMENT_MAX_BYTES)])),
    ]) {
      const answer = await sendMessage(payload, { party: 'enquirer', token }, a, { body: 'See attached', file })
      expect(answer, file.name).toMatchObject({ ok: false, field: 'attachment' })
    }
    expect({ messages: await messageRows(leadId), files: await attachmentCount() }).toEqual(before)
    expect(
      (
        await sendMessage(payload, { party: 'enquirer', token }, a, {
          body: 'Plan attached',
          file: pdfFile('plan.pdf'),
        })
      ).ok,
    ).toBe(true)
    const [m] = await conversationMessages(payload, a)
    expect(await attachmentFor(payload, m!.attachment!.id, { supplierId: listingA.id })).toBeDefined()
    expect(await attachmentFor(payload, m!.attachment!.id, { supplierId: listingB.id })).toBeUndefined()
  })

  it('a party reports the other’s message; staff hide one only with a reason; what was written never changes', async () => {
    const { leadId, token, a } = await newLead()
    expect(
      (await sendMessage(payload, { party: 'supplier', supplierId: listingA.id }, a, { body: 'Rude words' })).ok,
    ).toBe(true)
    const [m] = await messageRows(leadId)
    expect(await reportMessage(payload, { party: 'supplier', supplierId: listingA.id }, a, m!.id, 'own')).toMatchObject(
      {
        ok: false,
        message: MESSAGE_NOT_FOUND,
      },
    )
    expect(
      await reportMessage(payload, { party: 'enquirer', token: (await newLead()).token }, a, m!.id, 'x'),
    ).toMatchObject({
      ok: false,
    })
    expect((await reportMessage(payload, { party: 'enquirer', token }, a, m!.id, 'Abusive')).ok).toBe(true)
    const noReason = await rest('PATCH', `lead-messages/${m!.id}`, { token: adminToken, body: { hidden: true } })
    expect(noReason.status).toBe(400)
    const hidden = await rest('PATCH', `lead-messages/${m!.id}`, {
      token: adminToken,
      body: { hidden: true, hiddenReason: 'Abusive language', body: 'rewritten by staff' },
    })
    expect(hidden.status).toBe(200)
    expect((await messageRows(leadId))[0]).toMatchObject({ body: 'Rude words', hidden: true })
    const [view] = await conversationMessages(payload, a)
    expect(view).toMatchObject({ body: '', hiddenReason: 'Abusive language', reported: true })
  })

  it('a declined connection is closed; erasure deletes the enquirer’s messages and keeps the supplier’s', async () => {
    const { leadId, token, a, b } = await newLead()
    expect(
      (await declineLead(payload, listingB.id, b, { reason: 'out-of-area', note: 'Too far.', confirmed: true })).ok,
    ).toBe(true)
    expect(await sendMessage(payload, { party: 'enquirer', token }, b, { body: 'Hello?' })).toMatchObject({
      ok: false,
      message: MESSAGE_CLOSED,
    })
    expect(
      (
        await sendMessage(payload, { party: 'enquirer', token }, a, {
          body: 'My address is 1 High St',
          file: pdfFile(),
        })
      ).ok,
    ).toBe(true)
    expect((await sendMessage(payload, { party: 'supplier', supplierId: listingA.id }, a, { body: 'Noted.' })).ok).toBe(
      true,
    )
    expect((await eraseEnquiry(payload, token)).outcome).toBe('erased')
    expect((await messageRows(leadId)).map((m) => m.sent_by)).toEqual(['supplier'])
    expect((await pool.query('select count(*) from lead_attachments where lead_id = $1', [leadId])).rows[0].count).toBe(
      '0',
    )
    expect(await sendMessage(payload, { party: 'supplier', supplierId: listingA.id }, a, { body: 'Hi' })).toMatchObject(
      {
        ok: false,
        message: LEAD_WITHDRAWN,
      },
    )
  })
})

describe('asking the next matching suppliers', () => {
  it('names the next ones, asks them once as named, and never after the choice', async () => {
    const { leadId, token, a } = await newLead()
    expect(await nextMatchingSuppliers(payload, leadId)).toEqual([])
    // A listing that joins the town after the enquiry was routed (the cap of 5 was not reached).
    const delta = await createListing(payload, 'Quote Delta', {
      location: town,
      contactEmail: `delta-${randomUUID().slice(0, 6)}@suppliers.test`,
    })
    const next = await nextMatchingSuppliers(payload, leadId)
    expect(next.map((s) => s.id)).toEqual([delta.id])
    const connections = async () =>
      (await pool.query('select supplier_id from lead_connections where lead_id = $1', [leadId])).rows.length
    expect(await askMoreSuppliers(payload, token, [listingC.id])).toMatchObject({
      ok: false,
      message: NO_MORE_SUPPLIERS,
    })
    expect(await askMoreSuppliers(payload, (await newLead()).token, [delta.id])).toMatchObject({ ok: false })
    expect(await connections()).toBe(2)
    expect(await askMoreSuppliers(payload, token, [delta.id])).toMatchObject({
      ok: true,
      message: MORE_SUPPLIERS_ASKED,
    })
    expect(await connections()).toBe(3)
    expect(await jobsWithKeyLike(`lead:${leadId}:supplier-${delta.id}`)).toHaveLength(1)
    expect(await askMoreSuppliers(payload, token, [delta.id])).toMatchObject({ ok: false, message: NO_MORE_SUPPLIERS })
    const quoteId = await quoteFrom(listingA, a, leadId)
    expect((await acceptQuote(payload, token, quoteId)).ok).toBe(true)
    expect(await nextMatchingSuppliers(payload, leadId)).toEqual([])
  })
})
