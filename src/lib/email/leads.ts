import { formatPence } from '@/lib/leads/commission'
import { renderEmail, type EmailMessage } from '@/lib/email/message'

// E-mails about a lead after routing: staff's decision on a decline, and an enquirer withdrawing the enquiry.

export function declineDecisionEmail(d: {
  supplierName: string
  leadId: number
  reason: string
  accepted: boolean
  commissionAmount: number
  leadUrl: string
  brand: string
}): Promise<EmailMessage> {
  const outcome = d.accepted
    ? `Our team accepted your decline of lead ${d.leadId} (${d.reason}): its commission of ${formatPence(d.commissionAmount)} ` +
      `is voided and will not appear as owed on your statement.`
    : `Our team refused your decline of lead ${d.leadId} (${d.reason}): its commission of ${formatPence(d.commissionAmount)} ` +
      `stands. Reply to this e-mail if you think this is wrong.`
  return renderEmail(`Your decline of lead ${d.leadId} was ${d.accepted ? 'accepted' : 'refused'} | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    outcome,
    { label: 'The lead', value: d.leadUrl },
    d.brand,
  ])
}

export function leadWithdrawnEmail(d: {
  supplierName: string
  leadId: number
  city: string
  leadUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`An enquiry was withdrawn (lead ${d.leadId}, ${d.city}) | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    `The enquirer of lead ${d.leadId} (${d.city}) has withdrawn their enquiry and asked us ` +
      `to erase their details. Please stop contacting them and delete any copy of their ` +
      `details you keep, including this lead's e-mail.`,
    { label: 'The lead', value: d.leadUrl },
    d.brand,
  ])
}
