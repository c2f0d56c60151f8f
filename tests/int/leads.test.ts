import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { GET as getRecipients } from '@/app/api/enquiries/recipients/route'
import { LEAD_RETENTION_QUEUE, LEAD_RETENTION_TASK } from '@/jobs/lead-retention'
import { runLeadRetention } from '@/lib/leads/retention'
import { commissionForSupplier } from '@/lib/leads/commission'
import { submitEnquiry } from '@/lib/enquiry/submit'
import {
  ALREADY_DECLINED,
  DECLINE_AFTER_QUOTE,
  DECLINE_NOT_CONFIRMED,
  DECLINE_NOTE_MISSING,
  DECLINE_REASON_INVALID,
  DECLINE_SAVED_VOIDED,
  DECLINE_SAVED_FOR_REVIEW,
  DECLINE_TOO_LATE,
  inboxPage,
  LEAD_NOT_FOUND,
  LEAD_STATUS_FINAL,
  LEAD_STATUS_INVALID,
  LEAD_STATUS_NOT_NEXT,
  LEAD_WITHDRAWN,
  declineLead,
  openLead,
  setLeadStatus,
} from '@/lib/leads/inbox'
import { enquiryForToken, eraseEnquiry, ERASED_NAME } from '@/lib/leads/erasure'
import { DEFAULT_RETENTION_MONTHS, retentionCutoff } from '@/lib/leads/rules'
import { monthlyStatement, statementsCsv } from '@/lib/leads/statement'
import { seed } from '@/seed'
import {
  createListing,
  createStaffUser,
  createSupplierAccount,
  setEcoScoreFixture,
  TEST_PASSWORD,
  testPayload,
} from './helpers'
import { rest, restLogin } from './rest'

// Leads after routing, against the real database: the duplicate rule, the cap and choice order, the supplier's
// statuses and declines, staff's decisions, statements, erasure and retention, and a supplier account trying to
// reach another listing's leads. Each test routes to listings in a town of its own.

const DAY_MS = 24 * 60 * 60 * 1000
/** A decline as the portal's confirmed second step posts it. */
const confirmedDecline = (reason: string) => ({ reason, note: 'Declined in a test.', confirmed: true })

let payload: Payload
let pool: pg.Pool
let admin: User
let adminToken: string

const uniqueTown = () => `Leadtown ${randomUUID().slice(0, 8)}`
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@leads.test`
const uniquePhone = () => `07${randomInt(0, 1e9).toString().padStart(9, '0')}`

function enquiry(city: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Lena Lead',
    email: uniqueEmail('lena'),
    phone: uniquePhone(),
    city,
    projectDetails: 'Wood-fibre insulation and lime plaster for a Victorian terrace.',
    consent: true,
    ...overrides,
  }
}

async function submit(input: Record<string, unknown>) {
  const result = await submitEnquiry(input, {
    payload,
    clientIp: `2001:db8::${randomInt(1, 65535).toString(16)}:${randomInt(1, 65535).toString(16)}`,
    rateLimit: 1000,
  })
  expect(result.ok).toBe(true)
  return result
}

type LeadRow = { id: number; duplicate_of_id: number | null; name: string; email: string; phone: string }

async function leadsByEmail(email: string): Promise<LeadRow[]> {
  const { rows } = await pool.query<LeadRow>(
    'select id, duplicate_of_id, name, email, phone from leads where email = $1 order by id',
    [email],
  )
  return rows
}

async function connectionsOf(leadId: number) {
  const { rows } = await pool.query<{ id: number; supplier_id: number; commission_amount: string }>(
    'select id, supplier_id, commission_amount from lead_connections where lead_id = $1 order by supplier_id',
    [leadId],
  )
  return rows.map((r) => ({ id: r.id, supplier: r.supplier_id, commission: Number(r.commission_amount) }))
}

async function jobsWithKeyLike(pattern: string) {
  const { rows } = await pool.query<{ input: { to: string; text: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [pattern],
  )
  return rows.map((r) => r.input)
}

/** The erasure link's token, read from the queued confirmation e-mail (the only place it exists). */
async function erasureToken(leadId: number): Promise<string> {
  const [visitor] = await jobsWithKeyLike(`lead:${leadId}:visitor`)
  const match = /\/your-enquiry\/([A-Za-z0-9_-]{43})/.exec(visitor?.text ?? '')
  expect(match, 'the confirmation e-mail carries the link').not.toBeNull()
  return match![1]
}

/** A listing in `town` with the given Eco-Score, made `age` ms apart so routing order (the oldest first) is known. */
async function listingIn(town: string, name: string, ecoScore: number, extra: Record<string, unknown> = {}) {
  const listing = await createListing(payload, name, {
    location: town,
    contactEmail: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}@suppliers.test`,
    ...extra,
  })
  await setEcoScoreFixture(payload, listing.id, ecoScore)
  return { ...listing, ecoScore }
}

