import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Order, PayloadJob } from '@payload-types'
import { POST } from '@/app/api/stripe/webhook/route'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { siteUrl } from '@/lib/platform/site-url'
import { siteSettings } from '@/seed/data/globals'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'

// The run's database is shared by all integration test files: everything here is found by this file's own
// package names and order ids, never by totals.

const WEBHOOK_SECRET = 'whsec_int_test_secret'
const BUYER = 'buyer@example.com'
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const
const signer = new Stripe('sk_test_signer').webhooks
const savedEnv = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}

let payload: Payload
let fake: FakeStripe
let staffEmail: string

/** Pay Now's checkout without an account or application (the server action adds only who pays, see packages.test.ts). */
async function startCheckout(packageName: string): Promise<{ ok: true; url: string } | { ok: false }> {
  const result = await createCheckoutForPackage(payload, packageName)
  return result.ok ? { ok: true, url: result.url } : { ok: false }
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

async function createPackage(price = 375): Promise<string> {
  const name = `Test package ${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'packages',
    data: { tier: 'local', name, description: 'Integration test package', price, order: 99 },
    ...access,
  })
  return name
}

async function ordersFor(packageName: string): Promise<Order[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { packageName: { equals: packageName } },
    pagination: false,
    depth: 0,
    ...access,
  })
  return docs
}

async function order(id: number): Promise<Order> {
  return payload.findByID({ collection: 'orders', id, depth: 0, ...access })
}

/** Queued e-mails (sendEmail jobs) whose idempotency key starts with `order:<id>:`. */
async function emailsForOrder(orderId: number): Promise<{ to: string; key: string }[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    pagination: false,
    depth: 0,
    ...access,
  })
  return docs
    .map((job: PayloadJob) => job.input)
    .filter(
      (input): input is { to: string; idempotencyKey: string } =>
        typeof input === 'object' && input !== null && !Array.isArray(input) && 'idempotencyKey' in input,
    )
    .filter((input) => input.idempotencyKey.startsWith(`order:${orderId}:`))
    .map((input) => ({ to: input.to, key: input.idempotencyKey }))
}

type SessionFields = {
  id: string
  orderId: number
  payment_status?: string
  amount_total?: number
  email?: string | null
}

function checkoutEventBody(type: string, s: SessionFields): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: s.id,
        object: 'checkout.session',
        mode: 'payment',
        currency: 'gbp',
        amount_total: s.amount_total ?? 37500,
        payment_status: s.payment_status ?? 'paid',
        status: 'complete',
        client_reference_id: String(s.orderId),
        metadata: { orderId: String(s.orderId) },
        customer_details: s.email === null ? null : { email: s.email ?? BUYER },
      },
    },
  })
}

function webhookRequest(body: string, signature: string | null): Request {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (signature !== null) headers.set('Stripe-Signature', signature)
  return new Request(`${siteUrl()}/api/stripe/webhook`, { method: 'POST', headers, body })
}

function signed(body: string, options: { secret?: string; timestamp?: number } = {}): Request {
  const signature = signer.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  })
  return webhookRequest(body, signature)
}

/** A package checked out through the action: its pending order and Checkout Session id. */
async function checkedOutOrder(price = 375): Promise<{ packageName: string; order: Order; sessionId: string }> {
  const packageName = await createPackage(price)
  const result = await startCheckout(packageName)
  expect(result.ok).toBe(true)
  const [created] = await ordersFor(packageName)
  if (!created?.stripeSessionId) throw new Error('checkout stored no session id')
  return { packageName, order: created, sessionId: created.stripeSessionId }
}

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
  process.env.STRIPE_API_URL = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  payload = await getPayload({ config })
  // The staff notice goes to site settings' staff e-mail; fill them as the seed would when still empty.
  const settings = await payload.findGlobal({ slug: 'site-settings', ...access })
  if (!settings.staffEmail) await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, ...access })
  staffEmail = (await payload.findGlobal({ slug: 'site-settings', ...access })).staffEmail
})

afterEach(() => {
  fake.reset()
  vi.restoreAllMocks()
  process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
})

afterAll(async () => {
  restore('STRIPE_SECRET_KEY', savedEnv.key)
  restore('STRIPE_API_URL', savedEnv.url)
  restore('STRIPE_WEBHOOK_SECRET', savedEnv.secret)
  await fake.close()
})

describe('startCheckout', () => {
  it('creates one pending order at the CMS price and a Checkout Session that carries it', async () => {
    const packageName = await createPackage(675)
    const result = await startCheckout(packageName)

    const orders = await ordersFor(packageName)
    expect(orders).toHaveLength(1)
    const [created] = orders
    expect(created).toMatchObject({ status: 'pending', amount: 67500, currency: 'gbp', packageName })
    expect(typeof created?.package === 'number').toBe(true)

    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.path).toBe('/v1/checkout/sessions')
    expect(request?.authorization).toBe('Bearer sk_test_integration')
    expect(request?.form).toMatchObject({
      mode: 'payment',
      currency: 'gbp',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '67500',
      'line_items[0][price_data][product_data][name]': packageName,
      success_url: `${siteUrl()}/checkout/complete?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl()}/suppliers?tab=get-listed&canceled=true`,
      'metadata[orderId]': String(created?.id),
      client_reference_id: String(created?.id),
    })

    const [session] = [...fake.sessions.values()]
    expect(created?.stripeSessionId).toBe(session?.id)
    expect(session?.id).toMatch(/^cs_test_/)
    expect(result).toEqual({ ok: true, url: session?.url })
    expect(session?.url.startsWith(`${fake.url}/pay/`)).toBe(true)
  })

  it('refuses an unknown package name and creates no order', async () => {
    const unknown = `No such package ${randomUUID()}`
    expect(await startCheckout(unknown)).toEqual({ ok: false })
    expect(await ordersFor(unknown)).toHaveLength(0)
    expect(fake.requests).toHaveLength(0)
  })

  it('answers a failure, keeps no order, and retries once with the same idempotency key when Stripe fails', async () => {
    const packageName = await createPackage()
    const logged = vi.spyOn(payload.logger, 'error')
    // One failure is enough: the 500 is stored under the key and replayed to the SDK's retry, as Stripe does.
    fake.failNext(1)
    expect(await startCheckout(packageName)).toEqual({ ok: false })
    expect(await ordersFor(packageName)).toHaveLength(0)
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[0]?.idempotencyKey).toBeTruthy()
    expect(fake.requests[1]?.idempotencyKey).toBe(fake.requests[0]?.idempotencyKey)
    expect(logged).toHaveBeenCalled()
  })

  it('recovers from a connection dropped before Stripe ran the call: the retry creates the one session', async () => {
    const packageName = await createPackage()
    fake.dropNext(1)
    const result = await startCheckout(packageName)
    expect(result.ok).toBe(true)
    expect(fake.requests).toHaveLength(2)
    expect(fake.sessions.size).toBe(1)
    const [created] = await ordersFor(packageName)
    expect(created?.stripeSessionId).toBe([...fake.sessions.keys()][0])
  })

  it('recovers from an answer lost after Stripe created the session: the retry gets that session back, not a second one', async () => {
    const packageName = await createPackage()
    fake.dropNext(1, { afterProcessing: true })
    const result = await startCheckout(packageName)
    expect(result.ok).toBe(true)
    expect(fake.requests).toHaveLength(2)
    expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(fake.sessions.size).toBe(1)
    const [created] = await ordersFor(packageName)
    expect(created?.stripeSessionId).toBe([...fake.sessions.keys()][0])
  })

  it('sends one idempotency key however often the call is retried, so lost answers never make a second session', async () => {
    const packageName = await createPackage()
    fake.dropNext(3, { afterProcessing: true })
    expect(await startCheckout(packageName)).toEqual({ ok: false })
    expect(fake.requests.length).toBeGreaterThanOrEqual(2)
    expect(new Set(fake.requests.map((r) => r.idempotencyKey)).size).toBe(1)
    expect(fake.sessions.size).toBe(1)
    expect(await ordersFor(packageName)).toHaveLength(0)
  })

  it('without STRIPE_SECRET_KEY answers a failure, creates no order and logs once that payments are not configured', async () => {
    delete process.env.STRIPE_SECRET_KEY
    const packageName = await createPackage()
    const warned = vi.spyOn(payload.logger, 'warn')
    expect(await startCheckout(packageName)).toEqual({ ok: false })
    expect(await startCheckout(packageName)).toEqual({ ok: false })
    expect(await ordersFor(packageName)).toHaveLength(0)
    expect(fake.requests).toHaveLength(0)
    const notConfigured = warned.mock.calls.filter(
      ([message]) => typeof message === 'string' && message.includes('Payments are not configured'),
    )
    expect(notConfigured).toHaveLength(1)
  })
})

describe('POST /api/stripe/webhook', () => {
  it('answers 400 and changes nothing for a missing, tampered, wrongly signed or stale signature', async () => {
    const { order: pending, sessionId } = await checkedOutOrder()
    const body = checkoutEventBody('checkout.session.completed', { id: sessionId, orderId: pending.id })
    const tampered = signed(body)
    const attempts: Request[] = [
      webhookRequest(body, null),
      new Request(tampered.url, {
        method: 'POST',
        headers: tampered.headers,
        body: body.replace('"amount_total":37500', '"amount_total":1'),
      }),
      signed(body, { secret: 'whsec_someone_else' }),
      signed(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      webhookRequest(body, 't=123,v1=deadbeef'),
    ]
    for (const request of attempts) expect((await POST(request)).status).toBe(400)

    const after = await order(pending.id)
    expect(after).toMatchObject({ status: 'pending', amount: 37500 })
    expect(after.customerEmail ?? null).toBeNull()
    expect(after.paidAt ?? null).toBeNull()
    expect(await emailsForOrder(pending.id)).toEqual([])
  })

  it('marks the order paid once and queues one receipt when the same event arrives 5 times, 3 of them at once', async () => {
    const { order: pending, sessionId } = await checkedOutOrder()
    const body = checkoutEventBody('checkout.session.completed', {
      id: sessionId,
      orderId: pending.id,
      amount_total: 30000,
    })

    // Open the pool's connections first so the three deliveries overlap instead of queueing for new ones.
    await Promise.all(Array.from({ length: 6 }, () => payload.db.pool.query('SELECT pg_sleep(0.05)')))
    const concurrent = await Promise.all([POST(signed(body)), POST(signed(body)), POST(signed(body))])
    const sequential = [await POST(signed(body)), await POST(signed(body))]
    for (const response of [...concurrent, ...sequential]) expect(response.status).toBe(200)
    const outcomes = await Promise.all(
      [...concurrent, ...sequential].map(async (r) => ((await r.json()) as { outcome?: string }).outcome),
    )
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'already-paid')).toHaveLength(4)

    const paid = await order(pending.id)
    expect(paid).toMatchObject({ status: 'paid', customerEmail: BUYER, amount: 30000, stripeSessionId: sessionId })
    expect(paid.paidAt).toBeTruthy()

    const emails = await emailsForOrder(pending.id)
    expect(emails.filter((e) => e.key === `order:${pending.id}:receipt`)).toEqual([
      { to: BUYER, key: `order:${pending.id}:receipt` },
    ])
    expect(emails.filter((e) => e.key === `order:${pending.id}:staff-notice`)).toEqual([
      { to: staffEmail, key: `order:${pending.id}:staff-notice` },
    ])
    expect(emails).toHaveLength(2)
  })

  it('keeps the order pending and queues nothing when its last e-mail cannot be queued; the redelivered event then pays it once', async () => {
    const { order: pending, sessionId } = await checkedOutOrder()
    const body = checkoutEventBody('checkout.session.completed', { id: sessionId, orderId: pending.id })
    const staffKey = `order:${pending.id}:staff-notice`
    // The database refuses the staff notice, the last e-mail queued, after the order row and the receipt were written.
    await payload.db.pool
      .query(`create or replace function payments_test_refuse_notice() returns trigger language plpgsql as $$
      begin if new.input->>'idempotencyKey' = '${staffKey}' then raise exception 'refused by test'; end if; return new; end $$`)
    await payload.db.pool.query(
      'create trigger payments_test_refuse before insert on payload_jobs for each row execute function payments_test_refuse_notice()',
    )
    try {
      expect((await POST(signed(body))).status).toBe(500)
      expect(await order(pending.id)).toMatchObject({ status: 'pending' })
      expect((await order(pending.id)).paidAt ?? null).toBeNull()
      expect(await emailsForOrder(pending.id)).toEqual([])
    } finally {
      await payload.db.pool.query('drop trigger if exists payments_test_refuse on payload_jobs')
      await payload.db.pool.query('drop function if exists payments_test_refuse_notice()')
    }

    // Stripe delivers the event again: now it applies, once.
    const redelivered = await POST(signed(body))
    expect(redelivered.status).toBe(200)
    expect(await redelivered.json()).toMatchObject({ outcome: 'paid' })
    const again = await POST(signed(body))
    expect(await again.json()).toMatchObject({ outcome: 'already-paid' })
    expect(await order(pending.id)).toMatchObject({ status: 'paid', customerEmail: BUYER })
    const { rows } = await payload.db.pool.query<{ key: string }>(
      `select input->>'idempotencyKey' as key from payload_jobs where input->>'idempotencyKey' like $1 order by id`,
      [`order:${pending.id}:%`],
    )
    // One of each, and the refused notice is indeed the last one queued.
    expect(rows.map((r) => r.key)).toEqual([`order:${pending.id}:receipt`, staffKey])
  })

  it('handles out-of-order deliveries: an unpaid completion waits, the async success pays, a late completion changes nothing', async () => {
    const { order: pending, sessionId } = await checkedOutOrder()
    const fields = { id: sessionId, orderId: pending.id }

    expect(
      (await POST(signed(checkoutEventBody('checkout.session.completed', { ...fields, payment_status: 'unpaid' }))))
        .status,
    ).toBe(200)
    expect((await order(pending.id)).status).toBe('pending')

    expect((await POST(signed(checkoutEventBody('checkout.session.async_payment_succeeded', fields)))).status).toBe(200)
    const paid = await order(pending.id)
    expect(paid.status).toBe('paid')

    expect(
      (
        await POST(
          signed(checkoutEventBody('checkout.session.completed', { ...fields, email: 'someone-else@example.com' })),
        )
      ).status,
    ).toBe(200)
    const after = await order(pending.id)
    expect(after).toMatchObject({ status: 'paid', customerEmail: BUYER, paidAt: paid.paidAt })
    expect((await emailsForOrder(pending.id)).filter((e) => e.key.endsWith(':receipt'))).toHaveLength(1)
  })

  it('finds the order by its metadata when the session id was never stored', async () => {
    const packageName = await createPackage()
    const created = await payload.create({
      collection: 'orders',
      data: { packageName, amount: 37500, currency: 'gbp', status: 'pending' },
      ...access,
    })
    const sessionId = `cs_test_${randomUUID().replace(/-/g, '')}`
    expect(
      (await POST(signed(checkoutEventBody('checkout.session.completed', { id: sessionId, orderId: created.id }))))
        .status,
    ).toBe(200)
    expect(await order(created.id)).toMatchObject({ status: 'paid', stripeSessionId: sessionId, customerEmail: BUYER })
  })

  it('acknowledges event types it does not use with 2xx and changes nothing', async () => {
    const { order: pending, sessionId } = await checkedOutOrder()
    for (const type of ['checkout.session.expired', 'customer.created']) {
      const response = await POST(signed(checkoutEventBody(type, { id: sessionId, orderId: pending.id })))
      expect(response.status).toBe(200)
    }
    expect((await order(pending.id)).status).toBe('pending')
    expect(await emailsForOrder(pending.id)).toEqual([])
  })
})

describe('the fake Stripe keeps idempotency as Stripe does', () => {
  const client = () =>
    new Stripe('sk_test_integration', {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    })
  const params = (amount: number): Stripe.Checkout.SessionCreateParams => ({
    mode: 'payment',
    success_url: 'http://localhost/ok',
    line_items: [
      { quantity: 1, price_data: { currency: 'gbp', unit_amount: amount, product_data: { name: 'Key check' } } },
    ],
  })

  it('replays the first result for a key, an error included, and refuses the key with other parameters', async () => {
    const stripe = client()
    const first = await stripe.checkout.sessions.create(params(100), { idempotencyKey: 'key-a' })
    const again = await stripe.checkout.sessions.create(params(100), { idempotencyKey: 'key-a' })
    expect(again.id).toBe(first.id)
    expect(fake.sessions.size).toBe(1)
    await expect(stripe.checkout.sessions.create(params(200), { idempotencyKey: 'key-a' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    })

    fake.failNext(1)
    await expect(stripe.checkout.sessions.create(params(100), { idempotencyKey: 'key-b' })).rejects.toMatchObject({
      statusCode: 500,
    })
    await expect(stripe.checkout.sessions.create(params(100), { idempotencyKey: 'key-b' })).rejects.toMatchObject({
      statusCode: 500,
    })
    expect(fake.sessions.size).toBe(1)
  })
})
