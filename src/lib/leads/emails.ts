import type { PayloadRequest } from 'payload'

import type { LeadConnection } from '@payload-types'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { declineDecisionEmail, leadWithdrawnEmail } from '@/lib/email/leads'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { DECLINE_REASON_LABELS, type DeclineReason } from '@/lib/leads/rules'
import { siteUrl } from '@/lib/platform/site-url'
import { leadPath } from '@/lib/routes'

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/** Staff's decision on a decline, e-mailed to the supplier in the decision's own transaction. */
export async function queueDeclineDecisionEmail(
  req: PayloadRequest,
  { connection, accepted }: { connection: LeadConnection; accepted: boolean },
): Promise<void> {
  const { payload } = req
  const supplier = await payload.findByID({
    collection: 'suppliers',
    id: idOf(connection.supplier),
    depth: 0,
    overrideAccess: true,
    select: { name: true, contactEmail: true },
    req,
  })
  if (!supplier.contactEmail) return
  const site = await emailSiteFacts(payload, req)
  const leadId = idOf(connection.lead)
  const email = await declineDecisionEmail({
    supplierName: supplier.name,
    leadId,
    reason: DECLINE_REASON_LABELS[connection.declineReason as DeclineReason] ?? 'decline',
    accepted,
    commissionAmount: connection.commissionAmount,
    leadUrl: `${siteUrl()}${leadPath(connection.id)}`,
    brand: site.brand,
  })
  await queueEmail(
    { payload, req },
    {
      to: supplier.contactEmail,
      subject: email.subject,
      text: email.text,
      html: email.html,
      replyTo: site.staffEmail,
      idempotencyKey: emailIdempotencyKey('lead-connection', connection.id, 'decline-decision'),
    },
  )
}

export type WithdrawnRecipient = { connectionId: number; supplierId: number; name: string; contactEmail: string | null }

/** One e-mail per supplier that received an erased enquiry, queued in the erasure's transaction. */
export async function queueWithdrawalEmails(
  req: PayloadRequest,
  lead: { id: number; city: string },
  recipients: readonly WithdrawnRecipient[],
): Promise<number> {
  const { payload } = req
  const site = await emailSiteFacts(payload, req)
  let queued = 0
  for (const r of recipients) {
    if (!r.contactEmail) continue
    const email = await leadWithdrawnEmail({
      supplierName: r.name,
      leadId: lead.id,
      city: lead.city,
      leadUrl: `${siteUrl()}${leadPath(r.connectionId)}`,
      brand: site.brand,
    })
    await queueEmail(
      { payload, req },
      {
        to: r.contactEmail,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: site.staffEmail,
        idempotencyKey: emailIdempotencyKey('lead', lead.id, `withdrawn-${r.supplierId}`),
      },
    )
    queued += 1
  }
  return queued
}
