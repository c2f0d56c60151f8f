import type { PackageSeed } from '@/seed/types'

export const SUSTAINABILITY_BADGE = 'Free sustainability badge (PNG/SVG)'
export const PRIVATE_CHANNEL = 'Private Slack/WhatsApp channel'

const localBonuses = [SUSTAINABILITY_BADGE]
const premiumBonuses = [SUSTAINABILITY_BADGE, PRIVATE_CHANNEL]

// The spec's nine listing packages (section 3); prices in whole pounds.
export const packages: PackageSeed[] = [
  {
    tier: 'local',
    name: 'Green Starter',
    description: 'For local suppliers serving customers in one city.',
    price: 375,
    freeBonuses: [...localBonuses],
    order: 1,
  },
  {
    tier: 'local',
    name: 'Eco Pro',
    description: 'For suppliers taking on county-wide projects.',
    price: 675,
    freeBonuses: [...localBonuses],
    order: 2,
  },
  {
    tier: 'local',
    name: 'City Sustain',
    description: 'For suppliers covering multiple UK cities.',
    price: 975,
    freeBonuses: [...localBonuses],
    order: 3,
  },
  {
    tier: 'national',
    name: 'Eco Pioneer',
    description: 'For suppliers of niche sustainable materials reaching buyers across the UK.',
    price: 1275,
    freeBonuses: [...premiumBonuses],
    order: 4,
  },
  {
    tier: 'national',
    name: 'Green Leader',
    description: 'For suppliers set on dominating national markets.',
    price: 2075,
    freeBonuses: [...premiumBonuses],
    order: 5,
  },
  {
    tier: 'national',
    name: 'Sustain Master',
    description: 'For suppliers offering multiple eco-products UK-wide.',
    price: 2675,
    freeBonuses: [...premiumBonuses],
    order: 6,
  },
  {
    tier: 'enterprise',
    name: 'Green Cornerstone',
    description: 'For medium-sized suppliers competing locally.',
    price: 3475,
    freeBonuses: [...premiumBonuses],
    order: 7,
  },
  {
    tier: 'enterprise',
    name: 'Eco Category King',
    description: 'For suppliers dominating a competitive eco-material category.',
    price: 4675,
    freeBonuses: [...premiumBonuses],
    order: 8,
  },
  {
    tier: 'enterprise',
    name: 'Sustain Global',
    description: 'For leading suppliers operating nationwide.',
    price: 5775,
    freeBonuses: [...premiumBonuses],
    order: 9,
  },
]
