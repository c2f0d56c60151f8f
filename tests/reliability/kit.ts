import type pg from 'pg'

import type { AppServer } from '../../scripts/lib/app-server.mjs'
import type { ResendLink } from './resend-link'
import type { FakeResend } from '../fakes/resend'

// What every scenario of the reliability suite gets, and how it reports.

export type Cluster = { serverUrl: string; port: number; start: () => Promise<void>; stop: () => Promise<void> }

export type SuiteContext = {
  app: AppServer
  db: pg.Pool
  cluster: Cluster
  resend: FakeResend
  resendLink: ResendLink
  cronSecret: string
  webhookSecret: string
  log: (message: string) => void
}

export type Figure = [label: string, value: string | number]

/** Counts added up over the whole run for the report's headline. */
export type Total = 'inputs tried' | 'inputs refused' | 'requests' | 'records lost'

export type ScenarioResult = {
  name: string
  /** One line on what was done. */
  summary: string
  figures: Figure[]
  failures: string[]
  totals: Partial<Record<Total, number>>
  /** Set when the scenario could not run here (it then neither passes nor fails). */
  notRun: string | null
  seconds: number
}

/** Collects a scenario's figures and failed checks (a failed check does not stop the scenario). */
export class Scenario {
  readonly figures: Figure[] = []
  readonly failures: string[] = []
  readonly totals: Partial<Record<Total, number>> = {}
  notRun: string | null = null

  constructor(
    readonly name: string,
    readonly summary: string,
  ) {}

  figure(label: string, value: string | number): void {
    this.figures.push([label, value])
  }

  total(name: Total, n: number): void {
    this.totals[name] = (this.totals[name] ?? 0) + n
  }

  check(condition: boolean, failure: string): boolean {
    if (!condition) this.failures.push(failure)
    return condition
  }
}

export async function runScenario(
  name: string,
  summary: string,
  ctx: SuiteContext,
  body: (s: Scenario) => Promise<void>,
): Promise<ScenarioResult> {
  const s = new Scenario(name, summary)
  const started = Date.now()
  ctx.log(`── ${name}`)
  try {
    await body(s)
  } catch (error) {
    s.failures.push(`stopped by an error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  }
  const result: ScenarioResult = {
    name,
    summary,
    figures: s.figures,
    failures: s.failures,
    totals: s.totals,
    notRun: s.notRun,
    seconds: Math.round((Date.now() - started) / 1000),
  }
  ctx.log(
    `   ${result.failures.length ? `FAILED (${result.failures.length})` : result.notRun ? 'NOT RUN' : 'passed'} in ${result.seconds} s`,
  )
  for (const failure of result.failures.slice(0, 10)) ctx.log(`   ✗ ${failure}`)
  return result
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The value at quantile q (0..1) of the numbers, by nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

/** Runs `task` for every item with at most `limit` in flight. */
export async function inPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await task(items[index], index)
    }
  })
  await Promise.all(workers)
}

/** A distinct client address per number, from 198.18.0.0/15 (the range set aside for benchmarking). */
export function addressFor(n: number): string {
  return `198.${18 + (Math.floor(n / 65_025) % 2)}.${Math.floor(n / 255) % 255}.${(n % 255) + 1}`
}
