import type { Payload, PayloadRequest } from 'payload'

import { withTransaction } from '@/lib/platform/db'

import { epdOfRow } from '@/lib/data/epd-row'
import { ukDay } from '@/lib/dates'
import {
  comparableSets,
  position,
  setOf,
  type Band,
  type ComparableProduct,
  type MaterialType,
} from '@/lib/materials/compare'
import type { DeclaredUnitCode } from '@/lib/materials/epd'
import { CERTIFICATE_CLOCK_CONTEXT } from '@/lib/suppliers/certificates'
import { revalidateCollection } from '@/lib/platform/revalidate'
import {
  adjustmentsOf,
  allSupplierIds,
  certificatesOf,
  comparedProductsOf,
  insertChange,
  lockStoredScores,
  materialTypesOfSuppliers,
  materialTypeUnits,
  publishedProductsOf,
  staleEvidence,
  suppliersInMaterialTypes,
  writeScore,
} from '@/lib/eco-score/evidence-sql'
import { COMPARISON_MOVED, explainChange } from '@/lib/eco-score/explain'
import { computeEcoScore, type EcoScoreBreakdown, type EcoScoreEvidence, type IsoDay } from '@/lib/eco-score/method'

// Keeping every supplier's Eco-Score current: on each event that changes evidence (a certificate verified, changed,
// expired or removed; an EPD verified, unverified or expired; a product published, unpublished or deleted; a
// certification type's worth changed; an adjustment added, changed, expired or removed) the suppliers it can move are
// recomputed from the stored evidence with the method (src/lib/eco-score/method.ts), in the event's own transaction
// (its `req`): a failure stores neither the event nor the score. A changed score or breakdown is written to the
// listing and its latest version with SQL (so no supplier hook runs again), one history row records it, and the pages'
// tag is expired.

/** A request context flag: set by server code that must not recompute after its save (a bulk job that does it itself). */
export const SKIP_ECO_SCORE_CONTEXT = 'skipEcoScoreRecompute'

/** The context key a save may carry with its clock (the daily jobs' `now`), so the recomputation reads the same day. */
export const ECO_SCORE_CLOCK_CONTEXT = 'ecoScoreClock'

export type EventReq = Pick<PayloadRequest, 'payload' | 'context'> & Partial<PayloadRequest>

export type ScoreChange = { supplier: number; oldScore: number | null; newScore: number; why: string }

export type RecomputeOptions = {
  /** The moment the evidence is read at (its UK day decides what is in date); now by default. */
  now?: Date
  /**
   * Why, per supplier: the event as a visitor would name it ('Certificate ISO 14001 verified'); given the stored
   * breakdown and the new one.
   */
  why: (supplier: number, before: unknown, after: EcoScoreBreakdown) => string
}

const isoDayOf = (value: Date | string | null | undefined): IsoDay | null => {
  if (value === null || value === undefined || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : ukDay(date).iso
}

const unique = (values: readonly number[]) => [...new Set(values.map(Number))].sort((a, b) => a - b)

type Bands = Map<number, { band: Band; count: number }>

/** Each product's band in its like-for-like comparison (compare.ts), for the material types given. */
async function bandsOf(payload: Payload, req: EventReq, materialTypes: number[], now: Date): Promise<Bands> {
  const bands: Bands = new Map()
  if (materialTypes.length === 0) return bands
  // One statement after another: they share the transaction's one connection.
  const units = await materialTypeUnits(payload, req, materialTypes)
  const rows = await comparedProductsOf(payload, req, materialTypes)
  for (const unit of units) {
    const type: MaterialType = { id: Number(unit.id), unit: unit.declared_unit as DeclaredUnitCode }
    const products: ComparableProduct[] = rows
      .filter((r) => Number(r.material_type_id) === type.id)
      .map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        materialTypeId: type.id,
        epd: epdOfRow(r),
        epdVerified: r.epd_verified === true,
      }))
    const sets = comparableSets(products, type, now)
    for (const product of products) {
      const found = position(product, setOf(product, sets))
      if (found) bands.set(Number(product.id), { band: found.band, count: found.count })
    }
  }
  return bands
}

