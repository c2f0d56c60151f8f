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

/** What submitting an enquiry answers, to the form and to POST /api/enquiries alike. */
export type EnquiryResult =
  | { ok: true; message: string }
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
