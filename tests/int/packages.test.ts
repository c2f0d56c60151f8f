import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '@payload-types'
import { POST } from '@/app/api/stripe/webhook/route'
import { resetTokenIsLive } from '@/lib/account/tokens'
import { PAYMENT_FAILED, submitApplication } from '@/lib/payments/apply'
import { WELCOME_LINK_DAYS } from '@/lib/packages/fulfil'
import { addMonths } from '@/lib/packages/terms'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { siteUrl } from '@/lib/platform/site-url'
import { siteSettings } from '@/seed/data/globals'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { createListing, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// What a paid package delivers: a new supplier's application becomes an account, a draft listing and an
// entitlement exactly once, renewals extend, other tiers replace, refunds end it, and nothing is half-made.

const WEBHOOK_SECRET = 'whsec_int_packages'
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const
const signer = new Stripe('sk_test_signer').webhooks
const saved = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}

const DAY_MS = 24 * 60 * 60 * 1000

let payload: Payload
let pool: pg.Pool
let fake: FakeStripe
let categorySlug: string

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

async function createPackage(tier: 'local' | 'national' | 'enterprise' = 'national', price = 1275): Promise<string> {
  const name = `Pkg test ${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'packages',
    data: { tier, name, description: 'Integration test package', price, order: 99 },
    ...access,
  })
  return name
}

function application(overrides: Record<string, string> = {}): Record<string, string> {
  const id = randomUUID().slice(0, 8)
  return {
    businessName: `Applied Timber ${id}`,
    contactName: 'Ada Applicant',
    email: `ada-${id}@applied.example`,
    phone: '020 7946 0000',
    city: `Testtown ${id}`,
    category: categorySlug,
    website: 'applied.example',
    terms: 'on',
    ...overrides,
  }
}

const count = async (query: string, params: unknown[]) => Number((await pool.query(query, params)).rows[0].count)

async function orderOf(id: number): Promise<Order> {
  return payload.findByID({ collection: 'orders', id, depth: 0, ...access })
}

function sessionOf(url: string): { id: string; orderId: number } {
  const id = url.split('/pay/')[1] ?? ''
  const session = fake.sessions.get(id)
  if (!session) throw new Error(`no session for ${url}`)
  return { id, orderId: Number(session.metadata.orderId) }
}

/** The fake's hosted page as a buyer would use it: the session is paid and gets its payment id. */
function pay(sessionId: string, email: string): { paymentIntent: string; amount: number } {
  const session = fake.sessions.get(sessionId)
  if (!session) throw new Error('unknown session')
  session.status = 'complete'
  session.payment_status = 'paid'
  session.customer_details = { email }
  session.payment_intent = `pi_test_${randomUUID().replace(/-/g, '')}`
  return { paymentIntent: session.payment_intent, amount: session.amount_total }
}

function signedEvent(type: string, object: Record<string, unknown>): Request {
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

const completed = (sessionId: string) => signedEvent('checkout.session.completed', { ...fake.sessions.get(sessionId) })
const refunded = (paymentIntent: string, amount: number) =>
  signedEvent('charge.refunded', {
    id: `ch_${randomUUID().replace(/-/g, '')}`,
    object: 'charge',
    payment_intent: paymentIntent,
    refunded: true,
    amount,
    amount_refunded: amount,
  })

async function outcome(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome?: string }).outcome
}

async function emailKeys(prefix: string): Promise<{ key: string; to: string }[]> {
  const { rows } = await pool.query(
    `select input->>'idempotencyKey' as key, input->>'to' as to from payload_jobs
     where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [`${prefix}%`],
  )
  return rows as { key: string; to: string }[]
}

/** An applicant's checkout: the application goes through, and its order and session are returned. */
async function appliedCheckout(
  packageName: string,
  values = application(),
  options: Parameters<typeof submitApplication>[2] = {},
) {
  const result = await submitApplication(payload, { ...values, package: packageName }, options)
  if (result.status !== 'checkout') throw new Error(`application refused: ${JSON.stringify(result)}`)
  return { values, ...sessionOf(result.url) }
}

