// `tsx bench/lead-queries.ts --runs 100 --out <file.json>` on the lead benchmark database (DATABASE_URL): times the
// portal's own readers for the busiest supplier, one inbox page (src/lib/leads/inbox.ts) and a month's statement
// (src/lib/leads/statement.ts), and the site's review readers uncached (src/lib/data/reviews.ts): the summaries of a
// results page's 24 cards and the most-reviewed profile's first and a deep page; EXPLAIN ANALYZE of the SQL they send.
import './next-outside-server'

import fs from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { runCli } from '@/lib/platform/cli'
import { inboxPage, inboxPageSql } from '@/lib/leads/inbox'
import { monthOf, parseMonth } from '@/lib/leads/rules'
import { monthlyStatement, statementSql } from '@/lib/leads/statement'
import { findProfileReviews, reviewSummaries } from '@/lib/data/reviews'
import { runSql } from '@/lib/platform/db'
import { REVIEWS_PER_PAGE } from '@/lib/reviews/rules'
import { getPayloadClient } from '@/lib/platform/payload'

import { explainAnalyze, sqlRecorder } from './capture-sql'
import { queryRunArgs } from './query-args'
import { timeCalls } from './query-timing'

/** The target for both. */
export const LEAD_QUERY_P95_MS = 50
/** A results page's cards, each with its rating summary. */
const CARDS_PER_PAGE = 24
/** The deep page of the most-reviewed profile's reviews. */
const DEEP_REVIEW_PAGE = 20

type Case = { name: string; call: string; run: () => Promise<number>; sql?: SQL[] }

async function main(): Promise<void> {
  const { runs, out } = queryRunArgs()
  const payload = await getPayloadClient()
  const recorder = sqlRecorder(payload.db.pool)
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
  const reviewCounts = (
    await runSql(
      payload,
      sql`select count(*)::int as total, (count(*) filter (where status = 'published'))::int as published,
                 (select count(*)::int from review_replies where status = 'published') as replies
          from reviews`,
    )
  ).rows[0] as { total: number; published: number; replies: number }
  // The worst results page: the published suppliers with the most published reviews.
  const { rows: reviewed } = await runSql(
    payload,
    sql`select r.supplier_id, count(*)::int as n from reviews r join suppliers s on s.id = r.supplier_id
        where r.status = 'published' and s._status = 'published'
        group by r.supplier_id order by n desc, r.supplier_id limit ${CARDS_PER_PAGE}`,
  )
  const cards = reviewed as Array<{ supplier_id: number; n: number }>
  const mostReviewed = cards[0]
  if (!mostReviewed) throw new Error('no published reviews: seed the bench leads (and their reviews) first')
  const cardIds = cards.map((c) => c.supplier_id)
  const deepPage = Math.min(DEEP_REVIEW_PAGE, Math.max(1, Math.ceil(mostReviewed.n / REVIEWS_PER_PAGE)))
  const profilePage = async (page: number) => {
    const found = await findProfileReviews(payload, mostReviewed.supplier_id, page)
    if (!found) throw new Error(`no page ${page} of supplier ${mostReviewed.supplier_id}'s reviews`)
    return found.reviews.length
  }
  const cases: Case[] = [
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
    {
      name: `review summaries: ${cardIds.length} cards`,
      call: `reviewSummaries(${cardIds.length} most-reviewed)`,
      run: async () => (await reviewSummaries(payload, cardIds)).size,
    },
    {
      name: 'profile reviews: page 1',
      call: 'findProfileReviews(most-reviewed, 1)',
      run: () => profilePage(1),
    },
    {
      name: `profile reviews: page ${deepPage}`,
      call: `findProfileReviews(most-reviewed, ${deepPage})`,
      run: () => profilePage(deepPage),
    },
  ]
  const timings = []
  const plans = []
  for (let round = 0; round < 10; round += 1) for (const c of cases) await c.run()
  for (const c of cases) {
    // The readers without SQL of their own to show (Payload's Local API builds it) are explained as they sent it.
    const { result: rowsSeen, statements } = await recorder.record(c.run)
    const timed = await timeCalls(c.run, runs)
    timings.push({ name: c.name, call: c.call, rows: rowsSeen, targetMs: LEAD_QUERY_P95_MS, ...timed })
    const own = c.sql
    const explained = own
      ? (
          await recorder.record(async () => {
            for (const query of own) await runSql(payload, query)
          })
        ).statements
      : statements
    const { plan, sqlMs } = await explainAnalyze(payload.db.pool, explained)
    plans.push({ name: c.name, sqlMs, plan })
  }
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        connections,
        suppliers,
        busiest: { supplierId: busiest.supplier_id, connections: busiest.n },
        reviews: {
          ...reviewCounts,
          mostReviewed: { supplierId: mostReviewed.supplier_id, published: mostReviewed.n },
          cards: { suppliers: cardIds.length, fewestPublished: cards.at(-1)?.n ?? 0 },
        },
        timings,
        plans,
      },
      null,
      2,
    ),
  )
}

runCli('Lead query bench', main)
