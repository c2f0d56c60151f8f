import type { Payload } from 'payload'

import { anonymiseExpiredLeads } from '@/lib/leads/erasure'
import { refreshResponseStats, revalidateResponseBadge } from '@/lib/leads/response-stats'
import { DEFAULT_RETENTION_MONTHS } from '@/lib/leads/rules'
import { suppliersRespondingQuickly } from '@/lib/leads/leads-sql'

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
  const badged = await suppliersRespondingQuickly(payload)
  let badgesChanged = 0
  for (const id of badged) {
    const stats = await refreshResponseStats(payload, id, now)
    if (stats.badgeChanged) badgesChanged += 1
  }
  revalidateResponseBadge(payload, badgesChanged > 0)
  return { leadsAnonymised, badgesRechecked: badged.length, badgesChanged }
}
