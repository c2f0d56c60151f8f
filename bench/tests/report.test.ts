import { describe, expect, it } from 'vitest'

import {
  formatFixed,
  formatInt,
  formatKb,
  formatMs,
  formatSeconds,
  leadsSection,
  markdownTable,
  performanceCell,
  renderMarkdown,
  renderText,
  targetsSection,
  textTable,
} from '../report.mjs'

const figures = (rps: number, errors = 0) => ({
  rps,
  requests: rps * 10,
  errors,
  non2xx: 0,
  seconds: 10,
  p50: 2,
  p99: 15,
})
const counts = (
  queries: number,
): { queries: number; control: number; jobs: number; byTable: Record<string, number> } => ({
  queries,
  control: 0,
  jobs: 0,
  byTable: queries ? { suppliers: queries } : {},
})

function sampleReport() {
  return {
    date: '2026-11-22T12:00:00.000Z',
    quick: false,
    options: { duration: 10, rounds: 2, concurrency: 50, warmup: 1 },
    machine: {
      cores: 2,
      memoryGb: 23.5,
      cpuModel: 'AMD EPYC',
      loadAverage: [1.5, 1.2, 1],
      os: 'Debian GNU/Linux 12 (bookworm)',
    },
    versions: { node: '20.20.2', next: '16.4.6' },
    notes: ['the machine was busy'],
    load: [
      {
        path: '/',
        app: figures(2_500),
        proxy: figures(18_000),
        static: figures(20_000),
        statements: { app: counts(0), proxy: counts(0), static: counts(0) },
        appRatio: 0.125,
        proxyRatio: 0.9,
        appMet: true,
        proxyMet: true,
      },
      {
        path: '/suppliers',
        app: figures(300),
        proxy: figures(12_000),
        static: figures(20_000),
        statements: { app: counts(600), proxy: counts(3), static: counts(0) },
        appRatio: 0.016,
        proxyRatio: 0.6,
        appMet: false,
        proxyMet: false,
      },
    ],
    headers: [
      {
        path: '/suppliers',
        status: 200,
        bytes: 51_234,
        cacheControl: 'private, no-cache, no-store',
        setCookie: null,
        nextCache: null,
        problems: ['Cache-Control: private'],
      },
    ],
    js: {
      baseline: {
        path: 'framework',
        raw: 400_000,
        gzip: 133_000,
        scripts: [{ url: 'http://x/_next/static/chunks/a.js', raw: 400_000, gzip: 133_000 }],
        inlineBytes: 100,
      },
      routes: [
        {
          path: '/',
          raw: 450_000,
          gzip: 150_000,
          scripts: [
            { url: 'http://x/_next/static/chunks/a.js', raw: 400_000, gzip: 133_000 },
            { url: 'http://x/_next/static/chunks/b.js', raw: 50_000, gzip: 17_000 },
          ],
          inlineBytes: 2_000,
        },
        {
          path: '/suppliers',
          raw: 600_000,
          gzip: 170_000,
          scripts: [{ url: 'http://x/_next/static/chunks/c.js', raw: 200_000, gzip: 37_000 }],
          inlineBytes: 2_000,
        },
      ],
    },
    enquiries: {
      available: false,
      reason: 'POST /api/enquiries answered 404',
      count: 0,
      p50: null,
      p99: null,
      statuses: {},
    },
    lighthouse: {
      target: 'nginx',
      rows: [
        {
          path: '/',
          performance: 0.98,
          accessibility: 1,
          bestPractices: 1,
          seo: 0.92,
          lcpMs: 1_800,
          cls: 0.01,
          tbtMs: 40,
          failing: ['canonical'],
        },
      ],
    },
    editor: { appSeconds: 1.2, proxySeconds: 6.3 },
    queries: {
      suppliers: 10_008,
      timings: [
        {
          name: 'category: timber',
          call: 'getSuppliersByCategory(timber)',
          p50: 8,
          p95: 12.5,
          max: 30,
          rows: 200,
          runs: 100,
        },
      ],
      plans: [
        {
          name: 'category: timber',
          sql: 'select 1',
          statements: 1,
          sqlMs: 3.2,
          plan: 'Index Scan using suppliers_category_idx on suppliers',
          scans: ['Index Scan using suppliers_category_idx on suppliers'],
          seqScans: [] as string[],
          indexScans: true,
        },
      ],
    },
    errors: [],
  }
}

