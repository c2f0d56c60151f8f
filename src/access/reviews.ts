import type { Access, Where } from 'payload'

import { accountSupplierId, isStaffUser } from './who'

// Reviews and replies by their moderation status ('pending', 'published', 'rejected', 'removed': REVIEW_STATUSES in
// src/lib/reviews/rules.ts).

/** Staff see every review; a supplier account its own listing's published (and removed) reviews; nobody else. */
export const staffOrOwnPublishedOrRemoved: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const visible: Where = { and: [{ supplier: { equals: own } }, { status: { in: ['published', 'removed'] } }] }
  return visible
}

/** Staff; a supplier account its own listing's replies only while they wait for staff or after a rejection. */
export const staffOrOwnPendingOrRejected: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const editable: Where = { and: [{ supplier: { equals: own } }, { status: { in: ['pending', 'rejected'] } }] }
  return editable
}
