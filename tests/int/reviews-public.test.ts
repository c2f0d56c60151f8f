import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Review, Supplier, SupplierAccount, User } from '@payload-types'
import { REVIEW_LINK_CONTEXT } from '@/lib/reviews/link'
import { findProfileReviews, reviewSummaries } from '@/lib/data/reviews'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { policyReasonHeadings } from '@/lib/reviews/policy'
import {
  REPORT_ALREADY_SENT,
  REPORT_REVIEW_GONE,
  REPORT_THANKS,
  reportSenderKey,
  submitReviewReport,
} from '@/lib/reviews/report'
import { cardShowsRating, REVIEW_LIMITS, REVIEWS_PER_PAGE, type PolicyReason } from '@/lib/reviews/rules'
import { seed } from '@/seed'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// The public side of reviews against the real database: what profiles and cards read as reviews are published and
// removed, replies once published, no private field, and the report form's checks (input, the review still shown,
// the hourly limit per address, one open report per review and address).

let payload: Payload
let pool: pg.Pool
let admin: User

const uniqueIp = () => `2001:db8:${randomInt(1, 65535).toString(16)}::${randomInt(1, 65535).toString(16)}`

/** A connection of a fresh enquiry routed to the listing (the only thing a review can stand on). */
async function connectionTo(supplier: Supplier): Promise<number> {
  const email = `reviewer-${randomUUID().slice(0, 8)}@reviews.test`
  const result = await submitEnquiry(
    {
      name: 'Riley Reviewer',
      email,
      phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
      city: supplier.location,
      supplier: supplier.id,
      projectDetails: 'Lime plaster and wood-fibre boards for a small extension.',
      consent: true,
    },
    { payload, clientIp: uniqueIp(), rateLimit: 1000 },
  )
  expect(result.ok).toBe(true)
  const { rows } = await pool.query<{ id: number }>(
    `select lc.id from lead_connections lc join leads l on l.id = lc.lead_id
     where l.email = $1 and lc.supplier_id = $2`,
    [email, supplier.id],
  )
  expect(rows).toHaveLength(1)
  return rows[0].id
}

/** A review written through the review form's path (the context its checked link sets), held for staff. */
async function writeReview(supplier: Supplier, rating: number, title = `Rated ${rating}`): Promise<Review> {
  const connection = await connectionTo(supplier)
  return payload.create({
    collection: 'reviews',
    data: {
      supplier: supplier.id,
      connection,
      rating,
      title,
      body: 'They delivered what they promised, on the day they promised, and answered every question.',
      workWentAhead: 'yes',
      workDate: '2026-02-10T00:00:00.000Z',
      authorName: 'Riley R.',
      status: 'pending',
    },
    overrideAccess: true,
    context: { [REVIEW_LINK_CONTEXT]: connection, disableRevalidate: true },
  })
}

async function moderate(
  collection: 'reviews' | 'review-replies',
  id: number,
  status: 'published' | 'rejected' | 'removed',
  moderationReason?: PolicyReason,
) {
  await payload.update({
    collection,
    id,
    data: { status, ...(moderationReason ? { moderationReason } : {}) },
    user: admin,
    overrideAccess: false,
    context: { disableRevalidate: true },
  })
}

async function reportsOf(reviewId: number) {
  const { rows } = await pool.query<{
    reason: string
    details: string | null
    reported_by: string
    supplier_id: number
    sender_key: string
    status: string
  }>(
    'select reason, details, reported_by, supplier_id, sender_key, status from review_reports where review_id = $1 order by id',
    [reviewId],
  )
  return rows
}

const summaryOf = async (supplier: Supplier) => (await reviewSummaries(payload, [supplier.id])).get(supplier.id)

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
})

afterAll(async () => {
  await pool?.end()
})

