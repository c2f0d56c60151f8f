import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import {
  INSIGHT_BATCH_MAX_BYTES,
  INSIGHT_BATCH_MAX_EVENTS,
  insightRateLimit,
  isBotUserAgent,
  isCrossSite,
  isPrefetch,
  isUncounted,
  limitKey,
  parseBeaconBody,
  seenKey,
  type InsightEvent,
} from '@/lib/insights/beacon'
import { INSIGHT_BEACON_SCRIPT, insightClick, insightMark } from '@/lib/insights/beacon-script'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const headers = (values: Record<string, string>) => new Headers(values)

describe('the de-duplication key', () => {
  const salt = randomBytes(32)
  const visitor = { ip: '203.0.113.7', userAgent: CHROME }
  const view: InsightEvent = { metric: 'profile_view', supplierId: 12, productId: 0 }

  it('is the same for the same visitor, day and event', () => {
    expect(
      seenKey(salt, '2026-11-26', visitor, view).equals(seenKey(salt, '2026-11-26', { ...visitor }, { ...view })),
    ).toBe(true)
  })

  it('differs the next day (a new salt, and the day itself)', () => {
    const today = seenKey(salt, '2026-11-26', visitor, view)
    expect(seenKey(randomBytes(32), '2026-11-27', visitor, view).equals(today)).toBe(false)
    expect(seenKey(salt, '2026-11-27', visitor, view).equals(today)).toBe(false)
  })

  it('differs for another address, user agent or event', () => {
    const key = seenKey(salt, '2026-11-26', visitor, view)
    const others = [
      seenKey(salt, '2026-11-26', { ...visitor, ip: '203.0.113.8' }, view),
      seenKey(salt, '2026-11-26', { ...visitor, userAgent: `${CHROME} Edg/131` }, view),
      seenKey(salt, '2026-11-26', visitor, { ...view, metric: 'click_website' }),
      seenKey(salt, '2026-11-26', visitor, { ...view, supplierId: 13 }),
      seenKey(salt, '2026-11-26', visitor, { metric: 'impression', supplierId: 12, productId: 5 }),
      seenKey(salt, '2026-11-26', visitor, { metric: 'impression', supplierId: 12, productId: 6 }),
    ]
    for (const other of others) expect(other.equals(key)).toBe(false)
    expect(new Set(others.map((o) => o.toString('hex'))).size).toBe(others.length)
  })

  it('holds neither the address nor the user agent', () => {
    const key = seenKey(salt, '2026-11-26', visitor, view)
    expect(key).toHaveLength(32)
    expect(key.toString('latin1')).not.toContain('203.0.113.7')
    expect(limitKey(salt, '203.0.113.7')).not.toContain('203.0.113.7')
    expect(limitKey(salt, '203.0.113.7')).not.toBe(limitKey(randomBytes(32), '203.0.113.7'))
  })
})

describe('the bot and prefetch rules', () => {
  it('counts browsers, also phones whose names end in bot', () => {
    for (const ua of [
      CHROME,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    ])
      expect(isBotUserAgent(ua), ua).toBe(false)
  })

  it('does not count crawlers, previews, scripts, headless browsers or no user agent', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Wget/1.21.4',
      'node-fetch/1.0',
      '',
      '   ',
    ])
      expect(isBotUserAgent(ua), ua).toBe(true)
    expect(isBotUserAgent(null)).toBe(true)
  })

  it('does not count prefetches: Sec-Purpose, Purpose, Next-Router-Prefetch', () => {
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch' }))).toBe(true)
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true)
    expect(isPrefetch(headers({ purpose: 'prefetch' }))).toBe(true)
    expect(isPrefetch(headers({ 'next-router-prefetch': '1' }))).toBe(true)
    expect(isPrefetch(headers({ 'user-agent': CHROME }))).toBe(false)
    expect(isUncounted(headers({ 'user-agent': CHROME }))).toBe(false)
    expect(isUncounted(headers({ 'user-agent': CHROME, 'sec-purpose': 'prefetch' }))).toBe(true)
    expect(isUncounted(headers({ 'user-agent': 'curl/8.5.0' }))).toBe(true)
  })

  it('refuses another site’s page and takes our own', () => {
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-site' }))).toBe(true)
    expect(isCrossSite(headers({ origin: 'https://evil.example', host: 'ecobuild.example' }))).toBe(true)
    expect(
      isCrossSite(
        headers({ 'sec-fetch-site': 'same-origin', origin: 'https://ecobuild.example', host: 'ecobuild.example' }),
      ),
    ).toBe(false)
    expect(isCrossSite(headers({ host: 'ecobuild.example' }))).toBe(false)
  })

  it('believes a browser’s Fetch Metadata over a proxy that names the host without its port', () => {
    // nginx on :8443 forwards `X-Forwarded-Host: ecobuild.example`; the page's own beacon is still same-origin.
    const behindProxy = { origin: 'https://ecobuild.example:8443', 'x-forwarded-host': 'ecobuild.example' }
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-origin', ...behindProxy }))).toBe(false)
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site', ...behindProxy }))).toBe(true)
    // Without Fetch Metadata the Origin check decides.
    expect(isCrossSite(headers(behindProxy))).toBe(true)
  })
})

