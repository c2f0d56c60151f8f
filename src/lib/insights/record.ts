import { randomBytes } from 'node:crypto'

import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { ukDay } from '@/lib/dates'
import { RATE_LIMIT_TABLE } from '@/lib/enquiry/rate-limit'
import {
  INSIGHT_RATE_WINDOW_SECONDS,
  insightRateLimit,
  limitKey,
  seenKey,
  type InsightEvent,
} from '@/lib/insights/beacon'
import { poolOf } from '@/lib/platform/db'

/**
 * Recording a beacon's batch (issue 35): the day's salt (created on the day's first use, by whichever request comes
 * first), the per-address limit, then ONE statement that inserts the events' seen keys and adds only the new ones to
 * the daily counters, so concurrent beacons of one visitor count once. Tables: migrations/20261126_080000_insight_counters.ts.
 */

export type RecordOutcome = { ok: true; counted: number } | { ok: false; reason: 'rate-limited'; retryAfterMs: number }

export type Visitor = { ip: string | null; userAgent: string | null }

/** This process's copy of the current day's salt (a salt never changes once created). */
let saltCache: { pool: Pool; day: string; salt: Buffer } | null = null

/**
 * The salt of a UK day, created on its first use: an insert that does nothing when another request (or instance)
 * created it first, then a fresh read. The first time a process meets a new day it also deletes every earlier
 * day's salt and seen keys, so yesterday's keys can no longer be tied to anyone (see also `purgeInsightKeys`).
 */
export async function daySalt(pool: Pool, day: string): Promise<Buffer> {
  if (saltCache && saltCache.pool === pool && saltCache.day === day) return saltCache.salt
  const inserted = await pool.query<{ salt: Buffer }>(
    'INSERT INTO insight_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt',
    [day, randomBytes(32)],
  )
  const salt =
    inserted.rows[0]?.salt ??
    (await pool.query<{ salt: Buffer }>('SELECT salt FROM insight_salts WHERE day = $1', [day])).rows[0]?.salt
  if (!salt) throw new Error(`No insight salt for ${day}`)
  await purgeKeysBefore(pool, day)
  saltCache = { pool, day, salt }
  return salt
}

async function purgeKeysBefore(pool: Pool, day: string): Promise<{ salts: number; keys: number }> {
  const { rows } = await pool.query<{ salts: number; keys: number }>(
    `WITH s AS (DELETE FROM insight_salts WHERE day < $1 RETURNING 1),
          k AS (DELETE FROM insight_seen WHERE day < $1 RETURNING 1)
     SELECT (SELECT count(*) FROM s)::int AS salts, (SELECT count(*) FROM k)::int AS keys`,
    [day],
  )
  return rows[0]
}

/** Deletes the salts and seen keys of every UK day before `now`'s (what `daySalt` does on a new day's first use). */
export function purgeInsightKeys(payload: Payload, now: Date): Promise<{ salts: number; keys: number }> {
  return purgeKeysBefore(poolOf(payload), ukDay(now).iso)
}

const limiters = new WeakMap<Pool, Map<number, RateLimiterPostgres>>()

function limiterFor(pool: Pool, points: number): RateLimiterPostgres {
  let byPoints = limiters.get(pool)
  if (!byPoints) limiters.set(pool, (byPoints = new Map()))
  let limiter = byPoints.get(points)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: 'insight-ip',
      points,
      duration: INSIGHT_RATE_WINDOW_SECONDS,
    })
    byPoints.set(points, limiter)
  }
  return limiter
}

// Only events of published suppliers, and of their own published products, are kept; the rest are dropped here,
// before a seen key is written. `fresh` is the keys no earlier request of the day had inserted. Both inserts take
// their rows in one order (the keys; the counters' primary key), so concurrent batches wait for each other's rows
// instead of deadlocking (PostgreSQL would find the cycle only after deadlock_timeout, 1 s, and fail one).
const RECORD_SQL = `
WITH ev AS (
  SELECT * FROM unnest($2::text[], $3::int[], $4::int[], $5::bytea[]) AS e(metric, supplier_id, product_id, key)
), known AS (
  SELECT ev.* FROM ev
  JOIN suppliers s ON s.id = ev.supplier_id AND s._status = 'published'
  WHERE ev.product_id = 0 OR EXISTS (
    SELECT 1 FROM products p WHERE p.id = ev.product_id AND p.supplier_id = ev.supplier_id AND p._status = 'published')
), fresh AS (
  INSERT INTO insight_seen (day, key) SELECT $1::date, key FROM known ORDER BY key ON CONFLICT DO NOTHING RETURNING key
), added AS (
  INSERT INTO insight_daily_counts AS c (day, supplier_id, product_id, metric, count)
  SELECT $1::date, known.supplier_id, known.product_id, known.metric, count(*)::int
  FROM known JOIN fresh ON fresh.key = known.key
  GROUP BY known.supplier_id, known.product_id, known.metric
  ORDER BY known.supplier_id, known.metric, known.product_id
  ON CONFLICT (supplier_id, day, metric, product_id) DO UPDATE SET count = c.count + EXCLUDED.count
)
SELECT count(*)::int AS added FROM fresh`

/**
 * Counts a batch of events for one visitor on `now`'s UK day: each event once per visitor and day, whatever
 * arrives at the same time. Over the per-address limit nothing is counted.
 */
export async function recordInsightBatch(
  payload: Payload,
  events: readonly InsightEvent[],
  visitor: Visitor,
  { now = new Date(), limit = insightRateLimit() }: { now?: Date; limit?: number } = {},
): Promise<RecordOutcome> {
  const pool = poolOf(payload)
  const day = ukDay(now).iso
  const salt = await daySalt(pool, day)
  try {
    await limiterFor(pool, limit).consume(limitKey(salt, visitor.ip), events.length)
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, reason: 'rate-limited', retryAfterMs: error.msBeforeNext }
    throw error
  }
  const { rows } = await pool.query<{ added: number }>(RECORD_SQL, [
    day,
    events.map((e) => e.metric),
    events.map((e) => e.supplierId),
    events.map((e) => e.productId),
    events.map((e) => seenKey(salt, day, visitor, e)),
  ])
  return { ok: true, counted: rows.reduce((n, r) => n + r.added, 0) }
}
