import type { Access, FieldAccess, Where } from 'payload'

import { accountSupplierId, isStaffUser } from './who'

// A supplier's products (the `products` collection) and their EPD documents: a product belongs to the listing its
// `supplier` field names. Every save by an account is a draft that staff publish (collections/Products/hooks).

/** Staff see every product and draft; a supplier account also its own listing's drafts; everyone else what is published. */
export const staffOrPublishedOrOwnProduct: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const own = accountSupplierId(user)
  return own === null ? published : { or: [published, { supplier: { equals: own } }] }
}

function supplierOf(doc: unknown): number | null {
  if (!doc || typeof doc !== 'object' || !('supplier' in doc)) return null
  const supplier: unknown = doc.supplier
  if (typeof supplier === 'number') return supplier
  if (typeof supplier === 'object' && supplier !== null && 'id' in supplier && typeof supplier.id === 'number')
    return supplier.id
  return null
}

/** A product's field only staff and the accounts of the product's own listing may read (its review status, notes). */
export const staffOrOwnProductField: FieldAccess = ({ req: { user }, doc }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  return own !== null && own === supplierOf(doc)
}
