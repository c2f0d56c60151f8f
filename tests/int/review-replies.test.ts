import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Review, ReviewReply, Supplier, SupplierAccount, User } from '@payload-types'
import { MODERATION_REASON_REQUIRED } from '@collections/Reviews/moderation'
import { REVIEW_LINK_CONTEXT } from '@/lib/reviews/link'
import { ACCOUNT_REVIEWS_PER_PAGE, portalReviews, reportReview, sendReply } from '@/lib/reviews/portal'
import { unrepliedReviewCount } from '@/lib/reviews/reviews-sql'
import {
  REPLY_EXISTS,
  REPLY_LOCKED,
  REPLY_NOT_YOURS,
  REPLY_REVIEW_GONE,
  REPLY_SENT,
  REPLY_TOO_LONG,
  REPLY_TOO_SHORT,
  REPORT_DETAILS_REQUIRED,
  REPORT_EXISTS,
  REPORT_NOT_ALLOWED,
  REPORT_REASON_REQUIRED,
  REPORT_SENT,
} from '@/lib/reviews/portal-messages'
import { REVIEW_LIMITS, type PolicyReason, type ReviewStatus } from '@/lib/reviews/rules'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// A supplier's side of reviews against the real database: what its account may do with its listing's reviews (read,
// reply once, edit a waiting or rejected reply, report) and everything it must not (write, hide or delete a review,
// reply for another listing, set a reply's status, read reports or another listing's reviews), tried through the
// REST API and the Local API as the account; and staff's moderation of replies with the rejection e-mail.

let payload: Payload
let pool: pg.Pool
let admin: User
let editor: User
let listingA: Supplier
let listingB: Supplier
let accountA: SupplierAccount
let accountA2: SupplierAccount
let accountB: SupplierAccount
let tokenA: string
let tokenB: string
let adminToken: string

const asAccount = (account: SupplierAccount) => ({ ...account, collection: 'supplier-accounts' as const })
const form = (fields: Record<string, string | number>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, String(value))
  return data
}

