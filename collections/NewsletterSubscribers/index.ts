import type { CollectionConfig } from 'payload'

import { adminOnly, isStaffUser, nobody } from '@/access'
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '@/lib/newsletter/rules'
import { subscribersExportEndpoint } from './endpoints/exportCsv'

const recorded = { access: { update: nobody, create: nobody }, admin: { readOnly: true } } as const
const secret = { access: { read: nobody, update: nobody, create: nobody }, admin: { hidden: true } } as const

/**
 * The newsletter's subscribers (double opt-in: src/lib/newsletter/subscribers.ts writes them; only the site's box and
 * links change them). Personal data: admins only, who export the confirmed ones as CSV.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'createdAt'],
    group: 'Sales',
    components: { Description: '/src/components/newsletter/SubscribersListDescription#SubscribersListDescription' },
    hidden: ({ user }) => !isStaffUser(user as Parameters<typeof isStaffUser>[0]),
  },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly, readVersions: nobody },
  endpoints: [subscribersExportEndpoint],
  fields: [
    { name: 'email', type: 'email', label: 'E-mail', required: true, unique: true, index: true, ...recorded },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })),
      ...recorded,
    },
    { name: 'confirmedAt', type: 'date', label: 'Confirmed', ...recorded },
    { name: 'unsubscribedAt', type: 'date', label: 'Unsubscribed', ...recorded },
    // The confirmation link's hash and expiry (the link itself is only in the e-mail).
    { name: 'confirmTokenHash', type: 'text', index: true, ...secret },
    { name: 'confirmExpiresAt', type: 'date', ...secret },
  ],
}
