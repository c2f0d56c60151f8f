import { describe, expect, it } from 'vitest'

import {
  type ComparableProduct,
  comparability,
  comparableSet,
  comparableSets,
  commonBasis,
  conversionNote,
  declaredUnitsPer,
  gwpA1A3Per,
  lowerCarbonAlternatives,
  percentileInc,
  percentiles,
  position,
  rankingNote,
  setExclusionReasons,
  setOf,
} from '@/lib/materials/compare'
import type { DataTypeCode, DeclaredUnitCode, Epd, StandardCode } from '@/lib/materials/epd'

// Like for like, never otherwise (issue 30 and the design's 'Phase three'): comparability of a pair (which may be
// converted, and then says so), the comparable set (one declared unit, never converted; no generic data),
// percentiles and alternatives.

const NOW = new Date('2026-06-01T12:00:00Z')
const BOARD = { id: 'board', unit: 'm3' as DeclaredUnitCode }
const WOOL = { id: 'wool', unit: 'kg' as DeclaredUnitCode }

type Options = {
  gwp?: number
  unit?: DeclaredUnitCode
  quantity?: number
  mass?: number | null
  standard?: StandardCode
  dataType?: DataTypeCode
  validUntil?: string
  verified?: boolean
  type?: string
}

function product(id: string, o: Options = {}): ComparableProduct {
  const epd: Epd = {
    declaredUnit: { quantity: o.quantity ?? 1, unit: o.unit ?? 'm3' },
    massPerDeclaredUnit: o.mass === undefined ? null : o.mass,
    registrationNumber: `REG-${id}`,
    programmeOperator: 'Sample EPD Programme',
    pcr: null,
    standard: o.standard ?? 'en15804-a2',
    verifier: 'Sample Verification Ltd',
    issuedOn: '2024-01-01',
    validUntil: o.validUntil ?? '2029-01-01',
    dataType: o.dataType ?? 'product-specific',
    documentUrl: null,
    gwp: { a1a3: o.gwp ?? 100, a4: null, a5: null, c1: null, c2: null, c3: null, c4: null, d: null },
    biogenicCarbonA1A3: null,
    recycledContent: null,
    serviceLifeYears: null,
    plantLocation: null,
  }
  return { id, name: `Product ${id}`, materialTypeId: o.type ?? 'board', epd, epdVerified: o.verified ?? true }
}

describe('converting to a common basis', () => {
  it('converts kg and tonne always, and other units to mass only through the mass per declared unit', () => {
    expect(declaredUnitsPer(product('a', { unit: 't' }).epd!, 'kg')).toBe(1 / 1000)
    expect(declaredUnitsPer(product('a', { unit: 'kg', quantity: 1000 }).epd!, 't')).toBe(1)
    expect(declaredUnitsPer(product('a', { unit: 'm2', mass: 4 }).epd!, 'kg')).toBe(0.25)
    expect(declaredUnitsPer(product('a', { unit: 'm2' }).epd!, 'kg')).toBeNull()
    expect(declaredUnitsPer(product('a', { unit: 'kg' }).epd!, 'm2')).toBeNull()
    expect(declaredUnitsPer(product('a', { unit: 'm3', mass: 140 }).epd!, 'm2')).toBeNull()
    expect(gwpA1A3Per(product('a', { unit: 'm3', quantity: 0.5, gwp: 10 }).epd!, 'm3')).toBe(20)
    expect(gwpA1A3Per(product('a', { unit: 't', gwp: 210 }).epd!, 'kg')).toBeCloseTo(0.21, 12)
  })

  it('finds the basis two EPDs share', () => {
    const m2 = product('a', { unit: 'm2' }).epd!
    const m2mass = product('b', { unit: 'm2', mass: 4 }).epd!
    const kg = product('c', { unit: 'kg' }).epd!
    const t = product('d', { unit: 't' }).epd!
    expect(commonBasis(m2, m2mass)).toBe('m2')
    expect(commonBasis(kg, t)).toBe('kg')
    expect(commonBasis(m2mass, t)).toBe('kg')
    expect(commonBasis(m2, kg)).toBeNull()
  })
})

