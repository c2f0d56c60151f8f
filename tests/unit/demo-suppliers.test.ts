import { describe, it, expect } from 'vitest'
import { contactFromName, demoSuppliers } from '@/lib/suppliers/demo'
import { isEmail, isHttpUrl } from '@/lib/validation'

const CATEGORIES = ['timber', 'insulation', 'concrete', 'paints', 'roofing', 'solar']
const UK_CITIES = ['London', 'Birmingham', 'Manchester', 'Glasgow', 'Leeds']

describe('contactFromName', () => {
  it('lower-cases the name and removes spaces', () => {
    expect(contactFromName('Green Timber Co')).toEqual({
      contactEmail: 'info@greentimberco.example',
      website: 'https://www.greentimberco.example',
    })
  })

  it('removes other non-alphanumerics and folds accents', () => {
    expect(contactFromName("O'Brien & Sons Ltd.")).toEqual({
      contactEmail: 'info@obriensonsltd.example',
      website: 'https://www.obriensonsltd.example',
    })
    expect(contactFromName('Café 42').contactEmail).toBe('info@cafe42.example')
  })

  it('never produces an empty domain', () => {
    expect(contactFromName('!!!').contactEmail).toBe('info@supplier.example')
  })
})

describe('demoSuppliers', () => {
  it.each(CATEGORIES)('gives exactly 3 marked sample suppliers for %s', (slug) => {
    const list = demoSuppliers(slug)
    expect(list).toHaveLength(3)
    list.forEach((s, i) => {
      expect(s.id).toBe(`sample-${slug}-${i + 1}`)
      expect(s.isSample).toBe(true)
      expect(s.slug).toBeNull()
      expect(UK_CITIES).toContain(s.location)
      expect(s.serviceAreas).toEqual([s.location])
      expect(s.ecoScore).toBeGreaterThanOrEqual(0)
      expect(s.ecoScore).toBeLessThanOrEqual(10)
      expect(s.products.length).toBeGreaterThan(0)
      expect(s.certifications.length).toBeGreaterThan(0)
      expect(s.description.length).toBeGreaterThan(20)
      expect(s.imageUrl).toMatch(/^\/images\/supplier-[1-8]\.webp$/)
      expect(s).toMatchObject(contactFromName(s.name))
      expect(isEmail(s.contactEmail ?? '')).toBe(true)
      expect(isHttpUrl(s.website ?? '')).toBe(true)
    })
  })

  it('sorts by eco-score, highest first', () => {
    for (const slug of [...CATEGORIES, 'unknown']) {
      const scores = demoSuppliers(slug).map((s) => s.ecoScore)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
  })

  it('starts the timber list with Green Timber Co', () => {
    const [first] = demoSuppliers('timber')
    expect(first.name).toBe('Green Timber Co')
    expect(first.contactEmail).toBe('info@greentimberco.example')
    expect(first.website).toBe('https://www.greentimberco.example')
  })

  it('puts every supplier in the given city', () => {
    const list = demoSuppliers('insulation', 'Manchester')
    expect(list.map((s) => s.location)).toEqual(['Manchester', 'Manchester', 'Manchester'])
    expect(list.every((s) => s.serviceAreas[0] === 'Manchester')).toBe(true)
  })

  it('capitalises a slug-style city and keeps other spellings', () => {
    expect(demoSuppliers('solar', 'leeds')[0].location).toBe('Leeds')
    expect(demoSuppliers('solar', '  milton keynes ')[0].location).toBe('Milton Keynes')
    expect(demoSuppliers('solar', 'Stoke-on-Trent')[0].location).toBe('Stoke-on-Trent')
  })

  it('ignores an empty city', () => {
    expect(UK_CITIES).toContain(demoSuppliers('paints', '   ')[0].location)
  })

  it('falls back to generic building materials for an unknown slug', () => {
    const list = demoSuppliers('bricks')
    expect(list).toHaveLength(3)
    expect(list.map((s) => s.id)).toEqual(['sample-general-1', 'sample-general-2', 'sample-general-3'])
    expect(demoSuppliers('constructor').map((s) => s.id)).toEqual(list.map((s) => s.id))
    expect(demoSuppliers('')[0].id).toBe('sample-general-1')
  })

  it('resolves the sustainable-roofing alias and ignores case', () => {
    expect(demoSuppliers('sustainable-roofing')).toEqual(demoSuppliers('roofing'))
    expect(demoSuppliers(' Timber ')).toEqual(demoSuppliers('timber'))
  })

  it('uses different names and images within a category, and distinct names across categories', () => {
    const all = CATEGORIES.flatMap((slug) => demoSuppliers(slug))
    expect(new Set(all.map((s) => s.name)).size).toBe(all.length)
    for (const slug of CATEGORIES) {
      expect(new Set(demoSuppliers(slug).map((s) => s.imageUrl)).size).toBe(3)
    }
  })

  it('returns fresh objects so callers cannot corrupt the samples', () => {
    const first = demoSuppliers('timber')
    first[0].products.push('mutated')
    expect(demoSuppliers('timber')[0].products).not.toContain('mutated')
  })
})
