import { Forbidden, ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { isSupplierAccount } from '@/access'
import { checkListingDraft } from '@/lib/account/listing-edit-schema'

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
