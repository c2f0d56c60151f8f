import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, User } from '@payload-types'
import { REVIEW_INVITATIONS_QUEUE, REVIEW_INVITATIONS_TASK } from '@/jobs/review-invitations'
import { INVITATION_WINDOW_DAYS, sendReviewInvitations } from '@/lib/reviews/invitations'
import { getDashboardFigures } from '@/lib/admin/dashboard'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { eraseEnquiry } from '@/lib/leads/erasure'
import { REVIEW_LINK_CONTEXT, signReviewLink, verifyReviewLink } from '@/lib/reviews/link'
import { REVIEW_MESSAGES, reviewLinkState, submitReview, type ReviewInput } from '@/lib/reviews/submit'
import { seed } from '@/seed'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Reviews against the real database: the invitation job (once per connection, never after erasure), the signed link
// (only a real enquirer of that supplier, once, in time), what is stored or refused, staff moderation and erasure.
// Each test routes its own enquiry to listings in a town of its own.

const DAY_MS = 24 * 60 * 60 * 1000

let payload: Payload
let pool: pg.Pool
let admin: User

const uniqueTown = () => `Reviewtown ${randomUUID().slice(0, 8)}`

const goodReview: ReviewInput = {
  rating: '4',
  title: 'Quick quote, good lime plaster',
  body: 'They answered within a day, explained the lime plaster options and delivered on the agreed date.',
  workWentAhead: 'yes',
  workDate: '2026-10-02',
}

type Routed = { leadId: number; email: string; connections: Array<{ id: number; supplier: number }> }

/** An enquiry in `town`, routed to its listings, and its connections (oldest listing first). */
async function enquire(town: string, name = 'Robin Reviewer'): Promise<Routed> {
  const email = `robin-${randomUUID().slice(0, 8)}@reviews.test`
  const result = await submitEnquiry(
    {
      name,
      email,
      phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
      city: town,
      projectDetails: 'Lime plaster and wood-fibre boards for a cottage.',
      consent: true,
    },
    { payload, clientIp: `2001:db8::${randomInt(1, 65535).toString(16)}`, rateLimit: 1000 },
  )
  expect(result.ok).toBe(true)
  const { rows } = await pool.query<{ lead_id: number; id: number; supplier_id: number }>(
    `select c.lead_id, c.id, c.supplier_id from lead_connections c join leads l on l.id = c.lead_id
     where l.email = $1 order by c.supplier_id`,
    [email],
  )
  expect(rows.length).toBeGreaterThan(0)
  return { leadId: rows[0].lead_id, email, connections: rows.map((r) => ({ id: r.id, supplier: r.supplier_id })) }
}

/** Moves an enquiry and its routing into the past, as days going by would. */
async function enquiredDaysAgo(routed: Routed, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY_MS).toISOString()
  await pool.query('update leads set created_at = $2 where id = $1', [routed.leadId, at])
  await pool.query('update lead_connections set created_at = $2 where lead_id = $1', [routed.leadId, at])
}

async function invitationsOf(leadId: number) {
  const { rows } = await pool.query<{ input: { to: string; text: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [`lead:${leadId}:review-invite-%`],
  )
  return rows.map((r) => r.input)
}

/** The review link's token, read from the queued invitation (the only place it exists). */
async function tokenFor(leadId: number, supplierId: number): Promise<string> {
  const invitation = (await invitationsOf(leadId)).find((i) => i.idempotencyKey.endsWith(`review-invite-${supplierId}`))
  const match = /\/review\/([0-9.A-Za-z_-]+)/.exec(invitation?.text ?? '')
  expect(match, 'the invitation carries the link').not.toBeNull()
  return match![1]
}

async function reviewCount(): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from reviews')
  return Number(rows[0].n)
}

async function reviewsOfConnection(connectionId: number) {
  const { rows } = await pool.query<{ id: number; status: string; rating: string; author_name: string }>(
    'select id, status, rating, author_name from reviews where connection_id = $1',
    [connectionId],
  )
  return rows
}

/** An enquiry to one new listing, invited (15 days on) and its link's token. */
async function invitedEnquiry(name?: string) {
  const town = uniqueTown()
  const listing = await createListing(payload, 'Invited Lime Co', { location: town })
  const routed = await enquire(town, name)
  await enquiredDaysAgo(routed, 15)
  await sendReviewInvitations(payload)
  const token = await tokenFor(routed.leadId, listing.id)
  return { town, listing, routed, connectionId: routed.connections[0].id, token }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
})

