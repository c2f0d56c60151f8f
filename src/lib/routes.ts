// The site's page paths, all built here so a page, its links, its e-mails, its metadata and the sitemap agree.

export const HOME_PATH = '/'
export const ABOUT_PATH = '/about'
export const CONTACT_PATH = '/contact'
/** The anchor of /contact's section for reaching the company itself (the enquiry above it goes to suppliers). */
export const CONTACT_COMPANY_ANCHOR = 'contact-us'
/** 'Contact our team': the company's own details and message form on /contact, not the suppliers' enquiry. */
export const CONTACT_COMPANY_PATH = `${CONTACT_PATH}#${CONTACT_COMPANY_ANCHOR}`
export const TERMS_PATH = '/terms'
export const PRIVACY_PATH = '/privacy-policy'
export const BLOG_PATH = '/blog'
/** The featured article ('Read Article' on the blog's banner). */
export const FEATURED_POST_PATH = `${BLOG_PATH}/featured`

export const SUPPLIERS_PATH = '/suppliers'
/** The results of a /suppliers search: the search form's action carries it, so a search loads at its results. */
export const SEARCH_RESULTS_ID = 'search-results'

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

/** How the Eco-Score is computed (issue 31): the method page, its rules rendered from the code that computes them. */
export const ECO_SCORE_PATH = '/eco-score'
/** The anchor of a profile's breakdown of its score (every card's badge links there). */
export const ECO_SCORE_BREAKDOWN_ANCHOR = 'eco-score-breakdown'
export const profileBreakdownPath = (supplierSlug: string): string =>
  `${profilePath(supplierSlug)}#${ECO_SCORE_BREAKDOWN_ANCHOR}`

/** A blog category's filtered list (the server renders it; the chips link here). */
export function blogCategoryPath(categorySlug: string): string {
  return `${BLOG_PATH}/category/${categorySlug}`
}

export function postPath(postSlug: string): string {
  return `${BLOG_PATH}/${postSlug}`
}

/** The application a visitor who is not signed in fills in before paying for a package. */
export const APPLICATION_PATH = `${SUPPLIERS_PATH}/apply`

/**
 * Where Checkout returns a buyer who has paid (`?session_id=`, filled in by Stripe): the order, fulfilled at once if the
 * webhook has not come yet. Per buyer: never cached, never indexed.
 */
export const CHECKOUT_COMPLETE_PATH = '/checkout/complete'

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
/** A lead's private file (a quote's PDF, a message's attachment): the enquirer's link adds its token. */
export const attachmentPath = (id: number, enquirerToken?: string) =>
  `/api/attachments/${id}${enquirerToken ? `?t=${enquirerToken}` : ''}`

// The newsletter's e-mailed links (per person: never cached, never indexed). The confirmation link holds a random
// token (only its hash stored); the unsubscribe links a signed one naming the subscriber (nothing stored).
export const NEWSLETTER_CONFIRM_PREFIX = '/newsletter/confirm/'
export const newsletterConfirmPath = (token: string) => `${NEWSLETTER_CONFIRM_PREFIX}${token}`
export const NEWSLETTER_UNSUBSCRIBE_PREFIX = '/newsletter/unsubscribe/'
/** The page an e-mail's 'Unsubscribe' link opens (a button confirms it, so a link scanner unsubscribes no one). */
export const newsletterUnsubscribePath = (token: string) => `${NEWSLETTER_UNSUBSCRIBE_PREFIX}${token}`
/** The one-click address of the `List-Unsubscribe` header (RFC 8058: a POST unsubscribes, without signing in). */
export const newsletterOneClickPath = (token: string) => `/api/newsletter/unsubscribe/${token}`

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
  products: '/account/products',
  ecoScore: '/account/eco-score',
  insights: '/account/insights',
  billing: '/account/billing',
} as const

/** Where Stripe's setup-mode Checkout returns to once a card is added (its session id in `session_id`). */
export const CARD_RETURN_PATH = `${ACCOUNT_PATHS.billing}/card`

/** The insights of the last 30, 90 or 365 days (issue 35); the default period has no parameter. */
export const accountInsightsPath = (days?: number) =>
  days === undefined || days === 30 ? ACCOUNT_PATHS.insights : `${ACCOUNT_PATHS.insights}?days=${days}`

