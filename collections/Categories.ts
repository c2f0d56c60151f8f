import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/access'
import { collectionPreview } from '@/lib/admin/live-preview'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { DRAFTS_WITH_AUTOSAVE, imageFields, slugField } from '@collections/fields'
import { redirectOldSlugs, rememberPublishedSlug } from '@collections/Redirects/hooks/redirectOldSlugs'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  defaultSort: 'order',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'navLabel', 'order'],
    group: 'Directory',
    preview: collectionPreview('categories'),
  },
  versions: DRAFTS_WITH_AUTOSAVE,
  // readVersions: Payload's default lets any signed-in account (a supplier account too) read unpublished drafts.
  access: { read: publishedOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [rememberPublishedSlug('categories')],
    afterChange: [revalidateCollectionAfterChange('categories'), redirectOldSlugs('categories')],
    afterDelete: [revalidateCollectionAfterDelete('categories')],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 80 },
    slugField('name', 'Used in /category/{slug}.'),
    {
      name: 'navLabel',
      type: 'text',
      label: 'Navigation label',
      admin: { description: "Shown in menus, e.g. 'Solar Panels'. Defaults to the name." },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Short description',
      required: true,
      admin: { description: 'Shown on category cards.' },
    },
    { name: 'heroSubtitle', type: 'text', label: 'Hero subtitle' },
    {
      name: 'about',
      type: 'textarea',
      label: 'About this category',
      admin: { description: 'The about-the-category text on category pages.' },
    },
    ...imageFields(),
    {
      name: 'aliases',
      type: 'text',
      hasMany: true,
      label: 'Other slugs',
      admin: { description: 'Old or alternative slugs that open this category, e.g. sustainable-roofing.' },
    },
    { name: 'order', type: 'number', label: 'Order', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
