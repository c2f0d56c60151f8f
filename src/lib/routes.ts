// The site's paths, built in one place so a page, its links, its metadata and the sitemap agree.

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

export function postPath(postSlug: string): string {
  return `/blog/${postSlug}`
}

/** Whether every percent-escape of a path decodes (a malformed one, such as `%E0%A4%A`, names no page of ours). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
