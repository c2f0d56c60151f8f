/**
 * Reads of the Eco-Score's staff-managed data for the pages: the recognised certification types (public) and the
 * history of a supplier's score changes (staff and the supplier's own accounts: read as the account, so the
 * collection's access decides).
 */
import type { SupplierAccount } from '@payload-types'
import type { Payload } from 'payload'

export type CertificationType = { id: number; name: string; description: string; points: number }

export type ScoreChange = {
  id: number
  /** The score before; null for the first score the supplier had. */
  old: number | null
  new: number
  why: string
  /** When it changed (an ISO timestamp). */
  when: string
}

/** The recognised certification types, the most valuable first, as a visitor may read them. */
export async function readCertificationTypes(payload: Payload): Promise<CertificationType[]> {
  const { docs } = await payload.find({
    collection: 'certification-types',
    sort: ['-points', 'name'],
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, description: doc.certifies, points: doc.points }))
}

/** The listing's score changes, newest first, read as the account (its own listing only). */
export async function readScoreChanges(
  payload: Payload,
  account: SupplierAccount,
  supplierId: number,
  limit = 50,
): Promise<ScoreChange[]> {
  const { docs } = await payload.find({
    collection: 'eco-score-changes',
    where: { supplier: { equals: supplierId } },
    sort: '-changedAt',
    limit,
    depth: 0,
    overrideAccess: false,
    user: { ...account, collection: 'supplier-accounts' },
  })
  return docs.map((doc) => ({
    id: doc.id,
    old: doc.oldScore ?? null,
    new: doc.newScore,
    why: doc.why,
    when: doc.changedAt,
  }))
}
