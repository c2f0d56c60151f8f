import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'
import { RESPONSE_SAMPLE_SIZE, responseStats, type ResponseStats } from '@/lib/leads/rules'
import { revalidateCollection } from '@/lib/platform/revalidate'

type Sample = { created_at: Date | string; first_response_at: Date | string | null }

/**
 * Recomputes a supplier's median first response over its last 20 leads and stores it on the listing (the live row and
 * its latest version, so the admin shows what the site shows). Returns the stats and whether the public badge changed.
 */
export async function refreshResponseStats(
  payload: Payload,
  supplierId: number,
  now: Date,
  req?: PayloadRequest,
): Promise<ResponseStats & { badgeChanged: boolean }> {
  const { rows } = await runSql(
    payload,
    sql`select created_at, first_response_at from lead_connections
        where supplier_id = ${supplierId} order by created_at desc limit ${RESPONSE_SAMPLE_SIZE}`,
    req,
  )
  const stats = responseStats(
    (rows as Sample[]).map((r) => ({
      routedAt: new Date(r.created_at),
      firstResponseAt: r.first_response_at ? new Date(r.first_response_at) : null,
    })),
    now,
  )
  const { rows: before } = await runSql(
    payload,
    sql`select responds_quickly from suppliers where id = ${supplierId} for update`,
    req,
  )
  await runSql(
    payload,
    sql`update suppliers set response_median_hours = ${stats.medianHours}, responds_quickly = ${stats.respondsQuickly}
        where id = ${supplierId}`,
    req,
  )
  await runSql(
    payload,
    sql`update _suppliers_v set version_response_median_hours = ${stats.medianHours},
          version_responds_quickly = ${stats.respondsQuickly}
        where parent_id = ${supplierId} and latest = true`,
    req,
  )
  const was = (before[0] as { responds_quickly: boolean | null } | undefined)?.responds_quickly ?? false
  return { ...stats, badgeChanged: Boolean(was) !== stats.respondsQuickly }
}

/** Expires the cached supplier pages when a 'Responds quickly' badge appeared or went (call after the commit). */
export function revalidateResponseBadge(payload: Payload, changed: boolean): void {
  if (changed) revalidateCollection('suppliers', payload.logger)
}
