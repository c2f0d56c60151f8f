/**
 * The Eco-Score's breakdown in words: the stored breakdown read back safely, points written as the pages show them,
 * and the evidence a breakdown was computed from (for the portal's 'what would raise it'). Pure.
 */
import type { Band } from '@/lib/materials/compare'
import { BAND_TEXT, MIN_PERCENTILE_SET } from '@/lib/materials/compare'
import { formatLongDate, ukDay } from '@/lib/dates'

import {
  BAND_CREDIT,
  COMPONENTS,
  type ComponentKey,
  type CertificationLine,
  type EcoScoreBreakdown,
  type EcoScoreEvidence,
  inDate,
  type ProductLine,
} from '@/lib/eco-score/method'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)

/**
 * The breakdown as a profile shows it on `today`: without certificates past their expiry day, which the public pages
 * never show (an expired certificate counts nothing; the portal lists it, with why).
 */
export function publicBreakdown(breakdown: EcoScoreBreakdown | null, today: string): EcoScoreBreakdown | null {
  if (!breakdown) return null
  return { ...breakdown, certifications: breakdown.certifications.filter((c) => inDate(c.expiresOn, today)) }
}

/**
 * The supplier's stored `ecoScoreBreakdown` as a breakdown, or null when there is none yet or it is not one (a shape
 * this code cannot show is never half-shown).
 */
export function parseBreakdown(value: unknown): EcoScoreBreakdown | null {
  if (!isRecord(value)) return null
  const { score, computedOn, components, certifications, products, adjustments, adjustmentPoints } = value
  if (typeof score !== 'number' || !isDay(computedOn) || typeof adjustmentPoints !== 'number') return null
  if (![components, certifications, products, adjustments].every(Array.isArray)) return null
  const parts = components as unknown[]
  const known = new Set(COMPONENTS.map((c) => c.key))
  const componentsOk = parts.every(
    (c) =>
      isRecord(c) &&
      known.has(c.key as never) &&
      typeof c.points === 'number' &&
      typeof c.max === 'number' &&
      typeof c.summary === 'string',
  )
  const linesOk =
    (certifications as unknown[]).every(
      (c) => isRecord(c) && typeof c.name === 'string' && typeof c.points === 'number',
    ) &&
    (products as unknown[]).every((p) => isRecord(p) && typeof p.name === 'string') &&
    (adjustments as unknown[]).every((a) => isRecord(a) && typeof a.points === 'number' && typeof a.reason === 'string')
  return componentsOk && linesOk ? (value as unknown as EcoScoreBreakdown) : null
}

/** Points as the pages write them: at most two decimals, no trailing zeros ('3', '2.5', '0.67'). */
export function formatPoints(points: number): string {
  const rounded = Math.round(points * 100) / 100
  return String(Object.is(rounded, -0) ? 0 : rounded)
}

/** An adjustment's points with their sign ('+1', '−0.5'; a true minus sign). */
export function formatSignedPoints(points: number): string {
  const text = formatPoints(Math.abs(points))
  if (text === '0') return '0'
  return points > 0 ? `+${text}` : `−${text}`
}

/** 'point' or 'points' after a figure. */
export const pointsWord = (points: number): string => (formatPoints(points) === '1' ? 'point' : 'points')

/**
 * A day of the breakdown (YYYY-MM-DD) or a timestamp, the UK way: '3 March 2026'. A timestamp is written as the UK
 * day it falls on (00:30 BST on 2 July is 2 July, though still 1 July in UTC).
 */
export function formatDay(value: string): string {
  return formatLongDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ukDay(new Date(value)).iso)
}

/** What a band of a like-for-like comparison earns, in words: 'among the lowest 20%: 1 (3 points if every product were)'. */
export function bandCredits(carbonMax: number): { band: Band; text: string; credit: string; points: string }[] {
  return (Object.keys(BAND_CREDIT) as Band[]).map((band) => ({
    band,
    text: `GWP A1–A3 ${BAND_TEXT[band]}`,
    credit: formatPoints(BAND_CREDIT[band]),
    points: formatPoints(BAND_CREDIT[band] * carbonMax),
  }))
}

/** Why a certificate counts, or not, in one line. */
export function certificationStatus(line: CertificationLine): string {
  if (line.points > 0 && line.type)
    return `Counts ${formatPoints(line.points)} ${pointsWord(line.points)} as ${line.type.name}.`
  return `Counts nothing: ${line.notCounted ?? 'not counted.'}`
}

/** A product's EPD and its place in its comparison, as the breakdown shows them. */
export function productEpdStatus(line: ProductLine): string {
  if (line.hasValidVerifiedEpd) return `Verified EPD, valid until ${formatDay(line.epdValidUntil!)}: counted.`
  if (line.epdValidUntil === null) return 'No EPD: not counted.'
  if (!line.epdVerified) return 'EPD not verified yet: not counted.'
  return `EPD expired (valid until ${formatDay(line.epdValidUntil)}): not counted.`
}

export function productCarbonStatus(line: ProductLine): string {
  if (line.carbonCredit === null || line.band === null)
    return line.hasValidVerifiedEpd
      ? `Not in a like-for-like comparison of ${MIN_PERCENTILE_SET} or more products: not counted for carbon.`
      : 'Not counted for carbon.'
  const of = line.comparedWith ? ` of ${line.comparedWith} comparable products` : ''
  return `GWP A1–A3 ${BAND_TEXT[line.band]}${of}: credit ${formatPoints(line.carbonCredit)} of 1.`
}

/**
 * The evidence a breakdown was computed from: its certificates, products and (active) adjustments. The portal works
 * out what each missing piece would be worth from it, so the worths follow the breakdown the supplier sees.
 */
export function evidenceOfBreakdown(breakdown: EcoScoreBreakdown): EcoScoreEvidence {
  return {
    certifications: breakdown.certifications.map((c) => ({
      name: c.name,
      number: c.number,
      issuer: c.issuer,
      type: c.type,
      verifiedOn: c.verifiedOn,
      expiresOn: c.expiresOn,
    })),
    products: breakdown.products.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      epdVerified: p.epdVerified,
      epdValidUntil: p.epdValidUntil,
      band: p.band,
      comparedWith: p.comparedWith,
    })),
    adjustments: breakdown.adjustments.map((a) => ({ ...a })),
  }
}

/** The sum of the components' maxima: the most the method gives before adjustments (the scale's top). */
export const componentsTotal = (): number => COMPONENTS.reduce((total, c) => total + c.max, 0)

/** Where each component's points come from, beside its figure in every breakdown. */
export const COMPONENT_SOURCES: Readonly<Record<ComponentKey, string>> = {
  certifications: 'From the certificates below that our team has verified, by their recognised type.',
  epdCoverage: 'From the supplier’s published products below and their EPDs, verified by our team.',
  carbon: 'From those products’ GWP A1–A3 (kg CO2e per declared unit), compared like for like.',
}
