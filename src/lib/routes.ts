// The site's page paths, all built here so a page, its links, its e-mails, its metadata and the sitemap agree.

export const HOME_PATH = '/'
export const ABOUT_PATH = '/about'
export const CONTACT_PATH = '/contact'
export const TERMS_PATH = '/terms'
export const PRIVACY_PATH = '/privacy'
export const BLOG_PATH = '/blog'
/** The featured article ('Read Article' on the blog's banner). */
export const FEATURED_POST_PATH = `${BLOG_PATH}/featured`

export const SUPPLIERS_PATH = '/suppliers'

/** The /suppliers tabs' query parameter (?tab=get-listed selects the second; the first has none). */
export const TAB_PARAM = 'tab'
export const GET_LISTED = 'get-listed'

/** The /suppliers Get Listed tab (packages and payment); Stripe returns here. */
export const GET_LISTED_PATH = `${SUPPLIERS_PATH}?${TAB_PARAM}=${GET_LISTED}`

export function cityPath(citySlug: string): string {
  return `/${citySlug}`
}

/** /category/{slug}, or /{city}/category/{slug} within a city. */
export function categoryPath(slug: string, citySlug?: string): string {
  return citySlug ? `${cityPath(citySlug)}/category/${slug}` : `/category/${slug}`
}

export function profilePath(supplierSlug: string): string {
  return `${SUPPLIERS_PATH}/${supplierSlug}`
}

/** A blog category's filtered list (the server renders it; the chips link here). */
export function blogCategoryPath(categorySlug: string): string {
  return `${BLOG_PATH}/category/${categorySlug}`
}

export function postPath(postSlug: string): string {
  return `${BLOG_PATH}/${postSlug}`
}

/** The application a visitor who is not signed in fills in before paying for a package. */
export const APPLICATION_PATH = `${SUPPLIERS_PATH}/apply`

export const applicationPath = (packageName: string): string =>
  `${APPLICATION_PATH}?package=${encodeURIComponent(packageName)}`

// Reviews. The policy and a profile's reviews are public (cached); the review form and the report form are per
// person (never cached, never indexed).
export const REVIEW_POLICY_PATH = '/review-policy'
export const policyReasonAnchor = (reason: string) => `${REVIEW_POLICY_PATH}#${reason}`

/** A profile's reviews, page 2 onwards (page 1 is on the profile itself). */
export const profileReviewsPath = (slug: string, page = 1) =>
  page <= 1 ? `${profilePath(slug)}/reviews` : `${profilePath(slug)}/reviews/${page}`

/** The form to report one published review (anyone may). */
export const reportReviewPath = (reviewId: number) => `/report-review/${reviewId}`

/** The review form a link opens. */
export const REVIEW_PATH_PREFIX = '/review/'
export const reviewFormPath = (token: string) => `${REVIEW_PATH_PREFIX}${token}`

/** The enquirer's page of one enquiry. */
export const enquiryPagePath = (token: string) => `/your-enquiry/${token}`

/** The supplier portal's pages (never cached, never indexed). */
export const ACCOUNT_PATHS = {
  home: '/account',
  signIn: '/account/sign-in',
  signOut: '/account/sign-out',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  verify: '/account/verify',
  claim: '/account/claim',
  editListing: '/account/listing',
  receipts: '/account/receipts',
  reviews: '/account/reviews',
  leads: '/account/leads',
} as const

/** The claim form of one listing (linked from its public profile). */
export const claimFormPath = (slug: string) => `${ACCOUNT_PATHS.claim}?listing=${encodeURIComponent(slug)}`

/** A receipt in the supplier portal. */
export const receiptPath = (orderId: number): string => `${ACCOUNT_PATHS.receipts}/${orderId}`

export const ACCOUNT_REVIEWS_PATH = ACCOUNT_PATHS.reviews

/** A supplier's leads in the portal. */
export const LEADS_PATH = ACCOUNT_PATHS.leads
export const leadPath = (connectionId: number) => `${LEADS_PATH}/${connectionId}`
export const statementPath = (month?: string) => `${LEADS_PATH}/statement${month ? `?month=${month}` : ''}`

/** Whether every percent-escape of a path decodes (a malformed one, such as `%E0%A4%A`, names no page of ours). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
