import type { CollectionAfterChangeHook } from 'payload'

import { queueReviewPublishedEmails, queueReviewRejectedEmail } from '@/lib/reviews/moderation-emails'

/**
 * What follows a decision, in the save's transaction: the author hears why a review was rejected, the supplier of a
 * published one; removing a review settles the reports still open against it (upheld).
 */
export const emailReviewDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status === 'rejected') await queueReviewRejectedEmail(req, doc)
  if (doc.status === 'published') await queueReviewPublishedEmails(req, doc)
  if (doc.status === 'removed')
    await req.payload.update({
      collection: 'review-reports',
      where: { and: [{ review: { equals: doc.id } }, { status: { equals: 'open' } }] },
      data: { status: 'upheld' },
      overrideAccess: true,
      depth: 0,
      req,
    })
  return doc
}