/** Moves a connection's routing time into the past, as days going by would. */
async function routedDaysAgo(connectionId: number, days: number): Promise<void> {
  await pool.query('update lead_connections set created_at = $2 where id = $1', [
    connectionId,
    new Date(Date.now() - days * DAY_MS).toISOString(),
  ])
}

async function setCap(cap: number): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { leadRules: { maxSuppliersPerLead: cap, retentionMonths: DEFAULT_RETENTION_MONTHS } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  const login = await restLogin('users', admin.email, TEST_PASSWORD)
  adminToken = login.token as string
})

afterAll(async () => {
  await pool?.end()
})

describe('the duplicate rule', () => {
  let town: string
  let supplier: Supplier

  beforeAll(async () => {
    town = uniqueTown()
    supplier = await listingIn(town, 'Duplicate Rule Timber', 7)
  })

  it('links a repeat from the same e-mail, for the same city and category within 30 days, and routes it to no one', async () => {
    const first = enquiry(town)
    await submit(first)
    // Another phone and different case: the e-mail alone makes it a repeat.
    await submit({ ...first, phone: uniquePhone(), email: (first.email as string).toUpperCase() })
    const { rows } = await pool.query<LeadRow>(
      'select id, duplicate_of_id from leads where email_key = $1 order by id',
      [(first.email as string).toLowerCase()],
    )
    expect(rows).toHaveLength(2)
    expect(rows[1].duplicate_of_id).toBe(rows[0].id)
    expect(await connectionsOf(rows[0].id)).toHaveLength(1)
    expect(await connectionsOf(rows[1].id)).toEqual([])
    // The visitor still gets the confirmation; no supplier is e-mailed again.
    const repeatJobs = await jobsWithKeyLike(`lead:${rows[1].id}:%`)
    expect(repeatJobs.map((j) => j.idempotencyKey).sort()).toEqual(
      [`lead:${rows[1].id}:staff`, `lead:${rows[1].id}:visitor`].sort(),
    )
    expect(repeatJobs.find((j) => j.idempotencyKey.endsWith(':visitor'))?.text).toContain(
      'This repeats an enquiry you sent us recently',
    )
  })

  it('links a repeat from the same phone written differently, with another e-mail', async () => {
    const first = enquiry(town, { phone: '+44 7700 900777' })
    await submit(first)
    const second = enquiry(town, { phone: '07700 900777' })
    await submit(second)
    const [original] = await leadsByEmail(first.email as string)
    const [repeat] = await leadsByEmail(second.email as string)
    expect(repeat.duplicate_of_id).toBe(original.id)
    expect(await connectionsOf(repeat.id)).toEqual([])
  })

  it('routes the same person again for another city, and after 30 days', async () => {
    const otherTown = uniqueTown()
    const elsewhere = await listingIn(otherTown, 'Duplicate Rule Elsewhere', 6)
    const first = enquiry(town)
    await submit(first)
    await submit({ ...first, city: otherTown })
    const [original, moved] = await leadsByEmail(first.email as string)
    expect(moved.duplicate_of_id).toBeNull()
    expect((await connectionsOf(moved.id)).map((c) => c.supplier)).toEqual([elsewhere.id])

    await pool.query('update leads set created_at = $2 where id = $1', [
      original.id,
      new Date(Date.now() - 31 * DAY_MS).toISOString(),
    ])
    await submit({ ...first })
    const later = (await leadsByEmail(first.email as string)).at(-1)!
    expect(later.duplicate_of_id).toBeNull()
    expect((await connectionsOf(later.id)).map((c) => c.supplier)).toEqual([supplier.id])
  })
})

