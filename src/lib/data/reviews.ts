import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { collectionTag, globalTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { runSql } from '@/lib/platform/db'
import { getPayloadClient } from '@/lib/platform/payload'
import { policyReasonTexts } from '@/lib/reviews/policy'
import { ratingSummaryOf, removalCounts, reviewPageCount, type RemovalCount } from '@/lib/reviews/public'
import {
  REVIEW_CONTENT_SELECT,
  REVIEWS_PER_PAGE,
  type PolicyReason,
  type RatingSummary,
  type ReviewContent,
} from '@/lib/reviews/rules'

// Published reviews as the public site shows them. Reviews are private rows (the API shows them to staff and the
// reviewed supplier only), so these read with overrideAccess and select only what a visitor may see: never the
// connection behind a review, staff's notes or who decided.

/** Tags of every read that shows reviews: expired when a review or reply is published or removed. */
export const REVIEW_TAGS = [collectionTag('reviews'), collectionTag('review-replies')]

type SummaryRow = { supplier_id: number | string; count: number | string; total: number | string }

/** Count and average of each listed supplier's published reviews (suppliers without any are left out), in one query. */
export async function reviewSummaries(
  payload: Payload,
  supplierIds: readonly number[],
): Promise<Map<number, RatingSummary>> {
  const summaries = new Map<number, RatingSummary>()
  const ids = [...new Set(supplierIds.filter(Number.isSafeInteger))]
  if (ids.length === 0) return summaries
  const { rows } = await runSql(
    payload,
    sql`SELECT r.supplier_id, count(*) AS count, sum(r.rating) AS total
        FROM reviews r
        WHERE r.status = 'published' AND r.supplier_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        GROUP BY r.supplier_id`,
  )
  for (const row of rows as SummaryRow[])
    summaries.set(Number(row.supplier_id), ratingSummaryOf(Number(row.count), Number(row.total)))
  return summaries
}

export type PublicReply = { text: string; publishedAt: string }

export type PublicReview = ReviewContent & {
  publishedAt: string
  /** The supplier's reply once staff published it; null before (and after a removal). */
  reply: PublicReply | null
}

export type ProfileReviews = {
  summary: RatingSummary
  reviews: PublicReview[]
  page: number
  pageCount: number
  /** Removed reviews by policy reason (counts only, never what they said). */
  removals: RemovalCount[]
  removedTotal: number
}

type StatusRow = {
  status: 'published' | 'removed'
  moderation_reason: string | null
  count: number | string
  total: number | string
}

/**
 * One page of a published supplier's published reviews, newest first, each with its published reply; the count and
 * average; removals by reason under the policy's headings. Null for a supplier that is not published, or a page past
 * the last.
 */
export async function findProfileReviews(
  payload: Payload,
  supplierId: number,
  page = 1,
): Promise<ProfileReviews | null> {
  if (!Number.isSafeInteger(supplierId) || !Number.isSafeInteger(page) || page < 1) return null
  const { rows: published } = await runSql(
    payload,
    sql`SELECT 1 FROM suppliers WHERE id = ${supplierId} AND _status = 'published'`,
  )
  if (published.length === 0) return null
  const { rows } = await runSql(
    payload,
    sql`SELECT status, moderation_reason, count(*) AS count, sum(rating) AS total
        FROM reviews
        WHERE supplier_id = ${supplierId} AND status IN ('published', 'removed')
        GROUP BY status, moderation_reason`,
  )
  let count = 0
  let total = 0
  const removedByReason = new Map<string, number>()
  for (const row of rows as StatusRow[]) {
    if (row.status === 'published') {
      count += Number(row.count)
      total += Number(row.total)
    } else if (row.moderation_reason) {
      removedByReason.set(row.moderation_reason, (removedByReason.get(row.moderation_reason) ?? 0) + Number(row.count))
    }
  }
  const pageCount = reviewPageCount(count)
  if (page > pageCount) return null
  const [reviews, removals] = await Promise.all([
    count > 0 ? reviewsPage(payload, supplierId, page) : Promise.resolve([]),
    removedByReason.size > 0 ? removalsWithHeadings(payload, removedByReason) : Promise.resolve([]),
  ])
  return {
    summary: ratingSummaryOf(count, total),
    reviews,
    page,
    pageCount,
    removals,
    removedTotal: removals.reduce((sum, r) => sum + r.count, 0),
  }
}

async function reviewsPage(payload: Payload, supplierId: number, page: number): Promise<PublicReview[]> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ supplier: { equals: supplierId } }, { status: { equals: 'published' } }] },
    sort: ['-publishedAt', '-id'],
    page,
    limit: REVIEWS_PER_PAGE,
    depth: 0,
    overrideAccess: true,
    select: { ...REVIEW_CONTENT_SELECT, publishedAt: true, updatedAt: true },
  })
  const replies = docs.length
    ? await publishedReplies(
        payload,
        docs.map((d) => d.id),
      )
    : new Map()
  return docs.map((doc) => ({
    id: doc.id,
    rating: Number(doc.rating),
    title: doc.title,
    body: doc.body,
    authorName: doc.authorName,
    workWentAhead: doc.workWentAhead,
    workDate: doc.workDate ?? null,
    publishedAt: doc.publishedAt ?? doc.updatedAt,
    reply: replies.get(doc.id) ?? null,
  }))
}

async function publishedReplies(payload: Payload, reviewIds: number[]): Promise<Map<number, PublicReply>> {
  const { docs } = await payload.find({
    collection: 'review-replies',
    where: { and: [{ review: { in: reviewIds } }, { status: { equals: 'published' } }] },
    depth: 0,
    limit: reviewIds.length,
    pagination: false,
    overrideAccess: true,
    select: { review: true, text: true, publishedAt: true, updatedAt: true },
  })
  return new Map(
    docs.map((d) => [
      typeof d.review === 'object' ? d.review.id : d.review,
      { text: d.text, publishedAt: d.publishedAt ?? d.updatedAt },
    ]),
  )
}

async function removalsWithHeadings(payload: Payload, counts: Map<string, number>): Promise<RemovalCount[]> {
  const policy = await payload.findGlobal({
    slug: 'review-policy',
    depth: 0,
    overrideAccess: false,
    select: { reasons: true },
  })
  const headings = Object.fromEntries(policyReasonTexts(policy.reasons).map((r) => [r.reason, r.heading])) as Record<
    PolicyReason,
    string
  >
  return removalCounts(counts, headings)
}

/** findProfileReviews, cached and revalidated with reviews, replies, the policy's headings and the listing. */
export const getProfileReviews = cachedQuery(
  'profile-reviews',
  [...REVIEW_TAGS, globalTag('review-policy'), collectionTag('suppliers')],
  async (supplierId: number, page: number): Promise<ProfileReviews | null> =>
    findProfileReviews(await getPayloadClient(), supplierId, page),
)

/** The review policy global (/review-policy), cached and revalidated when editors save it. */
export const getReviewPolicy = cachedQuery('review-policy', [globalTag('review-policy')], async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'review-policy', depth: 1, overrideAccess: false })
})
