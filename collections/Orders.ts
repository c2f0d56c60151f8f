import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access'
import { validateWholeNumber } from '@/lib/validation'

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'packageName',
    defaultColumns: ['packageName', 'amount', 'status', 'customerEmail', 'paidAt', 'createdAt'],
    group: 'Sales',
  },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise.
  access: { read: adminOnly, readVersions: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'package', type: 'relationship', relationTo: 'packages', label: 'Package' },
    { name: 'packageName', type: 'text', label: 'Package name', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          label: 'Amount (pence)',
          required: true,
          min: 0,
          validate: (value: number | null | undefined) => validateWholeNumber(value, { required: true }),
        },
        { name: 'currency', type: 'text', label: 'Currency', required: true, defaultValue: 'gbp' },
      ],
    },
    { name: 'stripeSessionId', type: 'text', label: 'Stripe Checkout session', unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Paid', value: 'paid' },
      ],
    },
    { name: 'customerEmail', type: 'email', label: 'Customer e-mail' },
    { name: 'paidAt', type: 'date', label: 'Paid at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
