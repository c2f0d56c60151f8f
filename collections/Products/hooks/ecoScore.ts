import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { recomputeWithComparisons, SKIP_ECO_SCORE_CONTEXT } from '@/lib/eco-score/recompute'

// A product is evidence for its supplier's Eco-Score (its verified, valid EPD; its band in its like-for-like
// comparison), and a member of that comparison for every other supplier in it: a change that can move either
// recomputes the product's supplier and every supplier with a published product of its material type, in the save's
// transaction.

type ProductLike = {
  id?: unknown
  name?: string | null
  supplier?: unknown
  materialType?: unknown
  _status?: string | null
  epdVerified?: boolean | null
  epd?: Record<string, unknown> | null
}

const idOf = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** What the score reads of a product: a change of anything else (its description, its image) moves nothing. */
function evidenceOf(p: ProductLike | undefined): string {
  if (!p) return ''
  const epd = p.epd ?? {}
  return JSON.stringify([
    p._status,
    idOf(p.supplier),
    idOf(p.materialType),
    p.epdVerified === true,
    p.name,
    ['declaredUnitQuantity', 'declaredUnit', 'standard', 'issuedOn', 'validUntil', 'dataType'].map(
      (k) => epd[k] ?? null,
    ),
    (epd.gwp as Record<string, unknown> | undefined)?.a1a3 ?? null,
  ])
}

/** The event a save of a product is, in the history's words ('EPD of Sheep’s wool roll verified'). */
export function describeProductSave(previous: ProductLike | undefined, doc: ProductLike, created: boolean): string {
  const name = doc.name ?? 'a product'
  const published = doc._status === 'published'
  if (created) return published ? `Product ${name} published` : `Product ${name} added`
  if (previous?._status !== 'published' && published) return `Product ${name} published`
  if (previous?._status === 'published' && !published) return `Product ${name} unpublished`
  if (previous?.epdVerified !== true && doc.epdVerified === true) return `EPD of ${name} verified`
  if (previous?.epdVerified === true && doc.epdVerified !== true) return `EPD of ${name} unverified`
  return `EPD of ${name} changed`
}

export const recomputeAfterProductSave: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  const before = operation === 'create' ? undefined : (previousDoc as ProductLike)
  if (before && evidenceOf(before) === evidenceOf(doc as ProductLike)) return doc
  const own = [idOf(before?.supplier), idOf(doc.supplier)].filter((id): id is number => id !== null)
  const types = [idOf(before?.materialType), idOf(doc.materialType)].filter((id): id is number => id !== null)
  await recomputeWithComparisons(req, own, types, describeProductSave(before, doc as ProductLike, !before))
  return doc
}

export const recomputeAfterProductDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  const own = [idOf(doc.supplier)].filter((id): id is number => id !== null)
  const types = [idOf(doc.materialType)].filter((id): id is number => id !== null)
  await recomputeWithComparisons(req, own, types, `Product ${doc.name ?? doc.id} deleted`)
  return doc
}

/** A material type compared in another unit: its comparisons change, so every supplier with a product of it. */
export const recomputeAfterMaterialTypeUnit: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.declaredUnit === doc.declaredUnit) return doc
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT]) return doc
  await recomputeWithComparisons(
    req,
    [],
    [Number(doc.id)],
    `Material type ${doc.name} now compared per ${doc.declaredUnit}`,
  )
  return doc
}
