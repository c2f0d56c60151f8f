import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/api/stripe/webhook/route'
import { returnFromCheckout, type CheckoutReturnView } from '@/lib/fulfilment/checkout-return'
import { resendWelcome } from '@/lib/packages/welcome'
import { WELCOME_RESENT } from '@/lib/packages/welcome-rules'
import { receiptNumber } from '@/lib/packages/terms'
import { submitApplication } from '@/lib/payments/apply'
import { createCheckoutForPackage } from '@/lib/payments/checkout'
import { checkoutReturnUrls } from '@/lib/payments/checkout-urls'
import { siteUrl } from '@/lib/platform/site-url'
import { siteSettings } from '@/seed/data/globals'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { createListing, createSupplierAccount, testPayload } from './helpers'

// Issue 28, 'After paying': the return from Checkout asks Stripe about the session in its address and, when Stripe
// says it is paid, runs the webhook's own fulfilment, so a supplier who has paid never waits on a delayed event. The
// webhook and the return, in any order or at once, deliver once; the return shows only the paid order of exactly its
// session; a tampered, unknown or unpaid session fulfils and shows nothing.

const WEBHOOK_SECRET = 'whsec_int_checkout_return'
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const
const signer = new Stripe('sk_test_signer').webhooks
const saved = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}

let payload: Payload
let pool: pg.Pool
let fake: FakeStripe
let categorySlug: string
let packageName: string

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

function application(): Record<string, string> {
  const id = randomUUID().slice(0, 8)
  return {
    businessName: `Returned Timber ${id}`,
    contactName: 'Rhea Returner',
    email: `rhea-${id}@returned.example`,
    phone: '020 7946 0001',
    city: `Returntown ${id}`,
    category: categorySlug,
    website: '',
    terms: 'on',
  }
}

/** A new supplier's application and its Checkout Session, unpaid. */
async function applied(values = application()) {
  const result = await submitApplication(
    payload,
    { ...values, package: packageName },
    { defer: () => Promise.resolve() },
  )
  if (result.status !== 'checkout') throw new Error(`application refused: ${JSON.stringify(result)}`)
  const sessionId = result.url.split('/pay/')[1] ?? ''
  const session = fake.sessions.get(sessionId)
  if (!session) throw new Error('no session')
  return { values, sessionId, orderId: Number(session.metadata.orderId) }
}

/** The buyer pays on Stripe's page (the fake's session becomes paid; no event is sent here). */
function pay(sessionId: string, email: string): void {
  const session = fake.sessions.get(sessionId)
  if (!session) throw new Error('unknown session')
  session.status = 'complete'
  session.payment_status = 'paid'
  session.customer_details = { email }
  session.payment_intent = `pi_test_${randomUUID().replace(/-/g, '')}`
}

function completed(sessionId: string): Request {
  const body = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...fake.sessions.get(sessionId) } },
  })
  const signature = signer.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
  return new Request(`${siteUrl()}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  })
}

async function webhookOutcome(sessionId: string): Promise<string | undefined> {
  const response = await POST(completed(sessionId))
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome?: string }).outcome
}

/** Everything one paid order made, counted from the database. */
async function made(orderId: number, email: string) {
  const one = async (query: string, params: unknown[]) => Number((await pool.query(query, params)).rows[0].count)
  return {
    status: (await pool.query('select status from orders where id = $1', [orderId])).rows[0]?.status as string,
    accounts: await one('select count(*) from supplier_accounts where email = $1', [email]),
    listings: await one('select count(*) from suppliers where contact_email = $1', [email]),
    entitlements: await one('select count(*) from entitlements where order_id = $1', [orderId]),
    emails: (
      await pool.query(
        `select input->>'idempotencyKey' as key from payload_jobs
         where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by 1`,
        [`order:${orderId}:%`],
      )
    ).rows.map((r: { key: string }) => r.key),
  }
}

const deliveredOnce = (orderId: number) => ({
  status: 'paid',
  accounts: 1,
  listings: 1,
  entitlements: 1,
  emails: [`order:${orderId}:receipt`, `order:${orderId}:staff-notice`, `order:${orderId}:welcome`].sort(),
})

function expectOrderShown(view: CheckoutReturnView, orderId: number): void {
  expect(view).toMatchObject({
    state: 'paid',
    order: { reference: receiptNumber(orderId), packageName, amount: '£1,275.00', fromApplication: true },
  })
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
  const stamp = Date.now()
  const category = await payload.create({
    collection: 'categories',
    data: {
      name: `Return category ${stamp}`,
      slug: `return-category-${stamp}`,
      description: 'x',
      _status: 'published',
    },
    ...access,
  })
  categorySlug = category.slug
  packageName = `Return pkg ${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'packages',
    data: { tier: 'national', name: packageName, description: 'Return test package', price: 1275, order: 98 },
    ...access,
  })
})

