import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access'
import { validateWholeNumber } from '@/lib/validation'

export const LeadConnections: CollectionConfig = {
  slug: 'lead-connections',
  labels: { singular: 'Lead connection', plural: 'Lead connections' },
  defaultSort: '-createdAt',
  admin: { defaultColumns: ['lead', 'supplier', 'commissionAmount', 'createdAt'], group: 'Sales' },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise.
  access: { read: adminOnly, readVersions: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  indexes: [{ fields: ['lead', 'supplier'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', label: 'Lead', required: true, index: true },
    { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Supplier', required: true, index: true },
    {
      name: 'commissionAmount',
      type: 'number',
      label: 'Commission (pence)',
      required: true,
      min: 0,
      admin: { description: 'Integer pence: 5000 = £50.00.' },
      validate: (value: number | null | undefined) => validateWholeNumber(value, { required: true }),
    },
  ],
}
