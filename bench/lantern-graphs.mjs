// `node bench/lantern-graphs.mjs <dir> [name…]`: what Lighthouse's simulated LCP (Lantern) counted in each kept run.
// The bench keeps a run's report, trace and DevTools log in <dir> with BENCH_LIGHTHOUSE_DIR=<dir>
// BENCH_LIGHTHOUSE_TRACE=1; this recomputes Lighthouse's own LCP estimate from them and prints both of its graphs
// (optimistic and pessimistic, averaged half and half): each request (priority, bytes, simulated end) and each CPU
// task (simulated duration, what it did), and the observed FCP/LCP they were cut at; --summary: one line a run.
import fs from 'node:fs'
import path from 'node:path'

const { LanternLargestContentfulPaint } =
  await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js')
const { LanternFirstContentfulPaint } =
  await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js')
const { ProcessedNavigation } = await import('lighthouse/core/computed/processed-navigation.js')

/** Lantern's estimate of one kept run: the metric, both graphs' nodes with their simulated timings. */
export async function lanternOfRun({ lhr, trace, devtoolsLog }) {
  const settings = lhr.configSettings
  const context = { computedCache: new Map(), settings }
  const data = {
    trace,
    devtoolsLog,
    settings,
    gatherContext: { gatherMode: 'navigation' },
    URL: {
      requestedUrl: lhr.requestedUrl,
      mainDocumentUrl: lhr.mainDocumentUrl,
      finalDisplayedUrl: lhr.finalDisplayedUrl,
    },
    SourceMaps: [],
    simulator: undefined,
  }
  const navigation = await ProcessedNavigation.request(trace, context)
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const start = navigation.timestamps.timeOrigin
  return {
    observed: { fcp: navigation.timings.firstContentfulPaint, lcp: navigation.timings.largestContentfulPaint },
    fcp: {
      timing: fcp.timing,
      optimistic: fcp.optimisticEstimate.timeInMs,
      pessimistic: fcp.pessimisticEstimate.timeInMs,
    },
    lcp: {
      timing: lcp.timing,
      optimistic: nodes(lcp.optimisticEstimate, start),
      pessimistic: nodes(lcp.pessimisticEstimate, start),
    },
  }
}

/** A graph's nodes in simulated order: requests and CPU tasks, with observed start (ms after navigation). */
function nodes(estimate, timeOrigin) {
  const rows = []
  for (const [node, timing] of estimate.nodeTimings.entries()) {
    const observedStart = Math.round((node.startTime - timeOrigin) / 1000)
    if (node.type === 'network') {
      const { request } = node
      rows.push({
        kind: 'network',
        type: request.resourceType,
        kB: request.transferSize / 1024,
        what: `${request.resourceType} ${request.priority} ${Math.round(request.transferSize / 102.4) / 10} kB ${shortUrl(request.url)}`,
        observedStart,
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      })
    } else {
      const did = [...new Set(node.childEvents.map((e) => e.name))]
        .filter((n) =>
          /^(EvaluateScript|ParseHTML|Layout|Paint|FunctionCall|v8\.compile|ParseAuthorStyleSheet|UpdateLayoutTree)$/.test(
            n,
          ),
        )
        .join(',')
      const scripts = node.getEvaluateScriptURLs ? [...node.getEvaluateScriptURLs()].map(shortUrl).join(' ') : ''
      rows.push({
        kind: 'cpu',
        type: 'cpu',
        kB: 0,
        what: `${Math.round(node.duration / 100) / 10} ms observed: ${did} ${scripts}`.trim(),
        observedStart,
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
      })
    }
  }
  rows.sort((a, b) => a.start - b.start)
  return { timeInMs: Math.round(estimate.timeInMs), rows }
}

function shortUrl(url) {
  if (url.startsWith('data:')) return `${url.slice(0, 30)}…`
  try {
    const u = new URL(url)
    return `${u.pathname}${u.search}`.slice(0, 90)
  } catch {
    return url.slice(0, 90)
  }
}

/** A graph's requests in kB by resource type, and its CPU tasks' simulated milliseconds. */
export function graphTotals(graph) {
  /** @type {Record<string, number>} */
  const kB = {}
  let cpu = 0
  for (const row of graph.rows) {
    if (row.kind === 'cpu') cpu += row.end - row.start
    else kB[row.type] = (kB[row.type] ?? 0) + row.kB
  }
  return { kB, cpu }
}

/** One line per run: the estimate, and per graph its requests' kB by type and its CPU time (simulated ms). */
export function summaryLine(name, result) {
  const side = (graph) => {
    const { kB, cpu } = graphTotals(graph)
    const parts = Object.entries(kB)
      .filter(([, v]) => v >= 0.5)
      .map(([t, v]) => `${t} ${Math.round(v)}`)
    return `${graph.timeInMs} ms [${parts.join(', ')} kB; CPU ${cpu} ms]`
  }
  const ms = (v) => `${Math.round(v)}`
  return (
    `${name.padEnd(44).slice(0, 44)} LCP ${ms(result.lcp.timing)} (observed ${ms(result.observed.lcp)}) ` +
    `optimistic ${side(result.lcp.optimistic)} pessimistic ${side(result.lcp.pessimistic)}`
  )
}

function print(name, result) {
  const ms = (v) => `${Math.round(v)} ms`
  console.log(`\n## ${name}: observed FCP ${ms(result.observed.fcp)}, LCP ${ms(result.observed.lcp)}`)
  console.log(
    `Lantern FCP ${ms(result.fcp.timing)} (optimistic ${ms(result.fcp.optimistic)}, pessimistic ${ms(result.fcp.pessimistic)})`,
  )
  console.log(
    `Lantern LCP ${ms(result.lcp.timing)} (optimistic ${ms(result.lcp.optimistic.timeInMs)}, pessimistic ${ms(result.lcp.pessimistic.timeInMs)})`,
  )
  for (const side of ['optimistic', 'pessimistic']) {
    console.log(`### ${side}`)
    for (const row of result.lcp[side].rows)
      console.log(
        `  ${String(row.start).padStart(5)}–${String(row.end).padEnd(5)} (obs ${String(row.observedStart).padStart(4)}) ${row.kind.padEnd(7)} ${row.what}`,
      )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const brief = args[0] === '--summary'
  const [dir, ...only] = brief ? args.slice(1) : args
  if (!dir) {
    console.error('usage: node bench/lantern-graphs.mjs [--summary] <BENCH_LIGHTHOUSE_DIR> [run name…]')
    process.exit(2)
  }
  const names = fs
    .readdirSync(dir)
    .filter((f) => /\.json$/.test(f) && !/^(trace|devtools)-/.test(f))
    .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
    .sort()
  for (const file of names) {
    const devtoolsFile = path.join(dir, `devtools-${file}`)
    const traceFile = path.join(dir, `trace-${file}`)
    if (!fs.existsSync(devtoolsFile) || !fs.existsSync(traceFile)) continue
    const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'))
    const result = await lanternOfRun({
      lhr: read(path.join(dir, file)),
      trace: read(traceFile),
      devtoolsLog: read(devtoolsFile),
    })
    const name = file.replace(/\.json$/, '')
    if (brief) console.log(summaryLine(name, result))
    else print(name, result)
  }
}
