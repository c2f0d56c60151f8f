import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'

import { runAutocannon } from '../../bench/load.mjs'
import { AppServer } from '../../scripts/lib/app-server.mjs'
import { startFakeResend, type FakeResend } from '../fakes/resend'
import type { FakeS3 } from '../fakes/s3'
import { enquiryInput, postEnquiry, type EnquiryAnswer } from '../reliability/enquiries'
import { addressFor, Scenario, sleep, type ScenarioResult } from '../reliability/kit'
import { deliveryProblems, enquiryProblems, jobKeys, jobTally, leadsLike } from '../reliability/records'
import { startResendLink, type ResendLink } from '../reliability/resend-link'
import { describeFailures, msUntil, pageShows, viewPages } from './load'
import type { PostgresPair, RedisServer } from './services'

// The cluster test's scenarios (scripts/cluster.mjs starts the services): two instances of one production build
// behind nginx, sharing PostgreSQL (primary and a streaming replica), Redis and an S3 store.

export type ClusterOptions = {
  projectRoot: string
  distDir: string
  databaseUrl: string
  replicaDatabaseUrl: string
  payloadSecret: string
  admin: { email: string; password: string }
  postgres: PostgresPair
  redis: RedisServer
  s3: FakeS3
  ports: { a: number; b: number }
  /** Starts nginx in front of the given app ports; resolves with its URL and a stop function. */
  startNginx: (name: string, appPorts: number[]) => Promise<{ url: string; stop: () => Promise<void> }>
  nginxUrl: string
}

type Context = ClusterOptions & {
  a: AppServer
  b: AppServer
  nginx: string
  db: pg.Pool
  replica: pg.Pool
  resend: FakeResend
  resendLink: ResendLink
  cronSecret: string
  run: string
  log: (message: string) => void
}

/** The bound every "appears within" check holds to. */
const WITHIN_MS = 5_000
const STALE_AFTER_SECONDS = 15
/** DATABASE_READ_AFTER_WRITE_MS of the instances: above the replica's lag in this test (3 s), as the README asks. */
const READ_AFTER_WRITE_MS = 5_000
const PUBLIC_PATHS = ['/', '/london', '/manchester', '/suppliers', '/blog', '/about', '/suppliers?q=timber']

async function scenario(
  ctx: Context,
  name: string,
  summary: string,
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
  const seconds = Math.round((Date.now() - started) / 1000)
  ctx.log(`   ${s.failures.length ? `FAILED (${s.failures.length})` : 'passed'} in ${seconds} s`)
  for (const failure of s.failures) ctx.log(`   ✗ ${failure}`)
  return { name, summary, figures: s.figures, failures: s.failures, totals: s.totals, notRun: null, seconds }
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text()
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

type Auth = { cookie: string; origin: string }

/**
 * Signs the admin in at `base`: the headers a browser on the site sends, its session cookie (which nginx keeps on one
 * instance) and its origin (Payload takes a session cookie only from the site's own origin).
 */
async function signIn(ctx: Context, base: string): Promise<Auth> {
  const { token } = await json<{ token: string }>(
    await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ctx.admin),
    }),
    'POST /api/users/login',
  )
  return { cookie: `payload-token=${token}`, origin: ctx.nginxUrl }
}

type City = { id: number; slug: string; hero: Record<string, unknown> & { title: string } }

async function cityBySlug(base: string, auth: Auth, slug: string): Promise<City> {
  const found = await json<{ docs: City[] }>(
    await fetch(`${base}/api/cities?where[slug][equals]=${slug}&depth=0&limit=1`, { headers: auth }),
    'GET /api/cities',
  )
  if (!found.docs[0]) throw new Error(`no city ${slug}`)
  return found.docs[0]
}

/** Saves a new hero title on the city through `via` (as an editor in the admin does) and returns it. */
async function saveCityTitle(via: string, auth: Auth, city: City, label: string): Promise<string> {
  const title = `${label} ${randomBytes(4).toString('hex')}`
  await json(
    await fetch(`${via}/api/cities/${city.id}?depth=0`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ hero: { ...city.hero, title }, _status: 'published' }),
    }),
    `PATCH /api/cities/${city.id}`,
  )
  return title
}

/** Milliseconds from `started` (before the save) until each page shows `text`; null when not within 15 s. */
function visibleAfter(pages: readonly string[], text: string, started: number): Promise<(number | null)[]> {
  return Promise.all(
    pages.map(async (page) =>
      (await msUntil(() => pageShows(page, text), 15_000)) === null ? null : Date.now() - started,
    ),
  )
}

