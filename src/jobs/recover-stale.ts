import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { runSql } from '@/lib/platform/db'

// Payload 3.90 marks a job `processing` when a runner claims it and clears the flag when the run ends;
// a runner that dies in between (SIGKILL, out of memory, a host lost) leaves the job claimed for ever,
// and no runner picks it up again. This puts such jobs back in the queue once they have been
// processing for longer than any real run takes. Re-running one is safe: every e-mail carries its
// idempotency key, so Resend sends a message whose first attempt got through only once.

/** How long a job may stay `processing` before it counts as abandoned: 10 minutes. */
export const DEFAULT_JOB_PROCESSING_TIMEOUT_MS = 10 * 60 * 1000

/** JOB_PROCESSING_TIMEOUT_SECONDS as milliseconds (a positive number of seconds); otherwise the default. */
export function jobProcessingTimeoutMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const seconds = Number(env.JOB_PROCESSING_TIMEOUT_SECONDS?.trim())
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : DEFAULT_JOB_PROCESSING_TIMEOUT_MS
}

/**
 * Puts back in the queue every unfinished job that has been `processing` since before
 * `now - timeoutMs`, in one conditional UPDATE (safe when several runners do it at once).
 * Returns the ids of the jobs it released.
 */
export async function requeueStaleJobs(
  payload: Payload,
  { timeoutMs = jobProcessingTimeoutMs(), now = new Date() }: { timeoutMs?: number; now?: Date } = {},
): Promise<number[]> {
  // Payload writes updated_at from the app's clock when it claims a job, so the cutoff uses it too.
  const cutoff = new Date(now.getTime() - timeoutMs).toISOString()
  const { rows } = await runSql(
    payload,
    sql`
    UPDATE payload_jobs
    SET processing = false, updated_at = ${now.toISOString()}::timestamptz
    WHERE processing = true
      AND completed_at IS NULL
      AND updated_at < ${cutoff}::timestamptz
    RETURNING id
  `,
  )
  const ids = rows.map((row) => Number((row as { id: unknown }).id)).filter((id) => Number.isSafeInteger(id))
  if (ids.length)
    payload.logger.warn({
      msg: `Re-queued ${ids.length} job(s) left processing by a runner that stopped`,
      jobIds: ids,
      timeoutMs,
    })
  return ids
}
