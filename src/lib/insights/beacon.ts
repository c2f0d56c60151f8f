import { createHmac } from 'node:crypto'

import { isInsightMetric, WHOLE_SUPPLIER, type InsightMetric } from '@/lib/insights/metrics'

/**
 * The beacon's rules (issue 35, counting without tracking), pure: what a batch may hold, who is not counted, and the
 * key that collapses a visitor's repeats within a UK day. The database side is `record.ts`.
 */

/** A batch larger than this is refused (400) before it is read as JSON. */
export const INSIGHT_BATCH_MAX_BYTES = 2048
/** At most this many events in one batch (the script sends at most this many per beacon). */
export const INSIGHT_BATCH_MAX_EVENTS = 40
/** Events one address may send in an hour before 429 (INSIGHT_RATE_LIMIT overrides). */
export const DEFAULT_INSIGHT_RATE_LIMIT = 600
export const INSIGHT_RATE_WINDOW_SECONDS = 60 * 60

const MAX_ID = 2_147_483_647

export type InsightEvent = { metric: InsightMetric; supplierId: number; productId: number }

export type ParsedBatch = { ok: true; events: InsightEvent[] } | { ok: false; message: string }

/** INSIGHT_RATE_LIMIT as a positive whole number; anything else means the default. */
export function insightRateLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const value = Number(env.INSIGHT_RATE_LIMIT?.trim())
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_INSIGHT_RATE_LIMIT
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ID

/**
 * A beacon's body: a JSON array of events, each `[metric, supplierId]` or `[metric, supplierId, productId]`
 * (what `navigator.sendBeacon` sends as text/plain, or application/json). A product id is required for
 * `product_view` and allowed only there and on `impression`. Repeats inside the batch count once.
 */
export function parseBeaconBody(raw: string): ParsedBatch {
  if (Buffer.byteLength(raw) > INSIGHT_BATCH_MAX_BYTES)
    return { ok: false, message: `The batch is larger than ${INSIGHT_BATCH_MAX_BYTES} bytes.` }
  let input: unknown
  try {
    input = JSON.parse(raw)
  } catch {
    return { ok: false, message: 'The batch is not valid JSON.' }
  }
  if (!Array.isArray(input) || input.length === 0)
    return { ok: false, message: 'The batch must be a non-empty JSON array of events.' }
  if (input.length > INSIGHT_BATCH_MAX_EVENTS)
    return { ok: false, message: `A batch holds at most ${INSIGHT_BATCH_MAX_EVENTS} events.` }
  const events = new Map<string, InsightEvent>()
  for (const [index, item] of input.entries()) {
    const where = `Event ${index + 1}`
    if (!Array.isArray(item) || item.length < 2 || item.length > 3)
      return { ok: false, message: `${where} must be [metric, supplierId] or [metric, supplierId, productId].` }
    const [metric, supplierId, productId = WHOLE_SUPPLIER] = item as unknown[]
    if (!isInsightMetric(metric)) return { ok: false, message: `${where} names no known metric.` }
    if (!isId(supplierId)) return { ok: false, message: `${where}'s supplier id is not a positive whole number.` }
    if (productId !== WHOLE_SUPPLIER && !isId(productId))
      return { ok: false, message: `${where}'s product id is not a positive whole number.` }
    if (metric === 'product_view' && productId === WHOLE_SUPPLIER)
      return { ok: false, message: `${where}: a product view names its product.` }
    if (metric !== 'product_view' && metric !== 'impression' && productId !== WHOLE_SUPPLIER)
      return { ok: false, message: `${where}: only product views and impressions name a product.` }
    const event = { metric, supplierId, productId: productId as number }
    events.set(`${metric}:${supplierId}:${event.productId}`, event)
  }
  return { ok: true, events: [...events.values()] }
}

/**
 * User agents of crawlers, link previews, monitors, scripts and headless browsers: a small rule set kept here (no
 * dependency), matched case-insensitively as words or parts of names. An empty user agent is not a visitor either.
 */
export const BOT_USER_AGENT = new RegExp(
  [
    // crawlers and link previews ('bot' as a word's end or before a version, but not the Cubot phones)
    '(?<!cu)bot\\b',
    'bot[/_-]',
    'crawl',
    'spider',
    'slurp',
    'scrap',
    'archiver',
    'facebookexternalhit',
    'embedly',
    'preview',
    'whatsapp',
    'mediapartners',
    'feedfetcher',
    // headless and automated browsers, page-speed and uptime tools
    'headless',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor',
    // HTTP libraries and command-line clients, load generators
    'curl/',
    'wget',
    'python',
    'java/',
    'okhttp',
    'go-http',
    'node-fetch',
    'undici',
    'axios',
    'libwww',
    'httpclient',
    'http_request',
    '\\bk6\\b',
    'loadtest',
    'autocannon',
  ].join('|'),
  'i',
)

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim() ?? ''
  return ua === '' || BOT_USER_AGENT.test(ua)
}

/** A request the browser or Next's router makes ahead of a visit (speculation rules, link prefetch, router prefetch). */
export function isPrefetch(headers: Pick<Headers, 'get'>): boolean {
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`
  return /prefetch|prerender|preview/i.test(purpose) || headers.get('next-router-prefetch') !== null
}

/** Not counted at all: bots and prefetches (the endpoint answers 204 and changes nothing). */
export function isUncounted(headers: Pick<Headers, 'get'>): boolean {
  return isBotUserAgent(headers.get('user-agent')) || isPrefetch(headers)
}

/**
 * The beacon's own origin check: a browser names the site a request comes from (Sec-Fetch-Site, Origin); another
 * site's page may not send us events. Requests without either header (not a browser) pass on to the limit.
 */
export function isCrossSite(headers: Pick<Headers, 'get'>): boolean {
  // A browser that sends Fetch Metadata has said which site the page is on (a page cannot forge it); the Origin check
  // is for older browsers only. A proxy on another port (X-Forwarded-Host without it) must not turn it into a 403.
  const site = headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = headers.get('origin')
  if (!origin) return false
  const host = headers.get('x-forwarded-host') ?? headers.get('host')
  try {
    return !host || new URL(origin).host !== host.split(',')[0].trim()
  } catch {
    return true
  }
}

/**
 * The de-duplication key of one event: HMAC-SHA256 under the day's random salt of the day, the client address, the
 * user agent and the event. Stored for the day only (`insight_seen`), never with the counts; the address and the
 * user agent are never stored, and once the salt is deleted the key cannot be tied back to them.
 */
export function seenKey(
  salt: Buffer,
  day: string,
  visitor: { ip: string | null; userAgent: string | null },
  event: InsightEvent,
): Buffer {
  return createHmac('sha256', salt)
    .update(
      [day, visitor.ip ?? '', visitor.userAgent ?? '', event.metric, event.supplierId, event.productId].join('\n'),
    )
    .digest()
}

/** The per-address limit's key: the address under the day's salt, so the limiter's table holds no address either. */
export function limitKey(salt: Buffer, ip: string | null): string {
  return createHmac('sha256', salt)
    .update(`limit\n${ip ?? 'unknown'}`)
    .digest('hex')
}
