// Which pages the bench visits: the first blog post is discovered from the running site.

/** Blog paths that are not posts. */
const NOT_POSTS = new Set(['featured'])

/** The first post linked from the blog index's HTML (`/blog/<slug>`), or null. */
export function firstPostPath(html) {
  for (const match of html.matchAll(/href="(\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*))(?:[?#][^"]*)?"/g)) {
    if (!NOT_POSTS.has(match[2])) return match[1]
  }
  return null
}

/** The first post listed in a sitemap (`<loc>…/blog/<slug></loc>`), or null. */
export function firstPostFromSitemap(xml) {
  for (const match of xml.matchAll(/<loc>\s*https?:\/\/[^<\s/]+(\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*))\s*<\/loc>/g)) {
    if (!NOT_POSTS.has(match[2])) return match[1]
  }
  return null
}

/** Paths under /suppliers/ that are not profiles. */
const NOT_PROFILES = new Set(['apply'])

/** The first supplier profile linked from a page's HTML (`/suppliers/<slug>`), or null. */
export function firstProfilePath(html) {
  for (const match of html.matchAll(/href="(\/suppliers\/([a-z0-9]+(?:-[a-z0-9]+)*))(?:[?#][^"]*)?"/g)) {
    if (!NOT_PROFILES.has(match[2])) return match[1]
  }
  return null
}

/** Paths under /materials/ that are not products. */
const NOT_PRODUCTS = new Set(['compare'])

/** The first two products linked from /materials' HTML (`/materials/<slug>`), in order. */
export function firstProductPaths(html) {
  const found = []
  for (const match of html.matchAll(/href="(\/materials\/([a-z0-9]+(?:-[a-z0-9]+)*))(?:[?#][^"]*)?"/g)) {
    if (!NOT_PRODUCTS.has(match[2]) && !found.includes(match[1])) found.push(match[1])
    if (found.length === 2) break
  }
  return found
}

/** The comparison page of two product paths (`/materials/compare?product=a&product=b`), or null. */
export function comparePath(productPaths) {
  if (productPaths.length < 2) return null
  return `/materials/compare?${productPaths.map((p) => `product=${p.split('/').pop()}`).join('&')}`
}

/**
 * Replaces `{firstPost}`, `{firstProfile}` (and any placeholder in `more`, such as `{firstProduct}`) in a list of
 * paths; drops one that was not found.
 * @param {string[]} paths
 * @param {string | null} firstPost
 * @param {string | null} [firstProfile]
 * @param {Record<string, string | null>} [more]
 */
export function resolvePages(paths, firstPost, firstProfile = null, more = {}) {
  const found = { '{firstPost}': firstPost, '{firstProfile}': firstProfile, ...more }
  const out = []
  for (const p of paths) {
    if (p in found) {
      if (found[p]) out.push(found[p])
    } else out.push(p)
  }
  return [...new Set(out)]
}

/**
 * What a response's headers say about caching, for the findings: a public page should be
 * shareable (s-maxage or public), never private/no-store, and set no cookie.
 */
export function cachingProblems({ cacheControl, setCookie }) {
  const problems = []
  const cc = (cacheControl ?? '').toLowerCase()
  if (!cc) problems.push('no Cache-Control')
  else if (/no-store|private/.test(cc))
    problems.push(`Cache-Control: ${cacheControl} (rendered per request, not shareable)`)
  else if (!/s-maxage|public/.test(cc)) problems.push(`Cache-Control: ${cacheControl} (no s-maxage for a shared cache)`)
  if (cc && !/no-store|private/.test(cc) && !/stale-while-revalidate/.test(cc))
    problems.push('no stale-while-revalidate')
  if (setCookie) problems.push(`Set-Cookie: ${setCookie.split(';')[0]}`)
  return problems
}
