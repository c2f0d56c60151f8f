import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { Field, TextField } from 'payload'

import { staffOnly } from '@/access'
import {
  normaliseRedirectPath,
  REDIRECTING_COLLECTIONS,
  validateRedirectFrom,
  validateRedirectTarget,
} from '@/lib/redirects/rules'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

// The plugin's `from` field, with our path rules and label.
const fromField: TextField = {
  name: 'from',
  type: 'text',
  label: 'From path',
  required: true,
  unique: true,
  index: true,
  admin: {
    description: 'The old address on this site, e.g. /blog/old-title. Visitors get a permanent (308) redirect.',
  },
  validate: (value: string | null | undefined) => validateRedirectFrom(value),
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseRedirectPath(value) : value)] },
}

// The plugin's custom target, limited to this site or an http(s) address.
const urlField: TextField = {
  name: 'url',
  type: 'text',
  label: 'Custom URL',
  required: true,
  admin: { condition: (_, siblingData) => siblingData?.type === 'custom' },
  validate: (value: string | null | undefined) => validateRedirectTarget(value),
}

/** Our rules on the plugin's fields: paths checked and normalised, custom targets limited to this site or http(s). */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if ('name' in field && field.name === 'from') return fromField
    if ('name' in field && field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        fields: field.fields.map((sub) => ('name' in sub && sub.name === 'url' ? urlField : sub)),
      }
    }
    return field
  })
}

/** Payload's redirects plugin, staff-only, revalidating the proxy's cached redirect map. */
export const redirectsOptions: RedirectsPluginConfig = {
  collections: [...REDIRECTING_COLLECTIONS],
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'to.url', 'updatedAt'],
      description:
        'Old addresses answered with a permanent (308) redirect. Changing the slug of a published post, supplier, city or category adds one here by itself.',
    },
    access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
    hooks: {
      afterChange: [revalidateCollectionAfterChange('redirects')],
      afterDelete: [revalidateCollectionAfterDelete('redirects')],
    },
    fields: redirectFields,
  },
}
