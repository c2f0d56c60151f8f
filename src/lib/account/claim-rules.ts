import { CLAIM_LINK_HOURS } from '@/lib/account/rules'
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from '@/lib/link-token'

// The rules of a claim of a listing, in one place for the collection, the forms and the tests.

export const CLAIM_STATUSES = ['awaiting-review', 'link-sent', 'approved', 'rejected', 'completed'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  'awaiting-review': 'Awaiting review',
  'link-sent': 'Link e-mailed (domain matches)',
  approved: 'Approved (set-password link e-mailed)',
  rejected: 'Rejected',
  completed: 'Account set up',
}

/** The statuses whose e-mailed link may still set a password. */
export const LINK_STATUSES: readonly ClaimStatus[] = ['link-sent', 'approved']

/** The claims staff may still decide on (one with a link out can still be stopped or approved by staff). */
const OPEN_STATUSES: readonly ClaimStatus[] = ['awaiting-review', 'link-sent']

export const CLAIM_DECIDED_MESSAGE = 'This claim has already been decided; its status can no longer change.'
export const CLAIM_DECISION_MESSAGE = 'Staff can only approve or reject a claim.'
export const CLAIM_REASON_REQUIRED = 'Please give the reason for rejecting the claim: it is e-mailed to the claimant.'

/**
 * Whether staff may move a claim from one status to another; the message to show when not. A waiting claim may be
 * approved or rejected (rejection with a reason); anything else is the system's to set.
 */
export function claimDecisionProblem(from: ClaimStatus, to: ClaimStatus, reason?: string | null): string | null {
  if (from === to) return null
  if (!OPEN_STATUSES.includes(from)) return CLAIM_DECIDED_MESSAGE
  if (to !== 'approved' && to !== 'rejected') return CLAIM_DECISION_MESSAGE
  if (to === 'rejected' && !reason?.trim()) return CLAIM_REASON_REQUIRED
  return null
}

/** A claim is settled by e-mail alone when its address is at the listing's domain and nobody manages it yet. */
export function claimNeedsReview({
  domainMatch,
  listingHasVerifiedAccount,
}: {
  domainMatch: boolean
  listingHasVerifiedAccount: boolean
}): boolean {
  return !domainMatch || listingHasVerifiedAccount
}

/** A claim link's token: only its hash is stored (src/lib/link-token.ts), 256 random bits, URL-safe. */
export const hashClaimToken = hashLinkToken
export const newClaimToken = newLinkToken
export const isWellFormedClaimToken = isWellFormedLinkToken

/** When a link made at `now` stops working. */
export function claimLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + CLAIM_LINK_HOURS * 60 * 60 * 1000)
}
