import { renderEmail, type EmailMessage } from '@/lib/email/message'

// E-mails about reviews: the enquirer's invitation and a rejection's reason; the supplier's notices.

export function reviewInvitationEmail(d: {
  name: string
  supplierName: string
  enquiryDate: string
  reviewUrl: string
  linkValidUntil: string
  policyUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`How was ${d.supplierName}? Review them on ${d.brand}`, [
    `Hello ${d.name},`,
    `On ${d.enquiryDate} your enquiry went to ${d.supplierName}. Whether or not the work ` +
      `went ahead, your review helps other builders and homeowners choose: only people whose ` +
      `enquiry reached a supplier can review it.`,
    { label: 'Write your review', value: d.reviewUrl },
    `The link is yours alone and works once, until ${d.linkValidUntil}. Our team reads ` +
      `every review before it is published, against our review policy: ${d.policyUrl}`,
    d.brand,
  ])
}

export function reviewRejectedEmail(d: {
  name: string
  supplierName: string
  title: string
  reason: string
  note: string | null
  policyUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your review of ${d.supplierName} was not published | ${d.brand}`, [
    `Hello ${d.name},`,
    `Thank you for reviewing ${d.supplierName}. We did not publish your review "${d.title}" because of our review policy: ${d.reason}.`,
    ...(d.note ? [{ label: 'Our note', value: d.note }] : []),
    { label: 'The policy, and what it removes', value: d.policyUrl },
    `If you think we got this wrong, reply to this e-mail.`,
    d.brand,
  ])
}

export function reviewPublishedEmail(d: {
  supplierName: string
  rating: number
  title: string
  reviewsUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`A new review of ${d.supplierName} is published | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    `A review of your listing has been published: "${d.title}" (${d.rating} of 5 stars). ` +
      `You may post one public reply to it from your account; our team reads replies before ` +
      `they are published.`,
    { label: 'Your reviews', value: d.reviewsUrl },
    d.brand,
  ])
}

export function replyRejectedEmail(d: {
  supplierName: string
  reviewTitle: string
  reason: string
  note: string | null
  reviewsUrl: string
  policyUrl: string
  brand: string
}): Promise<EmailMessage> {
  return renderEmail(`Your reply to a review was not published | ${d.brand}`, [
    `Hello ${d.supplierName},`,
    `We did not publish your reply to the review "${d.reviewTitle}" because of our review policy: ${d.reason}. You can change your reply and send it again.`,
    ...(d.note ? [{ label: 'Our note', value: d.note }] : []),
    { label: 'Your reviews', value: d.reviewsUrl },
    { label: 'The review policy', value: d.policyUrl },
    d.brand,
  ])
}
