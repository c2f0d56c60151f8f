// The bench's figures as tables (pure): the same sections feed the terminal's text and docs/benchmarks.md.
import { BEACON_GOAL_EVENTS_PER_SECOND, EVENTS_PER_BEACON } from './beacons.mjs'
import { TARGETS, jsVerdict, lighthouseVerdicts, verdictLabel, withinSeconds } from './stats.mjs'

export function formatInt(n) {
  return n === null || n === undefined || Number.isNaN(n) ? '–' : Math.round(n).toLocaleString('en-GB')
}

export function formatFixed(n, digits = 2) {
  return n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits)
}

/** Bytes as kB (1 kB = 1000 bytes, as the targets' figures are). */
export function formatKb(bytes) {
  return bytes === null || bytes === undefined ? '–' : `${(bytes / 1000).toFixed(1)} kB`
}

export function formatMs(ms) {
  if (ms === null || ms === undefined) return '–'
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`
}

export function formatSeconds(s) {
  return s === null || s === undefined ? 'not seen' : `${s.toFixed(1)} s`
}

/** A plain-text table with columns padded to their widest cell; numbers are right-aligned. */
export function textTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const numeric = headers.map(
    (_, i) => rows.length > 0 && rows.every((r) => /^[-–+]?[\d.,]+( ?[a-zA-Z%]+)?$|^–$/.test(r[i] ?? '')),
  )
  const line = (cells) =>
    cells
      .map((c, i) => (numeric[i] ? (c ?? '').padStart(widths[i]) : (c ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

function escapeCell(cell) {
  return cell.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

export function markdownTable(headers, rows) {
  return [
    `| ${headers.map(escapeCell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map((c) => escapeCell(c ?? '')).join(' | ')} |`),
  ].join('\n')
}

/**
 *   path: string, app: TargetFigures | null, proxy: TargetFigures | null, static: TargetFigures | null,
 *   statements: { app: Counts | null, proxy: Counts | null, static: Counts | null },
 *   appRatio: number | null, proxyRatio: number | null, appMet: boolean | null, proxyMet: boolean | null
 * }} PageLoad
 *   date: string, quick: boolean,
 *   options: { duration: number, rounds: number, concurrency: number, warmup: number },
 *   machine: { cores: number, memoryGb: number, cpuModel: string, loadAverage: number[], os: string },
 *   versions: Record<string, string>,
 *   notes: string[],
 *   load: PageLoad[] | null,
 *   headers: PageHeaders[] | null,
 *   js: { baseline: RouteJs | null, framework?: RouteJs | null, routes: RouteJs[] } | null,
 *   enquiries: { available: boolean, reason?: string, count: number, p50: number | null, p99: number | null, statuses: Record<string, number> } | null,
 *   beacons?: import('./beacons.mjs').BeaconFigures | null,
 *   lighthouse: { target: string, rows: LighthouseRow[] } | null,
 *   editor: { appSeconds: number | null, proxySeconds: number | null, error?: string } | null,
 *   queries: { suppliers: number, timings: QueryTiming[], plans: QueryPlan[], error?: string } | null,
 *   leads?: {
 *     connections: number,
 *     suppliers: number,
 *     busiest: { supplierId: number, connections: number },
 *     reviews?: {
 *       total: number, published: number, replies: number,
 *       mostReviewed: { supplierId: number, published: number },
 *       cards: { suppliers: number, fewestPublished: number }
 *     },
 *     timings: Array<QueryTiming & { targetMs: number }>,
 *     plans: Array<{ name: string, sqlMs: number, plan: string }>,
 *     error?: string
 *   } | null,
 *   errors: Array<{ phase: string, message: string }>
 * }} BenchReport
 */

const rps = (t) => (t ? formatInt(t.rps) : '–')
const latency = (t) => (t ? `${formatMs(t.p50)} / ${formatMs(t.p99)}` : '–')
const failures = (t) => (t ? `${formatInt(t.errors)}/${formatInt(t.non2xx)}` : '–')
const perViewCell = (c, t) =>
  c && t && t.requests > 0 ? `${formatInt(c.queries)} (${formatFixed(c.queries / t.requests, 3)}/view)` : '–'

/** Every target of the issue with the figure reached and met / MISSED. */
export function targetsSection(report) {
  const rows = []
  if (report.load?.length) {
    const proxyPages = report.load.filter((p) => p.proxyMet !== null)
    if (proxyPages.length) {
      const worst = proxyPages.reduce((a, b) => ((a.proxyRatio ?? 0) <= (b.proxyRatio ?? 0) ? a : b))
      const met = proxyPages.every((p) => p.proxyMet)
      rows.push([
        `through nginx ≥ ${TARGETS.proxyRatio} of the static ceiling, zero errors`,
        `lowest b/c ${formatFixed(worst.proxyRatio)} (${worst.path}); ${proxyPages.filter((p) => p.proxyMet).length}/${proxyPages.length} pages`,
        verdictLabel(met),
      ])
    } else
      rows.push([
        `through nginx ≥ ${TARGETS.proxyRatio} of the static ceiling`,
        'not measured (no nginx)',
        verdictLabel(null),
      ])
    const appPages = report.load.filter((p) => p.appMet !== null)
    if (appPages.length) {
      const worst = appPages.reduce((a, b) => ((a.appRatio ?? 0) <= (b.appRatio ?? 0) ? a : b))
      const queries = report.load.reduce((s, p) => s + (p.statements.app?.queries ?? 0), 0)
      const errors = report.load.reduce((s, p) => s + (p.app ? p.app.errors + p.app.non2xx : 0), 0)
      rows.push([
        `from the app ≥ ${TARGETS.appRatio} of the ceiling, zero errors, zero queries per cached view`,
        `lowest a/c ${formatFixed(worst.appRatio)} (${worst.path}); ${formatInt(errors)} errors/non-2xx; ${formatInt(queries)} queries`,
        verdictLabel(appPages.every((p) => p.appMet)),
      ])
    }
  }
  if (report.js?.baseline && report.js.routes.length) {
    const worst = report.js.routes.reduce((a, b) => (a.gzip >= b.gzip ? a : b))
    const v = jsVerdict(worst.gzip, report.js.baseline.gzip)
    rows.push([
      `first-load JS ≤ baseline + ${formatKb(TARGETS.jsOverBaselineBytes)} gzip`,
      `largest ${worst.path} ${formatKb(worst.gzip)} vs baseline ${formatKb(report.js.baseline.gzip)} (+${formatKb(v.over)})`,
      verdictLabel(report.js.routes.every((r) => jsVerdict(r.gzip, report.js?.baseline?.gzip ?? null).met)),
    ])
  }
  if (report.queries && !report.queries.error && report.queries.timings.length) {
    const worst = report.queries.timings.reduce((a, b) => ((a.p95 ?? 0) >= (b.p95 ?? 0) ? a : b))
    const met = report.queries.timings.every((t) => t.p95 !== null && t.p95 < (t.targetMs ?? TARGETS.queryP95Ms))
    const searchTarget = report.queries.timings.find((t) => t.targetMs)?.targetMs
    rows.push([
      `${formatInt(report.queries.suppliers)} suppliers: uncached queries < ${TARGETS.queryP95Ms} ` +
        `ms p95${searchTarget ? `, searches < ${searchTarget} ms` : ''}`,
      `worst p95 ${formatMs(worst.p95)} (${worst.name})`,
      verdictLabel(met),
    ])
    // The issue asks index scans of the category and city queries; a broad full-text search may rightly scan.
    const directoryPlans = report.queries.plans.filter((p) => !p.name.startsWith('search'))
    const plansOk = directoryPlans.length > 0 && directoryPlans.every((p) => p.indexScans)
    rows.push([
      'index scans in the category and city plans',
      directoryPlans
        .map((p) => `${p.name}: ${p.indexScans ? 'index' : `seq scan on ${p.seqScans.join(', ')}`}`)
        .join('; ') || '–',
      verdictLabel(directoryPlans.length ? plansOk : null),
    ])
  }
  if (report.lighthouse?.rows.length) {
    const t = TARGETS.lighthouse
    const rowsOf = report.lighthouse.rows
    const min = (key) => Math.min(...rowsOf.map((r) => (r[key] === null ? 0 : Math.round(r[key] * 100))))
    const verdicts = rowsOf.map((r) => lighthouseVerdicts(r))
    const all = (key) => verdicts.every((v) => v[key] === true)
    rows.push([
      `Lighthouse performance ≥ ${t.performance}`,
      `lowest ${min('performance')}`,
      verdictLabel(all('performance')),
    ])
    rows.push([
      `Lighthouse accessibility ${t.accessibility}`,
      `lowest ${min('accessibility')}`,
      verdictLabel(all('accessibility')),
    ])
    rows.push([
      `Lighthouse best practices ${t.bestPractices}`,
      `lowest ${min('bestPractices')}`,
      verdictLabel(all('bestPractices')),
    ])
    const noindex = rowsOf.filter((r) => r.noindexByDesign).map((r) => r.path)
    const indexable = rowsOf.filter((r) => !r.noindexByDesign)
    const lowestIndexable = Math.min(...indexable.map((r) => (r.seo === null ? 0 : Math.round(r.seo * 100))))
    rows.push([
      `Lighthouse SEO ${t.seo}`,
      noindex.length
        ? `lowest ${lowestIndexable} on indexable pages (noindex by design, only is-crawlable failing: ${noindex.join(' ')})`
        : `lowest ${min('seo')}`,
      verdictLabel(all('seo')),
    ])
    const max = (key) => Math.max(...rowsOf.map((r) => r[key] ?? 0))
    rows.push([`Lighthouse LCP ≤ ${formatMs(t.lcpMs)}`, `highest ${formatMs(max('lcpMs'))}`, verdictLabel(all('lcp'))])
    rows.push([`Lighthouse TBT ≤ ${formatMs(t.tbtMs)}`, `highest ${formatMs(max('tbtMs'))}`, verdictLabel(all('tbt'))])
    rows.push([`Lighthouse CLS ${t.clsMax}`, `highest ${formatFixed(max('cls'), 3)}`, verdictLabel(all('cls'))])
  }
  if (report.editor) {
    rows.push([
      `editor's change on the page from the app ≤ ${TARGETS.editorAppSeconds} s`,
      formatSeconds(report.editor.appSeconds),
      verdictLabel(
        report.editor.error && report.editor.appSeconds === null
          ? null
          : withinSeconds(report.editor.appSeconds, TARGETS.editorAppSeconds),
      ),
    ])
    rows.push([
      `editor's change through nginx ≤ ${TARGETS.editorProxySeconds} s`,
      report.editor.proxySeconds === null && !report.load?.some((p) => p.proxy)
        ? 'no nginx'
        : formatSeconds(report.editor.proxySeconds),
      verdictLabel(
        report.editor.error && report.editor.proxySeconds === null
          ? null
          : withinSeconds(report.editor.proxySeconds, TARGETS.editorProxySeconds),
      ),
    ])
  }
  return { title: 'Targets', headers: ['target (issues 6, 28 and 29)', 'figure', 'verdict'], rows, notes: [] }
}

