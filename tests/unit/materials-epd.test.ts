import { describe, expect, it } from 'vitest'

import {
  DECLARED_UNITS,
  type Epd,
  checkEpd,
  dataBasis,
  declaredUnitLabel,
  epdExpiredText,
  epdExpiresAt,
  formatDeclaredUnit,
  hasEpd,
  isEpdExpired,
  isIsoDay,
  standardFamily,
} from '@/lib/materials/epd'

// A product's EPD data (issue 30): each field's rule and message, and the expiry day.

const VALID = {
  declaredUnit: { quantity: 1, unit: 'm3' },
  massPerDeclaredUnit: 140,
  registrationNumber: ' SAMPLE-EPD-0001 ',
  programmeOperator: 'Sample EPD Programme',
  pcr: { name: 'PCR Part B: Insulating materials', version: '1.6' },
  standard: 'en15804-a2',
  verifier: 'Sample Verification Ltd',
  issuedOn: '2024-03-15',
  validUntil: '2029-03-14',
  dataType: 'product-specific',
  documentUrl: 'https://epd.example.org/sample.pdf',
  gwp: { a1a3: -95.4, a4: 6.2, a5: '', c1: null, c2: 1.3, c3: 231.8, c4: 0.4, d: -88.7 },
  biogenicCarbonA1A3: -231.6,
  recycledContent: 12,
  serviceLifeYears: 50,
  plantLocation: 'Hexham',
}

function errorsOf(change: Record<string, unknown>): Record<string, string> {
  const result = checkEpd({ ...VALID, ...change })
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
}

