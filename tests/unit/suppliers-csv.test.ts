import { describe, expect, it } from 'vitest'

import {
  escapeItem,
  OPTIONAL_CSV_COLUMNS,
  parseSupplierCsv,
  rowRefusalReason,
  splitEscaped,
  SUPPLIER_CSV_COLUMNS,
  supplierCsvRecord,
  supplierFromCsv,
  suppliersCsv,
  type SupplierCsvRecord,
} from '@/lib/suppliers/csv'

// A file as made before the base columns (issue 32), which a file may leave out: 14 cells a row.
const header = SUPPLIER_CSV_COLUMNS.filter((c) => !OPTIONAL_CSV_COLUMNS.includes(c)).join(',')

const base: SupplierCsvRecord = {
  name: 'Oak & Co',
  slug: '',
  description: 'Reclaimed oak.',
  location: 'Leeds',
  serviceAreas: 'York; Hull',
  ecoScore: '8.5',
  category: 'timber',
  certifications: 'FSC|Forest Stewardship Council|C123||2027-01-31;PEFC||||2026-12-01|blue',
  products: 'Beams;Flooring\\;skirting',
  imageUrl: '',
  contactEmail: 'sales@oak.example',
  website: '',
  leadBonusEnabled: 'yes',
  leadBonusAmount: '',
}

describe('splitEscaped and escapeItem', () => {
  it('splits on the separator, trims, drops empties and honours backslash escapes', () => {
    expect(splitEscaped(' a ; b;;c\\;d ', ';')).toEqual(['a', 'b', 'c;d'])
    expect(splitEscaped('a||b', '|', { keepEmpty: true })).toEqual(['a', '', 'b'])
    expect(splitEscaped('', ';')).toEqual([])
  })

  it('escapes what it would split on, so any text survives the trip', () => {
    const text = 'A;B|C\\D'
    expect(splitEscaped(escapeItem(text), ';')).toEqual([text])
    expect(splitEscaped(escapeItem(text), '|')).toEqual([text])
  })
})

describe('parseSupplierCsv', () => {
  it('numbers rows by the line they start on, also after a cell that spans lines', () => {
    const csv = `${header}\r\nA,a,"two\nlines",L,,1,t,,,,,,,\r\nB,b,d,L,,1,t,,,,,,,\r\n`
    const file = parseSupplierCsv(csv)
    expect(file.ok && file.rows.map((r) => [r.line, r.record.name])).toEqual([
      [2, 'A'],
      [4, 'B'],
    ])
  })

  it('reports a row with the wrong number of cells as a bad row, and keeps the others', () => {
    const file = parseSupplierCsv(`${header}\nA,a,d,L,,1,t,,,,,,,\nB,b\n`)
    expect(file.ok && file.badRows).toEqual([{ line: 3, reason: 'Expected 14 cells, found 2.' }])
    expect(file.ok && file.rows).toHaveLength(1)
  })

  it('refuses a file without the columns, naming what is missing or unknown', () => {
    const file = parseSupplierCsv('name,colour\nOak,red\n')
    expect(file.ok).toBe(false)
    expect(!file.ok && file.message).toMatch(/missing columns slug, description.*; unknown column colour/)
    expect(parseSupplierCsv('').ok).toBe(false)
  })

  it('takes off the apostrophe an export puts before formula-like text', () => {
    const file = parseSupplierCsv(`${header}\n'=Oak,a,d,L,,1,t,,,,,,,\n`)
    expect(file.ok && file.rows[0]?.record.name).toBe('=Oak')
  })
})

describe('supplierFromCsv', () => {
  it('turns cells into fields: lists, certificates, numbers, booleans, a slug from the name', () => {
    const result = supplierFromCsv(base)
    expect(result).toEqual({
      data: expect.objectContaining({
        slug: 'oak-co',
        serviceAreas: [{ city: 'York' }, { city: 'Hull' }],
        categorySlug: 'timber',
        products: ['Beams', 'Flooring;skirting'],
        leadBonusEnabled: true,
        leadBonusAmount: null,
        certifications: [
          {
            name: 'FSC',
            issuer: 'Forest Stewardship Council',
            number: 'C123',
            verifiedAt: null,
            expiresAt: '2027-01-31T00:00:00.000Z',
            colour: 'green',
          },
          {
            name: 'PEFC',
            issuer: null,
            number: null,
            verifiedAt: null,
            expiresAt: '2026-12-01T00:00:00.000Z',
            colour: 'blue',
          },
        ],
      }),
    })
  })

  it('ignores the ecoScore column: the score is computed from verified evidence, never imported', () => {
    for (const ecoScore of ['8.5', '11', 'high', '']) {
      const result = supplierFromCsv({ ...base, ecoScore })
      expect('data' in result && result.data).not.toHaveProperty('ecoScore')
    }
  })

  it.each([
    [{ leadBonusEnabled: 'maybe' }, "leadBonusEnabled 'maybe' is not true or false"],
    [{ leadBonusAmount: 'ten' }, "leadBonusAmount 'ten' is not a number"],
    [{ certifications: 'FSC||||31/01/2027' }, "expiry date '31/01/2027' is not a date"],
    [{ certifications: '|issuer' }, 'has no name'],
    [{ certifications: 'FSC|||||pink' }, "colour 'pink' is not one of"],
  ])('says what is wrong with %o', (change, message) => {
    const result = supplierFromCsv({ ...base, ...change })
    expect('error' in result && result.error).toContain(message)
  })
})