async function madeFor(email: string) {
  const accounts = await pool.query('select id, supplier_id from supplier_accounts where email = $1', [email])
  const listings = await pool.query('select id, _status from suppliers where contact_email = $1', [email])
  const entitlements = listings.rows.length
    ? await pool.query('select * from entitlements where supplier_id = $1 order by id', [listings.rows[0].id])
    : { rows: [] }
  return { accounts: accounts.rows, listings: listings.rows, entitlements: entitlements.rows }
}

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
  process.env.STRIPE_API_URL = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  payload = await testPayload()
  pool = payload.db.pool as unknown as pg.Pool
  const settings = await payload.findGlobal({ slug: 'site-settings', ...access })
  if (!settings.staffEmail) await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, ...access })
  const category = await payload.create({
    collection: 'categories',
    data: {
      name: `Packages category ${Date.now()}`,
      slug: `packages-category-${Date.now()}`,
      description: 'x',
      _status: 'published',
    },
    ...access,
  })
  categorySlug = category.slug
})

afterEach(() => {
  fake.failNext(0)
})

afterAll(async () => {
  restore('STRIPE_SECRET_KEY', saved.key)
  restore('STRIPE_API_URL', saved.url)
  restore('STRIPE_WEBHOOK_SECRET', saved.secret)
  await fake.close()
})

describe('the application of a new supplier', () => {
  it('refuses bad input with a message per field and changes nothing', async () => {
    const packageName = await createPackage()
    const orders = await count('select count(*) from orders where package_name = $1', [packageName])
    const before = fake.requests.length
    const result = await submitApplication(payload, {
      ...application({ email: 'not-an-email', phone: 'call me', category: 'no-such-category', terms: '' }),
      businessName: ' ',
      package: packageName,
    })
    expect(result.status).toBe('error')
    if (result.status !== 'error') return
    expect(result.fieldErrors).toMatchObject({
      businessName: 'Please enter your business name.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      terms: 'Please agree to the terms to continue.',
    })
    const unknownCategory = await submitApplication(payload, {
      ...application({ category: 'no-such-category' }),
      package: packageName,
    })
    expect(unknownCategory).toMatchObject({ status: 'error', fieldErrors: { category: expect.any(String) } })
    expect(await count('select count(*) from orders where package_name = $1', [packageName])).toBe(orders)
    expect(fake.requests.length).toBe(before)
  })

  it('answers an address that already has an account exactly as a new one, and e-mails its owner instead (issue 26)', async () => {
    const packageName = await createPackage()
    const listing = await createListing(payload, 'Existing account listing')
    const account = await createSupplierAccount(payload, listing.id)
    const deferred: Array<() => Promise<void>> = []
    const defer = (work: () => Promise<void>) => {
      deferred.push(work)
      return Promise.resolve()
    }
    const known = await submitApplication(
      payload,
      { ...application({ email: account.email }), package: packageName },
      { defer },
    )
    const unknown = await submitApplication(payload, { ...application(), package: packageName }, { defer })
    // The same kind of answer (to Stripe's Checkout), so the form does not tell who has an account.
    expect(known.status).toBe('checkout')
    expect(unknown.status).toBe('checkout')
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort())
    // Nothing is e-mailed before the answer has gone; then only the account's owner hears of it.
    expect(await emailKeys(`account:${account.id}:application-notice`)).toEqual([])
    expect(deferred).toHaveLength(1)
    await deferred[0]()
    const notices = await emailKeys(`account:${account.id}:application-notice`)
    expect(notices.map((n) => n.to)).toEqual([account.email])
  })

  it('creates nothing and attaches nothing when a paid application’s address has an account, and tells staff (issue 26)', async () => {
    const national = await createPackage('national')
    const local = await createPackage('local', 300)
    const listing = await createListing(payload, 'Victim listing')
    const account = await createSupplierAccount(payload, listing.id)
    // The account's own package, bought while signed in.
    const own = await createCheckoutForPackage(payload, national, {
      buyer: { account: { id: account.id, email: account.email, supplierId: listing.id } },
    })
    if (!own.ok) throw new Error('checkout failed')
    pay(own.sessionId, account.email)
    expect(await outcome(await POST(completed(own.sessionId)))).toBe('paid')
    const before = await pool.query(
      'select id, status, package_id from entitlements where supplier_id = $1 order by id',
      [listing.id],
    )

    // Someone else applies with the account's address and pays for a cheaper package.
    const { id: sessionId, orderId } = await appliedCheckout(local, application({ email: account.email }), {
      defer: () => Promise.resolve(),
    })
    pay(sessionId, account.email)
    expect(await outcome(await POST(completed(sessionId)))).toBe('paid')

    expect((await pool.query('select id from supplier_accounts where email = $1', [account.email])).rows).toEqual([
      { id: account.id },
    ])
    const after = await pool.query(
      'select id, status, package_id from entitlements where supplier_id = $1 order by id',
      [listing.id],
    )
    expect(after.rows).toEqual(before.rows)
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', supplier: null, account: null })
    const notice = await pool.query(
      `select input->>'text' as text from payload_jobs where input->>'idempotencyKey' = $1`,
      [`order:${orderId}:staff-notice`],
    )
    expect(notice.rows[0]?.text).toMatch(/already has a supplier account/)
  })

  it('answers the payment error and keeps nothing when Stripe fails', async () => {
    const packageName = await createPackage()
    fake.failNext(1)
    const result = await submitApplication(payload, { ...application(), package: packageName })
    expect(result).toMatchObject({ status: 'error', message: PAYMENT_FAILED })
    expect(await count('select count(*) from orders where package_name = $1', [packageName])).toBe(0)
  })

  it('checks out the package at its CMS price with the work e-mail prefilled, the application kept on the pending order', async () => {
    const packageName = await createPackage('national', 1275)
    const { values, orderId } = await appliedCheckout(packageName)
    const request = fake.requests.at(-1)
    expect(request?.form).toMatchObject({
      customer_email: values.email,
      'line_items[0][price_data][unit_amount]': '127500',
      'metadata[orderId]': String(orderId),
    })
    const order = await orderOf(orderId)
    expect(order).toMatchObject({ status: 'pending', application: { businessName: values.businessName } })
    expect(order.application?.website).toBe('https://applied.example')
    expect(order.application?.termsAcceptedAt).toBeTruthy()
    expect((await madeFor(values.email)).accounts).toEqual([])
  })
})

