import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { SupplierAccount } from '@payload-types'
import { POST } from '@/app/api/stripe/webhook/route'
import { jobs } from '@/jobs'
import { PACKAGE_RENEWALS_TASK } from '@/jobs/package-renewals'
import {
  NO_CARD_FOR_RENEWAL,
  returnFromCardSetup,
  setAutoRenew,
  startCardSetup,
  startPortalSession,
} from '@/lib/billing/card'
import { ensureStripeCustomer, invoiceSupplierMonth } from '@/lib/billing/invoices'
import { billingOverview } from '@/lib/billing/overview'
import { checkPackageExpiry, runRenewals } from '@/lib/fulfilment/renewal'
import { checkEntitlementExpiry } from '@/lib/packages/expiry'
import { getStripe } from '@/lib/payments/stripe'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe'
import { createListing, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'
import { siteSettings } from '@/seed/data/globals'

// The card on file and automatic renewal against the strict fake Stripe: the setup-mode Checkout stored once by the
// return and the webhook, renewals charged off-session (success, decline then success, never, two runners at once,
// events out of order and repeated), the reminders, and another supplier's billing refused everywhere. The clock is
// the `now` each run is given; every assertion is about this file's own listings.

const WEBHOOK_SECRET = 'whsec_card_renewal_test'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const
const saved = {
  key: process.env.STRIPE_SECRET_KEY,
  url: process.env.STRIPE_API_URL,
  secret: process.env.STRIPE_WEBHOOK_SECRET,
}

let payload: Payload
let pool: pg.Pool
let fake: FakeStripe
let stripe: Stripe
const mine: number[] = []
const signer = new Stripe('sk_test_signer').webhooks

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_card_renewal'
  process.env.STRIPE_API_URL = fake.url
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
  stripe = getStripe(payload.logger)!
})

afterEach(async () => {
  fake.dropNext(0)
  fake.declineNextPayments(0)
  // No later test's run charges an earlier test's package.
  await pool.query('update billing_profiles set auto_renew = false where supplier_id = any($1)', [mine])
})

afterAll(async () => {
  await pool.query(`update entitlements set status = 'ended' where supplier_id = any($1)`, [mine])
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

async function deliver(body: string): Promise<Response> {
  const signature = signer.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
  return POST(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    }),
  )
}

function eventBody(type: string, object: unknown): string {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
}

/** A listing with an account, a package of its own and a running entitlement of it ending at `endsAt`. */
async function supplierWithPackage(endsAt: Date) {
  const stamp = randomUUID().slice(0, 8)
  const listing = await createListing(payload, `Renewing Supplier ${stamp}`, {
    contactEmail: `renew-${stamp}@suppliers.test`,
  })
  mine.push(listing.id)
  const account = await createSupplierAccount(payload, listing.id)
  const pkg = await payload.create({
    collection: 'packages',
    data: {
      tier: 'local',
      name: `Renewal Local ${stamp}`,
      description: 'Local package for renewal tests',
      price: 375,
      periodMonths: 12,
      badgeLabel: 'Local Partner',
      placement: 'none',
    },
    ...access,
  })
  const order = await payload.create({
    collection: 'orders',
    data: {
      package: pkg.id,
      packageName: pkg.name,
      amount: 37500,
      currency: 'gbp',
      status: 'paid',
      supplier: listing.id,
      account: account.id,
      paidAt: new Date(endsAt.getTime() - 365 * DAY).toISOString(),
    },
    ...access,
  })
  const entitlement = await payload.create({
    collection: 'entitlements',
    data: {
      supplier: listing.id,
      order: order.id,
      package: pkg.id,
      tier: 'local',
      badgeLabel: 'Local Partner',
      startsAt: new Date(endsAt.getTime() - 365 * DAY).toISOString(),
      endsAt: endsAt.toISOString(),
      status: 'active',
    },
    ...access,
  })
  return { listing, account, pkg, entitlement, order }
}

/** The account adds a card through the setup Checkout's hosted page; the session id it came back with. */
async function addCard(account: SupplierAccount, kind?: 'declines' | 'authenticate'): Promise<string> {
  const url = await startCardSetup(payload, stripe, account)
  const page = await fetch(`${url}${kind ? `?card=${kind}` : ''}`, { redirect: 'manual' })
  expect(page.status).toBe(303)
  const back = new URL(page.headers.get('location')!)
  expect(back.pathname).toBe('/account/billing/card')
  return back.searchParams.get('session_id')!
}

