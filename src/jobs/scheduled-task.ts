import type { Payload, TaskConfig } from 'payload'

/** What a scheduled job reports: counts only, stored as the job's output (and logged). */
export type TaskSummary = Record<string, number>

/** Every scheduled job's retries: 3 attempts, exponential backoff from 15 minutes, so an outage has time to pass. */
export const SCHEDULED_TASK_RETRIES = { attempts: 3, backoff: { type: 'exponential', delay: 15 * 60_000 } } as const

export type ScheduledTaskOptions<S extends TaskSummary> = {
  slug: string
  label: string
  /** The queue it is scheduled on, apart from the every-minute e-mail queue (autoRun in src/jobs/index.ts drains it). */
  queue: string
  /** When Payload queues the next run (server time). */
  cron: string
  retries?: TaskConfig['retries']
  /** The summary's fields, in the order the job's output shows them. */
  summary: ReadonlyArray<keyof S & string>
  /** The work, in src/lib; `now` is the run's clock. */
  run: (payload: Payload, now: Date) => Promise<S>
  /**
   * `done` is logged with the summary after each run; `failed` (given the summary's `failures`) fails the attempt
   * when any item failed, so Payload retries it: the items done already are not done again, the others are.
   */
  log?: { done: string; failed?: (failures: number) => string }
}

/**
 * One scheduled job as a Payload task: queued by its cron on its own queue, retried with backoff, its summary
 * stored as the task's output. The domain work lives in src/lib; this only runs it, logs it and reports it.
 */
export function scheduledTask<S extends TaskSummary>({
  slug,
  label,
  queue,
  cron,
  retries = SCHEDULED_TASK_RETRIES,
  summary: fields,
  run,
  log,
}: ScheduledTaskOptions<S>): TaskConfig<{ input: object; output: TaskSummary }> {
  return {
    slug,
    label,
    schedule: [{ cron, queue }],
    retries,
    outputSchema: fields.map((name) => ({ name, type: 'number', required: true })),
    handler: async ({ req }) => {
      const summary: TaskSummary = await run(req.payload, new Date())
      if (log) {
        req.payload.logger.info({ msg: log.done, ...summary })
        const failures = summary.failures ?? 0
        if (log.failed && failures > 0) throw new Error(log.failed(failures))
      }
      return { output: summary }
    },
  }
}