describe('the base and delivery area columns', () => {
  it('are read when present, left out of the data when the file has no such column', () => {
    const withArea = supplierFromCsv({ ...base, base: 'LS6 2AA', deliveryRadiusMiles: '40', deliversUkWide: 'no' })
    expect(withArea).toEqual({
      data: expect.objectContaining({ base: 'LS6 2AA', deliveryRadiusMiles: 40, deliversUkWide: false }),
    })
    const cleared = supplierFromCsv({ ...base, base: '', deliveryRadiusMiles: '', deliversUkWide: 'true' })
    expect(cleared).toEqual({
      data: expect.objectContaining({ base: null, deliveryRadiusMiles: null, deliversUkWide: true }),
    })
    const without = supplierFromCsv(base)
    expect('data' in without && Object.keys(without.data)).not.toEqual(expect.arrayContaining(['base']))
    expect('data' in without && 'deliveryRadiusMiles' in without.data).toBe(false)
  })

  it.each([
    [{ deliveryRadiusMiles: 'far' }, "deliveryRadiusMiles 'far' is not a whole number of miles."],
    [{ deliveryRadiusMiles: '12.5' }, "deliveryRadiusMiles '12.5' is not a whole number of miles."],
    [{ deliveryRadiusMiles: '-3' }, "deliveryRadiusMiles '-3' is not a whole number of miles."],
    [{ deliversUkWide: 'maybe' }, "deliversUkWide 'maybe' is not true or false."],
  ])('refuses %o with its message', (change, message) => {
    expect(supplierFromCsv({ ...base, ...change })).toEqual({ error: message })
  })

  it('a file without the base columns is still a supplier file; a file missing others is not', () => {
    const old = SUPPLIER_CSV_COLUMNS.filter((c) => !['base', 'deliveryRadiusMiles', 'deliversUkWide'].includes(c))
    expect(parseSupplierCsv(`${old.join(',')}\r\n`)).toMatchObject({ ok: true })
    const noName = SUPPLIER_CSV_COLUMNS.filter((c) => c !== 'name')
    expect(parseSupplierCsv(`${noName.join(',')}\r\n`)).toMatchObject({ ok: false })
  })
})

describe('rowRefusalReason', () => {
  // Payload's ValidationError as the production bundle's copy of the class throws it: the same shape, another class.
  const refusal = Object.assign(new Error('The following fields are invalid: ecoScore, base'), {
    status: 400,
    data: {
      errors: [
        { path: 'ecoScore', label: 'Eco-Score', message: 'This field has an invalid value.' },
        { path: 'base', message: 'We could not find a UK town called “Atlantis”.' },
      ],
    },
  })

  it('names each refused field and its message, by the error’s shape (not its class)', () => {
    expect(rowRefusalReason(refusal)).toBe(
      'Eco-Score: This field has an invalid value.; base: We could not find a UK town called “Atlantis”.',
    )
  })

  it('gives any other failure’s message', () => {
    expect(rowRefusalReason(new Error('connection reset'))).toBe('connection reset')
    expect(rowRefusalReason(Object.assign(new Error('Boom'), { status: 500 }))).toBe('Boom')
  })
})

describe('suppliersCsv', () => {
  it('writes the header and rows that read back to the same cells', () => {
    const supplier = {
      name: '+Oak, "the best"',
      slug: 'oak',
      description: 'Line one\nline two',
      location: 'Leeds',
      serviceAreas: [{ city: 'York;North' }],
      ecoScore: 7,
      categorySlug: 'timber',
      certifications: [{ name: 'FSC', expiresAt: '2027-01-31T00:00:00.000Z', colour: 'green' }],
      products: ['Beams'],
      contactEmail: 'a@b.example',
      leadBonusEnabled: false,
      leadBonusAmount: 0,
    }
    const csv = suppliersCsv([supplier])
    // The export writes every column, the base and delivery area too.
    expect(csv.startsWith(`${SUPPLIER_CSV_COLUMNS.join(',')}\r\n`)).toBe(true)
    const file = parseSupplierCsv(csv)
    expect(file.ok && file.rows.map((r) => r.record)).toEqual([supplierCsvRecord(supplier)])
    expect(supplierCsvRecord(supplier)).toMatchObject({
      serviceAreas: 'York\\;North',
      certifications: 'FSC||||2027-01-31',
      leadBonusAmount: '0',
      base: '',
      deliveryRadiusMiles: '',
      deliversUkWide: 'false',
    })
    expect(
      supplierCsvRecord({ ...supplier, base: 'Frome', deliveryRadiusMiles: 40, deliversUkWide: true }),
    ).toMatchObject({ base: 'Frome', deliveryRadiusMiles: '40', deliversUkWide: 'true' })
  })
})
