import { REVIEW_LIMITS } from '@/lib/reviews/rules'

// What the portal's review forms say, shared by the server code, the pages and the tests.

export const REPLY_NOT_YOURS = 'You can reply only to a published review of your own listing.'
export const REPLY_EXISTS =
  'This review already has your reply. You can change it from your reviews page while it waits for our team.'
export const REPLY_REVIEW_GONE = 'This review has been removed, so your reply to it can no longer be changed.'
export const REPLY_SENT = 'Thank you. Your reply will appear under the review once our team has checked it.'
export const REPLY_LOCKED =
  'This reply can no longer be changed: our team has published or removed it. Please contact us if it needs correcting.'
export const REPLY_TOO_SHORT = `Please write a reply of at least ${REVIEW_LIMITS.reply.min} characters.`
export const REPLY_TOO_LONG = `Please keep your reply to ${REVIEW_LIMITS.reply.max} characters or fewer.`
export const REPORT_SENT =
  'Thank you. Our team will check the review against the review policy and remove it if it breaks the policy.'
export const REPORT_EXISTS =
  'You have already reported this review and our team has not decided yet. They will look at it against the review policy.'
export const REPORT_NOT_ALLOWED = 'You can report only a published review of your own listing.'
export const REPORT_REASON_REQUIRED = 'Please choose what is wrong with the review.'
export const REPORT_DETAILS_REQUIRED = 'Please tell us what is wrong with the review.'
export const REPORT_DETAILS_TOO_LONG = `Please keep the details to ${REVIEW_LIMITS.reportDetails.max} characters or fewer.`
