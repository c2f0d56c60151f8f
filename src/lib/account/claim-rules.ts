import { createHash, randomBytes } from 'node:crypto'

import { CLAIM_LINK_HOURS } from '@/lib/account/rules'

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

/** Only the hash of a link's token is stored: a copy of the database does not open anyone's link. */
export function hashClaimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new single-use token for a claim link (256 random bits, URL-safe) and the hash to store. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashClaimToken(token) }
}

/** A token as it can appear in a link: anything else is not looked up at all. */
export function isWellFormedClaimToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

/** When a link made at `now` stops working. */
export function claimLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + CLAIM_LINK_HOURS * 60 * 60 * 1000)
}
