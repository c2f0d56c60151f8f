/**
 * The Eco-Score method: how a supplier's 0–10 score is made from the evidence we hold and have checked. Pure: the
 * recomputation (on every evidence event), the profile's breakdown, the portal's 'how to improve' and the public
 * /eco-score page all read these rules and weights, so what the page says is what the code does.
 *
 * A score is the sum of three components and any staff adjustments, clamped to 0–10 and rounded to one decimal:
 * - verified certifications, by certification type (a staff-managed list saying what each certifies and its worth);
 * - the share of the supplier's published products with a valid, verified EPD;
 * - where those products sit in their like-for-like carbon comparison (the bands of src/lib/materials/compare.ts).
 * Nothing counts that staff have not verified; each component rises only with evidence the supplier can provide.
 */
import type { Band } from '@/lib/materials/compare'

import { ECO_SCORE_MAX, ECO_SCORE_MIN } from '@/lib/suppliers/eco-score'

export type ComponentKey = 'certifications' | 'epdCoverage' | 'carbon'

export type ComponentRule = {
  key: ComponentKey
  label: string
  /** The most the component can add. */
  max: number
  /** What counts, in one or two sentences (rendered on /eco-score and in the portal). */
  rule: string
  /** How the supplier raises it. */
  improve: string
}

/** The three components, in the order they are shown. Their maxima add up to ECO_SCORE_MAX. */
export const COMPONENTS: readonly ComponentRule[] = [
  {
    key: 'certifications',
    label: 'Verified certifications',
    max: 4,
    rule:
      'Each type of certification we recognise is worth the points shown in the list below, once per type, while a ' +
      'certificate of that type has been verified by our staff and has not expired. Certificates we have not verified, ' +
      'or of a type we do not recognise, count nothing.',
    improve:
      'Add the certificate to your listing with its number, expiry date and the certificate itself; it counts once our ' +
      'staff have checked it.',
  },
  {
    key: 'epdCoverage',
    label: 'Products with a verified EPD',
    max: 3,
    rule:
      'The share of your published products that have an Environmental Product Declaration which our staff have ' +
      'verified and which is still valid, times 3. With no published products this is 0.',
    improve: 'Publish your products with their EPD (the PDF or its registry link); each verified, valid EPD counts.',
  },
  {
    key: 'carbon',
    label: 'Lower-carbon products',
    max: 3,
    rule:
      'For each product whose verified EPD sits in a like-for-like comparison of at least 5 products (one material ' +
      'type, one declared unit, one standard), the band of its GWP A1–A3 earns: among the lowest 20% 1, lower than ' +
      'the median 2/3, higher than the median 1/3, among the highest 20% 0. The average over those products, times 3. ' +
      'Products without such a comparison are not counted here either way; with none this is 0.',
    improve:
      'Declare your products’ carbon in a verified EPD; products in the lower bands of their comparison raise this most.',
  },
]

/** What a band of a like-for-like comparison earns towards the carbon component (before × its maximum). */
export const BAND_CREDIT: Readonly<Record<Band, number>> = {
  'lowest-20': 1,
  '20-50': 2 / 3,
  '50-80': 1 / 3,
  'highest-20': 0,
}

/** Staff adjustments: each between these bounds, their sum too; every one has a public reason and may expire. */
export const ADJUSTMENT_MIN = -2
export const ADJUSTMENT_MAX = 2

/** The most a certification type may be worth (a single type can never fill the component on its own past it). */
export const CERTIFICATION_TYPE_MAX_POINTS = 2

/** A day as YYYY-MM-DD (a UK calendar day). Comparing two such strings compares the days. */
export type IsoDay = string

export type CertificationEvidence = {
  name: string
  number: string | null
  issuer: string | null
  /** The recognised type staff linked the certificate to, with its worth; null when none. */
  type: { id: string | number; name: string; points: number } | null
  /** The day staff verified it; null when not (yet) verified. */
  verifiedOn: IsoDay | null
  /** The day it expires; null when the certificate states none. */
  expiresOn: IsoDay | null
}

export type ProductEvidence = {
  id: string | number
  name: string
  slug: string
  /** Staff verified the EPD (and it has not been changed since). */
  epdVerified: boolean
  /** The EPD's last valid day; null when the product has no EPD. */
  epdValidUntil: IsoDay | null
  /** Its band in its like-for-like comparison at the time of computing; null when it is in none of 5 or more. */
  band: Band | null
  /** The comparison's size when banded. */
  comparedWith: number | null
}

