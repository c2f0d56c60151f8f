import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { slugField } from '@collections/fields'

/** Blog categories editors pick from (a typo can no longer create a new filter chip). */
export const PostCategories: CollectionConfig = {
  slug: 'post-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    group: 'Content',
    description: 'The blog filter shows a chip for each category that has a published post.',
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('post-categories')],
    afterDelete: [revalidateCollectionAfterDelete('post-categories')],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, unique: true, maxLength: 80 },
    slugField('name', 'Made from the name.'),
  ],
}
