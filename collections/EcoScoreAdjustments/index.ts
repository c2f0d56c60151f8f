import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { ADJUSTMENT_MAX, ADJUSTMENT_MIN } from '@/lib/eco-score/method'
import { validateTenths } from '@/lib/eco-score/rules'
import {
  nonZeroAdjustment,
  recomputeAfterAdjustmentChange,
  recomputeAfterAdjustmentDelete,
  stampAddedBy,
} from './hooks'

/**
 * Staff adjustments of a supplier's Eco-Score: points up or down within ADJUSTMENT_MIN..ADJUSTMENT_MAX (their sum is
 * bounded the same way), a reason shown publicly in the breakdown, and a last day. Staff never type a score: an
 * adjustment is the only hand on it, in the open, and is recorded in the score's history like any change. Adding,
 * changing or deleting one recomputes the supplier in the same transaction; the daily certificate check expires it.
 */
export const EcoScoreAdjustments: CollectionConfig = {
  slug: 'eco-score-adjustments',
  labels: { singular: 'Eco-Score adjustment', plural: 'Eco-Score adjustments' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['supplier', 'points', 'reason', 'expiresAt', 'addedBy'],
    group: 'Eco-Score',
    description: 'Points added to or taken from a supplier’s computed Eco-Score, with the reason the site shows.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [nonZeroAdjustment],
    beforeChange: [stampAddedBy],
    afterChange: [recomputeAfterAdjustmentChange],
    afterDelete: [recomputeAfterAdjustmentDelete],
  },
  fields: [
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Supplier',
      required: true,
      index: true,
    },
    {
      name: 'points',
      type: 'number',
      label: 'Points',
      required: true,
      min: ADJUSTMENT_MIN,
      max: ADJUSTMENT_MAX,
      admin: {
        step: 0.1,
        description: `From ${ADJUSTMENT_MIN} to ${ADJUSTMENT_MAX}, in tenths; a supplier's adjustments together count within the same bounds.`,
      },
      validate: (value: number | null | undefined) =>
        validateTenths(value, ADJUSTMENT_MIN, ADJUSTMENT_MAX, 'The adjustment'),
    },
    {
      name: 'reason',
      type: 'textarea',
      label: 'Reason (shown publicly)',
      required: true,
      maxLength: 300,
      admin: { description: 'Shown to everyone in the supplier’s Eco-Score breakdown: say what was checked.' },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Last day it counts',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' }, description: 'It stops counting the day after.' },
    },
    {
      name: 'addedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Added by',
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
