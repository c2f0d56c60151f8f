import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import type { SupplierAccount } from '@payload-types'
import { accountSupplierId } from '@/access'
import { cardOnFile, idOf } from '@/lib/billing/card-on-file'
import { ensureStripeCustomer } from '@/lib/billing/invoices'
import { runSql, withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS, CARD_RETURN_PATH } from '@/lib/routes'

// The card on file of a listing's Stripe customer (issue 34): added or changed through Checkout in setup mode, made
// the customer's default payment method once per Checkout (by the return page or checkout.session.completed,
// whichever comes first; an older Checkout never replaces a newer one), read back from Stripe for the portal, the
// invoices and the renewals. The listing is always the signed-in account's own, never one a form names.

export { cardOnFile, type CardOnFile } from '@/lib/billing/card-on-file'

/** A Checkout Session id as Stripe writes them; anything else is not looked up. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/

/** The listing's Stripe customer id, or null before its first payment or invoice (server only: staff-only field). */
export async function customerIdOf(payload: Payload, supplierId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'billing-profiles',
    where: { supplier: { equals: supplierId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { stripeCustomerId: true },
  })
  return docs[0]?.stripeCustomerId ?? null
}

function ownListing(account: SupplierAccount): number {
  const listing = accountSupplierId({ ...account, collection: 'supplier-accounts' })
  if (listing === null) throw new Error('This account has no listing')
  return listing
}

/** A Checkout in setup mode for the account's own listing's customer: its hosted page's address. */
export async function startCardSetup(payload: Payload, stripe: Stripe, account: SupplierAccount): Promise<string> {
  const supplierId = ownListing(account)
  const customer = await ensureStripeCustomer(payload, stripe, supplierId)
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer,
    currency: 'gbp',
    success_url: `${siteUrl()}${CARD_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl()}${ACCOUNT_PATHS.billing}?card=cancelled`,
    metadata: { supplierId: String(supplierId), purpose: 'card-on-file' },
  })
  if (!session.url) throw new Error('Stripe gave the setup Checkout no address')
  return session.url
}