/** A review of `supplier` as the review form makes one (from its connection), then moved to `status` by an admin. */
async function makeReview(
  supplier: Supplier,
  status: ReviewStatus,
  reason: PolicyReason = 'offensive',
  title = `Review ${randomUUID().slice(0, 6)}`,
): Promise<Review> {
  const lead = await payload.create({
    collection: 'leads',
    data: {
      name: 'Rita Reviewer',
      email: `rita-${randomUUID().slice(0, 8)}@replies.test`,
      phone: '07700900123',
      city: 'London',
      projectDetails: 'Hempcrete walls for a garden studio, reviewed afterwards.',
      consent: true,
    },
    overrideAccess: true,
  })
  const connection = await payload.create({
    collection: 'lead-connections',
    data: { lead: lead.id, supplier: supplier.id, commissionAmount: 5000 },
    overrideAccess: true,
  })
  const review = await payload.create({
    collection: 'reviews',
    data: {
      supplier: supplier.id,
      connection: connection.id,
      rating: 4,
      title,
      body: 'They delivered the hempcrete on time and explained how to cure it properly.',
      workWentAhead: 'yes',
      authorName: 'Rita R.',
      status: 'pending',
    },
    context: { [REVIEW_LINK_CONTEXT]: connection.id },
    overrideAccess: true,
    depth: 0,
  })
  const staff = { ...admin, collection: 'users' as const }
  if (status === 'pending') return review
  const first = status === 'removed' ? 'published' : status
  let moved = await payload.update({
    collection: 'reviews',
    id: review.id,
    data: { status: first, ...(first === 'rejected' ? { moderationReason: reason } : {}) },
    user: staff,
    overrideAccess: false,
    depth: 0,
  })
  if (status === 'removed')
    moved = await payload.update({
      collection: 'reviews',
      id: review.id,
      data: { status: 'removed', moderationReason: reason },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
  return moved
}

async function reviewRows(supplierIds: number[]) {
  const { rows } = await pool.query('select * from reviews where supplier_id = any($1) order by id', [supplierIds])
  return JSON.stringify(rows)
}

async function replyRow(id: number) {
  const { rows } = await pool.query('select * from review_replies where id = $1', [id])
  return rows[0] as Record<string, unknown> | undefined
}

async function repliesOf(reviewId: number) {
  const { rows } = await pool.query('select * from review_replies where review_id = $1 order by id', [reviewId])
  return rows as Record<string, unknown>[]
}

async function replyAsAccount(account: SupplierAccount, reviewId: number, text: string): Promise<ReviewReply> {
  return payload.create({
    collection: 'review-replies',
    data: { review: reviewId, text } as ReviewReply,
    user: asAccount(account),
    overrideAccess: false,
    depth: 0,
  })
}

/** A refusal, or (a bulk request, which access narrows to the rows it may touch) an answer that touched none. */
function expectRefusedOrNothing(answer: { status: number; text: string }) {
  if (answer.status === 200) expect((JSON.parse(answer.text) as { docs: unknown[] }).docs, answer.text).toEqual([])
  else expect([403, 404], answer.text).toContain(answer.status)
}

/** The messages of a Payload error (a ValidationError's field messages, or its own message). */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    const data = (error as { data?: { errors?: { message: string }[] } }).data
    return data?.errors?.map((e) => e.message) ?? [(error as Error).message]
  }
  throw new Error('expected a refusal, but it was accepted')
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  listingA = await createListing(payload, 'Replies Test Alpha Hemp')
  listingB = await createListing(payload, 'Replies Test Beta Lime')
  accountA = await createSupplierAccount(payload, listingA.id)
  accountA2 = await createSupplierAccount(payload, listingA.id)
  accountB = await createSupplierAccount(payload, listingB.id)
  const signIn = async (collection: 'users' | 'supplier-accounts', email: string, password = TEST_PASSWORD) => {
    const answer = await restLogin(collection, email, password)
    if (!answer.token) throw new Error(`login failed: ${answer.text}`)
    return answer.token
  }
  tokenA = await signIn('supplier-accounts', accountA.email)
  tokenB = await signIn('supplier-accounts', accountB.email)
  adminToken = await signIn('users', admin.email)
})

afterAll(async () => {
  await pool?.end()
})

