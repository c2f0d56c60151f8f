import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/access'
import { collectionPreview } from '@/lib/admin/live-preview'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { DRAFTS_WITH_AUTOSAVE, imageFields, slugField } from '@collections/fields'
import { redirectOldSlugs, rememberPublishedSlug } from '@collections/Redirects/hooks/redirectOldSlugs'

export const Cities: CollectionConfig = {
  slug: 'cities',
  labels: { singular: 'City', plural: 'Cities' },
  defaultSort: 'order',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'order'],
    group: 'Directory',
    preview: collectionPreview('cities'),
  },
  versions: DRAFTS_WITH_AUTOSAVE,
  // readVersions: Payload's default lets any signed-in account (a supplier account too) read unpublished drafts.
  access: { read: publishedOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [rememberPublishedSlug('cities')],
    afterChange: [revalidateCollectionAfterChange('cities'), redirectOldSlugs('cities')],
    afterDelete: [revalidateCollectionAfterDelete('cities')],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 80 },
    slugField('name', 'The city page address, e.g. london for /london.'),
    {
      name: 'hero',
      type: 'group',
      label: 'Hero',
      fields: [
        { name: 'title', type: 'text', label: 'Title', required: true },
        { name: 'subtitle', type: 'textarea', label: 'Subtitle', required: true },
        {
          type: 'row',
          fields: [
            { name: 'ctaLabel', type: 'text', label: 'Button label', required: true },
            {
              name: 'ctaLink',
              type: 'text',
              label: 'Button link',
              required: true,
              admin: { description: 'A path such as /contact or an anchor such as #suppliers.' },
            },
          ],
        },
        ...imageFields('Background image'),
      ],
    },
    { name: 'intro', type: 'textarea', label: 'Introduction', required: true },
    { name: 'order', type: 'number', label: 'Order', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