export function loadSection(report) {
  if (!report.load) return null
  const o = report.options
  return {
    title: 'Public pages under load',
    headers: [
      'page',
      'app req/s',
      'app p50/p99',
      'nginx req/s',
      'nginx p50/p99',
      'static req/s',
      'static p50/p99',
      'a/c',
      'b/c',
      'err/non-2xx a',
      'err/non-2xx b',
      'err/non-2xx c',
      'app queries',
      'nginx queries',
      'verdict a',
      'verdict b',
    ],
    rows: report.load.map((p) => [
      p.path,
      rps(p.app),
      latency(p.app),
      rps(p.proxy),
      latency(p.proxy),
      rps(p.static),
      latency(p.static),
      formatFixed(p.appRatio),
      formatFixed(p.proxyRatio),
      failures(p.app),
      failures(p.proxy),
      failures(p.static),
      perViewCell(p.statements.app, p.app),
      perViewCell(p.statements.proxy, p.proxy),
      verdictLabel(p.appMet),
      verdictLabel(p.proxyMet),
    ]),
    notes: [
      `autocannon, ${o.concurrency} connections, ${o.duration} s per page and target in ${o.rounds} ` +
        `alternating round(s) (app, nginx, static, …), after ${o.warmup} s of unmeasured ` +
        `warm-up per target. (a) the app directly, (b) through deploy/nginx.conf, (c) the same ` +
        `HTML bytes as files served by the same nginx. Latency p50/p99 in ms.`,
      'Queries: SQL statements the app sent to PostgreSQL during the runs (counted on the ' +
        'wire between the app and the database; transaction control and the job runner’s ' +
        'once-a-minute polling of payload_jobs left out). Targets: a/c ≥ 0.08 with zero errors ' +
        'and zero queries; b/c ≥ 0.8 with zero errors.',
      'Pages are measured freshly rendered: when the pages’ 300 s safety-net revalidation ' +
        'could fall inside a page’s runs, the bench first re-saves the site settings as an ' +
        'editor would (every page re-renders once, during the unmeasured warm-up).',
    ],
  }
}

