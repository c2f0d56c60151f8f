import { ValidationError, type CollectionBeforeChangeHook, type Field } from 'payload'

import { isSupplierAccount, nobody, STAFF_COLLECTION, staffOnly } from '@/access'
import {
  moderationStepAllowed,
  needsPolicyReason,
  POLICY_REASON_LABELS,
  POLICY_REASONS,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@/lib/reviews/rules'

/** Written by the site or by the moderation hook only: never through a request's data. */
export const recorded = { access: { update: nobody, create: nobody }, admin: { readOnly: true } } as const

export const MODERATION_REASON_REQUIRED =
  'Choose the reason from the review policy: it is required to reject or remove.'

/** Staff's decision on a review or a reply: status, the policy reason, a note to the author, and who and when. */
export function moderationFields(what: 'review' | 'reply'): Field[] {
  const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const
  return [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending' satisfies ReviewStatus,
      index: true,
      access: { create: nobody, update: staffOnly },
      options: REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] })),
      admin: {
        position: 'sidebar',
        description:
          what === 'review'
            ? 'Publish or reject a waiting review against the review policy; remove a ' +
              'published one only with a policy reason. The author is e-mailed a rejection.'
            : 'Publish or reject a waiting reply against the review policy; remove a ' +
              'published one only with a policy reason. The supplier is e-mailed a rejection.',
      },
    },
    {
      name: 'moderationReason',
      type: 'select',
      label: 'Policy reason',
      access: { create: nobody, update: staffOnly },
      options: POLICY_REASONS.map((value) => ({ value, label: POLICY_REASON_LABELS[value] })),
      admin: {
        position: 'sidebar',
        description: 'Required to reject or remove: the reason is counted on the profile (removals) or e-mailed.',
        condition: (_data, sibling) => needsPolicyReason(sibling?.status as ReviewStatus),
      },
    },
    {
      name: 'moderationNote',
      type: 'textarea',
      label: what === 'review' ? 'Note to the author' : 'Note to the supplier',
      maxLength: 1000,
      access: { read: staffOnly, create: nobody, update: staffOnly },
      admin: {
        position: 'sidebar',
        description: 'Optional, added to the rejection e-mail. Never shown on the site.',
        condition: (_data, sibling) => sibling?.status === 'rejected',
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      label: 'Published at',
      index: true,
      ...recorded,
      admin: { ...recorded.admin, position: 'sidebar', ...dayAndTime },
    },
    {
      name: 'moderatedAt',
      type: 'date',
      label: 'Decided at',
      ...recorded,
      admin: { ...recorded.admin, position: 'sidebar', ...dayAndTime },
    },
    {
      name: 'moderatedBy',
      type: 'relationship',
      relationTo: STAFF_COLLECTION,
      label: 'Decided by',
      ...recorded,
      access: { create: nobody, update: nobody, read: staffOnly },
      admin: { ...recorded.admin, position: 'sidebar' },
    },
  ]
}

/**
 * Staff move a review or reply only along the moderation steps (waiting → published or rejected; published →
 * removed), with a policy reason to reject or remove; who and when are recorded. Anything else is refused whole.
 */
export function staffModerates(collection: 'reviews' | 'review-replies'): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation, req }) => {
    // A supplier's own edit of its reply is the reply collection's hook to handle (it may not set a status).
    if (operation !== 'update' || !originalDoc || isSupplierAccount(req.user)) return data
    const from = originalDoc.status as ReviewStatus
    const to = (data.status ?? from) as ReviewStatus
    if (from === to) return data
    const refuse = (path: string, message: string) => {
      throw new ValidationError({ collection, errors: [{ path, message }] }, req.t)
    }
    if (!moderationStepAllowed(from, to))
      refuse(
        'status',
        `A ${REVIEW_STATUS_LABELS[from].toLowerCase()} item cannot be set to ${REVIEW_STATUS_LABELS[to].toLowerCase()}.`,
      )
    const reason = data.moderationReason ?? originalDoc.moderationReason
    if (needsPolicyReason(to) && !POLICY_REASONS.includes(reason))
      refuse('moderationReason', MODERATION_REASON_REQUIRED)
    const now = new Date().toISOString()
    return {
      ...data,
      moderationReason: needsPolicyReason(to) ? reason : null,
      moderatedAt: now,
      moderatedBy: req.user?.collection === STAFF_COLLECTION ? req.user.id : null,
      ...(to === 'published' ? { publishedAt: now } : {}),
    }
  }
}
