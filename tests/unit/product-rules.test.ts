import { describe, expect, it } from 'vitest'

import { productFormData } from '@/lib/account/products'
import { checkProductDraft, isEpdBlank, slugCandidates, storedEpdPath } from '@/lib/materials/product-rules'
import { SLUG_MAX_LENGTH } from '@/lib/slug'

// A product as the collection stores it, read through the one EPD schema (src/lib/materials/product-rules.ts), and
// the portal form's reading of what a browser posts.

const EPD = {
  declaredUnitQuantity: 1,
  declaredUnit: 'm3',
  standard: 'en15804-a2',
  issuedOn: '2024-03-15',
  validUntil: '2029-03-14',
  dataTypeClaimed: 'product-specific',
  gwp: { a1a3: -95.4 },
} as const

describe('checkProductDraft', () => {
  it('takes a product without any EPD data, and a complete EPD', () => {
    expect(checkProductDraft({ name: ' Board ', category: 3, epd: { gwp: {} } })).toEqual({
      ok: true,
      values: { name: 'Board', description: null, epd: null },
    })
    const full = checkProductDraft({ name: 'Board', category: 3, epd: EPD })
    expect(full.ok && full.values.epd).toMatchObject({ declaredUnit: 'm3', gwp: { a1a3: -95.4, a4: null } })
  })

  it("names every problem under the collection's own paths", () => {
    const result = checkProductDraft({
      name: '',
      category: null,
      epd: { ...EPD, declaredUnitQuantity: 0, pcrVersion: '2', dataTypeClaimed: null, gwp: { a1a3: null } },
    })
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toEqual([
      'name',
      'category',
      'epd.declaredUnitQuantity',
      'epd.pcrName',
      'epd.dataTypeClaimed',
      'epd.gwp.a1a3',
    ])
  })

  it('counts any EPD field, a document too, as EPD data', () => {
    expect(isEpdBlank(null)).toBe(true)
    expect(isEpdBlank({ gwp: { a1a3: null }, plantLocation: ' ' })).toBe(true)
    expect(isEpdBlank({ document: 4 })).toBe(false)
    expect(isEpdBlank({ gwp: { d: 0 } })).toBe(false)
    expect(storedEpdPath('declaredUnit.unit')).toBe('epd.declaredUnit')
    expect(storedEpdPath('dataType', 'dataType')).toBe('epd.dataType')
  })
})

describe('slugCandidates', () => {
  it("adds the supplier's slug, then a number, within the slug's length", () => {
    expect(slugCandidates('oak-board', 'alpha-timber', 3)).toEqual([
      'oak-board-alpha-timber',
      'oak-board-alpha-timber-2',
      'oak-board-alpha-timber-3',
    ])
    expect(slugCandidates('oak-board', null, 2)).toEqual(['oak-board-2', 'oak-board-3'])
    for (const slug of slugCandidates('a'.repeat(SLUG_MAX_LENGTH), 'b'.repeat(60), 12)) {
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
  })
})

describe('productFormData', () => {
  it('reads typed numbers, keeps what is not a number for the rules to refuse, and empties as null', () => {
    const data = productFormData({
      name: 'Board',
      category: '12',
      'epd.gwp.a1a3': '-1,200.5',
      'epd.gwp.a4': '',
      'epd.massPerDeclaredUnit': 'heavy',
      'epd.declaredUnit': 'm3',
      'epd.verifier': ' ',
    })
    expect(data.category).toBe(12)
    expect(data.epd.gwp).toEqual({ a1a3: -1200.5, a4: null })
    expect(data.epd.massPerDeclaredUnit).toBe('heavy')
    expect(data.epd.verifier).toBeNull()
  })
})
