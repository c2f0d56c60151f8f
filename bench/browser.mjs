// Browser measurements: the JavaScript each page loads (Chromium through playwright-core, counted by `countScripts`),
// the framework's own chunks (from the build's manifest), and Lighthouse 12 (mobile) driving the same local Chromium.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.mjs'
import { medianRun } from './stats.mjs'

const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--disable-dev-shm-usage']

export { findChromium }

export function chromiumVersion(binary) {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .replace(/^Chromium\s+/, '')
      .split(' ')[0]
  } catch {
    return 'unknown'
  }
}

// What a chunk holds, for the page engineers: the client components it registers (Turbopack keeps export names)
// and the libraries recognisable from their runtime strings.
const LIBRARIES = [
  ['sonner', /data-sonner-toaster|data-sonner-toast/],
  ['radix-ui', /data-radix-|__radixId/],
  ['next/image', /fetchPriority[\s\S]*srcSet|srcSet[\s\S]*fetchPriority/],
  ['react-hook-form', /shouldUnregister|useFormContext/],
  ['zod', /ZodError|\$ZodType|_zod\b/],
  ['lexical', /lexical/i],
]

export function describeChunk(source) {
  const components = new Set()
  for (const m of source.matchAll(/\.s\(\[\s*"([A-Z][A-Za-z0-9]+)"/g)) components.add(m[1])
  const libraries = LIBRARIES.filter(([, pattern]) => pattern.test(source)).map(([name]) => name)
  return { components: [...components].sort(), libraries }
}

export function chunkLabel(d) {
  return [...d.components, ...d.libraries.map((l) => `[${l}]`)].join(' ') || '–'
}

/** The gzip size of a script as a server would send it (level 6, the usual default). */
export function gzipSize(bytes) {
  return gzipSync(bytes, { level: 6 }).length
}

/** A script's size as sent (raw) and gzipped, and what it holds; each URL is fetched once per run. */
const scriptSizes = new Map()
function scriptSize(url) {
  if (!scriptSizes.has(url)) {
    scriptSizes.set(
      url,
      fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(async (res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`)
        const bytes = Buffer.from(await res.arrayBuffer())
        return {
          url,
          raw: bytes.length,
          gzip: gzipSize(bytes),
          contains: chunkLabel(describeChunk(bytes.toString('utf8'))),
        }
      }),
    )
  }
  return scriptSizes.get(url)
}

/** Scripts' sizes summed as one route's figure, biggest script first. */
async function routeFigures(path, urls, inlineBytes) {
  const sized = (await Promise.all(urls.map(scriptSize))).sort((a, b) => b.gzip - a.gzip)
  return {
    path,
    raw: sized.reduce((n, s) => n + s.raw, 0),
    gzip: sized.reduce((n, s) => n + s.gzip, 0),
    scripts: sized,
    inlineBytes,
  }
}

/**
 * The framework's own first-load JavaScript: the chunks the build loads on every page (build-manifest.json's
 * rootMainFiles, what `next build` reports as shared by all), fetched from the running app.
 */
export async function frameworkBaseline({ baseUrl, distDir }) {
  const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  if (!rootMainFiles?.length) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles`)
  return routeFigures(
    'framework (every page)',
    rootMainFiles.map((file) => `${baseUrl}/_next/${encodeURI(file)}`),
    0,
  )
}

/**
 * The counting rule of the JavaScript budget, as a browser loads a page: every script response Chromium received
 * until the network went idle (the page's own chunks, those hydration loads, and those the router's prefetches of
 * linked pages pull in), each URL once, failed responses left out. A response counts as a script by its resource
 * type or a JavaScript content type (a chunk fetched by a prefetch is still a script). Its size is its gzip
 * transfer size: the encoded body when the server sent it gzipped, else the body gzipped here (level 6).
 *
 * @param {Array<{ url: string, resourceType: string, status: number, contentType?: string | null,
 *   contentEncoding?: string | null, encodedBytes?: number | null, body: Buffer }>} responses
 */
export function countScripts(responses) {
  const seen = new Map()
  for (const r of responses) {
    const isScript = r.resourceType === 'script' || /\b(java|ecma)script\b/i.test(r.contentType ?? '')
    if (!isScript || r.status < 200 || r.status >= 300 || seen.has(r.url)) continue
    const gzipped = /^\s*gzip\s*$/i.test(r.contentEncoding ?? '') && (r.encodedBytes ?? 0) > 0
    seen.set(r.url, {
      url: r.url,
      raw: r.body.length,
      gzip: gzipped ? /** @type {number} */ (r.encodedBytes) : gzipSize(r.body),
      contains: chunkLabel(describeChunk(r.body.toString('utf8'))),
    })
  }
  const scripts = [...seen.values()].sort((a, b) => b.gzip - a.gzip)
  return {
    scripts,
    raw: scripts.reduce((n, s) => n + s.raw, 0),
    gzip: scripts.reduce((n, s) => n + s.gzip, 0),
  }
}

/** How long the network must stay quiet, at most, after the load event (prefetches and lazy chunks). */
const IDLE_TIMEOUT_MS = 20_000

/** Loads each path in Chromium and counts every script it loads until the network is idle (`countScripts`). */
export async function measureFirstLoadJs({ baseUrl, paths, executablePath }) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS })
  const measure = async (path) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const observed = []
    page.on('response', (response) => {
      const request = response.request()
      observed.push(
        Promise.all([
          response.body().catch(() => null),
          request.sizes().catch(() => null),
          response.allHeaders().catch(() => ({})),
        ]).then(([body, sizes, headers]) =>
          body === null
            ? null
            : {
                url: response.url(),
                resourceType: request.resourceType(),
                status: response.status(),
                contentType: headers['content-type'] ?? null,
                contentEncoding: headers['content-encoding'] ?? null,
                encodedBytes: sizes?.responseBodySize ?? null,
                body,
              },
        ),
      )
    })
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {})
    const inlineBytes = await page.evaluate(() =>
      [...document.scripts].filter((s) => !s.src).reduce((n, s) => n + new TextEncoder().encode(s.text).length, 0),
    )
    const responses = (await Promise.all(observed)).filter((r) => r !== null)
    await context.close()
    if (!response || response.status() >= 400)
      throw new Error(`${path} answered ${response ? response.status() : 'nothing'}`)
    return { path, ...countScripts(responses), inlineBytes }
  }
  const routes = []
  const failures = []
  try {
    for (const path of paths) {
      await measure(path).then(
        (route) => routes.push(route),
        (error) => failures.push({ path, message: error.message }),
      )
    }
    return { routes, failures }
  } finally {
    await browser.close()
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** The first item a failing audit names (a console error, an element, a URL), for the page engineers. */
function auditDetail(audit) {
  const item = audit.details?.items?.[0]
  if (!item) return ''
  const text = [item.description, item.node?.snippet, item.url, item.source].find((v) => typeof v === 'string' && v)
  return text ? ` (${String(text).replace(/\s+/g, ' ').slice(0, 90)})` : ''
}

/**
 * Lighthouse 12 with its default (mobile, simulated throttling) settings on each path, `runs` times in turn (every
 * page once, then again); each page's median run is returned.
 */
export async function runLighthouse({ baseUrl, paths, executablePath, runs = 1, onChrome = () => {} }) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  onChrome(() => chrome.kill())
  try {
    const byPath = new Map(paths.map((path) => [path, []]))
    for (let run = 0; run < runs; run += 1) {
      for (const path of paths) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        keepLighthouseRun(path, run, result)
        byPath.get(path)?.push(lighthouseRow(path, result.lhr))
      }
    }
    return paths.map((path) => medianRun(byPath.get(path) ?? []))
  } finally {
    chrome.kill()
  }
}