/** Stripe's customer portal for the account's own listing's customer (made if it has none yet). */
export async function startPortalSession(payload: Payload, stripe: Stripe, account: SupplierAccount): Promise<string> {
  const customer = await ensureStripeCustomer(payload, stripe, ownListing(account))
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${siteUrl()}${ACCOUNT_PATHS.billing}`,
  })
  return session.url
}

/** A completed setup-mode Checkout, as an event or a retrieval reports it; null for anything else. */
export function completedCardSetup(
  session: Stripe.Checkout.Session,
): { sessionId: string; customer: string; setupIntent: string; created: number } | null {
  const customer = idOf(session.customer)
  const setupIntent = idOf(session.setup_intent)
  if (session.mode !== 'setup' || session.status !== 'complete' || !customer || !setupIntent) return null
  return { sessionId: session.id, customer, setupIntent, created: session.created }
}

/** The setup-mode Checkout a `checkout.session.completed` event reports, or null. */
export function cardSetupFromEvent(event: Stripe.Event): ReturnType<typeof completedCardSetup> {
  if (event.type !== 'checkout.session.completed') return null
  return completedCardSetup(event.data.object)
}

export type CardSetupOutcome = 'stored' | 'already-stored' | 'unknown-customer'

/**
 * Makes the card a setup-mode Checkout saved the customer's default payment method, once: one conditional UPDATE of
 * the listing's profile records the Checkout (only when it is newer than the one recorded), and in its transaction
 * Stripe is told (keyed per Checkout, so a retry is the same request); a failure of Stripe rolls the record back.
 */
export async function storeCardOfSetup(
  payload: Payload,
  stripe: Stripe,
  setup: NonNullable<ReturnType<typeof completedCardSetup>>,
): Promise<CardSetupOutcome> {
  const createdAt = new Date(setup.created * 1000).toISOString()
  return withTransaction(payload, async (req) => {
    const { rows } = await runSql(
      payload,
      sql`update billing_profiles set card_set_at = ${createdAt}::timestamptz, card_setup_session = ${setup.sessionId},
                 updated_at = now()
          where stripe_customer_id = ${setup.customer}
            and (card_set_at is null or (card_set_at, card_setup_session) < (${createdAt}::timestamptz, ${setup.sessionId}::varchar))
          returning id`,
      req,
    )
    if (rows.length === 0) {
      const { rows: known } = await runSql(
        payload,
        sql`select 1 from billing_profiles where stripe_customer_id = ${setup.customer}`,
        req,
      )
      return known.length ? 'already-stored' : 'unknown-customer'
    }
    const intent = await stripe.setupIntents.retrieve(setup.setupIntent)
    const paymentMethod = idOf(intent.payment_method)
    if (!paymentMethod || idOf(intent.customer) !== setup.customer)
      throw new Error(`Setup intent ${setup.setupIntent} saved no card for ${setup.customer}`)
    await stripe.customers.update(
      setup.customer,
      { invoice_settings: { default_payment_method: paymentMethod } },
      { idempotencyKey: `ecobuild-card-${setup.sessionId}` },
    )
    return 'stored'
  })
}

export type CardReturn = { state: 'stored' } | { state: 'not-found' } | { state: 'incomplete' }

/**
 * The return from the setup Checkout: the session is asked of Stripe (the address proves nothing), then stored as by
 * the webhook, which has the same effect: that session's card becomes its own customer's default. The return is a
 * cross-site navigation, on which Payload refuses the session cookie, so it may come signed out; signed in as another
 * listing's account, the session is not found.
 */
export async function returnFromCardSetup(
  payload: Payload,
  stripe: Stripe,
  account: SupplierAccount | null,
  sessionId: string,
): Promise<CardReturn> {
  if (!SESSION_ID.test(sessionId)) return { state: 'not-found' }
  const own = account ? await customerIdOf(payload, ownListing(account)) : undefined
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId)
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404)
      return { state: 'not-found' }
    throw error
  }
  if (session.id !== sessionId || (own !== undefined && (!own || idOf(session.customer) !== own)))
    return { state: 'not-found' }
  const setup = completedCardSetup(session)
  if (!setup) return { state: 'incomplete' }
  await storeCardOfSetup(payload, stripe, setup)
  return { state: 'stored' }
}

export type RenewalSwitch = { ok: true } | { ok: false; message: string }

export const NO_CARD_FOR_RENEWAL = 'Add a card first: automatic renewal charges the card on file.'

/**
 * Switches automatic renewal of the account's own listing's package on (only with a card on file) or off. The field
 * is staff's in the API; this server code sets it for the signed-in account's listing alone.
 */
export async function setAutoRenew(
  payload: Payload,
  stripe: Stripe | null,
  account: SupplierAccount,
  on: boolean,
): Promise<RenewalSwitch> {
  const supplierId = ownListing(account)
  const { docs } = await payload.find({
    collection: 'billing-profiles',
    where: { supplier: { equals: supplierId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const profile = docs[0]
  if (on) {
    const card = stripe && profile ? await cardOnFile(stripe, profile.stripeCustomerId ?? null) : null
    if (!card || !profile) return { ok: false, message: NO_CARD_FOR_RENEWAL }
  }
  if (profile)
    await payload.update({
      collection: 'billing-profiles',
      id: profile.id,
      data: { autoRenew: on },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  return { ok: true }
}

const renewalRow = z.object({ auto_renew: z.boolean().nullable(), stripe_customer_id: z.string().nullable() })

/** Whether the listing's package renews automatically, and the customer it is charged to. */
export async function renewalSettingOf(
  payload: Payload,
  supplierId: number,
): Promise<{ autoRenew: boolean; customerId: string | null }> {
  const { rows } = await runSql(
    payload,
    sql`select auto_renew, stripe_customer_id from billing_profiles where supplier_id = ${supplierId}`,
  )
  const row = z.array(renewalRow).parse(rows)[0]
  return { autoRenew: row?.auto_renew === true, customerId: row?.stripe_customer_id ?? null }
}