describe('a beacon batch', () => {
  it('reads events and collapses repeats', () => {
    expect(
      parseBeaconBody(
        JSON.stringify([
          ['profile_view', 3],
          ['impression', 3, 9],
          ['profile_view', 3],
          ['product_view', 3, 9],
        ]),
      ),
    ).toEqual({
      ok: true,
      events: [
        { metric: 'profile_view', supplierId: 3, productId: 0 },
        { metric: 'impression', supplierId: 3, productId: 9 },
        { metric: 'product_view', supplierId: 3, productId: 9 },
      ],
    })
  })

  it('refuses bad input with a message', () => {
    const bad = [
      'not json',
      '{}',
      '[]',
      JSON.stringify([['page_view', 3]]),
      JSON.stringify([['profile_view', 0]]),
      JSON.stringify([['profile_view', -3]]),
      JSON.stringify([['profile_view', 1.5]]),
      JSON.stringify([['profile_view', '3']]),
      JSON.stringify([['profile_view', 2_147_483_648]]),
      JSON.stringify([['product_view', 3]]),
      JSON.stringify([['click_website', 3, 9]]),
      JSON.stringify([['profile_view', 3, 9, 1]]),
      JSON.stringify([['profile_view']]),
      JSON.stringify(Array.from({ length: INSIGHT_BATCH_MAX_EVENTS + 1 }, (_, i) => ['impression', i + 1])),
      JSON.stringify([['profile_view', 3, 0, ' '.repeat(INSIGHT_BATCH_MAX_BYTES)]]),
    ]
    for (const body of bad) {
      const parsed = parseBeaconBody(body)
      expect(parsed.ok, body.slice(0, 60)).toBe(false)
      if (!parsed.ok) expect(parsed.message).toMatch(/\w/)
    }
    expect(
      parseBeaconBody(JSON.stringify(Array.from({ length: INSIGHT_BATCH_MAX_EVENTS }, (_, i) => ['impression', i + 1])))
        .ok,
    ).toBe(true)
  })

  it('reads INSIGHT_RATE_LIMIT, with a default', () => {
    expect(insightRateLimit({ INSIGHT_RATE_LIMIT: '50' })).toBe(50)
    expect(insightRateLimit({ INSIGHT_RATE_LIMIT: 'lots' })).toBe(insightRateLimit({}))
    expect(insightRateLimit({ INSIGHT_RATE_LIMIT: '0' })).toBe(insightRateLimit({}))
  })
})

describe('the visit-counting script', () => {
  it('is under 1 kB gzipped', () => {
    expect(gzipSync(INSIGHT_BEACON_SCRIPT).length).toBeLessThan(1024)
  })

  /** The script run against a small stand-in of the browser: what it sends, and the page's events to fire. */
  function runScript(readyState: 'loading' | 'complete', marked: Array<Record<string, string>>) {
    const sent: unknown[][] = []
    const listeners = new Map<string, (event?: unknown) => void>()
    const timers: Array<() => void> = []
    const element = (attributes: Record<string, string>) => ({
      getAttribute: (name: string) => attributes[name] ?? null,
      closest: (selector: string) => (attributes[selector.slice(1, -1)] !== undefined ? element(attributes) : null),
    })
    const nodes = marked.map(element)
    const document = {
      readyState,
      body: {},
      prerendering: false,
      querySelectorAll: () => nodes.filter((n) => n.getAttribute('data-insight') !== null),
      addEventListener: (type: string, fn: (event?: unknown) => void) => listeners.set(`document:${type}`, fn),
    }
    const window = { addEventListener: (type: string, fn: () => void) => listeners.set(`window:${type}`, fn) }
    const navigator = {
      sendBeacon: (url: string, body: string) => {
        expect(url).toBe('/api/insights')
        sent.push(JSON.parse(body) as unknown[])
        return true
      },
    }
    const observers: Array<() => void> = []
    class MutationObserver {
      constructor(callback: () => void) {
        observers.push(callback)
      }
      observe() {}
    }
    const setTimeout = (fn: () => void) => timers.push(fn)
    new Function('document', 'window', 'navigator', 'MutationObserver', 'setTimeout', INSIGHT_BEACON_SCRIPT)(
      document,
      window,
      navigator,
      MutationObserver,
      setTimeout,
    )
    return {
      sent,
      listeners,
      timers,
      nodes,
      observers,
      add: (attributes: Record<string, string>) => nodes.push(element(attributes)),
    }
  }

  it('sends nothing before the load event, then the marked views and impressions in one batch', () => {
    const page = runScript('loading', [
      insightMark('profile_view', 4),
      insightMark('impression', 4, 8),
      insightMark('impression', 5),
    ])
    expect(page.sent).toEqual([])
    expect(page.timers).toEqual([])
    page.listeners.get('window:load')!()
    page.timers.splice(0).forEach((fn) => fn())
    expect(page.sent).toEqual([
      [
        ['profile_view', 4],
        ['impression', 4, 8],
        ['impression', 5],
      ],
    ])
  })

  it('reports what a client navigation renders later, once, and nothing already reported', () => {
    const page = runScript('complete', [insightMark('impression', 4)])
    page.timers.splice(0).forEach((fn) => fn())
    expect(page.sent).toEqual([[['impression', 4]]])
    page.add(insightMark('profile_view', 4))
    page.observers.forEach((changed) => changed())
    page.observers.forEach((changed) => changed())
    page.timers.splice(0).forEach((fn) => fn())
    expect(page.sent).toEqual([[['impression', 4]], [['profile_view', 4]]])
  })

  it('sends a contact click at once, and batches of at most 40', () => {
    const many = Array.from({ length: 45 }, (_, i) => insightMark('impression', i + 1))
    const page = runScript('complete', many)
    page.timers.splice(0).forEach((fn) => fn())
    expect(page.sent.map((batch) => batch.length)).toEqual([40, 5])
    const link = { ...insightClick('click_website', 9) }
    page.listeners.get('document:click')!({
      target: { closest: () => ({ getAttribute: (n: string) => (link as Record<string, string>)[n] }) },
    })
    expect(page.sent.at(-1)).toEqual([['click_website', 9]])
  })
})
