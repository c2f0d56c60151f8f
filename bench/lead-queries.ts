// `tsx bench/lead-queries.ts --runs 100 --out <file.json>` on the lead benchmark database (DATABASE_URL): times the
// portal's own readers for the busiest supplier, one inbox page (src/lib/leads/inbox.ts) and a month's statement
// (src/lib/leads/statement.ts), and runs EXPLAIN ANALYZE on the SQL they send.
import './next-outside-server'

import fs from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { runCli } from '@scripts/lib/cli'
import { inboxPage, inboxPageSql } from '@/lib/leads/inbox'
import { monthOf, parseMonth } from '@/lib/leads/rules'
import { monthlyStatement, statementSql } from '@/lib/leads/statement'
import { runSql } from '@/lib/db'
import { getPayloadClient } from '@/lib/payload'

import { percentile } from './stats.mjs'
import { queryRunArgs } from './query-args'

/** The target for both. */
export const LEAD_QUERY_P95_MS = 50

async function main(): Promise<void> {
  const { runs, out } = queryRunArgs()
  const payload = await getPayloadClient()
  const count = async (query: SQL) => ((await runSql(payload, query)).rows[0] as { n: number }).n
  const connections = await count(sql`select count(*)::int as n from lead_connections`)
  const suppliers = await count(sql`select count(distinct supplier_id)::int as n from lead_connections`)
  const { rows } = await runSql(
    payload,
    sql`select supplier_id, count(*)::int as n from lead_connections group by supplier_id order by n desc limit 1`,
  )
  const busiest = rows[0] as { supplier_id: number; n: number } | undefined
  if (!busiest) throw new Error('no lead connections: seed the bench leads first')
  // The last whole month: the statement a supplier opens most.
  const now = new Date()
  const month = parseMonth(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))))!
  const cases = [
    {
      name: 'inbox: page 1',
      call: `inboxPage(busiest, 1)`,
      run: async () => (await inboxPage(payload, busiest.supplier_id, 1)).rows.length,
      sql: [
        sql`select count(*)::int as total from lead_connections where supplier_id = ${busiest.supplier_id}`,
        inboxPageSql(busiest.supplier_id, 1),
      ],
    },
    {
      name: 'inbox: page 10',
      call: `inboxPage(busiest, 10)`,
      run: async () => (await inboxPage(payload, busiest.supplier_id, 10)).rows.length,
      sql: [inboxPageSql(busiest.supplier_id, 10)],
    },
    {
      name: `statement: ${monthOf(new Date(Date.UTC(month.year, month.month - 1, 1)))}`,
      call: `monthlyStatement(busiest, last month)`,
      run: async () => (await monthlyStatement(payload, busiest.supplier_id, month)).lines.length,
      sql: [statementSql(busiest.supplier_id, month)],
    },
  ]
  const timings = []
  const plans = []
  for (let round = 0; round < 10; round += 1) for (const c of cases) await c.run()
  for (const c of cases) {
    const rowsSeen = await c.run()
    const times: number[] = []
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now()
      await c.run()
      times.push(performance.now() - started)
    }
    timings.push({
      name: c.name,
      call: c.call,
      rows: rowsSeen,
      runs,
      targetMs: LEAD_QUERY_P95_MS,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
    })
    const explained: string[] = []
    let sqlMs = 0
    for (const statement of c.sql) {
      const result = await runSql(payload, sql`explain (analyze, buffers) ${statement}`)
      const plan = (result.rows as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']).join('\n')
      sqlMs += Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0)
      explained.push(plan)
    }
    plans.push({ name: c.name, sqlMs, plan: explained.join('\n\n') })
  }
  fs.writeFileSync(
    out,
    JSON.stringify(
      { connections, suppliers, busiest: { supplierId: busiest.supplier_id, connections: busiest.n }, timings, plans },
      null,
      2,
    ),
  )
}

runCli('Lead query bench', main)