describe('what profiles and cards read', () => {
  it('count and average only published reviews, and count removals by reason without their texts', async () => {
    const supplier = await createListing(payload, 'Review Count Timber')
    const other = await createListing(payload, 'Review Count Other')
    const [five, fourA, fourB, rejected] = [
      await writeReview(supplier, 5, 'Five stars'),
      await writeReview(supplier, 4, 'Four stars, first'),
      await writeReview(supplier, 4, 'Four stars, second'),
      await writeReview(supplier, 1, 'Rejected one'),
    ]
    await writeReview(other, 2)

    // Held for staff: nothing public yet.
    expect(await summaryOf(supplier)).toBeUndefined()
    const waiting = await findProfileReviews(payload, supplier.id)
    expect(waiting).toMatchObject({ summary: { count: 0, average: null }, reviews: [], removals: [], removedTotal: 0 })
    expect(waiting?.pageCount).toBe(1)

    await moderate('reviews', five.id, 'published')
    await moderate('reviews', fourA.id, 'published')
    expect(await summaryOf(supplier)).toEqual({ count: 2, average: 4.5 })
    expect(cardShowsRating(await summaryOf(supplier))).toBe(false)

    await moderate('reviews', fourB.id, 'published')
    await moderate('reviews', rejected.id, 'rejected', 'not-genuine')
    expect(await summaryOf(supplier)).toEqual({ count: 3, average: 4.3 })
    expect(cardShowsRating(await summaryOf(supplier))).toBe(true)
    // Another listing's reviews are its own (and only its published ones count).
    expect((await reviewSummaries(payload, [supplier.id, other.id])).has(other.id)).toBe(false)

    const shown = await findProfileReviews(payload, supplier.id)
    expect(shown?.summary).toEqual({ count: 3, average: 4.3 })
    // Newest published first.
    expect(shown?.reviews.map((r) => r.id)).toEqual([fourB.id, fourA.id, five.id])

    await moderate('reviews', five.id, 'removed', 'offensive')
    const afterRemoval = await findProfileReviews(payload, supplier.id)
    expect(afterRemoval?.summary).toEqual({ count: 2, average: 4 })
    expect(afterRemoval?.reviews.map((r) => r.id)).toEqual([fourB.id, fourA.id])
    const headings = await policyReasonHeadings(payload)
    // The rejected review was never public, so it is not counted as removed.
    expect(afterRemoval?.removals).toEqual([
      { reason: 'offensive', heading: headings.offensive, count: 1, href: '/review-policy#offensive' },
    ])
    expect(afterRemoval?.removedTotal).toBe(1)
    expect(JSON.stringify(afterRemoval)).not.toContain('Five stars')
    expect(await summaryOf(supplier)).toEqual({ count: 2, average: 4 })
  })

  it('show a reply only once staff published it, and no private field of a review', async () => {
    const supplier = await createListing(payload, 'Review Reply Lime')
    const account: SupplierAccount = await createSupplierAccount(payload, supplier.id)
    const review = await writeReview(supplier, 3)
    await moderate('reviews', review.id, 'published')
    const reply = await payload.create({
      collection: 'review-replies',
      // The listing and status are the collection's to decide, whatever is sent.
      data: {
        review: review.id,
        supplier: supplier.id,
        status: 'pending',
        text: 'Thank you: we have since changed our delivery partner.',
      },
      user: { ...account, collection: 'supplier-accounts' },
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect((await findProfileReviews(payload, supplier.id))?.reviews[0]?.reply).toBeNull()

    await moderate('review-replies', reply.id, 'published')
    const shown = await findProfileReviews(payload, supplier.id)
    const [first] = shown?.reviews ?? []
    expect(first?.reply?.text).toBe('Thank you: we have since changed our delivery partner.')
    expect(first?.reply?.publishedAt).toEqual(expect.any(String))
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['authorName', 'body', 'id', 'publishedAt', 'rating', 'reply', 'title', 'workDate', 'workWentAhead'].sort(),
    )
    expect(Object.keys(first?.reply ?? {}).sort()).toEqual(['publishedAt', 'text'])

    await moderate('review-replies', reply.id, 'removed', 'personal-information')
    expect((await findProfileReviews(payload, supplier.id))?.reviews[0]?.reply).toBeNull()
  })

  it('page the reviews by REVIEWS_PER_PAGE, with no page past the last, and nothing for an unpublished listing', async () => {
    const supplier = await createListing(payload, 'Review Paging Hemp')
    const reviews: Review[] = []
    for (let i = 0; i <= REVIEWS_PER_PAGE; i += 1) reviews.push(await writeReview(supplier, 1 + (i % 5), `Paged ${i}`))
    for (const review of reviews) await moderate('reviews', review.id, 'published')

    const first = await findProfileReviews(payload, supplier.id, 1)
    const second = await findProfileReviews(payload, supplier.id, 2)
    expect(first?.pageCount).toBe(2)
    expect(first?.reviews).toHaveLength(REVIEWS_PER_PAGE)
    expect(second?.reviews.map((r) => r.title)).toEqual(['Paged 0'])
    expect(first?.reviews[0]?.title).toBe(`Paged ${REVIEWS_PER_PAGE}`)
    expect(await findProfileReviews(payload, supplier.id, 3)).toBeNull()
    expect(await findProfileReviews(payload, supplier.id, 0)).toBeNull()

    const draft = await createListing(payload, 'Review Draft Listing', { _status: 'draft' })
    expect(await findProfileReviews(payload, draft.id, 1)).toBeNull()
  })

  it('are no business of the public API: reviews and reports stay hidden, and nobody creates a report through it', async () => {
    const supplier = await createListing(payload, 'Review Api Cork')
    const review = await writeReview(supplier, 4, 'Api probe review')
    await moderate('reviews', review.id, 'published')
    const list = await rest('GET', `reviews?where[id][equals]=${review.id}`)
    expect(list.text).not.toContain('Api probe review')
    const created = await rest('POST', 'review-reports', {
      body: { review: review.id, supplier: supplier.id, reason: 'offensive', reportedBy: 'visitor' },
    })
    expect(created.status).toBe(403)
    const account = await createSupplierAccount(payload, supplier.id)
    const login = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    const asSupplier = await rest('POST', 'review-reports', {
      body: { review: review.id, supplier: supplier.id, reason: 'offensive', reportedBy: 'visitor' },
      token: login.token,
    })
    expect(asSupplier.status).toBe(403)
    expect(await reportsOf(review.id)).toEqual([])
  })
})

describe('reporting a review', () => {
  let supplier: Supplier
  let review: Review

  beforeAll(async () => {
    supplier = await createListing(payload, 'Review Report Clay')
    review = await writeReview(supplier, 2, 'Reported review')
    await moderate('reviews', review.id, 'published')
  })

  it('refuses bad input with a message per field and stores nothing', async () => {
    const ip = uniqueIp()
    const noReason = await submitReviewReport(review.id, { reason: '', details: '' }, { payload, clientIp: ip })
    expect(noReason).toMatchObject({ status: 'error', fieldErrors: { reason: expect.any(String) } })
    const otherWithout = await submitReviewReport(
      review.id,
      { reason: 'other', details: ' ' },
      { payload, clientIp: ip },
    )
    expect(otherWithout.fieldErrors?.details).toBe('Please say what is wrong with this review.')
    const tooLong = await submitReviewReport(
      review.id,
      { reason: 'offensive', details: 'x'.repeat(REVIEW_LIMITS.reportDetails.max + 1) },
      { payload, clientIp: ip },
    )
    expect(tooLong.fieldErrors?.details).toEqual(expect.any(String))
    expect(tooLong.values?.reason).toBe('offensive')
    expect(await reportsOf(review.id)).toEqual([])
  })

  it('refuses a review that is not shown (waiting, or unknown) and stores nothing', async () => {
    const waiting = await writeReview(supplier, 3, 'Still waiting')
    const answer = await submitReviewReport(
      waiting.id,
      { reason: 'offensive', details: '' },
      { payload, clientIp: uniqueIp() },
    )
    expect(answer).toMatchObject({ status: 'error', message: REPORT_REVIEW_GONE })
    expect(await reportsOf(waiting.id)).toEqual([])
    const unknown = await submitReviewReport(
      2 ** 31 - 2,
      { reason: 'offensive', details: '' },
      { payload, clientIp: uniqueIp() },
    )
    expect(unknown.message).toBe(REPORT_REVIEW_GONE)
  })

  it('queues a report for staff, and refuses a second open one of the same review from the same address', async () => {
    const ip = uniqueIp()
    const sent = await submitReviewReport(
      review.id,
      { reason: 'other', details: '  The author works for a competitor.  ' },
      { payload, clientIp: ip },
    )
    expect(sent).toEqual({ status: 'done', message: REPORT_THANKS })
    expect(await reportsOf(review.id)).toEqual([
      {
        reason: 'other',
        details: 'The author works for a competitor.',
        reported_by: 'visitor',
        supplier_id: supplier.id,
        sender_key: reportSenderKey(ip),
        status: 'open',
      },
    ])
    expect(reportSenderKey(ip)).not.toContain(ip)

    const again = await submitReviewReport(review.id, { reason: 'offensive', details: '' }, { payload, clientIp: ip })
    expect(again).toMatchObject({ status: 'error', message: REPORT_ALREADY_SENT })
    expect(await reportsOf(review.id)).toHaveLength(1)

    // Another address may report it too; once staff closed the first, the first address may report again.
    expect(
      (await submitReviewReport(review.id, { reason: 'offensive', details: '' }, { payload, clientIp: uniqueIp() }))
        .status,
    ).toBe('done')
    await pool.query(`update review_reports set status = 'dismissed' where review_id = $1 and sender_key = $2`, [
      review.id,
      reportSenderKey(ip),
    ])
    expect(
      (await submitReviewReport(review.id, { reason: 'advertising', details: '' }, { payload, clientIp: ip })).status,
    ).toBe('done')
    expect(await reportsOf(review.id)).toHaveLength(3)
  })

  it('limits reports per address and says when to try again, storing nothing over the limit', async () => {
    const ip = uniqueIp()
    const others = [await writeReview(supplier, 4, 'Limit one'), await writeReview(supplier, 5, 'Limit two')]
    for (const r of others) await moderate('reviews', r.id, 'published')
    const context = { payload, clientIp: ip, rateLimit: 2 }
    expect((await submitReviewReport(others[0].id, { reason: 'offensive', details: '' }, context)).status).toBe('done')
    expect((await submitReviewReport(others[1].id, { reason: 'offensive', details: '' }, context)).status).toBe('done')
    const limited = await submitReviewReport(review.id, { reason: 'unlawful', details: '' }, context)
    expect(limited.status).toBe('error')
    expect(limited.message).toMatch(/^Too many reports\. Please try again in (\d+) minutes?\.$/)
    const minutes = Number(/in (\d+) minute/.exec(limited.message ?? '')?.[1])
    expect(minutes).toBeGreaterThan(50)
    expect(minutes).toBeLessThanOrEqual(60)
    expect((await reportsOf(review.id)).filter((r) => r.sender_key === reportSenderKey(ip))).toEqual([])
    // The limit is the address's, not everyone's.
    expect(
      (
        await submitReviewReport(
          review.id,
          { reason: 'unlawful', details: '' },
          { payload, clientIp: uniqueIp(), rateLimit: 2 },
        )
      ).status,
    ).toBe('done')
  })
})
