import { randomInt } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postInsights } from '@/app/api/insights/route'
import { LEAD_RETENTION_QUEUE, LEAD_RETENTION_TASK } from '@/jobs/lead-retention'
import { ukDay } from '@/lib/dates'
import {
  DEFAULT_INSIGHT_RATE_LIMIT,
  INSIGHT_BATCH_MAX_BYTES,
  INSIGHT_BATCH_MAX_EVENTS,
  INSIGHT_RATE_WINDOW_SECONDS,
  limitKey,
} from '@/lib/insights/beacon'
import { purgeInsightKeys, recordInsightBatch } from '@/lib/insights/record'
import { seed } from '@/seed'
import { createListing, testPayload } from './helpers'

// Issue 35, counting without tracking: the beacon endpoint as the browser's sendBeacon calls it, against the real
// database. Every test uses client addresses of its own and reads only its suppliers' counters (the run's database
// is shared with the other integration files).

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0'
const used = new Set<string>()
/** A client address no other test of this file uses (TEST-NET-2/3). */
function uniqueIp(): string {
  for (;;) {
    const ip = `${randomInt(0, 2) ? '198.51.100' : '203.0.113'}.${randomInt(1, 255)}`
    if (!used.has(ip)) return (used.add(ip), ip)
  }
}

let payload: Payload
let pool: pg.Pool
let supplierId: number
let productId: number
let otherSupplierId: number
let draftSupplierId: number

type Beacon = { ip: string; ua?: string; headers?: Record<string, string>; contentType?: string }