export function headersSection(report) {
  if (!report.headers) return null
  return {
    title: 'Caching headers of the public pages (from the app)',
    headers: ['page', 'status', 'HTML', 'Cache-Control', 'x-nextjs-cache', 'Set-Cookie', 'problems'],
    rows: report.headers.map((h) => [
      h.path,
      String(h.status),
      formatKb(h.bytes),
      h.cacheControl ?? '–',
      h.nextCache ?? '–',
      h.setCookie ? 'yes' : 'no',
      h.problems.join('; ') || 'none',
    ]),
    notes: [
      'A public page should answer with s-maxage and stale-while-revalidate, never ' +
        'private/no-store, and set no cookie; x-nextjs-cache shows it came from the ISR cache ' +
        '(absent: rendered per request).',
    ],
  }
}

export function jsSection(report) {
  if (!report.js) return null
  const baseline = report.js.baseline
  const rows = []
  if (baseline)
    rows.push([
      `${baseline.path} (baseline)`,
      formatKb(baseline.gzip),
      formatKb(baseline.raw),
      String(baseline.scripts.length),
      '–',
      'baseline',
    ])
  for (const r of report.js.routes) {
    const v = jsVerdict(r.gzip, baseline?.gzip ?? null)
    rows.push([
      r.path,
      formatKb(r.gzip),
      formatKb(r.raw),
      String(r.scripts.length),
      v.over === null ? '–' : `${v.over >= 0 ? '+' : ''}${formatKb(v.over)}`,
      verdictLabel(v.met),
    ])
  }
  return {
    title: 'First-load JavaScript',
    headers: ['route', 'gzip', 'raw', 'scripts', 'over baseline', 'verdict'],
    rows,
    notes: [
      `Every script Chromium loaded for the page until the network went idle (the page's chunks, those ` +
        `hydration loads and those the router's prefetches of linked pages pull in), each URL once, at its gzip ` +
        `transfer size; the baseline is an empty Next.js page (same Next.js and React, bench/empty-next.mjs) ` +
        `measured the same way. Target: ≤ baseline + ${formatKb(TARGETS.jsOverBaselineBytes)}.`,
    ],
  }
}