describe('a supplier account and the reviews of listings, over REST', () => {
  it('cannot create, change, hide or delete a review, its own listing’s included; the rows stay as they were', async () => {
    const own = await makeReview(listingA, 'published')
    const other = await makeReview(listingB, 'published')
    const before = await reviewRows([listingA.id, listingB.id])
    const { rows } = await pool.query<{ connection_id: number }>('select connection_id from reviews where id = $1', [
      own.id,
    ])
    const tries = [
      rest('POST', 'reviews', {
        token: tokenA,
        body: {
          supplier: listingA.id,
          connection: rows[0]!.connection_id,
          rating: 5,
          title: 'Written by the supplier itself',
          body: 'A glowing review the supplier wrote about its own listing, to lift its average.',
          workWentAhead: 'yes',
          authorName: 'Fake F.',
          status: 'published',
        },
      }),
      rest('PATCH', `reviews/${own.id}`, { token: tokenA, body: { rating: 5, title: 'Changed by the supplier' } }),
      rest('PATCH', `reviews/${own.id}`, {
        token: tokenA,
        body: { status: 'removed', moderationReason: 'offensive' },
      }),
      rest('PATCH', `reviews/${other.id}`, {
        token: tokenA,
        body: { status: 'removed', moderationReason: 'offensive' },
      }),
      rest('PATCH', `reviews?where[supplier][equals]=${listingA.id}`, { token: tokenA, body: { status: 'rejected' } }),
      rest('DELETE', `reviews/${own.id}`, { token: tokenA }),
      rest('DELETE', `reviews/${other.id}`, { token: tokenA }),
      rest('DELETE', `reviews?where[supplier][equals]=${listingA.id}`, { token: tokenA }),
    ]
    for (const answer of await Promise.all(tries)) expectRefusedOrNothing(answer)
    expect(await reviewRows([listingA.id, listingB.id])).toBe(before)
  })

  it('reads only its own listing’s published and removed reviews, never the connection or the staff note', async () => {
    const published = await makeReview(listingA, 'published')
    const removed = await makeReview(listingA, 'removed', 'not-genuine')
    const pending = await makeReview(listingA, 'pending')
    const rejected = await makeReview(listingA, 'rejected')
    const others = await makeReview(listingB, 'published')
    await pool.query(`update reviews set moderation_note = 'Staff-only note' where id = any($1)`, [
      [published.id, removed.id],
    ])
    const list = await rest('GET', 'reviews?limit=200&depth=1', { token: tokenA })
    expect(list.status).toBe(200)
    const docs = (JSON.parse(list.text) as { docs: Record<string, unknown>[] }).docs
    const ids = docs.map((d) => d.id)
    expect(ids).toEqual(expect.arrayContaining([published.id, removed.id]))
    for (const id of [pending.id, rejected.id, others.id]) expect(ids).not.toContain(id)
    for (const doc of docs) {
      expect(doc.supplier === listingA.id || (doc.supplier as { id?: number })?.id === listingA.id).toBe(true)
      expect(doc).not.toHaveProperty('connection')
      expect(doc).not.toHaveProperty('moderationNote')
      expect(doc).not.toHaveProperty('reports')
    }
    expect(list.text).not.toContain('Staff-only note')
    const one = await rest('GET', `reviews/${published.id}`, { token: tokenA })
    expect(one.status).toBe(200)
    expect(JSON.parse(one.text)).not.toHaveProperty('connection')
    for (const id of [others.id, pending.id, rejected.id]) {
      const answer = await rest('GET', `reviews/${id}`, { token: tokenA })
      expect([403, 404], answer.text).toContain(answer.status)
    }
  })

  it('reads no report and no other listing’s reply; cannot create or change a report', async () => {
    const review = await makeReview(listingB, 'published')
    const replyB = await replyAsAccount(accountB, review.id, 'Thank you for the kind words, Rita.')
    expect(await reportReview(payload, accountB, form({ review: review.id, reason: 'off-topic' }))).toMatchObject({
      status: 'done',
    })
    const reports = await rest('GET', 'review-reports', { token: tokenA })
    expect(reports.status).toBe(403)
    expect((await rest('GET', 'review-reports', { token: tokenB })).status).toBe(403)
    const replies = await rest('GET', 'review-replies?limit=200', { token: tokenA })
    expect(replies.status).toBe(200)
    expect((JSON.parse(replies.text) as { docs: { id: number }[] }).docs.map((d) => d.id)).not.toContain(replyB.id)
    const one = await rest('GET', `review-replies/${replyB.id}`, { token: tokenA })
    expect([403, 404]).toContain(one.status)
    // Its own listing's replies, without staff's note or who decided.
    await pool.query(
      `update review_replies set moderation_note = 'Staff-only reply note', moderated_by_id = $2 where id = $1`,
      [replyB.id, admin.id],
    )
    const own = await rest('GET', `review-replies/${replyB.id}?depth=1`, { token: tokenB })
    expect(own.status).toBe(200)
    expect(JSON.parse(own.text)).toMatchObject({ id: replyB.id, text: 'Thank you for the kind words, Rita.' })
    expect(JSON.parse(own.text)).not.toHaveProperty('moderationNote')
    expect(JSON.parse(own.text)).not.toHaveProperty('moderatedBy')
    const { rows: before } = await pool.query('select * from review_reports where review_id = $1', [review.id])
    const create = await rest('POST', 'review-reports', {
      token: tokenA,
      body: { review: review.id, supplier: listingB.id, reason: 'offensive', reportedBy: 'supplier' },
    })
    expect(create.status).toBe(403)
    const [report] = before as { id: number }[]
    const change = await rest('PATCH', `review-reports/${report!.id}`, { token: tokenB, body: { status: 'dismissed' } })
    expect(change.status).toBe(403)
    const { rows: after } = await pool.query('select * from review_reports where review_id = $1', [review.id])
    expect(after).toEqual(before)
  })
})

