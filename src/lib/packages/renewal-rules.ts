// When an automatic renewal is charged: from RENEWAL_WINDOW_DAYS before the package's end, then again each
// RENEWAL_RETRY_HOURS after a failed attempt, while the package still runs (so up to three attempts with an hourly
// job). A package not renewed by its end ends as any other (src/lib/packages/expiry.ts).

export const RENEWAL_WINDOW_DAYS = 3
export const RENEWAL_RETRY_HOURS = 24

const HOUR_MS = 60 * 60 * 1000

/** The earliest instant a renewal may be charged for a package ending at `endsAt`. */
export function renewalWindowStart(endsAt: Date): Date {
  return new Date(endsAt.getTime() - RENEWAL_WINDOW_DAYS * 24 * HOUR_MS)
}

/**
 * Whether a renewal charge is due at `now`: inside the window (from its start, before the end), and the last attempt,
 * if any, at least RENEWAL_RETRY_HOURS ago.
 */
export function renewalAttemptDue(endsAt: Date, lastAttemptAt: Date | null, now: Date): boolean {
  if (now.getTime() >= endsAt.getTime() || now.getTime() < renewalWindowStart(endsAt).getTime()) return false
  return lastAttemptAt === null || now.getTime() - lastAttemptAt.getTime() >= RENEWAL_RETRY_HOURS * HOUR_MS
}

/** The latest attempt that still allows another at `now` (the SQL claim's bound). */
export function retryAfterOf(now: Date): Date {
  return new Date(now.getTime() - RENEWAL_RETRY_HOURS * HOUR_MS)
}
