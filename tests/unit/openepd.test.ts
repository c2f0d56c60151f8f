import fs from 'node:fs'
import path from 'node:path'

import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { type ProductDraft, exportOpenEpd, importOpenEpd, materialTypeCsv } from '@/lib/materials/openepd'

// openEPD in and out (issue 30), on hand-written documents of our own in tests/unit/fixtures/openepd/.

const dir = path.join(import.meta.dirname, 'fixtures/openepd')
const text = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8')
const doc = (name: string) => JSON.parse(text(name)) as Record<string, unknown>

function draftOf(json: string): ProductDraft {
  const result = importOpenEpd(json)
  if (!result.ok) throw new Error(`Expected an import, got ${JSON.stringify(result.errors)}`)
  return result.draft
}

function errorsOf(json: string): Record<string, string> {
  const result = importOpenEpd(json)
  expect(result.ok).toBe(false)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.field, e.message]))
}

/** The wood fibre board with some fields changed (undefined removes a field). */
function board(change: Record<string, unknown>): string {
  const d = doc('wood-fibre-board.json')
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) delete d[k]
    else d[k] = v
  }
  return JSON.stringify(d)
}

describe('openEPD import', () => {
  it('reads a wood fibre board in m³, its A1–A3 and biogenic carbon negative', () => {
    expect(draftOf(text('wood-fibre-board.json'))).toEqual({
      name: 'Sample wood fibre insulation board 140',
      description: 'Rigid wood fibre insulation board, 140 kg/m³, for walls and roofs. Illustrative sample data.',
      epd: {
        declaredUnit: { quantity: 1, unit: 'm3' },
        massPerDeclaredUnit: 140,
        registrationNumber: 'SAMPLE-EPD-WFB-0001',
        programmeOperator: 'Sample EPD Programme (illustrative)',
        pcr: { name: 'PCR Part B: Insulating materials (sample)', version: '1.6' },
        standard: 'en15804-a2',
        verifier: 'Sample Verification Ltd',
        issuedOn: '2024-03-15',
        validUntil: '2029-03-14',
        dataType: 'product-specific',
        documentUrl: 'https://epd.example.org/sample/wfb-0001.pdf',
        // EF 3.1, the method EN 15804+A2 prescribes, not the IPCC AR5 set listed first (-80).
        gwp: { a1a3: -95.4, a4: 6.2, a5: 2.1, c1: null, c2: 1.3, c3: 231.8, c4: 0.4, d: -88.7 },
        biogenicCarbonA1A3: -231.6,
        recycledContent: 12,
        serviceLifeYears: 50,
        plantLocation: 'Hexham',
      },
    })
  })

  it('reads a mineral wool in m² with its mass: A1+A2+A3 summed, grams converted, a manufacturer average', () => {
    const { epd } = draftOf(text('mineral-wool.json'))
    expect(epd.declaredUnit).toEqual({ quantity: 1, unit: 'm2' })
    expect(epd.massPerDeclaredUnit).toBe(3.6)
    expect(epd.gwp.a1a3).toBe(4.66)
    expect(epd.gwp.a4).toBe(0.12)
    expect(epd.standard).toBe('en15804-a2')
    expect(epd.dataType).toBe('manufacturer-average')
    expect(epd.verifier).toBe('A. Sample')
    expect(epd.documentUrl).toBe('https://epd.example.org/sample/mw-0042')
    expect(epd.issuedOn).toBe('2023-11-01')
  })

  it('reads a lime plaster in kg under EN 15804+A1, an industry average in tCO2e', () => {
    const draft = draftOf(text('lime-plaster.json'))
    expect(draft.name).toBe('Sample natural hydraulic lime plaster')
    expect(draft.epd.declaredUnit).toEqual({ quantity: 1, unit: 'kg' })
    expect(draft.epd.standard).toBe('en15804-a1')
    expect(draft.epd.dataType).toBe('industry-average')
    expect(draft.epd.gwp.a1a3).toBe(0.21)
    expect(draft.epd.gwp.d).toBe(-0.01)
    expect(draft.epd.massPerDeclaredUnit).toBeNull()
  })

  it('takes the dates as written, whatever time zone follows them', () => {
    const epd = draftOf(board({ date_of_issue: '2024-03-15T00:00:00+02:00', valid_until: '2029-03-14' })).epd
    expect([epd.issuedOn, epd.validUntil]).toEqual(['2024-03-15', '2029-03-14'])
  })

  it('converts kg of biogenic carbon to kg CO2e at −44/12 when no GWP-biogenic is given', () => {
    const d = doc('wood-fibre-board.json') as { impacts: Record<string, Record<string, unknown>> }
    delete d.impacts['EF 3.1']['gwp-biogenic']
    const json = JSON.stringify({ ...d, kg_C_biogenic_per_declared_unit: { qty: 60, unit: 'kg' } })
    expect(draftOf(json).epd.biogenicCarbonA1A3).toBe(-220)
  })

  it('maps each standard and data type', () => {
    const standard = (compliance: unknown) => draftOf(board({ compliance })).epd.standard
    expect(standard([{ short_name: 'ISO 21930' }])).toBe('iso21930')
    expect(standard([{ name: 'EN 15804:2012+A1:2013' }])).toBe('en15804-a1')
    expect(standard([{ short_name: 'ISO 14025' }])).toBe('other')
    expect(draftOf(board({ doctype: 'openGenericEstimate' })).epd.dataType).toBe('generic')
    expect(draftOf(board({ ec3: { product_specific: false } })).epd.dataType).toBe('manufacturer-average')
    expect(draftOf(board({ ec3: undefined })).epd.dataType).toBe('product-specific')
  })

  it('names the fields of a document that cannot be read, and returns nothing else', () => {
    const result = importOpenEpd(text('broken-no-declared-unit.json'))
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          field: 'declared_unit',
          message: 'The declared unit is missing: add declared_unit, such as {"qty": 1, "unit": "m3"}.',
        },
      ],
    })
    expect('draft' in result).toBe(false)
  })

  it('refuses a file that is not JSON', () => {
    expect(errorsOf(text('broken-not-json.json'))['(document)']).toMatch(/^The file is not valid JSON/)
    expect(errorsOf('[1, 2]')['(document)']).toBe('The document must be a JSON object (an openEPD document).')
  })

  it('refuses an unknown declared unit', () => {
    expect(errorsOf(text('broken-unknown-unit.json'))).toEqual({
      'declared_unit.unit': "The declared unit 'ft3' is not one we compare: use m2, m3, kg, t, m or item.",
    })
    expect(errorsOf(board({ declared_unit: { qty: 0, unit: 'm3' } }))).toEqual({
      'declared_unit.qty': "The declared unit's quantity must be greater than 0.",
    })
  })

  it('refuses a document without GWP-total for A1–A3', () => {
    expect(errorsOf(text('broken-no-a1a3.json'))).toEqual({
      'impacts.EF 3.1.gwp.A1A2A3':
        'GWP-total for A1–A3 is missing: the document needs impacts → an LCIA method → gwp → A1A2A3 with a mean in kgCO2e.',
    })
    expect(Object.keys(errorsOf(board({ impacts: undefined })))).toEqual(['impacts.gwp.A1A2A3'])
  })

  it('refuses a GWP in anything but CO2 equivalents', () => {
    const impacts = { 'EF 3.1': { gwp: { A1A2A3: { mean: 3, unit: 'kgCFC11e' } } } }
    expect(errorsOf(board({ impacts }))).toEqual({
      'impacts.EF 3.1.gwp.A1A2A3':
        "impacts.EF 3.1.gwp.A1A2A3 is in 'kgCFC11e': only kgCO2e (or tCO2e, gCO2e) can be read.",
    })
    const noUnit = { 'EF 3.1': { gwp: { A1A2A3: { mean: 3 } } } }
    expect(errorsOf(board({ impacts: noUnit }))['impacts.EF 3.1.gwp.A1A2A3']).toMatch(/has no unit/)
  })

  it('refuses a valid-until date before the date of issue', () => {
    expect(errorsOf(text('broken-valid-until-before-issue.json'))).toEqual({
      valid_until: 'The valid-until date must be after the date of issue (2024-03-15).',
    })
    expect(errorsOf(board({ valid_until: '14/03/2029' })).valid_until).toMatch(/is not a date/)
  })

  it('refuses a negative mass', () => {
    expect(errorsOf(text('broken-negative-mass.json'))).toEqual({
      'kg_per_declared_unit.qty': 'The mass per declared unit must be greater than 0 kg, not -140.',
    })
  })

  it('names each field of the wrong type', () => {
    expect(errorsOf(text('broken-wrong-types.json'))).toEqual({
      'declared_unit.qty': 'declared_unit.qty must be a number.',
      compliance: 'compliance must be a list of standards.',
      product_service_life_years: 'product_service_life_years must be a number.',
    })
  })

  it('names several problems of one document at once', () => {
    const errors = errorsOf(
      board({ product_name: undefined, compliance: [], doctype: 'openLCA', attachments: { EPD: 'ftp://x/epd.pdf' } }),
    )
    expect(Object.keys(errors).sort()).toEqual(['attachments.EPD', 'compliance', 'doctype', 'product_name'])
  })
})