describe('checkout.session.completed for an application', () => {
  it('creates one account, one draft listing and one entitlement however often the event arrives (3 at once)', async () => {
    const packageName = await createPackage('national')
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    pay(sessionId, values.email)

    await Promise.all(Array.from({ length: 6 }, () => pool.query('SELECT pg_sleep(0.05)')))
    const first = await Promise.all([
      POST(completed(sessionId)),
      POST(completed(sessionId)),
      POST(completed(sessionId)),
    ])
    const later = [await POST(completed(sessionId)), await POST(completed(sessionId))]
    const outcomes = await Promise.all([...first, ...later].map(outcome))
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'already-paid')).toHaveLength(4)

    const made = await madeFor(values.email)
    expect(made.accounts).toHaveLength(1)
    expect(made.listings).toEqual([{ id: made.accounts[0].supplier_id, _status: 'draft' }])
    expect(made.entitlements).toHaveLength(1)
    const order = await orderOf(orderId)
    expect(order).toMatchObject({ status: 'paid', supplier: made.listings[0].id, account: made.accounts[0].id })
    const [entitlement] = made.entitlements
    expect(entitlement).toMatchObject({
      order_id: orderId,
      status: 'active',
      tier: 'national',
      badge_label: 'National Partner',
      featured_in_category: true,
      featured_in_city: false,
    })
    expect(new Date(entitlement.starts_at).toISOString()).toBe(order.paidAt)
    expect(new Date(entitlement.ends_at).toISOString()).toBe(addMonths(new Date(order.paidAt!), 12).toISOString())

    const listing = await payload.findByID({ collection: 'suppliers', id: made.listings[0].id, draft: true, ...access })
    expect(listing).toMatchObject({ name: values.businessName, location: values.city, contactEmail: values.email })
    // Not public until staff publish it.
    expect(
      (await payload.find({ collection: 'suppliers', where: { id: { equals: listing.id } }, overrideAccess: false }))
        .totalDocs,
    ).toBe(0)

    const emails = await emailKeys(`order:${orderId}:`)
    expect(emails.map((e) => e.key).sort()).toEqual(
      [`order:${orderId}:receipt`, `order:${orderId}:staff-notice`, `order:${orderId}:welcome`].sort(),
    )
    const welcome = await pool.query(
      `select input->>'text' as text from payload_jobs where input->>'idempotencyKey' = $1`,
      [`order:${orderId}:welcome`],
    )
    const token = /reset-password\?token=([0-9a-f]+)/.exec(welcome.rows[0].text)?.[1]
    expect(token).toBeTruthy()
    // The link works for WELCOME_LINK_DAYS from the payment, and not a few minutes longer.
    const accountId = made.accounts[0].id
    const { rows: stored } = await pool.query<{ reset_password_expiration: Date }>(
      'select reset_password_expiration from supplier_accounts where id = $1',
      [accountId],
    )
    const expiration = stored[0].reset_password_expiration.getTime()
    expect(Math.abs(expiration - new Date(order.paidAt!).getTime() - WELCOME_LINK_DAYS * DAY_MS)).toBeLessThan(60_000)
    /** As if the payment had been made `age` ago: the link's stored expiry moves back by that much. */
    const paidAgo = (age: number) =>
      pool.query('update supplier_accounts set reset_password_expiration = $2 where id = $1', [
        accountId,
        new Date(expiration - age).toISOString(),
      ])
    await paidAgo(WELCOME_LINK_DAYS * DAY_MS + 5 * 60_000)
    expect(await resetTokenIsLive(token!)).toBe(false)
    await paidAgo(WELCOME_LINK_DAYS * DAY_MS - 5 * 60_000)
    expect(await resetTokenIsLive(token!)).toBe(true)
    // The link sets the password, and the account then signs in.
    await payload.resetPassword({
      collection: 'supplier-accounts',
      data: { token: token!, password: TEST_PASSWORD },
      overrideAccess: true,
    })
    expect((await restLogin('supplier-accounts', values.email, TEST_PASSWORD)).status).toBe(200)
  })

  it('leaves none of them half-made when the transaction fails, and applies once when Stripe redelivers', async () => {
    const packageName = await createPackage('local', 375)
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    pay(sessionId, values.email)
    const staffKey = `order:${orderId}:staff-notice`
    await pool.query(`create or replace function packages_test_refuse() returns trigger language plpgsql as $$
      begin if new.input->>'idempotencyKey' = '${staffKey}' then raise exception 'refused by test'; end if; return new; end $$`)
    await pool.query(
      'create trigger packages_test_refuse before insert on payload_jobs for each row execute function packages_test_refuse()',
    )
    try {
      expect((await POST(completed(sessionId))).status).toBe(500)
    } finally {
      await pool.query('drop trigger if exists packages_test_refuse on payload_jobs')
      await pool.query('drop function if exists packages_test_refuse()')
    }
    expect(await madeFor(values.email)).toEqual({ accounts: [], listings: [], entitlements: [] })
    expect((await orderOf(orderId)).status).toBe('pending')
    expect(await count('select count(*) from entitlements where order_id = $1', [orderId])).toBe(0)
    expect(await emailKeys(`order:${orderId}:`)).toEqual([])

    expect(await outcome(await POST(completed(sessionId)))).toBe('paid')
    expect(await outcome(await POST(completed(sessionId)))).toBe('already-paid')
    const made = await madeFor(values.email)
    expect([made.accounts.length, made.listings.length, made.entitlements.length]).toEqual([1, 1, 1])
    expect(made.entitlements[0]).toMatchObject({ badge_label: 'Local Partner', featured_in_category: false })
  })
})

