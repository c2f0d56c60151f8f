import type { CollectionConfig } from 'payload'

import { adminOnly, anyone } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { DEFAULT_PERIOD_MONTHS } from '@/lib/packages/terms'
import { validateWholeNumber } from '@/lib/validation'

export const PACKAGE_TIERS = ['local', 'national', 'enterprise'] as const

export const Packages: CollectionConfig = {
  slug: 'packages',
  labels: { singular: 'Listing package', plural: 'Listing packages' },
  defaultSort: 'order',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tier', 'price', 'order'], group: 'Sales' },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('packages')],
    afterDelete: [revalidateCollectionAfterDelete('packages')],
  },
  fields: [
    {
      name: 'tier',
      type: 'select',
      label: 'Tier',
      required: true,
      index: true,
      options: [
        { label: 'Local', value: 'local' },
        { label: 'National', value: 'national' },
        { label: 'Enterprise', value: 'enterprise' },
      ],
    },
    {
      name: 'name',
      type: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 80,
      admin: { description: 'Identifies the package at checkout.' },
    },
    { name: 'description', type: 'text', label: 'Description', required: true },
    {
      name: 'price',
      type: 'number',
      label: 'Price (GBP)',
      required: true,
      min: 1,
      admin: { description: 'Whole pounds: 375 is £375.00 at checkout.' },
      validate: (value: number | null | undefined) => validateWholeNumber(value, { min: 1, required: true }),
    },
    { name: 'freeBonuses', type: 'text', hasMany: true, label: 'Free bonuses' },
    {
      type: 'collapsible',
      label: 'What the package buys',
      fields: [
        {
          name: 'periodMonths',
          type: 'number',
          label: 'Period (months)',
          defaultValue: DEFAULT_PERIOD_MONTHS,
          min: 1,
          max: 60,
          admin: { description: 'From the payment (or the end of the running period, for a renewal).' },
          validate: (value: number | null | undefined) => validateWholeNumber(value, { min: 1 }),
        },
        {
          name: 'badgeLabel',
          type: 'text',
          label: 'Badge',
          maxLength: 40,
          admin: {
            description:
              `Shown on the supplier's card and profile while the package runs. ` +
              `Empty: 'Local Partner', 'National Partner' or 'Enterprise Partner' by tier.`,
          },
        },
        {
          name: 'placement',
          type: 'select',
          label: 'Featured placement',
          options: [
            { label: 'None', value: 'none' },
            { label: 'Featured on its category pages', value: 'category' },
            { label: 'Featured on its category and city pages', value: 'category-and-city' },
          ],
          admin: {
            description:
              "In the 'Featured' row above the main list (up to 3). Empty: by tier " +
              '(National on category pages, Enterprise on category and city pages, Local none).',
          },
        },
      ],
    },
    { name: 'order', type: 'number', label: 'Order', defaultValue: 0 },
  ],
}
