// One naming scheme for cache tags, shared by the cached readers (src/lib/data) and the revalidation hooks.
export const CACHED_COLLECTIONS = [
  'suppliers',
  'products',
  'material-types',
  'epd-documents',
  'categories',
  'cities',
  'posts',
  'post-categories',
  'faqs',
  'packages',
  'media',
  'redirects',
  'entitlements',
  'reviews',
  'review-replies',
  'lead-preferences',
  'certification-types',
] as const
/**
 * Cached for every visitor (the proxy's redirect map, the package badges, published reviews, the suppliers an enquiry
 * form names, which follow their lead preferences) though the API hides them from the public.
 */
export const STAFF_READ_CACHED_COLLECTIONS = [
  'lead-preferences',
  'entitlements',
  'reviews',
  'review-replies',
  'redirects',
] as const
export const CACHED_GLOBALS = [
  'site-settings',
  'home',
  'about',
  'get-listed',
  'privacy-policy',
  'terms',
  'review-policy',
  'eco-score-page',
] as const

export type CachedCollection = (typeof CACHED_COLLECTIONS)[number]
export type CachedGlobal = (typeof CACHED_GLOBALS)[number]

export const collectionTag = (slug: CachedCollection): string => `collection:${slug}`
export const globalTag = (slug: CachedGlobal): string => `global:${slug}`