afterAll(async () => {
  restore('STRIPE_SECRET_KEY', saved.key)
  restore('STRIPE_API_URL', saved.url)
  restore('STRIPE_WEBHOOK_SECRET', saved.secret)
  await fake.close()
})

describe('the return address', () => {
  it("is the order's own page, with Stripe's {CHECKOUT_SESSION_ID} filled in by the fake as by Stripe", async () => {
    expect(checkoutReturnUrls('https://ecobuild.example').success_url).toBe(
      'https://ecobuild.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
    )
    const { sessionId } = await applied()
    const paid = await fetch(`${fake.url}/pay/${sessionId}`, { redirect: 'manual' })
    expect(paid.headers.get('location')).toBe(`${siteUrl()}/checkout/complete?session_id=${sessionId}`)
  })
})

describe('fulfilment on the return from Checkout', () => {
  it('webhook first, then the return: the return delivers nothing more and shows the order', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    expect(await webhookOutcome(sessionId)).toBe('paid')
    const view = await returnFromCheckout(payload, sessionId)
    expectOrderShown(view, orderId)
    expect(await made(orderId, values.email)).toEqual(deliveredOnce(orderId))
  })

  it('return first (the event delayed): the return fulfils at once, and the late webhook finds it paid', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    const retrievals = fake.requests.length
    const view = await returnFromCheckout(payload, sessionId)
    // Stripe itself was asked about this session.
    expect(fake.requests.slice(retrievals)).toMatchObject([
      { method: 'GET', path: `/v1/checkout/sessions/${sessionId}` },
    ])
    expectOrderShown(view, orderId)
    expect(await made(orderId, values.email)).toEqual(deliveredOnce(orderId))
    // Reloading the page, then the delayed event: nothing more.
    expectOrderShown(await returnFromCheckout(payload, sessionId), orderId)
    expect(await webhookOutcome(sessionId)).toBe('already-paid')
    expect(await made(orderId, values.email)).toEqual(deliveredOnce(orderId))
  })

  it('the return and the webhook at once, twice each: one delivery, and every return shows the order', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    const [first, second, hookA, hookB] = await Promise.all([
      returnFromCheckout(payload, sessionId),
      returnFromCheckout(payload, sessionId),
      webhookOutcome(sessionId),
      webhookOutcome(sessionId),
    ])
    expectOrderShown(first, orderId)
    expectOrderShown(second, orderId)
    expect([hookA, hookB].filter((o) => o === 'paid').length).toBeLessThanOrEqual(1)
    expect([hookA, hookB].every((o) => o === 'paid' || o === 'already-paid')).toBe(true)
    expect(await made(orderId, values.email)).toEqual(deliveredOnce(orderId))
  })

  it('an unpaid session: nothing is fulfilled and no order is shown', async () => {
    const { values, sessionId, orderId } = await applied()
    const view = await returnFromCheckout(payload, sessionId)
    expect(view).toEqual({ state: 'unpaid' })
    expect(await made(orderId, values.email)).toEqual({
      status: 'pending',
      accounts: 0,
      listings: 0,
      entitlements: 0,
      emails: [],
    })
  })

  it('an unknown or tampered session id: not found, Stripe is not asked for a malformed one, and nothing changes', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    const before = fake.requests.length
    for (const tampered of [
      '',
      'x',
      `${sessionId}'--`,
      `${sessionId}/../x`,
      `../${sessionId}`,
      'cs_test_<script>',
      ' ',
    ])
      expect(await returnFromCheckout(payload, tampered)).toEqual({ state: 'not-found' })
    expect(fake.requests.length).toBe(before)
    // Well formed, but Stripe knows no such session (its 404 resource_missing).
    const unknown = `cs_test_${randomUUID().replace(/-/g, '')}`
    expect(await returnFromCheckout(payload, unknown)).toEqual({ state: 'not-found' })
    expect(fake.requests.slice(before)).toMatchObject([{ method: 'GET', path: `/v1/checkout/sessions/${unknown}` }])
    // One letter changed in a real, paid session's id.
    const altered = sessionId.slice(0, -1) + (sessionId.endsWith('a') ? 'b' : 'a')
    expect(await returnFromCheckout(payload, altered)).toEqual({ state: 'not-found' })
    expect((await made(orderId, values.email)).status).toBe('pending')
    expect(await made(orderId, values.email)).toMatchObject({ accounts: 0, entitlements: 0, emails: [] })
  })

  it("another supplier's session shows only that session's order, and a paid session naming someone else's order delivers nothing", async () => {
    // A signed-in supplier's renewal, still unpaid, and a new supplier's application, paid.
    const listing = await createListing(payload, 'Return renewal listing')
    const account = await createSupplierAccount(payload, listing.id)
    const renewal = await createCheckoutForPackage(payload, packageName, {
      buyer: { account: { id: account.id, email: account.email, supplierId: listing.id } },
    })
    if (!renewal.ok) throw new Error('checkout failed')
    const other = await applied()
    pay(other.sessionId, other.values.email)

    // The paid session's page shows its own order, never the renewal.
    const view = await returnFromCheckout(payload, other.sessionId)
    expectOrderShown(view, other.orderId)
    expect(JSON.stringify(view)).not.toContain(receiptNumber(renewal.orderId))
    // The renewal's session is unpaid: nothing of the other order, and the renewal stays pending.
    expect(await returnFromCheckout(payload, renewal.sessionId)).toEqual({ state: 'unpaid' })

    // A paid session (made directly at Stripe) whose metadata names the renewal's order: it is not that order's
    // session, so the order stays pending and nothing is shown.
    const forged = await new Stripe('sk_test_integration', {
      host: '127.0.0.1',
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    }).checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://elsewhere.example/',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 100, product_data: { name: 'x' } } }],
      metadata: { orderId: String(renewal.orderId) },
      client_reference_id: String(renewal.orderId),
    })
    pay(forged.id, 'someone@elsewhere.example')
    expect(await returnFromCheckout(payload, forged.id)).toEqual({ state: 'not-found' })
    const { rows } = await pool.query('select status, stripe_session_id from orders where id = $1', [renewal.orderId])
    expect(rows[0]).toEqual({ status: 'pending', stripe_session_id: renewal.sessionId })
    expect(
      Number(
        (await pool.query('select count(*) from entitlements where order_id = $1', [renewal.orderId])).rows[0].count,
      ),
    ).toBe(0)
  })

  it('without Stripe configured, shows nothing and fulfils nothing', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    expect(await returnFromCheckout(payload, sessionId, null)).toEqual({ state: 'unavailable' })
    fake.failNext(2)
    expect(await returnFromCheckout(payload, sessionId)).toEqual({ state: 'unavailable' })
    fake.failNext(0)
    expect((await made(orderId, values.email)).status).toBe('pending')
  })
})

