// Generated suppliers for the query benchmark: deterministic (seeded), spread across the five
// directory cities and other UK towns and across every category, shaped like real listings.
import { cityKeysFor } from '@/lib/city'
import { ECO_SCORE_MAX, ECO_SCORE_MIN } from '@/lib/suppliers/eco-score'
import { isValidSlug, slugify } from '@/lib/slug'

import { createRandom } from '../scripts/lib/random.mjs'

export { createRandom }

export const BENCH_SLUG_PREFIX = 'bench-'
export const DIRECTORY_CITIES = ['London', 'Manchester', 'Birmingham', 'Glasgow', 'Leeds'] as const
export const OTHER_TOWNS = [
  'Bristol',
  'Liverpool',
  'Sheffield',
  'Newcastle upon Tyne',
  'Nottingham',
  'Leicester',
  'Cardiff',
  'Edinburgh',
  'Belfast',
  'Brighton',
  'Oxford',
  'Cambridge',
  'York',
  'Norwich',
  'Exeter',
  'Aberdeen',
  'Southampton',
  'Plymouth',
  'Reading',
  'Milton Keynes',
] as const
/** Share of generated suppliers located in one of the five directory cities. */
export const DIRECTORY_CITY_SHARE = 0.6

const COLOURS = ['green', 'blue', 'teal', 'amber', 'purple', 'grey'] as const
export type BadgeColour = (typeof COLOURS)[number]

const NAME_FIRST = [
  'Oak',
  'Ash',
  'Fern',
  'Heath',
  'River',
  'Moor',
  'Willow',
  'Stone',
  'Meadow',
  'Cedar',
  'Larch',
  'Thistle',
  'Harbour',
  'Vale',
  'Brook',
  'Hazel',
]
const NAME_SECOND = ['field', 'stead', 'wood', 'side', 'gate', 'bridge', 'ley', 'mere', 'ford', 'croft']
const TRADE = [
  'Supplies',
  'Merchants',
  'Building Materials',
  'Eco Products',
  'Trade Centre',
  'Works',
  'Co-operative',
  'Direct',
]
const CERTIFICATIONS = [
  'FSC Chain of Custody',
  'PEFC Chain of Custody',
  'BBA Agrément Certificate',
  'Cradle to Cradle Certified',
  'ISO 14001',
  'BES 6001',
  'MCS Certified',
  'Grown in Britain',
]
const PRODUCTS = [
  'Structural softwood',
  'Cladding boards',
  'Wood-fibre insulation',
  'Sheep’s wool rolls',
  'Hemp batts',
  'Low-carbon concrete blocks',
  'GGBS cement',
  'Clay plaster',
  'Mineral paint',
  'Limewash',
  'Reclaimed slate',
  'Green roof substrate',
  'Solar PV panels',
  'Battery storage',
  'Airtightness membranes',
  'Recycled aggregate',
]

export type BenchCertification = {
  name: string
  colour: BadgeColour
  issuer: string
  number: string
  verifiedAt: string
  expiresAt: string
}

export type BenchSupplier = {
  name: string
  slug: string
  description: string
  location: string
  ecoScore: number
  categoryId: number
  serviceAreas: string[]
  cityKeys: string[]
  certifications: BenchCertification[]
  products: string[]
  imageUrl: string
  contactEmail: string
  website: string
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]
}

function pickSome<T>(random: () => number, items: readonly T[], count: number, exclude: readonly T[] = []): T[] {
  const pool = items.filter((item) => !exclude.includes(item))
  const chosen: T[] = []
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0])
  return chosen
}

const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString()

/**
 * `count` suppliers; categories are assigned in turn so each gets an equal share, locations are
 * 60% the directory cities (evenly) and 40% other towns.
 */
export function generateBenchSuppliers(count: number, categoryIds: readonly number[], seed = 2026): BenchSupplier[] {
  if (!categoryIds.length) throw new Error('generateBenchSuppliers: no categories')
  const random = createRandom(seed)
  const everyCity = [...DIRECTORY_CITIES, ...OTHER_TOWNS]
  const suppliers: BenchSupplier[] = []
  for (let i = 0; i < count; i += 1) {
    const number = String(i + 1).padStart(5, '0')
    const location =
      random() < DIRECTORY_CITY_SHARE ? DIRECTORY_CITIES[i % DIRECTORY_CITIES.length] : pick(random, OTHER_TOWNS)
    const serviceAreas = pickSome(random, everyCity, Math.floor(random() * 4), [location])
    const name = `${pick(random, NAME_FIRST)}${pick(random, NAME_SECOND)} ${pick(random, TRADE)} ${number}`
    const slug = `${BENCH_SLUG_PREFIX}${slugify(name)}`
    const ecoScore = Math.round((ECO_SCORE_MIN + 2 + random() * (ECO_SCORE_MAX - ECO_SCORE_MIN - 2)) * 10) / 10
    const certifications = pickSome(random, CERTIFICATIONS, Math.floor(random() * 4)).map((certName, n) => {
      const year = 2023 + Math.floor(random() * 3)
      return {
        name: certName,
        colour: pick(random, COLOURS),
        issuer: 'Generated issuer',
        number: `GEN-${number}-${n + 1}`,
        verifiedAt: isoDay(year, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
        // Current certificates (2027 onwards): the expiry job's hidden badges and reminders stay out of the data.
        expiresAt: isoDay(
          year + 4 + Math.floor(random() * 3),
          1 + Math.floor(random() * 12),
          1 + Math.floor(random() * 28),
        ),
      }
    })
    const domain = slugify(name).replace(/-/g, '')
    suppliers.push({
      name,
      slug,
      description:
        `${name} supplies sustainable building materials from ` +
        `${location}${serviceAreas.length ? ` to ${serviceAreas.join(', ')}` : ''}. Generated ` +
        `for the query benchmark.`,
      location,
      ecoScore,
      categoryId: categoryIds[i % categoryIds.length],
      serviceAreas,
      cityKeys: cityKeysFor(location, serviceAreas),
      certifications,
      products: pickSome(random, PRODUCTS, 2 + Math.floor(random() * 4)),
      imageUrl: `/images/supplier-${1 + (i % 6)}.webp`,
      contactEmail: `sales@${domain}.example`,
      website: `https://www.${domain}.example`,
    })
  }
  return suppliers
}

/** True when every generated slug is valid and unique (the slug field's rules). */
export function slugsAreValid(suppliers: readonly BenchSupplier[]): boolean {
  const slugs = new Set(suppliers.map((s) => s.slug))
  return slugs.size === suppliers.length && suppliers.every((s) => isValidSlug(s.slug))
}
