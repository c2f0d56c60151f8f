import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { CERTIFICATE_EXPIRY_QUEUE } from '@/jobs/certificate-expiry'
import { runSql } from '@/lib/platform/db'
import { anonymiseExpiredLeads } from '@/lib/leads/erasure'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import { DEFAULT_RETENTION_MONTHS } from '@/lib/leads/rules'

export const LEAD_RETENTION_TASK = 'leadRetention'
/** The daily maintenance queue (shared with the certificate check). */
export const LEAD_RETENTION_QUEUE = CERTIFICATE_EXPIRY_QUEUE
/** Daily at 03:30 (server time). */
export const LEAD_RETENTION_CRON = '30 3 * * *'

export type LeadRetentionSummary = { leadsAnonymised: number; badgesRechecked: number; badgesChanged: number }

/**
 * The daily lead upkeep: leads older than the retention period (a site setting) are anonymised, and suppliers
 * showing 'Responds quickly' are checked again (leads left unanswered lengthen the median as the days pass).
 */
export async function runLeadRetention(payload: Payload, now: Date = new Date()): Promise<LeadRetentionSummary> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { leadRules: true },
  })
  const months = settings.leadRules?.retentionMonths ?? DEFAULT_RETENTION_MONTHS
  const leadsAnonymised = await anonymiseExpiredLeads(payload, now, months)
  const { rows } = await runSql(payload, sql`select id from suppliers where responds_quickly = true order by id`)
  let badgesChanged = 0
  for (const { id } of rows as Array<{ id: number }>) {
    const stats = await refreshResponseStats(payload, id, now)
    if (stats.badgeChanged) badgesChanged += 1
  }
  revalidateResponseBadge(payload, badgesChanged > 0)
  return { leadsAnonymised, badgesRechecked: rows.length, badgesChanged }
}

export const leadRetentionTask: TaskConfig<{ input: object; output: LeadRetentionSummary }> = {
  slug: LEAD_RETENTION_TASK,
  label: 'Anonymise old leads',
  schedule: [{ cron: LEAD_RETENTION_CRON, queue: LEAD_RETENTION_QUEUE }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 15 * 60_000 } },
  outputSchema: [
    { name: 'leadsAnonymised', type: 'number', required: true },
    { name: 'badgesRechecked', type: 'number', required: true },
    { name: 'badgesChanged', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await runLeadRetention(req.payload) }),
}
