import path from 'node:path'
import { randomUUID } from 'node:crypto'

import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as runJobsRoute } from '@/app/api/jobs/run/route'
import { queueEmail } from '@/lib/email/outbox'
import { SEND_EMAIL_ATTEMPTS, SEND_EMAIL_RETRY_DELAY_MS } from '@/jobs/send-email'
import { DEFAULT_EMAIL_FROM } from '@/lib/email/resend-adapter'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { seed } from '@/seed'
import { runScript } from '../../scripts/lib/environment.mjs'
import { startFakeResend, type FakeResend } from '../fakes/resend'
import { testPayload } from './helpers'

// E-mails go out through jobs: these tests queue them (by submitting enquiries or with queueEmail),
// run the job runner by hand against a local fake Resend, and move a failed job's backoff into the
// past instead of waiting for it.

let payload: Payload
let pool: pg.Pool
let fake: FakeResend
const savedEnv: Record<string, string | undefined> = {}
const ENV_KEYS = ['RESEND_API_KEY', 'RESEND_BASE_URL', 'EMAIL_FROM', 'CRON_SECRET'] as const

type JobRow = {
  id: number
  to: string
  key: string
  completed: boolean
  hasError: boolean
  totalTried: number
  waitUntil: Date | null
}

async function jobsWithKeyPrefix(prefix: string): Promise<JobRow[]> {
  const { rows } = await pool.query<{
    id: number
    input: { to: string; idempotencyKey: string }
    completed_at: Date | null
    has_error: boolean | null
    total_tried: string | null
    wait_until: Date | null
  }>(
    `select id, input, completed_at, has_error, total_tried, wait_until from payload_jobs where input->>'idempotencyKey' like $1 order by id`,
    [`${prefix}%`],
  )
  return rows.map((r) => ({
    id: r.id,
    to: r.input.to,
    key: r.input.idempotencyKey,
    completed: r.completed_at !== null,
    hasError: Boolean(r.has_error),
    totalTried: Number(r.total_tried ?? 0),
    waitUntil: r.wait_until,
  }))
}

/** Runs the given jobs when due (as the autoRun cron, `npm run jobs` and /api/jobs/run do). */
const runJobs = (ids: number[]) => payload.jobs.run({ where: { id: { in: ids } }, limit: 100, silent: true })

/** Lets the backoff of these jobs elapse. */
const elapseBackoff = (ids: number[]) =>
  pool.query(
    `update payload_jobs set wait_until = now() - interval '1 second' where id = any($1) and completed_at is null`,
    [ids],
  )

const deliveredWithPrefix = (prefix: string) => fake.delivered.filter((d) => d.idempotencyKey?.startsWith(prefix))

// Each enquiry its own phone: the duplicate rule routes a repeated phone (same city, 30 days) to no one.
const VISITOR_PHONE = `07${String(Date.now() % 1e9).padStart(9, '0')}`
let phones = 0

async function londonEnquiry(): Promise<{ leadId: number; email: string; prefix: string }> {
  const email = `visitor-${randomUUID().slice(0, 8)}@jobs.test`
  const result = await submitEnquiry(
    {
      name: 'Grace Retrofit',
      email,
      phone: `${VISITOR_PHONE} ${(phones += 1)}`,
      city: 'London',
      projectDetails: 'Solid-wall insulation <b>and</b> lime plaster for a Victorian terrace.',
      consent: true,
    },
    { payload, clientIp: `192.0.2.${Math.floor(Math.random() * 250)}`, rateLimit: 1000 },
  )
  expect(result.ok).toBe(true)
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return { leadId: docs[0].id, email, prefix: `lead:${docs[0].id}:` }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  fake = await startFakeResend()
  for (const key of ENV_KEYS) savedEnv[key] = process.env[key]
})

beforeEach(() => {
  process.env.RESEND_API_KEY = 're_test_enquiries'
  process.env.RESEND_BASE_URL = fake.url
  delete process.env.EMAIL_FROM
  delete process.env.CRON_SECRET
  fake.reset()
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  await fake?.close()
  await pool?.end()
})

