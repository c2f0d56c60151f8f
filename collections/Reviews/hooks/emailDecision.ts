import type { CollectionAfterChangeHook } from 'payload'

import { queueReviewPublishedEmails, queueReviewRejectedEmail } from '@/lib/reviews/emails'

/** A decision's e-mail, queued in the save's transaction: the author hears why a review was rejected, the supplier of a published one. */
export const emailReviewDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status === 'rejected') await queueReviewRejectedEmail(req, doc)
  if (doc.status === 'published') await queueReviewPublishedEmails(req, doc)
  return doc
}