/** The scripts beyond the framework's own chunks, biggest first, for the page engineers. */
export function chunksSection(report) {
  const framework = report.js?.framework ?? report.js?.baseline
  if (!report.js || !framework) return null
  const base = new Set(framework.scripts.map((s) => s.url.replace(/^https?:\/\/[^/]+/, '')))
  const extra = new Map()
  for (const r of report.js.routes) {
    for (const s of r.scripts) {
      const key = s.url.replace(/^https?:\/\/[^/]+/, '')
      if (base.has(key)) continue
      const entry = extra.get(key) ?? { gzip: s.gzip, contains: s.contains ?? '–', routes: [] }
      entry.routes.push(r.path)
      extra.set(key, entry)
    }
  }
  const everyRoute = report.js.routes.length
  const rows = [...extra.entries()]
    .sort((a, b) => b[1].gzip - a[1].gzip)
    .map(([url, e]) => [
      url.replace('/_next/static/chunks/', ''),
      formatKb(e.gzip),
      e.contains,
      e.routes.length === everyRoute && everyRoute > 1 ? 'every route' : e.routes.join(' '),
    ])
  return {
    title: 'Scripts beyond the framework baseline',
    headers: ['chunk (/_next/static/chunks/)', 'gzip', 'contains', 'loaded on'],
    rows,
    notes: ['“contains”: the client components the chunk registers and the libraries recognisable in it.'],
  }
}

