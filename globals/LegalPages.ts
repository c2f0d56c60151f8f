import type { Field, GlobalConfig } from 'payload'

import type { CachedGlobal } from '@/lib/platform/cache-tags'
import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { contentGlobalAccess } from '@/access'

/** A document page's heading fields: its title, search description and the date it last changed. */
export const documentPageFields: Field[] = [
  { name: 'title', type: 'text', label: 'Title', required: true },
  { name: 'metaDescription', type: 'textarea', label: 'Search description', required: true, maxLength: 300 },
  {
    name: 'lastUpdated',
    type: 'date',
    label: 'Last updated',
    required: true,
    admin: { date: { pickerAppearance: 'dayOnly' } },
  },
]

function legalPage(slug: Extract<CachedGlobal, 'privacy-policy' | 'terms'>, label: string): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Pages' },
    access: contentGlobalAccess,
    hooks: { afterChange: [revalidateGlobalAfterChange(slug)] },
    fields: [...documentPageFields, { name: 'content', type: 'richText', label: 'Content', required: true }],
  }
}

export const PrivacyPolicy = legalPage('privacy-policy', 'Privacy policy')
export const Terms = legalPage('terms', 'Terms of service')
