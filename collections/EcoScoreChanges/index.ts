import type { CollectionConfig } from 'payload'

import { nobody, staffOrOwnListing } from '@/access'

/**
 * The history of every supplier's Eco-Score: each change (old score, new score, the event that caused it, when),
 * written only by the server in the transaction of that event (src/lib/eco-score/recompute.ts). Staff and the
 * supplier's own accounts read it; nobody creates, changes or deletes a row over the API.
 */
export const EcoScoreChanges: CollectionConfig = {
  slug: 'eco-score-changes',
  labels: { singular: 'Eco-Score change', plural: 'Eco-Score changes' },
  defaultSort: '-changedAt',
  admin: {
    useAsTitle: 'why',
    defaultColumns: ['supplier', 'oldScore', 'newScore', 'why', 'changedAt'],
    group: 'Eco-Score',
    description: 'Every change of a supplier’s Eco-Score and why; recorded by the site, never edited.',
  },
  access: { read: staffOrOwnListing, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Supplier', required: true, index: true },
    { name: 'oldScore', type: 'number', label: 'Old score' },
    { name: 'newScore', type: 'number', label: 'New score', required: true },
    { name: 'why', type: 'text', label: 'Why', required: true },
    { name: 'changedAt', type: 'date', label: 'When', required: true, index: true },
  ],
}