/**
 * BENCH_LIGHTHOUSE_DIR keeps each run's whole report (the LCP element, every request and its timing), and with
 * BENCH_LIGHTHOUSE_TRACE=1 its trace and DevTools log: what a look at why a page's LCP came out as it did needs
 * (`node bench/lantern-graphs.mjs <dir>` prints what Lighthouse's simulated LCP counted from them).
 */
function keepLighthouseRun(path, run, result) {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${run + 1}.json`
  fs.writeFileSync(`${dir}/${name}`, JSON.stringify(result.lhr))
  if (process.env.BENCH_LIGHTHOUSE_TRACE) {
    fs.writeFileSync(`${dir}/trace-${name}`, JSON.stringify(result.artifacts.Trace))
    fs.writeFileSync(`${dir}/devtools-${name}`, JSON.stringify(result.artifacts.DevtoolsLog))
  }
}

/** One Lighthouse result as a report row: the four scores, LCP, CLS and TBT, and the audits worth a look. */
function lighthouseRow(path, lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
  const score = (id) => lhr.categories[id]?.score ?? null
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const failing = []
  // A page kept out of search engines on purpose (robots noindex: the comparison, one page per chosen pair) fails
  // the SEO category's is-crawlable audit by design; its other SEO audits still count.
  const seoOthersFailing = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => {
    const audit = lhr.audits[ref.id]
    return ref.id !== 'is-crawlable' && ref.weight > 0 && audit && audit.score !== null && audit.score < 1
  })
  const noindexByDesign = lhr.audits['is-crawlable']?.score === 0 && seoOthersFailing.length === 0
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${ref.id}${auditDetail(audit)}`)
    }
  }
  for (const id of [
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'render-blocking-resources',
    'unused-javascript',
    'uses-responsive-images',
    'modern-image-formats',
    'server-response-time',
  ]) {
    const audit = lhr.audits[id]
    // An opportunity whose estimated saving is nil is not worth a line.
    if (
      audit &&
      audit.score !== null &&
      audit.score < 0.9 &&
      !/savings of 0\s*(ms|KiB)\b/i.test(audit.displayValue ?? '')
    )
      failing.push(`${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
  }
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    noindexByDesign,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failing,
  }
}