describe('a supplier account’s reply', () => {
  it('is refused for another listing’s review, and for its own pending, rejected or removed reviews', async () => {
    const targets = [
      await makeReview(listingB, 'published'),
      await makeReview(listingA, 'pending'),
      await makeReview(listingA, 'rejected'),
      await makeReview(listingA, 'removed'),
    ]
    for (const review of targets) {
      expect(await refusal(replyAsAccount(accountA, review.id, 'A reply that must not be stored.'))).toEqual([
        REPLY_NOT_YOURS,
      ])
      const answer = await rest('POST', 'review-replies', {
        token: tokenA,
        body: { review: review.id, text: 'A reply that must not be stored.' },
      })
      expect(answer.status, answer.text).toBe(400)
      expect(answer.text).toContain(REPLY_NOT_YOURS)
      const portal = await sendReply(payload, accountA, form({ review: review.id, text: 'Nor through the portal.' }))
      expect(portal).toMatchObject({ status: 'error', message: REPLY_NOT_YOURS })
      expect(await repliesOf(review.id)).toEqual([])
    }
  })

  it('is stored as pending, for its own listing and account, whatever status or owner the request sends', async () => {
    const review = await makeReview(listingA, 'published')
    const answer = await rest('POST', 'review-replies', {
      token: tokenA,
      body: {
        review: review.id,
        text: 'Thank you, Rita. We are glad the studio came out well.',
        status: 'published',
        supplier: listingB.id,
        account: accountB.id,
        moderationReason: 'offensive',
        moderationNote: 'set by the supplier',
        publishedAt: '2020-01-01T00:00:00.000Z',
        moderatedAt: '2020-01-01T00:00:00.000Z',
        moderatedBy: admin.id,
      },
    })
    expect(answer.status, answer.text).toBe(201)
    const [row, ...more] = await repliesOf(review.id)
    expect(more).toEqual([])
    expect(row).toMatchObject({
      supplier_id: listingA.id,
      account_id: accountA.id,
      status: 'pending',
      moderation_reason: null,
      moderation_note: null,
      published_at: null,
      moderated_at: null,
      moderated_by_id: null,
    })
  })

  it('is one per review: a second, from the same or another account of the listing, is refused', async () => {
    const review = await makeReview(listingA, 'published')
    await replyAsAccount(accountA, review.id, 'Our first reply.')
    expect(await refusal(replyAsAccount(accountA, review.id, 'A second reply.'))).toEqual([REPLY_EXISTS])
    expect(await refusal(replyAsAccount(accountA2, review.id, 'A reply from a colleague.'))).toEqual([REPLY_EXISTS])
    const portal = await sendReply(payload, accountA, form({ review: review.id, text: 'Through the portal again.' }))
    expect(portal).toMatchObject({ status: 'error', message: REPLY_EXISTS })
    // Two at once: the hook's check and the unique index let only one through.
    const other = await makeReview(listingA, 'published')
    const both = await Promise.all([
      sendReply(payload, accountA, form({ review: other.id, text: 'At the same moment, one.' })),
      sendReply(payload, accountA2, form({ review: other.id, text: 'At the same moment, two.' })),
    ])
    expect(both.map((r) => r.status).sort()).toEqual(['done', 'error'])
    expect(both.find((r) => r.status === 'error')?.message).toBe(REPLY_EXISTS)
    expect(await repliesOf(review.id)).toHaveLength(1)
    expect(await repliesOf(other.id)).toHaveLength(1)
  })

  it('through the portal: too short or too long stores nothing; a good one is sent for checking', async () => {
    const review = await makeReview(listingA, 'published')
    const before = await unrepliedReviewCount(payload, listingA.id)
    expect(await sendReply(payload, accountA, form({ review: review.id, text: ' x ' }))).toMatchObject({
      status: 'error',
      fieldErrors: { text: REPLY_TOO_SHORT },
      values: { text: 'x' },
    })
    const long = 'y'.repeat(REVIEW_LIMITS.reply.max + 1)
    expect(await sendReply(payload, accountA, form({ review: review.id, text: long }))).toMatchObject({
      status: 'error',
      fieldErrors: { text: REPLY_TOO_LONG },
    })
    expect(await sendReply(payload, accountA, form({ review: 'abc', text: 'Thank you.' }))).toMatchObject({
      status: 'error',
      message: REPLY_NOT_YOURS,
    })
    expect(await repliesOf(review.id)).toEqual([])
    const sent = await sendReply(payload, accountA, form({ review: review.id, text: '  Thank you, Rita!  ' }))
    expect(sent).toEqual({ status: 'done', message: REPLY_SENT })
    expect(await repliesOf(review.id)).toMatchObject([{ text: 'Thank you, Rita!', status: 'pending' }])
    expect(await unrepliedReviewCount(payload, listingA.id)).toBe(before - 1)
  })

  it('cannot be changed or deleted by another listing’s account, nor deleted by its own', async () => {
    const review = await makeReview(listingA, 'published')
    const reply = await replyAsAccount(accountA, review.id, 'Our reply, which only we may change.')
    const before = await replyRow(reply.id)
    const tries = [
      rest('PATCH', `review-replies/${reply.id}`, { token: tokenB, body: { text: 'Words put in A’s mouth by B.' } }),
      rest('PATCH', `review-replies?where[id][equals]=${reply.id}`, { token: tokenB, body: { text: 'Bulk by B.' } }),
      rest('DELETE', `review-replies/${reply.id}`, { token: tokenB }),
      rest('DELETE', `review-replies/${reply.id}`, { token: tokenA }),
      rest('DELETE', `review-replies?where[id][equals]=${reply.id}`, { token: tokenA }),
    ]
    for (const answer of await Promise.all(tries)) expectRefusedOrNothing(answer)
    const local = await refusal(
      payload.update({
        collection: 'review-replies',
        id: reply.id,
        data: { text: 'Through the Local API as B.' },
        user: asAccount(accountB),
        overrideAccess: false,
      }),
    )
    expect(local.length).toBe(1)
    const edited = await sendReply(payload, accountB, form({ review: review.id, reply: reply.id, text: 'As B.' }))
    expect(edited).toMatchObject({ status: 'error', message: REPLY_LOCKED })
    expect(await replyRow(reply.id)).toEqual(before)
  })

  it('edited while waiting stays with staff; its review, listing and status cannot be moved by the account', async () => {
    const review = await makeReview(listingA, 'published')
    const otherReview = await makeReview(listingA, 'published')
    const reply = await replyAsAccount(accountA, review.id, 'First words.')
    const answer = await rest('PATCH', `review-replies/${reply.id}`, {
      token: tokenA,
      body: {
        text: 'Better words.',
        status: 'published',
        review: otherReview.id,
        supplier: listingB.id,
        moderationReason: 'offensive',
        publishedAt: '2020-01-01T00:00:00.000Z',
      },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(await replyRow(reply.id)).toMatchObject({
      text: 'Better words.',
      status: 'pending',
      review_id: review.id,
      supplier_id: listingA.id,
      moderation_reason: null,
      published_at: null,
    })
    expect(await repliesOf(otherReview.id)).toEqual([])
  })

  it('cannot be changed once staff have removed its review', async () => {
    const review = await makeReview(listingA, 'published')
    const reply = await replyAsAccount(accountA, review.id, 'Words under a review that goes.')
    await payload.update({
      collection: 'reviews',
      id: review.id,
      data: { status: 'removed', moderationReason: 'not-genuine' },
      user: { ...admin, collection: 'users' as const },
      overrideAccess: false,
    })
    const before = await replyRow(reply.id)
    const answer = await rest('PATCH', `review-replies/${reply.id}`, { token: tokenA, body: { text: 'New words.' } })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.text).toContain(REPLY_REVIEW_GONE)
    const portal = await sendReply(payload, accountA, form({ review: review.id, reply: reply.id, text: 'New words.' }))
    expect(portal).toMatchObject({ status: 'error', message: REPLY_REVIEW_GONE })
    expect(await replyRow(reply.id)).toEqual(before)
  })
})

describe('staff moderating replies', () => {
  it('publish or reject a waiting reply, rejecting only with a policy reason; the listing’s accounts hear once', async () => {
    const review = await makeReview(listingA, 'published')
    const reply = await replyAsAccount(accountA, review.id, 'A reply our team will reject.')
    const staff = { ...editor, collection: 'users' as const }
    const reject = (data: Record<string, unknown>) =>
      payload.update({ collection: 'review-replies', id: reply.id, data, user: staff, overrideAccess: false })
    expect(await refusal(reject({ status: 'rejected' }))).toEqual([MODERATION_REASON_REQUIRED])
    expect(await replyRow(reply.id)).toMatchObject({ status: 'pending' })
    // Staff decide; they never change the supplier's words.
    const rejected = await reject({ status: 'rejected', moderationReason: 'advertising', text: 'Staff words.' })
    expect(rejected).toMatchObject({ status: 'rejected', moderationReason: 'advertising' })
    const row = await replyRow(reply.id)
    expect(row).toMatchObject({ text: 'A reply our team will reject.', moderated_by_id: editor.id })
    // Saving again without a change of status sends nothing more.
    await reject({ moderationNote: 'Please leave out the discount code.' })
    const { rows } = await pool.query<{ to: string; subject: string }>(
      `select input->>'to' as to, input->>'subject' as subject from payload_jobs
       where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
      [`review-reply:${reply.id}:rejected:%`],
    )
    expect(rows.map((r) => r.to).sort()).toEqual([accountA.email, accountA2.email].sort())

    // The account sends it again: back to staff, the old decision cleared; the portal shows the reason meanwhile.
    const page = await portalReviews(payload, accountA, 1)
    expect(page.rows.find((r) => r.id === review.id)?.reply).toMatchObject({
      status: 'rejected',
      reason: expect.any(String),
    })
    const again = await sendReply(
      payload,
      accountA,
      form({ review: review.id, reply: reply.id, text: 'A reply without the discount code.' }),
    )
    expect(again).toEqual({ status: 'done', message: REPLY_SENT })
    expect(await replyRow(reply.id)).toMatchObject({
      text: 'A reply without the discount code.',
      status: 'pending',
      moderation_reason: null,
      moderated_at: null,
    })

    // Published, it stands: the account can no longer change it.
    const published = await payload.update({
      collection: 'review-replies',
      id: reply.id,
      data: { status: 'published' },
      user: staff,
      overrideAccess: false,
    })
    expect(published.status).toBe('published')
    expect(published.publishedAt).toEqual(expect.any(String))
    const before = await replyRow(reply.id)
    const patch = await rest('PATCH', `review-replies/${reply.id}`, { token: tokenA, body: { text: 'Sneaky edit.' } })
    expect([403, 404], patch.text).toContain(patch.status)
    expect(
      await sendReply(payload, accountA, form({ review: review.id, reply: reply.id, text: 'Edit.' })),
    ).toMatchObject({ status: 'error', message: REPLY_LOCKED })
    // Published cannot go back to rejected; only removal (with a reason) is left.
    expect(await refusal(reject({ status: 'rejected', moderationReason: 'offensive' }))).toHaveLength(1)
    expect(await replyRow(reply.id)).toEqual(before)
  })

  it('cannot write a reply in a supplier’s name', async () => {
    const review = await makeReview(listingA, 'published')
    const answer = await rest('POST', 'review-replies', {
      token: adminToken,
      body: { review: review.id, text: 'Written by staff for the supplier.' },
    })
    expect(answer.status).toBe(403)
    expect(await repliesOf(review.id)).toEqual([])
  })
})

describe('a supplier reporting a review', () => {
  it('reports a published review of its own listing once while the report is open', async () => {
    const review = await makeReview(listingA, 'published')
    const report = (fields: Record<string, string | number>, account = accountA) =>
      reportReview(payload, account, form({ review: review.id, ...fields }))
    expect(await report({ reason: 'not-a-reason' })).toMatchObject({ fieldErrors: { reason: REPORT_REASON_REQUIRED } })
    expect(await report({ reason: 'other' })).toMatchObject({ fieldErrors: { details: REPORT_DETAILS_REQUIRED } })
    expect(await report({ reason: 'other', details: 'z'.repeat(REVIEW_LIMITS.reportDetails.max + 1) })).toMatchObject({
      status: 'error',
    })
    const none = await pool.query('select 1 from review_reports where review_id = $1', [review.id])
    expect(none.rowCount).toBe(0)
    expect(await report({ reason: 'not-genuine', details: 'We have no record of this job.' })).toEqual({
      status: 'done',
      message: REPORT_SENT,
    })
    expect(await report({ reason: 'offensive' })).toMatchObject({ status: 'error', message: REPORT_EXISTS })
    const { rows } = await pool.query('select * from review_reports where review_id = $1', [review.id])
    expect(rows).toMatchObject([
      {
        supplier_id: listingA.id,
        account_id: accountA.id,
        reported_by: 'supplier',
        reason: 'not-genuine',
        details: 'We have no record of this job.',
        status: 'open',
      },
    ])
    const page = await portalReviews(payload, accountA, 1)
    expect(page.rows.find((r) => r.id === review.id)?.openReport).toMatchObject({ reason: expect.any(String) })
    // Once staff dismiss it, the supplier may report the review again.
    await pool.query(`update review_reports set status = 'dismissed' where review_id = $1`, [review.id])
    expect(await report({ reason: 'offensive' })).toMatchObject({ status: 'done' })
  })

  it('cannot report another listing’s review, nor its own removed or pending one', async () => {
    for (const review of [
      await makeReview(listingB, 'published'),
      await makeReview(listingA, 'removed'),
      await makeReview(listingA, 'pending'),
    ]) {
      expect(await reportReview(payload, accountA, form({ review: review.id, reason: 'offensive' }))).toMatchObject({
        status: 'error',
        message: REPORT_NOT_ALLOWED,
      })
      const { rowCount } = await pool.query('select 1 from review_reports where review_id = $1', [review.id])
      expect(rowCount).toBe(0)
    }
  })
})

describe('the portal’s list of reviews', () => {
  it('shows the account’s own listing’s published and removed reviews with their replies, newest first', async () => {
    const listing = await createListing(payload, 'Replies Test Portal Gamma')
    const account = await createSupplierAccount(payload, listing.id)
    const older = await makeReview(listing, 'published', 'offensive', 'The older review')
    const removed = await makeReview(listing, 'removed', 'personal-information', 'The removed review')
    await makeReview(listing, 'pending', 'offensive', 'The waiting review')
    await makeReview(listingB, 'published', 'offensive', 'Another listing’s review')
    await replyAsAccount(account, older.id, 'Our reply to the older review.')
    const page = await portalReviews(payload, account, 1)
    expect(page.rows.map((r) => r.title)).toEqual(['The removed review', 'The older review'])
    expect(page.rows[0]).toMatchObject({ id: removed.id, status: 'removed', removedReason: expect.any(String) })
    expect(page.rows[1]?.reply).toMatchObject({ text: 'Our reply to the older review.', status: 'pending' })
    expect(JSON.stringify(page)).not.toContain('connection')
    expect(await unrepliedReviewCount(payload, listing.id)).toBe(0)
    await makeReview(listing, 'published')
    expect(await unrepliedReviewCount(payload, listing.id)).toBe(1)
  })

  it('pages 20 at a time; a page past the end shows the last', async () => {
    const listing = await createListing(payload, 'Replies Test Paging Delta')
    const account = await createSupplierAccount(payload, listing.id)
    for (let i = 0; i < ACCOUNT_REVIEWS_PER_PAGE + 1; i += 1) await makeReview(listing, 'published')
    const first = await portalReviews(payload, account, 1)
    expect(first).toMatchObject({ page: 1, pages: 2, total: ACCOUNT_REVIEWS_PER_PAGE + 1 })
    expect(first.rows).toHaveLength(ACCOUNT_REVIEWS_PER_PAGE)
    const second = await portalReviews(payload, account, 2)
    expect(second.rows).toHaveLength(1)
    expect(first.rows.map((r) => r.id)).not.toContain(second.rows[0]!.id)
    expect(await portalReviews(payload, account, 99)).toMatchObject({ page: 2, rows: second.rows })
  })
})
