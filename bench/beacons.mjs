// The visit-counting endpoint's throughput (issue 35): POST /api/insights with batches of events as the page script
// sends them, from many visitors, while page views are served in the same run; none of them may fail.
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

/** The goal of issue 35: events a second recorded by the beacon endpoint on this machine. */
export const BEACON_GOAL_EVENTS_PER_SECOND = 1000
/** Events per beacon: a list page's cards (impressions) and a view, as the script batches them. */
export const EVENTS_PER_BEACON = 10
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** The published suppliers and products a page shows, read from the visit counter's marks in its HTML. */
export function markedIds(html) {
  const suppliers = new Set()
  const products = []
  for (const m of html.matchAll(/data-insight="(?:impression|profile_view|product_view) (\d+)(?: (\d+))?"/g)) {
    suppliers.add(Number(m[1]))
    if (m[2]) products.push([Number(m[1]), Number(m[2])])
  }
  return { suppliers: [...suppliers], products }
}

/**
 * The inline visit-counting script in a page's HTML, gzipped on its own (bytes), or null when the page has none: the
 * browser phase counts script files, and this one is inline, so its weight is reported here (issue 35: under 1 kB).
 */
export function inlineBeaconGzip(html) {
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g))
    if (m[1].includes("'/api/insights'")) return gzipSync(m[1]).length
  return null
}

/**
 * Beacon `i`'s body and its visitor's address: a view and impressions of the page's suppliers and products. Visitors
 * (addresses) repeat, so part of the events are repeats the endpoint must collapse, as on the site.
 */
export function beaconRequest(i, { suppliers, products }, visitors = 5000) {
  const events = []
  const at = (list, n) => list[(i * 7 + n) % list.length]
  events.push(['profile_view', at(suppliers, 0)])
  for (let n = 1; events.length < EVENTS_PER_BEACON; n += 1)
    events.push(products.length && n % 2 ? ['impression', ...at(products, n)] : ['impression', at(suppliers, n)])
  const v = i % visitors
  return { body: JSON.stringify(events), ip: `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}` }
}

/** The figures and the verdict: the goal in events a second, and no failed beacon or page view. */
export function beaconVerdict({ seconds, beacons, beaconFailures, pageViews, pageFailures }) {
  const eventsPerSecond = seconds > 0 ? (beacons * EVENTS_PER_BEACON) / seconds : 0
  return {
    eventsPerSecond,
    met:
      eventsPerSecond >= BEACON_GOAL_EVENTS_PER_SECOND && beaconFailures === 0 && pageFailures === 0 && pageViews > 0,
  }
}

/**
 * @typedef {{ available: false, reason: string } | {
 *   available: true, pagePath: string, scriptGzip: number | null, connections: number, seconds: number, beacons: number, beaconFailures: number,
 *   pageViews: number, pageFailures: number, beaconP50: number, beaconP99: number, pageP50: number, pageP99: number,
 *   eventsPerSecond: number, met: boolean
 * }} BeaconFigures
 */

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

/**
 * `duration` seconds of beacons (`connections` at a time) naming the suppliers and products `idsPages` show and, at
 * the same time, page views of `pagePath` (a few connections): throughput, latency, and every failure of either.
 */
export async function measureBeacons({ appUrl, pagePath, idsPages, duration, connections }) {
  const html = await Promise.all(idsPages.map(async (path) => (await fetch(`${appUrl}${path}`)).text()))
  const ids = markedIds(html.join('\n'))
  if (!ids.suppliers.length) return { available: false, reason: `no marked supplier on ${idsPages.join(', ')}` }
  const scriptGzip = inlineBeaconGzip(html[0])
  let i = 0
  const beacons = run({
    url: `${appUrl}/api/insights`,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { body, ip } = beaconRequest(i++, ids)
          return {
            ...request,
            body,
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': ip },
          }
        },
      },
    ],
  })
  const pages = run({ url: `${appUrl}${pagePath}`, connections: 4, duration, timeout: 10 })
  const [b, p] = await Promise.all([beacons, pages])
  const figures = {
    seconds: b.duration,
    beacons: b['2xx'],
    beaconFailures: b.errors + b.timeouts + b.non2xx,
    pageViews: p['2xx'],
    pageFailures: p.errors + p.timeouts + p.non2xx,
  }
  return {
    available: true,
    pagePath,
    scriptGzip,
    connections,
    ...figures,
    beaconP50: b.latency.p50,
    beaconP99: b.latency.p99,
    pageP50: p.latency.p50,
    pageP99: p.latency.p99,
    ...beaconVerdict(figures),
  }
}
