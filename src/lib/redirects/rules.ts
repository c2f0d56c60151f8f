import { categoryPath } from '@/lib/routes'
import { documentPath, safeLocalPath } from '@/lib/admin/preview'

// Redirect rules (pure): which old paths a slug change retires, and the from → to map the proxy answers with 308.

export const REDIRECT_STATUS = 308

/** The collections whose slug changes leave a redirect behind. */
export const REDIRECTING_COLLECTIONS = ['posts', 'suppliers', 'cities', 'categories'] as const
export type RedirectingCollection = (typeof REDIRECTING_COLLECTIONS)[number]

export type RedirectPair = { from: string; to: string }

/** The other taxonomy's slugs: a city's pages include /{city}/category/{each category}, and the reverse. */
export type RelatedSlugs = { categorySlugs?: string[]; citySlugs?: string[] }

/** Every page address a document with this slug answers on. */
export function documentPaths(collection: RedirectingCollection, slug: string, related: RelatedSlugs = {}): string[] {
  const own = documentPath(collection, slug)
  if (!own) return []
  if (collection === 'cities') return [own, ...(related.categorySlugs ?? []).map((c) => categoryPath(c, slug))]
  if (collection === 'categories') return [own, ...(related.citySlugs ?? []).map((c) => categoryPath(slug, c))]
  return [own]
}

/** Old address → new address for each page of a document whose slug changed (none when it did not). */
export function slugChangePairs(
  collection: RedirectingCollection,
  oldSlug: string,
  newSlug: string,
  related: RelatedSlugs = {},
): RedirectPair[] {
  if (!oldSlug || !newSlug || oldSlug === newSlug) return []
  const before = documentPaths(collection, oldSlug, related)
  const after = documentPaths(collection, newSlug, related)
  return before.map((from, index) => ({ from, to: after[index]! })).filter((pair) => pair.from !== pair.to)
}

/** A `from` as stored and looked up: a site path without a trailing slash or query. */
export function normaliseRedirectPath(value: string): string {
  const path = value.trim().split(/[?#]/)[0]!
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

export function validateRedirectFrom(value: string | null | undefined): true | string {
  const local = typeof value === 'string' ? safeLocalPath(value.trim()) : null
  if (!local) return 'Enter a path on this site that starts with /, e.g. /blog/old-title.'
  if (/^\/(admin|api|_next)(\/|$)/.test(local)) return 'Paths under /admin, /api and /_next cannot be redirected.'
  return true
}

/** A custom target: a path on this site or an http(s) address. */
export function validateRedirectTarget(value: string | null | undefined): true | string {
  if (typeof value === 'string' && safeLocalPath(value.trim())) return true
  if (typeof value === 'string' && /^https?:\/\/[^\s/]+/i.test(value.trim())) {
    try {
      new URL(value.trim())
      return true
    } catch {
      // falls through to the message
    }
  }
  return 'Enter a path on this site starting with / or a full http(s):// address.'
}

type ReferenceValue = { relationTo: string; value: number | string | { slug?: string | null } | null }

export type RedirectRow = {
  from: string
  to?: { type?: string | null; url?: string | null; reference?: ReferenceValue | null } | null
}

/** The target of one redirect row, or null when it cannot be resolved (a deleted or slug-less document). */
export function redirectTarget(row: RedirectRow): string | null {
  const to = row.to
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const ref = to.reference
  if (!ref || !ref.value || typeof ref.value !== 'object') return null
  return documentPath(ref.relationTo, ref.value.slug)
}

export type RedirectMap = Record<string, string>

export function buildRedirectMap(rows: RedirectRow[]): RedirectMap {
  const map: RedirectMap = {}
  for (const row of rows) {
    const from = normaliseRedirectPath(row.from)
    const to = redirectTarget(row)
    if (to && to !== from) map[from] = to
  }
  return map
}

/** Where a request path goes, keeping its query string; null when no redirect applies. */
export function lookUpRedirect(map: RedirectMap, pathname: string, search = ''): string | null {
  const target = map[normaliseRedirectPath(pathname)]
  if (!target) return null
  if (!search || target.includes('?') || /^https?:/i.test(target)) return target
  return `${target}${search}`
}