export function enquirySection(report) {
  const e = report.enquiries
  if (!e) return null
  if (!e.available)
    return {
      title: 'Enquiry submissions',
      headers: ['figure', 'value'],
      rows: [['POST /api/enquiries', `not available (${e.reason ?? 'no endpoint'})`]],
      notes: [],
    }
  return {
    title: 'Enquiry submissions',
    headers: ['submissions', 'p50', 'p99', 'statuses'],
    rows: [
      [
        formatInt(e.count),
        formatMs(e.p50),
        formatMs(e.p99),
        Object.entries(e.statuses)
          .map(([s, n]) => `${s}: ${n}`)
          .join(', '),
      ],
    ],
    notes: [
      'POST /api/enquiries (JSON) to the app, one at a time, each from a different e-mail ' +
        'address; ENQUIRY_RATE_LIMIT is raised for the bench. No target in the issue.',
    ],
  }
}

/** The visit-counting endpoint's throughput beside page views (issue 35), with its own verdict. */
export function beaconSection(report) {
  const b = report.beacons
  if (!b) return null
  if (!b.available)
    return {
      title: 'Visit-counting beacons',
      headers: ['figure', 'value'],
      rows: [['POST /api/insights', `not measured (${b.reason ?? 'no endpoint'})`]],
      notes: [],
    }
  return {
    title: 'Visit-counting beacons',
    headers: ['events/s', 'beacons (failed)', 'beacon p50 / p99', `page views of ${b.pagePath} (failed)`, 'verdict'],
    rows: [
      [
        formatInt(b.eventsPerSecond),
        `${formatInt(b.beacons)} (${formatInt(b.beaconFailures)})`,
        `${formatMs(b.beaconP50)} / ${formatMs(b.beaconP99)}`,
        `${formatInt(b.pageViews)} (${formatInt(b.pageFailures)})`,
        verdictLabel(b.met),
      ],
    ],
    notes: [
      `Issue 35's goal: ≥ ${formatInt(BEACON_GOAL_EVENTS_PER_SECOND)} events a second recorded by POST /api/insights, ` +
        `with no failed page view in the same run. ${b.connections} connections send beacons of ` +
        `${EVENTS_PER_BEACON} events (a view and impressions of the suppliers and products on the pages) from 5,000 ` +
        'addresses, so part of them are repeats the endpoint collapses; 4 more connections load the page meanwhile. ' +
        'INSIGHT_RATE_LIMIT is raised for the bench.',
      `The page script that sends them is inline (no request of its own, run after the load event): ` +
        `${b.scriptGzip === null ? 'not found on the page' : `${formatInt(b.scriptGzip)} bytes gzipped`}.`,
    ],
  }
}