const seconds = (ms: number | null) => (ms === null ? 'not within 15 s' : `${(ms / 1000).toFixed(2)} s`)

async function runJobsAt(ctx: Context, app: AppServer, limit = 50): Promise<number> {
  if (!app.running) return 0
  try {
    const response = await fetch(`${app.url}/api/jobs/run?limit=${limit}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.cronSecret}` },
      signal: AbortSignal.timeout(120_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

/** Runs jobs on every running instance at once until none is waiting or in flight. */
async function drainOnBoth(ctx: Context, timeoutMs: number) {
  const started = Date.now()
  let tally = await jobTally(ctx.db)
  while (Date.now() - started < timeoutMs) {
    tally = await jobTally(ctx.db)
    if (tally.pending === 0 && tally.processing === 0) break
    await Promise.all([runJobsAt(ctx, ctx.a), runJobsAt(ctx, ctx.b)])
    await sleep(1_000)
  }
  return { tally, seconds: Math.round((Date.now() - started) / 1000) }
}

const health = (app: AppServer) =>
  fetch(`${app.url}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
    (r) => r.status,
    () => 0,
  )

// ── 1. An editor's save through A, on pages B serves
function editorSave(ctx: Context): Promise<ScenarioResult> {
  return scenario(
    ctx,
    "An editor's save through A appears on B",
    `a city's title saved through instance A's REST API (as the admin does); the city page ` +
      `polled on B directly, on A, and through nginx until it shows (bound ${WITHIN_MS / 1000} ` +
      `s)`,
    async (s) => {
      const auth = await signIn(ctx, ctx.a.url)
      const city = await cityBySlug(ctx.a.url, auth, 'london')
      const page = `/${city.slug}`
      // Every copy is cached before the save, as it is for visitors.
      for (const base of [ctx.a.url, ctx.b.url, ctx.nginx])
        for (let i = 0; i < 2; i += 1) await pageShows(`${base}${page}`, '')
      const started = Date.now()
      const title = await saveCityTitle(ctx.a.url, auth, city, 'Cluster save')
      const [onB, onA, viaNginx] = await visibleAfter(
        [ctx.b.url, ctx.a.url, ctx.nginx].map((base) => `${base}${page}`),
        title,
        started,
      )
      const elapsed = seconds
      s.figure('save through A → visible on B (directly)', elapsed(onB))
      s.figure('save through A → visible on A', elapsed(onA))
      s.figure('save through A → visible through nginx', elapsed(viaNginx))
      for (const [where, ms] of [
        ['B', onB],
        ['A', onA],
        ['nginx', viaNginx],
      ] as const)
        s.check(ms !== null && ms <= WITHIN_MS, `the save was not visible on ${where} within ${WITHIN_MS / 1000} s`)
    },
  )
}

// ── 2. An image uploaded through A, served by B
function uploadedImage(ctx: Context): Promise<ScenarioResult> {
  return scenario(
    ctx,
    'An image uploaded through A is served by B',
    'a PNG uploaded to the media collection through instance A; fetched from B (the file, its resized card and the image optimiser) and through nginx',
    async (s) => {
      const auth = await signIn(ctx, ctx.a.url)
      const png = await sharp({
        create: { width: 960, height: 600, channels: 3, background: { r: 40, g: 120, b: 80 } },
      })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `cluster-${ctx.run}.png`)
      form.append('_payload', JSON.stringify({ alt: `Cluster test image ${ctx.run}` }))
      const { doc } = await json<{ doc: { url: string; filename: string; sizes?: { card?: { url?: string } } } }>(
        await fetch(`${ctx.a.url}/api/media`, { method: 'POST', headers: auth, body: form }),
        'POST /api/media',
      )
      // Payload gives absolute URLs (on SITE_URL); each instance is asked for the same path.
      const file = new URL(doc.url, ctx.nginxUrl).pathname
      s.figure('file stored in the S3 store', ctx.s3.objects.has(doc.filename) ? 'yes' : 'no')
      s.check(ctx.s3.objects.has(doc.filename), `the upload ${doc.filename} is not in the S3 store`)
      const onDisk = fs.existsSync(path.join(ctx.projectRoot, 'media', doc.filename))
      s.check(!onDisk, `the upload was also written to A's disk (media/${doc.filename})`)
      const digest = (bytes: ArrayBuffer | Uint8Array) =>
        createHash('sha256').update(new Uint8Array(bytes)).digest('hex')
      const fromB = await fetch(`${ctx.b.url}${file}`)
      const bytesB = await fromB.arrayBuffer()
      s.figure(
        'GET the file from B',
        `${fromB.status}, ${bytesB.byteLength} bytes, ${fromB.headers.get('content-type')}`,
      )
      s.check(fromB.status === 200 && digest(bytesB) === digest(png), 'B did not serve the uploaded bytes')
      const fromNginx = await fetch(`${ctx.nginx}${file}`)
      s.check(
        fromNginx.status === 200 && digest(await fromNginx.arrayBuffer()) === digest(bytesB),
        'nginx did not serve the uploaded bytes',
      )
      const card = doc.sizes?.card?.url
      s.check(Boolean(card), 'the upload has no card size')
      if (card) {
        const cardB = await fetch(`${ctx.b.url}${new URL(card, ctx.nginxUrl).pathname}`)
        const cardBytes = await cardB.arrayBuffer()
        const meta = await sharp(Buffer.from(cardBytes))
          .metadata()
          .catch(() => null)
        s.figure('GET the card size from B', `${cardB.status}, ${meta?.width ?? '?'}×${meta?.height ?? '?'}`)
        s.check(cardB.status === 200 && meta?.width === 800, 'B did not serve the resized card image')
      }
      const optimised = await fetch(`${ctx.b.url}/_next/image?url=${encodeURIComponent(file)}&w=640&q=75`, {
        headers: { accept: 'image/webp' },
      })
      await optimised.arrayBuffer()
      s.figure('GET it through B’s image optimiser', `${optimised.status}, ${optimised.headers.get('content-type')}`)
      s.check(optimised.status === 200, `B's image optimiser answered ${optimised.status}`)
    },
  )
}

// ── 3. A replica behind the primary
function replicaLag(ctx: Context): Promise<ScenarioResult> {
  const DELAY_MS = 3_000
  const ENQUIRIES = 10
  const quiet = READ_AFTER_WRITE_MS + 500
  return scenario(
    ctx,
    'A lagging replica never makes a write look lost',
    `the replica holds back every commit ${DELAY_MS / 1000} s. After ${quiet / 1000} s ` +
      `without writes (so no instance reads the primary for having just written): an editor ` +
      `saves through A and the page is watched on B first (B refills it), then on A and ` +
      `nginx; after another ${quiet / 1000} s the editor saves through nginx and reads the ` +
      `city back through nginx 4 times (their session stays on one instance); then ${ENQUIRIES} ` +
      `enquiries through nginx`,
    async (s) => {
      const auth = await signIn(ctx, ctx.a.url)
      const city = await cityBySlug(ctx.a.url, auth, 'manchester')
      const page = `/${city.slug}`
      for (const base of [ctx.a.url, ctx.b.url, ctx.nginx])
        for (let i = 0; i < 2; i += 1) await pageShows(`${base}${page}`, '')
      await ctx.postgres.setReplicaDelay(DELAY_MS)
      try {
        const replicaTitle = async () =>
          (await ctx.replica.query<{ hero_title: string }>('select hero_title from cities where id = $1', [city.id]))
            .rows[0]?.hero_title
        await sleep(quiet)
        const started = Date.now()
        const title = await saveCityTitle(ctx.a.url, auth, city, 'Lag save')
        const replicaHadIt = (await replicaTitle()) === title
        const [bMs] = await visibleAfter([`${ctx.b.url}${page}`], title, started)
        const [onA, viaNginx] = await visibleAfter(
          [ctx.a.url, ctx.nginx].map((base) => `${base}${page}`),
          title,
          started,
        )
        s.figure('the replica had the save when it returned', replicaHadIt ? 'yes' : 'no (behind)')
        s.figure(
          'page shows the save on B (refilled there) / A / nginx after',
          [bMs, onA, viaNginx].map(seconds).join(' / '),
        )
        s.check(!replicaHadIt, 'the replica was not behind during the save (the scenario proved nothing)')
        s.check(
          [bMs, onA, viaNginx].every((v) => v !== null && v <= WITHIN_MS),
          `the public page did not show the save everywhere within ${WITHIN_MS / 1000} s`,
        )

        await sleep(quiet)
        const second = await saveCityTitle(ctx.nginx, auth, { ...city, hero: { ...city.hero, title } }, 'Lag save')
        const secondOnReplica = (await replicaTitle()) === second
        const readBacks = []
        for (let i = 0; i < 4; i += 1) readBacks.push((await cityBySlug(ctx.nginx, auth, 'manchester')).hero.title)
        const seen = readBacks.filter((t) => t === second).length
        s.figure("the editor's 4 reads through nginx straight after saving there show the save", `${seen} of 4`)
        s.check(!secondOnReplica, 'the replica was not behind during the second save (the scenario proved nothing)')
        s.check(seen === 4, `the editor read back ${readBacks.join(', ')} after saving "${second}"`)

        const label = 'lag'
        const answers = await Promise.all(
          Array.from({ length: ENQUIRIES }, (_, n) =>
            postEnquiry(ctx.nginx, enquiryInput(label, n, ctx.run), addressFor(50_000 + n)),
          ),
        )
        const pattern = `${label}-%-${ctx.run}@reliability.test`
        const onReplica = (
          await ctx.replica.query('select count(*)::int as n from leads where email like $1', [pattern])
        ).rows[0].n as number
        const onPrimary = (await leadsLike(ctx.db, pattern)).length
        const acknowledged = answers.filter((a) => a.status === 201).length
        s.figure('enquiries acknowledged (201)', `${acknowledged} of ${ENQUIRIES}`)
        s.figure('stored on the primary / visible on the replica at that moment', `${onPrimary} / ${onReplica}`)
        s.check(acknowledged === ENQUIRIES, `answers: ${answers.map((a) => a.status).join(', ')}`)
        s.check(onPrimary === ENQUIRIES, `${onPrimary} of ${ENQUIRIES} enquiries are stored`)
        s.check(onReplica < ENQUIRIES, 'the replica was not behind (the scenario proved nothing)')
      } finally {
        await ctx.postgres.setReplicaDelay(0)
      }
      const caughtUp = await msUntil(
        async () =>
          (
            await ctx.replica.query('select count(*)::int as n from leads where email like $1', [
              `lag-%-${ctx.run}@reliability.test`,
            ])
          ).rows[0].n === ENQUIRIES,
        15_000,
      )
      s.figure('replica caught up after the delay was lifted', seconds(caughtUp))
      s.check(caughtUp !== null, 'the replica did not catch up')
    },
  )
}

// ── 4. Redis away for 10 s
function redisOutage(ctx: Context): Promise<ScenarioResult> {
  const LOAD_MS = 20_000
  const STOP_AT = 4_000
  const OUTAGE_MS = 10_000
  return scenario(
    ctx,
    'Redis stopped for 10 s during page views',
    `${LOAD_MS / 1000} s of page views on A, B and nginx (6 visitors); Redis stopped at ${STOP_AT / 1000} ` +
      `s and started again ${OUTAGE_MS / 1000} s later (empty); then an editor's save through ` +
      `A, watched on B`,
    async (s) => {
      const urls = [ctx.a.url, ctx.b.url, ctx.nginx].flatMap((base) => PUBLIC_PATHS.map((p) => `${base}${p}`))
      const replicaReads = async () =>
        Number((await ctx.replica.query('select sum(xact_commit)::bigint as n from pg_stat_database')).rows[0].n)
      const readsBefore = await replicaReads()
      const started = Date.now()
      const views = viewPages(urls, { concurrency: 6, until: () => Date.now() - started > LOAD_MS })
      await sleep(STOP_AT)
      await ctx.redis.stop()
      await sleep(OUTAGE_MS / 2)
      const healthDuring = await Promise.all([health(ctx.a), health(ctx.b)])
      await sleep(OUTAGE_MS / 2)
      await ctx.redis.start()
      const [healthy, tally] = await Promise.all([
        msUntil(async () => (await health(ctx.a)) === 200 && (await health(ctx.b)) === 200, 30_000),
        views,
      ])
      const readsOnReplica = (await replicaReads()) - readsBefore
      s.figure('page views during the run', tally.views)
      s.figure('transactions the replica answered meanwhile (searches are not cached)', readsOnReplica)
      s.check(readsOnReplica > 0, 'no read went to the replica')
      s.figure('failed (5xx, 4xx or no answer)', tally.failed)
      s.figure('/api/health on A, B during the outage', healthDuring.join(', '))
      s.figure('both ready again after Redis returned', seconds(healthy))
      s.check(tally.failed === 0, `page views failed: ${describeFailures(tally)}`)
      s.check(
        healthDuring.every((status) => status === 503),
        'an instance said it was ready while Redis was down',
      )
      s.check(healthy !== null, 'the instances did not become ready again after Redis returned')

      const auth = await signIn(ctx, ctx.a.url)
      const city = await cityBySlug(ctx.a.url, auth, 'london')
      for (const base of [ctx.b.url, ctx.nginx]) await pageShows(`${base}/${city.slug}`, '')
      const saveStarted = Date.now()
      const title = await saveCityTitle(ctx.a.url, auth, city, 'After Redis')
      const [onB, viaNginx] = await visibleAfter(
        [ctx.b.url, ctx.nginx].map((base) => `${base}/${city.slug}`),
        title,
        saveStarted,
      )
      s.figure('after Redis returned: save through A → on B / through nginx', `${seconds(onB)} / ${seconds(viaNginx)}`)
      s.check(onB !== null && onB <= WITHIN_MS, 'after Redis returned, the save did not reach B within 5 s')
      s.check(
        viaNginx !== null && viaNginx <= WITHIN_MS,
        'after Redis returned, the save did not reach nginx within 5 s',
      )
    },
  )
}

// ── 5. Instance A killed during page views and enquiries
function killDuringLoad(ctx: Context): Promise<ScenarioResult> {
  const LOAD_MS = 30_000
  const KILL_AT = 10_000
  return scenario(
    ctx,
    'Instance A killed (SIGKILL) during 30 s of page views and enquiries',
    `${LOAD_MS / 1000} s through nginx: 6 visitors viewing pages, 3 sending enquiries; both ` +
      `instances run jobs every second (Resend answers held back 0.4 s); A SIGKILLed at ${KILL_AT / 1000} ` +
      `s and started again after the load; then jobs are run on both until none is left`,
    async (s) => {
      const label = 'kill'
      const urls = PUBLIC_PATHS.map((p) => `${ctx.nginx}${p}`)
      ctx.resendLink.setDelay(400)
      const started = Date.now()
      const done = () => Date.now() - started > LOAD_MS
      const views = viewPages(urls, { concurrency: 6, until: done })
      const answers: { n: number; answer: EnquiryAnswer }[] = []
      let sent = 0
      const enquiries = Promise.all(
        Array.from({ length: 3 }, async () => {
          while (!done()) {
            const n = sent
            sent += 1
            answers.push({ n, answer: await postEnquiry(ctx.nginx, enquiryInput(label, n, ctx.run), addressFor(n)) })
          }
        }),
      )
      const runners = (async () => {
        while (!done()) {
          await Promise.all([runJobsAt(ctx, ctx.a, 20), runJobsAt(ctx, ctx.b, 20), sleep(1_000)])
        }
      })()
      await sleep(KILL_AT)
      await ctx.a.kill('SIGKILL')
      // What A held when it died (frozen now) and what B was sending at that moment.
      const inFlightAtKill = new Set(
        (
          await ctx.db.query<{ key: string }>(
            "select input->>'idempotencyKey' as key from payload_jobs where processing and completed_at is null",
          )
        ).rows.map((r) => r.key),
      )
      const [tally] = await Promise.all([views, enquiries, runners])
      ctx.resendLink.setDelay(0)
      const restarted = Date.now()
      await ctx.a.start()
      s.figure('page views through nginx', tally.views)
      s.figure('page views failed', tally.failed)
      s.check(tally.failed === 0, `page views failed: ${describeFailures(tally)}`)
      const acknowledged = answers.filter((a) => a.answer.status === 201)
      const other = answers.filter((a) => a.answer.status !== 201)
      s.figure('enquiries sent / acknowledged (201)', `${answers.length} / ${acknowledged.length}`)
      s.figure(
        'not acknowledged (cut by the kill; nginx never resends a POST)',
        other.length ? other.map((a) => a.answer.status || 'no answer').join(', ') : 'none',
      )
      s.check(
        other.every((a) => a.answer.status === 502 || a.answer.status === 0),
        `answers other than 201 or a cut connection: ${other.map((a) => a.answer.status).join(', ')}`,
      )
      s.figure('e-mail jobs in flight when A was killed (on A or B)', inFlightAtKill.size)
      s.figure('A restarted to healthy (s)', ((Date.now() - restarted) / 1000).toFixed(1))

      const pattern = `${label}-%-${ctx.run}@reliability.test`
      const stored = await leadsLike(ctx.db, pattern)
      const perEmail = new Map<string, number>()
      for (const lead of stored) perEmail.set(lead.email, (perEmail.get(lead.email) ?? 0) + 1)
      const missing = acknowledged.filter((a) => perEmail.get(String(enquiryInput(label, a.n, ctx.run).email)) !== 1)
      s.check(missing.length === 0, `${missing.length} acknowledged enquiries are not stored exactly once`)
      s.check(
        [...perEmail.values()].every((n) => n === 1),
        'an enquiry was stored twice',
      )
      s.figure(
        'acknowledged enquiries stored exactly once',
        `${acknowledged.length - missing.length} of ${acknowledged.length}`,
      )
      const integrity = await enquiryProblems(ctx.db, pattern)
      s.check(integrity.problems.length === 0, `half-written enquiries: ${integrity.problems.slice(0, 5).join('; ')}`)
      s.figure(
        'stored enquiries checked whole',
        `${integrity.leads} (${integrity.connections} connections, ${integrity.jobs} e-mail jobs)`,
      )

      // Jobs A held when it died are released after the processing timeout, then both instances run the rest.
      await sleep(STALE_AFTER_SECONDS * 1000)
      const drained = await drainOnBoth(ctx, 180_000)
      s.figure('seconds to send every e-mail after the restart', drained.seconds + STALE_AFTER_SECONDS)
      s.check(
        drained.tally.pending === 0 && drained.tally.processing === 0 && drained.tally.failed === 0,
        `jobs not finished: ${JSON.stringify(drained.tally)}`,
      )
      const leadIds = new Set(stored.map((l) => l.id))
      const keys = (await jobKeys(ctx.db, 'lead:%')).filter((k) => leadIds.has(Number(k.split(':')[1])))
      const delivery = deliveryProblems(ctx.resend, keys)
      s.check(
        delivery.problems.length === 0,
        `e-mails not delivered exactly once: ${delivery.problems.slice(0, 5).join('; ')}`,
      )
      s.figure('e-mails delivered, each exactly once', `${delivery.delivered} of ${keys.length}`)
      s.figure('repeat send attempts (absorbed by the idempotency key)', delivery.repeatedAttempts)
      // With atomic claims only a job in flight when A died (its answer lost with A) is attempted again.
      const attempts = new Map<string, number>()
      for (const r of ctx.resend.requests)
        if (r.idempotencyKey && r.path === '/emails')
          attempts.set(r.idempotencyKey, (attempts.get(r.idempotencyKey) ?? 0) + 1)
      const repeatedElsewhere = keys.filter((k) => (attempts.get(k) ?? 0) > 1 && !inFlightAtKill.has(k))
      s.figure(
        'e-mails attempted twice that were not in flight at the kill (two runners on one job)',
        repeatedElsewhere.length,
      )
      s.check(repeatedElsewhere.length === 0, `two runners sent ${repeatedElsewhere.slice(0, 5).join(', ')}`)
      s.total('records lost', missing.length + integrity.problems.length + delivery.problems.length)
    },
  )
}

// ── 6. Throughput through nginx, one instance against two
function throughput(ctx: Context): Promise<ScenarioResult> {
  const SECONDS = 8
  const CONNECTIONS = 16
  return scenario(
    ctx,
    'Throughput through nginx: one instance against two',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per figure, on this machine ` +
      `(everything shares its cores): a search page nginx never caches (/suppliers?q=timber, ` +
      `every request rendered by an instance) and a city page nginx caches 2 s`,
    async (s) => {
      const one = await ctx.startNginx('one-instance', [ctx.ports.a])
      try {
        for (const [label, pagePath] of [
          ['search (rendered by the app on every request)', '/suppliers?q=timber'],
          ['city page (nginx cache)', '/london'],
        ] as const) {
          const results: string[] = []
          for (const [setup, base] of [
            ['1 instance', one.url],
            ['2 instances', ctx.nginx],
          ] as const) {
            await runAutocannon({ url: `${base}${pagePath}`, connections: CONNECTIONS, duration: 2 })
            const result = await runAutocannon({
              url: `${base}${pagePath}`,
              connections: CONNECTIONS,
              duration: SECONDS,
            })
            const rps = result.totalCompletedRequests / result.duration
            results.push(
              `${setup}: ${Math.round(rps).toLocaleString('en-GB')} req/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
            )
            s.check(
              result.errors === 0 && result.non2xx === 0,
              `${setup} ${pagePath}: ${result.errors} errors, ${result.non2xx} non-2xx`,
            )
          }
          s.figure(label, results.join('; '))
        }
      } finally {
        await one.stop()
      }
    },
  )
}

