import type { Payload } from 'payload'

export type JobRunSummary = { ran: number; succeeded: number; failed: number; noJobsRemaining: boolean }

export const DEFAULT_JOB_RUN_LIMIT = 100

/** Queues scheduled tasks that are due, then runs the jobs that are due, from every queue, once; failed ones stay queued for their next retry. */
export async function runPendingJobs(
  payload: Payload,
  { limit = DEFAULT_JOB_RUN_LIMIT }: { limit?: number } = {},
): Promise<JobRunSummary> {
  // Cron-driven deployments have no in-process scheduler: queue the scheduled tasks (the daily certificate check) that are due.
  await payload.jobs.handleSchedules({ allQueues: true })
  const result = await payload.jobs.run({ allQueues: true, limit })
  const statuses = Object.values(result.jobStatus ?? {})
  const succeeded = statuses.filter((s) => s.status === 'success').length
  return {
    ran: statuses.length,
    succeeded,
    failed: statuses.length - succeeded,
    noJobsRemaining: Boolean(result.noJobsRemaining),
  }
}