const lighthouseScore = (s) => (s === null ? '–' : String(Math.round(s * 100)))

/** The median run's performance score, with every run's in brackets when there were several. */
export function performanceCell(row) {
  const runs = row.performanceRuns ?? []
  return runs.length > 1
    ? `${lighthouseScore(row.performance)} (runs: ${runs.map(lighthouseScore).join(', ')})`
    : lighthouseScore(row.performance)
}

function runsNote(rows) {
  const runs = Math.max(1, ...rows.map((r) => r.performanceRuns?.length ?? 1))
  return runs > 1
    ? `Each page ran ${runs} times in turn; each score and metric is the median of its runs, the failing audits those ` +
        'of the run with the median performance score. '
    : ''
}

export function lighthouseSection(report) {
  if (!report.lighthouse) return null
  const score = lighthouseScore
  return {
    title: `Lighthouse (mobile, through ${report.lighthouse.target})`,
    headers: ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT', 'failing audits'],
    rows: report.lighthouse.rows.map((r) => [
      r.path,
      performanceCell(r),
      score(r.accessibility),
      score(r.bestPractices),
      score(r.seo),
      formatMs(r.lcpMs),
      formatFixed(r.cls, 3),
      formatMs(r.tbtMs),
      r.failing.join(', ') || 'none',
    ]),
    notes: [
      `Lighthouse 12 default (mobile) settings with simulated throttling, local Chromium. ` +
        `${runsNote(report.lighthouse.rows)}Targets (issue 29): performance ≥ ${TARGETS.lighthouse.performance}, ` +
        `accessibility, best practices and SEO 100, LCP ≤ ${formatMs(TARGETS.lighthouse.lcpMs)}, ` +
        `TBT ≤ ${formatMs(TARGETS.lighthouse.tbtMs)}, CLS ${TARGETS.lighthouse.clsMax}.`,
    ],
  }
}

export function editorSection(report) {
  if (!report.editor) return null
  return {
    title: "An editor's change reaching the public page",
    headers: ['where', 'seconds', 'target', 'verdict'],
    rows: [
      [
        'app',
        formatSeconds(report.editor.appSeconds),
        `≤ ${TARGETS.editorAppSeconds} s`,
        verdictLabel(withinSeconds(report.editor.appSeconds, TARGETS.editorAppSeconds)),
      ],
      [
        'through nginx',
        formatSeconds(report.editor.proxySeconds),
        `≤ ${TARGETS.editorProxySeconds} s`,
        verdictLabel(withinSeconds(report.editor.proxySeconds, TARGETS.editorProxySeconds)),
      ],
    ],
    notes: [
      `An admin changes London's hero title through the REST API (PATCH /api/cities/:id); ` +
        `/london is polled every 100 ms until the new title appears. Seconds from sending the ` +
        `save.${report.editor.error ? ` Error: ${report.editor.error}` : ''}`,
    ],
  }
}

