import type { CollectionConfig } from 'payload'

import {
  accountWithListing,
  hiddenUnlessStaff,
  nobody,
  staffOrOwnListing,
  staffOrOwnPendingOrRejected,
  SUPPLIER_ACCOUNTS_COLLECTION,
  supplierAccountOnly,
} from '@/access'
import { REVIEW_LIMITS } from '@/lib/reviews/rules'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { moderationFields, recorded, staffModerates } from '../Reviews/moderation'
import { accountWritesReply, emailReplyDecision } from './hooks'

/**
 * A supplier's public reply to a review of its listing: one per review, written in the portal (or this API) by the
 * listing's account, held for staff like a review. The account can never hide, change or delete the review, nor
 * reply for another listing; the collection's hooks decide the review, the listing and the status whatever is sent.
 */
export const ReviewReplies: CollectionConfig = {
  slug: 'review-replies',
  labels: { singular: 'Review reply', plural: 'Review replies' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'supplier', 'review', 'status', 'createdAt'],
    group: 'Reviews',
    description:
      'Suppliers’ replies to their reviews, held until staff publish or reject them against the review policy.',
    hidden: hiddenUnlessStaff,
  },
  access: {
    read: staffOrOwnListing,
    create: accountWithListing,
    // A supplier account changes its reply only while it waits for staff or after a rejection; a published one stands.
    update: staffOrOwnPendingOrRejected,
    delete: nobody,
  },
  hooks: {
    beforeChange: [staffModerates('review-replies'), accountWritesReply],
    afterChange: [emailReplyDecision, revalidateCollectionAfterChange('review-replies', { heldOnCreate: true })],
    afterDelete: [revalidateCollectionAfterDelete('review-replies')],
  },
  fields: [
    {
      name: 'review',
      type: 'relationship',
      relationTo: 'reviews',
      label: 'Review',
      required: true,
      unique: true,
      // Chosen once, by the account, and checked by the hook; never moved to another review.
      access: { update: nobody },
      admin: { readOnly: true },
    },
    {
      name: 'text',
      type: 'textarea',
      label: 'Reply',
      required: true,
      minLength: REVIEW_LIMITS.reply.min,
      maxLength: REVIEW_LIMITS.reply.max,
      // Staff publish or reject a reply; they never put words in a supplier's mouth.
      access: { create: supplierAccountOnly, update: supplierAccountOnly },
    },
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
      name: 'account',
      type: 'relationship',
      relationTo: SUPPLIER_ACCOUNTS_COLLECTION,
      label: 'Written by',
      ...recorded,
    },
    ...moderationFields('reply'),
  ],
}
