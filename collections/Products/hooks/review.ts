import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { isStaffUser, isSupplierAccount } from '@/access'
import type { Product } from '@payload-types'
import { queueProductReviewEmails, queueProductSubmittedEmail } from '@/lib/materials/product-review-emails'
import { SUBMIT_PRODUCT_FOR_REVIEW } from '@/lib/materials/product-rules'

type ReviewStatus = Product['reviewStatus']

export const PUBLISH_WHILE_REJECTED =
  'Rejected changes are not published: choose Save Draft to reject them, or clear Review to publish them.'
export const REASON_REQUIRED = 'Please give the reason: it is e-mailed to the supplier.'

const PUBLISHED_KEY = 'productChangesPublished'
const REJECTED_KEY = 'productChangesRejected'
const SUBMITTED_KEY = 'productChangesSubmitted'

/**
 * Keeps a product's `reviewStatus` true, as the listing's review does (collections/Suppliers/hooks/listingReview.ts):
 * an account's draft waits for review once the account sends it (the portal's 'Send for review'); staff publishing
 * it settles the review; staff marking it rejected (saved as a draft) ends it with a reason. The e-mails follow in
 * afterChange, in the save's own transaction.
 */
export const trackProductReview: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const before = (operation === 'update' ? (originalDoc?.reviewStatus ?? null) : null) as ReviewStatus
  if (isSupplierAccount(req.user)) {
    if (!context[SUBMIT_PRODUCT_FOR_REVIEW]) return data
    // A new submission (not a further one while it already waits) is e-mailed to staff once.
    if (before !== 'pending') context[SUBMITTED_KEY] = true
    return { ...data, reviewStatus: 'pending', rejectionReason: null, changesSubmittedAt: new Date().toISOString() }
  }
  if (!isStaffUser(req.user)) return data
  // Checked here: Payload skips field validation when saving a draft.
  const reason = typeof data.rejectionReason === 'string' ? data.rejectionReason.trim() : ''
  const problem =
    data.reviewStatus === 'rejected'
      ? data._status === 'published'
        ? { path: 'reviewStatus', label: 'Review', message: PUBLISH_WHILE_REJECTED }
        : !reason
          ? { path: 'rejectionReason', label: 'Reason for rejecting', message: REASON_REQUIRED }
          : null
      : null
  if (problem) throw new ValidationError({ collection: 'products', errors: [problem], req }, req.t)
  if (data._status === 'published') {
    if (before === 'pending') context[PUBLISHED_KEY] = true
    return { ...data, reviewStatus: null, rejectionReason: null }
  }
  if (data.reviewStatus === 'rejected' && before !== 'rejected') context[REJECTED_KEY] = true
  return data.reviewStatus === 'rejected' ? { ...data, rejectionReason: reason } : data
}

/** E-mails staff a product sent for review, and the listing's accounts the outcome of a review. */
export const emailProductReviewOutcome: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (context[SUBMITTED_KEY]) {
    delete context[SUBMITTED_KEY]
    await queueProductSubmittedEmail(req, doc)
  }
  if (context[PUBLISHED_KEY]) {
    delete context[PUBLISHED_KEY]
    await queueProductReviewEmails(req, 'published', doc)
  }
  if (context[REJECTED_KEY]) {
    delete context[REJECTED_KEY]
    await queueProductReviewEmails(req, 'rejected', doc)
  }
  return doc
}
