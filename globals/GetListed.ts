import type { GlobalConfig } from 'payload'

import { DEFAULT_PAYMENT_TERMS } from '@/lib/site/pricing-terms'
import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { contentGlobalAccess } from '@/access'

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
      name: 'paymentTerms',
      type: 'text',
      label: 'What a payment buys',
      required: true,
      defaultValue: DEFAULT_PAYMENT_TERMS,
      admin: { description: 'Shown beside the package prices. The VAT line comes from Site settings.' },
    },
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
