import type { Access, FieldAccess, Where } from 'payload'

import { accountSupplierId, hasRole, isStaffUser, isSupplierAccount, type RequestRule } from './who'

// What suppliers' own accounts may reach besides staff: their account, and the rows of the listing they manage
// (rows that name it in their `supplier` field: orders, entitlements, evidence, review replies).

/** Admins see every supplier account; a supplier account only itself (staff editors none). */
export const adminOrOwnAccount: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!isSupplierAccount(user) || !user) return false
  const self: Where = { id: { equals: user.id } }
  return self
}

/** Admins see every row; a supplier account only the rows of its own listing (`supplier` field); editors none. */
export const adminOrOwnListing: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { supplier: { equals: own } }
  return ownListing
}

/** Staff see every row; a supplier account only the rows of its own listing (`supplier` field); visitors none. */
export const staffOrOwnListing: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { supplier: { equals: own } }
  return ownListing
}

/** Only a supplier account (staff and visitors never): e.g. the words of a reply, which staff never write. */
export const supplierAccountOnly: RequestRule = ({ req: { user } }) => isSupplierAccount(user)

/** A supplier account that manages a listing. */
export const accountWithListing: RequestRule = ({ req: { user } }) =>
  isSupplierAccount(user) && accountSupplierId(user) !== null

/** Staff, or a supplier account that manages a listing (which listing a row belongs to is then a hook's to set). */
export const staffOrAccountWithListing: RequestRule = ({ req: { user } }) =>
  isStaffUser(user) || accountSupplierId(user) !== null

/** A field of a supplier account only staff and that account itself may change (its own e-mail preferences). */
export const staffOrSelfAccountField: FieldAccess = ({ req: { user }, id }) =>
  isStaffUser(user) || (isSupplierAccount(user) && user !== null && id !== undefined && String(user.id) === String(id))