export type AdjustmentEvidence = {
  id: string | number
  points: number
  /** Shown publicly in the breakdown. */
  reason: string
  /** Its last day; null when it does not expire. */
  expiresOn: IsoDay | null
}

export type EcoScoreEvidence = {
  certifications: CertificationEvidence[]
  /** Published products only. */
  products: ProductEvidence[]
  adjustments: AdjustmentEvidence[]
}

export type CertificationLine = CertificationEvidence & {
  /** Points this certificate adds (0 when it does not count or another of its type already counts). */
  points: number
  /** Why it counts nothing, when it does not. */
  notCounted: string | null
}

export type ProductLine = ProductEvidence & {
  hasValidVerifiedEpd: boolean
  /** Its credit towards the carbon component (0–1), null when it is not banded. */
  carbonCredit: number | null
}

export type ComponentResult = {
  key: ComponentKey
  label: string
  points: number
  max: number
  /** One line a visitor reads, e.g. '3 of 4 published products (75%)'. */
  summary: string
}

export type EcoScoreBreakdown = {
  /** The score, 0–10 with one decimal. */
  score: number
  /** The UK day the evidence was read on. */
  computedOn: IsoDay
  components: ComponentResult[]
  certifications: CertificationLine[]
  products: ProductLine[]
  /** Active adjustments only (an expired one no longer counts and is not shown). */
  adjustments: AdjustmentEvidence[]
  /** Their sum as counted, within ADJUSTMENT_MIN..ADJUSTMENT_MAX. */
  adjustmentPoints: number
}

const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

const maxOf = (key: ComponentKey) => COMPONENTS.find((c) => c.key === key)!.max
const labelOf = (key: ComponentKey) => COMPONENTS.find((c) => c.key === key)!.label

/** In date on `today`: no expiry day, or an expiry day today or later. */
export function inDate(expiresOn: IsoDay | null, today: IsoDay): boolean {
  return expiresOn === null || expiresOn >= today
}

/** Why a certificate counts nothing on `today`, or null when it counts (before the once-per-type rule). */
export function certificateNotCounted(c: CertificationEvidence, today: IsoDay): string | null {
  if (c.verifiedOn === null) return 'Not verified yet.'
  if (!inDate(c.expiresOn, today)) return 'Expired.'
  if (c.type === null) return 'Not a certification type we recognise.'
  return null
}

/** Certificates with their points: each recognised type once (its first counting certificate), capped at the max. */
export function certificationLines(certifications: CertificationEvidence[], today: IsoDay): CertificationLine[] {
  const counted = new Set<string>()
  return certifications.map((c) => {
    const reason = certificateNotCounted(c, today)
    if (reason !== null) return { ...c, points: 0, notCounted: reason }
    const key = String(c.type!.id)
    if (counted.has(key)) return { ...c, points: 0, notCounted: `Another ${c.type!.name} certificate already counts.` }
    counted.add(key)
    return { ...c, points: clamp(c.type!.points, 0, CERTIFICATION_TYPE_MAX_POINTS), notCounted: null }
  })
}

export function hasValidVerifiedEpd(p: ProductEvidence, today: IsoDay): boolean {
  return p.epdVerified && p.epdValidUntil !== null && p.epdValidUntil >= today
}

/** The band's credit, only for a product whose EPD is verified and valid (a band is only ever computed for those). */
export function productLines(products: ProductEvidence[], today: IsoDay): ProductLine[] {
  return products.map((p) => {
    const valid = hasValidVerifiedEpd(p, today)
    return { ...p, hasValidVerifiedEpd: valid, carbonCredit: valid && p.band !== null ? BAND_CREDIT[p.band] : null }
  })
}

