import { describe, it, expect } from 'vitest'
import {
  ECO_SCORE_MAX,
  ECO_SCORE_MIN,
  ecoScoreBadgeClass,
  ecoScoreBand,
  ecoScoreMeaning,
} from '@/lib/suppliers/eco-score'
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  CERTIFICATION_TYPE_MAX_POINTS,
  COMPONENTS,
  computeEcoScore,
  improvements,
  type CertificationEvidence,
  type EcoScoreBreakdown,
  type EcoScoreEvidence,
  type ProductEvidence,
} from '@/lib/eco-score/method'
import { CERTIFICATION_TYPES, typeForCertificateName } from '@/lib/eco-score/certification-types'
import { explainChange } from '@/lib/eco-score/explain'
import { validateTenths } from '@/lib/eco-score/rules'

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

// The method (src/lib/eco-score/method.ts): each component, the sum, and what a supplier could add.

const TODAY = '2026-11-26'
const iso14001 = { id: 1, name: 'ISO 14001', points: 1.5 }
const fsc = { id: 2, name: 'FSC Chain of Custody', points: 1.5 }
const c2c = { id: 3, name: 'Cradle to Cradle Certified', points: 2 }

const cert = (over: Partial<CertificationEvidence> = {}): CertificationEvidence => ({
  name: 'ISO 14001 Environmental Management',
  number: 'EMS 1',
  issuer: 'BSI',
  type: iso14001,
  verifiedOn: '2025-01-01',
  expiresOn: '2027-01-01',
  ...over,
})

let nextProduct = 1
const product = (over: Partial<ProductEvidence> = {}): ProductEvidence => ({
  id: nextProduct++,
  name: `Product ${nextProduct}`,
  slug: `product-${nextProduct}`,
  epdVerified: true,
  epdValidUntil: '2030-03-31',
  band: null,
  comparedWith: null,
  ...over,
})

const evidence = (over: Partial<EcoScoreEvidence> = {}): EcoScoreEvidence => ({
  certifications: [],
  products: [],
  adjustments: [],
  ...over,
})

const points = (b: EcoScoreBreakdown, key: string) => b.components.find((c) => c.key === key)!.points