// ── 7. SIGTERM: B drains
function gracefulStop(ctx: Context): Promise<ScenarioResult> {
  const LOAD_MS = 10_000
  return scenario(
    ctx,
    'Instance B stopped with SIGTERM during page views and enquiries',
    `${LOAD_MS / 1000} s through nginx (6 visitors, 2 sending enquiries); B runs e-mail jobs (Resend answers held back 1 s) and gets SIGTERM at 3 s`,
    async (s) => {
      const label = 'term'
      ctx.resendLink.setDelay(1_000)
      const started = Date.now()
      const done = () => Date.now() - started > LOAD_MS
      const views = viewPages(
        PUBLIC_PATHS.map((p) => `${ctx.nginx}${p}`),
        { concurrency: 6, until: done },
      )
      const answers: EnquiryAnswer[] = []
      let sent = 0
      const enquiries = Promise.all(
        Array.from({ length: 2 }, async () => {
          while (!done()) {
            const n = sent
            sent += 1
            answers.push(await postEnquiry(ctx.nginx, enquiryInput(label, n, ctx.run), addressFor(80_000 + n)))
          }
        }),
      )
      await sleep(2_500)
      const jobsOnB = runJobsAt(ctx, ctx.b, 10)
      await sleep(500)
      const signalled = Date.now()
      const stopped = ctx.b.kill('SIGTERM')
      await sleep(200)
      const healthAfter = await health(ctx.b)
      await stopped
      const exitMs = Date.now() - signalled
      const [tally] = await Promise.all([views, enquiries, jobsOnB])
      ctx.resendLink.setDelay(0)
      const leftProcessing = (await jobTally(ctx.db)).processing
      s.figure('B exited after SIGTERM (s)', (exitMs / 1000).toFixed(1))
      s.figure("B's /api/health right after SIGTERM", healthAfter === 0 ? 'no connection' : healthAfter)
      s.figure('page views / failed', `${tally.views} / ${tally.failed}`)
      s.figure('enquiries sent / acknowledged', `${answers.length} / ${answers.filter((a) => a.status === 201).length}`)
      s.figure('jobs left processing after B exited', leftProcessing)
      s.check(healthAfter !== 200, 'B still said it was ready after SIGTERM')
      s.check(tally.failed === 0, `page views failed: ${describeFailures(tally)}`)
      s.check(
        answers.every((a) => a.status === 201),
        `enquiries not acknowledged: ${answers
          .filter((a) => a.status !== 201)
          .map((a) => a.status)
          .join(', ')}`,
      )
      s.check(leftProcessing === 0, `${leftProcessing} jobs left processing by B`)
      s.check(exitMs < 30_000, 'B took longer than its shutdown limit')
    },
  )
}

