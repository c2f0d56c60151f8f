import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { listingAccountEmails } from '@/lib/account/listing-accounts'
import { cardOnFile, renewalSettingOf } from '@/lib/billing/card'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { renewalFailedEmail } from '@/lib/email/packages'
import { emailSiteFacts } from '@/lib/email/site-facts'
import type { Fulfilment } from '@/lib/packages/fulfil'
import { checkEntitlementExpiry, type EntitlementCheckSummary } from '@/lib/packages/expiry'
import { deliverPaidOrder, paidOrderDelivered } from '@/lib/packages/paid-order'
import { RENEWAL_WINDOW_DAYS, renewalAttemptDue, retryAfterOf } from '@/lib/packages/renewal-rules'
import { CHECKOUT_CURRENCY, packagePriceInPence } from '@/lib/payments/amount'
import { sellerVatOf, splitPrice, vatTreatmentOf } from '@/lib/vat'
import { CHARGED_ORDER_METADATA, chargedOrderOf, type ChargedOrder } from '@/lib/payments/events'
import { getStripe } from '@/lib/payments/stripe'
import { markChargedOrderPaid, type MarkOrderPaidResult } from '@/lib/payments/webhook'
import { runSql, withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'

// Automatic renewal (issue 34): a listing whose billing profile has renewal on and whose package ends within
// RENEWAL_WINDOW_DAYS is charged the same package's price off-session on its card on file, daily until the end (the
// rules: src/lib/packages/renewal-rules.ts). Each attempt is claimed by one conditional UPDATE of the entitlement (so
// two runners make one charge) and keyed per entitlement and attempt; the renewal's one pending order is paid and
// delivered exactly as a paid Checkout (`deliverPaidOrder`: the entitlement extended, the receipt e-mailed), once,
// whether the charge's answer or any number of `payment_intent.succeeded` deliveries come first.

export type RenewalRunSummary = { renewed: number; declined: number; failures: number }

const DAY_MS = 24 * 60 * 60 * 1000

const candidateRow = z.object({
  id: z.coerce.number().int(),
  supplier_id: z.coerce.number().int(),
  ends_at: z.coerce.date(),
  renewal_attempted_at: z.coerce.date().nullable(),
  package_id: z.coerce.number().int(),
  package_name: z.string(),
  price: z.coerce.number(),
  account_id: z.coerce.number().int().nullable(),
  listing_name: z.string().nullable(),
  stripe_customer_id: z.string(),
})
type Candidate = z.infer<typeof candidateRow>

/** Running packages in their renewal window, renewal on, not renewed yet and due an attempt at `now`. */
async function renewalCandidates(payload: Payload, now: Date): Promise<Candidate[]> {
  const horizon = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS)
  const { rows } = await runSql(
    payload,
    sql`select e.id, e.supplier_id, e.ends_at, e.renewal_attempted_at, e.package_id, p.name as package_name, p.price, o.account_id,
               s.name as listing_name, b.stripe_customer_id
        from entitlements e
        join billing_profiles b on b.supplier_id = e.supplier_id and b.auto_renew and b.stripe_customer_id is not null
        join packages p on p.id = e.package_id
        left join orders o on o.id = e.order_id
        left join suppliers s on s.id = e.supplier_id
        where e.status = 'active' and e.ends_at > ${now.toISOString()}::timestamptz
          and e.ends_at <= ${horizon.toISOString()}::timestamptz
          and (e.renewal_attempted_at is null or e.renewal_attempted_at <= ${retryAfterOf(now).toISOString()}::timestamptz)
          and not exists (select 1 from entitlements n where n.supplier_id = e.supplier_id and n.id <> e.id
                          and n.status = 'active' and n.starts_at >= e.ends_at)
          and not exists (select 1 from orders r where r.id = e.renewal_order_id and r.status <> 'pending')
        order by e.ends_at, e.id`,
  )
  // The rule itself (the SQL above only narrows the rows to read).
  return z
    .array(candidateRow)
    .parse(rows)
    .filter((c) => renewalAttemptDue(c.ends_at, c.renewal_attempted_at, now))
}

