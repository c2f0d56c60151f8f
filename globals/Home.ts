import type { GlobalConfig } from 'payload'

import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { imageFields } from '@collections/fields'
import { draftGlobalAccess } from '@/access'
import { DRAFT_GLOBAL_VERSIONS } from '@globals/versions'
import { globalPreview } from '@/lib/admin/live-preview'

export const Home: GlobalConfig = {
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Pages', preview: globalPreview('home') },
  versions: DRAFT_GLOBAL_VERSIONS,
  access: draftGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('home')] },
  fields: [
    { name: 'metaTitle', type: 'text', label: 'Page title', required: true },
    { name: 'metaDescription', type: 'textarea', label: 'Search description', required: true, maxLength: 300 },
    {
      name: 'hero',
      type: 'group',
      label: 'Hero',
      fields: [
        { name: 'title', type: 'text', label: 'Title', required: true },
        { name: 'subtitle', type: 'textarea', label: 'Subtitle', required: true },
        ...imageFields('Background image'),
      ],
    },
    { name: 'featuredIntro', type: 'textarea', label: 'Featured suppliers introduction' },
    { name: 'categoriesIntro', type: 'textarea', label: 'Categories introduction' },
    {
      name: 'resources',
      type: 'array',
      label: 'Sustainable Building Resources blocks',
      minRows: 1,
      maxRows: 4,
      fields: [
        { name: 'title', type: 'text', label: 'Title', required: true },
        { name: 'body', type: 'textarea', label: 'Text', required: true },
        { name: 'points', type: 'text', hasMany: true, label: 'Key points' },
        ...imageFields(),
      ],
    },
    {
      name: 'about',
      type: 'group',
      label: 'About section',
      fields: [
        { name: 'title', type: 'text', label: 'Title', required: true },
        { name: 'body', type: 'textarea', label: 'Text', required: true },
      ],
    },
  ],
}
