import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type FieldHook,
  type Validate,
} from 'payload'

import { isStaffUser, isSupplierAccount } from '@/access'
import { queueListingReviewEmails, queueListingSubmittedEmail } from '@/lib/account/listing-change-emails'

type ReviewStatus = 'pending' | 'rejected' | null | undefined

const PUBLISH_WHILE_REJECTED =
  'Rejected changes are not published: choose Save Draft to reject them, or clear Review to publish them.'
const REASON_REQUIRED = 'Please give the reason: it is e-mailed to the supplier.'

const PUBLISHED_KEY = 'listingChangesPublished'
const REJECTED_KEY = 'listingChangesRejected'
const SUBMITTED_KEY = 'listingChangesSubmitted'

/**
 * Keeps `reviewStatus` true: an account's save waits for review; staff publishing it settles the review; staff
 * marking it rejected (saved as a draft) ends it with a reason. The e-mail follows in afterChange, in the same
 * transaction as the save.
 */
export const trackListingReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update') return data
  const before = (originalDoc?.reviewStatus ?? null) as ReviewStatus
  if (isSupplierAccount(req.user)) {
    // A new submission (not a further save while it already waits) is e-mailed to staff once, in afterChange.
    if (before !== 'pending') context[SUBMITTED_KEY] = true
    return { ...data, reviewStatus: 'pending', rejectionReason: null, changesSubmittedAt: new Date().toISOString() }
  }
  if (!isStaffUser(req.user)) return data
  // Checked here as well as in the fields' validate: Payload skips field validation when saving a draft.
  const problem =
    data.reviewStatus === 'rejected'
      ? data._status === 'published'
        ? { path: 'reviewStatus', label: 'Review', message: PUBLISH_WHILE_REJECTED }
        : !data.rejectionReason?.trim()
          ? { path: 'rejectionReason', label: 'Reason for rejecting', message: REASON_REQUIRED }
          : null
      : null
  if (problem) throw new ValidationError({ collection: 'suppliers', errors: [problem], req }, req.t)
  // Published while marked rejected is refused by validateReviewStatus, so the mark is left for it to see.
  if (data._status === 'published' && data.reviewStatus !== 'rejected') {
    if (before === 'pending') context[PUBLISHED_KEY] = true
    return { ...data, reviewStatus: null, rejectionReason: null }
  }
  if (data.reviewStatus === 'rejected' && before !== 'rejected') context[REJECTED_KEY] = true
  return data
}

/**
 * E-mails staff a listing sent for review, and the listing's accounts the outcome of a review, queued in the save's
 * own transaction.
 */
export const emailListingReviewOutcome: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context[SUBMITTED_KEY]) {
    delete context[SUBMITTED_KEY]
    await queueListingSubmittedEmail(req, doc)
  }
  if (context[PUBLISHED_KEY]) {
    delete context[PUBLISHED_KEY]
    await queueListingReviewEmails(req, { outcome: 'published', listing: doc })
  }
  if (context[REJECTED_KEY]) {
    delete context[REJECTED_KEY]
    await queueListingReviewEmails(req, { outcome: 'rejected', listing: doc })
  }
  return doc
}

/** Rejecting keeps the listing as it is live: it is saved as a draft, never published, and says why. */
export const validateReviewStatus: Validate<string | null | undefined> = (value, { data }) => {
  const status = (data as { _status?: string } | undefined)?._status
  if (value === 'rejected' && status === 'published') return PUBLISH_WHILE_REJECTED
  return true
}

export const validateRejectionReason: Validate<string | null | undefined> = (value, { siblingData }) => {
  const status = (siblingData as { reviewStatus?: string } | undefined)?.reviewStatus
  if (status === 'rejected' && !value?.trim()) return REASON_REQUIRED
  return true
}

/** Trims the reason staff type. */
export const trimReason: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() || null : value)