type Claim = { attempt: number; orderId: number; amount: number }

/**
 * This runner's attempt, or null when another runner (or an earlier run) has claimed it: the conditional UPDATE of
 * the entitlement, and the renewal's one pending order (made on the first attempt, reused by the next), committed
 * before Stripe is called.
 */
async function claimAttempt(payload: Payload, c: Candidate, now: Date): Promise<Claim | null> {
  return withTransaction(payload, async (req) => {
    const { rows } = await runSql(
      payload,
      sql`update entitlements set renewal_attempts = coalesce(renewal_attempts, 0) + 1,
                 renewal_attempted_at = ${now.toISOString()}::timestamptz, updated_at = now()
          where id = ${c.id} and status = 'active' and ends_at > ${now.toISOString()}::timestamptz
            and (renewal_attempted_at is null or renewal_attempted_at <= ${retryAfterOf(now).toISOString()}::timestamptz)
          returning renewal_attempts, renewal_order_id`,
      req,
    )
    const claimed = z
      .array(
        z.object({ renewal_attempts: z.coerce.number().int(), renewal_order_id: z.coerce.number().int().nullable() }),
      )
      .parse(rows)[0]
    if (!claimed) return null
    if (claimed.renewal_order_id !== null) {
      const { rows: orders } = await runSql(
        payload,
        sql`select amount, status from orders where id = ${claimed.renewal_order_id}`,
        req,
      )
      const order = z.array(z.object({ amount: z.coerce.number().int(), status: z.string() })).parse(orders)[0]
      if (!order || order.status !== 'pending') return null
      return { attempt: claimed.renewal_attempts, orderId: claimed.renewal_order_id, amount: order.amount }
    }
    // VAT as a Checkout of the same package would charge it now (its receipt is a VAT invoice when registered).
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      select: { vatTreatment: true, seller: true },
      req,
    })
    const seller = sellerVatOf(settings)
    const split = splitPrice(packagePriceInPence(c.price), vatTreatmentOf(settings), seller)
    const amount = split.total
    const order = await payload.create({
      collection: 'orders',
      data: {
        package: c.package_id,
        packageName: c.package_name,
        amount,
        currency: CHECKOUT_CURRENCY,
        status: 'pending',
        ...(seller.registered
          ? {
              vatInvoice: {
                rate: seller.rate,
                netAmount: split.net,
                vatAmount: split.vat,
                sellerVatNumber: seller.vatNumber,
              },
            }
          : {}),
        supplier: c.supplier_id,
        ...(c.account_id !== null ? { account: c.account_id } : {}),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await runSql(
      payload,
      sql`update entitlements set renewal_order_id = ${order.id} where id = ${c.id} and renewal_order_id is null`,
      req,
    )
    return { attempt: claimed.renewal_attempts, orderId: order.id, amount }
  })
}

/** The Stripe card error's code ('card_declined', 'authentication_required', ...), or null for any other failure. */
function cardErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const raw = 'rawType' in error ? error.rawType : null
  const type = 'type' in error ? error.type : null
  if (raw !== 'card_error' && type !== 'StripeCardError') return null
  return 'code' in error && typeof error.code === 'string' ? error.code : 'card_declined'
}

/**
 * The one delivery of a renewal's paid order (the charge's answer and the webhook's `payment_intent.succeeded` alike):
 * marked paid from pending once, the entitlement extended and the receipt queued in that transaction.
 */
export async function fulfilChargedOrder(
  payload: Payload,
  charged: ChargedOrder,
): Promise<MarkOrderPaidResult<Fulfilment>> {
  const result = await markChargedOrderPaid(payload, charged, (req, order) => deliverPaidOrder(payload, req, order))
  if (result.outcome === 'paid') paidOrderDelivered(payload, result.delivered)
  return result
}

