import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { LEAD_STATUSES, transitionProblem, type LeadStatus } from '@/lib/leads/states'

type Problem = { path: string; label: string; message: string }

export const STARTS_NEW = 'A lead connection starts New, without a decline: its state moves from there.'
export const DECLINED_NEEDS_REASON = 'A declined lead needs its reason and the supplier’s explanation.'
export const REASON_ONLY_WHEN_DECLINED = 'Only a declined lead has a decline reason.'
export const DECLINE_IS_KEPT = 'A decline’s reason and explanation are kept as the supplier gave them.'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * One state per lead, whoever saves it (the admin, REST, the Local API with or without overrideAccess): a status moves
 * only as src/lib/leads/states.ts allows, 'declined' always with its reason and explanation and nothing else with
 * them. The portal's own writes (src/lib/leads/inbox.ts) check the same table under a row lock.
 */
export const enforceLeadState: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const problems: Problem[] = []
  if (operation === 'create') {
    const declined = data.declineReason || data.declinedAt || text(data.declineNote) || data.declineReview
    if ((data.status ?? 'new') !== 'new' || declined)
      problems.push({ path: 'status', label: 'Status', message: STARTS_NEW })
  } else {
    const from = (LEAD_STATUSES as readonly unknown[]).includes(originalDoc?.status)
      ? (originalDoc?.status as LeadStatus)
      : 'new'
    const to: unknown = data.status === undefined ? from : data.status
    const problem = to === from ? null : transitionProblem(from, to)
    if (problem) problems.push({ path: 'status', label: 'Status', message: problem })
    const reason = data.declineReason === undefined ? originalDoc?.declineReason : data.declineReason
    const note = data.declineNote === undefined ? originalDoc?.declineNote : data.declineNote
    if (from === 'declined') {
      const changed =
        (data.declineReason !== undefined && data.declineReason !== originalDoc?.declineReason) ||
        (data.declineNote !== undefined && text(data.declineNote) !== text(originalDoc?.declineNote))
      if (changed) problems.push({ path: 'declineReason', label: 'Declined because', message: DECLINE_IS_KEPT })
    } else if (to === 'declined' && (!reason || !text(note))) {
      problems.push({ path: 'declineReason', label: 'Declined because', message: DECLINED_NEEDS_REASON })
    } else if (to !== 'declined' && (reason || text(note))) {
      problems.push({ path: 'declineReason', label: 'Declined because', message: REASON_ONLY_WHEN_DECLINED })
    }
  }
  if (problems.length) throw new ValidationError({ collection: 'lead-connections', errors: problems, req }, req.t)
  return data
}
