import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueEmail } from '@/lib/email/outbox'
import { DEFAULT_JOB_PROCESSING_TIMEOUT_MS, jobProcessingTimeoutMs, requeueStaleJobs } from '@/jobs/recover-stale'
import { runPendingJobs } from '@/jobs/run-pending'
import { startFakeResend, type FakeResend } from '../fakes/resend'
import { testPayload } from './helpers'

// A runner killed mid-run leaves its jobs `processing`; Payload 3.90 never picks them up again.
// requeueStaleJobs (run before every job run through the jobs config) puts them back once they have
// been processing longer than the timeout, and the e-mail's idempotency key stops a second send.

let payload: Payload
let pool: pg.Pool
let fake: FakeResend
const ENV_KEYS = ['RESEND_API_KEY', 'RESEND_BASE_URL'] as const
const savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>> = {}

type JobState = { processing: boolean; completed: boolean }

async function jobState(id: number | string): Promise<JobState> {
  const { rows } = await pool.query<{ processing: boolean | null; completed_at: Date | null }>(
    'select processing, completed_at from payload_jobs where id = $1',
    [id],
  )
  return { processing: Boolean(rows[0].processing), completed: rows[0].completed_at !== null }
}

/** What a runner killed after claiming the job leaves: processing, claimed `ageMs` ago, no log of the attempt. */
async function leaveProcessing(id: number | string, ageMs: number): Promise<void> {
  await pool.query('delete from payload_jobs_log where _parent_id = $1', [id])
  await pool.query('update payload_jobs set processing = true, completed_at = null, updated_at = $2 where id = $1', [
    id,
    new Date(Date.now() - ageMs).toISOString(),
  ])
}

async function queueOne(label: string): Promise<{ id: number | string; key: string }> {
  const key = `stuck-test:${label}:${randomUUID()}`
  const { jobId } = await queueEmail(
    { payload },
    { to: `${label}@stuck.test`, subject: `Stuck ${label}`, text: 'Body', idempotencyKey: key },
  )
  return { id: jobId, key }
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  fake = await startFakeResend()
  // A run takes the oldest due jobs first (100 at most): start from an empty queue, whatever earlier files left.
  await pool.query('delete from payload_jobs where completed_at is null')
  for (const key of ENV_KEYS) savedEnv[key] = process.env[key]
  process.env.RESEND_API_KEY = 're_test_stuck_jobs'
  process.env.RESEND_BASE_URL = fake.url
})

afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  await fake?.close()
  await pool?.end()
})

describe('the processing timeout', () => {
  it('is 10 minutes unless JOB_PROCESSING_TIMEOUT_SECONDS says otherwise', () => {
    expect(DEFAULT_JOB_PROCESSING_TIMEOUT_MS).toBe(600_000)
    expect(jobProcessingTimeoutMs({})).toBe(600_000)
    expect(jobProcessingTimeoutMs({ JOB_PROCESSING_TIMEOUT_SECONDS: '20' })).toBe(20_000)
    expect(jobProcessingTimeoutMs({ JOB_PROCESSING_TIMEOUT_SECONDS: '0' })).toBe(600_000)
    expect(jobProcessingTimeoutMs({ JOB_PROCESSING_TIMEOUT_SECONDS: 'soon' })).toBe(600_000)
  })
})

describe('requeueStaleJobs', () => {
  it('releases a job processing for longer than the timeout and leaves a recent claim and a finished job alone', async () => {
    const stale = await queueOne('stale')
    const recent = await queueOne('recent')
    const done = await queueOne('done')
    await leaveProcessing(stale.id, DEFAULT_JOB_PROCESSING_TIMEOUT_MS + 60_000)
    await leaveProcessing(recent.id, 60_000)
    await pool.query('update payload_jobs set processing = true, completed_at = now(), updated_at = $2 where id = $1', [
      done.id,
      new Date(Date.now() - 3_600_000).toISOString(),
    ])

    const released = await requeueStaleJobs(payload)

    expect(released).toContain(Number(stale.id))
    expect(released).not.toContain(Number(recent.id))
    expect(released).not.toContain(Number(done.id))
    expect(await jobState(stale.id)).toEqual({ processing: false, completed: false })
    expect(await jobState(recent.id)).toEqual({ processing: true, completed: false })
    expect(await requeueStaleJobs(payload)).not.toContain(Number(stale.id))
    // Tidy: the other files' runs must not meet these.
    await pool.query('delete from payload_jobs where id = any($1)', [[recent.id, done.id, stale.id]])
  })
})

describe('a job run', () => {
  it('picks up a job a killed runner left processing, and its e-mail goes out once even though the first attempt was sent', async () => {
    const job = await queueOne('killed')
    // The first runner sends the e-mail, then dies before recording it.
    const first = await runPendingJobs(payload)
    expect(first.succeeded).toBeGreaterThanOrEqual(1)
    expect(fake.delivered.filter((d) => d.idempotencyKey === job.key)).toHaveLength(1)
    await leaveProcessing(job.id, DEFAULT_JOB_PROCESSING_TIMEOUT_MS + 1000)

    // Nothing else picks it up while it is claimed...
    expect(await jobState(job.id)).toEqual({ processing: true, completed: false })
    // ...until a run (autoRun, /api/jobs/run or `npm run jobs`) finds it stale and runs it again.
    await runPendingJobs(payload)

    expect(await jobState(job.id)).toEqual({ processing: false, completed: true })
    const attempts = fake.requests.filter((r) => r.idempotencyKey === job.key)
    expect(attempts).toHaveLength(2)
    expect(attempts.every((r) => r.status === 200)).toBe(true)
    expect(fake.delivered.filter((d) => d.idempotencyKey === job.key)).toHaveLength(1)
  })

  it('leaves a job claimed a moment ago to the runner that holds it', async () => {
    const job = await queueOne('held')
    await leaveProcessing(job.id, 5_000)
    await runPendingJobs(payload)
    expect(await jobState(job.id)).toEqual({ processing: true, completed: false })
    expect(fake.requests.filter((r) => r.idempotencyKey === job.key)).toHaveLength(0)
    await pool.query('delete from payload_jobs where id = $1', [job.id])
  })
})