describe('the cap and the choice order', () => {
  it('routes to at most the cap, highest Eco-Score first then the oldest listing, and names exactly those first', async () => {
    const town = uniqueTown()
    const made: Supplier[] = []
    for (const [name, score] of [
      ['Cap A', 6],
      ['Cap B', 9],
      ['Cap C', 6],
      ['Cap D', 3],
      ['Cap E', 8],
      ['Cap F', 6],
      ['Cap G', 10],
    ] as const)
      made.push(await listingIn(town, `${name} ${town}`, score))
    const byName = (n: string) => made.find((s) => s.name.startsWith(n))!.id
    // 10, 9, 8, then the three 6s in routing order (the oldest first): the first two of them.
    const chosen = [byName('Cap G'), byName('Cap B'), byName('Cap E'), byName('Cap A'), byName('Cap C')]

    const named = await getRecipients(
      new Request(`http://localhost/api/enquiries/recipients?city=${encodeURIComponent(town)}`),
    )
    const { count, names } = (await named.json()) as { count: number; names: string[] }
    expect(count).toBe(5)
    expect([...names].sort()).toEqual(
      made
        .filter((s) => chosen.includes(s.id))
        .map((s) => s.name)
        .sort(),
    )

    const input = enquiry(town)
    await submit(input)
    const [lead] = await leadsByEmail(input.email as string)
    const routed = await connectionsOf(lead.id)
    expect(routed.map((c) => c.supplier).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b))
    for (const c of routed) expect(c.commission).toBe(commissionForSupplier(made.find((s) => s.id === c.supplier)!))

    await setCap(2)
    try {
      const capped = await getRecipients(
        new Request(`http://localhost/api/enquiries/recipients?city=${encodeURIComponent(town)}`),
      )
      expect(((await capped.json()) as { count: number }).count).toBe(2)
      const second = enquiry(town)
      await submit(second)
      const [secondLead] = await leadsByEmail(second.email as string)
      expect((await connectionsOf(secondLead.id)).map((c) => c.supplier).sort((a, b) => a - b)).toEqual(
        [byName('Cap G'), byName('Cap B')].sort((a, b) => a - b),
      )
    } finally {
      await setCap(5)
    }
  })
})

describe("a supplier's inbox", () => {
  let town: string
  let mine: Supplier
  let other: Supplier
  let account: SupplierAccount

  beforeAll(async () => {
    town = uniqueTown()
    mine = await listingIn(town, 'Inbox Mine Timber', 8)
    other = await listingIn(town, 'Inbox Other Insulation', 7)
    account = await createSupplierAccount(payload, mine.id)
  })

  async function routedPair() {
    const input = enquiry(town)
    await submit(input)
    const [lead] = await leadsByEmail(input.email as string)
    const connections = await connectionsOf(lead.id)
    return {
      lead,
      input,
      mineId: connections.find((c) => c.supplier === mine.id)!.id,
      otherId: connections.find((c) => c.supplier === other.id)!.id,
    }
  }

  it("lists only its own listing's leads, newest first; opening one marks it viewed and records it once", async () => {
    const older = await routedPair()
    const newer = await routedPair()
    const page = await inboxPage(payload, mine.id, 1)
    const ids = page.rows.map((r) => r.id)
    expect(ids.indexOf(newer.mineId)).toBeLessThan(ids.indexOf(older.mineId))
    expect(ids).not.toContain(newer.otherId)
    expect(page.rows.find((r) => r.id === newer.mineId)).toMatchObject({ status: 'new', name: 'Lena Lead', city: town })

    const opened = await openLead(payload, mine.id, newer.mineId)
    expect(opened).toMatchObject({ status: 'viewed', email: newer.input.email, phone: newer.input.phone })
    await openLead(payload, mine.id, newer.mineId)
    const again = await openLead(payload, mine.id, newer.mineId)
    expect(again?.history.map((h) => h.event)).toEqual(['Routed to you', 'Opened (viewed)'])
  })

  it('sets contacted, quoted, won or lost, and refuses anything else', async () => {
    const { mineId } = await routedPair()
    expect(await setLeadStatus(payload, mine.id, mineId, 'quoted')).toEqual({ ok: true, message: 'Status saved.' })
    expect(await setLeadStatus(payload, mine.id, mineId, 'won')).toMatchObject({ ok: true })
    expect(await setLeadStatus(payload, mine.id, mineId, 'new')).toEqual({ ok: false, message: LEAD_STATUS_INVALID })
    const { rows } = await pool.query('select status, first_response_at from lead_connections where id = $1', [mineId])
    expect(rows[0].status).toBe('won')
    expect(rows[0].first_response_at).not.toBeNull()
  })

  it('declines within 14 days and refuses a decline on day 15; an area decline of an enquiry without a site is voided at once', async () => {
    const day13 = await routedPair()
    await routedDaysAgo(day13.mineId, 13)
    expect(await declineLead(payload, mine.id, day13.mineId, confirmedDecline('out-of-area'))).toEqual({
      ok: true,
      message: DECLINE_SAVED_VOIDED,
    })
    expect(await declineLead(payload, mine.id, day13.mineId, confirmedDecline('spam'))).toEqual({
      ok: false,
      message: ALREADY_DECLINED,
    })
    const { rows } = await pool.query(
      'select decline_reason, decline_review, voided_at is not null as voided from lead_connections where id = $1',
      [day13.mineId],
    )
    expect(rows[0]).toEqual({ decline_reason: 'out-of-area', decline_review: 'not-needed', voided: true })

    const day15 = await routedPair()
    await routedDaysAgo(day15.mineId, 15)
    expect(await declineLead(payload, mine.id, day15.mineId, confirmedDecline('spam'))).toEqual({
      ok: false,
      message: DECLINE_TOO_LATE,
    })
    const { rows: untouched } = await pool.query('select decline_reason from lead_connections where id = $1', [
      day15.mineId,
    ])
    expect(untouched[0].decline_reason).toBeNull()
  })

  it("refuses every supplier-facing read and write of another listing's lead", async () => {
    const { otherId, mineId } = await routedPair()
    const before = await pool.query('select * from lead_connections where id = $1', [otherId])
    expect(await openLead(payload, mine.id, otherId)).toBeNull()
    expect(await setLeadStatus(payload, mine.id, otherId, 'won')).toEqual({ ok: false, message: LEAD_NOT_FOUND })
    expect(await declineLead(payload, mine.id, otherId, confirmedDecline('spam'))).toEqual({
      ok: false,
      message: LEAD_NOT_FOUND,
    })
    expect((await pool.query('select * from lead_connections where id = $1', [otherId])).rows).toEqual(before.rows)

    // Through the REST API the account's own connections are out of reach too: the portal is the only way in.
    const login = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    expect(login.token).toBeDefined()
    for (const id of [otherId, mineId]) {
      expect([403, 404]).toContain((await rest('GET', `lead-connections/${id}`, { token: login.token })).status)
      const patch = await rest('PATCH', `lead-connections/${id}`, {
        token: login.token,
        body: { status: 'won', declineReview: 'accepted', commissionAmount: 0 },
      })
      expect([401, 403, 404]).toContain(patch.status)
    }
    const list = await rest('GET', 'lead-connections?limit=100', { token: login.token })
    expect(list.status).toBe(403)
    const csv = await rest('GET', 'lead-connections/statements.csv?month=2026-01', { token: login.token })
    expect(csv.status).toBe(403)
    const leadsList = await rest('GET', 'leads?limit=100', { token: login.token })
    expect(leadsList.status).toBe(403)
    expect((await pool.query('select * from lead_connections where id = $1', [otherId])).rows).toEqual(before.rows)

    // The other listing reaches it.
    expect(await openLead(payload, other.id, otherId)).toMatchObject({ id: otherId, status: 'viewed' })
  })
})

