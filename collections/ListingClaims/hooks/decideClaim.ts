import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { claimDecisionProblem, claimLinkExpiry, newClaimToken, type ClaimStatus } from '@/lib/account/claim-rules'
import { queueClaimEmail } from '@/lib/account/claim-emails'

/**
 * Where the raw token of a claim's link made in beforeChange waits for afterChange's e-mail (never stored); per claim,
 * as one bulk save may approve several.
 */
const tokenContextKey = (claimId: unknown) => `claimLinkToken:${String(claimId)}`

/**
 * Staff decide a waiting claim: approving makes a new single-use link (its hash and expiry stored on the claim);
 * rejecting needs a reason and ends any link already sent. Any other change of status is refused.
 */
export const staffDecidesClaim: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as ClaimStatus
  const to = (data.status ?? from) as ClaimStatus
  if (from === to) return data
  const reason = typeof data.reason === 'string' ? data.reason : originalDoc.reason
  const problem = claimDecisionProblem(from, to, reason)
  if (problem)
    throw new ValidationError(
      { collection: 'listing-claims', errors: [{ path: to === 'rejected' ? 'reason' : 'status', message: problem }] },
      req.t,
    )
  const decided = {
    ...data,
    reviewedAt: new Date().toISOString(),
    reviewedBy: req.user?.collection === 'users' ? req.user.id : null,
  }
  if (to === 'rejected') return { ...decided, tokenHash: null, tokenExpiresAt: null }
  const { token, hash } = newClaimToken()
  req.context[tokenContextKey(originalDoc.id)] = token
  return { ...decided, tokenHash: hash, tokenExpiresAt: claimLinkExpiry(new Date()).toISOString() }
}

/** The decision's e-mail, queued in the transaction of the save: both are kept or neither. */
export const emailClaimDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status === 'rejected') {
    await queueClaimEmail(req, { kind: 'rejected', claim: doc, reason: String(doc.reason ?? '') })
  } else if (doc.status === 'approved') {
    const token = req.context[tokenContextKey(doc.id)]
    if (typeof token !== 'string') throw new Error('An approved claim has no link to e-mail')
    delete req.context[tokenContextKey(doc.id)]
    await queueClaimEmail(req, { kind: 'approved', claim: doc, token })
  }
  return doc
}
