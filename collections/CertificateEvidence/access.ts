import type { Access, Where } from 'payload'

import { accountSupplierId, isStaffUser } from '@/access'

/** Staff open every evidence file; a supplier account only its own listing's; visitors none. */
export const readEvidence: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { supplier: { equals: own } }
  return ownListing
}