describe('EPD data', () => {
  it('accepts a complete EPD, trimming text and storing cleared optional fields as null', () => {
    const result = checkEpd(VALID)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.epd.registrationNumber).toBe('SAMPLE-EPD-0001')
    expect(result.epd.gwp).toEqual({ a1a3: -95.4, a4: 6.2, a5: null, c1: null, c2: 1.3, c3: 231.8, c4: 0.4, d: -88.7 })
    expect(result.epd.biogenicCarbonA1A3).toBe(-231.6)
  })

  it('needs only the declared unit, A1–A3, the dates, the standard and the data type', () => {
    const result = checkEpd({
      declaredUnit: { quantity: 1000, unit: 'kg' },
      standard: 'other',
      issuedOn: '2025-01-01',
      validUntil: '2030-01-01',
      dataType: 'generic',
      gwp: { a1a3: 210 },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.epd.massPerDeclaredUnit).toBeNull()
    expect(result.epd.pcr).toBeNull()
    expect(result.epd.gwp.d).toBeNull()
  })

  it('names every missing required field at once', () => {
    const result = checkEpd({})
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((e) => e.field).sort()).toEqual(
      ['dataType', 'declaredUnit', 'gwp', 'issuedOn', 'standard', 'validUntil'].sort(),
    )
    expect(result.errors.find((e) => e.field === 'gwp')?.message).toBe(
      'GWP-total for A1–A3 is required: enter it in kg CO2e per declared unit.',
    )
  })

  it('requires GWP-total for A1–A3 as a number, which may be negative', () => {
    expect(errorsOf({ gwp: { a4: 1 } })['gwp.a1a3']).toBe(
      'GWP-total for A1–A3 is required: enter it in kg CO2e per declared unit.',
    )
    expect(errorsOf({ gwp: { a1a3: '12' } })['gwp.a1a3']).toMatch(/must be a number of kg CO2e per declared unit/)
    expect(errorsOf({ gwp: { a1a3: Number.NaN } })['gwp.a1a3']).toMatch(/must be a number/)
    expect(errorsOf({ gwp: { a1a3: 5, d: 'x' } })['gwp.d']).toBe(
      'GWP-total for D must be a number of kg CO2e per declared unit (it may be negative).',
    )
    expect(errorsOf({ gwp: { a1a3: -1 } })).toEqual({})
  })

  it('takes a declared unit of a quantity over 0 and one of the listed units', () => {
    expect(errorsOf({ declaredUnit: { quantity: 0, unit: 'm3' } })['declaredUnit.quantity']).toBe(
      "The declared unit's quantity must be greater than 0.",
    )
    expect(errorsOf({ declaredUnit: { quantity: -1, unit: 'm3' } })['declaredUnit.quantity']).toMatch(/greater than 0/)
    expect(errorsOf({ declaredUnit: { quantity: '1', unit: 'm3' } })['declaredUnit.quantity']).toMatch(
      /must be a number/,
    )
    expect(errorsOf({ declaredUnit: { quantity: 1, unit: 'ft2' } })['declaredUnit.unit']).toBe(
      'The declared unit must be one of m², m³, kg, tonne, m, piece.',
    )
    for (const unit of DECLARED_UNITS) {
      expect(errorsOf({ declaredUnit: { quantity: 0.5, unit: unit.code } }), unit.code).toEqual({})
    }
  })

  it('takes a mass per declared unit over 0 kg, or none', () => {
    expect(errorsOf({ massPerDeclaredUnit: 0 }).massPerDeclaredUnit).toBe(
      'The mass per declared unit must be greater than 0 kg (or left empty).',
    )
    expect(errorsOf({ massPerDeclaredUnit: -3 }).massPerDeclaredUnit).toMatch(/greater than 0 kg/)
    expect(errorsOf({ massPerDeclaredUnit: null })).toEqual({})
    expect(errorsOf({ massPerDeclaredUnit: 0.001 })).toEqual({})
  })

  it('takes real dates, the valid-until date after the date of issue', () => {
    expect(errorsOf({ issuedOn: '2025-02-30' }).issuedOn).toBe(
      'The date of issue must be a real date written as YYYY-MM-DD, such as 2025-03-31.',
    )
    expect(errorsOf({ issuedOn: '15/03/2024' }).issuedOn).toMatch(/YYYY-MM-DD/)
    expect(errorsOf({ validUntil: '2024-03-15' }).validUntil).toBe(
      'The valid-until date must be after the date of issue (2024-03-15).',
    )
    expect(errorsOf({ validUntil: '2024-03-14' }).validUntil).toMatch(/must be after the date of issue/)
    expect(errorsOf({ validUntil: '2024-03-16' })).toEqual({})
    // Reported alongside other fields' problems, so a supplier sees them all at once.
    expect(Object.keys(errorsOf({ validUntil: '2024-01-01', recycledContent: 101 })).sort()).toEqual([
      'recycledContent',
      'validUntil',
    ])
    expect(isIsoDay('2024-02-29')).toBe(true)
    expect(isIsoDay('2025-02-29')).toBe(false)
  })

  it('takes the standard and the data type only from their lists', () => {
    expect(errorsOf({ standard: 'EN 15804' }).standard).toBe(
      'The standard is required: one of EN 15804+A2, EN 15804+A1, ISO 21930, Other.',
    )
    expect(errorsOf({ dataType: 'average' }).dataType).toBe(
      'The data type is required: one of product-specific, manufacturer average, industry average, generic.',
    )
  })

  it('takes only an http(s) address for the EPD document', () => {
    expect(errorsOf({ documentUrl: 'javascript:alert(1)' }).documentUrl).toBe(
      'The EPD document address must be a full web address starting with https://',
    )
    expect(errorsOf({ documentUrl: 'epd.pdf' }).documentUrl).toMatch(/full web address/)
    expect(errorsOf({ documentUrl: '' })).toEqual({})
  })

  it('takes recycled content from 0 to 100 % and a service life over 0, at most 100 years', () => {
    expect(errorsOf({ recycledContent: 100.5 }).recycledContent).toBe(
      'Recycled content must be a percentage from 0 to 100.',
    )
    expect(errorsOf({ recycledContent: -1 }).recycledContent).toMatch(/from 0 to 100/)
    expect(errorsOf({ recycledContent: 0 })).toEqual({})
    expect(errorsOf({ recycledContent: 100 })).toEqual({})
    expect(errorsOf({ serviceLifeYears: 0 }).serviceLifeYears).toBe(
      'The reference service life must be more than 0 and at most 100 years.',
    )
    expect(errorsOf({ serviceLifeYears: 101 }).serviceLifeYears).toMatch(/at most 100 years/)
    expect(errorsOf({ serviceLifeYears: 100 })).toEqual({})
  })

  it('limits text fields to one line of a bounded length, and a PCR version needs its name', () => {
    expect(errorsOf({ plantLocation: 'x'.repeat(101) }).plantLocation).toBe(
      "The plant's town or postcode must be at most 100 characters.",
    )
    expect(errorsOf({ programmeOperator: 'A\nB' }).programmeOperator).toBe(
      'The programme operator must be one line of plain text.',
    )
    expect(errorsOf({ registrationNumber: 42 }).registrationNumber).toBe('The EPD registration number must be text.')
    expect(errorsOf({ pcr: { name: '', version: '1.6' } })['pcr.name']).toBe(
      "The PCR's name is required when a PCR version is given.",
    )
    expect(errorsOf({ pcr: { name: '', version: '' } })).toEqual({})
  })

  it('counts a product as having an EPD only with a GWP-total for A1–A3', () => {
    expect(hasEpd({ gwp: { a1a3: 0 } } as Epd)).toBe(true)
    expect(hasEpd({ gwp: {} } as Epd)).toBe(false)
    expect(hasEpd(null)).toBe(false)
  })

  it('labels units, standards and data types', () => {
    expect(declaredUnitLabel('t')).toBe('tonne')
    expect(formatDeclaredUnit({ quantity: 1, unit: 'm3' })).toBe('1 m³')
    expect(standardFamily('en15804-a1')).toBe('EN 15804+A1')
    expect(standardFamily('en15804-a2')).toBe('EN 15804+A2')
    expect(standardFamily('other')).toBeNull()
    expect(dataBasis('manufacturer-average')).toBe(dataBasis('product-specific'))
    expect(dataBasis('generic')).not.toBe(dataBasis('industry-average'))
  })
})

