import { joinNames } from '@/lib/enquiry/recipients'
import type { EnquiryFieldErrors } from '@/lib/enquiry/schema'

export const ENQUIRY_SUCCESS = {
  title: 'Thank you!',
  description: "Your inquiry has been submitted. We'll send you a confirmation email shortly.",
} as const
export const ENQUIRY_FAILURE = {
  title: 'Error',
  description: 'There was a problem submitting your inquiry. Please try again.',
} as const
export const ENQUIRY_INVALID_MESSAGE = 'Please check the highlighted fields.'

/** What the page keeps on screen after a sent enquiry: who received it, and where the e-mail with its link goes. */
export type EnquiryConfirmation = { email: string; city: string; recipients: string[] }

/** The confirmation's sentences: who received the enquiry, what happens next, and the e-mail on its way. */
export function confirmationText({ email, city, recipients }: EnquiryConfirmation): {
  received: string
  next: string
  emailed: string
} {
  const place = city.trim().replace(/\s+/g, ' ')
  return {
    received: recipients.length
      ? `Your enquiry went to ${joinNames(recipients)}, and to our team.`
      : `Your enquiry went to our team: no supplier${place ? ` in ${place}` : ''} matched it yet.`,
    next: recipients.length
      ? `${recipients.length === 1 ? 'The supplier' : 'Each supplier'} will contact you directly with a quote, by e-mail or phone.`
      : `Our team will look for suppliers who can help with your project${place ? ` in ${place}` : ''} and get back to you.`,
    emailed: `An e-mail with a link to your enquiry is on its way to ${email}: the link shows who received it and lets you erase it.`,
  }
}

/** What submitting an enquiry answers, to the form and to POST /api/enquiries alike. */
export type EnquiryResult =
  | { ok: true; message: string; confirmation: EnquiryConfirmation }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: EnquiryFieldErrors }
  | { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number }
  | { ok: false; reason: 'error'; message: string }

/** The HTTP status for a result: 201, 422 (field errors), 429 or 503. */
export function enquiryStatus(result: EnquiryResult): number {
  if (result.ok) return 201
  if (result.reason === 'invalid') return 422
  if (result.reason === 'rate-limited') return 429
  return 503
}