/** Everything stored and sent, over the whole run. */
function everything(ctx: Context): Promise<ScenarioResult> {
  return scenario(
    ctx,
    'Every enquiry whole, every e-mail sent once',
    'after all scenarios (jobs run on A until none is left): every enquiry of the run ' +
      'stored with its connections and e-mail jobs, every e-mail delivered exactly once',
    async (s) => {
      const drained = await drainOnBoth(ctx, 120_000)
      s.check(
        drained.tally.pending === 0 && drained.tally.processing === 0 && drained.tally.failed === 0,
        `jobs not finished: ${JSON.stringify(drained.tally)}`,
      )
      const integrity = await enquiryProblems(ctx.db, `%-${ctx.run}@reliability.test`)
      const keys = await jobKeys(ctx.db)
      const delivery = deliveryProblems(ctx.resend, keys)
      s.check(integrity.problems.length === 0, integrity.problems.slice(0, 5).join('; '))
      s.check(delivery.problems.length === 0, delivery.problems.slice(0, 5).join('; '))
      s.figure(
        'enquiries stored whole',
        `${integrity.leads} (${integrity.connections} connections, ${integrity.jobs} e-mail jobs)`,
      )
      s.figure(
        'e-mails queued / delivered exactly once',
        `${keys.length} / ${delivery.delivered - delivery.problems.length}`,
      )
      s.figure('records lost', integrity.problems.length + delivery.problems.length)
    },
  )
}