describe('one state per lead', () => {
  let town: string
  let mine: Supplier
  let other: Supplier
  let account: SupplierAccount
  let accountToken: string

  beforeAll(async () => {
    town = uniqueTown()
    mine = await listingIn(town, 'State Mine Timber', 8)
    other = await listingIn(town, 'State Other Lime', 7)
    account = await createSupplierAccount(payload, mine.id)
    accountToken = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token as string
  })

  async function routed() {
    const input = enquiry(town)
    await submit(input)
    const [lead] = await leadsByEmail(input.email as string)
    const connections = await connectionsOf(lead.id)
    return {
      mineId: connections.find((c) => c.supplier === mine.id)!.id,
      otherId: connections.find((c) => c.supplier === other.id)!.id,
    }
  }
  const rowOf = async (id: number) =>
    (
      await pool.query(
        'select status, decline_reason, decline_note, declined_at, decline_review, updated_at from lead_connections where id = $1',
        [id],
      )
    ).rows[0]

  it('a quoted lead cannot be declined: it stays quoted, never quoted and declined at once', async () => {
    const { mineId } = await routed()
    expect(await setLeadStatus(payload, mine.id, mineId, 'quoted')).toMatchObject({ ok: true })
    const before = await rowOf(mineId)
    expect(await declineLead(payload, mine.id, mineId, confirmedDecline('spam'))).toEqual({
      ok: false,
      message: DECLINE_AFTER_QUOTE,
    })
    expect(await rowOf(mineId)).toEqual(before)
    expect(before).toMatchObject({ status: 'quoted', decline_reason: null })
  })

  it('declining makes the lead declined (one state) with its reason and the supplier’s words; nothing moves it after', async () => {
    const { mineId } = await routed()
    await openLead(payload, mine.id, mineId)
    expect(
      await declineLead(payload, mine.id, mineId, {
        reason: 'duplicate',
        note: '  Same as last week’s.  ',
        confirmed: true,
      }),
    ).toEqual({ ok: true, message: DECLINE_SAVED_FOR_REVIEW })
    const declined = await rowOf(mineId)
    expect(declined).toMatchObject({
      status: 'declined',
      decline_reason: 'duplicate',
      decline_note: 'Same as last week’s.',
      decline_review: 'pending',
    })
    for (const status of ['contacted', 'quoted', 'won', 'lost'])
      expect(await setLeadStatus(payload, mine.id, mineId, status)).toEqual({ ok: false, message: ALREADY_DECLINED })
    expect(await rowOf(mineId)).toEqual(declined)
    // Staff see the supplier's words in the admin's record of the connection.
    const staffView = await rest('GET', `lead-connections/${mineId}?depth=0`, { token: adminToken })
    expect(JSON.parse(staffView.text)).toMatchObject({ status: 'declined', declineNote: 'Same as last week’s.' })
  })

  it('moves only forward: won and lost are final, a quoted lead cannot go back to contacted', async () => {
    const { mineId } = await routed()
    expect(await setLeadStatus(payload, mine.id, mineId, 'contacted')).toMatchObject({ ok: true })
    expect(await setLeadStatus(payload, mine.id, mineId, 'quoted')).toMatchObject({ ok: true })
    expect(await setLeadStatus(payload, mine.id, mineId, 'contacted')).toEqual({
      ok: false,
      message: LEAD_STATUS_NOT_NEXT,
    })
    expect(await setLeadStatus(payload, mine.id, mineId, 'quoted')).toEqual({
      ok: false,
      message: LEAD_STATUS_NOT_NEXT,
    })
    expect(await setLeadStatus(payload, mine.id, mineId, 'lost')).toMatchObject({ ok: true })
    const lost = await rowOf(mineId)
    expect(await setLeadStatus(payload, mine.id, mineId, 'won')).toEqual({ ok: false, message: LEAD_STATUS_FINAL })
    expect(await rowOf(mineId)).toEqual(lost)
    expect(lost.status).toBe('lost')
  })

  it('a decline needs a reason, the supplier’s words and the confirmation; without any of them nothing changes', async () => {
    const { mineId } = await routed()
    const before = await rowOf(mineId)
    expect(await declineLead(payload, mine.id, mineId, { reason: '', note: 'Spam.', confirmed: true })).toEqual({
      ok: false,
      message: DECLINE_REASON_INVALID,
    })
    expect(await declineLead(payload, mine.id, mineId, { reason: 'spam', note: '   ', confirmed: true })).toEqual({
      ok: false,
      message: DECLINE_NOTE_MISSING,
    })
    expect(await declineLead(payload, mine.id, mineId, { reason: 'spam', note: 'Spam.', confirmed: false })).toEqual({
      ok: false,
      message: DECLINE_NOT_CONFIRMED,
    })
    expect(await rowOf(mineId)).toEqual(before)
  })

  it("another listing's lead: not found, nothing changes (the portal's functions and REST alike)", async () => {
    const { otherId } = await routed()
    const before = await rowOf(otherId)
    expect(await setLeadStatus(payload, mine.id, otherId, 'contacted')).toEqual({ ok: false, message: LEAD_NOT_FOUND })
    expect(await declineLead(payload, mine.id, otherId, confirmedDecline('spam'))).toEqual({
      ok: false,
      message: LEAD_NOT_FOUND,
    })
    for (const body of [{ status: 'won' }, { status: 'declined', declineReason: 'spam', declineNote: 'x' }]) {
      const answer = await rest('PATCH', `lead-connections/${otherId}`, { token: accountToken, body })
      expect(answer.status).toBe(403)
    }
    expect(await rowOf(otherId)).toEqual(before)
  })

  it('refuses through REST, even to an admin, a move the table does not allow, with a 400 naming it', async () => {
    const { mineId } = await routed()
    expect(await setLeadStatus(payload, mine.id, mineId, 'quoted')).toMatchObject({ ok: true })
    const quoted = await rowOf(mineId)
    const attempts: Array<[Record<string, unknown>, RegExp]> = [
      [{ status: 'declined', declineReason: 'spam', declineNote: 'Spam.' }, /Quoted cannot become Declined/],
      [{ status: 'contacted' }, /Quoted cannot become Contacted/],
      [{ status: 'new' }, /Quoted cannot become New/],
      [{ declineReason: 'spam' }, /Only a declined lead has a decline reason/],
    ]
    for (const [body, message] of attempts) {
      const answer = await rest('PATCH', `lead-connections/${mineId}`, { token: adminToken, body })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.text).toMatch(message)
    }
    // The supplier's own account is refused the API altogether, its own lead included.
    expect(
      (await rest('PATCH', `lead-connections/${mineId}`, { token: accountToken, body: { status: 'won' } })).status,
    ).toBe(403)
    expect(await rowOf(mineId)).toEqual(quoted)
    // An allowed move goes through (and a declined one needs its reason and words).
    const won = await rest('PATCH', `lead-connections/${mineId}`, { token: adminToken, body: { status: 'won' } })
    expect(won.status, won.text).toBe(200)
    expect((await rowOf(mineId)).status).toBe('won')
  })

  it('refuses the same through the Local API, even with overrideAccess, and a connection created in any state but new', async () => {
    const { mineId } = await routed()
    await openLead(payload, mine.id, mineId)
    const refusal = (data: Record<string, unknown>) =>
      payload.update({ collection: 'lead-connections', id: mineId, data, overrideAccess: true }).then(
        () => 'saved',
        (error: { data?: { errors?: Array<{ message: string }> } }) => error.data?.errors?.[0]?.message,
      )
    expect(await refusal({ status: 'new' })).toBe(
      'A lead that is Viewed cannot become New; it can become: Contacted, Quoted, Won, Lost, Declined.',
    )
    expect(await refusal({ status: 'declined' })).toMatch(/needs its reason/)
    expect((await rowOf(mineId)).status).toBe('viewed')
    const created = await rest('POST', 'lead-connections', {
      token: adminToken,
      body: {
        lead: (await pool.query('select lead_id from lead_connections where id = $1', [mineId])).rows[0].lead_id,
        supplier: (await listingIn(town, 'State Third Clay', 1)).id,
        commissionAmount: 5000,
        status: 'won',
      },
    })
    expect(created.status).toBe(400)
    expect(created.text).toContain('starts New')
  })
})

