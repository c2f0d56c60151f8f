import { CERTIFICATE_EXPIRY_QUEUE } from '@/jobs/certificate-expiry'
import { scheduledTask } from '@/jobs/scheduled-task'
import { purgeInsightKeys } from '@/lib/insights/record'
import { runLeadRetention } from '@/lib/leads/retention'

export const LEAD_RETENTION_TASK = 'leadRetention'
/** The daily maintenance queue (shared with the certificate check). */
export const LEAD_RETENTION_QUEUE = CERTIFICATE_EXPIRY_QUEUE
/** Daily at 03:30 (server time). */
export const LEAD_RETENTION_CRON = '30 3 * * *'

/**
 * Runs daily (see `schedule`); its summary is the job's output (it logs nothing more). The same daily upkeep deletes
 * the visit counting's salts and seen keys of earlier UK days (issue 35), also after a day without any visit, when
 * no beacon has done it already.
 */
export const leadRetentionTask = scheduledTask({
  slug: LEAD_RETENTION_TASK,
  label: 'Anonymise old leads',
  queue: LEAD_RETENTION_QUEUE,
  cron: LEAD_RETENTION_CRON,
  summary: ['leadsAnonymised', 'badgesRechecked', 'badgesChanged'],
  run: async (payload, now) => {
    const summary = await runLeadRetention(payload, now)
    await purgeInsightKeys(payload, now)
    return summary
  },
})
