// What a listing package buys on the site, and the dates of what it buys: pure rules shared by checkout,
// the webhook, the expiry job, the public pages and the portal.

export type PackageTier = 'local' | 'national' | 'enterprise'
export type Placement = 'none' | 'category' | 'category-and-city'

/** A package's period when staff have not set one. */
export const DEFAULT_PERIOD_MONTHS = 12

/** The badge a tier's packages give when staff have not named it. */
export const TIER_BADGES: Record<PackageTier, string> = {
  local: 'Local Partner',
  national: 'National Partner',
  enterprise: 'Enterprise Partner',
}

/** Where a tier's suppliers are featured when staff have not said: National on category pages, Enterprise also on city pages. */
export const TIER_PLACEMENTS: Record<PackageTier, Placement> = {
  local: 'none',
  national: 'category',
  enterprise: 'category-and-city',
}

/** Featured suppliers shown above a page's main list, at most. */
export const FEATURED_ROW_LIMIT = 3

export type PackageTermsInput = {
  tier: PackageTier
  periodMonths?: number | null
  badgeLabel?: string | null
  placement?: Placement | null
}

export type PackageTerms = {
  tier: PackageTier
  periodMonths: number
  badgeLabel: string
  featuredInCategory: boolean
  featuredInCity: boolean
}

/** A package's terms with the tier's defaults for whatever staff left empty. */
export function packageTerms(pkg: PackageTermsInput): PackageTerms {
  const period = pkg.periodMonths
  const placement = pkg.placement || TIER_PLACEMENTS[pkg.tier]
  return {
    tier: pkg.tier,
    periodMonths: Number.isSafeInteger(period) && (period as number) >= 1 ? (period as number) : DEFAULT_PERIOD_MONTHS,
    badgeLabel: pkg.badgeLabel?.trim() || TIER_BADGES[pkg.tier],
    featuredInCategory: placement !== 'none',
    featuredInCity: placement === 'category-and-city',
  }
}

/** `months` calendar months after `from` (UTC), clamped to the month's last day: 31 January + 1 month = 28/29 February. */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear()
  const month = from.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  )
}

export type CurrentEntitlement = { packageId: number | null; endsAt: Date }

export type EntitlementPlan = {
  startsAt: Date
  endsAt: Date
  /** Whether the listing's current entitlements of other packages end now (another tier replaces them). */
  replacesCurrent: boolean
}

/**
 * The dates of a newly paid package: the same package as the listing's running one extends from its end date;
 * another package replaces what runs from the payment time; with nothing running it starts at payment.
 */
export function planEntitlement(
  paidAt: Date,
  packageId: number | null,
  periodMonths: number,
  current: readonly CurrentEntitlement[],
): EntitlementPlan {
  const running = current.filter((c) => c.endsAt.getTime() > paidAt.getTime())
  const same = running.filter((c) => packageId !== null && c.packageId === packageId)
  if (same.length > 0) {
    const startsAt = new Date(Math.max(...same.map((c) => c.endsAt.getTime())))
    return { startsAt, endsAt: addMonths(startsAt, periodMonths), replacesCurrent: false }
  }
  return { startsAt: paidAt, endsAt: addMonths(paidAt, periodMonths), replacesCurrent: running.length > 0 }
}

/** What buying a package means for the listing, said before payment. */
export function purchaseEffect(
  packageId: number,
  current: readonly CurrentEntitlement[],
  now: Date,
): 'new' | 'extends' | 'replaces' {
  const plan = planEntitlement(now, packageId, DEFAULT_PERIOD_MONTHS, current)
  if (plan.replacesCurrent) return 'replaces'
  return plan.startsAt.getTime() > now.getTime() ? 'extends' : 'new'
}

/** Days before a package ends that its accounts are reminded: the first reminder, then the last. */
export const REMINDER_DAYS = [30, 7] as const
export type ReminderDays = (typeof REMINDER_DAYS)[number]
const [FIRST_REMINDER_DAYS, LAST_REMINDER_DAYS] = REMINDER_DAYS
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The reminder due for an entitlement ending at `endsAt`, at most one a run: the 7-day one once within 7 days
 * (the 30-day one is then skipped), else the 30-day one once within 30 days; null when none is due.
 */
export function reminderDue(endsAt: Date, now: Date, sent: { days30: boolean; days7: boolean }): ReminderDays | null {
  const left = endsAt.getTime() - now.getTime()
  if (left <= 0) return null
  if (left <= LAST_REMINDER_DAYS * DAY_MS) return sent.days7 ? null : LAST_REMINDER_DAYS
  if (left <= FIRST_REMINDER_DAYS * DAY_MS) return sent.days30 ? null : FIRST_REMINDER_DAYS
  return null
}

/** A receipt's number, made from the order id: EBD-000042. */
export function receiptNumber(orderId: number): string {
  return `EBD-${String(orderId).padStart(6, '0')}`
}