describe("staff's decision on a decline", () => {
  it('an accepted spam decline voids the commission (the amount stays), is e-mailed, and cannot be decided again', async () => {
    const town = uniqueTown()
    const supplier = await listingIn(town, 'Decline Review Paints', 7, {
      leadBonusEnabled: true,
      leadBonusAmount: 1000,
    })
    const input = enquiry(town)
    await submit(input)
    const [lead] = await leadsByEmail(input.email as string)
    const [connection] = await connectionsOf(lead.id)
    expect(connection.commission).toBe(6000)

    expect(await declineLead(payload, supplier.id, connection.id, confirmedDecline('spam'))).toEqual({
      ok: true,
      message: DECLINE_SAVED_FOR_REVIEW,
    })
    // Staff cannot invent a review for a lead nobody declined, nor skip to another value.
    const refused = await rest('PATCH', `lead-connections/${connection.id}`, {
      token: adminToken,
      body: { declineReview: 'not-needed' },
    })
    expect(refused.status).toBe(400)

    const accepted = await rest('PATCH', `lead-connections/${connection.id}`, {
      token: adminToken,
      body: { declineReview: 'accepted', commissionAmount: 1 },
    })
    expect(accepted.status, accepted.text).toBe(200)
    const { rows } = await pool.query(
      'select commission_amount, voided_at, void_reason, decline_review from lead_connections where id = $1',
      [connection.id],
    )
    expect(Number(rows[0].commission_amount)).toBe(6000)
    expect(rows[0].voided_at).not.toBeNull()
    expect(rows[0].void_reason).toBe('Decline accepted: Spam or fake')
    const decision = await jobsWithKeyLike(`lead-connection:${connection.id}:decline-decision`)
    expect(decision).toHaveLength(1)
    expect(decision[0].to).toBe(supplier.contactEmail)
    expect(decision[0].text).toContain('is voided')

    const again = await rest('PATCH', `lead-connections/${connection.id}`, {
      token: adminToken,
      body: { declineReview: 'refused' },
    })
    expect(again.status).toBe(400)
    expect(await jobsWithKeyLike(`lead-connection:${connection.id}:decline-decision`)).toHaveLength(1)
  })
})

