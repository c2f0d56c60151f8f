import { describe, it, expect } from 'vitest'
import {
  ECO_SCORE_MAX,
  ECO_SCORE_MIN,
  ecoScoreBadgeClass,
  ecoScoreBand,
  ecoScoreMeaning,
} from '@/lib/suppliers/eco-score'

describe('ecoScoreBand', () => {
  it('has the 0-10 range', () => {
    expect(ECO_SCORE_MIN).toBe(0)
    expect(ECO_SCORE_MAX).toBe(10)
  })

  it.each([
    [10, 'green-500'],
    [8, 'green-500'],
    [8.5, 'green-500'],
    [7.9, 'green-400'],
    [6, 'green-400'],
    [5.99, 'yellow'],
    [4, 'yellow'],
    [3.9, 'orange'],
    [0, 'orange'],
  ] as const)('score %s is %s', (score, band) => {
    expect(ecoScoreBand(score)).toBe(band)
  })

  it('puts a missing (NaN) score in the lowest band', () => {
    expect(ecoScoreBand(Number.NaN)).toBe('orange')
  })
})

describe('ecoScoreBadgeClass', () => {
  it('uses the band colour as background', () => {
    expect(ecoScoreBadgeClass(9).split(' ')).toContain('bg-green-500')
    expect(ecoScoreBadgeClass(7).split(' ')).toContain('bg-green-400')
    expect(ecoScoreBadgeClass(5)).toMatch(/(^| )bg-yellow-\d{3}( |$)/)
    expect(ecoScoreBadgeClass(2)).toMatch(/(^| )bg-orange-\d{3}( |$)/)
  })

  it('sets a dark text colour (white fails AA on these light backgrounds)', () => {
    for (const score of [0, 4, 6, 8]) {
      const classes = ecoScoreBadgeClass(score)
      expect(classes).toMatch(/(^| )text-[a-z]+-950( |$)/)
      expect(classes).not.toContain('text-white')
    }
  })

  it('differs between bands', () => {
    const all = new Set([9, 7, 5, 2].map(ecoScoreBadgeClass))
    expect(all.size).toBe(4)
  })
})

describe('ecoScoreMeaning', () => {
  it('gives one sentence per band', () => {
    expect(ecoScoreMeaning(8)).toBe('Outstanding: independently certified, low-carbon products and practices.')
    expect(ecoScoreMeaning(10)).toBe(ecoScoreMeaning(8))
    expect(ecoScoreMeaning(6)).toMatch(/^Very good: /)
    expect(ecoScoreMeaning(4)).toMatch(/^Fair: /)
    expect(ecoScoreMeaning(1)).toMatch(/^Limited: /)
    const sentences = new Set([9, 7, 5, 2].map(ecoScoreMeaning))
    expect(sentences.size).toBe(4)
    for (const s of sentences) expect(s).toMatch(/^[A-Z][^.]*\.$/)
  })
})
