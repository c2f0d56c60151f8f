import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql } from '@/lib/platform/db'
import { getDashboardFigures, type DashboardFigures } from '@/lib/admin/dashboard'
import { testPayload } from './helpers'

// The figures are read as of a Wednesday in 2041 (British Summer Time, UTC+1), so only the rows this test puts
// in that stretch of time fall in its windows, whatever else other test files leave in the shared database.
const NOW = new Date('2041-06-19T12:00:00Z')
const tag = `dash-${Date.now()}`

let payload: Payload
let reach: number[] = []
let categoryId: number
let baselineListings: number
let figures: DashboardFigures
const leadIds: number[] = []
const orderIds: number[] = []
const jobIds: number[] = []
const supplierIds: number[] = []

async function insertLead(createdAt: string, city: string, category: number | null, connections: number) {
  const { rows } = await runSql(
    payload,
    sql`INSERT INTO leads (name, email, phone, city, category_id, project_details, consent, created_at, updated_at)
    VALUES ('Dashboard Test', ${`${tag}@test.example`}, '07700900000', ${city}, ${category}, 'Figures', true,
      ${createdAt}::timestamptz, ${createdAt}::timestamptz) RETURNING id`,
  )
  const id = (rows[0] as { id: number }).id
  leadIds.push(id)
  for (let i = 0; i < connections; i += 1)
    await runSql(
      payload,
      sql`INSERT INTO lead_connections (lead_id, supplier_id, commission_amount) VALUES (${id}, ${reach[i]}, 5000)`,
    )
}

async function insertOrder(status: 'paid' | 'pending', amount: number, createdAt: string, paidAt: string | null) {
  const { rows } = await runSql(
    payload,
    sql`INSERT INTO orders (package_name, amount, currency, status, stripe_session_id, created_at, updated_at, paid_at)
    VALUES ('Local Starter', ${amount}, 'gbp', ${status}, ${`${tag}-${orderIds.length}`}, ${createdAt}::timestamptz,
      ${createdAt}::timestamptz, ${paidAt}::timestamptz) RETURNING id`,
  )
  orderIds.push((rows[0] as { id: number }).id)
}

async function insertEmailJob(createdAt: string, state: 'failed' | 'sent') {
  const input = JSON.stringify({
    to: `${tag}@test.example`,
    subject: `Dashboard ${state}`,
    text: 'x',
    idempotencyKey: `${tag}-${jobIds.length}`,
  })
  const { rows } = await runSql(
    payload,
    sql`INSERT INTO payload_jobs (input, task_slug, queue, total_tried, has_error, completed_at, created_at, updated_at)
    VALUES (${input}::jsonb, 'sendEmail', 'default', 5, ${state === 'failed'},
      ${state === 'sent' ? createdAt : null}::timestamptz, ${createdAt}::timestamptz, ${createdAt}::timestamptz) RETURNING id`,
  )
  jobIds.push((rows[0] as { id: number }).id)
}

async function createSupplier(name: string, status: 'published' | 'draft', certificates: string[] = []) {
  const doc = await payload.create({
    collection: 'suppliers',
    overrideAccess: true,
    draft: status === 'draft',
    context: { disableRevalidate: true },
    data: {
      name,
      slug: `${tag}-${name.toLowerCase().replace(/\s+/g, '-')}`,
      description: 'For the dashboard figures.',
      location: 'Leeds',
      category: categoryId,
      certifications: certificates.map((expiresAt, i) => ({ name: `Cert ${i}`, expiresAt })),
      _status: status,
    },
  })
  supplierIds.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await testPayload()
  const category = await payload.create({
    collection: 'categories',
    overrideAccess: true,
    data: { name: `Dashboard Insulation ${tag}`, slug: `${tag}-insulation`, description: 'Dashboard test.' },
  })
  categoryId = category.id
  baselineListings = (await getDashboardFigures(payload, NOW)).listingsAwaitingReview.count

  // A published supplier with three certificates: one expired, one within 60 days, one beyond.
  await createSupplier('Dashboard Published', 'published', [
    '2041-06-18T00:00:00.000Z',
    '2041-07-01T00:00:00.000Z',
    '2041-08-30T00:00:00.000Z',
  ])
  // The suppliers the enquiries reach (a lead reaches each supplier once).
  reach = [
    (await createSupplier('Dashboard Reach 1', 'published')).id,
    (await createSupplier('Dashboard Reach 2', 'published')).id,
    (await createSupplier('Dashboard Reach 3', 'published')).id,
  ]
  // Published, then changed as a draft: waiting for review. A draft never published is not (yet) a listing.
  const edited = await createSupplier('Dashboard Edited', 'published')
  await payload.update({
    collection: 'suppliers',
    id: edited.id,
    overrideAccess: true,
    draft: true,
    context: { disableRevalidate: true },
    data: { description: 'A change the supplier asked for.', _status: 'draft' },
  })
  await createSupplier('Dashboard Draft Only', 'draft')

  // This week (from Monday 00:00 BST = Sunday 23:00 UTC): 3 enquiries. Last week: 2, one of them on the Sunday
  // at 23:30 BST. The one before is outside both weeks but within the 30 days of the routing breakdown.
  await insertLead('2041-06-17T09:00:00Z', 'London', categoryId, 2)
  await insertLead('2041-06-18T10:00:00Z', ' london ', null, 1)
  await insertLead('2041-06-19T11:00:00Z', 'Leeds', categoryId, 0)
  await insertLead('2041-06-16T22:30:00Z', 'Leeds', categoryId, 3)
  await insertLead('2041-06-10T08:00:00Z', 'Glasgow', null, 1)
  await insertLead('2041-06-09T22:59:00Z', 'Glasgow', null, 0)
  // Older than 30 days: in no figure.
  await insertLead('2041-05-01T08:00:00Z', 'Manchester', categoryId, 3)

  // June in London: the order paid at 00:30 BST on the 1st counts, the one paid at 23:30 BST on 31 May does not.
  await insertOrder('paid', 37500, '2041-05-31T23:00:00Z', '2041-05-31T23:30:00Z')
  await insertOrder('paid', 120000, '2041-06-18T09:00:00Z', '2041-06-18T09:05:00Z')
  await insertOrder('paid', 99900, '2041-05-31T22:00:00Z', '2041-05-31T22:30:00Z')
  await insertOrder('pending', 250000, '2041-06-12T10:00:00Z', null)

  await insertEmailJob('2041-06-18T08:00:00Z', 'failed')
  await insertEmailJob('2041-06-01T08:00:00Z', 'failed')
  await insertEmailJob('2041-06-18T08:00:00Z', 'sent')
  await insertEmailJob('2041-04-01T08:00:00Z', 'failed')

  figures = await getDashboardFigures(payload, NOW)
})

