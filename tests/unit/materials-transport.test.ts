import { describe, expect, it } from 'vitest'

import {
  DEFAULT_EMISSION_FACTOR,
  DEFAULT_EMISSION_FACTOR_SOURCE,
  DEFAULT_ROUTING_FACTOR,
  DEFAULT_TRANSPORT_FACTORS,
  estimateTransport,
  transportFactorsOf,
} from '@/lib/materials/transport'
import { effectiveMaterialsSort, materialsQueryString, parseMaterialsQuery } from '@/lib/materials/browse'
import { RADIUS_MESSAGE } from '@/lib/places/distance'
import { radiusOf } from '@/lib/search/near'
import { parseSearchParams } from '@/lib/search/params'

const m3 = (mass: number | null) => ({ declaredUnit: { quantity: 1, unit: 'm3' as const }, massPerDeclaredUnit: mass })
const radius = (miles: number) => ({ ukWide: false, radiusMiles: miles })
const factors = { ...DEFAULT_TRANSPORT_FACTORS, routingFactor: 1.4, emissionFactor: 0.1 }

describe('transport to site (A4, road): straight line × routing factor × emission factor', () => {
  it('per tonne, and per declared unit through the mass per declared unit', () => {
    // 10 miles = 16.09344 km; × 1.4 = 22.530816 km by road; × 0.1 kg CO2e per tonne-km.
    const e = estimateTransport({ miles: 10, epd: m3(320), area: radius(50), baseMiles: 10, factors })
    expect(e.straightKm).toBeCloseTo(16.09344, 6)
    expect(e.roadKm).toBeCloseTo(22.530816, 6)
    expect(e.kgPerTonne).toBeCloseTo(2.2530816, 6)
    expect(e.massKg).toBeCloseTo(320, 9)
    expect(e.kgPerDeclaredUnit).toBeCloseTo(2.2530816 * 0.32, 6)
    expect(e.delivers).toBe(true)
  })

  it('unknown mass: per tonne only; a mass unit needs no mass (per 1000 kg, per 2 tonnes)', () => {
    const unknown = estimateTransport({ miles: 10, epd: m3(null), area: radius(50), baseMiles: 10, factors })
    expect(unknown.kgPerTonne).toBeCloseTo(2.2530816, 6)
    expect(unknown.kgPerDeclaredUnit).toBeNull()
    expect(unknown.massKg).toBeNull()
    const noEpd = estimateTransport({ miles: 10, epd: null, area: radius(50), baseMiles: 10, factors })
    expect(noEpd.kgPerDeclaredUnit).toBeNull()
    const kg = { declaredUnit: { quantity: 1000, unit: 'kg' as const }, massPerDeclaredUnit: null }
    expect(
      estimateTransport({ miles: 10, epd: kg, area: radius(50), baseMiles: 10, factors }).kgPerDeclaredUnit,
    ).toBeCloseTo(2.2530816, 6)
    const tonnes = { declaredUnit: { quantity: 2, unit: 't' as const }, massPerDeclaredUnit: null }
    expect(estimateTransport({ miles: 10, epd: tonnes, area: radius(50), baseMiles: 10, factors }).massKg).toBeCloseTo(
      2000,
      9,
    )
  })

  it('zero distance: nothing to carry; a negative or unreal distance is a bug', () => {
    const e = estimateTransport({ miles: 0, epd: m3(320), area: radius(10), baseMiles: 0, factors })
    expect([e.roadKm, e.kgPerTonne, e.kgPerDeclaredUnit]).toEqual([0, 0, 0])
    expect(e.delivers).toBe(true)
    expect(() => estimateTransport({ miles: -1, epd: null, area: radius(10), baseMiles: 0, factors })).toThrow(
      RangeError,
    )
    expect(() => estimateTransport({ miles: NaN, epd: null, area: radius(10), baseMiles: 0, factors })).toThrow(
      RangeError,
    )
  })

  it('a UK-wide supplier delivers whatever the distance; a radius reaches only as far as it goes', () => {
    const ukWide = { ukWide: true, radiusMiles: null }
    const far = estimateTransport({ miles: 400, epd: m3(100), area: ukWide, baseMiles: 400, factors })
    expect(far.delivers).toBe(true)
    expect(far.kgPerTonne).toBeCloseTo(400 * 1.609344 * 1.4 * 0.1, 6)
    expect(estimateTransport({ miles: 30, epd: null, area: radius(25), baseMiles: 30, factors }).delivers).toBe(false)
    expect(estimateTransport({ miles: 25, epd: null, area: radius(25), baseMiles: 25, factors }).delivers).toBe(true)
    // The product's plant may be nearer than the base the area is measured from.
    expect(estimateTransport({ miles: 5, epd: null, area: radius(25), baseMiles: 26, factors }).delivers).toBe(false)
  })

  it('the factors are site settings: an unset one takes its default with the default source', () => {
    expect(transportFactorsOf(null)).toEqual(DEFAULT_TRANSPORT_FACTORS)
    expect(DEFAULT_ROUTING_FACTOR).toBe(1.4)
    expect(DEFAULT_EMISSION_FACTOR_SOURCE).toMatch(/UK Government GHG Conversion Factors .* 2025/)
    const set = transportFactorsOf({
      routingFactor: 1.3,
      routingFactorSource: 'Our survey',
      emissionFactor: null,
      emissionFactorSource: 'ignored without its factor',
    })
    expect(set).toEqual({
      routingFactor: 1.3,
      routingFactorSource: 'Our survey',
      emissionFactor: DEFAULT_EMISSION_FACTOR,
      emissionFactorSource: DEFAULT_EMISSION_FACTOR_SOURCE,
    })
  })
})

describe('/materials near a place: read exactly as the supplier search reads it', () => {
  it('takes near and radius with the same parsing, and drops the radius without a place', () => {
    const params = { near: '  ls6   2aa ', radius: '25', sort: 'distance' }
    const q = parseMaterialsQuery(params)
    const s = parseSearchParams(params)
    expect([q.near, q.radius]).toEqual([s.near, s.radius])
    expect(q).toMatchObject({ near: 'ls6 2aa', radius: '25', sort: 'distance' })
    expect(parseMaterialsQuery({ near: ' ', radius: '25' })).not.toHaveProperty('radius')
    expect(materialsQueryString(q)).toBe('near=ls6+2aa&radius=25&sort=distance')
  })

  it('checks the radius with the same rule and message: one of 10, 25, 50, 100', () => {
    expect(radiusOf(parseMaterialsQuery({ near: 'Leeds', radius: '50' }))).toBe(50)
    expect(radiusOf(parseMaterialsQuery({ near: 'Leeds' }))).toBe(25)
    for (const radius of ['30', '-10', '25.5', 'x'])
      expect(radiusOf(parseMaterialsQuery({ near: 'Leeds', radius }))).toBeNull()
    expect(RADIUS_MESSAGE).toBe('Choose a radius of 10, 25, 50 or 100 miles.')
  })

  it('orders nearest first only near a place; by name by default', () => {
    expect(effectiveMaterialsSort(parseMaterialsQuery({}))).toBe('name')
    expect(effectiveMaterialsSort(parseMaterialsQuery({ sort: 'distance' }))).toBe('name')
    expect(effectiveMaterialsSort(parseMaterialsQuery({ sort: 'distance', near: 'Leeds' }))).toBe('distance')
    expect(effectiveMaterialsSort(parseMaterialsQuery({ sort: 'eco' }))).toBe('eco')
    expect(effectiveMaterialsSort(parseMaterialsQuery({ sort: 'gwp' }))).toBe('name')
  })
})
