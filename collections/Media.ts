import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Media' },
  admin: { group: 'Content' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('media')],
    afterDelete: [revalidateCollectionAfterDelete('media')],
  },
  upload: {
    staticDir: 'media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    imageSizes: [{ name: 'card', width: 800, height: 500, position: 'centre' }],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Alternative text',
      required: true,
      admin: { description: 'Describes the image for screen readers.' },
    },
  ],
}
