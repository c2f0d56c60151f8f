import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import { holdersOfCertificationType } from '@/lib/eco-score/evidence-sql'
import { recomputeEcoScores, SKIP_ECO_SCORE_CONTEXT } from '@/lib/eco-score/recompute'

// A certification type's worth (or name, shown in each breakdown) changed, or the type deleted: every supplier
// holding a certificate of it is recomputed in the same transaction.

const HOLDERS = 'certificationTypeHolders'

export const recomputeAfterCertificationTypeChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  if (previousDoc?.points === doc.points && previousDoc?.name === doc.name) return doc
  const why =
    previousDoc?.points === doc.points
      ? `Certification type ${previousDoc?.name} renamed ${doc.name}`
      : `Certification type ${doc.name} worth changed from ${previousDoc?.points} to ${doc.points} points`
  const holders = await holdersOfCertificationType(req.payload, req, Number(doc.id))
  await recomputeEcoScores(req, holders, { why: () => why })
  return doc
}

/** The holders are found before the delete (it empties their certificates' type). */
export const rememberHoldersBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const holders = await holdersOfCertificationType(req.payload, req, Number(id))
  req.context = { ...req.context, [`${HOLDERS}:${id}`]: holders }
}

export const recomputeAfterCertificationTypeDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  const holders = (req.context?.[`${HOLDERS}:${id}`] as number[] | undefined) ?? []
  await recomputeEcoScores(req, holders, { why: () => `Certification type ${doc.name} deleted` })
  return doc
}
