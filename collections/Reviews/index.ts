import type { CollectionConfig } from 'payload'

import { hiddenUnlessStaff, nobody, staffOnly, staffOrOwnPublishedOrRemoved } from '@/access'
import { REVIEW_LIMITS, WORK_WENT_AHEAD, WORK_WENT_AHEAD_LABELS } from '@/lib/reviews/rules'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { emailReviewDecision } from './hooks/emailDecision'
import { onlyFromReviewLink } from './hooks/onlyFromReviewLink'
import { moderationFields, recorded, staffModerates } from './moderation'

/**
 * Reviews of suppliers by the enquirers their leads reached. Only the review form behind a signed invitation link
 * creates one (src/lib/reviews/submit.ts); what the author wrote is never edited afterwards, by anyone. Staff
 * publish, reject or remove with a reason from the review policy; nothing is ever deleted (removals are counted on
 * the profile), except when the author erases their enquiry.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'supplier', 'rating', 'status', 'createdAt'],
    group: 'Reviews',
    description:
      'Reviews by enquirers, held until staff decide against the review policy ' +
      '(/review-policy). Publish, reject (the author is told why) or, once published, remove ' +
      'with a policy reason: removals are counted by reason on the profile.',
    hidden: hiddenUnlessStaff,
  },
  access: {
    read: staffOrOwnPublishedOrRemoved,
    create: nobody,
    update: staffOnly,
    delete: nobody,
  },
  indexes: [{ fields: ['supplier', 'status', 'publishedAt'] }],
  hooks: {
    beforeChange: [onlyFromReviewLink, staffModerates('reviews')],
    afterChange: [emailReviewDecision, revalidateCollectionAfterChange('reviews', { heldOnCreate: true })],
    afterDelete: [revalidateCollectionAfterDelete('reviews')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'supplier',
          type: 'relationship',
          relationTo: 'suppliers',
          label: 'Supplier',
          required: true,
          index: true,
          ...recorded,
        },
        {
          name: 'rating',
          type: 'number',
          label: 'Rating (1–5)',
          required: true,
          min: 1,
          max: 5,
          ...recorded,
          validate: (value: number | null | undefined) =>
            Number.isInteger(value) && value! >= 1 && value! <= 5 ? true : 'Choose a rating from 1 to 5 stars.',
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      label: 'Title',
      required: true,
      minLength: REVIEW_LIMITS.title.min,
      maxLength: REVIEW_LIMITS.title.max,
      ...recorded,
    },
    {
      name: 'body',
      type: 'textarea',
      label: 'Review',
      required: true,
      minLength: REVIEW_LIMITS.body.min,
      maxLength: REVIEW_LIMITS.body.max,
      ...recorded,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'workWentAhead',
          type: 'select',
          label: 'Did the work go ahead?',
          required: true,
          options: WORK_WENT_AHEAD.map((value) => ({ value, label: WORK_WENT_AHEAD_LABELS[value] })),
          ...recorded,
        },
        {
          name: 'workDate',
          type: 'date',
          label: 'Date of the work',
          ...recorded,
          admin: { ...recorded.admin, date: { pickerAppearance: 'dayOnly' } },
        },
      ],
    },
    {
      name: 'authorName',
      type: 'text',
      label: 'Shown as',
      required: true,
      ...recorded,
      admin: { ...recorded.admin, description: 'First name and initial of the enquirer, as the site shows it.' },
    },
    {
      name: 'connection',
      type: 'relationship',
      relationTo: 'lead-connections',
      label: 'Lead connection',
      required: true,
      unique: true,
      ...recorded,
      // Which lead wrote it is staff's to know; a supplier account only sees the review.
      access: { create: nobody, update: nobody, read: staffOnly },
      admin: { ...recorded.admin, description: 'The routed lead behind this review: the proof the author enquired.' },
    },
    ...moderationFields('review'),
    {
      name: 'reply',
      type: 'join',
      collection: 'review-replies',
      on: 'review',
      label: 'Supplier reply',
      admin: { allowCreate: false },
    },
    {
      name: 'reports',
      type: 'join',
      collection: 'review-reports',
      on: 'review',
      label: 'Reports',
      access: { read: staffOnly },
      admin: { allowCreate: false },
    },
  ],
}
