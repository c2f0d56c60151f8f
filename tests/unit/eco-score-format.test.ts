import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { EcoScoreBreakdown } from '@/components/eco-score/EcoScoreBreakdown'
import { EcoScoreMethod } from '@/components/eco-score/EcoScoreMethod'
import {
  bandCredits,
  certificationStatus,
  componentsTotal,
  evidenceOfBreakdown,
  formatDay,
  formatPoints,
  formatSignedPoints,
  parseBreakdown,
  pointsWord,
  productCarbonStatus,
  productEpdStatus,
  publicBreakdown,
} from '@/lib/eco-score/format'
import {
  ADJUSTMENT_MAX,
  ADJUSTMENT_MIN,
  BAND_CREDIT,
  CERTIFICATION_TYPE_MAX_POINTS,
  COMPONENTS,
  computeEcoScore,
  type EcoScoreEvidence,
} from '@/lib/eco-score/method'
import { ECO_SCORE_MAX, ECO_SCORE_SCALE, ecoScoreBand } from '@/lib/suppliers/eco-score'

const TODAY = '2026-11-26'
const fsc = { id: 1, name: 'FSC Chain of Custody', points: 1.5 }

const evidence: EcoScoreEvidence = {
  certifications: [
    {
      name: 'FSC',
      number: 'FSC-C123',
      issuer: 'Soil Association',
      type: fsc,
      verifiedOn: '2026-03-03',
      expiresOn: '2027-03-02',
    },
    { name: 'ISO 14001', number: 'EMS-9', issuer: null, type: null, verifiedOn: null, expiresOn: null },
  ],
  products: [
    {
      id: 10,
      name: 'Larch cladding',
      slug: 'larch-cladding',
      epdVerified: true,
      epdValidUntil: '2028-01-01',
      band: 'lowest-20',
      comparedWith: 7,
    },
    {
      id: 11,
      name: 'Oak board',
      slug: 'oak-board',
      epdVerified: false,
      epdValidUntil: '2028-01-01',
      band: null,
      comparedWith: null,
    },
  ],
  adjustments: [{ id: 5, points: -0.5, reason: 'Misleading claim on the website', expiresOn: '2027-01-31' }],
}

describe('points as the pages write them', () => {
  it.each([
    [3, '3'],
    [2.5, '2.5'],
    [2 / 3, '0.67'],
    [1.005, '1'],
    [-0, '0'],
    [0, '0'],
  ])('%s is %s', (points, text) => {
    expect(formatPoints(points)).toBe(text)
  })

  it('signs adjustments with a true minus sign and a plus', () => {
    expect(formatSignedPoints(1)).toBe('+1')
    expect(formatSignedPoints(-0.5)).toBe('−0.5')
    expect(formatSignedPoints(0)).toBe('0')
  })

  it('says point for one and points otherwise', () => {
    expect(pointsWord(1)).toBe('point')
    expect(pointsWord(-1)).toBe('points')
    expect(pointsWord(1.5)).toBe('points')
    expect(pointsWord(0)).toBe('points')
  })
})

describe('dates of the breakdown', () => {
  it('writes a day the UK way', () => {
    expect(formatDay('2026-03-03')).toBe('3 March 2026')
  })

  it('writes a timestamp as the UK day it falls on (BST), not the UTC day', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(formatDay('2026-07-01T23:30:00.000Z')).toBe('2 July 2026')
    expect(formatDay('2026-12-01T23:30:00.000Z')).toBe('1 December 2026')
  })
})

describe('the stored breakdown', () => {
  const breakdown = computeEcoScore(evidence, TODAY)

  it('reads back a breakdown the method computed (through JSON, as stored)', () => {
    expect(parseBreakdown(JSON.parse(JSON.stringify(breakdown)))).toEqual(breakdown)
  })

  it.each([
    ['nothing', null],
    ['a number', 8.4],
    ['an array', []],
    ['no score', { ...breakdown, score: undefined }],
    ['no components', { ...breakdown, components: undefined }],
    [
      'an unknown component',
      { ...breakdown, components: [{ key: 'vibes', label: 'x', points: 1, max: 1, summary: 's' }] },
    ],
    ['a certificate without points', { ...breakdown, certifications: [{ name: 'FSC' }] }],
    ['an adjustment without its reason', { ...breakdown, adjustments: [{ id: 1, points: 1 }] }],
    ['a day that is not one', { ...breakdown, computedOn: 'yesterday' }],
  ])('refuses %s', (_, value) => {
    expect(parseBreakdown(value)).toBeNull()
  })

  it('gives back the evidence it was computed from, so the portal’s worths follow the breakdown shown', () => {
    const again = computeEcoScore(evidenceOfBreakdown(breakdown), TODAY)
    expect(again).toEqual(breakdown)
  })
})

