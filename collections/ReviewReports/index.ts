import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessStaff, nobody, staffOnly, SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REVIEW_LIMITS,
} from '@/lib/reviews/rules'
import { recorded } from '../Reviews/moderation'

/**
 * Reports of published reviews, from anyone (the site's report form, rate-limited) or from the reviewed supplier (the
 * portal). They queue here for staff, who remove the review with a policy reason (on the review) or dismiss the report.
 */
export const ReviewReports: CollectionConfig = {
  slug: 'review-reports',
  labels: { singular: 'Review report', plural: 'Review reports' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['review', 'reason', 'reportedBy', 'status', 'createdAt'],
    group: 'Reviews',
    description:
      'Reports of published reviews. Open the review to remove it with a policy reason, then mark the report upheld; or dismiss it.',
    hidden: hiddenUnlessStaff,
  },
  // Only the site's forms create reports (with overrideAccess, after the rate limit and checks).
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminOnly },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'open',
      index: true,
      options: REPORT_STATUSES.map((value) => ({ value, label: REPORT_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'review',
      type: 'relationship',
      relationTo: 'reviews',
      label: 'Review',
      required: true,
      index: true,
      ...recorded,
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
      name: 'reason',
      type: 'select',
      label: 'Reason',
      required: true,
      options: REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] })),
      ...recorded,
    },
    { name: 'details', type: 'textarea', label: 'Details', maxLength: REVIEW_LIMITS.reportDetails.max, ...recorded },
    {
      name: 'reportedBy',
      type: 'select',
      label: 'Reported by',
      required: true,
      options: [
        { value: 'visitor', label: 'A visitor' },
        { value: 'supplier', label: 'The reviewed supplier' },
      ],
      ...recorded,
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: SUPPLIER_ACCOUNTS_COLLECTION,
      label: 'Supplier account',
      ...recorded,
    },
    // A keyed hash of the sender's address, for the rate limit's record: never shown, never the address itself.
    {
      name: 'senderKey',
      type: 'text',
      index: true,
      access: { read: nobody, create: nobody, update: nobody },
      admin: { hidden: true },
    },
  ],
}
