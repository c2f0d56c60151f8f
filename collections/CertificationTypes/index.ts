import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { CERTIFICATION_TYPE_MAX_POINTS } from '@/lib/eco-score/method'
import { validateTenths } from '@/lib/eco-score/rules'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { singleLineText } from '@collections/fields'
import {
  recomputeAfterCertificationTypeChange,
  recomputeAfterCertificationTypeDelete,
  rememberHoldersBeforeDelete,
} from './hooks'

/**
 * The staff-managed list of certification types the Eco-Score recognises (ISO 14001, FSC chain of custody, ...): what
 * each certifies and what it is worth. Staff link a supplier's certificate to its type; a verified, in-date certificate
 * of a type adds its points once (src/lib/eco-score/method.ts). Changing a worth, or deleting a type, recomputes every
 * supplier holding a certificate of it, in the same transaction.
 */
export const CertificationTypes: CollectionConfig = {
  slug: 'certification-types',
  labels: { singular: 'Certification type', plural: 'Certification types' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'points', 'certifies'],
    group: 'Eco-Score',
    description:
      'Certifications the Eco-Score recognises and what each is worth. A change of worth recomputes every supplier holding one.',
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [revalidateCollectionAfterChange('certification-types'), recomputeAfterCertificationTypeChange],
    beforeDelete: [rememberHoldersBeforeDelete],
    afterDelete: [revalidateCollectionAfterDelete('certification-types'), recomputeAfterCertificationTypeDelete],
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
    {
      name: 'certifies',
      type: 'textarea',
      label: 'What it certifies',
      required: true,
      maxLength: 600,
      admin: { description: 'One or two sentences, shown on the Eco-Score page and to suppliers.' },
    },
    {
      name: 'points',
      type: 'number',
      label: 'Worth (points)',
      required: true,
      min: 0,
      max: CERTIFICATION_TYPE_MAX_POINTS,
      admin: {
        step: 0.1,
        description: `0 to ${CERTIFICATION_TYPE_MAX_POINTS}, in tenths: added once per supplier while a certificate of this type is verified and in date.`,
      },
      validate: (value: number | null | undefined) =>
        validateTenths(value, 0, CERTIFICATION_TYPE_MAX_POINTS, 'The worth'),
    },
  ],
}
