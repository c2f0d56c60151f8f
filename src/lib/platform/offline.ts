import { unstable_cache } from 'next/cache'

// What the site does while the database cannot be reached: recognise the failure, render from
// fallback data for a short while, and the built-in taxonomy those fallbacks are made from.

/** How long a public page rendered from fallback data may be served from the cache. */
export const OFFLINE_PAGE_SECONDS = 1
/** The same for the /suppliers screens, whose failure states show the spec's alerts. */
export const SUPPLIERS_FAILURE_SECONDS = 5

// Socket errors (Node) and PostgreSQL SQLSTATEs meaning "no usable connection": class 08, shutdown or
// start-up (57P0x), too many connections, missing database, failed authentication.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000',
  '28000',
  '28P01',
])

const UNREACHABLE_MESSAGE =
  /cannot connect to postgres|connection terminated|timeout exceeded when trying to connect|ECONNREFUSED|getaddrinfo/i

/** Whether an error (or any error it wraps, through `cause` or an AggregateError) means the database cannot be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof record.code === 'string' && UNREACHABLE_CODES.has(record.code)) return true
    if (typeof record.message === 'string' && UNREACHABLE_MESSAGE.test(record.message)) return true
    pending.push(record.cause)
    if (Array.isArray(record.errors)) pending.push(...record.errors)
  }
  return false
}

export type SupplierLoadError = 'unreachable' | 'unexpected'

export function classifySupplierLoadError(error: unknown): SupplierLoadError {
  return isDatabaseUnreachable(error) ? 'unreachable' : 'unexpected'
}

/** Body of GET /api/suppliers/list when it fails. */
export type SupplierListFailure = { error: SupplierLoadError }

const lifetimeMarkers = new Map<number, () => Promise<boolean>>()

/**
 * Keeps the current page render in the cache for `seconds` at most: a cached read with a short lifetime
 * lowers the lifetime of the page rendering it (ISR takes the shortest). connection() cannot be used
 * instead: on a prerendered route Next answers a dynamic regeneration with a 500.
 */
export async function capRenderLifetime(seconds: number): Promise<void> {
  let marker = lifetimeMarkers.get(seconds)
  if (!marker) {
    marker = unstable_cache(async () => true, ['offline-render', String(seconds)], { revalidate: seconds })
    lifetimeMarkers.set(seconds, marker)
  }
  await marker()
}

/** Logs a failed read and keeps the render that falls back from it cached for `seconds` at most. */
export async function renderOffline(
  what: string,
  error: unknown,
  seconds: number = OFFLINE_PAGE_SECONDS,
): Promise<void> {
  console.error(
    `[offline] reading ${what} failed; rendering fallback data, cached for ${seconds}s:`,
    error instanceof Error ? error.message : error,
  )
  await capRenderLifetime(seconds)
}

/** A CMS read the page can do without: on failure its fallback, logged, and the render cached for `seconds` at most. */
export async function readOr<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T,
  seconds: number = OFFLINE_PAGE_SECONDS,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    await renderOffline(what, error, seconds)
    return fallback
  }
}

/** The cities the site ships with, for the header, footer and city pages while the CMS cannot be read. */
export const BUILT_IN_CITIES: readonly { slug: string; name: string }[] = [
  'London',
  'Manchester',
  'Birmingham',
  'Glasgow',
  'Leeds',
].map((name) => ({ slug: name.toLowerCase(), name }))

/** The categories the site ships with (slug and navigation label), for the same. */
export const BUILT_IN_CATEGORIES: readonly { slug: string; label: string }[] = [
  { slug: 'timber', label: 'Timber' },
  { slug: 'insulation', label: 'Insulation' },
  { slug: 'concrete', label: 'Concrete' },
  { slug: 'paints', label: 'Paints' },
  { slug: 'roofing', label: 'Roofing' },
  { slug: 'solar', label: 'Solar Panels' },
]

const BUILT_IN_ALIASES: Record<string, string> = { 'sustainable-roofing': 'roofing' }

/** A built-in category slug for a slug or one of its aliases ('sustainable-roofing' is 'roofing'); other slugs unchanged. */
export function builtInCategorySlug(slug: string): string {
  return Object.hasOwn(BUILT_IN_ALIASES, slug) ? BUILT_IN_ALIASES[slug] : slug
}