describe('comparability', () => {
  it('compares two in-date, verified EPDs of one family and data basis', () => {
    expect(comparability(product('a'), product('b', { dataType: 'manufacturer-average' }), NOW)).toEqual({
      comparable: true,
      basis: 'm3',
      conversions: [],
    })
    // The same unit in another quantity is scaled, not converted.
    expect(comparability(product('a'), product('b', { quantity: 2 }), NOW)).toMatchObject({ conversions: [] })
  })

  it('may convert a pair to one basis, and then says so for each product converted', () => {
    expect(comparability(product('a', { unit: 'm3', mass: 35 }), product('b', { unit: 't' }), NOW)).toEqual({
      comparable: true,
      basis: 'kg',
      conversions: [
        'Product a: Converted to per 1 kg using the mass per declared unit of 1 m³ (35 kg).',
        'Product b: Converted from per 1 tonne to per 1 kg (1 tonne is 1000 kg).',
      ],
    })
    expect(comparability(product('a', { unit: 'kg' }), product('b', { unit: 'kg', quantity: 1000 }), NOW)).toEqual({
      comparable: true,
      basis: 'kg',
      conversions: [],
    })
    expect(conversionNote(product('a', { unit: 'kg' }).epd!, 't')).toBe(
      'Converted from per 1 kg to per 1 tonne (1 tonne is 1000 kg)',
    )
    expect(conversionNote(product('a', { unit: 'm2', quantity: 2, mass: 7.2 }).epd!, 'kg')).toBe(
      'Converted to per 1 kg using the mass per declared unit of 2 m² (7.2 kg)',
    )
    expect(conversionNote(product('a', { unit: 'm2' }).epd!, 'm2')).toBeNull()
    expect(() => conversionNote(product('a', { unit: 'm2' }).epd!, 'kg')).toThrow(RangeError)
  })

  it('says where the declared units differ and there is no mass to convert', () => {
    const result = comparability(product('a', { unit: 'm2' }), product('b', { unit: 'kg' }), NOW)
    expect(result).toEqual({
      comparable: false,
      reasons: ['Different declared units (1 m² and 1 kg), and no mass per declared unit to convert them (Product a).'],
    })
  })

  it('says EN 15804+A1 against +A2 are different standard families', () => {
    const result = comparability(product('a', { standard: 'en15804-a1' }), product('b'), NOW)
    expect(result).toEqual({
      comparable: false,
      reasons: ['EN 15804+A1 against EN 15804+A2: the standards count GWP differently.'],
    })
  })

  it('says generic or industry-average data against product-specific data differ', () => {
    expect(comparability(product('a', { dataType: 'generic' }), product('b'), NOW)).toEqual({
      comparable: false,
      reasons: ['Generic data against product-specific data: the data types differ.'],
    })
    expect(comparability(product('a', { dataType: 'industry-average' }), product('b'), NOW).comparable).toBe(false)
  })

  it('leaves out an expired or unverified EPD, and one under another standard', () => {
    const expired = product('a', { validUntil: '2026-05-31' })
    expect(comparability(expired, product('b'), NOW)).toEqual({
      comparable: false,
      reasons: ['Product a: EPD expired on 31 May 2026.'],
    })
    // Valid through its valid-until day.
    expect(comparability(product('a', { validUntil: '2026-06-01' }), product('b'), NOW).comparable).toBe(true)
    expect(comparability(product('a'), product('b', { verified: false }), NOW)).toEqual({
      comparable: false,
      reasons: ["Product b's EPD has not been verified against its document yet."],
    })
    const other = comparability(product('a', { standard: 'other' }), product('b', { standard: 'other' }), NOW)
    expect(other.comparable).toBe(false)
  })

  it('gives every reason at once', () => {
    const a = product('a', { unit: 'm2', standard: 'en15804-a1', dataType: 'generic', verified: false })
    const result = comparability(a, product('b', { unit: 'kg' }), NOW)
    expect(result.comparable).toBe(false)
    if (result.comparable) return
    expect(result.reasons).toHaveLength(4)
  })
})

describe('percentiles (PERCENTILE.INC: linear interpolation between closest ranks)', () => {
  it('matches a spreadsheet on known values', () => {
    const values = [1, 2, 3, 4, 5]
    expect(percentileInc(values, 20)).toBe(1.8)
    expect(percentileInc(values, 50)).toBe(3)
    expect(percentileInc(values, 80)).toBe(4.2)
    expect(percentileInc(values, 0)).toBe(1)
    expect(percentileInc(values, 100)).toBe(5)
    // =PERCENTILE.INC({10,20,30,40,50,60,70},0.2) is 22: rank 1.2 between 20 and 30.
    expect(percentileInc([10, 20, 30, 40, 50, 60, 70], 20)).toBe(22)
    expect(percentileInc([10, 20, 30, 40, 50, 60, 70], 80)).toBe(58)
    expect(percentileInc([7], 80)).toBe(7)
    expect(() => percentileInc([], 50)).toThrow(RangeError)
  })

  it('are shown only for a comparable set of at least 5 products', () => {
    const four = [10, 20, 30, 40].map((gwp, i) => product(`p${i}`, { gwp }))
    expect(percentiles(comparableSet(four, BOARD, NOW))).toBeNull()

    const five = [...four, product('p4', { gwp: 50 })]
    expect(percentiles(comparableSet(five, BOARD, NOW))).toEqual({ p20: 18, p50: 30, p80: 42, count: 5, unit: 'm3' })

    const seven = [...five, product('p5', { gwp: 60 }), product('p6', { gwp: 70 })]
    expect(percentiles(comparableSet(seven, BOARD, NOW))).toEqual({ p20: 22, p50: 40, p80: 58, count: 7, unit: 'm3' })
  })
})

