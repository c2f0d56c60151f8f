import { describe, expect, it } from 'vitest'

import {
  TARGETS,
  combineSegments,
  jsVerdict,
  lighthouseVerdicts,
  loadVerdicts,
  medianRun,
  percentile,
  perView,
  ratio,
  summarise,
  withinSeconds,
} from '../stats.mjs'

const totals = (rps: number, errors = 0, non2xx = 0) => ({ rps, requests: rps * 10, errors, non2xx, seconds: 10 })

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 6, 8, 7, 10, 9]
    expect(percentile(values, 50)).toBe(5)
    expect(percentile(values, 95)).toBe(10)
    expect(percentile(values, 10)).toBe(1)
    expect(percentile(values, 0)).toBe(1)
    expect(percentile(values, 100)).toBe(10)
  })

  it('is null without values and does not reorder its input', () => {
    expect(percentile([], 50)).toBeNull()
    const values = [3, 1, 2]
    percentile(values, 50)
    expect(values).toEqual([3, 1, 2])
  })

  it('summarises', () => {
    expect(summarise([2, 4, 6, 8])).toEqual({ count: 4, p50: 4, p95: 8, p99: 8, max: 8, mean: 5 })
    expect(summarise([]).p50).toBeNull()
  })
})

describe('ratio and per-view figures', () => {
  it('divides, and is null when either side is missing or the divisor is zero', () => {
    expect(ratio(2_000, 20_000)).toBeCloseTo(0.1)
    expect(ratio(1, 0)).toBeNull()
    expect(ratio(null, 5)).toBeNull()
    expect(ratio(5, undefined)).toBeNull()
    expect(perView(3, 1_000)).toBeCloseTo(0.003)
    expect(perView(3, 0)).toBeNull()
  })
})

describe('combineSegments', () => {
  it('merges alternating rounds: all requests over all seconds, errors and non-2xx summed', () => {
    const combined = combineSegments([
      { durationSeconds: 5, requests: 10_000, errors: 1, timeouts: 1, non2xx: 0 },
      { durationSeconds: 5, requests: 12_000, errors: 0, timeouts: 0, non2xx: 3 },
    ])
    expect(combined.rps).toBeCloseTo(2_200)
    expect(combined.requests).toBe(22_000)
    // autocannon already counts a timeout as an error.
    expect(combined.errors).toBe(1)
    expect(combined.non2xx).toBe(3)
    expect(combined.seconds).toBe(10)
  })

  it('gives 0 requests/s for no time measured', () => {
    expect(combineSegments([]).rps).toBe(0)
  })
})

describe('loadVerdicts', () => {
  it('meets both targets at the thresholds with clean runs and no queries', () => {
    const v = loadVerdicts({ app: totals(800), proxy: totals(8_000), static: totals(10_000), appStatements: 0 })
    expect(v.appRatio).toBeCloseTo(TARGETS.appRatio)
    expect(v.proxyRatio).toBeCloseTo(TARGETS.proxyRatio)
    expect(v.appMet).toBe(true)
    expect(v.proxyMet).toBe(true)
  })

  it('misses below the thresholds', () => {
    const v = loadVerdicts({ app: totals(799), proxy: totals(7_999), static: totals(10_000), appStatements: 0 })
    expect(v.appMet).toBe(false)
    expect(v.proxyMet).toBe(false)
  })

  it('misses on errors, non-2xx answers or database queries during cached views', () => {
    expect(loadVerdicts({ app: totals(5_000, 1), static: totals(10_000), appStatements: 0 }).appMet).toBe(false)
    expect(loadVerdicts({ app: totals(5_000, 0, 2), static: totals(10_000), appStatements: 0 }).appMet).toBe(false)
    expect(loadVerdicts({ app: totals(5_000), static: totals(10_000), appStatements: 4 }).appMet).toBe(false)
    expect(
      loadVerdicts({ app: totals(5_000), proxy: totals(9_500, 0, 1), static: totals(10_000), appStatements: 0 })
        .proxyMet,
    ).toBe(false)
  })

  it('has no verdict without the ceiling (nginx not installed)', () => {
    const v = loadVerdicts({ app: totals(5_000), proxy: null, static: null, appStatements: 0 })
    expect(v).toEqual({ appRatio: null, proxyRatio: null, appMet: null, proxyMet: null })
  })
})

