import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { DECLARED_UNITS } from '@/lib/materials/epd'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { singleLineText, slugField } from '@collections/fields'
import { materialTypeProductsCsvEndpoint } from '@collections/Products/endpoints/openepd'
import { recomputeAfterMaterialTypeUnit } from '@collections/Products/hooks/ecoScore'

/**
 * The staff-managed list of material types ('Wood fibre insulation board', 'CLT panel', 'Lime plaster'). Products of
 * one type are compared per the declared unit the type names (src/lib/materials/compare.ts); only staff set a
 * product's type.
 */
export const MaterialTypes: CollectionConfig = {
  slug: 'material-types',
  labels: { singular: 'Material type', plural: 'Material types' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'declaredUnit'],
    group: 'Directory',
    description: 'Products of one material type are compared like for like, per the declared unit named here.',
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [materialTypeProductsCsvEndpoint],
  hooks: {
    afterChange: [revalidateCollectionAfterChange('material-types'), recomputeAfterMaterialTypeUnit],
    afterDelete: [revalidateCollectionAfterDelete('material-types')],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Name',
      required: true,
      unique: true,
      maxLength: 120,
      validate: singleLineText('The name'),
    },
    slugField('name', 'Used in /materials?type={slug}.'),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: 'Category',
      index: true,
      admin: { description: 'The material category this type belongs to (for filters).' },
    },
    {
      name: 'declaredUnit',
      type: 'select',
      label: 'Compared per',
      required: true,
      options: DECLARED_UNITS.map((u) => ({ label: u.label, value: u.code })),
      admin: { description: 'The declared unit its products are compared in (kg and tonne convert; others by mass).' },
    },
    { name: 'description', type: 'textarea', label: 'Description', maxLength: 1000 },
  ],
}