async function tellFailed(
  payload: Payload,
  c: Candidate,
  claim: Claim,
  reason: 'declined' | 'authentication' | 'no-card',
): Promise<void> {
  const { brand } = await emailSiteFacts(payload)
  const message = await renewalFailedEmail({
    packageName: c.package_name,
    listingName: c.listing_name ?? 'your listing',
    amountPence: claim.amount,
    endsAt: c.ends_at,
    reason,
    billingUrl: `${siteUrl()}${ACCOUNT_PATHS.billing}`,
    brand,
  })
  await withTransaction(payload, async (req) => {
    for (const to of await listingAccountEmails(payload, c.supplier_id, req))
      await queueEmail(
        { payload, req },
        {
          to,
          ...message,
          idempotencyKey: emailIdempotencyKey('entitlement', c.id, 'renewal-failed', claim.attempt, to),
        },
      )
  })
}

/** One attempt at one package: 'renewed', 'declined' (e-mailed), or 'skipped' (another runner has it). */
async function attemptRenewal(
  payload: Payload,
  stripe: Stripe,
  c: Candidate,
  now: Date,
): Promise<'renewed' | 'declined' | 'skipped'> {
  const claim = await claimAttempt(payload, c, now)
  if (!claim) return 'skipped'
  const card = await cardOnFile(stripe, c.stripe_customer_id)
  if (!card) {
    await tellFailed(payload, c, claim, 'no-card')
    return 'declined'
  }
  let intent: Stripe.PaymentIntent
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: claim.amount,
        currency: CHECKOUT_CURRENCY,
        customer: c.stripe_customer_id,
        payment_method: card.paymentMethod,
        off_session: true,
        confirm: true,
        description: `Renewal of the ${c.package_name} package`,
        metadata: { [CHARGED_ORDER_METADATA]: String(claim.orderId), entitlementId: String(c.id) },
      },
      { idempotencyKey: `ecobuild-renewal-${c.id}-${claim.attempt}` },
    )
  } catch (error) {
    const code = cardErrorCode(error)
    if (!code) throw error
    payload.logger.warn({ msg: 'Automatic renewal declined', entitlementId: c.id, attempt: claim.attempt, code })
    await tellFailed(payload, c, claim, code === 'authentication_required' ? 'authentication' : 'declined')
    return 'declined'
  }
  const charged = chargedOrderOf(intent)
  // Not succeeded at once (e.g. still processing): its payment_intent.succeeded delivers the order when it comes.
  if (!charged) return 'skipped'
  await fulfilChargedOrder(payload, charged)
  return 'renewed'
}

/** The hourly renewal run: every package due an attempt is charged once; a failure of ours is counted and logged. */
export async function runRenewals(payload: Payload, now: Date): Promise<RenewalRunSummary> {
  const summary: RenewalRunSummary = { renewed: 0, declined: 0, failures: 0 }
  const stripe = getStripe(payload.logger)
  if (!stripe) return summary
  for (const candidate of await renewalCandidates(payload, now)) {
    try {
      const outcome = await attemptRenewal(payload, stripe, candidate, now)
      if (outcome === 'renewed') summary.renewed += 1
      if (outcome === 'declined') summary.declined += 1
    } catch (error) {
      summary.failures += 1
      payload.logger.error({ err: error, msg: 'Automatic renewal failed', entitlementId: candidate.id })
    }
  }
  return summary
}

/** The card an automatic renewal of the listing will be charged to (its last 4), or null when renewal is off. */
export async function renewalCardOf(payload: Payload, supplierId: number): Promise<string | null> {
  const setting = await renewalSettingOf(payload, supplierId)
  const stripe = setting.autoRenew ? getStripe(payload.logger) : null
  if (!stripe || !setting.customerId) return null
  return (await cardOnFile(stripe, setting.customerId))?.last4 ?? null
}

/** The hourly package check with the reminders of packages that renew automatically saying so. */
export function checkPackageExpiry(payload: Payload, now: Date): Promise<EntitlementCheckSummary> {
  return checkEntitlementExpiry(payload, now, { renewalCardOf: (supplierId) => renewalCardOf(payload, supplierId) })
}
