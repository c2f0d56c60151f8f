import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  defaultSort: 'order',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'city', 'order'], group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('faqs')],
    afterDelete: [revalidateCollectionAfterDelete('faqs')],
  },
  fields: [
    { name: 'question', type: 'text', label: 'Question', required: true, maxLength: 300 },
    { name: 'answer', type: 'textarea', label: 'Answer', required: true },
    {
      name: 'city',
      type: 'relationship',
      relationTo: 'cities',
      label: 'City',
      index: true,
      admin: { description: 'Leave empty for a general question.' },
    },
    { name: 'order', type: 'number', label: 'Order', defaultValue: 0, index: true },
  ],
}
