import { formatLongDate } from '@/lib/dates'
import { renderEmail, type EmailMessage } from '@/lib/email/message'

export type CertificateReminder = {
  supplierName: string
  certificateName: string
  issuer?: string | null
  number?: string | null
  expiresAt: string
  brand: string
  staffEmail?: string | null
}

/** The e-mail a supplier receives 30 days before one of its certificates expires. */
export function certificateExpiryReminderEmail(r: CertificateReminder): Promise<EmailMessage> {
  const date = formatLongDate(new Date(r.expiresAt))
  const details = [
    `Certificate: ${r.certificateName}`,
    ...(r.issuer ? [`Issuer: ${r.issuer}`] : []),
    ...(r.number ? [`Certificate number: ${r.number}`] : []),
    `Expires on: ${date}`,
  ]
  const contact = r.staffEmail ? `send it to ${r.staffEmail}` : 'reply to this e-mail with it'
  return renderEmail(`Your ${r.certificateName} certificate expires on ${date} | ${r.brand}`, [
    `Hello ${r.supplierName},`,
    `Your ${r.certificateName} certificate listed on ${r.brand} expires on ${date}.`,
    details.join('\n'),
    `Once it has expired, its badge is no longer shown on your listing. When you have ` +
      `renewed it, ${contact} and we will update your profile with the new certificate number ` +
      `and expiry date.`,
    r.brand,
  ])
}
