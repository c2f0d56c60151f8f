import { ABOUT_PATH, categoryPath, cityPath, HOME_PATH, postPath, profilePath } from '@/lib/routes'

// Which page shows a document, for live preview and the draft preview link (pure, shared by config and tests).

export const PREVIEW_ROUTE = '/api/preview'
export const EXIT_PREVIEW_ROUTE = '/api/preview/exit'

export const PREVIEW_COLLECTIONS = ['posts', 'suppliers', 'cities', 'categories'] as const
export const PREVIEW_GLOBALS = ['home', 'about'] as const

export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]
export type PreviewGlobal = (typeof PREVIEW_GLOBALS)[number]

/** Live preview widths: a phone, a tablet and a desktop screen. */
export const PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

const GLOBAL_PATHS: Record<PreviewGlobal, string> = { home: HOME_PATH, about: ABOUT_PATH }

/** The page of a document, or null while it has no slug yet. */
export function documentPath(collection: string, slug: unknown): string | null {
  if (typeof slug !== 'string' || !slug.trim()) return null
  switch (collection) {
    case 'posts':
      return postPath(slug)
    case 'suppliers':
      return profilePath(slug)
    case 'cities':
      return cityPath(slug)
    case 'categories':
      return categoryPath(slug)
    default:
      return null
  }
}

export function globalPath(global: string): string | null {
  return (GLOBAL_PATHS as Record<string, string>)[global] ?? null
}

/** The staff-only link that turns on draft mode and opens the page. */
export function previewLink(path: string): string {
  return `${PREVIEW_ROUTE}?${new URLSearchParams({ path }).toString()}`
}

const SITE = 'http://site.invalid'
// Backslashes (read as slashes by browsers), control characters and DEL.
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/

/**
 * Whether a browser (or a proxy that decodes once) reads `path` as a path on this site: it starts with one slash,
 * and neither it nor its decoded path part starts with `//` or holds a backslash or a control character.
 */
function readsAsLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_CHARACTER.test(path)) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(path.split('?')[0]!)
  } catch {
    return false
  }
  return !decoded.startsWith('//') && !UNSAFE_CHARACTER.test(decoded)
}

/**
 * A path on this site (never another origin, never a protocol-relative or backslash trick), else null. The value
 * is normalised (dot segments resolved, fragment dropped) and the result checked again: `/.//evil.example`
 * normalises to `//evil.example`, which a browser reads as another site.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 500 || !readsAsLocalPath(value)) return null
  try {
    const url = new URL(value, SITE)
    if (url.origin !== SITE) return null
    const path = `${url.pathname}${url.search}`
    return readsAsLocalPath(path) && new URL(path, SITE).origin === SITE ? path : null
  } catch {
    return null
  }
}
