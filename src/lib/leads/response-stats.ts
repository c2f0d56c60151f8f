import type { Payload, PayloadRequest } from 'payload'

import { lockRespondsQuickly, responseSamples, storeResponseStats } from '@/lib/leads/leads-sql'
import { responseStats, type ResponseStats } from '@/lib/leads/rules'
import { revalidateCollection } from '@/lib/platform/revalidate'

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
  const samples = await responseSamples(payload, supplierId, req)
  const stats = responseStats(
    samples.map((r) => ({
      routedAt: new Date(r.created_at),
      firstResponseAt: r.first_response_at ? new Date(r.first_response_at) : null,
    })),
    now,
  )
  const was = await lockRespondsQuickly(payload, supplierId, req)
  await storeResponseStats(payload, supplierId, stats, req)
  return { ...stats, badgeChanged: was !== stats.respondsQuickly }
}

/** Expires the cached supplier pages when a 'Responds quickly' badge appeared or went (call after the commit). */
export function revalidateResponseBadge(payload: Payload, changed: boolean): void {
  if (changed) revalidateCollection('suppliers', payload.logger)
}
