import { formatLongDate } from '@/lib/dates'
import { renderEmail, type EmailMessage } from '@/lib/email/message'
import { RENEWAL_WINDOW_DAYS } from '@/lib/packages/renewal-rules'
import { formatPence } from '@/lib/leads/commission'

// The e-mails of a listing package's life: welcome after paying as a new supplier, renewal reminders, the end, a refund.

export function packageWelcomeEmail(details: {
  contactName: string
  businessName: string
  packageName: string
  setPasswordUrl: string
  linkDays: number
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Set your password and complete your listing | ${details.brand}`, [
    `Hello ${details.contactName},`,
    `Thank you for buying the ${details.packageName} package for ${details.businessName}. We have created your supplier account and a draft listing.`,
    `Set your password with this link (it works once, for ${details.linkDays} days), then ` +
      `complete your listing in your account. Our team reviews it and publishes it on the ` +
      `site.`,
    { label: 'Set your password', value: details.setPasswordUrl },
    details.brand,
  ])
}

export function packageReminderEmail(details: {
  packageName: string
  listingName: string
  endsAt: Date
  days: number
  renewUrl: string
  brand: string
  /** Set when automatic renewal is on: what will be charged to which card, and where to switch it off. */
  renewal?: { amountPence: number; cardLast4: string; billingUrl: string } | null
}): Promise<EmailMessage> {
  const { renewal } = details
  if (renewal)
    return renderEmail(`Your ${details.packageName} package renews in ${details.days} days | ${details.brand}`, [
      `The ${details.packageName} package of ${details.listingName} ends on ${formatLongDate(details.endsAt)} ` +
        `and will renew automatically: we will charge ${formatPence(renewal.amountPence)} to your card ending ` +
        `${renewal.cardLast4} from ${RENEWAL_WINDOW_DAYS} days before that date, and the renewal runs on from it.`,
      'To stop it, switch off automatic renewal on your billing page before then.',
      { label: 'Your billing page', value: renewal.billingUrl },
      details.brand,
    ])
  return renderEmail(`Your ${details.packageName} package ends in ${details.days} days | ${details.brand}`, [
    `The ${details.packageName} package of ${details.listingName} ends on ${formatLongDate(details.endsAt)}.`,
    'Renew it in your account to keep your badge and placement; a renewal runs on from that date.',
    { label: 'Renew', value: details.renewUrl },
    details.brand,
  ])
}

/** An automatic renewal's charge failed: said to the listing's accounts after each failed attempt. */
export function renewalFailedEmail(details: {
  packageName: string
  listingName: string
  amountPence: number
  endsAt: Date
  reason: 'declined' | 'authentication' | 'no-card'
  billingUrl: string
  brand: string
}): Promise<EmailMessage> {
  const why =
    details.reason === 'no-card'
      ? 'there is no card on file'
      : details.reason === 'authentication'
        ? 'your bank asked for the cardholder to confirm it, which cannot be done while you are away'
        : 'your card was declined'
  return renderEmail(`We could not renew your ${details.packageName} package | ${details.brand}`, [
    `We tried to charge ${formatPence(details.amountPence)} to renew the ${details.packageName} package of ` +
      `${details.listingName}, but ${why}.`,
    `We will try again daily until the package ends on ${formatLongDate(details.endsAt)}; if no charge succeeds by ` +
      'then, it ends and your listing stays on the site as a basic listing. You can change the card or renew by ' +
      'hand from your billing page.',
    { label: 'Your billing page', value: details.billingUrl },
    details.brand,
  ])
}

export function packageEndedEmail(details: {
  packageName: string
  listingName: string
  renewUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your ${details.packageName} package has ended | ${details.brand}`, [
    `The ${details.packageName} package of ${details.listingName} has ended. Your listing ` +
      `stays on the site as a basic listing, without the package's badge and featured place.`,
    { label: 'Buy it again', value: details.renewUrl },
    details.brand,
  ])
}

export function packageRefundedEmail(details: {
  packageName: string
  amount: string
  receiptNumber: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Refund of your ${details.packageName} package | ${details.brand}`, [
    `We have refunded ${details.amount} for the ${details.packageName} package (receipt ${details.receiptNumber}).`,
    'The package has ended: its badge and featured place are no longer shown. Your listing stays on the site as a basic listing once published.',
    details.brand,
  ])
}
