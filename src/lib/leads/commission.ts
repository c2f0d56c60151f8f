/** Commission per lead connection, in integer pence (5000 = £50.00). */
export const BASE_COMMISSION_PENCE = 5000

/** Bonus used when a supplier has the lead bonus enabled but no amount set. */
export const DEFAULT_LEAD_BONUS_PENCE = 2500

export type CommissionInput = {
  leadBonusEnabled?: boolean | null
  leadBonusAmount?: number | null
}

/**
 * Commission for one lead connection: the base, plus the supplier's lead bonus when enabled.
 * An empty bonus amount counts as 2500; an explicit 0 counts as 0.
 */
export function commissionForSupplier(s: CommissionInput): number {
  if (s.leadBonusEnabled !== true) return BASE_COMMISSION_PENCE
  const bonus = s.leadBonusAmount ?? DEFAULT_LEAD_BONUS_PENCE
  if (!Number.isSafeInteger(bonus) || bonus < 0) {
    throw new RangeError(`Lead bonus must be a non-negative whole number of pence, got ${bonus}`)
  }
  return BASE_COMMISSION_PENCE + bonus
}

/** 5000 → '£50.00' (one home for money's words: src/lib/money.ts). */
export { formatPence } from '@/lib/money'