describe('sending an enquiry’s e-mails', () => {
  it('delivers each e-mail exactly once when Resend answers 500 three times, then 200', async () => {
    const { email, prefix } = await londonEnquiry()
    const jobs = await jobsWithKeyPrefix(prefix)
    const ids = jobs.map((j) => j.id)
    expect(jobs.length).toBeGreaterThanOrEqual(6) // the visitor, the four London suppliers, the staff address

    fake.failNext(3)
    const startedAt = Date.now()
    await runJobs(ids)
    let state = await jobsWithKeyPrefix(prefix)
    const failed = state.filter((j) => !j.completed)
    expect(failed).toHaveLength(3)
    expect(deliveredWithPrefix(prefix)).toHaveLength(jobs.length - 3)
    for (const job of failed) {
      expect(job).toMatchObject({ hasError: false, totalTried: 1 })
      // Exponential backoff: the first retry waits the base delay.
      expect(job.waitUntil?.getTime()).toBeGreaterThanOrEqual(startedAt + SEND_EMAIL_RETRY_DELAY_MS - 1000)
    }

    // Not due yet: a run now sends nothing.
    const requestsBefore = fake.requests.length
    await runJobs(ids)
    expect(fake.requests.length).toBe(requestsBefore)

    await elapseBackoff(ids)
    await runJobs(ids)
    state = await jobsWithKeyPrefix(prefix)
    expect(state.every((j) => j.completed && !j.hasError)).toBe(true)

    const delivered = deliveredWithPrefix(prefix)
    expect(delivered).toHaveLength(jobs.length)
    expect(delivered.map((d) => d.to[0]).sort()).toEqual(jobs.map((j) => j.to).sort())
    expect(new Set(delivered.map((d) => d.idempotencyKey)).size).toBe(jobs.length)
    expect(fake.requests.filter((r) => r.idempotencyKey?.startsWith(prefix) && r.status === 500)).toHaveLength(3)

    const visitor = delivered.find((d) => d.to[0] === email)
    expect(visitor?.from).toBe(DEFAULT_EMAIL_FROM)
    expect(visitor?.text).toContain('Solid-wall insulation <b>and</b> lime plaster')
    expect(visitor?.html).toContain('Solid-wall insulation &lt;b&gt;and&lt;/b&gt; lime plaster')
    const supplier = delivered.find((d) => d.to[0] === 'sales@thamesidetimber.example')
    expect(supplier?.replyTo).toEqual([email])
    expect(supplier?.text).toContain(VISITOR_PHONE)
    const staff = delivered.find((d) => d.to[0] === 'team@ecobuild-directory.co.uk')
    expect(staff?.text).toContain('Thameside Timber Merchants (£65.00)')
  })

  it('delivers a burst past Resend’s rate limit exactly once each, on the first attempt of every job', async () => {
    const { prefix } = await londonEnquiry()
    const jobs = await jobsWithKeyPrefix(prefix)
    expect(jobs.length).toBeGreaterThanOrEqual(6)
    fake.rateLimit(2)
    // One run sends them all at once: most are answered 429 and must wait their turn, not fail.
    await runJobs(jobs.map((j) => j.id))
    const state = await jobsWithKeyPrefix(prefix)
    expect(state.map((j) => ({ completed: j.completed, hasError: j.hasError, totalTried: j.totalTried }))).toEqual(
      jobs.map(() => ({ completed: true, hasError: false, totalTried: 1 })),
    )
    const delivered = deliveredWithPrefix(prefix)
    expect(delivered.map((d) => d.idempotencyKey).sort()).toEqual(jobs.map((j) => j.key).sort())
    expect(
      fake.requests.filter((r) => r.idempotencyKey?.startsWith(prefix) && r.status === 429).length,
    ).toBeGreaterThanOrEqual(jobs.length - 2)
  })

  it('gives each job to one runner when several run at once (instances of a cluster): one attempt per e-mail', async () => {
    const { prefix } = await londonEnquiry()
    const jobs = await jobsWithKeyPrefix(prefix)
    const ids = jobs.map((j) => j.id)
    await Promise.all([runJobs(ids), runJobs(ids), runJobs(ids), runJobs(ids)])
    const state = await jobsWithKeyPrefix(prefix)
    expect(state.every((j) => j.completed && !j.hasError)).toBe(true)
    expect(deliveredWithPrefix(prefix)).toHaveLength(jobs.length)
    // Without atomic claims every runner finds the same waiting jobs and sends them again (idempotency hides it).
    expect(fake.requests.filter((r) => r.idempotencyKey?.startsWith(prefix))).toHaveLength(jobs.length)
  })

  it('does not send twice when Resend accepted an e-mail but the answer was lost', async () => {
    const { prefix } = await londonEnquiry()
    const [job] = await jobsWithKeyPrefix(prefix)
    fake.failAfterSendNext(1)
    await runJobs([job.id])
    expect((await jobsWithKeyPrefix(prefix))[0]).toMatchObject({ completed: false, totalTried: 1 })
    await elapseBackoff([job.id])
    await runJobs([job.id])
    expect((await jobsWithKeyPrefix(prefix))[0]).toMatchObject({ completed: true, hasError: false })
    expect(fake.requests.filter((r) => r.idempotencyKey === job.key)).toHaveLength(2)
    expect(fake.delivered.filter((d) => d.idempotencyKey === job.key)).toHaveLength(1)
  })

  it(`keeps a job that keeps failing, marked as failed after ${SEND_EMAIL_ATTEMPTS} retries with growing waits`, async () => {
    const key = `test:${randomUUID()}`
    const { jobId } = await queueEmail(
      { payload },
      { to: 'nobody@jobs.test', subject: 'Never delivered', text: 'Resend is down.', idempotencyKey: key },
    )
    fake.failNext(1000)
    const waits: number[] = []
    for (let attempt = 0; attempt < SEND_EMAIL_ATTEMPTS + 3; attempt++) {
      const before = Date.now()
      await runJobs([Number(jobId)])
      const [job] = await jobsWithKeyPrefix(key)
      if (job.hasError) break
      waits.push(Math.round(((job.waitUntil?.getTime() ?? before) - before) / SEND_EMAIL_RETRY_DELAY_MS))
      await elapseBackoff([job.id])
    }
    const [job] = await jobsWithKeyPrefix(key)
    expect(job).toMatchObject({ completed: false, hasError: true, totalTried: SEND_EMAIL_ATTEMPTS + 1 })
    expect(waits).toEqual([1, 2, 4, 8, 16])
    expect(fake.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(SEND_EMAIL_ATTEMPTS + 1)
    expect(fake.delivered.filter((d) => d.idempotencyKey === key)).toHaveLength(0)
  })

  it('writes the e-mail to the server log instead of sending when RESEND_API_KEY is unset', async () => {
    delete process.env.RESEND_API_KEY
    const info = vi.spyOn(payload.logger, 'info')
    const key = `test:${randomUUID()}`
    const { jobId } = await queueEmail(
      { payload },
      { to: 'someone@jobs.test', subject: 'Logged only', text: 'Body text', idempotencyKey: key },
    )
    await runJobs([Number(jobId)])
    expect((await jobsWithKeyPrefix(key))[0]).toMatchObject({ completed: true, hasError: false })
    expect(fake.requests).toHaveLength(0)
    const logged = info.mock.calls.map(([entry]) =>
      typeof entry === 'object' && entry !== null && 'msg' in entry ? String(entry.msg) : String(entry),
    )
    expect(logged).toContain('E-mail (not sent: RESEND_API_KEY is not set) to someone@jobs.test: Logged only')
  })

  it('sends from EMAIL_FROM when it is set', async () => {
    process.env.EMAIL_FROM = 'Test Sender <sender@jobs.test>'
    const key = `test:${randomUUID()}`
    const { jobId } = await queueEmail(
      { payload },
      { to: 'someone@jobs.test', subject: 'From check', text: 'Body', idempotencyKey: key },
    )
    await runJobs([Number(jobId)])
    expect(fake.delivered.find((d) => d.idempotencyKey === key)?.from).toBe('Test Sender <sender@jobs.test>')
  })

  it('queues nothing when the surrounding transaction is rolled back', async () => {
    const key = `test:${randomUUID()}`
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await queueEmail(
      { payload, req },
      { to: 'someone@jobs.test', subject: 'Rolled back', text: 'Body', idempotencyKey: key },
    )
    await killTransaction(req)
    expect(await jobsWithKeyPrefix(key)).toHaveLength(0)

    const committedKey = `test:${randomUUID()}`
    const req2 = await createLocalReq({}, payload)
    await initTransaction(req2)
    await queueEmail(
      { payload, req: req2 },
      { to: 'someone@jobs.test', subject: 'Committed', text: 'Body', idempotencyKey: committedKey },
    )
    await commitTransaction(req2)
    expect(await jobsWithKeyPrefix(committedKey)).toHaveLength(1)
  })
})

describe('running jobs from outside (cron deployments)', () => {
  // Other test files share this database and may leave queued jobs: a runner's limit must reach this file's own.
  beforeEach(async () => {
    await payload.delete({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false } },
      overrideAccess: true,
    })
  })

  const call = (authorization?: string) =>
    runJobsRoute(
      new Request('http://localhost/api/jobs/run', { method: 'POST', headers: authorization ? { authorization } : {} }),
    )

  it('refuses the jobs endpoint without the right bearer, and whenever CRON_SECRET is unset', async () => {
    const key = `test:${randomUUID()}`
    await queueEmail({ payload }, { to: 'cron@jobs.test', subject: 'Cron', text: 'Body', idempotencyKey: key })
    expect((await call()).status).toBe(401)
    expect((await call('Bearer ')).status).toBe(401)
    expect((await call('Bearer undefined')).status).toBe(401)
    process.env.CRON_SECRET = 'cron-secret-for-tests'
    expect((await call()).status).toBe(401)
    expect((await call('Bearer wrong-secret-for-tests')).status).toBe(401)
    expect((await call('Basic cron-secret-for-tests')).status).toBe(401)
    expect(await jobsWithKeyPrefix(key)).toMatchObject([{ completed: false, totalTried: 0 }])
  })

  it('runs the due jobs with Authorization: Bearer $CRON_SECRET', async () => {
    const key = `test:${randomUUID()}`
    await queueEmail({ payload }, { to: 'cron@jobs.test', subject: 'Cron', text: 'Body', idempotencyKey: key })
    process.env.CRON_SECRET = 'cron-secret-for-tests'
    const res = await call('Bearer cron-secret-for-tests')
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true })
    expect(await jobsWithKeyPrefix(key)).toMatchObject([{ completed: true }])
    expect(fake.delivered.filter((d) => d.idempotencyKey === key)).toHaveLength(1)
  })

  it('runs the due jobs with `npm run jobs` (src/jobs/run.ts)', async () => {
    const key = `test:${randomUUID()}`
    await queueEmail({ payload }, { to: 'cli@jobs.test', subject: 'CLI', text: 'Body', idempotencyKey: key })
    // As `npm run jobs` runs it: exit 0 only when finished, run again when tsx drained it unfinished.
    const text: string = await runScript(path.join('src', 'jobs', 'run.ts'), [], {
      env: { NODE_ENV: 'production' },
      quiet: true,
    })
    expect(text).toMatch(/Jobs: ran \d+/)
    expect(await jobsWithKeyPrefix(key)).toMatchObject([{ completed: true }])
    expect(fake.delivered.filter((d) => d.idempotencyKey === key)).toHaveLength(1)
  })
})
