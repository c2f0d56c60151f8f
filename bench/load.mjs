// Load runs with autocannon; targets alternate in rounds so a change in the machine's load affects them alike.
import autocannon from 'autocannon'

import { combineSegments } from './stats.mjs'

/** One autocannon run; the raw (unaggregated) result so rounds can be merged exactly. */
export function runAutocannon({ url, connections, duration }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        pipelining: 1,
        timeout: 10,
        skipAggregateResult: true,
        headers: { 'user-agent': 'ecobuild-bench' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    activeRuns.add(instance)
    instance.on('done', () => activeRuns.delete(instance))
  })
}

/** Runs in progress, stopped on Ctrl-C. */
const activeRuns = new Set()

export function stopLoad() {
  for (const run of activeRuns) run.stop()
}

/**
 * Runs every target of one page for `duration` seconds in total each, split into `rounds` alternating segments, and
 * merges each target's segments; `onSegment(target, 'before' | 'after')` lets the caller count statements per target.
 */
export async function measureTargets({ targets, connections, duration, rounds, warmup }, onSegment = () => {}) {
  if (warmup > 0) for (const t of targets) await runAutocannon({ url: t.url, connections, duration: warmup })
  const raw = new Map(targets.map((t) => [t.name, []]))
  const segment = duration / rounds
  for (let round = 0; round < rounds; round += 1) {
    for (const t of targets) {
      onSegment(t.name, 'before')
      const result = await runAutocannon({ url: t.url, connections, duration: segment })
      onSegment(t.name, 'after')
      raw.get(t.name)?.push(result)
    }
  }
  const figures = {}
  for (const t of targets) {
    const results = raw.get(t.name) ?? []
    const totals = combineSegments(
      results.map((r) => ({
        durationSeconds: r.duration,
        requests: r.totalCompletedRequests,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
      })),
    )
    const merged = autocannon.aggregateResult(results, { url: t.url, connections })
    figures[t.name] = {
      ...totals,
      p50: merged.latency.totalCount ? merged.latency.p50 : null,
      p99: merged.latency.totalCount ? merged.latency.p99 : null,
    }
  }
  return figures
}
