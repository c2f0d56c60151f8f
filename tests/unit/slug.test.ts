import { describe, it, expect } from 'vitest'
import { SLUG_PATTERN, isValidSlug, slugify } from '@/lib/slug'

describe('slugify', () => {
  it('follows the spec example', () => {
    expect(slugify('The Rise of Hempcrete: A Sustainable Alternative!')).toBe(
      'the-rise-of-hempcrete-a-sustainable-alternative',
    )
  })

  it('removes punctuation without adding separators', () => {
    expect(slugify("Builder's Guide (2025)")).toBe('builders-guide-2025')
    expect(slugify('Heat & Power')).toBe('heat-power')
    expect(slugify('U.K. Retrofit')).toBe('uk-retrofit')
  })

  it('turns whitespace runs into one hyphen and collapses repeated hyphens', () => {
    expect(slugify('solar   \t panels\nguide')).toBe('solar-panels-guide')
    expect(slugify('low -- carbon --- concrete')).toBe('low-carbon-concrete')
    expect(slugify('snake_case_title')).toBe('snake-case-title')
  })

  it('trims leading and trailing hyphens', () => {
    expect(slugify('  -- Hello World! --  ')).toBe('hello-world')
    expect(slugify('?Why?')).toBe('why')
  })

  it('folds accents and drops other symbols', () => {
    expect(slugify('Café Crème Façades')).toBe('cafe-creme-facades')
    expect(slugify('CO₂ savings 💚 now')).toBe('co2-savings-now')
  })

  it('returns an empty string when nothing usable remains', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! ???')).toBe('')
  })

  it('cuts to 100 characters', () => {
    const slug = slugify('a'.repeat(150))
    expect(slug).toBe('a'.repeat(100))
  })

  it('leaves no trailing hyphen after the cut', () => {
    // 'x'*99 then a space at index 99 would make position 100 a hyphen.
    const slug = slugify(`${'x'.repeat(99)} tail words`)
    expect(slug).toBe('x'.repeat(99))
    expect(slug.length).toBe(99)
  })

  it('keeps a cut exactly at a word boundary when the hyphen is beyond 100', () => {
    const slug = slugify(`${'y'.repeat(100)} more`)
    expect(slug).toBe('y'.repeat(100))
  })

  it('always produces a valid slug for non-empty results', () => {
    for (const title of ['Hello', ' - A - B - ', 'Eco-Friendly Paints: 5 Tips', 'x'.repeat(99) + ' y', '10% off!']) {
      const slug = slugify(title)
      expect(isValidSlug(slug)).toBe(true)
    }
  })
})

describe('isValidSlug / SLUG_PATTERN', () => {
  it('accepts lower-case letters, digits and single hyphens', () => {
    expect(isValidSlug('timber')).toBe(true)
    expect(isValidSlug('the-rise-of-hempcrete')).toBe(true)
    expect(isValidSlug('top-10-tips-2025')).toBe(true)
    expect(SLUG_PATTERN.test('a-b')).toBe(true)
  })

  it('rejects everything else', () => {
    expect(isValidSlug('')).toBe(false)
    expect(isValidSlug('Timber')).toBe(false)
    expect(isValidSlug('-timber')).toBe(false)
    expect(isValidSlug('timber-')).toBe(false)
    expect(isValidSlug('double--hyphen')).toBe(false)
    expect(isValidSlug('with space')).toBe(false)
    expect(isValidSlug('under_score')).toBe(false)
    expect(isValidSlug('café')).toBe(false)
  })

  it('rejects slugs over 100 characters', () => {
    expect(isValidSlug('a'.repeat(100))).toBe(true)
    expect(isValidSlug('a'.repeat(101))).toBe(false)
  })
})
