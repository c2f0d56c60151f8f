import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import type { PaidOrder } from '@/lib/fulfilment/paid-order'
import { applicationOfOrder, assignOrder } from '@/lib/packages/orders-sql'
import { runSql } from '@/lib/platform/db'
import { packageTerms, planEntitlement, type PackageTier, type Placement } from '@/lib/packages/terms'
import { slugify } from '@/lib/slug'

/** How long the e-mailed set-password link of a new supplier's account works. */
export const WELCOME_LINK_DAYS = 7
// Added to now() in hours: an interval in days follows the database session's clock changes (23 or 25 hours).

export type Fulfilment = {
  supplierId: number | null
  accountId: number | null
  accountEmail: string | null
  entitlement: { id: number; startsAt: Date; endsAt: Date } | null
  /** Set when this payment created the account: the token of its set-password link. */
  welcome: { token: string; contactName: string; businessName: string } | null
  /**
   * 'address-has-account': the application's e-mail address has an account, so nothing was created or attached
   * (staff decide: apply the package to that account's listing, or refund).
   */
  unassigned: 'address-has-account' | null
}

/**
 * Delivers what a just-paid order bought, inside the transaction that marked it paid (so it happens exactly once,
 * or not at all): for an application, the supplier account and draft listing; then the package's entitlement,
 * extending the listing's running one of the same package or replacing another from now.
 */
export async function fulfilPaidOrder(payload: Payload, req: PayloadRequest, order: PaidOrder): Promise<Fulfilment> {
  const result: Fulfilment = {
    supplierId: order.supplierId,
    accountId: order.accountId,
    accountEmail: null,
    entitlement: null,
    welcome: null,
    unassigned: null,
  }
  if (result.supplierId === null) await createFromApplication(payload, req, order, result)
  if (result.accountId !== null && result.accountEmail === null) {
    const account = await payload.findByID({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      id: result.accountId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { email: true },
    })
    result.accountEmail = account?.email ?? null
  }
  if (result.supplierId === null || order.packageId === null) return result

  const pkg = await payload.findByID({
    collection: 'packages',
    id: order.packageId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  if (!pkg) {
    payload.logger.error({
      msg: 'A paid order names a package that no longer exists; no entitlement',
      orderId: order.id,
    })
    return result
  }
  const terms = packageTerms({
    tier: pkg.tier as PackageTier,
    periodMonths: pkg.periodMonths,
    badgeLabel: pkg.badgeLabel,
    placement: (pkg.placement ?? null) as Placement | null,
  })
  // One payment of a listing at a time decides from the entitlements the previous one left.
  await runSql(payload, sql`SELECT id FROM suppliers WHERE id = ${result.supplierId} FOR UPDATE`, req)
  const { rows } = await runSql(
    payload,
    sql`SELECT package_id, ends_at FROM entitlements
        WHERE supplier_id = ${result.supplierId} AND status = 'active' AND ends_at > ${order.paidAt.toISOString()}::timestamptz`,
    req,
  )
  const current = z
    .array(z.object({ package_id: z.coerce.number().int().nullable(), ends_at: z.coerce.date() }))
    .parse(rows)
    .map((r) => ({ packageId: r.package_id, endsAt: r.ends_at }))
  const plan = planEntitlement(order.paidAt, pkg.id, terms.periodMonths, current)
  if (plan.replacesCurrent) {
    await runSql(
      payload,
      sql`UPDATE entitlements SET status = 'ended', end_reason = 'replaced', ended_at = ${order.paidAt.toISOString()}::timestamptz, updated_at = now()
          WHERE supplier_id = ${result.supplierId} AND status = 'active'`,
      req,
    )
  }
  const created = await payload.create({
    collection: 'entitlements',
    data: {
      supplier: result.supplierId,
      order: order.id,
      package: pkg.id,
      tier: terms.tier,
      badgeLabel: terms.badgeLabel,
      featuredInCategory: terms.featuredInCategory,
      featuredInCity: terms.featuredInCity,
      startsAt: plan.startsAt.toISOString(),
      endsAt: plan.endsAt.toISOString(),
      status: 'active',
    },
    overrideAccess: true,
    depth: 0,
    req,
    // The caller expires the pages once the transaction has committed.
    context: { disableRevalidate: true },
  })
  result.entitlement = { id: created.id, startsAt: plan.startsAt, endsAt: plan.endsAt }
  return result
}

async function createFromApplication(
  payload: Payload,
  req: PayloadRequest,
  order: PaidOrder,
  result: Fulfilment,
): Promise<void> {
  const application = await applicationOfOrder(payload, req, order.id)
  if (!application.business_name || !application.email || !application.city || application.category_id === null) return
  const email = application.email.toLowerCase()

  const existing = await payload.find({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const account = existing.docs[0]
  if (account) {
    // The application form answers alike whether the address has an account (it must not tell), and was e-mailed.
    // Whoever paid did not sign in as that account: attaching the package to its listing would let anyone who
    // knows the address replace the listing's running package. Nothing is created or attached; staff are told.
    result.unassigned = 'address-has-account'
    payload.logger.warn({
      msg: "A paid application's e-mail address already has an account; nothing created or attached, staff told",
      orderId: order.id,
    })
    return
  }
  const listing = await payload.create({
    collection: 'suppliers',
    draft: true,
    data: {
      _status: 'draft',
      name: application.business_name,
      slug: await freeSlug(payload, req, application.business_name),
      description: '',
      location: application.city,
      category: application.category_id,
      contactEmail: email,
      website: application.website || null,
      phone: application.phone || null,
    },
    overrideAccess: true,
    depth: 0,
    req,
    context: { disableRevalidate: true },
  })
  const created = await payload.create({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    data: {
      email,
      // Nobody knows it: the account is opened by the e-mailed set-password link.
      password: randomBytes(32).toString('base64url'),
      name: application.contact_name || application.business_name,
      phone: application.phone || null,
      supplier: listing.id,
      _verified: true,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
    depth: 0,
    req,
  })
  const token = await issueWelcomeToken(payload, req, created.id)
  result.supplierId = listing.id
  result.accountId = created.id
  result.accountEmail = created.email
  result.welcome = {
    token,
    contactName: application.contact_name || application.business_name,
    businessName: application.business_name,
  }
  await assignOrder(payload, req, order.id, { supplierId: listing.id, accountId: created.id })
}

/**
 * A set-password link for a new supplier's account: a fresh token (the account's earlier link stops working), valid
 * for WELCOME_LINK_DAYS from now.
 */
export async function issueWelcomeToken(payload: Payload, req: PayloadRequest, accountId: number): Promise<string> {
  const token = randomBytes(20).toString('hex')
  await runSql(
    payload,
    sql`UPDATE supplier_accounts SET reset_password_token = ${token},
          reset_password_expiration = now() + make_interval(hours => ${WELCOME_LINK_DAYS * 24})
        WHERE id = ${accountId}`,
    req,
  )
  return token
}

/** The listing's slug from its name, with -2, -3, ... when a listing already has it. */
async function freeSlug(payload: Payload, req: PayloadRequest, name: string): Promise<string> {
  const base = slugify(name).slice(0, 90) || 'supplier'
  const { rows } = await runSql(
    payload,
    sql`SELECT slug FROM suppliers WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
    req,
  )
  const taken = new Set(
    z
      .array(z.object({ slug: z.string() }))
      .parse(rows)
      .map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
