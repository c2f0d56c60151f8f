import { POLICY_REASONS, REVIEWS_PER_PAGE, type PolicyReason, type RatingSummary } from '@/lib/reviews/rules'
import { policyReasonAnchor } from '@/lib/routes'

// What the public side of reviews shows: summaries, pages, removal counts, structured data. Cards in client components
// import it, so it stays free of server-only and heavy modules (the report form's schema is in report-schema.ts).

/** A count and a sum of ratings as the site shows them: the average to one decimal place, as `averageRating` rounds. */
export function ratingSummaryOf(count: number, total: number): RatingSummary {
  if (count <= 0) return { count: 0, average: null }
  return { count, average: Math.round((total / count) * 10) / 10 }
}

/** '4.3 out of 5, 12 reviews': the rating as words, for screen readers and the text beside the stars. */
export function ratingText(summary: RatingSummary): string {
  const reviews = `${summary.count} ${summary.count === 1 ? 'review' : 'reviews'}`
  return summary.average === null ? reviews : `${summary.average.toFixed(1)} out of 5, ${reviews}`
}

/** Pages of the review list (at least one, which may say there are none yet). */
export const reviewPageCount = (published: number): number => Math.max(1, Math.ceil(published / REVIEWS_PER_PAGE))

/** The page number in /suppliers/<slug>/reviews/<page>: a whole number from 2 up, written plainly; else null. */
export function reviewsPageParam(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  const page = Number(raw)
  return page >= 2 ? page : null
}

export type RemovalCount = { reason: PolicyReason; heading: string; count: number; href: string }

/** Removed reviews by policy reason, in the policy's order, only the reasons that were used. */
export function removalCounts(
  counts: ReadonlyMap<string, number>,
  headings: Readonly<Record<PolicyReason, string>>,
): RemovalCount[] {
  return POLICY_REASONS.flatMap((reason) => {
    const count = counts.get(reason) ?? 0
    return count > 0 ? [{ reason, heading: headings[reason], count, href: policyReasonAnchor(reason) }] : []
  })
}

export type JsonLdReview = {
  authorName: string
  publishedAt: string
  rating: number
  title: string
  body: string
}

/** schema.org aggregateRating and review items of a profile: the rating once one review is published, the page's reviews. */
export function reviewsJsonLd(summary: RatingSummary, reviews: readonly JsonLdReview[]): Record<string, unknown> {
  if (summary.count === 0 || summary.average === null) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length
      ? {
          review: reviews.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.authorName },
            datePublished: r.publishedAt.slice(0, 10),
            name: r.title,
            reviewBody: r.body,
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
}