describe('formatting', () => {
  it('formats numbers, sizes and durations', () => {
    expect(formatInt(12345.6)).toBe('12,346')
    expect(formatInt(null)).toBe('–')
    expect(formatFixed(0.12345)).toBe('0.12')
    expect(formatKb(133_456)).toBe('133.5 kB')
    expect(formatMs(3.14159)).toBe('3.1 ms')
    expect(formatMs(42.4)).toBe('42 ms')
    expect(formatSeconds(null)).toBe('not seen')
    expect(formatSeconds(4.25)).toBe('4.3 s')
  })
})

describe('tables', () => {
  it('pads plain-text columns and right-aligns numeric ones', () => {
    const table = textTable(
      ['page', 'req/s'],
      [
        ['/', '2,500'],
        ['/london', '300'],
      ],
    )
    expect(table.split('\n')).toEqual(['page     req/s', '-------  -----', '/        2,500', '/london    300'])
  })

  it('writes Markdown rows and escapes pipes', () => {
    expect(markdownTable(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |')
  })
})

describe('targetsSection', () => {
  it('reports the worst page against each target with met / MISSED', () => {
    const rows = targetsSection(sampleReport()).rows
    const row = (prefix: string) => rows.find((r) => r[0].startsWith(prefix))
    expect(row('through nginx')).toEqual([expect.any(String), 'lowest b/c 0.60 (/suppliers); 1/2 pages', 'MISSED'])
    expect(row('from the app')?.[1]).toBe('lowest a/c 0.02 (/suppliers); 0 errors/non-2xx; 600 queries')
    expect(row('from the app')?.[2]).toBe('MISSED')
    expect(row('first-load JS')?.[1]).toBe('largest /suppliers 170.0 kB vs baseline 133.0 kB (+37.0 kB)')
    expect(row('first-load JS')?.[2]).toBe('MISSED')
    expect(row('10,008 suppliers')?.[2]).toBe('met')
    expect(row('index scans')?.[2]).toBe('met')
    expect(row('Lighthouse performance')?.[2]).toBe('met')
    expect(row('Lighthouse SEO')).toEqual(['Lighthouse SEO 100', 'lowest 92', 'MISSED'])
    expect(row('Lighthouse LCP')?.[2]).toBe('met')
    expect(row('Lighthouse TBT')?.[2]).toBe('met')
    expect(row('Lighthouse CLS')).toEqual(['Lighthouse CLS 0', 'highest 0.010', 'MISSED'])
    expect(row("editor's change on the page from the app")?.[2]).toBe('met')
    expect(row("editor's change through nginx")?.[2]).toBe('met')
  })

  it('asks index scans of the category and city plans only: a broad full-text search may scan the table', () => {
    const report = sampleReport()
    const seqScan = {
      sql: 'select 1',
      statements: 1,
      sqlMs: 9,
      plan: 'Seq Scan on suppliers',
      scans: ['Seq Scan on suppliers'],
      seqScans: ['suppliers'],
      indexScans: false,
    }
    report.queries!.plans.push({ name: 'search: text', ...seqScan })
    const indexRow = () => targetsSection(report).rows.find((r) => r[0].startsWith('index scans'))
    expect(indexRow()?.[2]).toBe('met')
    expect(indexRow()?.[1]).not.toMatch(/search/)
    report.queries!.plans.push({ name: 'city: London', ...seqScan })
    expect(indexRow()).toEqual([
      'index scans in the category and city plans',
      'category: timber: index; city: London: seq scan on suppliers',
      'MISSED',
    ])
  })

  it('meets the load targets when every page does', () => {
    const report = sampleReport()
    report.load = report.load.slice(0, 1)
    const rows = targetsSection(report).rows
    expect(rows.find((r) => r[0].startsWith('through nginx'))?.[2]).toBe('met')
    expect(rows.find((r) => r[0].startsWith('from the app'))?.[2]).toBe('met')
  })
})

describe('renderMarkdown and renderText', () => {
  it('write the date, machine, versions, every section, the plans and the run notes', () => {
    const md = renderMarkdown(sampleReport())
    expect(md).toMatch(/^# Benchmarks\n/)
    expect(md).toContain('Date: 2026-11-22T12:00:00.000Z')
    expect(md).toContain('2 cores (AMD EPYC), 23.5 GB memory')
    expect(md).toContain('next 16.4.6')
    expect(md).toContain('Note: the machine was busy')
    for (const title of [
      '## Targets',
      '## Public pages under load',
      '## First-load JavaScript',
      '## Scripts beyond the framework baseline',
      '## Enquiry submissions',
      '## Lighthouse',
      "## An editor's change",
      '## Supplier queries with 10,008 suppliers',
    ])
      expect(md).toContain(title)
    expect(md).toContain('not available (POST /api/enquiries answered 404)')
    expect(md).toContain('| c.js | 37.0 kB | – | /suppliers |')
    expect(md).toContain('```\nIndex Scan using suppliers_category_idx on suppliers\n```')
    const text = renderText(sampleReport())
    expect(text).toContain('--- Public pages under load ---')
    expect(text).toContain('600 (0.200/view)')
  })
})

describe('leadsSection', () => {
  const leads = {
    connections: 1_000_000,
    suppliers: 10_000,
    busiest: { supplierId: 7, connections: 9_950 },
    timings: [
      {
        name: 'inbox: page 1',
        call: 'inboxPage(busiest, 1)',
        rows: 20,
        runs: 100,
        targetMs: 50,
        p50: 2,
        p95: 3.5,
        max: 9,
      },
      {
        name: 'statement: 2026-10',
        call: 'monthlyStatement(busiest, last month)',
        rows: 410,
        runs: 100,
        targetMs: 50,
        p50: 40,
        p95: 61,
        max: 80,
      },
    ],
    plans: [{ name: 'inbox: page 1', sqlMs: 0.4, plan: 'Index Scan using supplier_createdAt_idx' }],
  }

  it('reports each lead query of the busiest supplier against the 50 ms target', () => {
    const section = leadsSection({ ...sampleReport(), leads })
    expect(section?.title).toBe('Lead queries with 1,000,000 lead connections across 10,000 suppliers')
    expect(section?.rows.map((r: string[]) => [r[0], r[5], r.at(-1)])).toEqual([
      ['inbox: page 1', '3.5 ms', 'met'],
      ['statement: 2026-10', '61 ms', 'MISSED'],
    ])
    expect(section?.notes[0]).toContain('id 7, 9,950 connections')
    expect(renderMarkdown({ ...sampleReport(), leads })).toContain('Index Scan using supplier_createdAt_idx')
  })

  it('counts the reviews and names the most-reviewed supplier when the reviews were measured', () => {
    const withReviews = {
      ...leads,
      reviews: {
        total: 100_000,
        published: 90_123,
        replies: 30_041,
        mostReviewed: { supplierId: 7, published: 897 },
        cards: { suppliers: 24, fewestPublished: 312 },
      },
      timings: [
        ...leads.timings,
        {
          name: 'profile reviews: page 20',
          call: 'findProfileReviews(most-reviewed, 20)',
          rows: 5,
          runs: 100,
          targetMs: 50,
          p50: 12,
          p95: 18,
          max: 30,
        },
      ],
    }
    const section = leadsSection({ ...sampleReport(), leads: withReviews })
    expect(section?.rows.at(-1)?.[0]).toBe('profile reviews: page 20')
    expect(section?.rows.at(-1)?.at(-1)).toBe('met')
    expect(section?.notes).toHaveLength(2)
    expect(section?.notes[1]).toContain('Reviews: 100,000 (90,123 published, 30,041 published replies)')
    expect(section?.notes[1]).toContain('24 suppliers with the most published reviews')
    expect(section?.notes[1]).toContain('id 7, 897 published reviews')
    expect(renderMarkdown({ ...sampleReport(), leads: withReviews })).toContain(
      '### Lead and review query plans (EXPLAIN ANALYZE)',
    )
    // A run from before the reviews has no reviews note.
    expect(leadsSection({ ...sampleReport(), leads })?.notes).toHaveLength(1)
  })

  it('is left out when the phase did not run, and shows its error when it failed', () => {
    expect(leadsSection(sampleReport())).toBeNull()
    expect(leadsSection({ ...sampleReport(), leads: { error: 'no suppliers', timings: [], plans: [] } })?.rows).toEqual(
      [['error', 'no suppliers']],
    )
  })
})

describe('performanceCell', () => {
  const row = {
    path: '/',
    performance: 0.95,
    accessibility: 1,
    bestPractices: 1,
    seo: 1,
    lcpMs: 2400,
    cls: 0,
    tbtMs: 90,
    failing: [],
  }

  it('shows the median score with every run when there were several, and the score alone for one run', () => {
    expect(performanceCell({ ...row, performanceRuns: [0.91, 0.97, 0.95] })).toBe('95 (runs: 91, 97, 95)')
    expect(performanceCell({ ...row, performanceRuns: [0.95] })).toBe('95')
    expect(performanceCell(row)).toBe('95')
  })
})
