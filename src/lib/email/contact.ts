import { renderEmail, type EmailMessage } from '@/lib/email/message'

// The company contact form's message, as staff receive it (reply goes to the sender). React escapes what they typed.

export type ContactMessageDetails = { id: number; name: string; email: string; message: string; brand: string }

export function staffContactMessageEmail(d: ContactMessageDetails, adminUrl: string): Promise<EmailMessage> {
  return renderEmail(`Message from ${d.name} through the contact page | ${d.brand}`, [
    `${d.name} has written to ${d.brand} through the contact page. Reply to this e-mail to answer them.`,
    { label: 'Name', value: d.name },
    { label: 'E-mail', value: d.email },
    { label: 'Message', value: `\n${d.message}` },
    { label: 'Open it in the admin', value: adminUrl },
  ])
}
