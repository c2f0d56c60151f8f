import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import { onPrimary, readsPrimary, runSql } from '@/lib/platform/db'

// With DATABASE_REPLICA_URLS set, Payload's PostgreSQL adapter sends reads to the replicas (except for a while after
// this process wrote). Reads that must see a write already made (a commit check, a webhook, a job claim, a cache fill
// after an editor's save) run inside onPrimary() instead; this module routes them and makes job claims atomic.

/** DATABASE_REPLICA_URLS as a list (comma or whitespace separated); empty when unset. */
export function replicaUrls(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return (env.DATABASE_REPLICA_URLS ?? '').split(/[\s,]+/).filter(Boolean)
}

/** How long after one of its writes a process reads from the primary only: DATABASE_READ_AFTER_WRITE_MS, else 2 s. */
export function readAfterWriteMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const ms = Number(env.DATABASE_READ_AFTER_WRITE_MS?.trim())
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : 2_000
}

/** The parts of the drizzle adapter (@payloadcms/drizzle 3.90) that pick the primary or a replica. */
type ReplicaAdapter = {
  primaryDrizzle?: unknown
  lastWriteTimestamp?: number
  updateJobs: (args: Record<string, unknown>) => Promise<unknown>
}

/** Job ids this process has claimed and not yet finished (released on shutdown); one set for all of Next's bundles. */
export const heldJobs: Set<number> = ((globalThis as { __ecobuildHeldJobs?: Set<number> }).__ecobuildHeldJobs ??=
  new Set<number>())

/**
 * Installs the routing on a connected adapter (payload.config's onInit): reads inside onPrimary() go to the primary,
 * job claims take each job with a conditional UPDATE (two runners never both get one), and every job run reads
 * the primary.
 */
export function installDatabaseRouting(payload: Payload): void {
  const adapter = payload.db as unknown as ReplicaAdapter
  if (adapter.primaryDrizzle) {
    // Payload reads the primary while Date.now() - lastWriteTimestamp is under its interval: inside onPrimary it is always.
    let lastWrite = adapter.lastWriteTimestamp
    Object.defineProperty(adapter, 'lastWriteTimestamp', {
      configurable: true,
      get: () => (readsPrimary() ? Date.now() : lastWrite),
      set: (value: number | undefined) => {
        lastWrite = value
      },
    })
  }
  const runJobs = payload.jobs.run.bind(payload.jobs)
  payload.jobs.run = (args) => onPrimary(() => runJobs(args))
  const updateJobs = adapter.updateJobs.bind(adapter)
  adapter.updateJobs = (args) => onPrimary(() => claimOrUpdateJobs(payload, updateJobs, args))
}

type JobDoc = { id: number | string }

/**
 * Payload 3.90 claims jobs by finding them and then setting `processing` on each, so two runners can take the same
 * job. A claim here first wins each found job with one conditional UPDATE, then lets Payload mark (and return) only
 * the jobs this runner won.
 */
async function claimOrUpdateJobs(
  payload: Payload,
  updateJobs: ReplicaAdapter['updateJobs'],
  args: Record<string, unknown>,
): Promise<unknown> {
  const data = (args.data ?? {}) as Record<string, unknown>
  // A claim sets `processing` (and Payload's `updatedAt`) only.
  const isClaim =
    data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')
  if (!isClaim) {
    const result = await updateJobs(args)
    if (data.processing === false && args.id !== undefined) heldJobs.delete(Number(args.id))
    return result
  }
  const candidates = await payload.db.find<JobDoc>({
    collection: 'payload-jobs',
    where: args.id !== undefined ? { id: { equals: args.id } } : (args.where as never),
    sort: args.sort as string | undefined,
    limit: typeof args.limit === 'number' ? args.limit : 0,
    pagination: false,
    req: args.req as never,
  })
  const ids = candidates.docs.map((doc) => Number(doc.id)).filter(Number.isSafeInteger)
  if (ids.length === 0) return []
  const { rows } = await runSql(
    payload,
    sql`UPDATE payload_jobs SET processing = true, updated_at = now()
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND processing = false AND completed_at IS NULL AND has_error IS NOT TRUE
        RETURNING id`,
  )
  const won = rows.map((row) => Number((row as { id: unknown }).id))
  if (won.length === 0) return []
  for (const id of won) heldJobs.add(id)
  return updateJobs({ ...args, id: undefined, where: { id: { in: won } }, limit: won.length })
}

/** Puts the jobs this process still holds back in the queue (at shutdown), so another instance runs them now. */
export async function releaseHeldJobs(payload: Payload): Promise<number> {
  const ids = [...heldJobs]
  if (ids.length === 0) return 0
  const { rows } = await runSql(
    payload,
    sql`UPDATE payload_jobs SET processing = false, updated_at = now()
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND processing = true AND completed_at IS NULL
        RETURNING id`,
  )
  heldJobs.clear()
  return rows.length
}