/** Active adjustments (not expired on `today`) and their sum, bounded. */
export function activeAdjustments(
  adjustments: AdjustmentEvidence[],
  today: IsoDay,
): { adjustments: AdjustmentEvidence[]; points: number } {
  const active = adjustments.filter((a) => inDate(a.expiresOn, today))
  const sum = active.reduce((total, a) => total + clamp(a.points, ADJUSTMENT_MIN, ADJUSTMENT_MAX), 0)
  return { adjustments: active, points: round1(clamp(sum, ADJUSTMENT_MIN, ADJUSTMENT_MAX)) }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The score and how it is made up, from the evidence as it stands on `today`. */
export function computeEcoScore(evidence: EcoScoreEvidence, today: IsoDay): EcoScoreBreakdown {
  const certifications = certificationLines(evidence.certifications, today)
  const certPoints = round2(
    Math.min(
      maxOf('certifications'),
      certifications.reduce((t, c) => t + c.points, 0),
    ),
  )
  const countedTypes = certifications.filter((c) => c.points > 0).length

  const products = productLines(evidence.products, today)
  const withEpd = products.filter((p) => p.hasValidVerifiedEpd).length
  const coverage = products.length === 0 ? 0 : withEpd / products.length
  const epdPoints = round2(coverage * maxOf('epdCoverage'))

  const banded = products.filter((p) => p.carbonCredit !== null)
  const carbonPoints =
    banded.length === 0
      ? 0
      : round2((banded.reduce((t, p) => t + p.carbonCredit!, 0) / banded.length) * maxOf('carbon'))

  const { adjustments, points: adjustmentPoints } = activeAdjustments(evidence.adjustments, today)

  const components: ComponentResult[] = [
    {
      key: 'certifications',
      label: labelOf('certifications'),
      points: certPoints,
      max: maxOf('certifications'),
      summary:
        countedTypes === 0
          ? 'No verified certification counts yet'
          : plural(countedTypes, 'type', 'types') + ' counted',
    },
    {
      key: 'epdCoverage',
      label: labelOf('epdCoverage'),
      points: epdPoints,
      max: maxOf('epdCoverage'),
      summary:
        products.length === 0
          ? 'No published products'
          : `${withEpd} of ${plural(products.length, 'published product', 'published products')} (${Math.round(coverage * 100)}%)`,
    },
    {
      key: 'carbon',
      label: labelOf('carbon'),
      points: carbonPoints,
      max: maxOf('carbon'),
      summary:
        banded.length === 0
          ? 'No product in a like-for-like comparison yet'
          : `${plural(banded.length, 'product', 'products')} compared like for like`,
    },
  ]
  const sum = components.reduce((t, c) => t + c.points, 0) + adjustmentPoints
  return {
    score: round1(clamp(sum, ECO_SCORE_MIN, ECO_SCORE_MAX)),
    computedOn: today,
    components,
    certifications,
    products,
    adjustments,
    adjustmentPoints,
  }
}

export type Improvement = {
  component: ComponentKey
  /** What to provide, e.g. 'A verified ISO 14001 certificate'. */
  evidence: string
  /** How many points the score would gain with it alone (after the component's cap and the 0–10 bounds). */
  worth: number
}

/**
 * What the supplier could add and what each piece would be worth on its own: each recognised certification type it
 * has no counting certificate of, and a verified EPD for each published product without one. Largest first.
 */
export function improvements(
  evidence: EcoScoreEvidence,
  certificationTypes: { id: string | number; name: string; points: number }[],
  today: IsoDay,
): Improvement[] {
  const now = computeEcoScore(evidence, today)
  const gain = (next: EcoScoreEvidence) => round1(computeEcoScore(next, today).score - now.score)
  const held = new Set(now.certifications.filter((c) => c.points > 0).map((c) => String(c.type!.id)))
  const found: Improvement[] = []
  for (const type of certificationTypes) {
    if (held.has(String(type.id))) continue
    const certificate: CertificationEvidence = {
      name: type.name,
      number: null,
      issuer: null,
      type,
      verifiedOn: today,
      expiresOn: null,
    }
    const worth = gain({ ...evidence, certifications: [...evidence.certifications, certificate] })
    found.push({ component: 'certifications', evidence: `A verified ${type.name} certificate`, worth })
  }
  for (const product of now.products) {
    if (product.hasValidVerifiedEpd) continue
    const products = evidence.products.map((p) =>
      p.id === product.id ? { ...p, epdVerified: true, epdValidUntil: '9999-12-31', band: null } : p,
    )
    const worth = gain({ ...evidence, products })
    found.push({ component: 'epdCoverage', evidence: `A verified, valid EPD for ${product.name}`, worth })
  }
  return found.sort((a, b) => b.worth - a.worth)
}