describe('each line in words', () => {
  const breakdown = computeEcoScore(evidence, TODAY)

  it('says what a certificate counts as, or why it counts nothing', () => {
    expect(certificationStatus(breakdown.certifications[0])).toBe('Counts 1.5 points as FSC Chain of Custody.')
    expect(certificationStatus(breakdown.certifications[1])).toBe('Counts nothing: Not verified yet.')
  })

  it('says whether a product’s EPD is counted and where its carbon sits', () => {
    const [larch, oak] = breakdown.products
    expect(productEpdStatus(larch)).toBe('Verified EPD, valid until 1 January 2028: counted.')
    expect(productCarbonStatus(larch)).toBe('GWP A1–A3 among the lowest 20% of 7 comparable products: credit 1 of 1.')
    expect(productEpdStatus(oak)).toBe('EPD not verified yet: not counted.')
    expect(productCarbonStatus(oak)).toBe('Not counted for carbon.')
    const expired = computeEcoScore({ ...evidence, adjustments: [] }, '2028-01-02').products[0]
    expect(productEpdStatus(expired)).toBe('EPD expired (valid until 1 January 2028): not counted.')
  })

  it('writes each band’s credit from BAND_CREDIT', () => {
    const carbon = COMPONENTS.find((c) => c.key === 'carbon')!
    const rows = bandCredits(carbon.max)
    expect(rows.map((r) => r.band)).toEqual(Object.keys(BAND_CREDIT))
    for (const row of rows) {
      expect(row.credit).toBe(formatPoints(BAND_CREDIT[row.band]))
      expect(row.points).toBe(formatPoints(BAND_CREDIT[row.band] * carbon.max))
    }
  })
})

describe('the badge scale as data', () => {
  it('puts each step’s lowest score in its own band and the score just below in the next', () => {
    for (const [index, step] of ECO_SCORE_SCALE.entries()) {
      expect(ecoScoreBand(step.from)).toBe(step.band)
      if (index > 0) expect(ecoScoreBand(ECO_SCORE_SCALE[index - 1].from - 0.1)).toBe(step.band)
    }
  })
})

/** The markup's text, tags removed and entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])/g, '$1')

describe('/eco-score states the rules of method.ts', () => {
  const text = textOf(renderToStaticMarkup(createElement(EcoScoreMethod, {})))

  it('names every component with its maximum and its rule', () => {
    for (const c of COMPONENTS) {
      expect(text).toContain(`${c.label}: up to ${formatPoints(c.max)} points`)
      expect(text).toContain(c.rule)
      expect(text).toContain(c.improve)
    }
    expect(text).toContain(`at most ${formatPoints(componentsTotal())} points in all`)
    expect(componentsTotal()).toBe(ECO_SCORE_MAX)
  })

  it('states the band credits, the adjustment bounds and the most a certification type is worth', () => {
    const carbon = COMPONENTS.find((c) => c.key === 'carbon')!
    for (const row of bandCredits(carbon.max))
      expect(text).toContain(`${row.text} ${row.credit} ${row.points} of ${carbon.max}`)
    expect(text).toContain(
      `between ${formatSignedPoints(ADJUSTMENT_MIN)} and ${formatSignedPoints(ADJUSTMENT_MAX)} points`,
    )
    expect(text).toContain(`more than ${formatPoints(CERTIFICATION_TYPE_MAX_POINTS)} points`)
  })
})

describe('the breakdown a profile shows', () => {
  const breakdown = computeEcoScore(evidence, TODAY)
  const text = textOf(
    renderToStaticMarkup(
      createElement(EcoScoreBreakdown, { score: breakdown.score, breakdown, changedAt: '2026-11-20T10:00:00.000Z' }),
    ),
  )

  it('shows each component’s points out of its maximum, the evidence, the adjustment’s reason and the last change', () => {
    for (const c of breakdown.components) {
      expect(text).toContain(`${c.label} ${formatPoints(c.points)} of ${formatPoints(c.max)} ${c.summary}.`)
    }
    expect(text).toContain('Certificate number: FSC-C123')
    expect(text).toContain('Verified on: 3 March 2026')
    expect(text).toContain('Expires on: 2 March 2027')
    expect(text).toContain('Type: FSC Chain of Custody, worth 1.5 points')
    expect(text).toContain('Counts nothing: Not verified yet.')
    expect(text).toContain('Larch cladding')
    expect(text).toContain('Reason: Misleading claim on the website')
    expect(text).toContain('−0.5 points')
    expect(text).toContain('Counts until 31 January 2027.')
    expect(text).toContain('Score last changed on 20 November 2026.')
    expect(text).toContain(`Eco-Score ${breakdown.score} of ${ECO_SCORE_MAX}`)
  })
})

describe('the breakdown a profile shows', () => {
  const cert = (name: string, expiresOn: string | null) => ({
    name,
    number: null,
    issuer: null,
    type: { id: name, name, points: 1 },
    verifiedOn: '2026-01-01',
    expiresOn,
  })
  const breakdown = computeEcoScore(
    {
      certifications: [cert('Ends today', '2026-05-10'), cert('Ended yesterday', '2026-05-09'), cert('No end', null)],
      products: [],
      adjustments: [],
    },
    '2026-05-09',
  )

  it('leaves out certificates past their expiry day, as the profile’s certificate list does', () => {
    expect(publicBreakdown(breakdown, '2026-05-10')!.certifications.map((c) => c.name)).toEqual([
      'Ends today',
      'No end',
    ])
    expect(publicBreakdown(breakdown, '2026-05-09')!.certifications).toHaveLength(3)
  })

  it('keeps the score and components as computed, and no breakdown stays none', () => {
    expect(publicBreakdown(breakdown, '2026-05-10')).toMatchObject({ score: 3, components: breakdown.components })
    expect(publicBreakdown(null, '2026-05-10')).toBeNull()
  })
})