export function queriesSection(report) {
  const q = report.queries
  if (!q) return null
  if (q.error) return { title: 'Supplier queries', headers: ['figure', 'value'], rows: [['error', q.error]], notes: [] }
  return {
    title: `Supplier queries with ${formatInt(q.suppliers)} suppliers (uncached)`,
    headers: [
      'query',
      'data-layer call',
      'rows',
      'runs',
      'p50',
      'p95',
      'max',
      'statements',
      'SQL time',
      'index scans',
      'verdict',
    ],
    rows: q.timings.map((t) => {
      const plan = q.plans.find((p) => p.name === t.name)
      return [
        ...timingCells(t),
        plan ? String(plan.statements) : '–',
        plan ? formatMs(plan.sqlMs) : '–',
        plan ? (plan.indexScans ? 'yes' : `no: seq scan on ${plan.seqScans.join(', ')}`) : '–',
        verdictLabel(t.p95 === null ? null : t.p95 < (t.targetMs ?? TARGETS.queryP95Ms)),
      ]
    }),
    notes: [
      'The data layer’s own functions (src/lib/data/suppliers.ts) called with Next’s cache ' +
        'turned off, so each run goes to PostgreSQL through Payload’s Local API (query ' +
        'building, SQL, and turning rows into documents). SQL time: the execution time EXPLAIN ' +
        'ANALYZE reports for the statements of one call, the rest of p50 is Payload and Node. ' +
        'Target: p95 < 20 ms with index scans; directory searches (src/lib/search/suppliers.ts: ' +
        'one SQL statement for the page of ids, one Local API read for its cards) p95 < 50 ms.',
    ],
  }
}

/** A timed reader's first cells in a table: its name, call, rows, runs, p50, p95 and max. */
function timingCells(t) {
  return [t.name, t.call, formatInt(t.rows), formatInt(t.runs), formatMs(t.p50), formatMs(t.p95), formatMs(t.max)]
}

export function leadsSection(report) {
  const l = report.leads
  if (!l) return null
  if (l.error) return { title: 'Lead queries', headers: ['figure', 'value'], rows: [['error', l.error]], notes: [] }
  return {
    title: `Lead queries with ${formatInt(l.connections)} lead connections across ${formatInt(l.suppliers)} suppliers`,
    headers: ['query', 'call', 'rows', 'runs', 'p50', 'p95', 'max', 'SQL time', 'verdict'],
    rows: l.timings.map((t) => {
      const plan = l.plans.find((p) => p.name === t.name)
      return [
        ...timingCells(t),
        plan ? formatMs(plan.sqlMs) : '–',
        verdictLabel(t.p95 === null ? null : t.p95 < t.targetMs),
      ]
    }),
    notes: [
      `The busiest supplier (id ${l.busiest.supplierId}, ${formatInt(l.busiest.connections)} ` +
        `connections), read with the portal's own functions (src/lib/leads/inbox.ts: a count ` +
        `and one page of 20; src/lib/leads/statement.ts: one month's lines). Target: p95 < 50 ` +
        `ms.`,
      ...(l.reviews ? [reviewsNote(l.reviews)] : []),
    ],
  }
}

export function materialsSection(report) {
  const m = report.materials
  if (!m) return null
  if (m.error)
    return { title: 'Materials queries', headers: ['figure', 'value'], rows: [['error', m.error]], notes: [] }
  return {
    title: `Materials queries with ${formatInt(m.products)} products across ${formatInt(m.suppliers)} suppliers`,
    headers: ['query', 'call', 'rows', 'runs', 'p50', 'p95', 'max', 'target', 'SQL time', 'verdict'],
    rows: m.timings.map((t) => {
      const plan = m.plans.find((p) => p.name === t.name)
      return [
        ...timingCells(t),
        `< ${formatMs(t.targetMs)}`,
        plan ? formatMs(plan.sqlMs) : '–',
        verdictLabel(t.p95 === null ? null : t.p95 < t.targetMs),
      ]
    }),
    notes: [
      `${formatInt(m.published)} of them published, in ${formatInt(m.types)} material types; read uncached with the ` +
        `site's own functions (src/lib/data/products.ts). The largest material type (id ${m.materialType.id}, ` +
        `${formatInt(m.materialType.published)} published products; its largest comparable set ` +
        `${formatInt(m.materialType.largestSet)}): a /materials page of 24 cards sorted by GWP A1–A3 with the ` +
        `percentiles of its comparable sets (target p95 < 50 ms), and a product page's place in its set with up to ` +
        `3 lower-carbon alternatives (target p95 < 20 ms).`,
    ],
  }
}

