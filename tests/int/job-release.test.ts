import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { heldJobs, releaseHeldJobs } from '@/lib/platform/db-replicas'
import { queueEmail } from '@/lib/email/outbox'
import { testPayload } from './helpers'

// An instance told to stop (SIGTERM, src/lib/platform/shutdown.ts) puts the jobs it still holds back in the queue, so another
// instance runs them now instead of after the processing timeout; jobs other runners hold are left alone.

let payload: Payload
let pool: pg.Pool

async function processingJob(label: string): Promise<number> {
  const { jobId } = await queueEmail(
    { payload },
    { to: `${label}@release.test`, subject: label, text: 'Body', idempotencyKey: `release:${randomUUID()}` },
  )
  // Not due for an hour: no runner of another test file picks it up meanwhile.
  await pool.query("update payload_jobs set processing = true, wait_until = now() + interval '1 hour' where id = $1", [
    jobId,
  ])
  return Number(jobId)
}

const isProcessing = async (id: number) =>
  Boolean((await pool.query('select processing from payload_jobs where id = $1', [id])).rows[0].processing)

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await pool?.end()
})

describe('releasing held jobs at shutdown', () => {
  it("puts back only this process's unfinished jobs, once", async () => {
    const mine = await processingJob('mine')
    const finished = await processingJob('finished')
    const others = await processingJob('others')
    await pool.query('update payload_jobs set completed_at = now() where id = $1', [finished])
    heldJobs.add(mine)
    heldJobs.add(finished)

    expect(await releaseHeldJobs(payload)).toBe(1)
    expect(await isProcessing(mine)).toBe(false)
    expect(await isProcessing(finished)).toBe(true)
    expect(await isProcessing(others)).toBe(true)
    expect(heldJobs.size).toBe(0)
    expect(await releaseHeldJobs(payload)).toBe(0)
    await pool.query('update payload_jobs set processing = false, completed_at = now() where id = any($1)', [
      [mine, finished, others],
    ])
  })
})
