import type { Access, FieldAccess, Where } from 'payload'

import { accountSupplierId, isStaffUser, isSupplierAccount } from './who'

// The listings themselves (the `suppliers` collection): a supplier account's own listing is the row whose id its
// account names. Every save by an account is also forced to a draft (collections/Suppliers/hooks/savedAsDraft.ts).

/** Staff see every listing and draft; a supplier account also its own listing's draft; everyone else what is published. */
export const staffOrPublishedOrOwnSupplier: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const own = accountSupplierId(user)
  return own === null ? published : { or: [published, { id: { equals: own } }] }
}

/** Staff change any listing; a supplier account only its own (and only as a draft). */
export const staffOrOwnSupplier: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { id: { equals: own } }
  return ownListing
}

/** A listing's field only staff and the listing's own accounts may read (its phone, its certificate evidence). */
export const staffOrOwnSupplierField: FieldAccess = ({ req: { user }, id, doc }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  const docId: unknown = doc && typeof doc === 'object' && 'id' in doc ? doc.id : id
  return own !== null && own === Number(docId)
}

/**
 * Name and slug: staff always; a supplier account only while its listing has never been published (a new
 * listing it is completing), since a published name and address are what visitors and links know. The published
 * state is read from the listing itself (its latest draft says 'draft' even when a published version is live).
 */
export const nameUntilPublished: FieldAccess = async ({ req, id }) => {
  if (isStaffUser(req.user)) return true
  if (!isSupplierAccount(req.user)) return false
  if (id === undefined || id === null) return false
  const live = await req.payload.find({
    collection: 'suppliers',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    draft: false,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    req,
  })
  return live.docs.length === 0
}
