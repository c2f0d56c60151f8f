import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Supplier } from '@payload-types'
import { jobs } from '@/jobs'
import { ENTITLEMENT_EXPIRY_CRON, ENTITLEMENT_EXPIRY_QUEUE, ENTITLEMENT_EXPIRY_TASK } from '@/jobs/entitlement-expiry'
import { checkEntitlementExpiry } from '@/lib/packages/expiry'
import { findFeaturedRow, tierBadges } from '@/lib/data/entitlements'
import { SUPPLIER_CARD_SELECT, toDisplaySupplier } from '@/lib/data/suppliers'
import { createListing, createSupplierAccount, testPayload } from './helpers'

// The hourly package check with a controlled clock: the job is given the day it runs on, and the entitlement's
// end date stays where the payment put it.

const DAY_MS = 24 * 60 * 60 * 1000
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const

let payload: Payload
let pool: pg.Pool
const start = new Date()
const endsAt = new Date(start.getTime() + 45 * DAY_MS)
const day = (offset: number) => new Date(endsAt.getTime() + offset * DAY_MS)

async function entitlementFor(supplierId: number, options: { startsAt?: Date; endsAt?: Date } = {}) {
  const order = await payload.create({
    collection: 'orders',
    data: {
      packageName: 'Expiry test',
      amount: 127500,
      currency: 'gbp',
      status: 'paid',
      supplier: supplierId,
      paidAt: start.toISOString(),
    },
    ...access,
  })
  return payload.create({
    collection: 'entitlements',
    data: {
      supplier: supplierId,
      order: order.id,
      tier: 'national',
      badgeLabel: 'National Partner',
      featuredInCategory: true,
      startsAt: (options.startsAt ?? start).toISOString(),
      endsAt: (options.endsAt ?? endsAt).toISOString(),
      status: 'active',
    },
    ...access,
  })
}

