import { formatLongDate } from '@/lib/dates'
import { renderEmail, type EmailMessage } from '@/lib/email/message'

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
}): Promise<EmailMessage> {
  return renderEmail(`Your ${details.packageName} package ends in ${details.days} days | ${details.brand}`, [
    `The ${details.packageName} package of ${details.listingName} ends on ${formatLongDate(details.endsAt)}.`,
    'Renew it in your account to keep your badge and placement; a renewal runs on from that date.',
    { label: 'Renew', value: details.renewUrl },
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