function beacon(body: unknown, { ip, ua = CHROME, headers = {}, contentType = 'text/plain;charset=UTF-8' }: Beacon) {
  return postInsights(
    new Request('http://localhost:3000/api/insights', {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'user-agent': ua,
        'x-forwarded-for': ip,
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const today = () => ukDay(new Date()).iso

async function counts(supplier: number, day = today()): Promise<Record<string, number>> {
  const { rows } = await pool.query<{ metric: string; product_id: number; count: number }>(
    'SELECT metric, product_id, count FROM insight_daily_counts WHERE supplier_id = $1 AND day = $2',
    [supplier, day],
  )
  return Object.fromEntries(rows.map((r) => [r.product_id ? `${r.metric}:${r.product_id}` : r.metric, r.count]))
}

/** Everything the counters and the seen keys hold, to show a request changed nothing. */
async function snapshot() {
  const { rows } = await pool.query(
    `SELECT (SELECT coalesce(json_agg(c ORDER BY supplier_id, day, metric, product_id), '[]') FROM insight_daily_counts c) AS counts,
            (SELECT count(*)::int FROM insight_seen) AS seen`,
  )
  return rows[0] as { counts: unknown; seen: number }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
  const { rows } = await pool.query<{ id: number; supplier_id: number }>(
    `SELECT p.id, p.supplier_id FROM products p JOIN suppliers s ON s.id = p.supplier_id AND s._status = 'published'
     WHERE p._status = 'published' ORDER BY p.id LIMIT 1`,
  )
  expect(rows).toHaveLength(1)
  ;({ id: productId, supplier_id: supplierId } = rows[0])
  const other = await pool.query<{ id: number }>(
    `SELECT id FROM suppliers WHERE _status = 'published' AND id <> $1 ORDER BY id LIMIT 1`,
    [supplierId],
  )
  otherSupplierId = other.rows[0].id
  draftSupplierId = (await createListing(payload, 'Insights draft', { _status: 'draft' })).id
})

afterAll(async () => {
  await pool?.end()
})

describe('counting without tracking', () => {
  it('20 concurrent beacons of one visitor count once; a second visitor counts again; a repeat does not', async () => {
    const listing = await createListing(payload, 'Insights concurrency')
    const a = uniqueIp()
    const views = [['profile_view', listing.id]]
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(views, { ip: a })))
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(204))
    expect(await counts(listing.id)).toEqual({ profile_view: 1 })
    // Another visitor: another address, or the same address with another browser.
    expect((await beacon(views, { ip: uniqueIp() })).status).toBe(204)
    expect((await beacon(views, { ip: a, ua: FIREFOX })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 3 })
    expect((await beacon(views, { ip: a })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 3 })
  })

  it('60 visitors’ batches of overlapping events in different orders, all at once, all count: no deadlock', async () => {
    const listings = await Promise.all(
      Array.from({ length: 8 }, (_, n) => createListing(payload, `Insights order ${n}`)),
    )
    const events = listings.flatMap((l) => [
      ['profile_view', l.id],
      ['impression', l.id],
      ['click_website', l.id],
      ['click_email', l.id],
    ])
    // Visitor n sends 20 of the 32 events, starting at its own place and in its own order.
    const batchOf = (n: number) =>
      Array.from({ length: 20 }, (_, i) => events[(n * 5 + i * (n % 2 ? 3 : 29)) % events.length])
    const batches = Array.from({ length: 60 }, (_, n) => [...new Map(batchOf(n).map((e) => [e.join(), e])).values()])
    const expected = new Map<string, number>()
    for (const batch of batches) for (const e of batch) expected.set(e.join(), (expected.get(e.join()) ?? 0) + 1)
    const answers = await Promise.all(batches.map((batch) => beacon(batch, { ip: uniqueIp() })))
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(204))
    for (const listing of listings) {
      const want = Object.fromEntries(
        ['profile_view', 'impression', 'click_website', 'click_email']
          .map((m) => [m, expected.get(`${m},${listing.id}`) ?? 0])
          .filter(([, n]) => n !== 0),
      )
      expect(await counts(listing.id)).toEqual(want)
    }
  })

  it('adds a batch of views, impressions and clicks, by supplier and product, as JSON too', async () => {
    const before = await counts(supplierId)
    const ip = uniqueIp()
    const batch = [
      ['product_view', supplierId, productId],
      ['impression', supplierId, productId],
      ['impression', supplierId],
      ['click_website', supplierId],
      ['click_email', supplierId],
    ]
    expect((await beacon(batch, { ip, contentType: 'application/json' })).status).toBe(204)
    const after = await counts(supplierId)
    const added = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
    expect([
      added(`product_view:${productId}`),
      added(`impression:${productId}`),
      added('impression'),
      added('click_website'),
      added('click_email'),
    ]).toEqual([1, 1, 1, 1, 1])
  })

  it('a bad request changes nothing: malformed, oversized, unknown metric, wrong type', async () => {
    const ip = uniqueIp()
    const before = await snapshot()
    const bad: Array<[unknown, Partial<Beacon>, number]> = [
      ['{"not": "a batch"', {}, 400],
      [[['profile_view', supplierId, 0, 'x'.repeat(INSIGHT_BATCH_MAX_BYTES)]], {}, 400],
      ['x'.repeat(64 * 1024), {}, 400],
      [Array.from({ length: INSIGHT_BATCH_MAX_EVENTS + 1 }, () => ['profile_view', supplierId]), {}, 400],
      [[['page_view', supplierId]], {}, 400],
      [[['profile_view', -1]], {}, 400],
      [[['product_view', supplierId]], {}, 400],
      [[['profile_view', supplierId]], { contentType: 'application/x-www-form-urlencoded' }, 415],
    ]
    for (const [body, options, status] of bad) {
      const response = await beacon(body, { ip, ...options })
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status)
      expect(((await response.json()) as { message: string }).message).toMatch(/\w/)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('an unknown or unpublished supplier, or a product of another supplier, is dropped without a change', async () => {
    const ip = uniqueIp()
    const before = await snapshot()
    for (const batch of [
      [['profile_view', 2_000_000_000]],
      [['profile_view', draftSupplierId]],
      [['product_view', otherSupplierId, productId]],
      [['product_view', supplierId, 2_000_000_000]],
    ])
      expect((await beacon(batch, { ip })).status).toBe(204)
    expect(await snapshot()).toEqual(before)
  })

  it('bots, prefetches and other sites’ pages are not counted', async () => {
    const listing = await createListing(payload, 'Insights bots')
    const ip = uniqueIp()
    const views = [['profile_view', listing.id]]
    const uncounted: Array<[Partial<Beacon>, number]> = [
      [{ ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, 204],
      [{ ua: 'curl/8.5.0' }, 204],
      [{ ua: '' }, 204],
      [{ headers: { 'sec-purpose': 'prefetch' } }, 204],
      [{ headers: { purpose: 'prefetch' } }, 204],
      [{ headers: { 'next-router-prefetch': '1' } }, 204],
      [{ headers: { 'sec-fetch-site': 'cross-site', origin: 'https://rival.example' } }, 403],
      [{ headers: { 'sec-fetch-site': '', origin: 'https://rival.example' } }, 403],
    ]
    for (const [options, status] of uncounted)
      expect((await beacon(views, { ip, ...options })).status, JSON.stringify(options)).toBe(status)
    expect(await counts(listing.id)).toEqual({})
    expect((await beacon(views, { ip })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 1 })
  })
})

describe('the per-address limit', () => {
  const windowMs = INSIGHT_RATE_WINDOW_SECONDS * 1000
  const MINUTE = 60_000

  /** As if the address's window had started `age` ago (the pattern of time-edges.test.ts). */
  async function startedAgo(ip: string, age: number, startedAt: number) {
    const { rows } = await pool.query<{ salt: Buffer }>('SELECT salt FROM insight_salts WHERE day = $1', [today()])
    const key = `insight-ip:${limitKey(rows[0].salt, ip)}`
    const updated = await pool.query('UPDATE enquiry_rate_limits SET expire = $2 WHERE key = $1', [
      key,
      startedAt + windowMs - age,
    ])
    expect(updated.rowCount).toBe(1)
  }

  const limitTitle =
    `${DEFAULT_INSIGHT_RATE_LIMIT} events an address in ${INSIGHT_RATE_WINDOW_SECONDS / 60} minutes, ` +
    'then 429 and nothing counted until the window has passed'
  it(limitTitle, async () => {
    const listing = await createListing(payload, 'Insights limit')
    const ip = uniqueIp()
    const startedAt = Date.now()
    // Just inside: the limit's events in full batches of distinct events (impressions of ids that need not exist).
    let sent = 0
    while (sent < DEFAULT_INSIGHT_RATE_LIMIT) {
      const size = Math.min(INSIGHT_BATCH_MAX_EVENTS, DEFAULT_INSIGHT_RATE_LIMIT - sent)
      const batch = Array.from({ length: size }, (_, i) => ['impression', 1_500_000_000 + sent + i])
      expect((await beacon(batch, { ip })).status).toBe(204)
      sent += size
    }
    // Just outside: one more event is refused and counts nothing.
    const before = await snapshot()
    const refused = await beacon([['profile_view', listing.id]], { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await snapshot()).toEqual(before)
    // Another address is not limited by it.
    expect((await beacon([['profile_view', listing.id]], { ip: uniqueIp() })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 1 })
    // A minute before the window ends: still refused; a minute after: counted.
    await startedAgo(ip, windowMs - MINUTE, startedAt)
    expect((await beacon([['profile_view', listing.id]], { ip })).status).toBe(429)
    await startedAgo(ip, windowMs + MINUTE, startedAt)
    expect((await beacon([['profile_view', listing.id]], { ip })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 2 })
  })
})

describe('what is kept', () => {
  it('yesterday’s salt and seen keys are gone once today’s first event is recorded; the counts stay', async () => {
    const listing = await createListing(payload, 'Insights yesterday')
    const visitor = { ip: uniqueIp(), userAgent: CHROME }
    const events = [{ metric: 'profile_view' as const, supplierId: listing.id, productId: 0 }]
    const now = new Date()
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000)
    const dayBefore = ukDay(yesterday).iso
    expect(await recordInsightBatch(payload, events, visitor, { now: yesterday })).toEqual({ ok: true, counted: 1 })
    const seenYesterday = await pool.query('SELECT count(*)::int AS n FROM insight_seen WHERE day = $1', [dayBefore])
    expect(seenYesterday.rows[0].n).toBeGreaterThan(0)
    // The same visitor the next day counts again (a new day, a new salt).
    expect(await recordInsightBatch(payload, events, visitor, { now })).toEqual({ ok: true, counted: 1 })
    expect(await counts(listing.id, dayBefore)).toEqual({ profile_view: 1 })
    expect(await counts(listing.id)).toEqual({ profile_view: 1 })
    const left = await pool.query<{ seen: number; salts: number }>(
      `SELECT (SELECT count(*)::int FROM insight_seen WHERE day < $1) AS seen,
              (SELECT count(*)::int FROM insight_salts WHERE day < $1) AS salts`,
      [today()],
    )
    expect(left.rows[0]).toEqual({ seen: 0, salts: 0 })
  })

  it('purgeInsightKeys deletes earlier days’ salts and keys (for a day without visits)', async () => {
    await pool.query(`INSERT INTO insight_salts (day, salt) VALUES ('2026-01-01', '\\x00') ON CONFLICT DO NOTHING`)
    await pool.query(`INSERT INTO insight_seen (day, key) VALUES ('2026-01-01', '\\x01') ON CONFLICT DO NOTHING`)
    expect(await purgeInsightKeys(payload, new Date())).toEqual({ salts: 1, keys: 1 })
    const { rows } = await pool.query(
      `SELECT 1 FROM insight_seen WHERE day = '2026-01-01' UNION ALL SELECT 1 FROM insight_salts WHERE day = '2026-01-01'`,
    )
    expect(rows).toEqual([])
  })

  it('no table holds a counted visitor’s address or user agent', async () => {
    const ip = uniqueIp()
    const ua = `${CHROME} InsightsScan/${randomInt(1_000_000, 9_999_999)}`
    const listing = await createListing(payload, 'Insights scan')
    expect((await beacon([['profile_view', listing.id]], { ip, ua })).status).toBe(204)
    expect(await counts(listing.id)).toEqual({ profile_view: 1 })
    const hex = (text: string) => Buffer.from(text).toString('hex')
    const needles = [ip, ua.slice(-20), hex(ip), hex(ua.slice(-20))]
    const { rows: tables } = await pool.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    const found: string[] = []
    for (const { name } of tables) {
      for (const needle of needles) {
        const { rows } = await pool.query(`SELECT 1 FROM ${name} t WHERE t::text ILIKE $1 LIMIT 1`, [`%${needle}%`])
        if (rows.length > 0) found.push(`${name}: ${needle}`)
      }
    }
    expect(found).toEqual([])
  })
})

describe('the daily upkeep', () => {
  it('the daily lead retention job also deletes earlier days’ salts and seen keys', async () => {
    await pool.query(`INSERT INTO insight_salts (day, salt) VALUES ('2026-02-02', '\\x00') ON CONFLICT DO NOTHING`)
    await pool.query(`INSERT INTO insight_seen (day, key) VALUES ('2026-02-02', '\\x02') ON CONFLICT DO NOTHING`)
    const job = await payload.jobs.queue({ task: LEAD_RETENTION_TASK, input: {}, queue: LEAD_RETENTION_QUEUE })
    await payload.jobs.run({ queue: LEAD_RETENTION_QUEUE, where: { id: { equals: job.id } }, silent: true })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
    expect(done.completedAt).toBeTruthy()
    const { rows } = await pool.query(
      `SELECT 1 FROM insight_seen WHERE day = '2026-02-02' UNION ALL SELECT 1 FROM insight_salts WHERE day = '2026-02-02'`,
    )
    expect(rows).toEqual([])
    await pool.query('DELETE FROM payload_jobs WHERE id = $1', [job.id])
  })
})
