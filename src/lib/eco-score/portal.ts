/**
 * The portal's Eco-Score: the account's own listing's score and breakdown, what evidence it lacks and what each piece
 * would be worth (method.ts's `improvements`, from the evidence of the breakdown shown), and the history of changes.
 * Read per request, for the signed-in account's listing only.
 */
import type { SupplierAccount } from '@payload-types'
import type { Payload } from 'payload'

import { ukDay } from '@/lib/dates'
import { evidenceOfBreakdown, parseBreakdown } from '@/lib/eco-score/format'
import { improvements, type EcoScoreBreakdown, type Improvement } from '@/lib/eco-score/method'
import { readCertificationTypes, readScoreChanges, type ScoreChange } from '@/lib/eco-score/read'

export type PortalEcoScore = {
  name: string
  score: number
  breakdown: EcoScoreBreakdown | null
  changedAt: string | null
  /** Largest first; null while the score has no breakdown yet. */
  improvements: Improvement[] | null
  /** Newest first. */
  history: ScoreChange[]
}

/** The listing's score as its account sees it; null when the listing is gone. */
export async function portalEcoScore(
  payload: Payload,
  account: SupplierAccount,
  supplierId: number,
  now: Date = new Date(),
): Promise<PortalEcoScore | null> {
  // The listing the session names (never one the request chose): its live row, where the recomputation writes.
  const listing = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    select: { name: true, ecoScore: true, ecoScoreBreakdown: true, ecoScoreChangedAt: true },
  })
  if (!listing) return null
  const [types, history] = await Promise.all([
    readCertificationTypes(payload),
    readScoreChanges(payload, account, supplierId),
  ])
  const breakdown = parseBreakdown(listing.ecoScoreBreakdown)
  const found = breakdown ? improvements(evidenceOfBreakdown(breakdown), types, ukDay(now).iso) : null
  return {
    name: listing.name,
    score: listing.ecoScore ?? 0,
    breakdown,
    changedAt: listing.ecoScoreChangedAt ?? null,
    improvements: found,
    history,
  }
}