describe('commission statements', () => {
  it('sum a month exactly, across the month boundary, leaving out voided commissions', async () => {
    const town = uniqueTown()
    const supplier = await listingIn(town, 'Statement Roofing', 6, { leadBonusEnabled: true })
    const ids: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const input = enquiry(town)
      await submit(input)
      const [lead] = await leadsByEmail(input.email as string)
      ids.push((await connectionsOf(lead.id))[0].id)
    }
    // Two in January (one at its very last millisecond), two in February (one at its first).
    const at = [
      '2026-01-10T12:00:00.000Z',
      '2026-01-31T23:59:59.999Z',
      '2026-02-01T00:00:00.000Z',
      '2026-02-15T09:00:00.000Z',
    ]
    for (const [i, id] of ids.entries())
      await pool.query('update lead_connections set created_at = $2 where id = $1', [id, at[i]])
    await pool.query(
      "update lead_connections set voided_at = now(), void_reason = 'Decline accepted: Duplicate' where id = $1",
      [ids[1]],
    )

    const january = await monthlyStatement(payload, supplier.id, { year: 2026, month: 1 })
    expect(january.lines.map((l) => l.connectionId)).toEqual([ids[0], ids[1]])
    expect(january).toMatchObject({
      connections: 2,
      voided: 1,
      totalOwed: 7500,
      totalVoided: 7500,
      label: 'January 2026',
    })
    expect(january.lines[1].voidReason).toBe('Decline accepted: Duplicate')
    // Each line names the lead as its page does and links that page (the connection's id, not the lead's).
    expect(january.lines[0]).toMatchObject({ title: 'Enquiry from Lena Lead', path: `/account/leads/${ids[0]}` })
    const february = await monthlyStatement(payload, supplier.id, { year: 2026, month: 2 })
    expect(february.lines.map((l) => l.connectionId)).toEqual([ids[2], ids[3]])
    expect(february).toMatchObject({ connections: 2, voided: 0, totalOwed: 15000 })

    const csv = await statementsCsv(payload, { year: 2026, month: 1 }, supplier.id)
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`,${ids[0]},`)
    expect(lines[2]).toMatch(/Decline accepted: Duplicate,0,£0\.00$/)
    const all = await rest('GET', 'lead-connections/statements.csv?month=2026-01', { token: adminToken })
    expect(all.status).toBe(200)
    expect(all.text).toContain(`,${ids[1]},`)
    expect(all.text).not.toContain(`,${ids[2]},`)
    expect((await rest('GET', 'lead-connections/statements.csv?month=2026-13', { token: adminToken })).status).toBe(400)
    expect((await rest('GET', 'lead-connections/statements.csv?month=2026-01')).status).toBe(401)
  })
})

