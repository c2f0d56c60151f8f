// Pure figures of the bench: percentiles, ratios, and each figure checked against its target.

/** The performance targets. */
export const TARGETS = Object.freeze({
  /** Through nginx, a cached page's requests/s as a share of the static ceiling's. */
  proxyRatio: 0.8,
  /** From the app directly, the same share. */
  appRatio: 0.08,
  /** First-load JavaScript allowed above the empty page's, in gzip bytes (kB = 1000 bytes). */
  jsOverBaselineBytes: 30_000,
  /** Uncached supplier queries with 10,000 suppliers, p95 in milliseconds (strictly under). */
  queryP95Ms: 20,
  /** Lighthouse 12's mobile profile, on the medians of the runs (issue 29): scores on 0..100, times in ms. */
  lighthouse: Object.freeze({
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 2000,
    tbtMs: 50,
    /** CLS 0, as Lighthouse shows it (three decimals). */
    clsMax: 0,
  }),
  /** An editor's save visible on the public page, in seconds. */
  editorAppSeconds: 5,
  editorProxySeconds: 10,
})

/** The nearest-rank percentile of `values` (p in 0..100); null for no values. */
export function percentile(values, p) {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]
}

export function summarise(values) {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: values.length ? Math.max(...values) : null,
    mean: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
  }
}

/** a / b, or null when either is missing or b is zero. */
export function ratio(a, b) {
  if (a === null || a === undefined || b === null || b === undefined || b === 0) return null
  return a / b
}

/** One target's segments added up: requests/s over all measured seconds; autocannon's errors include timeouts. */
export function combineSegments(segments) {
  const seconds = segments.reduce((s, x) => s + x.durationSeconds, 0)
  const requests = segments.reduce((s, x) => s + x.requests, 0)
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    requests,
    errors: segments.reduce((s, x) => s + x.errors, 0),
    non2xx: segments.reduce((s, x) => s + x.non2xx, 0),
    seconds,
  }
}

/** Statements per view: the statements counted during a target's runs over the requests served. */
export function perView(statements, requests) {
  return requests > 0 ? statements / requests : null
}

export function verdictLabel(met) {
  if (met === null) return 'n/a'
  return met ? 'met' : 'MISSED'
}

/** The load targets of one page: each side's share of the static ceiling, clean and (for the app) query-free. */
export function loadVerdicts(page) {
  const ceiling = page.static?.rps ?? null
  const appRatio = page.app ? ratio(page.app.rps, ceiling) : null
  const proxyRatio = page.proxy ? ratio(page.proxy.rps, ceiling) : null
  const clean = (t) => t.errors === 0 && t.non2xx === 0
  const appMet =
    appRatio === null || !page.app
      ? null
      : appRatio >= TARGETS.appRatio &&
        clean(page.app) &&
        (page.appStatements === null || page.appStatements === undefined || page.appStatements === 0)
  const proxyMet = proxyRatio === null || !page.proxy ? null : proxyRatio >= TARGETS.proxyRatio && clean(page.proxy)
  return { appRatio, proxyRatio, appMet, proxyMet }
}

export function jsVerdict(routeGzip, baselineGzip) {
  if (routeGzip === null || baselineGzip === null) return { over: null, met: null }
  const over = routeGzip - baselineGzip
  return { over, met: over <= TARGETS.jsOverBaselineBytes }
}

/** The median of numbers, nulls left out: the lower middle one of an even count (a value a run gave); null for none. */
export function median(values) {
  const known = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b)
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null
}

const RUN_METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls']

/**
 * One page's runs as one row: each score and each metric is the median of its own values over the runs (so a run
 * slow in one way does not decide the others), every run's performance kept beside it; the failing audits are
 * those of the run with the median performance score (the lower middle one), as Lighthouse CI picks its run.
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun needs at least one run')
  const ranked = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1))
  const row = { ...ranked[Math.floor((ranked.length - 1) / 2)], performanceRuns: runs.map((r) => r.performance) }
  for (const key of RUN_METRICS) row[key] = median(runs.map((r) => r[key]))
  return row
}

/** Lighthouse scores are 0..1 in the report; the targets are on the 0..100 scale. Times are in milliseconds. */
export function lighthouseVerdicts(scores) {
  const atLeast = (score, target) => (score === null ? null : Math.round(score * 100) >= target)
  const atMost = (value, limit) => (value === null || value === undefined ? null : value <= limit)
  const t = TARGETS.lighthouse
  return {
    performance: atLeast(scores.performance, t.performance),
    accessibility: atLeast(scores.accessibility, t.accessibility),
    bestPractices: atLeast(scores.bestPractices, t.bestPractices),
    // A noindex page whose only failing SEO audit is is-crawlable meets the SEO target (bench/browser.mjs).
    seo: scores.noindexByDesign ? true : atLeast(scores.seo, t.seo),
    lcp: atMost(scores.lcpMs, t.lcpMs),
    tbt: atMost(scores.tbtMs, t.tbtMs),
    cls: scores.cls === null || scores.cls === undefined ? null : Math.round(scores.cls * 1000) / 1000 <= t.clsMax,
  }
}

/** `seconds` is null when the change never appeared. */
export function withinSeconds(seconds, limit) {
  return seconds !== null && seconds <= limit
}
