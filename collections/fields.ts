import type { CollectionConfig, Field, FieldAccess, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { hasLineBreak, singleLineMessage } from '@/lib/single-line'
import { validateImageLocation, validateSlugValue } from '@/lib/validation'
import { slugify } from '@/lib/slug'

/** Drafts saved as an editor types (what live preview shows); publishing is a separate step. */
export const DRAFTS_WITH_AUTOSAVE = {
  drafts: { autosave: { interval: 375 } },
  maxPerDoc: 50,
} satisfies CollectionConfig['versions']

/** A unique, indexed slug; filled from `from` when left empty; never one of `reserved` (other pages' addresses). */
export function slugField(
  from: string,
  description = 'Used in the page address. Leave empty to make it from the title.',
  { reserved = [] }: { reserved?: readonly string[] } = {},
): TextField {
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && reserved.includes(value)
        ? `'${value}' is the address of another page: choose another slug.`
        : validateSlugValue(value),
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return value.trim()
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}

/** An uploaded image with a shipped-file fallback (a path under /images or an https address). */
/** `pathAccess`: who may set the fallback path (an upload can be allowed to more people than a path or address). */
export function imageFields(label = 'Image', { pathAccess }: { pathAccess?: FieldAccess } = {}): Field[] {
  return [
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label,
      admin: { description: 'Uploaded image; takes precedence over the image path.' },
    },
    {
      name: 'imageUrl',
      type: 'text',
      label: `${label} path`,
      ...(pathAccess ? { access: { update: pathAccess } } : {}),
      admin: { description: 'Fallback image: a path such as /images/supplier-1.webp or an https:// address.' },
      validate: (value: string | null | undefined) => validateImageLocation(value),
    },
  ]
}

/**
 * The `validate` of a one-line text field that clients write (a name, a phone number): a line break is refused
 * with a field message (it could reach an e-mail's headers), then `then` decides (Payload's own text checks,
 * required and length, unless given).
 */
export function singleLineText(
  label: string,
  then: (
    value: string | null | undefined,
    options: Parameters<TextFieldSingleValidation>[1],
  ) => ReturnType<TextFieldSingleValidation> = (value, options) => text(value, options),
): TextFieldSingleValidation {
  return (value, options) => {
    if (typeof value === 'string' && hasLineBreak(value)) return singleLineMessage(label)
    return then(value, options)
  }
}
