// Where reviews live on the site. The policy and a profile's reviews are public (cached); the portal's page is under
// /account (never cached); the review form and the report form are per person (never cached, never indexed).

export const REVIEW_POLICY_PATH = '/review-policy'
export const policyReasonAnchor = (reason: string) => `${REVIEW_POLICY_PATH}#${reason}`

export const ACCOUNT_REVIEWS_PATH = '/account/reviews'

/** A profile's reviews, page 2 onwards (page 1 is on the profile itself). */
export const profileReviewsPath = (slug: string, page = 1) =>
  page <= 1 ? `/suppliers/${slug}/reviews` : `/suppliers/${slug}/reviews/${page}`

/** The form to report one published review (anyone may). */
export const reportReviewPath = (reviewId: number) => `/report-review/${reviewId}`
