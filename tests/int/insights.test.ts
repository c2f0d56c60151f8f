import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount } from '@payload-types'
import { POST as oneClickUnsubscribe } from '@/app/api/insights-email/unsubscribe/[token]/route'
import { getDashboardFigures } from '@/lib/admin/dashboard'
import { ukDay } from '@/lib/dates'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { listingInsights } from '@/lib/insights/insights'
import {
  categoryTotals,
  listingCounterDays,
  listingPipelineDays,
  listingProductViews,
} from '@/lib/insights/insights-sql'
import { sendMonthlyInsightsEmails, unsubscribeInsightsEmail } from '@/lib/insights/monthly-email'
import { insightPeriods } from '@/lib/insights/periods'
import { signInsightsUnsubscribeToken } from '@/lib/insights/unsubscribe-token'
import { setLeadStatus } from '@/lib/leads/inbox'
import { addDays, type QuoteFormValues } from '@/lib/leads/quote-rules'
import { sendQuote } from '@/lib/leads/quotes'
import { seed } from '@/seed'
import { createListing, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Issue 35's insights against the real database: a listing's figures from counters filled with SQL and real leads and
// quotes, at the edges of a period that crosses the clock change (BST ends on 25 October 2026), the category's median
// (zeros included, drafts not), another listing's figures never reached, the monthly e-mail sent once (two runners at
// once) and only to accounts that want it, and its unsubscribe link without signing in (a forged one refused).

// The page's clock: the last 30 days are 11 October (BST) to 9 November 2026 (GMT); the previous 30 end on 10 October.
const NOW = new Date('2026-11-10T12:00:00Z')

let payload: Payload
let pool: pg.Pool
let town: string
let listingA: Supplier
let other: Supplier
let accountA: SupplierAccount
let accountA2: SupplierAccount
let accountOther: SupplierAccount
let productA: number
const peers: Supplier[] = []

const asUser = (account: SupplierAccount) => ({ ...account, collection: 'supplier-accounts' as const })

async function count(supplierId: number, day: string, metric: string, n: number, productId = 0) {
  await pool.query(
    `insert into insight_daily_counts (supplier_id, day, metric, product_id, count) values ($1, $2, $3, $4, $5)`,
    [supplierId, day, metric, productId, n],
  )
}

function quoteForm(): QuoteFormValues {
  const today = ukDay(new Date()).iso
  return {
    lines: [{ product: '', description: 'Hemp-lime blocks', quantity: '10', unit: 'm²', unitPrice: '20' }],
    deliveryCost: '30',
    vat: 'excluded',
    earliestDelivery: addDays(today, 3),
    validUntil: addDays(today, 30),
    notes: '',
  }
}

/** A real enquiry to the test's town (listing A and the first peer serve it), routed at `at`; A's connection id. */
async function leadAt(at: string): Promise<number> {
  const email = `insights-${randomUUID().slice(0, 8)}@insights.test`
  const result = await submitEnquiry(
    {
      name: 'Ivy Insight',
      email,
      phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
      city: town,
      projectDetails: 'Hemp-lime walls for an extension.',
      consent: true,
    },
    { payload, clientIp: `2001:db8::${randomInt(1, 65535).toString(16)}`, rateLimit: 1000 },
  )
  expect(result.ok).toBe(true)
  const { rows } = await pool.query<{ id: number; supplier_id: number }>(
    `select c.id, c.supplier_id from lead_connections c join leads l on l.id = c.lead_id where l.email = $1`,
    [email],
  )
  await pool.query(
    `update lead_connections set created_at = $2 where lead_id = (select id from leads where email = $1)`,
    [email, at],
  )
  return rows.find((r) => r.supplier_id === listingA.id)!.id
}

async function emailsTo(account: SupplierAccount, month: string) {
  const { rows } = await pool.query<{ input: { to: string; text: string; headers?: Record<string, string> } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' = $1 order by id`,
    [`insights-monthly:${month}:${account.id}`],
  )
  return rows.map((r) => r.input)
}

const optedOut = async (account: SupplierAccount) =>
  (await pool.query('select insights_email_opt_out from supplier_accounts where id = $1', [account.id])).rows[0]
    .insights_email_opt_out as boolean

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  town = `Insighttown ${randomUUID().slice(0, 8)}`
  listingA = await createListing(payload, 'Insight Alpha', { location: town })
  const category = typeof listingA.category === 'object' ? listingA.category!.id : listingA.category!
  for (const [i, name] of ['Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].entries())
    peers.push(await createListing(payload, `Insight ${name}`, { category, ...(i === 0 ? { location: town } : {}) }))
  // A draft of the same category: never part of the median.
  const draft = await createListing(payload, 'Insight Draft', { category, _status: 'draft' })
  other = await createListing(payload, 'Insight Other')
  accountA = await createSupplierAccount(payload, listingA.id)
  accountA2 = await createSupplierAccount(payload, listingA.id)
  accountOther = await createSupplierAccount(payload, other.id)
  productA = (
    await payload.create({
      collection: 'products',
      data: {
        supplier: listingA.id,
        name: 'Alpha hemp block',
        slug: `alpha-hemp-block-${randomUUID().slice(0, 6)}`,
        category,
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
  ).id

  // Listing A's counters: the period's first UK day (just inside), the previous period's last (just outside), today
  // (not yet counted: outside), a product's views, impressions and contact clicks.
  await count(listingA.id, '2026-10-11', 'profile_view', 5)
  await count(listingA.id, '2026-10-10', 'profile_view', 3)
  await count(listingA.id, '2026-11-10', 'profile_view', 100)
  await count(listingA.id, '2026-11-01', 'product_view', 4, productA)
  await count(listingA.id, '2026-10-20', 'impression', 90)
  await count(listingA.id, '2026-11-09', 'click_website', 2)
  await count(listingA.id, '2026-10-25', 'click_phone', 1)
  // The category: views 20, 12, 6, 0, 0 besides A's 9; the draft's 1,000 never count.
  await count(peers[0]!.id, '2026-10-15', 'profile_view', 20)
  await count(peers[1]!.id, '2026-10-16', 'profile_view', 12)
  await count(peers[2]!.id, '2026-11-02', 'product_view', 6)
  await count(draft.id, '2026-10-16', 'profile_view', 1000)
  // Another listing's counters, which A's figures never include.
  await count(other.id, '2026-10-20', 'profile_view', 777)

  // Leads: 00:00 BST on 11 October (inside), a second before (the previous period), 23:59:59 GMT on 9 November
  // (inside), 00:00 on 10 November (today: outside). The first is quoted through the platform, the third won.
  const first = await leadAt('2026-10-10T23:00:00Z')
  await leadAt('2026-10-10T22:59:59Z')
  const third = await leadAt('2026-11-09T23:59:59Z')
  await leadAt('2026-11-10T00:00:00Z')
  expect((await sendQuote(payload, listingA.id, first, quoteForm())).ok).toBe(true)
  expect((await setLeadStatus(payload, listingA.id, third, 'won')).ok).toBe(true)
})

afterAll(async () => {
  await pool?.end()
})

describe('a listing’s insights', () => {
  it('add up its counters and its leads over the last 30 UK days, against the previous 30', async () => {
    const view = (await listingInsights(payload, listingA.id, 30, NOW))!
    expect(view.current).toMatchObject({ from: '2026-10-11', to: '2026-11-09' })
    const line = (key: string) => view.lines.find((l) => l.key === key)!
    expect(line('views')).toMatchObject({ value: 9, previous: 3 })
    expect(line('views').change.words).toBe('up 6 (+200%) on the previous 30 days')
    expect(view.figures).toMatchObject({ profileViews: 5, productViews: 4, clickWebsite: 2, clickPhone: 1 })
    expect(line('impressions')).toMatchObject({ value: 90, previous: 0 })
    expect(line('contacts')).toMatchObject({ value: 3, previous: 0 })
    expect(line('leads')).toMatchObject({ value: 2, previous: 1 })
    expect(line('quotes')).toMatchObject({ value: 2, previous: 0 })
    expect(line('wins')).toMatchObject({ value: 1, previous: 0 })
    const rate = (key: string) => view.conversions.find((c) => c.key === key)!.value
    expect(rate('viewRate')).toBeCloseTo(0.1)
    expect(rate('contactRate')).toBeCloseTo(5 / 9)
    expect(rate('quoteRate')).toBe(1)
    expect(rate('winRate')).toBe(0.5)
    expect(view.products).toEqual([expect.objectContaining({ id: productA, views: 4, published: true })])
  })

  it('chart by UK day: each bar holds its day’s figures and the bars add up to the summary', async () => {
    const view = (await listingInsights(payload, listingA.id, 30, NOW))!
    expect(view.buckets).toHaveLength(30)
    const bar = (key: string) => view.buckets.find((b) => b.key === key)!.figures
    expect(bar('2026-10-11')).toMatchObject({ views: 5, leads: 1, quotes: 1 })
    expect(bar('2026-11-09')).toMatchObject({ contacts: 2, leads: 1, wins: 1 })
    for (const key of ['views', 'impressions', 'contacts', 'leads', 'quotes', 'wins'] as const)
      expect(view.buckets.reduce((sum, b) => sum + b.figures[key], 0)).toBe(view.figures[key])
    const weeks = (await listingInsights(payload, listingA.id, 90, NOW))!
    expect(weeks.bucketKind).toBe('week')
    expect(weeks.buckets.reduce((sum, b) => sum + b.figures.views, 0)).toBe(weeks.figures.views)
  })

  it('compare with the median of the published suppliers of its category, zeros included', async () => {
    const view = (await listingInsights(payload, listingA.id, 30, NOW))!
    expect(view.categorySuppliers).toBe(6)
    // 0, 0, 6, 9, 12, 20: the mean of the middle two, nobody's own figure.
    expect(view.lines.find((l) => l.key === 'views')!.median).toEqual({ value: 7.5, over: 6 })
    // Leads: A has 2 and Beta (the town's other supplier) 2; four have none.
    expect(view.lines.find((l) => l.key === 'leads')!.median).toEqual({ value: 0, over: 6 })
  })

  it('give no median for a category of fewer than 5 suppliers', async () => {
    const view = (await listingInsights(payload, other.id, 30, NOW))!
    expect(view.categorySuppliers).toBe(1)
    expect(view.lines.every((l) => l.median.value === null)).toBe(true)
  })
})

describe('another listing’s insights', () => {
  it('are never in a listing’s figures: every statement is of the listing it is given', async () => {
    const { current } = insightPeriods(30, NOW)
    const mine = await listingInsights(payload, other.id, 30, NOW)
    expect(mine!.figures.views).toBe(777)
    expect(mine!.figures.leads).toBe(0)
    expect(mine!.products).toEqual([])
    expect((await listingCounterDays(payload, other.id, current.from, current.to)).every((r) => r.count === 777)).toBe(
      true,
    )
    expect(await listingPipelineDays(payload, other.id, current.start, current.end)).toEqual([])
    expect(await listingProductViews(payload, other.id, current)).toEqual([])
    // The category's totals carry no supplier's id or name.
    const totals = await categoryTotals(payload, listingA.id, current)
    expect(totals).toHaveLength(6)
    expect(totals.every((t) => !('id' in t) && !('name' in t))).toBe(true)
  })

  it('cannot be reached through the REST API: no collection holds the counters, and another account’s setting is refused', async () => {
    const tokenOther = (await restLogin('supplier-accounts', accountOther.email, TEST_PASSWORD)).token as string
    for (const path of ['insight_daily_counts', 'insight-daily-counts', 'insight_email_sends'])
      expect((await rest('GET', path, { token: tokenOther })).status).toBe(404)
    const patch = await rest('PATCH', `supplier-accounts/${accountA.id}`, {
      token: tokenOther,
      body: { insightsEmailOptOut: true },
    })
    expect([403, 404]).toContain(patch.status)
    expect(await optedOut(accountA)).toBe(false)
    await expect(
      payload.update({
        collection: 'supplier-accounts',
        id: accountA.id,
        data: { insightsEmailOptOut: true },
        user: asUser(accountOther),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(await optedOut(accountA)).toBe(false)
  })
})

describe('the monthly e-mail', () => {
  const DECEMBER_1 = new Date('2026-12-01T07:30:00Z')

  it('goes once to each account that wants it, however many runners at once, and not to one that stopped it', async () => {
    await payload.update({
      collection: 'supplier-accounts',
      id: accountA2.id,
      data: { insightsEmailOptOut: true },
      user: asUser(accountA2),
      overrideAccess: false,
    })
    expect(await optedOut(accountA2)).toBe(true)
    const runs = await Promise.all([
      sendMonthlyInsightsEmails(payload, DECEMBER_1),
      sendMonthlyInsightsEmails(payload, DECEMBER_1),
      sendMonthlyInsightsEmails(payload, DECEMBER_1),
    ])
    expect(runs.every((r) => r.failures === 0)).toBe(true)
    const [email, ...more] = await emailsTo(accountA, '2026-11')
    expect(more).toHaveLength(0)
    expect(email!.to).toBe(accountA.email)
    // November: 4 product views and 100 profile views of 10 November; last month's figures against October's.
    expect(email!.text).toContain('Views: 104')
    expect(email!.text).toContain('on October 2026')
    expect(email!.headers?.['List-Unsubscribe']).toMatch(/\/api\/insights-email\/unsubscribe\/\d+\.[\w-]{43}>$/)
    expect(email!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(await emailsTo(accountA2, '2026-11')).toHaveLength(0)
    // A later run of the same month sends nothing again.
    await sendMonthlyInsightsEmails(payload, new Date('2026-12-03T07:30:00Z'))
    expect(await emailsTo(accountA, '2026-11')).toHaveLength(1)
  })

  it('goes to a listing made before last month ended: just before its UK midnight yes, at it no', async () => {
    const late = await createListing(payload, 'Insight Late')
    const lateAccount = await createSupplierAccount(payload, late.id)
    // December 2026 ends at 00:00 GMT on 1 January 2027.
    await pool.query('update suppliers set created_at = $2 where id = $1', [late.id, '2027-01-01T00:00:00Z'])
    await sendMonthlyInsightsEmails(payload, new Date('2027-01-02T07:30:00Z'))
    expect(await emailsTo(lateAccount, '2026-12')).toHaveLength(0)
    await pool.query('update suppliers set created_at = $2 where id = $1', [late.id, '2026-12-31T23:59:59.999Z'])
    await sendMonthlyInsightsEmails(payload, new Date('2027-01-02T07:30:00Z'))
    expect(await emailsTo(lateAccount, '2026-12')).toHaveLength(1)
  })

  it('stops through its unsubscribe link without signing in; a forged link is refused and changes nothing', async () => {
    const [email] = await emailsTo(accountA, '2026-11')
    const token = /\/insights-email\/unsubscribe\/(\d+\.[\w-]{43})/.exec(email!.text)![1]!
    expect(token).toBe(signInsightsUnsubscribeToken(accountA.id))

    // Forged: the other account's id with A's signature, a signature cut short, a made-up one.
    const forged = [
      token.replace(/^\d+/, String(accountOther.id)),
      token.slice(0, -2),
      `${accountOther.id}.${'A'.repeat(43)}`,
    ]
    for (const bad of forged) {
      const answer = await oneClickUnsubscribe(
        new Request(`http://localhost/api/insights-email/unsubscribe/${bad}`, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
        }),
        { params: Promise.resolve({ token: bad }) },
      )
      expect(answer.status).toBe(404)
      expect(await unsubscribeInsightsEmail(payload, bad)).toBe('invalid')
    }
    expect(await optedOut(accountOther)).toBe(false)
    expect(await optedOut(accountA)).toBe(false)

    const answer = await oneClickUnsubscribe(
      new Request(`http://localhost/api/insights-email/unsubscribe/${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
      { params: Promise.resolve({ token }) },
    )
    expect(answer.status).toBe(200)
    expect(await optedOut(accountA)).toBe(true)
    expect(await optedOut(accountOther)).toBe(false)
    await sendMonthlyInsightsEmails(payload, new Date('2027-03-01T07:30:00Z'))
    expect(await emailsTo(accountA, '2027-02')).toHaveLength(0)

    // The account opts back in from the portal (its own field, as itself): the next month's e-mail goes.
    await payload.update({
      collection: 'supplier-accounts',
      id: accountA.id,
      data: { insightsEmailOptOut: false },
      user: asUser(accountA),
      overrideAccess: false,
    })
    await sendMonthlyInsightsEmails(payload, new Date('2027-04-01T07:30:00Z'))
    expect(await emailsTo(accountA, '2027-03')).toHaveLength(1)
  })
})

describe('staff’s view', () => {
  it('shows the site’s weeks (revenue: orders and commission paid) and the most and least engaged suppliers', async () => {
    await pool.query(
      `insert into orders (package_name, amount, status, paid_at) values ('Insights test', 12000, 'paid', $1)`,
      ['2026-11-03T10:00:00Z'],
    )
    await pool.query(
      `insert into commission_invoices (supplier_id, month, status, total_pence, paid_at) values ($1, '2026-09', 'paid', 5000, $2)`,
      [listingA.id, '2026-11-08T23:59:59Z'],
    )
    const f = await getDashboardFigures(payload, NOW)
    expect(f.siteWeeks).toHaveLength(12)
    expect(f.siteWeeks[11]!.week).toBe('2026-11-09')
    const week = (monday: string) => f.siteWeeks.find((w) => w.week === monday)!
    // The week of 2 to 8 November (GMT): the order and the invoice paid at its last second.
    expect(week('2026-11-02')).toMatchObject({ ordersPaid: 12000, commissionPaid: 5000 })
    expect(week('2026-11-09')).toMatchObject({ ordersPaid: 0, commissionPaid: 0 })
    // 5 to 11 October: A's 3 views of the 10th and 5 of the 11th (a Sunday), the peers' 20 and 12 after it.
    expect(week('2026-10-05').views).toBe(8)
    expect(f.engagement.most).toContainEqual(expect.objectContaining({ id: other.id, views: 777 }))
    expect(f.engagement.least.some((e) => e.total === 0)).toBe(true)
    expect(f.engagement.least.some((e) => e.id === other.id)).toBe(false)
  })
})
