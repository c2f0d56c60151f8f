import type { GlobalConfig } from 'payload'

import { revalidateGlobalAfterChange } from '@/lib/revalidate'
import { contentGlobalAccess } from '@globals/access'

export const GetListed: GlobalConfig = {
  slug: 'get-listed',
  label: 'Get Listed',
  admin: { group: 'Pages' },
  access: contentGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('get-listed')] },
  fields: [
    { name: 'heroTitle', type: 'text', label: 'Hero title', required: true },
    { name: 'heroSubtitle', type: 'textarea', label: 'Hero subtitle', required: true },
    { name: 'pitchTitle', type: 'text', label: 'Pitch heading', required: true },
    { name: 'pitch', type: 'textarea', label: 'Pitch', required: true },
    {
      name: 'benefits',
      type: 'array',
      label: 'Benefits',
      fields: [
        { name: 'title', type: 'text', label: 'Benefit', required: true },
        { name: 'description', type: 'text', label: 'Description' },
      ],
    },
  ],
}