/** Every supplier's evidence as stored, read inside the event's transaction. */
async function evidenceOf(
  payload: Payload,
  req: EventReq,
  suppliers: number[],
  now: Date,
): Promise<Map<number, EcoScoreEvidence>> {
  const certificates = await certificatesOf(payload, req, suppliers)
  const products = await publishedProductsOf(payload, req, suppliers)
  const adjustments = await adjustmentsOf(payload, req, suppliers)
  const types = unique(products.flatMap((p) => (p.material_type_id === null ? [] : [Number(p.material_type_id)])))
  const bands = await bandsOf(payload, req, types, now)
  const evidence = new Map<number, EcoScoreEvidence>(
    suppliers.map((id) => [id, { certifications: [], products: [], adjustments: [] }]),
  )
  for (const c of certificates) {
    evidence.get(Number(c.supplier_id))?.certifications.push({
      name: c.name ?? '',
      number: c.number || null,
      issuer: c.issuer || null,
      type:
        c.type_id === null ? null : { id: Number(c.type_id), name: c.type_name ?? '', points: Number(c.type_points) },
      verifiedOn: isoDayOf(c.verified_at),
      expiresOn: isoDayOf(c.expires_at),
    })
  }
  for (const p of products) {
    const band = bands.get(Number(p.id))
    evidence.get(Number(p.supplier_id))?.products.push({
      id: Number(p.id),
      name: p.name,
      slug: p.slug,
      epdVerified: p.epd_verified === true,
      epdValidUntil: p.has_epd ? p.epd_valid_until || null : null,
      band: band?.band ?? null,
      comparedWith: band?.count ?? null,
    })
  }
  for (const a of adjustments) {
    evidence.get(Number(a.supplier_id))?.adjustments.push({
      id: Number(a.id),
      points: Number(a.points),
      reason: a.reason,
      expiresOn: isoDayOf(a.expires_at),
    })
  }
  return evidence
}

/**
 * One supplier's evidence as stored now, outside any transaction: what the portal's 'how to improve' passes to
 * `improvements()` (src/lib/eco-score/method.ts) with the certification types.
 */
export async function readEcoScoreEvidence(
  payload: Payload,
  supplier: number,
  now: Date = new Date(),
): Promise<EcoScoreEvidence> {
  const evidence = await evidenceOf(payload, { payload, context: {} }, [supplier], now)
  return evidence.get(supplier)!
}

/** JSON with object keys sorted (PostgreSQL's jsonb reorders them), for comparing a stored breakdown with a new one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The breakdown without the day it was read on: a new day alone changes nothing. */
function sameBreakdown(stored: unknown, computed: EcoScoreBreakdown): boolean {
  if (stored === null || typeof stored !== 'object') return false
  const { computedOn: _a, ...before } = stored as Record<string, unknown>
  const { computedOn: _b, ...after } = computed
  return canonical(before) === canonical(after)
}

/** The day a recomputation reads the evidence on: the clock a save carries (a daily job's), else now. */
export function eventClock(context: Record<string, unknown> | undefined): Date {
  const at = context?.[ECO_SCORE_CLOCK_CONTEXT] ?? context?.[CERTIFICATE_CLOCK_CONTEXT]
  return typeof at === 'string' ? new Date(at) : new Date()
}

/**
 * Recomputes these suppliers from their stored evidence, in `req`'s transaction, and writes each one whose score or
 * breakdown changed, with one history row. Returns the changes; expires the pages' tag when there is any.
 */