describe('openEPD export', () => {
  for (const name of ['wood-fibre-board.json', 'mineral-wool.json', 'lime-plaster.json']) {
    it(`imports back to the same figures: ${name}`, () => {
      const draft = draftOf(text(name))
      expect(draftOf(JSON.stringify(exportOpenEpd(draft)))).toEqual(draft)
    })
  }

  it('round-trips every data type, the biogenic carbon, recycled content and the plant', () => {
    const base = draftOf(text('wood-fibre-board.json'))
    for (const dataType of ['product-specific', 'manufacturer-average', 'industry-average', 'generic'] as const) {
      const draft = { ...base, epd: { ...base.epd, dataType, standard: 'other' as const } }
      expect(draftOf(JSON.stringify(exportOpenEpd(draft))), dataType).toEqual(draft)
    }
  })

  it('writes openEPD fields: the declared unit, the dates, the GWP per stage in kgCO2e', () => {
    const exported = exportOpenEpd(draftOf(text('mineral-wool.json')))
    const gwp = (exported.impacts as Record<string, { gwp: Record<string, unknown> }>)['Unknown LCIA'].gwp
    expect(exported.doctype).toBe('openEPD')
    expect(exported.declared_unit).toEqual({ qty: 1, unit: 'm2' })
    expect(exported.valid_until).toBe('2028-10-31T00:00:00Z')
    expect(gwp.A1A2A3).toEqual({ mean: 4.66, unit: 'kgCO2e' })
    expect(gwp).not.toHaveProperty('A5')
    expect(exported.compliance).toEqual([{ short_name: 'EN 15804+A2', name: 'EN 15804:2012+A2:2019' }])
  })
})