describe('computeEcoScore', () => {
  it('gives 0 without any evidence, each component 0 with its summary', () => {
    const b = computeEcoScore(evidence(), TODAY)
    expect(b.score).toBe(0)
    expect(b.computedOn).toBe(TODAY)
    expect(b.components.map((c) => [c.key, c.points, c.max])).toEqual([
      ['certifications', 0, 4],
      ['epdCoverage', 0, 3],
      ['carbon', 0, 3],
    ])
    expect(b.components.map((c) => c.summary)).toEqual([
      'No verified certification counts yet',
      'No published products',
      'No product in a like-for-like comparison yet',
    ])
    expect(COMPONENTS.reduce((t, c) => t + c.max, 0)).toBe(ECO_SCORE_MAX)
  })

  it('counts a verified, in-date certificate of a recognised type at its worth, through its expiry day', () => {
    expect(points(computeEcoScore(evidence({ certifications: [cert()] }), TODAY), 'certifications')).toBe(1.5)
    const lastDay = computeEcoScore(evidence({ certifications: [cert({ expiresOn: TODAY })] }), TODAY)
    expect(lastDay.certifications[0].points).toBe(1.5)
    const noExpiry = computeEcoScore(evidence({ certifications: [cert({ expiresOn: null })] }), TODAY)
    expect(noExpiry.certifications[0].points).toBe(1.5)
  })

  it('counts nothing for an expired, an unverified or an unrecognised certificate, and says why', () => {
    const b = computeEcoScore(
      evidence({
        certifications: [
          cert({ expiresOn: '2026-11-25' }),
          cert({ verifiedOn: null, type: fsc }),
          cert({ type: null, name: 'ISO 9001' }),
        ],
      }),
      TODAY,
    )
    expect(b.certifications.map((c) => [c.points, c.notCounted])).toEqual([
      [0, 'Expired.'],
      [0, 'Not verified yet.'],
      [0, 'Not a certification type we recognise.'],
    ])
    expect(b.score).toBe(0)
  })

  it('counts each type once (duplicate certificates of one type add nothing) and caps the component at 4', () => {
    const dup = computeEcoScore(evidence({ certifications: [cert(), cert({ number: 'EMS 2' })] }), TODAY)
    expect(dup.certifications.map((c) => c.points)).toEqual([1.5, 0])
    expect(dup.certifications[1].notCounted).toBe('Another ISO 14001 certificate already counts.')
    expect(points(dup, 'certifications')).toBe(1.5)
    const many = computeEcoScore(
      evidence({ certifications: [cert(), cert({ type: fsc }), cert({ type: c2c })] }),
      TODAY,
    )
    expect(points(many, 'certifications')).toBe(4)
    const tooRich = computeEcoScore(
      evidence({ certifications: [cert({ type: { id: 9, name: 'X', points: 7 } })] }),
      TODAY,
    )
    expect(tooRich.certifications[0].points).toBe(CERTIFICATION_TYPE_MAX_POINTS)
  })

  it('makes EPD coverage the share of published products with a verified EPD still valid, times 3', () => {
    const b = computeEcoScore(
      evidence({
        products: [
          product(),
          product({ epdValidUntil: TODAY }),
          product({ epdVerified: false }),
          product({ epdValidUntil: '2026-11-25' }),
          product({ epdValidUntil: null, epdVerified: false }),
          product(),
        ],
      }),
      TODAY,
    )
    expect(points(b, 'epdCoverage')).toBe(1.5)
    expect(b.components[1].summary).toBe('3 of 6 published products (50%)')
    expect(b.products.map((p) => p.hasValidVerifiedEpd)).toEqual([true, true, false, false, false, true])
  })

  it('averages the bands of products in a comparison of 5 or more, times 3; unbanded products count neither way', () => {
    const b = computeEcoScore(
      evidence({
        products: [
          product({ band: 'lowest-20', comparedWith: 6 }),
          product({ band: '20-50', comparedWith: 6 }),
          product({ band: '50-80', comparedWith: 6 }),
          product({ band: 'highest-20', comparedWith: 6 }),
          // A material type without a comparable set: no band.
          product({ band: null }),
        ],
      }),
      TODAY,
    )
    expect(points(b, 'carbon')).toBe(1.5)
    expect(b.products.map((p) => p.carbonCredit)).toEqual([1, 2 / 3, 1 / 3, 0, null])
    expect(b.components[2].summary).toBe('4 products compared like for like')
    expect(points(b, 'epdCoverage')).toBe(3)
  })

  it('never counts the band of an unverified or expired EPD', () => {
    const b = computeEcoScore(
      evidence({
        products: [
          product({ band: 'lowest-20', epdVerified: false }),
          product({ band: 'lowest-20', epdValidUntil: '2026-11-01' }),
        ],
      }),
      TODAY,
    )
    expect(b.products.map((p) => p.carbonCredit)).toEqual([null, null])
    expect(b.score).toBe(0)
  })

  it('adds active adjustments, each and their sum bounded, and drops an expired one from the breakdown', () => {
    const adj = (id: number, pts: number, expiresOn: string | null = null) => ({
      id,
      points: pts,
      reason: `r${id}`,
      expiresOn,
    })
    const base = evidence({ products: [product()] })
    expect(computeEcoScore({ ...base, adjustments: [adj(1, 0.5)] }, TODAY).score).toBe(3.5)
    expect(computeEcoScore({ ...base, adjustments: [adj(1, 1.5), adj(2, 1.5)] }, TODAY).adjustmentPoints).toBe(
      ADJUSTMENT_MAX,
    )
    expect(computeEcoScore({ ...base, adjustments: [adj(1, -5)] }, TODAY).adjustmentPoints).toBe(ADJUSTMENT_MIN)
    const lastDay = computeEcoScore({ ...base, adjustments: [adj(1, 1, TODAY)] }, TODAY)
    expect([lastDay.score, lastDay.adjustments.length]).toEqual([4, 1])
    const expired = computeEcoScore({ ...base, adjustments: [adj(1, 1, '2026-11-25')] }, TODAY)
    expect([expired.score, expired.adjustments.length, expired.adjustmentPoints]).toEqual([3, 0, 0])
  })

  it('sums the components and adjustments, within 0 to 10, to one decimal', () => {
    const full = evidence({
      certifications: [cert(), cert({ type: fsc }), cert({ type: c2c })],
      products: [product({ band: 'lowest-20', comparedWith: 5 })],
      adjustments: [{ id: 1, points: 2, reason: 'x', expiresOn: null }],
    })
    expect(computeEcoScore(full, TODAY).score).toBe(10)
    const negative = evidence({ adjustments: [{ id: 1, points: -2, reason: 'x', expiresOn: null }] })
    expect(computeEcoScore(negative, TODAY).score).toBe(0)
    // 6 of 7 products (2.57) and two thirds of 3 (2) and 1.5: 6.07, shown 6.1.
    const mixed = evidence({
      certifications: [cert()],
      products: [
        ...Array.from({ length: 6 }, () => product({ band: '20-50', comparedWith: 5 })),
        product({ epdVerified: false }),
      ],
    })
    expect(computeEcoScore(mixed, TODAY).score).toBe(6.1)
  })
})

