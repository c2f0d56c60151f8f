import { isoDay } from '@/seed/dates'

// Staff adjustments of the seeded suppliers' Eco-Scores: what their certificates and EPDs do not show, each with the
// reason the breakdown shows publicly and a last day. Illustrative, like the suppliers themselves.

export type AdjustmentSeed = { supplier: string; points: number; reason: string; expiresAt: string }

export const adjustments: AdjustmentSeed[] = [
  {
    supplier: 'capital-natural-insulation',
    points: 0.4,
    reason:
      'Takes back offcuts of its wood-fibre and sheep’s wool insulation from London sites for reuse; our staff ' +
      'checked a year of the scheme’s collection records.',
    expiresAt: isoDay('2028-11-30'),
  },
  {
    supplier: 'greenwich-living-roofs',
    points: 1.5,
    reason:
      'Hands over every living roof with a biodiversity survey and a five-year maintenance plan; our staff checked ' +
      'the surveys of its last 20 roofs.',
    expiresAt: isoDay('2028-11-30'),
  },
  {
    supplier: 'hackney-clay-and-lime-paints',
    points: 1.5,
    reason:
      'Sells its paints in returnable tins and refills them in its Hackney Wick workshop; our staff checked the ' +
      'refill records.',
    expiresAt: isoDay('2028-11-30'),
  },
  {
    supplier: 'aire-valley-building-supplies',
    points: 0.5,
    reason:
      'Reclaims Yorkshire brick and stone from local demolition for resale; our staff checked its reclamation ' +
      'records.',
    expiresAt: isoDay('2028-11-30'),
  },
]
