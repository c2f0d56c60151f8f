import { describe, expect, it } from 'vitest'

import type { SupplierProfile } from '@/lib/data/supplier-profile'
import { tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import {
  ratingSummaryOf,
  ratingText,
  removalCounts,
  reviewPageCount,
  reviewsJsonLd,
  reviewsPageParam,
} from '@/lib/reviews/public'
import { REPORT_DETAILS_NEEDED, reportSchema } from '@/lib/reviews/report-schema'
import { averageRating, POLICY_REASON_LABELS, REVIEW_LIMITS, REVIEWS_PER_PAGE } from '@/lib/reviews/rules'
import { localBusinessJsonLd } from '@/lib/seo/supplier'

describe('rating summaries', () => {
  it('round the average as averageRating does, and have none without reviews', () => {
    for (const ratings of [[5], [4, 5], [4, 4, 5], [1, 2, 2], [3, 4, 4, 5, 5, 5, 2]]) {
      const total = ratings.reduce((a, b) => a + b, 0)
      expect(ratingSummaryOf(ratings.length, total)).toEqual({
        count: ratings.length,
        average: averageRating(ratings),
      })
    }
    expect(ratingSummaryOf(3, 13)).toEqual({ count: 3, average: 4.3 })
    expect(ratingSummaryOf(0, 0)).toEqual({ count: 0, average: null })
  })

  it('read as words: the average to one place and the count', () => {
    expect(ratingText({ count: 12, average: 4.3 })).toBe('4.3 out of 5, 12 reviews')
    expect(ratingText({ count: 1, average: 5 })).toBe('5.0 out of 5, 1 review')
    expect(ratingText({ count: 0, average: null })).toBe('0 reviews')
  })
})

describe('review pages', () => {
  it('are one page when there are none and a page per REVIEWS_PER_PAGE after', () => {
    expect(reviewPageCount(0)).toBe(1)
    expect(reviewPageCount(REVIEWS_PER_PAGE)).toBe(1)
    expect(reviewPageCount(REVIEWS_PER_PAGE + 1)).toBe(2)
    expect(reviewPageCount(REVIEWS_PER_PAGE * 3)).toBe(3)
  })

  it('take page numbers from 2 up, written plainly', () => {
    expect(reviewsPageParam('2')).toBe(2)
    expect(reviewsPageParam('17')).toBe(17)
    for (const raw of ['1', '0', '02', '-2', '2.0', 'two', '', '1e3', '9999999'])
      expect(reviewsPageParam(raw)).toBeNull()
  })
})

describe('removal counts', () => {
  it('list the used reasons in the policy order, with the policy headings and anchors', () => {
    const headings = { ...POLICY_REASON_LABELS, offensive: 'Abuse' }
    const counts = new Map([
      ['advertising', 2],
      ['offensive', 1],
      ['unlawful', 0],
    ])
    expect(removalCounts(counts, headings)).toEqual([
      { reason: 'offensive', heading: 'Abuse', count: 1, href: '/review-policy#offensive' },
      { reason: 'advertising', heading: 'Advertising or spam', count: 2, href: '/review-policy#advertising' },
    ])
    expect(removalCounts(new Map(), headings)).toEqual([])
  })
})

describe('structured data of reviews', () => {
  const review = {
    authorName: 'Sam T.',
    publishedAt: '2026-03-04T10:00:00.000Z',
    rating: 4,
    title: 'Good lime plaster',
    body: 'They delivered on time and the plaster was as described.',
  }

  it('carry an AggregateRating and the Review items once a review is published', () => {
    const data = reviewsJsonLd({ count: 3, average: 4.3 }, [review])
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    })
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Sam T.' },
        datePublished: '2026-03-04',
        name: 'Good lime plaster',
        reviewBody: review.body,
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ])
  })

  it('carry nothing without published reviews, and join the LocalBusiness when there are', () => {
    expect(reviewsJsonLd({ count: 0, average: null }, [])).toEqual({})
    const profile = {
      id: 1,
      slug: 'acme',
      name: 'Acme',
      description: 'd',
      location: 'Leeds',
      serviceAreas: [],
      ecoScore: 5,
      ecoScoreBreakdown: null,
      ecoScoreChangedAt: null,
      category: null,
      certifications: [],
      products: [],
      imageUrl: '/x.png',
      contactEmail: null,
      website: null,
      respondsQuickly: false,
      updatedAt: '2026-01-01T00:00:00.000Z',
      meta: null,
    } satisfies SupplierProfile
    expect(localBusinessJsonLd(profile)).not.toHaveProperty('aggregateRating')
    expect(localBusinessJsonLd(profile, { summary: { count: 0, average: null }, reviews: [] })).not.toHaveProperty(
      'aggregateRating',
    )
    const withReviews = localBusinessJsonLd(profile, { summary: { count: 1, average: 4 }, reviews: [review] })
    expect(withReviews['@type']).toBe('LocalBusiness')
    expect(withReviews).toHaveProperty('aggregateRating.ratingValue', 4)
    expect(withReviews).toHaveProperty('review')
  })
})

describe('the report form', () => {
  it('needs a reason from the list', () => {
    expect(reportSchema.safeParse({ reason: 'offensive', details: '' }).success).toBe(true)
    for (const reason of ['', 'made-up', undefined]) {
      const result = reportSchema.safeParse({ reason, details: '' })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual(['reason'])
    }
  })

  it('needs details for "Something else", and at most the limit of them', () => {
    const other = reportSchema.safeParse({ reason: 'other', details: '   ' })
    expect(other.success).toBe(false)
    expect(other.error?.issues[0]).toMatchObject({ path: ['details'], message: REPORT_DETAILS_NEEDED })
    expect(reportSchema.safeParse({ reason: 'other', details: 'It is my competitor.' }).success).toBe(true)
    const max = REVIEW_LIMITS.reportDetails.max
    expect(reportSchema.safeParse({ reason: 'offensive', details: 'x'.repeat(max) }).success).toBe(true)
    const long = reportSchema.safeParse({ reason: 'offensive', details: 'x'.repeat(max + 1) })
    expect(long.error?.issues[0]?.path).toEqual(['details'])
  })

  it('says when to try again after too many reports', () => {
    expect(tooManyEnquiriesMessage(30 * 60_000 + 1, 'reports')).toBe(
      'Too many reports. Please try again in 31 minutes.',
    )
    expect(tooManyEnquiriesMessage(10, 'reports')).toBe('Too many reports. Please try again in 1 minute.')
  })
})