function reviewsNote(r) {
  return (
    `Reviews: ${formatInt(r.total)} (${formatInt(r.published)} published, ${formatInt(r.replies)} ` +
    `published replies), read with the site's own functions uncached ` +
    `(src/lib/data/reviews.ts): reviewSummaries for the ${formatInt(r.cards.suppliers)} ` +
    `suppliers with the most published reviews (a results page's cards; the fewest of them ` +
    `has ${formatInt(r.cards.fewestPublished)}), findProfileReviews for the most-reviewed ` +
    `supplier (id ${r.mostReviewed.supplierId}, ${formatInt(r.mostReviewed.published)} ` +
    `published reviews). Target: p95 < 50 ms.`
  )
}

export function reportSections(report) {
  const sections = [
    targetsSection,
    loadSection,
    headersSection,
    jsSection,
    chunksSection,
    enquirySection,
    beaconSection,
    lighthouseSection,
    editorSection,
    queriesSection,
    leadsSection,
    materialsSection,
  ]
  return sections.map((section) => section(report)).filter((s) => s !== null)
}

function header(report) {
  const m = report.machine
  return [
    `Date: ${report.date}${report.quick ? ' (quick run: short durations, for development only)' : ''}`,
    `Machine: ${m.cores} cores (${m.cpuModel}), ${formatFixed(m.memoryGb, 1)} GB memory, ` +
      `${m.os}; load average at start ${m.loadAverage.map((l) => l.toFixed(2)).join(' / ')}`,
    `Versions: ${Object.entries(report.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ]
}

export function renderText(report) {
  const out = ['', '=== npm run bench ===', ...header(report), ...report.notes.map((n) => `Note: ${n}`)]
  for (const s of reportSections(report)) {
    if (s.title === 'Scripts beyond the framework baseline' && s.rows.length > 12) s.rows = s.rows.slice(0, 12)
    out.push('', `--- ${s.title} ---`, textTable(s.headers, s.rows))
  }
  for (const e of report.errors) out.push('', `! ${e.phase}: ${e.message}`)
  return out.join('\n')
}

export function renderMarkdown(report) {
  const out = [
    '# Benchmarks',
    '',
    '_Written by `npm run bench` (bench/run.mjs); run it again to refresh. Targets from issues 6, 28 (JavaScript as a browser loads it) and 29 (Lighthouse)._',
    '',
    ...header(report).map((l) => `- ${l}`),
    ...report.notes.map((n) => `- Note: ${n}`),
    '',
    'Run: `npm run bench` (about 15 minutes on 2 cores; `-- --quick` for a short check, `-- --help` for the options).',
  ]
  for (const s of reportSections(report)) {
    out.push('', `## ${s.title}`, '', markdownTable(s.headers, s.rows))
    for (const n of s.notes) out.push('', n)
  }
  if (report.queries?.plans.length) {
    out.push('', '### Query plans (EXPLAIN ANALYZE)')
    for (const p of report.queries.plans) {
      out.push(
        '',
        `#### ${p.name}`,
        '',
        `Scans: ${p.scans.join('; ') || '–'}`,
        '',
        '```sql',
        p.sql,
        '```',
        '',
        '```',
        p.plan,
        '```',
      )
    }
  }
  if (report.leads?.plans?.length) {
    out.push('', `### Lead${report.leads.reviews ? ' and review' : ''} query plans (EXPLAIN ANALYZE)`)
    for (const p of report.leads.plans) out.push('', `#### ${p.name}`, '', '```', p.plan, '```')
  }
  if (report.materials?.plans?.length) {
    out.push('', '### Materials query plans (EXPLAIN ANALYZE)')
    for (const p of report.materials.plans) out.push('', `#### ${p.name}`, '', '```', p.plan, '```')
  }
  if (report.errors.length) {
    out.push('', '## Errors during the run', '')
    for (const e of report.errors) out.push(`- ${e.phase}: ${e.message}`)
  }
  return `${out.join('\n')}\n`
}