describe("a material type's products as CSV", () => {
  it('writes one line a product with its status and GWP A1–A3 per the material type unit, only in that unit', () => {
    const wool = draftOf(text('mineral-wool.json'))
    const plaster = draftOf(text('lime-plaster.json'))
    const csv = materialTypeCsv(
      [
        { name: wool.name, supplierName: '=HYPERLINK("x")', epd: wool.epd, epdVerified: true },
        { name: plaster.name, supplierName: 'Lime Co', epd: plaster.epd, epdVerified: true },
        { name: 'Plain board', supplierName: null, epd: null, epdVerified: false },
      ],
      new Date('2026-06-01T12:00:00Z'),
      { id: 'insulation', unit: 'kg' },
    )
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.split('\r\n')[0]).toContain('GWP-total A1–A3 per 1 kg (kg CO2e)')
    const rows = parse(csv, { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(3)
    const row = (i: number) => rows[i - 1]
    expect(row(1)['Supplier']).toBe(`'=HYPERLINK("x")`)
    expect(row(1)['EPD status']).toBe('Verified')
    expect(row(1)['Declared unit']).toBe('1 m²')
    expect(row(1)['GWP-total A1–A3 (kg CO2e per declared unit)']).toBe('4.66')
    // Never converted silently: the m² board has no figure per 1 kg, though its mass would convert it.
    expect(row(1)['GWP-total A1–A3 per 1 kg (kg CO2e)']).toBe('')
    expect(Number(row(2)['GWP-total A1–A3 per 1 kg (kg CO2e)'])).toBe(plaster.epd!.gwp.a1a3)
    expect(row(2)['EPD status']).toBe('EPD expired on 31 May 2026')
    expect(row(3)['EPD status']).toBe('No EPD')
  })
})
