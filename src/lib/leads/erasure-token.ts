import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from '@/lib/link-token'

// The enquirer's link to their enquiry: only the hash is stored (src/lib/link-token.ts), so a copy of the database
// opens no one's enquiry.

export const hashErasureToken = hashLinkToken
export const newErasureToken = newLinkToken
export const isWellFormedErasureToken = isWellFormedLinkToken

export const ENQUIRY_ERASED =
  'Your enquiry has been erased. We have told the suppliers who received it that you withdrew it.'
export const ENQUIRY_LINK_GONE =
  'This link no longer opens an enquiry: it has been erased, or the link is not complete. If you need help, reply to your confirmation e-mail.'
