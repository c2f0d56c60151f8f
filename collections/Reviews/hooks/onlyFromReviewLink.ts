import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { REVIEW_LINK_CONTEXT } from '@/lib/reviews/link'

/**
 * A review is created only by the review form, for the connection its checked link names: not by the admin, not by
 * the API, not by server code that forgot the checks (create access is false for everyone; this also stops the
 * Local API with overrideAccess).
 */
export const onlyFromReviewLink: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const connection = typeof data.connection === 'object' && data.connection ? data.connection.id : data.connection
  if (connection === undefined || req.context[REVIEW_LINK_CONTEXT] !== connection)
    throw new APIError('Reviews are written only through a review invitation link.', 403)
  return { ...data, status: 'pending', publishedAt: null, moderatedAt: null, moderatedBy: null, moderationReason: null }
}
