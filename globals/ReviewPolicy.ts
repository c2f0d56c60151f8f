import type { GlobalConfig } from 'payload'

import { POLICY_REASON_LABELS, POLICY_REASONS } from '@/lib/reviews/rules'
import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { contentGlobalAccess } from '@/access'
import { documentPageFields } from '@globals/LegalPages'

export const POLICY_REASON_TWICE = 'Each reason may be explained once.'

/**
 * The review policy at /review-policy, in the editors' words: what reviews may say, and each reason a review is
 * rejected or removed for. The reasons' codes are fixed (staff choose them when they decide, profiles count removals
 * by them); their headings and explanations are the editors'.
 */
export const ReviewPolicy: GlobalConfig = {
  slug: 'review-policy',
  label: 'Review policy',
  admin: { group: 'Pages' },
  access: contentGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('review-policy')] },
  fields: [
    ...documentPageFields,
    { name: 'content', type: 'richText', label: 'Introduction', required: true },
    {
      name: 'reasons',
      type: 'array',
      label: 'Reasons a review is rejected or removed',
      labels: { singular: 'Reason', plural: 'Reasons' },
      admin: {
        description:
          'Staff choose one of these reasons when they reject or remove a review or reply; ' +
          'profiles count removals by reason. A reason without an explanation here still shows, ' +
          'under its default heading.',
      },
      validate: (rows: unknown) => {
        const seen = new Set<string>()
        for (const row of Array.isArray(rows) ? (rows as Array<{ reason?: string }>) : []) {
          if (!row.reason) continue
          if (seen.has(row.reason)) return POLICY_REASON_TWICE
          seen.add(row.reason)
        }
        return true
      },
      fields: [
        {
          name: 'reason',
          type: 'select',
          label: 'Reason',
          required: true,
          options: POLICY_REASONS.map((value) => ({ value, label: POLICY_REASON_LABELS[value] })),
        },
        { name: 'heading', type: 'text', label: 'Heading', required: true, maxLength: 80 },
        { name: 'explanation', type: 'textarea', label: 'What is removed, and why', required: true, maxLength: 2000 },
      ],
    },
  ],
}