export async function recomputeEcoScores(
  req: EventReq,
  suppliers: readonly number[],
  { now = eventClock(req.context), why }: RecomputeOptions,
): Promise<ScoreChange[]> {
  const { payload } = req
  const ids = unique(suppliers)
  if (ids.length === 0) return []
  const stored = await lockStoredScores(payload, req, ids)
  const present = stored.map((row) => Number(row.id))
  if (present.length === 0) return []
  const evidence = await evidenceOf(payload, req, present, now)
  const today = ukDay(now).iso
  const changes: ScoreChange[] = []
  for (const row of stored) {
    const id = Number(row.id)
    const breakdown = computeEcoScore(evidence.get(id)!, today)
    const oldScore = row.eco_score === null ? null : Number(row.eco_score)
    if (oldScore === breakdown.score && sameBreakdown(row.eco_score_breakdown, breakdown)) continue
    await writeScore(payload, req, id, breakdown.score, breakdown, now)
    const change: ScoreChange = {
      supplier: id,
      oldScore,
      newScore: breakdown.score,
      why: why(id, row.eco_score_breakdown, breakdown),
    }
    // A first breakdown that leaves the score as it was (a new listing at 0) has nothing to tell: no history row.
    const first = row.eco_score_breakdown === null || row.eco_score_breakdown === undefined
    if (!first || oldScore !== breakdown.score) await insertChange(payload, req, { ...change, at: now })
    changes.push(change)
  }
  if (changes.length > 0 && !req.context?.disableRevalidate) revalidateCollection('suppliers', payload.logger)
  return changes
}

/**
 * Recomputes the suppliers an event names and every supplier with a published product in these material types
 * (their like-for-like comparisons may have moved): `own` get the event's words, the others the same with the
 * comparison named.
 */
export async function recomputeWithComparisons(
  req: EventReq,
  own: readonly number[],
  materialTypes: readonly number[],
  event: string,
  now?: Date,
): Promise<ScoreChange[]> {
  const neighbours = await suppliersInMaterialTypes(req.payload, req, unique(materialTypes))
  const mine = new Set(own.map(Number))
  return recomputeEcoScores(req, [...own, ...neighbours], {
    now,
    why: (id) => (mine.has(id) ? event : `${COMPARISON_MOVED} (${event})`),
  })
}

/** A supplier's listing saved: itself, and (when it was published or unpublished) the comparisons its products are in. */
export async function recomputeSupplier(
  req: EventReq,
  supplier: number,
  event: string,
  { statusChanged = false }: { statusChanged?: boolean } = {},
): Promise<ScoreChange[]> {
  const types = statusChanged ? await materialTypesOfSuppliers(req.payload, req, [supplier]) : []
  return recomputeWithComparisons(req, [supplier], types, event)
}

/**
 * The daily check of what time alone changes (a certificate, an EPD or an adjustment whose last day has passed):
 * each stale supplier, with the comparisons its expired EPDs leave, recomputed in one transaction per run.
 */
export async function recomputeStaleScores(req: EventReq, now: Date): Promise<ScoreChange[]> {
  const stale = await staleEvidence(req.payload, req, ukDay(now).iso)
  if (stale.suppliers.length === 0) return []
  const neighbours = await suppliersInMaterialTypes(req.payload, req, stale.materialTypes)
  return recomputeEcoScores(req, [...stale.suppliers, ...neighbours], {
    now,
    why: (_id, before, after) => explainChange(before, after) ?? COMPARISON_MOVED,
  })
}

/** Every supplier recomputed (the migration that replaced typed scores, and the seed). */
export async function recomputeAllEcoScores(req: EventReq, why: string, now = new Date()): Promise<ScoreChange[]> {
  const ids = await allSupplierIds(req.payload, req)
  return recomputeEcoScores(req, ids, { now, why: () => why })
}

/** The daily jobs' part: the Eco-Scores time alone has changed, recomputed in one transaction, counted in `summary`. */
export async function recomputeExpired(
  payload: Payload,
  now: Date,
  summary: { scoresChanged: number; failures: number },
): Promise<void> {
  try {
    const changes = await withTransaction(payload, (req) => recomputeStaleScores(req, now), {
      context: { disableRevalidate: false },
    })
    summary.scoresChanged += changes.length
  } catch (error) {
    summary.failures += 1
    payload.logger.error({ err: error, msg: 'Recomputing the Eco-Scores of expired evidence failed' })
  }
}
