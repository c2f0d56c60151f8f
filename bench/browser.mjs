// Browser measurements: first-load JavaScript per route (Chromium through playwright-core), the framework's share
// of it (from the build's manifest), and Lighthouse 12 (mobile) driving the same local Chromium.
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

/** Loads each path in Chromium and sizes every script file requested before the load event. */
export async function measureFirstLoadJs({ baseUrl, paths, executablePath }) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS })
  const measure = async (path) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    // The router's prefetches of linked pages would pull in those pages' chunks: refused, so only this page's count.
    await context.route('**/*', (route) => {
      const request = route.request()
      return new URL(request.url()).searchParams.has('_rsc') || request.headers()['rsc'] === '1'
        ? route.abort()
        : route.continue()
    })
    const page = await context.newPage()
    const scripts = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url())
    })
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 })
    // What hydration loads right after the load event (lazy components in the first viewport).
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
    const inlineBytes = await page.evaluate(() =>
      [...document.scripts].filter((s) => !s.src).reduce((n, s) => n + new TextEncoder().encode(s.text).length, 0),
    )
    await context.close()
    if (!response || response.status() >= 400)
      throw new Error(`${path} answered ${response ? response.status() : 'nothing'}`)
    return routeFigures(path, [...scripts], inlineBytes)
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
        byPath.get(path)?.push(lighthouseRow(path, result.lhr))
      }
    }
    return paths.map((path) => medianRun(byPath.get(path) ?? []))
  } finally {
    chrome.kill()
  }
}

/** One Lighthouse result as a report row: the four scores, LCP, CLS and TBT, and the audits worth a look. */
function lighthouseRow(path, lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`)
  const score = (id) => lhr.categories[id]?.score ?? null
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const failing = []
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
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failing,
  }
}