describe('improvements', () => {
  it('lists each recognised type not yet counting and each product without a valid verified EPD, with its worth', () => {
    const p = product({ name: 'Board' })
    const e = evidence({ certifications: [cert()], products: [p, product()] })
    const found = improvements(e, [iso14001, fsc, c2c], TODAY)
    expect(found).toEqual([
      { component: 'certifications', evidence: 'A verified Cradle to Cradle Certified certificate', worth: 2 },
      { component: 'certifications', evidence: 'A verified FSC Chain of Custody certificate', worth: 1.5 },
    ])
    const unverified = evidence({ products: [{ ...p, epdVerified: false }, product()] })
    expect(improvements(unverified, [], TODAY)).toEqual([
      { component: 'epdCoverage', evidence: 'A verified, valid EPD for Board', worth: 1.5 },
    ])
  })

  it('is worth nothing past the component’s cap, and counts an expired certificate’s type as missing', () => {
    const capped = evidence({
      certifications: [cert({ type: c2c }), cert({ type: fsc }), cert({ type: { ...iso14001, id: 4 } })],
    })
    expect(improvements(capped, [iso14001], TODAY)).toEqual([
      { component: 'certifications', evidence: 'A verified ISO 14001 certificate', worth: 0 },
    ])
    const expired = evidence({ certifications: [cert({ expiresOn: '2026-01-01' })] })
    expect(improvements(expired, [iso14001], TODAY)[0].worth).toBe(1.5)
  })
})

describe('the history’s words for changes time alone makes', () => {
  it('names an expired certificate, an expired EPD and an expired adjustment', () => {
    const p = product({ name: 'Board', epdValidUntil: '2026-11-25' })
    const before = computeEcoScore(
      evidence({
        certifications: [cert({ expiresOn: '2026-11-25' })],
        products: [p],
        adjustments: [{ id: 7, points: 1, reason: 'Take-back scheme', expiresOn: '2026-11-25' }],
      }),
      '2026-11-25',
    )
    const after = computeEcoScore(
      evidence({ certifications: [cert({ expiresOn: '2026-11-25' })], products: [p], adjustments: [] }),
      TODAY,
    )
    expect(explainChange(before, after)).toBe(
      'Certificate ISO 14001 Environmental Management expired; EPD of Board expired; Adjustment expired: Take-back scheme',
    )
    expect(explainChange(after, after)).toBeNull()
  })
})

describe('certification types and staff figures', () => {
  it('recognises the seeded certificates by name, and not quality or fitness-for-purpose schemes', () => {
    expect(typeForCertificateName('ISO 14001 Environmental Management')?.name).toBe(
      'ISO 14001 Environmental Management',
    )
    expect(typeForCertificateName('Cradle to Cradle Certified Silver')?.name).toBe('Cradle to Cradle Certified')
    expect(typeForCertificateName('FSC Chain of Custody')?.points).toBe(1.5)
    for (const name of ['ISO 9001 Quality Management', 'BBA Agrément Certificate', 'MCS Certified', 'Grown in Britain'])
      expect(typeForCertificateName(name), name).toBeNull()
    for (const type of CERTIFICATION_TYPES) {
      expect(type.points).toBeGreaterThan(0)
      expect(type.points).toBeLessThanOrEqual(CERTIFICATION_TYPE_MAX_POINTS)
    }
  })

  it('takes points in tenths within the bounds, and says what is wrong otherwise', () => {
    expect(validateTenths(1.5, ADJUSTMENT_MIN, ADJUSTMENT_MAX, 'The adjustment')).toBe(true)
    expect(validateTenths(-2, ADJUSTMENT_MIN, ADJUSTMENT_MAX, 'The adjustment')).toBe(true)
    expect(validateTenths(2.1, ADJUSTMENT_MIN, ADJUSTMENT_MAX, 'The adjustment')).toBe(
      'The adjustment must be from -2 to 2 points.',
    )
    expect(validateTenths(0.25, 0, 2, 'The worth')).toBe('The worth is given in tenths of a point, such as 1.5.')
    expect(validateTenths(null, 0, 2, 'The worth')).toBe('The worth is required: a number of points.')
  })
})
