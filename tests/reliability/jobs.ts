import { jobTally, type JobTally } from './records'
import { sleep, type SuiteContext } from './kit'

// Drives the job runner as a cron-driven deployment does (POST /api/jobs/run with the bearer), on top
// of the app's own autoRun cron.

export async function runJobsOnce(ctx: SuiteContext, limit = 100): Promise<number> {
  try {
    const response = await fetch(`${ctx.app.url}/api/jobs/run?limit=${limit}`, {
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

/** Runs jobs until none of those matching the key pattern is waiting or in flight (or the time is up). */
export async function drainJobs(
  ctx: SuiteContext,
  keyPattern: string,
  timeoutMs: number,
): Promise<{ tally: JobTally; seconds: number }> {
  const started = Date.now()
  let tally = await jobTally(ctx.db, keyPattern)
  while (Date.now() - started < timeoutMs) {
    tally = await jobTally(ctx.db, keyPattern)
    if (tally.pending === 0 && tally.processing === 0) break
    await runJobsOnce(ctx)
    await sleep(2_000)
  }
  return { tally, seconds: Math.round((Date.now() - started) / 1000) }
}
