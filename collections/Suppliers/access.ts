import {
  Forbidden,
  ValidationError,
  type Access,
  type CollectionBeforeOperationHook,
  type FieldAccess,
  type Where,
} from 'payload'

import { accountSupplierId, isStaffUser, isSupplierAccount } from '@/access'
import { checkListingDraft } from '@/lib/account/listing-edit-schema'

/** Staff see every listing and draft; a supplier account also its own listing's draft; everyone else what is published. */
export const readSuppliers: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const own = accountSupplierId(user)
  return own === null ? published : { or: [published, { id: { equals: own } }] }
}

/** Staff change any listing; a supplier account only its own (and only as a draft: see savedAsDraftForAccounts). */
export const updateSuppliers: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { id: { equals: own } }
  return ownListing
}

/** What only staff may set: the ranking, the routing, the money and the verification of certificates. */
export const staffOnlyField: FieldAccess = ({ req: { user } }) => isStaffUser(user)

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

/**
 * A supplier account's save is always a draft, whatever the request asks: the public listing changes only when
 * staff publish. Payload decides draft or publish from the `draft` argument and `_status`, so both are set here,
 * before the operation reads them. The fields it may write are checked by the portal form's rules
 * (`listingDraftSchema`): a bad value is refused with the field's message (400) and nothing is stored.
 */
export const savedAsDraftForAccounts: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!isSupplierAccount(req.user)) return args
  // Restoring an old version would publish it without review.
  if (operation === 'restoreVersion') throw new Forbidden(req.t)
  if (operation !== 'update') return args
  const data: Record<string, unknown> = typeof args.data === 'object' && args.data !== null ? args.data : {}
  // Payload skips field validation on drafts, so the form's rules are applied here, to whatever the request sent.
  const checked = checkListingDraft(data)
  if (!checked.ok) throw new ValidationError({ collection: 'suppliers', errors: checked.issues, req }, req.t)
  return { ...args, draft: true, data: { ...data, ...checked.values, _status: 'draft' } }
}

/** A field only staff and the listing's own accounts may read (its phone, its certificate evidence). */
export const staffOrOwnAccountField: FieldAccess = ({ req: { user }, id, doc }) => {
  if (isStaffUser(user)) return true
  const own = accountSupplierId(user)
  const docId: unknown = doc && typeof doc === 'object' && 'id' in doc ? doc.id : id
  return own !== null && own === Number(docId)
}
