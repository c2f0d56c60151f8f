import { ACCOUNT_REVIEWS_PATH } from '@/lib/routes'

// The portal's review page addresses: a page of the list, and one review on it with what was just done.

export const REVIEW_NOTICES = ['reply-sent', 'report-sent'] as const
export type ReviewNotice = (typeof REVIEW_NOTICES)[number]

export const isReviewNotice = (value: unknown): value is ReviewNotice =>
  typeof value === 'string' && (REVIEW_NOTICES as readonly string[]).includes(value)

export const accountReviewsPagePath = (page: number) =>
  page > 1 ? `${ACCOUNT_REVIEWS_PATH}?page=${page}` : ACCOUNT_REVIEWS_PATH

/** One review on its page of the list (anchored), with a notice beside it when one is given. */
export function accountReviewPath(reviewId: number, page: number, notice?: ReviewNotice): string {
  const query = new URLSearchParams()
  if (page > 1) query.set('page', String(page))
  if (notice && reviewId > 0) {
    query.set('review', String(reviewId))
    query.set('notice', notice)
  }
  const search = query.toString()
  return `${ACCOUNT_REVIEWS_PATH}${search ? `?${search}` : ''}${reviewId > 0 ? `#review-${reviewId}` : ''}`
}