describe("the enquirer's data", () => {
  it('the link shows who received it; erasing anonymises the lead at once and queues one withdrawal e-mail per supplier', async () => {
    const town = uniqueTown()
    const a = await listingIn(town, 'Erasure Alpha', 8)
    const b = await listingIn(town, 'Erasure Beta', 7)
    const input = enquiry(town)
    await submit(input)
    const [lead] = await leadsByEmail(input.email as string)
    const token = await erasureToken(lead.id)
    expect(await enquiryForToken(payload, token)).toMatchObject({
      leadId: lead.id,
      city: town,
      recipients: [a.name, b.name].sort(),
      // The page shows what was written and links each supplier's public profile.
      projectDetails: input.projectDetails,
      suppliers: [a, b].sort((x, y) => x.name.localeCompare(y.name)).map((s) => ({ name: s.name, slug: s.slug })),
    })
    expect(await enquiryForToken(payload, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    // The confirmation went out (as a runner marks it); the suppliers' notices are still waiting.
    await pool.query(`update payload_jobs set completed_at = now() where input->>'idempotencyKey' = $1`, [
      `lead:${lead.id}:visitor`,
    ])
    const waiting = (await jobsWithKeyLike(`lead:${lead.id}:%`)).filter((j) => !j.idempotencyKey.endsWith(':visitor'))
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.some((j) => j.text.includes(input.name as string))).toBe(true)

    const [first, second] = await Promise.all([eraseEnquiry(payload, token), eraseEnquiry(payload, token)])
    expect([first.outcome, second.outcome].sort()).toEqual(['erased', 'gone'])
    const { rows } = await pool.query(
      'select name, email, phone, project_details, anonymised_because, erasure_token_hash from leads where id = $1',
      [lead.id],
    )
    expect(rows[0]).toEqual({
      name: ERASED_NAME,
      email: `erased-${lead.id}@erased.invalid`,
      phone: '',
      project_details: '',
      anonymised_because: 'erased',
      erasure_token_hash: null,
    })
    const withdrawals = await jobsWithKeyLike(`lead:${lead.id}:withdrawn-%`)
    expect(withdrawals.map((w) => w.to).sort()).toEqual([a.contactEmail, b.contactEmail].sort())
    // The outbox keeps no copy of what was erased: the sent confirmation is emptied, the waiting notices are dropped.
    const left = (await jobsWithKeyLike(`lead:${lead.id}:%`)).filter((j) => !j.idempotencyKey.includes(':withdrawn-'))
    expect(left).toEqual([
      expect.objectContaining({ idempotencyKey: `lead:${lead.id}:visitor`, to: 'erased', text: '' }),
    ])
    const { rows: logged } = await pool.query(
      `select l.input from payload_jobs_log l join payload_jobs j on j.id = l._parent_id
       where j.input->>'idempotencyKey' like $1 and l.input::text like $2`,
      [`lead:${lead.id}:%`, `%${input.email as string}%`],
    )
    expect(logged).toEqual([])
    // Commissions stay; the supplier sees it withdrawn and can no longer change it.
    expect(await connectionsOf(lead.id)).toHaveLength(2)
    const connection = (await connectionsOf(lead.id)).find((c) => c.supplier === a.id)!
    expect(await openLead(payload, a.id, connection.id)).toMatchObject({ privacy: 'withdrawn', name: ERASED_NAME })
    expect(await setLeadStatus(payload, a.id, connection.id, 'won')).toEqual({ ok: false, message: LEAD_WITHDRAWN })
    expect(await enquiryForToken(payload, token)).toBeNull()
    expect((await eraseEnquiry(payload, token)).outcome).toBe('gone')
    expect(await jobsWithKeyLike(`lead:${lead.id}:withdrawn-%`)).toHaveLength(2)
  })

  it('the daily retention job anonymises leads older than the period, on a controlled clock', async () => {
    const town = uniqueTown()
    await listingIn(town, 'Retention Timber', 5)
    const old = enquiry(town)
    const recent = enquiry(town)
    await submit(old)
    await submit(recent)
    const [oldLead] = await leadsByEmail(old.email as string)
    const [recentLead] = await leadsByEmail(recent.email as string)
    // The clock is now; the old lead was made a day before the 24 months ran out, the recent one a month after.
    const now = new Date()
    const cutoff = retentionCutoff(now, DEFAULT_RETENTION_MONTHS)
    await pool.query('update leads set created_at = $2 where id = $1', [
      oldLead.id,
      new Date(cutoff.getTime() - DAY_MS).toISOString(),
    ])
    await pool.query('update leads set created_at = $2 where id = $1', [
      recentLead.id,
      new Date(cutoff.getTime() + 30 * DAY_MS).toISOString(),
    ])

    const summary = await runLeadRetention(payload, now)
    expect(summary.leadsAnonymised).toBeGreaterThanOrEqual(1)
    const { rows } = await pool.query('select id, name, anonymised_because from leads where id = any($1) order by id', [
      [oldLead.id, recentLead.id],
    ])
    expect(rows).toEqual(
      [
        { id: oldLead.id, name: ERASED_NAME, anonymised_because: 'retention' },
        { id: recentLead.id, name: 'Lena Lead', anonymised_because: null },
      ].sort((x, y) => x.id - y.id),
    )
    expect(await jobsWithKeyLike(`lead:${oldLead.id}:withdrawn-%`)).toEqual([])
    expect(await connectionsOf(oldLead.id)).toHaveLength(1)

    // As the job runner runs it (today's clock): the recent lead, moved past the period, goes too.
    await pool.query('update leads set created_at = $2 where id = $1', [
      recentLead.id,
      new Date(Date.now() - 800 * DAY_MS).toISOString(),
    ])
    const job = await payload.jobs.queue({ task: LEAD_RETENTION_TASK, input: {}, queue: LEAD_RETENTION_QUEUE })
    await payload.jobs.run({ queue: LEAD_RETENTION_QUEUE, where: { id: { equals: job.id } }, silent: true })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
    expect(done.completedAt).toBeTruthy()
    const { rows: after } = await pool.query('select anonymised_because from leads where id = $1', [recentLead.id])
    expect(after[0].anonymised_because).toBe('retention')
    await pool.query('delete from payload_jobs where id = $1', [job.id])
  })
})

describe("'Responds quickly'", () => {
  it('shows once the median first response over at least 5 leads is under one working day, and goes when it is not', async () => {
    const town = uniqueTown()
    const supplier = await listingIn(town, 'Quick Responder Solar', 7)
    const connectionIds: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const input = enquiry(town)
      await submit(input)
      const [lead] = await leadsByEmail(input.email as string)
      connectionIds.push((await connectionsOf(lead.id))[0].id)
    }
    const flag = async () =>
      (await pool.query('select responds_quickly, response_median_hours from suppliers where id = $1', [supplier.id]))
        .rows[0] as { responds_quickly: boolean; response_median_hours: string | null }

    for (const id of connectionIds.slice(0, 4)) await setLeadStatus(payload, supplier.id, id, 'contacted')
    // Four answered: the fifth has not waited a working day yet, so it does not count either way.
    expect((await flag()).responds_quickly).toBe(false)
    await setLeadStatus(payload, supplier.id, connectionIds[4], 'contacted')
    const quick = await flag()
    expect(quick.responds_quickly).toBe(true)
    expect(Number(quick.response_median_hours)).toBeLessThan(1)
    const card = await payload.find({
      collection: 'suppliers',
      where: { id: { equals: supplier.id } },
      select: { respondsQuickly: true },
      overrideAccess: false,
    })
    expect(card.docs[0]?.respondsQuickly).toBe(true)

    // A month later, six new leads wait unanswered (6 slow of 11 counted): the daily job takes the badge away.
    for (let i = 0; i < 6; i += 1) {
      const input = enquiry(town)
      await submit(input)
    }
    await runLeadRetention(payload, new Date(Date.now() + 30 * DAY_MS))
    expect((await flag()).responds_quickly).toBe(false)
  })
})