afterAll(async () => {
  if (leadIds.length) {
    await runSql(payload, sql`DELETE FROM lead_connections WHERE lead_id IN ${leadIds}`)
    await runSql(payload, sql`DELETE FROM leads WHERE id IN ${leadIds}`)
  }
  if (orderIds.length) await runSql(payload, sql`DELETE FROM orders WHERE id IN ${orderIds}`)
  if (jobIds.length) await runSql(payload, sql`DELETE FROM payload_jobs WHERE id IN ${jobIds}`)
  if (supplierIds.length)
    await payload.delete({
      collection: 'suppliers',
      where: { id: { in: supplierIds } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
})

describe('the admin dashboard figures', () => {
  it('counts enquiries this week and last, by UK weeks starting on Monday', () => {
    expect(figures.enquiriesThisWeek).toBe(3)
    expect(figures.enquiriesLastWeek).toBe(2)
  })

  it('counts the week the clocks go back in whole: its Sunday runs to midnight GMT', async () => {
    // Week from Monday 21 October 2041 00:00 BST (20 October 23:00 UTC) to Monday 28 October 00:00 GMT: 169 hours.
    await insertLead('2041-10-20T23:30:00Z', 'Leeds', null, 0) // Monday 00:30 BST
    await insertLead('2041-10-27T23:30:00Z', 'Leeds', null, 0) // Sunday 23:30 GMT, the week's last half hour
    await insertLead('2041-10-20T22:30:00Z', 'Leeds', null, 0) // Sunday 23:30 BST, the week before
    const october = await getDashboardFigures(payload, new Date('2041-10-27T23:45:00Z'))
    expect([october.enquiriesThisWeek, october.enquiriesLastWeek]).toEqual([2, 1])
    // Half an hour into the next week (Monday 00:30 GMT), both of that week's are last week's.
    const next = await getDashboardFigures(payload, new Date('2041-10-28T00:30:00Z'))
    expect([next.enquiriesThisWeek, next.enquiriesLastWeek]).toEqual([0, 2])
  })

  it('breaks down the last 30 days by city (case and spaces ignored) and category, with the suppliers reached', () => {
    expect(figures.routedByCity).toEqual([
      { name: 'Glasgow', enquiries: 2, connections: 1 },
      { name: 'Leeds', enquiries: 2, connections: 3 },
      { name: 'London', enquiries: 2, connections: 3 },
    ])
    expect(figures.routedByCategory).toEqual([
      { name: `Dashboard Insulation ${tag}`, enquiries: 3, connections: 5 },
      { name: 'No category', enquiries: 3, connections: 2 },
    ])
  })

  it('counts orders paid this month (UK time) and their revenue in pence, and the pending ones', () => {
    expect(figures.ordersPaidThisMonth).toBe(2)
    expect(figures.revenueThisMonth).toBe(157_500)
    expect(figures.ordersPendingThisMonth).toBe(1)
  })

  it('counts certificates expiring within 60 days', () => {
    expect(figures.certificatesExpiring).toBe(1)
  })

  it('lists the suppliers whose latest version is a draft newer than the published one', () => {
    expect(figures.listingsAwaitingReview.count).toBe(baselineListings + 1)
    const names = figures.listingsAwaitingReview.latest.map((l) => l.name)
    expect(names).toContain('Dashboard Edited')
    expect(names).not.toContain('Dashboard Published')
    expect(names).not.toContain('Dashboard Draft Only')
  })

  it('counts the e-mails that failed for good among those queued in the last 30 days', () => {
    expect(figures.failedEmails.count).toBe(2)
    expect(figures.failedEmails.latest.map((e) => e.subject)).toEqual(['Dashboard failed', 'Dashboard failed'])
    expect(figures.failedEmails.latest.every((e) => e.to === `${tag}@test.example`)).toBe(true)
  })
})
