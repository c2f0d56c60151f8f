import type { GlobalConfig } from 'payload'

import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { draftGlobalAccess } from '@/access'
import { DRAFT_GLOBAL_VERSIONS } from '@globals/versions'
import { globalPreview } from '@/lib/admin/live-preview'

const titled = (name: string, label: string) => ({
  name,
  type: 'group' as const,
  label,
  fields: [
    { name: 'title', type: 'text' as const, label: 'Heading', required: true },
    { name: 'body', type: 'textarea' as const, label: 'Text', required: true },
  ],
})

export const About: GlobalConfig = {
  slug: 'about',
  label: 'About page and company information',
  admin: { group: 'Pages', preview: globalPreview('about') },
  versions: DRAFT_GLOBAL_VERSIONS,
  access: draftGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('about')] },
  fields: [
    { name: 'metaTitle', type: 'text', label: 'Page title', required: true },
    { name: 'metaDescription', type: 'textarea', label: 'Search description', required: true, maxLength: 300 },
    { name: 'heroTitle', type: 'text', label: 'Hero title', required: true },
    { name: 'heroSubtitle', type: 'textarea', label: 'Hero subtitle', required: true },
    titled('story', 'Our story'),
    titled('mission', 'Our mission'),
    titled('commitment', 'Sustainability commitment'),
    titled('community', 'Team and community'),
    {
      name: 'leadership',
      type: 'array',
      label: 'Leadership team',
      fields: [
        { name: 'role', type: 'text', label: 'Role', required: true },
        { name: 'description', type: 'text', label: 'One-line description', required: true },
      ],
    },
    {
      name: 'coreValues',
      type: 'array',
      label: 'Core values',
      fields: [
        { name: 'title', type: 'text', label: 'Value', required: true },
        { name: 'description', type: 'text', label: 'Description', required: true },
      ],
    },
  ],
}
