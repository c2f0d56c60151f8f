import { describe, expect, it } from 'vitest'

import { categoryHref, POPULAR_CATEGORY_SLUGS, servesFromElsewhere } from '@/lib/suppliers/listing'

describe('categoryHref', () => {
  it('links to the UK-wide category page without a city', () => {
    expect(categoryHref('timber')).toBe('/category/timber')
    expect(categoryHref('timber', '  ')).toBe('/category/timber')
  })

  it("stays on the city's pages with a city, whatever its case", () => {
    expect(categoryHref('roofing', 'London')).toBe('/london/category/roofing')
    expect(categoryHref('paints', ' LEEDS ')).toBe('/leeds/category/paints')
  })
})

describe('POPULAR_CATEGORY_SLUGS', () => {
  it('lists the five popular categories of the spec, in order', () => {
    expect(POPULAR_CATEGORY_SLUGS).toEqual(['timber', 'insulation', 'concrete', 'paints', 'roofing'])
  })
})

describe('servesFromElsewhere', () => {
  const londonSupplier = { location: 'London', serviceAreas: ['Birmingham', 'Leeds'] }

  it('is true on a city the supplier serves but is not located in (trimmed, case-insensitive)', () => {
    expect(servesFromElsewhere(londonSupplier, 'Birmingham')).toBe(true)
    expect(servesFromElsewhere(londonSupplier, ' leeds ')).toBe(true)
  })

  it('is false in its own city, in a city it does not serve, and without a city', () => {
    expect(servesFromElsewhere(londonSupplier, 'London')).toBe(false)
    expect(servesFromElsewhere(londonSupplier, 'london')).toBe(false)
    expect(servesFromElsewhere(londonSupplier, 'Glasgow')).toBe(false)
    expect(servesFromElsewhere(londonSupplier, undefined)).toBe(false)
    expect(servesFromElsewhere(londonSupplier, '')).toBe(false)
  })

  it('is false when the location itself is the city even if also listed as a service area', () => {
    expect(servesFromElsewhere({ location: 'Leeds', serviceAreas: ['Leeds'] }, 'Leeds')).toBe(false)
  })
})