async function emailsOf(entitlementId: number): Promise<{ key: string; to: string }[]> {
  const { rows } = await pool.query(
    `select input->>'idempotencyKey' as key, input->>'to' as to from payload_jobs
     where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [`entitlement:${entitlementId}:%`],
  )
  return rows as { key: string; to: string }[]
}

const categoryOf = (listing: Supplier): number =>
  typeof listing.category === 'number' ? listing.category : listing.category.id

const statusOf = async (id: number) =>
  (await pool.query('select status, end_reason from entitlements where id = $1', [id])).rows[0] as {
    status: string
    end_reason: string | null
  }

beforeAll(async () => {
  payload = await testPayload()
  pool = payload.db.pool as unknown as pg.Pool
})

afterAll(async () => {
  // Other files never see these rows running (the clock moved past their end).
  await pool.query(`update entitlements set status = 'ended' where badge_label = 'National Partner' and order_id in
    (select id from orders where package_name = 'Expiry test')`)
})

describe('the hourly package check', () => {
  it('is an hourly task on its own queue, which the server runs', async () => {
    const task = jobs.tasks?.find((t) => t.slug === ENTITLEMENT_EXPIRY_TASK)
    expect(task?.schedule).toEqual([{ cron: ENTITLEMENT_EXPIRY_CRON, queue: ENTITLEMENT_EXPIRY_QUEUE }])
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const crons = typeof jobs.autoRun === 'function' ? await jobs.autoRun(payload) : (jobs.autoRun ?? [])
      expect(crons.map((c) => c.queue)).toContain(ENTITLEMENT_EXPIRY_QUEUE)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('reminds 30 and 7 days before the end once each, and ends the entitlement on the day', async () => {
    const listing = await createListing(payload, `Expiring listing ${randomUUID().slice(0, 6)}`)
    const account = await createSupplierAccount(payload, listing.id)
    const entitlement = await entitlementFor(listing.id)
    const keys = async () => (await emailsOf(entitlement.id)).map((e) => e.key)

    await checkEntitlementExpiry(payload, day(-31))
    expect(await keys()).toEqual([])

    await checkEntitlementExpiry(payload, day(-30))
    await checkEntitlementExpiry(payload, day(-30))
    await checkEntitlementExpiry(payload, day(-20))
    expect(await emailsOf(entitlement.id)).toEqual([
      { key: `entitlement:${entitlement.id}:reminder-30:${account.email}`, to: account.email },
    ])

    await checkEntitlementExpiry(payload, day(-8))
    expect(await keys()).toHaveLength(1)
    await checkEntitlementExpiry(payload, day(-7))
    await checkEntitlementExpiry(payload, day(-6))
    expect(await keys()).toEqual([
      `entitlement:${entitlement.id}:reminder-30:${account.email}`,
      `entitlement:${entitlement.id}:reminder-7:${account.email}`,
    ])
    expect(await tierBadges(payload, [listing.id], day(-1))).toEqual(new Map([[listing.id, 'National Partner']]))

    const dayBefore = await checkEntitlementExpiry(payload, new Date(endsAt.getTime() - 60_000))
    expect(dayBefore.ended).toBe(0)
    expect((await statusOf(entitlement.id)).status).toBe('active')

    const onTheDay = await checkEntitlementExpiry(payload, endsAt)
    expect(onTheDay.ended).toBeGreaterThanOrEqual(1)
    expect(await statusOf(entitlement.id)).toEqual({ status: 'ended', end_reason: 'expired' })
    await checkEntitlementExpiry(payload, day(1))
    expect(await keys()).toEqual([
      `entitlement:${entitlement.id}:reminder-30:${account.email}`,
      `entitlement:${entitlement.id}:reminder-7:${account.email}`,
      `entitlement:${entitlement.id}:ended:${account.email}`,
    ])
    // The badge and featured place go; the listing stays published as a basic listing.
    expect(await tierBadges(payload, [listing.id], day(1))).toEqual(new Map())
    const row = await findFeaturedRow(
      payload,
      { categoryId: categoryOf(listing) },
      (doc) => toDisplaySupplier(doc),
      SUPPLIER_CARD_SELECT,
      day(1),
    )
    expect(row).toEqual([])
    expect(
      (await payload.find({ collection: 'suppliers', where: { id: { equals: listing.id } }, overrideAccess: false }))
        .totalDocs,
    ).toBe(1)
  })

  it('sends no reminder or end notice for a package already renewed, and the renewal takes over on the day', async () => {
    const listing = await createListing(payload, `Renewed listing ${randomUUID().slice(0, 6)}`)
    await createSupplierAccount(payload, listing.id)
    const first = await entitlementFor(listing.id)
    const renewal = await entitlementFor(listing.id, {
      startsAt: endsAt,
      endsAt: new Date(endsAt.getTime() + 365 * DAY_MS),
    })
    await checkEntitlementExpiry(payload, day(-30))
    await checkEntitlementExpiry(payload, day(-7))
    await checkEntitlementExpiry(payload, endsAt)
    expect(await emailsOf(first.id)).toEqual([])
    expect(await emailsOf(renewal.id)).toEqual([])
    expect((await statusOf(first.id)).status).toBe('ended')
    expect((await statusOf(renewal.id)).status).toBe('active')
    expect(await tierBadges(payload, [listing.id], day(1))).toEqual(new Map([[listing.id, 'National Partner']]))
  })

  it('features a published listing with a running entitlement in its category row, and not a draft one', async () => {
    const listing = await createListing(payload, `Featured listing ${randomUUID().slice(0, 6)}`)
    await entitlementFor(listing.id)
    const place = { categoryId: categoryOf(listing) }
    const row = await findFeaturedRow(payload, place, (doc) => toDisplaySupplier(doc), SUPPLIER_CARD_SELECT)
    expect(row.map((s) => [s.id, s.tierBadge])).toEqual([[String(listing.id), 'National Partner']])

    await payload.update({
      collection: 'suppliers',
      id: listing.id,
      data: { _status: 'draft' },
      ...access,
    })
    expect(await findFeaturedRow(payload, place, (doc) => toDisplaySupplier(doc), SUPPLIER_CARD_SELECT)).toEqual([])
  })
})