// The monthly insights e-mail's unsubscribe links (per account: never cached, never indexed). The token is signed,
// naming the account (src/lib/insights/unsubscribe-token.ts); nothing is stored for it.
export const INSIGHTS_UNSUBSCRIBE_PREFIX = '/insights-email/unsubscribe/'
/** The page the e-mail's link opens (a button confirms it, so a link scanner unsubscribes no one). */
export const insightsUnsubscribePath = (token: string) => `${INSIGHTS_UNSUBSCRIBE_PREFIX}${token}`
/** The one-click address of the `List-Unsubscribe` header (RFC 8058: a POST unsubscribes, without signing in). */
export const insightsOneClickPath = (token: string) => `/api/insights-email/unsubscribe/${token}`

/** A product's pages in the supplier portal: the new-product form, one product's form, its openEPD import. */
export const ACCOUNT_PRODUCT_PATHS = {
  list: ACCOUNT_PATHS.products,
  add: `${ACCOUNT_PATHS.products}/new`,
  importOpenEpd: `${ACCOUNT_PATHS.products}/import`,
} as const
export const accountProductPath = (id: number) => `${ACCOUNT_PATHS.products}/${id}`

/** A product's public page (issue 30's /materials/{slug}). */
export const materialProductPath = (slug: string) => `/materials/${encodeURIComponent(slug)}`

/** Addresses under /materials that are pages of their own, so never a product's slug. */
export const RESERVED_PRODUCT_SLUGS: readonly string[] = ['compare']

/** The claim form of one listing (linked from its public profile). */
export const claimFormPath = (slug: string) => `${ACCOUNT_PATHS.claim}?listing=${encodeURIComponent(slug)}`

/** A receipt in the supplier portal. */
export const receiptPath = (orderId: number): string => `${ACCOUNT_PATHS.receipts}/${orderId}`
/** A receipt as a PDF (generated on the server, for the listing's own accounts). */
export const receiptPdfPath = (orderId: number): string => `${receiptPath(orderId)}/pdf`

export const ACCOUNT_REVIEWS_PATH = ACCOUNT_PATHS.reviews

/** A supplier's leads in the portal. */
export const LEADS_PATH = ACCOUNT_PATHS.leads
export const leadPath = (connectionId: number) => `${LEADS_PATH}/${connectionId}`
export const statementPath = (month?: string) => `${LEADS_PATH}/statement${month ? `?month=${month}` : ''}`
/** The materials and area the listing wants leads for. */
export const LEAD_PREFERENCES_PATH = `${LEADS_PATH}/preferences`
/** The listing's billing details (who its invoices are addressed to), its card, invoices and receipts. */
export const BILLING_DETAILS_PATH = ACCOUNT_PATHS.billing

/** Whether every percent-escape of a path decodes (a malformed one, such as `%E0%A4%A`, names no page of ours). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

// Materials (issue 30): the catalogue, a product's page and the comparison of up to 4 products.
export const MATERIALS_PATH = '/materials'
/** Filtered or paged /materials addresses are rendered per request here (src/proxy.ts); /materials stays cached. */
export const MATERIALS_SEARCH_PATH = '/materials-search'
export const MATERIALS_COMPARE_PATH = `${MATERIALS_PATH}/compare`
/** The comparison's query parameter, once per product (its slug). */
export const COMPARE_PARAM = 'product'

export const productPath = (slug: string) => `${MATERIALS_PATH}/${slug}`

/** A product's page near a place ('?near=LS6 2AA'): its transport estimate to it (issue 32). */
export const NEAR_PARAM = 'near'
export const productNearPath = (slug: string, near: string) =>
  `${productPath(slug)}?${new URLSearchParams({ [NEAR_PARAM]: near }).toString()}`
/** A product's page with ?near= is rendered per request here (src/proxy.ts); the product page itself stays cached. */
export const MATERIALS_NEAR_PATH = '/materials-near'

export const compareProductsPath = (slugs: readonly string[]) =>
  `${MATERIALS_COMPARE_PATH}?${slugs.map((s) => `${COMPARE_PARAM}=${encodeURIComponent(s)}`).join('&')}`