describe('charge.refunded', () => {
  it('marks the order refunded and ends its entitlement once, e-mailing the account; a late completion changes nothing', async () => {
    const packageName = await createPackage('enterprise', 3475)
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    const { paymentIntent, amount } = pay(sessionId, values.email)
    expect(await outcome(await POST(completed(sessionId)))).toBe('paid')

    const outcomes = await Promise.all([
      POST(refunded(paymentIntent, amount)),
      POST(refunded(paymentIntent, amount)),
      POST(refunded(paymentIntent, amount)),
    ]).then((responses) => Promise.all(responses.map(outcome)))
    expect(outcomes.sort()).toEqual(['already-refunded', 'already-refunded', 'refunded'])

    const order = await orderOf(orderId)
    expect(order.status).toBe('refunded')
    expect(order.refundedAt).toBeTruthy()
    const made = await madeFor(values.email)
    expect(made.entitlements).toHaveLength(1)
    expect(made.entitlements[0]).toMatchObject({ status: 'ended', end_reason: 'refunded' })
    expect(await emailKeys(`order:${orderId}:refund`)).toEqual([{ key: `order:${orderId}:refund`, to: values.email }])

    expect(await outcome(await POST(completed(sessionId)))).toBe('already-refunded')
    expect((await orderOf(orderId)).status).toBe('refunded')
    const after = await madeFor(values.email)
    expect([after.accounts.length, after.listings.length, after.entitlements.length]).toEqual([1, 1, 1])
    expect(after.entitlements[0].status).toBe('ended')
  })

  it('arriving before the completion refunds the pending order, and the completion then delivers nothing', async () => {
    const packageName = await createPackage('national')
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    const { paymentIntent, amount } = pay(sessionId, values.email)

    expect(await outcome(await POST(refunded(paymentIntent, amount)))).toBe('refunded-before-payment')
    expect(await outcome(await POST(refunded(paymentIntent, amount)))).toBe('already-refunded')
    expect(await outcome(await POST(completed(sessionId)))).toBe('already-refunded')
    expect((await orderOf(orderId)).status).toBe('refunded')
    expect(await madeFor(values.email)).toEqual({ accounts: [], listings: [], entitlements: [] })
  })

  it('refunds an order whose completion did not name its payment, found through Stripe', async () => {
    const packageName = await createPackage('national')
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    const { paymentIntent, amount } = pay(sessionId, values.email)
    const withoutPayment = signedEvent('checkout.session.completed', {
      ...fake.sessions.get(sessionId),
      payment_intent: null,
    })
    expect(await outcome(await POST(withoutPayment))).toBe('paid')
    expect((await orderOf(orderId)).stripePaymentIntent ?? null).toBeNull()
    expect(await outcome(await POST(refunded(paymentIntent, amount)))).toBe('refunded')
    expect((await orderOf(orderId)).status).toBe('refunded')
    expect((await madeFor(values.email)).entitlements[0]).toMatchObject({ status: 'ended', end_reason: 'refunded' })
  })

  it('ignores a partial refund and a refund of a payment that is not ours', async () => {
    const packageName = await createPackage('national')
    const { values, id: sessionId, orderId } = await appliedCheckout(packageName)
    const { paymentIntent, amount } = pay(sessionId, values.email)
    expect(await outcome(await POST(completed(sessionId)))).toBe('paid')
    const partial = signedEvent('charge.refunded', {
      id: 'ch_partial',
      object: 'charge',
      payment_intent: paymentIntent,
      refunded: false,
      amount,
      amount_refunded: 100,
    })
    expect((await POST(partial)).status).toBe(200)
    expect(await outcome(await POST(refunded('pi_test_not_ours', 100)))).toBe('unknown-payment')
    expect((await orderOf(orderId)).status).toBe('paid')
    expect((await madeFor(values.email)).entitlements[0].status).toBe('active')
  })
})

