import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrOwnListing } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

/**
 * What a paid package gives a listing and for how long: one row per paid order, created in the transaction that
 * marks the order paid, ended by the daily expiry job, a refund or a package of another tier.
 */
export const Entitlements: CollectionConfig = {
  slug: 'entitlements',
  labels: { singular: 'Package entitlement', plural: 'Package entitlements' },
  defaultSort: '-startsAt',
  admin: {
    useAsTitle: 'badgeLabel',
    defaultColumns: ['supplier', 'badgeLabel', 'startsAt', 'endsAt', 'status', 'endReason'],
    group: 'Sales',
    description: 'What each paid package gives a listing (badge, featured place) and from when to when.',
  },
  access: {
    read: adminOrOwnListing,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('entitlements')],
    afterDelete: [revalidateCollectionAfterDelete('entitlements')],
  },
  fields: [
    { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Listing', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', label: 'Order', required: true, unique: true },
    { name: 'package', type: 'relationship', relationTo: 'packages', label: 'Package' },
    {
      type: 'row',
      fields: [
        {
          name: 'tier',
          type: 'select',
          label: 'Tier',
          required: true,
          options: [
            { label: 'Local', value: 'local' },
            { label: 'National', value: 'national' },
            { label: 'Enterprise', value: 'enterprise' },
          ],
        },
        { name: 'badgeLabel', type: 'text', label: 'Badge', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'featuredInCategory', type: 'checkbox', label: 'Featured on category pages', defaultValue: false },
        { name: 'featuredInCity', type: 'checkbox', label: 'Featured on city pages', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          label: 'Starts',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: 'Ends',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'active',
      index: true,
      options: [
        { label: 'Active (or starting at its start date)', value: 'active' },
        { label: 'Ended', value: 'ended' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'endedAt', type: 'date', label: 'Ended at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'endReason',
          type: 'select',
          label: 'Why it ended',
          options: [
            { label: 'Period over', value: 'expired' },
            { label: 'Refunded', value: 'refunded' },
            { label: 'Replaced by another package', value: 'replaced' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'reminder30SentAt', type: 'date', label: '30-day reminder queued', admin: { readOnly: true } },
        { name: 'reminder7SentAt', type: 'date', label: '7-day reminder queued', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'renewalOrder',
          type: 'relationship',
          relationTo: 'orders',
          label: 'Automatic renewal order',
          admin: { readOnly: true },
        },
        {
          name: 'renewalAttempts',
          type: 'number',
          label: 'Renewal charges tried',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'renewalAttemptedAt',
          type: 'date',
          label: 'Last renewal charge tried',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}