describe('EPD expiry (Europe/London days)', () => {
  const ms = (iso: string) => new Date(iso)

  it('is valid through the whole valid-until day in summer (BST) and expired from the next UK midnight', () => {
    const epd = { validUntil: '2026-07-01' }
    expect(epdExpiresAt('2026-07-01').toISOString()).toBe('2026-07-01T23:00:00.000Z')
    expect(isEpdExpired(epd, ms('2026-07-01T22:59:59.999Z'))).toBe(false)
    expect(isEpdExpired(epd, ms('2026-07-01T23:00:00.000Z'))).toBe(true)
  })

  it('in winter (GMT) expires at UTC midnight', () => {
    const epd = { validUntil: '2026-12-31' }
    expect(isEpdExpired(epd, ms('2026-12-31T23:59:59.999Z'))).toBe(false)
    expect(isEpdExpired(epd, ms('2027-01-01T00:00:00.000Z'))).toBe(true)
  })

  it('follows the clock changes', () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: that day still starts at 00:00 UTC.
    expect(epdExpiresAt('2026-03-28').toISOString()).toBe('2026-03-29T00:00:00.000Z')
    // They go back at 01:00 UTC on 25 October 2026: that day starts at 23:00 UTC the evening before.
    expect(epdExpiresAt('2026-10-24').toISOString()).toBe('2026-10-24T23:00:00.000Z')
  })

  it('says when it expired, with the valid-until date', () => {
    expect(epdExpiredText({ validUntil: '2028-09-11' })).toBe('EPD expired on 11 September 2028')
    expect(() => epdExpiresAt('2028-02-30')).toThrow(RangeError)
  })
})
