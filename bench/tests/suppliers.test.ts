import { describe, expect, it } from 'vitest'

import { cityKey, cityKeysFor } from '@/lib/city'
import { ECO_SCORE_MAX, ECO_SCORE_MIN } from '@/lib/suppliers/eco-score'
import { isValidSlug } from '@/lib/slug'

import {
  BENCH_SLUG_PREFIX,
  DIRECTORY_CITIES,
  OTHER_TOWNS,
  createRandom,
  generateBenchSuppliers,
  slugsAreValid,
} from '../generate-suppliers'

const CATEGORY_IDS = [11, 12, 13, 14, 15, 16]

describe('generateBenchSuppliers', () => {
  const suppliers = generateBenchSuppliers(3_000, CATEGORY_IDS)

  it('makes the number asked for, with valid, unique, recognisable slugs', () => {
    expect(suppliers).toHaveLength(3_000)
    expect(slugsAreValid(suppliers)).toBe(true)
    expect(suppliers.every((s) => s.slug.startsWith(BENCH_SLUG_PREFIX) && isValidSlug(s.slug))).toBe(true)
  })

  it('gives every category an equal share', () => {
    for (const id of CATEGORY_IDS) expect(suppliers.filter((s) => s.categoryId === id)).toHaveLength(500)
  })

  it('puts most suppliers in the five directory cities, evenly, and the rest in other UK towns', () => {
    const inCity = (city: string) => suppliers.filter((s) => s.location === city).length
    const directory = DIRECTORY_CITIES.map(inCity)
    const share = directory.reduce((a, b) => a + b, 0) / suppliers.length
    expect(share).toBeGreaterThan(0.55)
    expect(share).toBeLessThan(0.65)
    expect(Math.max(...directory) - Math.min(...directory)).toBeLessThan(suppliers.length * 0.03)
    expect(
      suppliers.every(
        (s) =>
          (DIRECTORY_CITIES as readonly string[]).includes(s.location) ||
          (OTHER_TOWNS as readonly string[]).includes(s.location),
      ),
    ).toBe(true)
    expect(new Set(suppliers.map((s) => s.location)).size).toBeGreaterThan(15)
  })

  it('keeps city keys as the Suppliers hook would write them, without the own city among the service areas', () => {
    for (const s of suppliers.slice(0, 200)) {
      expect(s.cityKeys).toEqual(cityKeysFor(s.location, s.serviceAreas))
      expect(s.serviceAreas).not.toContain(s.location)
      expect(s.cityKeys[0]).toBe(cityKey(s.location))
    }
  })

  it('stays within the field rules', () => {
    const broken = suppliers.filter(
      (s) =>
        s.ecoScore < ECO_SCORE_MIN ||
        s.ecoScore > ECO_SCORE_MAX ||
        s.name.length > 120 ||
        s.description.length > 2000 ||
        s.products.length < 2 ||
        s.products.length > 30 ||
        !s.website.startsWith('https://') ||
        s.certifications.some(
          (c) =>
            new Date(c.expiresAt).getTime() <= new Date(c.verifiedAt).getTime() ||
            new Date(c.expiresAt).getUTCFullYear() < 2027,
        ),
    )
    expect(broken).toEqual([])
  })

  it('is deterministic for a seed and different for another', () => {
    expect(generateBenchSuppliers(50, CATEGORY_IDS)).toEqual(generateBenchSuppliers(50, CATEGORY_IDS))
    expect(generateBenchSuppliers(50, CATEGORY_IDS, 1)).not.toEqual(generateBenchSuppliers(50, CATEGORY_IDS, 2))
  })

  it('refuses to run without categories', () => {
    expect(() => generateBenchSuppliers(10, [])).toThrow(/no categories/)
  })
})

describe('createRandom', () => {
  it('yields numbers in [0, 1)', () => {
    const random = createRandom(7)
    for (let i = 0; i < 1_000; i += 1) {
      const n = random()
      expect(n).toBeGreaterThanOrEqual(0)
      expect(n).toBeLessThan(1)
    }
  })
})
