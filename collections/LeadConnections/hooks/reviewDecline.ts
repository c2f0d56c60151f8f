import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { isStaffUser } from '@/access'
import { queueDeclineDecisionEmail } from '@/lib/leads/emails'
import { DECLINE_REASON_LABELS, declineReviewProblem, type DeclineReason, type DeclineReview } from '@/lib/leads/rules'

const DECIDED_KEY = 'leadDeclineDecided'

type History = Array<{ at: string; event: string }>

/**
 * Staff decide a waiting decline in the admin: accepted voids the commission (the amount itself never changes),
 * refused keeps it. Only a waiting decline can be decided, once. The e-mail follows in afterChange, in the same
 * transaction as the save.
 */
export const reviewDecline: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !isStaffUser(req.user)) return data
  const before = (originalDoc?.declineReview ?? null) as DeclineReview | null
  const after = (data.declineReview === undefined ? before : data.declineReview) as DeclineReview | null
  const problem = declineReviewProblem(before, after)
  if (problem)
    throw new ValidationError(
      {
        collection: 'lead-connections',
        errors: [{ path: 'declineReview', label: 'Decline review', message: problem }],
        req,
      },
      req.t,
    )
  if (before === after) return data
  const now = new Date().toISOString()
  const reason = DECLINE_REASON_LABELS[originalDoc?.declineReason as DeclineReason] ?? 'decline'
  const history: History = [...((originalDoc?.history as History | undefined) ?? [])]
  context[DECIDED_KEY] = after
  if (after === 'accepted') {
    history.push({ at: now, event: `Decline accepted by staff (${reason}): commission voided` })
    return { ...data, voidedAt: now, voidReason: `Decline accepted: ${reason}`, history }
  }
  history.push({ at: now, event: `Decline refused by staff (${reason}): commission stands` })
  return { ...data, history }
}

/** E-mails the supplier staff's decision on its decline. */
export const emailDeclineDecision: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  const decided = context[DECIDED_KEY]
  if (decided !== 'accepted' && decided !== 'refused') return doc
  delete context[DECIDED_KEY]
  await queueDeclineDecisionEmail(req, { connection: doc, accepted: decided === 'accepted' })
  return doc
}
