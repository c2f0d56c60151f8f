import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/access'
import { LEAD_ATTACHMENT_TYPES } from '@/lib/leads/attachment-rules'

/**
 * Files the two parties of a lead exchange (issue 33): a quote's PDF, a message's attachment. Private: stored outside
 * the public folder; through Payload's API only admins read them (and nobody writes them: the portal's and the
 * enquirer's server code stores them after checking type and size, src/lib/leads/attachment-rules.ts); the two parties
 * open them through src/app/api/attachments/[id]/route.ts, which checks who asks.
 */
export const LeadAttachments: CollectionConfig = {
  slug: 'lead-attachments',
  labels: { singular: 'Lead attachment', plural: 'Lead attachments' },
  admin: {
    group: 'Sales',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'connection', 'sentBy', 'createdAt'],
    description: 'Private files of quotes and conversations; only the lead’s two parties and admins can open them.',
  },
  access: { read: adminOnly, readVersions: adminOnly, create: nobody, update: nobody, delete: nobody },
  upload: { staticDir: 'lead-attachments', mimeTypes: [...LEAD_ATTACHMENT_TYPES] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { name: 'connection', type: 'relationship', relationTo: 'lead-connections', required: true, index: true },
    {
      name: 'sentBy',
      type: 'select',
      required: true,
      options: [
        { value: 'supplier', label: 'The supplier' },
        { value: 'enquirer', label: 'The enquirer' },
      ],
    },
  ],
}
