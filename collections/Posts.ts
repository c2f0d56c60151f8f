import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/access'
import { collectionPreview } from '@/lib/admin/live-preview'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { DRAFTS_WITH_AUTOSAVE, imageFields, slugField } from '@collections/fields'
import { redirectOldSlugs, rememberPublishedSlug } from '@collections/Redirects/hooks/redirectOldSlugs'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  defaultSort: '-publishedAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'featured', '_status'],
    group: 'Content',
    preview: collectionPreview('posts'),
  },
  // Drafts as editors type (live preview), and publish or unpublish at a chosen time: a `schedulePublish` job on
  // the default queue, which autoRun drains every minute.
  versions: { ...DRAFTS_WITH_AUTOSAVE, drafts: { ...DRAFTS_WITH_AUTOSAVE.drafts, schedulePublish: true } },
  access: { read: publishedOrStaff, readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [rememberPublishedSlug('posts')],
    afterChange: [revalidateCollectionAfterChange('posts'), redirectOldSlugs('posts')],
    afterDelete: [revalidateCollectionAfterDelete('posts')],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, maxLength: 200 },
    slugField(
      'title',
      'Made from the title: lower-case, punctuation removed, spaces to hyphens, at most 100 characters.',
    ),
    { name: 'excerpt', type: 'textarea', label: 'Excerpt', required: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'publishedAt',
          type: 'date',
          label: 'Published on',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'post-categories',
          label: 'Blog category',
          required: true,
          index: true,
          admin: { description: 'Add or rename categories under Content › Blog categories.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', label: 'Author', required: true },
        {
          name: 'authorAvatar',
          type: 'upload',
          relationTo: 'media',
          label: 'Author avatar',
          admin: { description: 'Optional; the author’s initials are shown otherwise.' },
        },
      ],
    },
    ...imageFields(),
    {
      name: 'materialCategories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'Related material categories',
      admin: { description: 'Category pages show the posts related to them.' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      label: 'Featured',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'The featured post is shown in the blog banner (else the newest).' },
    },
    { name: 'content', type: 'richText', label: 'Content', required: true },
  ],
}
