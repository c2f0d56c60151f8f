import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { isStaffUser } from '@/access'
import { recomputeEcoScores, SKIP_ECO_SCORE_CONTEXT } from '@/lib/eco-score/recompute'

// An adjustment added, changed or deleted recomputes its supplier (and the one it was moved from) in the same
// transaction; its expiry is the daily certificate check's (src/lib/suppliers/certificate-check.ts).

const idOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

const signed = (points: unknown) => {
  const n = Number(points)
  return `${n > 0 ? '+' : ''}${n}`
}

/** 'Adjustment added: +0.5 (Takes back its offcuts...)'. */
export const adjustmentWhy = (what: 'added' | 'changed' | 'removed', doc: { points?: unknown; reason?: unknown }) =>
  `Adjustment ${what}: ${signed(doc.points)} (${String(doc.reason ?? '').trim()})`

/** An adjustment of 0 points changes nothing and would only say so in public. */
export const nonZeroAdjustment: CollectionBeforeValidateHook = ({ data, req }) => {
  if (data && typeof data.points === 'number' && data.points === 0) {
    throw new ValidationError(
      {
        collection: 'eco-score-adjustments',
        errors: [{ path: 'points', message: 'An adjustment of 0 points changes nothing.' }],
        req,
      },
      req.t,
    )
  }
  return data
}

/** Who added it: the staff member saving it (never what a request says). */
export const stampAddedBy: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'create') return { ...data, addedBy: isStaffUser(req.user) ? req.user!.id : null }
  return { ...data, addedBy: originalDoc?.addedBy ?? null }
}

export const recomputeAfterAdjustmentChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  const suppliers = [idOf(doc.supplier), operation === 'update' ? idOf(previousDoc?.supplier) : null]
  const why = adjustmentWhy(operation === 'create' ? 'added' : 'changed', doc)
  await recomputeEcoScores(
    req,
    suppliers.filter((id): id is number => id !== null),
    { why: () => why },
  )
  return doc
}

export const recomputeAfterAdjustmentDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  const supplier = idOf(doc.supplier)
  if (supplier !== null) await recomputeEcoScores(req, [supplier], { why: () => adjustmentWhy('removed', doc) })
  return doc
}