describe('jsVerdict', () => {
  it('allows up to 30 kB (30,000 bytes) gzip above the baseline', () => {
    expect(jsVerdict(163_000, 133_000)).toEqual({ over: 30_000, met: true })
    expect(jsVerdict(163_001, 133_000)).toEqual({ over: 30_001, met: false })
    expect(jsVerdict(100_000, null)).toEqual({ over: null, met: null })
  })
})

describe('lighthouseVerdicts', () => {
  const good = { performance: 0.98, accessibility: 1, bestPractices: 1, seo: 1, lcpMs: 2000, tbtMs: 50, cls: 0.0004 }
  it('holds each score and metric to the targets of issue 29, each edge included', () => {
    expect(lighthouseVerdicts(good)).toEqual({
      performance: true,
      accessibility: true,
      bestPractices: true,
      seo: true,
      lcp: true,
      tbt: true,
      cls: true,
    })
    expect(
      lighthouseVerdicts({
        performance: 0.974,
        accessibility: 0.99,
        bestPractices: 0.96,
        seo: 0.92,
        lcpMs: 2001,
        tbtMs: 51,
        cls: 0.001,
      }),
    ).toEqual({
      performance: false,
      accessibility: false,
      bestPractices: false,
      seo: false,
      lcp: false,
      tbt: false,
      cls: false,
    })
    expect(lighthouseVerdicts({ ...good, performance: 0.975 }).performance).toBe(true)
    expect(
      lighthouseVerdicts({ performance: null, accessibility: null, bestPractices: null, seo: null, cls: null })
        .performance,
    ).toBeNull()
    expect(lighthouseVerdicts({ ...good, lcpMs: null, tbtMs: null, cls: null })).toMatchObject({
      lcp: null,
      tbt: null,
      cls: null,
    })
  })

  it('lets a page that is noindex by design (only is-crawlable failing) meet the SEO target, and no other', () => {
    expect(lighthouseVerdicts({ ...good, seo: 0.66, noindexByDesign: true }).seo).toBe(true)
    expect(lighthouseVerdicts({ ...good, seo: 0.66, noindexByDesign: false }).seo).toBe(false)
    expect(lighthouseVerdicts({ ...good, seo: 0.66 }).seo).toBe(false)
  })
})

describe('medianRun', () => {
  const run = (performance: number | null, lcpMs: number) => ({ path: '/', performance, lcpMs })

  it('reports the median of each score and metric over the runs, with every run kept in order', () => {
    const median = medianRun([run(0.91, 3100), run(0.97, 2300), run(0.95, 2500)])
    expect(median).toMatchObject({ performance: 0.95, lcpMs: 2500 })
    expect(median.performanceRuns).toEqual([0.91, 0.97, 0.95])
    // The run with the median score had the slowest LCP: the LCP reported is still the median of the LCPs.
    const apart = medianRun([
      { ...run(0.91, 2000), tbtMs: 80, cls: 0, failing: ['a'] },
      { ...run(0.97, 2600), tbtMs: 0, cls: 0.02, failing: ['b'] },
      { ...run(0.95, 3100), tbtMs: 30, cls: 0.01, failing: ['c'] },
    ])
    expect(apart).toMatchObject({ performance: 0.95, lcpMs: 2600, tbtMs: 30, cls: 0.01, failing: ['c'] })
  })

  it('takes the lower middle run of an even count, a single run as it is, and ranks a missing score lowest', () => {
    expect(medianRun([run(0.99, 1), run(0.9, 2), run(0.95, 3), run(0.96, 4)]).performance).toBe(0.95)
    expect(medianRun([run(0.8, 1)])).toMatchObject({ performance: 0.8, performanceRuns: [0.8] })
    expect(medianRun([run(null, 1), run(0.9, 2), run(0.95, 3)]).performance).toBe(0.9)
    expect(() => medianRun([])).toThrow(/at least one run/)
  })
})

describe('withinSeconds', () => {
  it('is false when the change never appeared', () => {
    expect(withinSeconds(4.9, 5)).toBe(true)
    expect(withinSeconds(5, 5)).toBe(true)
    expect(withinSeconds(5.1, 5)).toBe(false)
    expect(withinSeconds(null, 5)).toBe(false)
  })
})