afterAll(async () => {
  await pool?.end()
})

describe('the invitation job', () => {
  it('invites each enquirer once per supplier the lead reached, the set number of days after the enquiry', async () => {
    const town = uniqueTown()
    const first = await createListing(payload, 'First Hemp Co', { location: town })
    const second = await createListing(payload, 'Second Hemp Co', { location: town })
    const routed = await enquire(town)
    expect(routed.connections.map((c) => c.supplier).sort()).toEqual([first.id, second.id].sort())

    await enquiredDaysAgo(routed, 13)
    await sendReviewInvitations(payload)
    expect(await invitationsOf(routed.leadId)).toEqual([])

    await enquiredDaysAgo(routed, 14.1)
    // Three runs, two of them at once: one invitation per connection all the same.
    await Promise.all([sendReviewInvitations(payload), sendReviewInvitations(payload)])
    await sendReviewInvitations(payload)
    const invitations = await invitationsOf(routed.leadId)
    expect(invitations.map((i) => i.idempotencyKey).sort()).toEqual(
      [`lead:${routed.leadId}:review-invite-${first.id}`, `lead:${routed.leadId}:review-invite-${second.id}`].sort(),
    )
    expect(invitations.every((i) => i.to === routed.email)).toBe(true)
    expect(invitations.find((i) => i.idempotencyKey.endsWith(`-${first.id}`))?.text).toContain('First Hemp Co')
    const { rows } = await pool.query<{ n: string }>(
      'select count(*) as n from lead_connections where lead_id = $1 and review_invited_at is not null',
      [routed.leadId],
    )
    expect(Number(rows[0].n)).toBe(2)
  })

  it('runs as the hourly task of the reviews queue', async () => {
    const town = uniqueTown()
    const listing = await createListing(payload, 'Queued Reed Co', { location: town })
    const routed = await enquire(town)
    await enquiredDaysAgo(routed, 15)
    await payload.jobs.queue({ task: REVIEW_INVITATIONS_TASK, queue: REVIEW_INVITATIONS_QUEUE, input: {} })
    await payload.jobs.run({ queue: REVIEW_INVITATIONS_QUEUE })
    expect((await invitationsOf(routed.leadId)).map((i) => i.idempotencyKey)).toEqual([
      `lead:${routed.leadId}:review-invite-${listing.id}`,
    ])
  })

  it('follows the site setting for the delay', async () => {
    const town = uniqueTown()
    await createListing(payload, 'Setting Clay Co', { location: town })
    const routed = await enquire(town)
    await enquiredDaysAgo(routed, 4)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { reviewRules: { invitationDelayDays: 3, linkValidDays: 60 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    try {
      await sendReviewInvitations(payload)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { reviewRules: settings.reviewRules },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
    expect(await invitationsOf(routed.leadId)).toHaveLength(1)
  })

  it('never invites an enquirer who erased the enquiry, nor for an enquiry from long before', async () => {
    const town = uniqueTown()
    await createListing(payload, 'Erased Straw Co', { location: town })
    const erased = await enquire(town)
    const { rows } = await pool.query<{ input: { text: string } }>(
      `select input from payload_jobs where input->>'idempotencyKey' = $1`,
      [`lead:${erased.leadId}:visitor`],
    )
    const erasure = /\/your-enquiry\/([A-Za-z0-9_-]{43})/.exec(rows[0].input.text)![1]
    expect((await eraseEnquiry(payload, erasure)).outcome).toBe('erased')
    await enquiredDaysAgo(erased, 15)

    const old = await enquire(town)
    await enquiredDaysAgo(old, 14 + INVITATION_WINDOW_DAYS + 1)

    await sendReviewInvitations(payload)
    expect(await invitationsOf(erased.leadId)).toEqual([])
    expect(await invitationsOf(old.leadId)).toEqual([])
  })

  it('skips a connection whose decline staff accepted', async () => {
    const town = uniqueTown()
    await createListing(payload, 'Declined Cork Co', { location: town })
    const routed = await enquire(town)
    await pool.query(
      `update lead_connections set decline_reason = 'spam', decline_review = 'accepted' where lead_id = $1`,
      [routed.leadId],
    )
    await enquiredDaysAgo(routed, 15)
    await sendReviewInvitations(payload)
    expect(await invitationsOf(routed.leadId)).toEqual([])
  })
})

describe('the review link', () => {
  it('stores one review, held for staff, under the enquirer’s first name and initial', async () => {
    const { connectionId, token, listing } = await invitedEnquiry('Robin Alder Reviewer')
    const state = await reviewLinkState(payload, token)
    expect(state).toMatchObject({ open: true, supplierName: 'Invited Lime Co', supplierId: listing.id })

    const result = await submitReview(payload, token, goodReview)
    expect(result.outcome).toBe('stored')
    expect(await reviewsOfConnection(connectionId)).toEqual([
      expect.objectContaining({ status: 'pending', author_name: 'Robin R.' }),
    ])
  })

  it('refuses a link used once already, and stores nothing more (also when two sends race)', async () => {
    const { connectionId, token } = await invitedEnquiry()
    const results = await Promise.all([
      submitReview(payload, token, goodReview),
      submitReview(payload, token, goodReview),
    ])
    expect(results.map((r) => r.outcome).sort()).toEqual(['refused', 'stored'])
    const before = await reviewCount()
    expect(await submitReview(payload, token, { ...goodReview, title: 'A second go' })).toEqual({
      outcome: 'refused',
      problem: 'used',
    })
    expect(await reviewCount()).toBe(before)
    expect(await reviewsOfConnection(connectionId)).toHaveLength(1)
    expect(await reviewLinkState(payload, token)).toEqual({ open: false, problem: 'used' })
  })

  it('refuses an expired link and stores nothing', async () => {
    const { connectionId, token } = await invitedEnquiry()
    const later = new Date(Date.now() + 61 * DAY_MS)
    expect(await submitReview(payload, token, goodReview, later)).toEqual({ outcome: 'refused', problem: 'expired' })
    expect(await reviewsOfConnection(connectionId)).toEqual([])
  })

  it('refuses a missing, altered or foreign-signed link and stores nothing', async () => {
    const { connectionId, token, listing } = await invitedEnquiry()
    const before = await reviewCount()
    const [conn, supplier, expires, signature] = token.split('.')
    const altered = [
      undefined,
      '',
      'not-a-token',
      `${conn}.${supplier}.${Number(expires) + 86_400}.${signature}`,
      `${conn}.${supplier}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      signReviewLink(
        { connectionId, supplierId: listing.id, expiresAt: new Date(Date.now() + DAY_MS) },
        'another-secret',
      ),
    ]
    for (const candidate of altered)
      expect(await submitReview(payload, candidate, goodReview)).toEqual({ outcome: 'refused', problem: 'invalid' })
    expect(await reviewCount()).toBe(before)
    expect(await reviewsOfConnection(connectionId)).toEqual([])
  })

  it('refuses a validly signed link for a supplier the lead did not reach', async () => {
    const { connectionId } = await invitedEnquiry()
    const elsewhere = await createListing(payload, 'Never Reached Co', { location: uniqueTown() })
    // Signed with the site's own key: only the lead's connections decide, not the signature alone.
    const forged = signReviewLink({ connectionId, supplierId: elsewhere.id, expiresAt: new Date(Date.now() + DAY_MS) })
    expect(verifyReviewLink(forged).ok).toBe(true)
    expect(await submitReview(payload, forged, goodReview)).toEqual({ outcome: 'refused', problem: 'invalid' })
    const { rows } = await pool.query('select id from reviews where supplier_id = $1', [elsewhere.id])
    expect(rows).toEqual([])
    expect(await reviewsOfConnection(connectionId)).toEqual([])
  })

  it('refuses a link after the enquirer erased the enquiry', async () => {
    const { connectionId, token, routed } = await invitedEnquiry()
    const { rows } = await pool.query<{ input: { text: string } }>(
      `select input from payload_jobs where input->>'idempotencyKey' = $1`,
      [`lead:${routed.leadId}:visitor`],
    )
    const erasure = /\/your-enquiry\/([A-Za-z0-9_-]{43})/.exec(rows[0].input.text)![1]
    await eraseEnquiry(payload, erasure)
    expect(await submitReview(payload, token, goodReview)).toEqual({ outcome: 'refused', problem: 'gone' })
    expect(await reviewsOfConnection(connectionId)).toEqual([])
  })

  it('answers bad input with a message per field and stores nothing', async () => {
    const { connectionId, token } = await invitedEnquiry()
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)
    const result = await submitReview(payload, token, {
      rating: '6',
      title: 'ok',
      body: 'Too short.',
      workWentAhead: 'maybe',
      workDate: tomorrow,
    })
    expect(result).toEqual({
      outcome: 'invalid',
      fieldErrors: {
        rating: REVIEW_MESSAGES.rating,
        title: REVIEW_MESSAGES.titleShort,
        body: REVIEW_MESSAGES.bodyShort,
        workWentAhead: REVIEW_MESSAGES.workWentAhead,
        workDate: REVIEW_MESSAGES.workDateFuture,
      },
    })
    expect(await submitReview(payload, token, { ...goodReview, workDate: '' })).toEqual({
      outcome: 'invalid',
      fieldErrors: { workDate: REVIEW_MESSAGES.workDate },
    })
    expect(await submitReview(payload, token, { ...goodReview, body: 'x'.repeat(2001) })).toEqual({
      outcome: 'invalid',
      fieldErrors: { body: REVIEW_MESSAGES.bodyLong },
    })
    expect(await reviewsOfConnection(connectionId)).toEqual([])
    // Work that did not go ahead needs no date; the link still works after the refusals.
    expect((await submitReview(payload, token, { ...goodReview, workWentAhead: 'no', workDate: '' })).outcome).toBe(
      'stored',
    )
  })
})

describe('nobody else creates a review, whatever they send', () => {
  let listing: Supplier
  let connectionId: number

  beforeAll(async () => {
    const invited = await invitedEnquiry()
    listing = invited.listing
    connectionId = invited.connectionId
  })

  const attempt = (extra: Record<string, unknown> = {}) => ({
    supplier: listing.id,
    connection: connectionId,
    rating: 5,
    title: 'Made up',
    body: 'A review nobody invited, sent straight to the API with every field filled in.',
    workWentAhead: 'yes',
    authorName: 'Nobody N.',
    status: 'published',
    ...extra,
  })

  it('over REST: anonymous, a supplier account (of that listing) and an admin are all refused', async () => {
    const account = await createSupplierAccount(payload, listing.id)
    const accountToken = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token
    const adminToken = (await restLogin('users', admin.email, TEST_PASSWORD)).token
    const before = await reviewCount()
    for (const token of [undefined, accountToken, adminToken]) {
      const answer = await rest('POST', 'reviews', { body: attempt(), token })
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(401)
      expect(answer.status).toBeLessThan(500)
    }
    expect(await reviewCount()).toBe(before)
  })

  it('through the Local API without the checked link, even with overrideAccess', async () => {
    const before = await reviewCount()
    await expect(
      payload.create({ collection: 'reviews', overrideAccess: true, data: attempt() as never }),
    ).rejects.toThrow(/invitation link/)
    await expect(
      payload.create({
        collection: 'reviews',
        overrideAccess: true,
        context: { [REVIEW_LINK_CONTEXT]: connectionId + 1 },
        data: attempt() as never,
      }),
    ).rejects.toThrow(/invitation link/)
    expect(await reviewCount()).toBe(before)
  })
})

describe('moderation', () => {
  async function pendingReview() {
    const { token, connectionId, routed, listing } = await invitedEnquiry()
    const result = await submitReview(payload, token, goodReview)
    if (result.outcome !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`)
    return { id: result.reviewId, connectionId, routed, listing }
  }

  const moderate = (id: number, data: Record<string, unknown>, user: User = admin) =>
    payload.update({ collection: 'reviews', id, data, overrideAccess: false, user })

  it('publishes, and removes a published review only with a policy reason; nothing goes back', async () => {
    const { id } = await pendingReview()
    await expect(moderate(id, { status: 'removed', moderationReason: 'offensive' })).rejects.toThrow()
    const published = await moderate(id, { status: 'published' })
    expect(published.status).toBe('published')
    expect(published.publishedAt).toBeTruthy()
    expect(published.moderatedBy).toBeTruthy()
    await expect(moderate(id, { status: 'removed' })).rejects.toThrow()
    await expect(moderate(id, { status: 'pending' })).rejects.toThrow()
    const report = await payload.create({
      collection: 'review-reports',
      overrideAccess: true,
      data: {
        review: id,
        supplier: published.supplier,
        reason: 'personal-information',
        reportedBy: 'visitor',
        status: 'open',
      },
    })
    const removed = await moderate(id, { status: 'removed', moderationReason: 'personal-information' })
    expect(removed.status).toBe('removed')
    expect(removed.moderationReason).toBe('personal-information')
    // The report that led to it is settled with it.
    expect((await payload.findByID({ collection: 'review-reports', id: report.id, overrideAccess: true })).status).toBe(
      'upheld',
    )
    await expect(moderate(id, { status: 'published' })).rejects.toThrow()
  })

  it('never lets staff change what the author wrote, nor delete a review', async () => {
    const { id } = await pendingReview()
    const after = await moderate(id, { title: 'Staff rewrote this', rating: 1, body: 'x'.repeat(40) })
    expect(after.title).toBe(goodReview.title)
    expect(after.rating).toBe(4)
    await expect(payload.delete({ collection: 'reviews', id, overrideAccess: false, user: admin })).rejects.toThrow()
    expect(await pool.query('select id from reviews where id = $1', [id]).then((r) => r.rows)).toHaveLength(1)
  })

  it('tells the author why a review was rejected, once, with the policy’s heading', async () => {
    const { id, routed } = await pendingReview()
    await expect(moderate(id, { status: 'rejected' })).rejects.toThrow()
    await moderate(id, {
      status: 'rejected',
      moderationReason: 'conflict-of-interest',
      moderationNote: 'You work there.',
    })
    await moderate(id, { moderationNote: 'Saved again' })
    const { rows } = await pool.query<{ input: { to: string; text: string } }>(
      `select input from payload_jobs where input->>'idempotencyKey' = $1`,
      [`lead:${routed.leadId}:review-rejected-${id}`],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].input.to).toBe(routed.email)
    expect(rows[0].input.text).toContain('Conflict of interest')
    expect(rows[0].input.text).toContain('You work there.')
  })

  it('an editor moderates too; a supplier account cannot, even of its own listing', async () => {
    const { id, listing } = await pendingReview()
    const editor = await createStaffUser(payload, 'editor')
    const account = await createSupplierAccount(payload, listing.id)
    const token = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token
    const answer = await rest('PATCH', `reviews/${id}`, { body: { status: 'published' }, token })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect((await reviewsOfConnection((await pendingReviewConnection(id))!))[0].status).toBe('pending')
    expect((await moderate(id, { status: 'published' }, editor)).status).toBe('published')
  })

  it('the admin home counts the reviews waiting for staff', async () => {
    const before = (await getDashboardFigures(payload)).moderation.reviewsWaiting
    const { id } = await pendingReview()
    expect((await getDashboardFigures(payload)).moderation.reviewsWaiting).toBe(before + 1)
    await moderate(id, { status: 'published' })
    expect((await getDashboardFigures(payload)).moderation.reviewsWaiting).toBe(before)
  })

  it('erasing the enquiry deletes its reviews and their replies', async () => {
    const { id, routed, connectionId, listing } = await pendingReview()
    await moderate(id, { status: 'published' })
    const account = await createSupplierAccount(payload, listing.id)
    await payload.create({
      collection: 'review-replies',
      overrideAccess: false,
      user: { ...account, collection: 'supplier-accounts' },
      data: { review: id, text: 'Thank you for choosing us.' } as never,
    })
    expect((await pool.query('select id from review_replies where review_id = $1', [id])).rows).toHaveLength(1)
    const { rows } = await pool.query<{ input: { text: string } }>(
      `select input from payload_jobs where input->>'idempotencyKey' = $1`,
      [`lead:${routed.leadId}:visitor`],
    )
    const erasure = /\/your-enquiry\/([A-Za-z0-9_-]{43})/.exec(rows[0].input.text)![1]
    const outcome = await eraseEnquiry(payload, erasure)
    expect(outcome).toMatchObject({ outcome: 'erased', reviewsDeleted: 1 })
    expect(await reviewsOfConnection(connectionId)).toEqual([])
    expect((await pool.query('select id from review_replies where review_id = $1', [id])).rows).toEqual([])
  })
})

async function pendingReviewConnection(reviewId: number): Promise<number | undefined> {
  const { rows } = await pool.query<{ connection_id: number }>('select connection_id from reviews where id = $1', [
    reviewId,
  ])
  return rows[0]?.connection_id
}