describe("'Send the e-mail again'", () => {
  const now = (work: () => Promise<void>) => work()
  const welcomeMails = async (orderId: number) =>
    (
      await pool.query<{ key: string; to: string; text: string }>(
        `select input->>'idempotencyKey' as key, input->>'to' as to, input->>'text' as text from payload_jobs
         where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
        [`order:${orderId}:welcome%`],
      )
    ).rows

  it('e-mails a fresh set-password link to the new account through the outbox; the earlier link stops working', async () => {
    const { values, sessionId, orderId } = await applied()
    pay(sessionId, values.email)
    await returnFromCheckout(payload, sessionId)
    const [first] = await welcomeMails(orderId)
    expect(await resendWelcome(payload, { sessionId, clientIp: '198.51.100.7' }, now)).toEqual({ status: 'accepted' })
    const mails = await welcomeMails(orderId)
    expect(mails).toHaveLength(2)
    expect(mails[1].to).toBe(values.email)
    expect(mails[1].key).toMatch(new RegExp(`^order:${orderId}:welcome-again:`))
    const token = (text: string) => /reset-password\?token=([0-9a-f]+)/.exec(text)?.[1]
    expect(token(mails[1].text)).toBeTruthy()
    expect(token(mails[1].text)).not.toBe(token(first.text))
    const { rows } = await pool.query('select reset_password_token from supplier_accounts where email = $1', [
      values.email,
    ])
    expect(rows[0].reset_password_token).toBe(token(mails[1].text))
  })

  it('answers alike, and sends nothing, for an unknown session, a signed-in order and an address that had an account', async () => {
    // An application made with the address of an existing account: paid, but nothing was created for it.
    const listing = await createListing(payload, 'Resend existing listing')
    const account = await createSupplierAccount(payload, listing.id)
    const taken = await applied({ ...application(), email: account.email })
    pay(taken.sessionId, account.email)
    const takenView = await returnFromCheckout(payload, taken.sessionId)
    // The page itself says the same as for a new account.
    expectOrderShown(takenView, taken.orderId)
    const renewal = await createCheckoutForPackage(payload, packageName, {
      buyer: { account: { id: account.id, email: account.email, supplierId: listing.id } },
    })
    if (!renewal.ok) throw new Error('checkout failed')
    pay(renewal.sessionId, account.email)
    expect(await returnFromCheckout(payload, renewal.sessionId)).toMatchObject({ order: { fromApplication: false } })

    const jobs = async () =>
      Number((await pool.query(`select count(*) from payload_jobs where task_slug = 'sendEmail'`)).rows[0].count)
    const before = await jobs()
    const sessions = [taken.sessionId, renewal.sessionId, `cs_test_${randomUUID().replace(/-/g, '')}`, 'nonsense']
    for (const [i, sessionId] of sessions.entries())
      expect(await resendWelcome(payload, { sessionId, clientIp: `198.51.100.${20 + i}` }, now)).toEqual({
        status: 'accepted',
      })
    expect(await jobs()).toBe(before)
    expect(WELCOME_RESENT).toMatch(/^If your new account is still waiting/)
  })
})