export const FIGURES_START = '<!-- cluster:figures:start -->'
export const FIGURES_END = '<!-- cluster:figures:end -->'

const cell = (value: string | number) => String(value).replace(/\|/g, '\\|').replace(/\n/g, ' ')

function renderMarkdown(
  results: readonly ScenarioResult[],
  meta: { startedAt: Date; seconds: number; machine: string },
): string {
  const failed = results.filter((r) => r.failures.length > 0)
  const lines = [
    `Last run: ${meta.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${meta.seconds} s in all, on ${meta.machine}. ` +
      `Result: **${failed.length === 0 ? `all ${results.length} scenarios passed` : `${failed.length} of ${results.length} scenarios FAILED`}**.`,
    '',
    '| Scenario | Result | Time |',
    '| --- | --- | --- |',
    ...results.map(
      (r) => `| ${cell(r.name)} | ${r.failures.length ? `FAILED (${r.failures.length})` : 'passed'} | ${r.seconds} s |`,
    ),
    '',
  ]
  for (const r of results) {
    lines.push(`#### ${r.name}`, '', r.summary, '', '| Figure | Value |', '| --- | --- |')
    for (const [label, value] of r.figures) lines.push(`| ${cell(label)} | ${cell(value)} |`)
    for (const failure of r.failures) lines.push(`| **failed check** | ${cell(failure.slice(0, 400))} |`)
    lines.push('')
  }
  return lines.join('\n')
}

