import { Forbidden, type CollectionBeforeOperationHook, type CollectionBeforeValidateHook } from 'payload'

import { accountSupplierId, isSupplierAccount } from '@/access'

/**
 * A supplier account's product is always its own listing's, and every save it makes is a draft, whatever the request
 * asks: products go live only when staff publish, exactly as listing edits. Payload decides draft or publish from
 * the `draft` argument and `_status`, so both are set before the operation reads them.
 */
export const productDraftsForAccounts: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!isSupplierAccount(req.user)) return args
  // Restoring an old version would publish it without review.
  if (operation === 'restoreVersion') throw new Forbidden(req.t)
  if (operation !== 'create' && operation !== 'update') return args
  const data: Record<string, unknown> = typeof args.data === 'object' && args.data !== null ? args.data : {}
  return { ...args, draft: true, data: { ...data, _status: 'draft' } }
}

/** An account's new product belongs to its own listing, whatever the request names. */
export const ownListingForAccounts: CollectionBeforeValidateHook = ({ data, req, operation }) => {
  if (operation !== 'create' || !isSupplierAccount(req.user)) return data
  return { ...data, supplier: accountSupplierId(req.user) }
}