async function withCardAndRenewal(endsAt: Date, kind?: 'declines' | 'authenticate') {
  const supplier = await supplierWithPackage(endsAt)
  const session = await addCard(supplier.account, kind)
  expect(await returnFromCardSetup(payload, stripe, supplier.account, session)).toEqual({ state: 'stored' })
  expect(await setAutoRenew(payload, stripe, supplier.account, true)).toEqual({ ok: true })
  return { ...supplier, session }
}

const entitlementsOf = async (supplierId: number) =>
  (
    await pool.query<{ id: number; starts_at: Date; ends_at: Date; status: string; order_id: number }>(
      'select id, starts_at, ends_at, status, order_id from entitlements where supplier_id = $1 order by id',
      [supplierId],
    )
  ).rows

const ordersOf = async (supplierId: number) =>
  (
    await pool.query<{ id: number; status: string; amount: string; stripe_payment_intent: string | null }>(
      'select id, status, amount, stripe_payment_intent from orders where supplier_id = $1 order by id',
      [supplierId],
    )
  ).rows

const chargesOf = (entitlementId: number) =>
  fake.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v1/payment_intents' &&
      r.form['metadata[entitlementId]'] === String(entitlementId),
  )

const emailsOf = async (pattern: string) =>
  (
    await pool.query<{ key: string; to: string; subject: string; text: string }>(
      `select input->>'idempotencyKey' as key, input->>'to' as to, input->>'subject' as subject, input->>'text' as text
       from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
      [pattern],
    )
  ).rows

describe('the card on file', () => {
  it('is stored once, by the return and by checkout.session.completed in any order, and an older one never wins', async () => {
    const { listing, account } = await supplierWithPackage(new Date(Date.now() + 60 * DAY))
    const first = await addCard(account)
    const customer = (await ensureStripeCustomer(payload, stripe, listing.id)) as string
    const defaultsSet = () =>
      fake.requests.filter(
        (r) => r.path === `/v1/customers/${customer}` && r.form['invoice_settings[default_payment_method]'],
      ).length

    // The webhook first, five times, then the return: one update of the customer.
    const completed = eventBody('checkout.session.completed', fake.sessions.get(first))
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(completed)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    // The return from Stripe is cross-site, so it comes signed out (Payload takes no cookie on it).
    expect(await returnFromCardSetup(payload, stripe, null, first)).toEqual({ state: 'stored' })
    expect(defaultsSet()).toBe(1)
    const firstCard = fake.customers.get(customer)!.invoice_settings.default_payment_method
    expect(firstCard).toMatch(/^pm_/)

    // A second card by the return first; the first session's late event changes nothing. Stripe's `created` counts
    // seconds, and two Checkouts of one second are in no known order: the second one starts in the next second.
    await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)))
    const second = await addCard(account)
    expect(await returnFromCardSetup(payload, stripe, account, second)).toEqual({ state: 'stored' })
    await deliver(eventBody('checkout.session.completed', fake.sessions.get(second)))
    const secondCard = fake.customers.get(customer)!.invoice_settings.default_payment_method
    expect(secondCard).not.toBe(firstCard)
    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: 'already-stored' })
    expect(fake.customers.get(customer)!.invoice_settings.default_payment_method).toBe(secondCard)
    expect(defaultsSet()).toBe(2)

    // The billing page's card: read from Stripe.
    const overview = await billingOverview(payload, stripe, account, listing.id)
    expect(overview.card).toMatchObject({ paymentMethod: secondCard, brand: 'visa' })
    expect(overview.card?.last4).toMatch(/^\d{4}$/)
  })

  it('has the monthly commission invoice charged to it automatically', async () => {
    const { listing } = await withCardAndRenewal(new Date(Date.now() + 200 * DAY))
    await invoiceSupplierMonth(payload, stripe, listing.id, { year: 2031, month: 3 }, 14)
    const created = fake.requests.find(
      (r) => r.path === '/v1/invoices' && r.form['metadata[supplierId]'] === String(listing.id),
    )
    expect(created?.form.collection_method).toBe('charge_automatically')
    expect(created?.form.default_payment_method).toMatch(/^pm_/)
    expect(created?.form.days_until_due).toBeUndefined()
    // Charged at once; recorded with a due date 14 days on, so an unpaid (declined) one still pauses leads.
    const invoice = [...fake.invoices.values()].find((i) => i.metadata.supplierId === String(listing.id))
    expect(invoice?.status).toBe('paid')
    const { rows } = await pool.query<{ due_date: Date }>(
      'select due_date from commission_invoices where supplier_id = $1',
      [listing.id],
    )
    expect(new Date(rows[0].due_date).getTime()).toBeGreaterThan(Date.now() + 13 * DAY)
    // Its e-mail says it was paid with the card, not when it is due.
    const { rows: claimed } = await pool.query<{ id: number }>(
      'select id from commission_invoices where supplier_id = $1',
      [listing.id],
    )
    const [email] = await emailsOf(`commission-invoice:${claimed[0].id}`)
    expect(email?.text).toMatch(/Charged to your card ending \d{4}: nothing more to do\./)
    expect(email?.text).not.toContain('Due by')
  })
})

describe('automatic renewal', () => {
  it('is an hourly task on the packages queue', () => {
    const task = jobs.tasks?.find((t) => t.slug === PACKAGE_RENEWALS_TASK)
    expect(task?.schedule?.[0]?.queue).toBe('entitlements')
  })

  it('charges the package off-session near the end, records a paid order and extends the entitlement once', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY)
    const { listing, entitlement, account } = await withCardAndRenewal(endsAt)
    const now = new Date()

    // Not inside the window yet: nothing is charged.
    await runRenewals(payload, new Date(endsAt.getTime() - 3 * DAY - HOUR))
    expect(chargesOf(entitlement.id)).toHaveLength(0)

    await runRenewals(payload, now)
    const charges = chargesOf(entitlement.id)
    expect(charges).toHaveLength(1)
    expect(charges[0].form).toMatchObject({ amount: '37500', off_session: 'true', confirm: 'true' })
    expect(charges[0].idempotencyKey).toBe(`ecobuild-renewal-${entitlement.id}-1`)
    const orders = await ordersOf(listing.id)
    expect(orders).toHaveLength(2)
    expect(orders[1]).toMatchObject({ status: 'paid', amount: '37500' })
    expect(orders[1].stripe_payment_intent).toMatch(/^pi_/)
    const rows = await entitlementsOf(listing.id)
    expect(rows).toHaveLength(2)
    expect(rows[1].starts_at.getTime()).toBe(endsAt.getTime())
    expect(rows[1].order_id).toBe(orders[1].id)
    expect(await emailsOf(`order:${orders[1].id}:receipt`)).toEqual([expect.objectContaining({ to: account.email })])

    // The events come after, five times, with an old failure among them: nothing more happens; later runs skip it.
    const intent = fake.paymentIntents.get(orders[1].stripe_payment_intent!)!
    const succeeded = fake.paymentIntentEvent('payment_intent.succeeded', intent.id).body
    const failed = eventBody('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' })
    const answers = await Promise.all([...Array.from({ length: 5 }, () => deliver(succeeded)), deliver(failed)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    await runRenewals(payload, new Date(now.getTime() + DAY + HOUR))
    expect(chargesOf(entitlement.id)).toHaveLength(1)
    expect(await entitlementsOf(listing.id)).toHaveLength(2)
    expect((await ordersOf(listing.id)).filter((o) => o.status === 'paid')).toHaveLength(2)
  })

  it('of a VAT-registered seller charges as Checkout would (prices excluding VAT) and its receipt is numbered', async () => {
    if (!(await payload.findGlobal({ slug: 'site-settings', ...access })).staffEmail)
      await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, ...access })
    const before = await payload.findGlobal({ slug: 'site-settings', ...access })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        vatTreatment: 'excluded',
        seller: {
          ...before.seller,
          legalName: 'EcoBuild Test Ltd',
          address: '1 Green Street\nLondon\nEC1A 1AA',
          vatRegistered: true,
          vatNumber: 'GB123456789',
          vatRate: 20,
        },
      },
      ...access,
    })
    try {
      const endsAt = new Date(Date.now() + 2 * DAY)
      const { listing, entitlement } = await withCardAndRenewal(endsAt)
      await runRenewals(payload, new Date())
      const charges = chargesOf(entitlement.id)
      expect(charges).toHaveLength(1)
      // £375.00 plus 20% VAT.
      expect(charges[0].form).toMatchObject({ amount: '45000' })
      const { rows } = await pool.query(
        `select status, amount, vat_invoice_number, vat_invoice_rate, vat_invoice_net_amount, vat_invoice_vat_amount
           from orders where supplier_id = $1 order by id`,
        [listing.id],
      )
      const renewal = rows[rows.length - 1]
      expect(renewal).toMatchObject({ status: 'paid', amount: '45000', vat_invoice_rate: '20' })
      expect(Number(renewal.vat_invoice_net_amount)).toBe(37_500)
      expect(Number(renewal.vat_invoice_vat_amount)).toBe(7_500)
      expect(Number(renewal.vat_invoice_number)).toBeGreaterThan(0)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { vatTreatment: before.vatTreatment, seller: before.seller },
        ...access,
      })
    }
  })

  it('delivers the order once when the events come before (and instead of) the lost answer', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY)
    const { listing, entitlement } = await withCardAndRenewal(endsAt)
    // The charge runs at Stripe, but neither the answer nor the SDK's retry's answer arrives.
    fake.dropNext(2, { afterProcessing: true, path: '/v1/payment_intents' })
    const summary = await runRenewals(payload, new Date())
    expect(summary.failures).toBeGreaterThanOrEqual(1)
    expect(chargesOf(entitlement.id)).toHaveLength(2)
    expect(fake.paymentIntents.size).toBeGreaterThan(0)
    const pending = (await ordersOf(listing.id))[1]
    expect(pending.status).toBe('pending')
    const intent = [...fake.paymentIntents.values()].find((p) => p.metadata.entitlementId === String(entitlement.id))!
    const succeeded = fake.paymentIntentEvent('payment_intent.succeeded', intent.id).body
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => ((await (await deliver(succeeded)).json()) as { outcome: string }).outcome),
    )
    expect(outcomes.sort()).toEqual(['already-paid', 'already-paid', 'already-paid', 'already-paid', 'paid'])
    expect((await entitlementsOf(listing.id)).map((e) => e.status)).toEqual(['active', 'active'])
    expect((await ordersOf(listing.id))[1]).toMatchObject({ status: 'paid', stripe_payment_intent: intent.id })
  })

  it('e-mails a declined charge and succeeds on the next day’s attempt', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY + 12 * HOUR)
    const { listing, entitlement, account } = await withCardAndRenewal(endsAt)
    const now = new Date()
    fake.declineNextPayments(1)
    expect((await runRenewals(payload, now)).declined).toBeGreaterThanOrEqual(1)
    expect(await emailsOf(`entitlement:${entitlement.id}:renewal-failed:%`)).toEqual([
      expect.objectContaining({ to: account.email, subject: expect.stringContaining('We could not renew') }),
    ])
    expect((await ordersOf(listing.id))[1]).toMatchObject({ status: 'pending' })
    expect(await entitlementsOf(listing.id)).toHaveLength(1)

    // Within the day: no new attempt. A day later: the second attempt, its own key, succeeds.
    await runRenewals(payload, new Date(now.getTime() + 23 * HOUR))
    expect(chargesOf(entitlement.id)).toHaveLength(1)
    await runRenewals(payload, new Date(now.getTime() + DAY))
    expect(chargesOf(entitlement.id).map((c) => c.idempotencyKey)).toEqual([
      `ecobuild-renewal-${entitlement.id}-1`,
      `ecobuild-renewal-${entitlement.id}-2`,
    ])
    const orders = await ordersOf(listing.id)
    expect(orders).toHaveLength(2)
    expect(orders[1].status).toBe('paid')
    expect(await entitlementsOf(listing.id)).toHaveLength(2)
    expect(await emailsOf(`entitlement:${entitlement.id}:renewal-failed:%`)).toHaveLength(1)
  })

  it('never succeeding: each daily attempt is e-mailed, and the package ends at its end as today', async () => {
    const endsAt = new Date(Date.now() + 2 * DAY + 12 * HOUR)
    const { listing, entitlement } = await withCardAndRenewal(endsAt, 'authenticate')
    const now = new Date()
    for (const offset of [0, DAY, 2 * DAY, 2 * DAY + 11 * HOUR])
      await runRenewals(payload, new Date(now.getTime() + offset))
    expect(chargesOf(entitlement.id)).toHaveLength(3)
    const failures = await emailsOf(`entitlement:${entitlement.id}:renewal-failed:%`)
    expect(failures).toHaveLength(3)
    expect(failures[0].text).toContain('confirm it')
    // At the end: no attempt after it, the entitlement ends, the usual e-mail.
    await runRenewals(payload, new Date(endsAt.getTime() + HOUR))
    expect(chargesOf(entitlement.id)).toHaveLength(3)
    await checkEntitlementExpiry(payload, new Date(endsAt.getTime() + HOUR))
    expect((await entitlementsOf(listing.id)).map((e) => e.status)).toEqual(['ended'])
    expect(await emailsOf(`entitlement:${entitlement.id}:ended:%`)).toHaveLength(1)
    expect((await ordersOf(listing.id)).filter((o) => o.status === 'paid')).toHaveLength(1)
  })

  it('two runners at once make one charge and one order', async () => {
    const { listing, entitlement } = await withCardAndRenewal(new Date(Date.now() + 2 * DAY))
    const now = new Date()
    await Promise.all([runRenewals(payload, now), runRenewals(payload, now), runRenewals(payload, now)])
    expect(chargesOf(entitlement.id)).toHaveLength(1)
    const orders = await ordersOf(listing.id)
    expect(orders).toHaveLength(2)
    expect(orders[1].status).toBe('paid')
    expect(await entitlementsOf(listing.id)).toHaveLength(2)
  })

  it('the 30- and 7-day reminders say it renews (amount, card) and how to stop it, only when renewal is on', async () => {
    const endsAt = new Date(Date.now() + 40 * DAY)
    const on = await withCardAndRenewal(endsAt)
    const off = await supplierWithPackage(endsAt)
    await checkPackageExpiry(payload, new Date(endsAt.getTime() - 30 * DAY + HOUR))
    const [renews] = await emailsOf(`entitlement:${on.entitlement.id}:reminder-30:%`)
    const card = (await billingOverview(payload, stripe, on.account, on.listing.id)).card!
    expect(renews.subject).toContain('renews in 30 days')
    expect(renews.text).toContain('£375.00')
    expect(renews.text).toContain(`card ending ${card.last4}`)
    expect(renews.text).toContain('switch off automatic renewal')
    const [ends] = await emailsOf(`entitlement:${off.entitlement.id}:reminder-30:%`)
    expect(ends.subject).toContain('ends in 30 days')
    expect(ends.text).not.toContain('automatic')
  })
})

describe('another supplier’s billing', () => {
  it('is refused everywhere: REST, the Local API, and the card, renewal and portal actions', async () => {
    const a = await supplierWithPackage(new Date(Date.now() + 90 * DAY))
    const b = await withCardAndRenewal(new Date(Date.now() + 90 * DAY))
    const bCustomer = (await ensureStripeCustomer(payload, stripe, b.listing.id)) as string
    const bCard = fake.customers.get(bCustomer)!.invoice_settings.default_payment_method
    const profileOf = async (supplierId: number) =>
      (
        await payload.find({
          collection: 'billing-profiles',
          where: { supplier: { equals: supplierId } },
          overrideAccess: true,
        })
      ).docs[0]
    const bProfile = await profileOf(b.listing.id)

    // REST: B's profile is not A's to read or change; A cannot switch renewal on through the API, even its own.
    const token = (await restLogin('supplier-accounts', a.account.email, TEST_PASSWORD)).token!
    expect((await rest('GET', `billing-profiles/${bProfile.id}`, { token })).status).toBe(404)
    expect((await rest('PATCH', `billing-profiles/${bProfile.id}`, { token, body: { autoRenew: false } })).status).toBe(
      403,
    )
    await ensureStripeCustomer(payload, stripe, a.listing.id)
    const aProfile = await profileOf(a.listing.id)
    const own = await rest('PATCH', `billing-profiles/${aProfile.id}`, {
      token,
      body: { autoRenew: true, cardSetupSession: 'cs_test_forged', cardSetAt: new Date().toISOString() },
    })
    expect(own.status).toBe(200)
    expect(await profileOf(a.listing.id)).toMatchObject({ autoRenew: false })
    expect((await profileOf(a.listing.id)).cardSetupSession ?? null).toBeNull()

    // The Local API as A: refused.
    await expect(
      payload.update({
        collection: 'billing-profiles',
        id: bProfile.id,
        data: { autoRenew: false },
        user: { ...a.account, collection: 'supplier-accounts' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })

    // The actions' work as A: B's setup session is not found and stores nothing; renewal needs A's own card; the
    // setup Checkout and the portal are A's customer's.
    const bSecond = await addCard(b.account)
    expect(await returnFromCardSetup(payload, stripe, a.account, bSecond)).toEqual({ state: 'not-found' })
    expect(fake.customers.get(bCustomer)!.invoice_settings.default_payment_method).toBe(bCard)
    expect(await setAutoRenew(payload, stripe, a.account, true)).toEqual({ ok: false, message: NO_CARD_FOR_RENEWAL })
    expect(await setAutoRenew(payload, stripe, a.account, false)).toEqual({ ok: true })
    expect((await profileOf(b.listing.id)).autoRenew).toBe(true)
    const aCustomer = (await profileOf(a.listing.id)).stripeCustomerId!
    await startPortalSession(payload, stripe, a.account)
    await startCardSetup(payload, stripe, a.account)
    const portal = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!
    const setup = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.form.mode === 'setup').at(-1)!
    expect(portal.form.customer).toBe(aCustomer)
    expect(setup.form.customer).toBe(aCustomer)

    // A's billing page shows A's receipts only, and no card.
    const overview = await billingOverview(payload, stripe, a.account, a.listing.id)
    expect(overview.card).toBeNull()
    expect(overview.receipts.map((r) => r.id)).toEqual([a.order.id])
  })
})
