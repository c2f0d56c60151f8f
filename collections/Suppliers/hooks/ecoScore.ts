import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { recomputeSupplier, SKIP_ECO_SCORE_CONTEXT } from '@/lib/eco-score/recompute'
import { runSql } from '@/lib/platform/db'

// Nobody types an Eco-Score: every save keeps the score, breakdown and date the recomputation stored (whatever a
// request, an import or server code sends), and after the save the listing's evidence is read again.

type Row = { eco_score: number | string | null; eco_score_breakdown: unknown; eco_score_changed_at: Date | null }

/** The stored score fields win over anything a save carries; a new listing starts at 0 until computed. */
export const keepComputedScore: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation === 'create' || !originalDoc?.id) {
    return { ...data, ecoScore: 0, ecoScoreBreakdown: null, ecoScoreChangedAt: null }
  }
  const found = await runSql(
    req.payload,
    sql`SELECT eco_score, eco_score_breakdown, eco_score_changed_at FROM suppliers WHERE id = ${originalDoc.id}`,
    req,
  )
  const row = found.rows[0] as Row | undefined
  return {
    ...data,
    ecoScore: row?.eco_score === null || row?.eco_score === undefined ? 0 : Number(row.eco_score),
    ecoScoreBreakdown: row?.eco_score_breakdown ?? null,
    ecoScoreChangedAt: row?.eco_score_changed_at ? new Date(row.eco_score_changed_at).toISOString() : null,
  }
}

type Cert = {
  id?: string | null
  name?: string | null
  verifiedAt?: string | null
  expiresAt?: string | null
  badgeHidden?: boolean | null
  type?: unknown
}

const certsOf = (doc: unknown): Cert[] => {
  const list = (doc as { certifications?: unknown } | undefined)?.certifications
  return Array.isArray(list) ? (list as Cert[]) : []
}

const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'id' in value) return idOf((value as { id: unknown }).id)
  return String(value)
}

/** The event a save of a listing is, in the history's words ('Certificate ISO 14001 verified'). */
export function describeListingSave(previous: unknown, doc: unknown): string {
  const before = new Map(certsOf(previous).flatMap((c) => (c.id ? [[c.id, c] as const] : [])))
  const events: string[] = []
  const after = certsOf(doc)
  for (const cert of after) {
    const was = cert.id ? before.get(cert.id) : undefined
    const name = cert.name ?? 'certificate'
    if (!was) events.push(cert.verifiedAt ? `Certificate ${name} added and verified` : `Certificate ${name} added`)
    else if (cert.verifiedAt && (!was.verifiedAt || was.verifiedAt !== cert.verifiedAt))
      events.push(`Certificate ${name} verified`)
    else if (!cert.verifiedAt && was.verifiedAt) events.push(`Certificate ${name} changed (verification cleared)`)
    else if (cert.badgeHidden && !was.badgeHidden) events.push(`Certificate ${name} expired`)
    else if (idOf(cert.type) !== idOf(was.type)) events.push(`Certificate ${name}: certification type changed`)
    else if ((cert.expiresAt ?? null) !== (was.expiresAt ?? null)) events.push(`Certificate ${name}: expiry changed`)
  }
  const kept = new Set(after.map((c) => c.id))
  for (const [id, cert] of before) if (!kept.has(id)) events.push(`Certificate ${cert.name ?? id} removed`)
  const status = (d: unknown) => (d as { _status?: string } | undefined)?._status
  if (status(previous) !== 'published' && status(doc) === 'published') events.push('Listing published')
  if (status(previous) === 'published' && status(doc) !== 'published') events.push('Listing unpublished')
  return events.length > 0 ? events.join('; ') : 'Listing saved'
}

/** What the score reads of a listing: a save that changes none of it (a description, an autosave) moves nothing. */
function evidenceOf(doc: unknown): string {
  const status = (doc as { _status?: string } | undefined)?._status ?? null
  return JSON.stringify([
    status,
    certsOf(doc).map((c) => [
      c.id,
      c.name,
      (c as { number?: unknown }).number ?? null,
      (c as { issuer?: unknown }).issuer ?? null,
      c.verifiedAt ?? null,
      c.expiresAt ?? null,
      idOf(c.type),
      Boolean(c.badgeHidden),
    ]),
  ])
}

const isAutosave = (query: Record<string, unknown> | undefined) =>
  query?.autosave === 'true' || query?.autosave === true

/**
 * After any save of a listing (the admin, the portal's draft, a job, the import) its evidence is read again in the
 * save's transaction; publishing or unpublishing it also moves the comparisons its products are in. The returned
 * document carries the score as stored.
 */
export const recomputeAfterListingSave: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context?.[SKIP_ECO_SCORE_CONTEXT] || isAutosave(req.query)) return doc
  if (operation === 'update' && evidenceOf(previousDoc) === evidenceOf(doc)) return doc
  const statusChanged = operation === 'create' || previousDoc?._status !== doc._status
  const changes = await recomputeSupplier(req, Number(doc.id), describeListingSave(previousDoc, doc), {
    statusChanged,
  })
  const mine = changes.find((c) => c.supplier === Number(doc.id))
  if (!mine) return doc
  const found = await runSql(
    req.payload,
    sql`SELECT eco_score_breakdown, eco_score_changed_at FROM suppliers WHERE id = ${doc.id}`,
    req,
  )
  const row = found.rows[0] as Row | undefined
  return {
    ...doc,
    ecoScore: mine.newScore,
    ecoScoreBreakdown: row?.eco_score_breakdown ?? null,
    ecoScoreChangedAt: row?.eco_score_changed_at ? new Date(row.eco_score_changed_at).toISOString() : null,
  }
}