function writeFigures(file: string, markdown: string): void {
  const block = `${FIGURES_START}\n${markdown}\n${FIGURES_END}`
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  const start = current.indexOf(FIGURES_START)
  const end = current.indexOf(FIGURES_END)
  fs.writeFileSync(
    file,
    start >= 0 && end > start
      ? `${current.slice(0, start)}${block}${current.slice(end + FIGURES_END.length)}`
      : `${current.trimEnd()}\n\n${block}\n`,
  )
}

export async function runClusterSuite(options: ClusterOptions): Promise<boolean> {
  const startedAt = new Date()
  const log = (message: string) => console.log(`[cluster] ${message}`)
  const resend = await startFakeResend()
  const resendLink = await startResendLink(resend.url)
  const cronSecret = randomBytes(24).toString('hex')
  const logDir = path.join(options.projectRoot, '.data', 'cluster')
  fs.mkdirSync(logDir, { recursive: true })
  const env = (port: number): Record<string, string> => ({
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: options.distDir,
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATABASE_REPLICA_URLS: options.replicaDatabaseUrl,
    DATABASE_READ_AFTER_WRITE_MS: String(READ_AFTER_WRITE_MS),
    REDIS_URL: options.redis.url,
    S3_BUCKET: options.s3.bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: options.s3.url,
    S3_ACCESS_KEY_ID: options.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: options.s3.secretAccessKey,
    PAYLOAD_SECRET: options.payloadSecret,
    SITE_URL: options.nginxUrl,
    TRUST_PROXY: '1',
    // Every enquiry of the test comes through one nginx, so from one address.
    ENQUIRY_RATE_LIMIT: '1000000',
    RESEND_API_KEY: 're_cluster_test',
    RESEND_BASE_URL: resendLink.url,
    CRON_SECRET: cronSecret,
    // The test runs the jobs on both instances itself (POST /api/jobs/run), so it knows when they run.
    JOBS_AUTORUN: 'off',
    JOB_PROCESSING_TIMEOUT_SECONDS: String(STALE_AFTER_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: '20',
  })
  const app = (name: string, port: number) =>
    new AppServer({ projectRoot: options.projectRoot, port, logFile: path.join(logDir, `${name}.log`), env: env(port) })
  const a = app('instance-a', options.ports.a)
  const b = app('instance-b', options.ports.b)
  const db = new pg.Pool({ connectionString: options.databaseUrl, max: 4 })
  const replica = new pg.Pool({ connectionString: options.replicaDatabaseUrl, max: 2 })
  const results: ScenarioResult[] = []
  let nginx: { url: string; stop: () => Promise<void> } | null = null
  try {
    log(`starting instances A (${a.url}) and B (${b.url}) from ${options.distDir}`)
    await Promise.all([a.start(), b.start()])
    nginx = await options.startNginx('both-instances', [options.ports.a, options.ports.b])
    const ctx: Context = {
      ...options,
      a,
      b,
      nginx: nginx.url,
      db,
      replica,
      resend,
      resendLink,
      cronSecret,
      run: randomBytes(3).toString('hex'),
      log,
    }
    results.push(await editorSave(ctx))
    results.push(await uploadedImage(ctx))
    results.push(await replicaLag(ctx))
    results.push(await redisOutage(ctx))
    results.push(await killDuringLoad(ctx))
    results.push(await throughput(ctx))
    results.push(await gracefulStop(ctx))
    results.push(await everything(ctx))
  } finally {
    await Promise.all([a.stop(), b.stop()])
    await nginx?.stop()
    await db.end()
    await replica.end()
    await resendLink.close()
    await resend.close()
  }
  const total = Math.round((Date.now() - startedAt.getTime()) / 1000)
  for (const r of results) {
    console.log(`${r.failures.length ? '✗' : '✓'} ${r.name} (${r.seconds} s)`)
    for (const [label, value] of r.figures) console.log(`    ${label}: ${value}`)
    for (const failure of r.failures) console.log(`    FAILED: ${failure.slice(0, 600)}`)
  }
  const machine = `${os.cpus().length} CPU cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`
  writeFigures(
    path.join(options.projectRoot, 'docs', 'cluster.md'),
    renderMarkdown(results, { startedAt, seconds: total, machine }),
  )
  log('figures written to docs/cluster.md')
  return results.length > 0 && results.every((r) => r.failures.length === 0)
}
