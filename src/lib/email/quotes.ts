import { renderEmail, type EmailMessage } from '@/lib/email/message'

// E-mails about quotes (issue 33): to the supplier whose quote the enquirer accepted, and to the others, politely.

export function quoteAcceptedEmail(d: {
  supplierName: string
  leadId: number
  city: string
  total: string
  leadUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your quote was accepted (lead ${d.leadId}, ${d.city}) | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    `Good news: the enquirer of lead ${d.leadId} (${d.city}) accepted your quote of ${d.total}. ` +
      `The lead is now marked won. Please get in touch with them to arrange the order and delivery.`,
    { label: 'The lead', value: d.leadUrl },
    d.brand,
  ])
}

export function quoteNotChosenEmail(d: {
  supplierName: string
  leadId: number
  city: string
  closedWithoutChoice: boolean
  leadUrl: string
  brand: string
}): Promise<EmailMessage> {
  const why = d.closedWithoutChoice
    ? `The enquirer of lead ${d.leadId} (${d.city}) has closed their enquiry without choosing a quote.`
    : `The enquirer of lead ${d.leadId} (${d.city}) has chosen another supplier's quote.`
  return renderEmail(`An enquiry went another way (lead ${d.leadId}, ${d.city}) | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    `${why} Thank you for your time: the lead is now marked lost, and there is nothing more you need to do.`,
    { label: 'The lead', value: d.leadUrl },
    d.brand,
  ])
}

/**
 * A new message in a conversation, to the other party: who wrote and the link, never the message itself (it stays in
 * the platform, where only the two parties and staff read it).
 */
export function newMessageEmail(d: {
  greeting: string
  from: string
  leadId: number
  city: string
  link: string | null
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`New message from ${d.from} (enquiry ${d.leadId}, ${d.city}) | ${d.brand}`, [
    `Hello ${d.greeting},`,
    `${d.from} sent you a message about enquiry ${d.leadId} (${d.city}). Read it and answer on the page below.`,
    d.link
      ? { label: 'Read the message', value: d.link }
      : 'Open your enquiry with the link in the confirmation e-mail we sent you when you sent it.',
    d.brand,
  ])
}

/** A supplier's quote (or its revision), to the enquirer: who, the total, and the link to compare. */
export function quoteReceivedEmail(d: {
  supplierName: string
  revised: boolean
  total: string
  leadId: number
  city: string
  link: string | null
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`${d.revised ? 'A revised quote' : 'A quote'} from ${d.supplierName} | ${d.brand}`, [
    'Hello,',
    `${d.supplierName} sent you ${d.revised ? 'a revised quote' : 'a quote'} of ${d.total} for your enquiry in ${d.city}. ` +
      'Compare it with the others and choose on your enquiry’s page.',
    d.link
      ? { label: 'Compare the quotes', value: d.link }
      : 'Open your enquiry with the link in the confirmation e-mail we sent you when you sent it.',
    d.brand,
  ])
}
