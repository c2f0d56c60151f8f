import { describe, expect, it } from 'vitest'

import { csvCell, defuseFormula, undefuseFormula } from '@/lib/csv'
import { leadCsvLine } from '@/lib/enquiry/leads-csv'
import { suppliersCsv } from '@/lib/suppliers/csv'

// One defusing rule for every CSV the site writes (issue 26): fullwidth and other formula starts included.

const FORMULA_STARTS = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '|calc',
  '\t=1',
  '\r=1',
  '\n=1',
  '＝HYPERLINK("https://evil.example","x")',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '﹦1',
  '﹢1',
  '﹣1',
  '﹫x',
  '\u22121',
  ' =1+1',
  '\u00a0=1',
  '\u3000＝1',
]

describe('CSV cells', () => {
  it('defuse every formula start, the fullwidth ones included, with a leading apostrophe', () => {
    for (const text of FORMULA_STARTS) {
      expect(defuseFormula(text), JSON.stringify(text)).toBe(`'${text}`)
      expect(csvCell(text).replace(/^"/, ''), JSON.stringify(text)).toMatch(/^'/)
    }
  })

  it('leave ordinary text and numbers as they are, and read back what they wrote', () => {
    for (const text of ['Acme Timber', 'a-b', 'x=1', "'quoted", '44 7700', ''])
      expect(defuseFormula(text), JSON.stringify(text)).toBe(text)
    expect(csvCell(-5)).toBe('-5')
    for (const text of [...FORMULA_STARTS, 'plain', "'plain"]) expect(undefuseFormula(defuseFormula(text))).toBe(text)
  })

  it('reach every CSV writer: the leads export uses the shared rule', () => {
    const line = leadCsvLine({
      id: 1,
      createdAt: '2026-01-01',
      name: '＝HYPERLINK("https://evil.example")',
      email: 'a@b.example',
      phone: '＋44',
      city: 'Leeds',
      category: null,
      addressedTo: null,
      projectDetails: '－1',
      consentedAt: '2026-01-01',
      consentText: 'yes',
      sourcePage: '/',
      suppliers: [],
    })
    expect(line).toContain(`"'＝HYPERLINK(""https://evil.example"")"`)
    expect(line).toContain(",'＋44,")
    expect(line).toContain(",'－1,")
  })

  it('reach the suppliers export too', () => {
    const csv = suppliersCsv([
      {
        name: '＝IMPORTXML("https://evil.example")',
        slug: 'x',
        description: '＠x',
        location: 'Leeds',
        ecoScore: 5,
        categorySlug: 'timber',
      },
    ])
    expect(csv).toContain(`"'＝IMPORTXML(""https://evil.example"")"`)
    expect(csv).toContain(",'＠x,")
  })
})