describe('a signed-in supplier paying for its listing', () => {
  async function accountCheckout(packageName: string, supplierId: number, accountId: number, email: string) {
    const result = await createCheckoutForPackage(payload, packageName, {
      buyer: { account: { id: accountId, email, supplierId } },
    })
    if (!result.ok) throw new Error('checkout failed')
    pay(result.sessionId, email)
    expect(await outcome(await POST(completed(result.sessionId)))).toBe('paid')
    return orderOf(result.orderId)
  }

  it('extends the same package from its end date, and another tier replaces it from the payment', async () => {
    const national = await createPackage('national')
    const enterprise = await createPackage('enterprise', 3475)
    const listing = await createListing(payload, 'Renewing listing')
    const account = await createSupplierAccount(payload, listing.id)

    const first = await accountCheckout(national, listing.id, account.id, account.email)
    const renewal = await accountCheckout(national, listing.id, account.id, account.email)
    const rows = async () =>
      (await pool.query('select * from entitlements where supplier_id = $1 order by id', [listing.id])).rows
    const [a, b] = await rows()
    expect(a.order_id).toBe(first.id)
    expect(b.order_id).toBe(renewal.id)
    expect(new Date(b.starts_at).toISOString()).toBe(new Date(a.ends_at).toISOString())
    expect(new Date(b.ends_at).toISOString()).toBe(addMonths(new Date(a.ends_at), 12).toISOString())
    expect(await emailKeys(`order:${first.id}:welcome`)).toEqual([])
    expect((await emailKeys(`order:${first.id}:receipt`))[0]?.to).toBe(account.email)

    const upgrade = await accountCheckout(enterprise, listing.id, account.id, account.email)
    const after = await rows()
    expect(after.slice(0, 2).map((r) => [r.status, r.end_reason])).toEqual([
      ['ended', 'replaced'],
      ['ended', 'replaced'],
    ])
    expect(after[2]).toMatchObject({ order_id: upgrade.id, status: 'active', badge_label: 'Enterprise Partner' })
    expect(new Date(after[2].starts_at).toISOString()).toBe(upgrade.paidAt)
  })
})

