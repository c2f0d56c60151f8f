import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { accountSupplierId, isSupplierAccount } from '@/access'
import { queueReplyRejectedEmail } from '@/lib/reviews/moderation-emails'
import { REPLY_EXISTS, REPLY_NOT_YOURS, REPLY_REVIEW_GONE } from '@/lib/reviews/portal-messages'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null

/**
 * What an account's reply is, whatever the request sent: on create, a reply to a published review of the account's own
 * listing (its supplier and author set here), the first for that review; an account's edit sends it back to staff.
 */
export const accountWritesReply: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const refuse = (path: string, message: string) => {
    throw new ValidationError({ collection: 'review-replies', errors: [{ path, message }] }, req.t)
  }
  if (operation === 'create') {
    const own = accountSupplierId(req.user)
    const reviewId = idOf(data.review)
    // Only an account creates replies (create access); staff and server code cannot write one in its name.
    if (!isSupplierAccount(req.user) || own === null || reviewId === null) return refuse('review', REPLY_NOT_YOURS)
    const { docs } = await req.payload.find({
      collection: 'reviews',
      where: {
        and: [{ id: { equals: reviewId } }, { supplier: { equals: own } }, { status: { equals: 'published' } }],
      },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    if (docs.length === 0) return refuse('review', REPLY_NOT_YOURS)
    const existing = await req.payload.count({
      collection: 'review-replies',
      where: { review: { equals: reviewId } },
      overrideAccess: true,
      req,
    })
    if (existing.totalDocs > 0) return refuse('review', REPLY_EXISTS)
    return {
      ...data,
      review: reviewId,
      supplier: own,
      account: req.user!.id,
      status: 'pending',
      publishedAt: null,
      moderatedAt: null,
      moderatedBy: null,
      moderationReason: null,
    }
  }
  if (operation === 'update' && originalDoc && isSupplierAccount(req.user)) {
    // A reply under a review staff have since removed stays as it was: there is nothing left to answer.
    const review = await req.payload.count({
      collection: 'reviews',
      where: { and: [{ id: { equals: idOf(originalDoc.review) } }, { status: { equals: 'published' } }] },
      overrideAccess: true,
      req,
    })
    if (review.totalDocs === 0) return refuse('review', REPLY_REVIEW_GONE)
    // The changed words go back to staff; the account cannot keep a published status for new words.
    return {
      ...data,
      status: 'pending',
      moderationReason: null,
      moderatedAt: null,
      moderatedBy: null,
      account: req.user!.id,
    }
  }
  return data
}

/** The supplier hears why a reply was rejected, in the save's transaction. */
export const emailReplyDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status === 'rejected') await queueReplyRejectedEmail(req, doc)
  return doc
}
