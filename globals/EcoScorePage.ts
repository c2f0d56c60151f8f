import type { GlobalConfig } from 'payload'

import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { contentGlobalAccess } from '@/access'

/**
 * The words of /eco-score: its introduction, why the method is as it is, and questions with answers. The rules,
 * maxima, band credits and adjustment bounds are not here: the page renders them from src/lib/eco-score/method.ts,
 * the code that computes every score, so they cannot drift apart.
 */
export const EcoScorePage: GlobalConfig = {
  slug: 'eco-score-page',
  label: 'Eco-Score page',
  admin: {
    group: 'Pages',
    description:
      'The words of /eco-score. The rules and points shown there come from the code that computes the scores.',
  },
  access: contentGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('eco-score-page')] },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, maxLength: 120 },
    { name: 'metaDescription', type: 'textarea', label: 'Search description', required: true, maxLength: 300 },
    {
      name: 'intro',
      type: 'textarea',
      label: 'Introduction',
      required: true,
      maxLength: 4000,
      admin: { description: 'Shown above the rules. A blank line starts a new paragraph.' },
    },
    {
      name: 'why',
      type: 'textarea',
      label: 'Why we score this way',
      required: true,
      maxLength: 4000,
      admin: { description: 'Shown below the rules. A blank line starts a new paragraph.' },
    },
    {
      name: 'notes',
      type: 'array',
      label: 'Questions and answers',
      labels: { singular: 'Question', plural: 'Questions' },
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', label: 'Question', required: true, maxLength: 200 },
        { name: 'answer', type: 'textarea', label: 'Answer', required: true, maxLength: 2000 },
      ],
    },
  ],
}