describe('access to orders and entitlements', () => {
  it('lets an account read only its own listing’s, lets nobody else read them, and lets no account write them', async () => {
    const packageName = await createPackage('national')
    const mine = await createListing(payload, 'Access listing A')
    const theirs = await createListing(payload, 'Access listing B')
    const accountA = await createSupplierAccount(payload, mine.id)
    const accountB = await createSupplierAccount(payload, theirs.id)
    for (const [listing, account] of [
      [mine, accountA],
      [theirs, accountB],
    ] as const) {
      const result = await createCheckoutForPackage(payload, packageName, {
        buyer: { account: { id: account.id, email: account.email, supplierId: listing.id } },
      })
      if (!result.ok) throw new Error('checkout failed')
      pay(result.sessionId, account.email)
      await POST(completed(result.sessionId))
    }
    const { token } = await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)
    for (const collection of ['entitlements', 'orders']) {
      const list = JSON.parse((await rest('GET', `${collection}?limit=100&depth=0`, { token })).text) as {
        docs: { supplier: number }[]
      }
      expect(list.docs.length).toBeGreaterThan(0)
      expect(new Set(list.docs.map((d) => d.supplier))).toEqual(new Set([mine.id]))
      const anonymous = JSON.parse((await rest('GET', `${collection}?limit=100`)).text) as { docs?: unknown[] }
      expect(anonymous.docs ?? []).toEqual([])
    }
    const theirsEntitlement = (await pool.query('select id from entitlements where supplier_id = $1', [theirs.id]))
      .rows[0].id as number
    expect((await rest('GET', `entitlements/${theirsEntitlement}`, { token })).status).toBe(404)
    const patched = await rest('PATCH', `entitlements/${theirsEntitlement}`, {
      token,
      body: { endsAt: '2099-01-01T00:00:00.000Z' },
    })
    expect(patched.status).toBe(403)
    const created = await rest('POST', 'entitlements', {
      token,
      body: {
        supplier: mine.id,
        order: 1,
        tier: 'enterprise',
        badgeLabel: 'Fake',
        startsAt: '2020-01-01',
        endsAt: '2099-01-01',
      },
    })
    expect(created.status).toBe(403)
    const mineEntitlement = (await pool.query('select ends_at from entitlements where supplier_id = $1', [mine.id]))
      .rows[0].ends_at as Date
    expect(mineEntitlement.getUTCFullYear()).toBeLessThan(2099)
  })
})