describe('the comparable set', () => {
  // Five comparable boards and everything that must stay out of their set.
  const comparable = [
    product('b1', { gwp: -95 }),
    product('b2', { gwp: -40, quantity: 0.5 }), // -80 per m³
    product('b3', { gwp: 12 }),
    product('b4', { gwp: 30, dataType: 'manufacturer-average' }),
    product('b5', { gwp: 55 }),
  ]
  const outsiders = [
    product('expired', { gwp: -500, validUntil: '2026-05-31' }),
    product('unverified', { gwp: -400, verified: false }),
    product('in-m2', { gwp: -300, unit: 'm2' }),
    product('in-kg', { gwp: -0.3, unit: 'kg', mass: 1 }),
    product('a1', { gwp: -200, standard: 'en15804-a1' }),
    product('generic', { gwp: -150, dataType: 'generic' }),
    product('other-standard', { gwp: -120, standard: 'other' }),
    product('other-type', { gwp: -110, type: 'wool' }),
  ]
  const all = [...outsiders, ...comparable]

  it('holds only valid, verified EPDs of the material type in its own unit, family and data basis', () => {
    const set = comparableSet(all, BOARD, NOW)!
    expect(set.members.map((m) => m.product.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
    expect(set.members.map((m) => m.gwp)).toEqual([-95, -80, 12, 30, 55])
    expect(set.standardFamily).toBe('EN 15804+A2')
    expect(percentiles(set)).toEqual({ p20: -83, p50: 12, p80: 35, count: 5, unit: 'm3' })
  })

  it('groups the rest of the material type by family and data basis, largest first', () => {
    const sets = comparableSets(all, BOARD, NOW)
    expect(sets.map((s) => [s.standardFamily, s.dataBasis, s.members.length])).toEqual([
      ['EN 15804+A2', 'manufacturer', 5],
      ['EN 15804+A1', 'manufacturer', 1],
    ])
    expect(setOf({ id: 'a1' }, sets)?.standardFamily).toBe('EN 15804+A1')
    expect(setOf({ id: 'expired' }, sets)).toBeNull()
  })

  it('never ranks generic data, not even among generic data', () => {
    const generic = [-50, -40, -30, -20, -10].map((gwp, i) => product(`g${i}`, { gwp, dataType: 'generic' }))
    const sets = comparableSets([...generic, ...comparable], BOARD, NOW)
    expect(sets).toHaveLength(1)
    expect(sets[0].members.map((m) => m.product.id)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5'])
    expect(setOf({ id: 'g0' }, sets)).toBeNull()
    expect(comparableSets(generic, BOARD, NOW)).toEqual([])
    expect(setExclusionReasons(generic[0], BOARD, NOW)).toEqual(['Generic data: not ranked.'])
    expect(rankingNote(generic[0].epd!, BOARD)).toBe('Generic data: not ranked.')
    // Industry-average data keeps its own set.
    const averages = [1, 2, 3, 4, 5].map((gwp, i) => product(`i${i}`, { gwp, dataType: 'industry-average' }))
    expect(comparableSet(averages, BOARD, NOW)).toMatchObject({ dataBasis: 'industry-average' })
  })

  it('never converts units into a set: tonnes and m² with a mass stay out of a set per kg', () => {
    const wool = [
      product('w1', { type: 'wool', unit: 'kg', gwp: 1.2 }),
      product('w2', { type: 'wool', unit: 't', gwp: 1300 }),
      product('w3', { type: 'wool', unit: 'm2', mass: 4, gwp: 4.4 }),
      product('w4', { type: 'wool', unit: 'm2', gwp: 4 }),
      product('w5', { type: 'wool', unit: 'kg', quantity: 1000, gwp: 1100 }),
    ]
    const set = comparableSet(wool, WOOL, NOW)!
    // 1000 kg is the same unit: scaled to per 1 kg, not converted.
    expect(set.members.map((m) => [m.product.id, m.gwp])).toEqual([
      ['w5', 1.1],
      ['w1', 1.2],
    ])
    expect(setExclusionReasons(wool[1], WOOL, NOW)).toEqual([
      'Declared per 1 tonne; this material type compares per 1 kg.',
    ])
    expect(setExclusionReasons(wool[2], WOOL, NOW)).toEqual([
      'Declared per 1 m²; this material type compares per 1 kg.',
    ])
    expect(rankingNote(wool[4].epd!, WOOL)).toBeNull()
    expect(rankingNote(product('x', { unit: 'kg', mass: 1 }).epd!, BOARD)).toBe(
      'Declared per 1 kg; this material type compares per 1 m³.',
    )
    expect(setExclusionReasons(product('b'), BOARD, NOW)).toEqual([])
    expect(setExclusionReasons(product('b'), null, NOW)).toEqual([
      'Our staff have not given it a material type yet, so it is not compared.',
    ])
  })

  it('lets an EPD leave the set the UK day after its valid-until date', () => {
    const expiring = [...comparable.slice(1), product('b1', { gwp: -95, validUntil: '2026-06-01' })]
    expect(comparableSet(expiring, BOARD, new Date('2026-06-01T22:59:59.999Z'))!.members).toHaveLength(5)
    expect(comparableSet(expiring, BOARD, new Date('2026-06-01T23:00:00.000Z'))!.members).toHaveLength(4)
    expect(percentiles(comparableSet(expiring, BOARD, new Date('2026-06-01T23:00:00.000Z')))).toBeNull()
  })

  it('is null for a material type with no comparable product', () => {
    expect(comparableSet(outsiders.slice(0, 2), BOARD, NOW)).toBeNull()
  })
})

describe('position and alternatives', () => {
  const set = comparableSet(
    [
      product('p1', { gwp: 10 }),
      product('p2', { gwp: 20 }),
      product('p3', { gwp: 30 }),
      product('p4', { gwp: 40 }),
      product('p5', { gwp: 50 }),
      product('p6', { gwp: 50 }),
      product('late', { gwp: 1, validUntil: '2026-01-01' }),
      product('draft', { gwp: 2, verified: false }),
    ],
    BOARD,
    NOW,
  )

  it('places a product in its set: its rank and its band between the percentiles', () => {
    // 10, 20, 30, 40, 50, 50: p20 20, p50 35, p80 50.
    expect(percentiles(set)).toMatchObject({ p20: 20, p50: 35, p80: 50 })
    expect(position({ id: 'p1' }, set)).toMatchObject({ rank: 1, count: 6, band: 'lowest-20' })
    expect(position({ id: 'p2' }, set)).toMatchObject({ rank: 2, band: 'lowest-20' })
    expect(position({ id: 'p3' }, set)).toMatchObject({ rank: 3, band: '20-50' })
    expect(position({ id: 'p4' }, set)).toMatchObject({ rank: 4, band: '50-80' })
    expect(position({ id: 'p6' }, set)).toMatchObject({ rank: 5, band: '50-80' })
    expect(position({ id: 'p1' }, set)?.text).toBe('GWP A1–A3 among the lowest 20% of 6 comparable products (per 1 m³)')
    expect(position({ id: 'late' }, set)).toBeNull()
    expect(position({ id: 'draft' }, set)).toBeNull()
  })

  it('has no position and no alternatives in a set of fewer than 5', () => {
    const small = comparableSet(
      [10, 20, 30, 40].map((gwp, i) => product(`s${i}`, { gwp })),
      BOARD,
      NOW,
    )
    expect(position({ id: 's0' }, small)).toBeNull()
    expect(lowerCarbonAlternatives({ id: 's3' }, small)).toEqual([])
  })

  it('offers up to 3 lower-carbon alternatives from the same set, lowest first, never an excluded one', () => {
    expect(lowerCarbonAlternatives({ id: 'p6' }, set, 3).map((m) => m.product.id)).toEqual(['p1', 'p2', 'p3'])
    expect(lowerCarbonAlternatives({ id: 'p3' }, set).map((m) => m.product.id)).toEqual(['p1', 'p2'])
    expect(lowerCarbonAlternatives({ id: 'p5' }, set, 1).map((m) => m.product.id)).toEqual(['p1'])
    expect(lowerCarbonAlternatives({ id: 'p1' }, set)).toEqual([])
    // Strictly lower: p6's equal figure is no lower-carbon alternative to p5.
    expect(lowerCarbonAlternatives({ id: 'p5' }, set, 5).map((m) => m.product.id)).toEqual(['p1', 'p2', 'p3', 'p4'])
    // An expired or unverified product is not compared, so it gets no alternatives either.
    expect(lowerCarbonAlternatives({ id: 'late' }, set)).toEqual([])
  })
})
