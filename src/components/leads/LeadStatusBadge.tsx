import type { InboxRow } from '@/lib/leads/inbox'
import { DECLINE_REASON_LABELS } from '@/lib/leads/rules'
import { LEAD_STATUS_LABELS } from '@/lib/leads/states'

const CLASSES = {
  new: 'bg-brand-100 text-brand-900',
  declined: 'bg-amber-100 text-amber-900',
  withdrawn: 'bg-gray-200 text-gray-800',
  other: 'bg-gray-100 text-gray-800',
} as const

/** What a supplier needs to see of a lead at a glance: withdrawn, declined (and why) or its status. */
export function LeadStatusBadge({ lead }: { lead: Pick<InboxRow, 'status' | 'declineReason' | 'privacy'> }) {
  const [text, tone] =
    lead.privacy === 'withdrawn'
      ? ['Withdrawn', CLASSES.withdrawn]
      : lead.declineReason
        ? [`Declined: ${DECLINE_REASON_LABELS[lead.declineReason]}`, CLASSES.declined]
        : [LEAD_STATUS_LABELS[lead.status], lead.status === 'new' ? CLASSES.new : CLASSES.other]
  return (
    <span data-testid="lead-status" className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {text}
    </span>
  )
}
