import type { EcoScoreBreakdown } from '@/lib/eco-score/method'

// Why a breakdown changed, in the words of the history ('Certificate ISO 14001 expired'), from the stored breakdown
// and the new one: for changes time alone makes (the daily checks), where no save names the event.

type Loose = Partial<EcoScoreBreakdown> | null | undefined

const certKey = (c: { name: string; number: string | null }) => `${c.name}|${c.number ?? ''}`

/** The changes between two breakdowns a visitor would name, or null when only a comparison moved. */
export function explainChange(before: unknown, after: EcoScoreBreakdown): string | null {
  const old = (before && typeof before === 'object' ? before : null) as Loose
  const reasons: string[] = []
  const counted = new Map((old?.certifications ?? []).filter((c) => c.points > 0).map((c) => [certKey(c), c]))
  for (const line of after.certifications) {
    const was = counted.get(certKey(line))
    if (was && line.points === 0) {
      reasons.push(
        line.notCounted === 'Expired.'
          ? `Certificate ${line.name} expired`
          : `Certificate ${line.name} no longer counts`,
      )
    }
  }
  const valid = new Set((old?.products ?? []).filter((p) => p.hasValidVerifiedEpd).map((p) => String(p.id)))
  for (const product of after.products) {
    if (valid.has(String(product.id)) && !product.hasValidVerifiedEpd) {
      const expired = product.epdValidUntil !== null && product.epdValidUntil < after.computedOn
      reasons.push(expired ? `EPD of ${product.name} expired` : `EPD of ${product.name} no longer counts`)
    }
  }
  const active = new Set(after.adjustments.map((a) => String(a.id)))
  for (const adjustment of old?.adjustments ?? []) {
    if (!active.has(String(adjustment.id))) reasons.push(`Adjustment expired: ${adjustment.reason}`)
  }
  return reasons.length > 0 ? reasons.join('; ') : null
}

/** The history's words when only the like-for-like comparisons of the supplier's products moved. */
export const COMPARISON_MOVED = 'A like-for-like comparison of its products changed'
