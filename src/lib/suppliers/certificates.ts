// Rules for supplier certificates that expire: when a badge is hidden and when the supplier is
// reminded (the e-mail is src/lib/email/certificate-expiry.ts). The collection hook, the daily job,
// the pages and the admin list all call these.

/** Suppliers are e-mailed this many days before a certificate expires. */
export const EXPIRY_REMINDER_DAYS = 30

/** The admin lists certificates that expire within this many days. */
export const EXPIRING_SOON_DAYS = 60

const DAY_MS = 24 * 60 * 60 * 1000

type Instant = string | Date | null | undefined

/**
 * The clock a save's context may carry (the daily check's `now`), so the badge's save hook and the check agree on
 * what has expired: otherwise a certificate expiring between the two would be shown by one and hidden by the other.
 */
export const CERTIFICATE_CLOCK_CONTEXT = 'certificateCheckAt'

/** The moment a save's expiry decisions are made at: the context's clock, else now. */
export function certificateClock(context: Record<string, unknown> | undefined): Date {
  const at = context?.[CERTIFICATE_CLOCK_CONTEXT]
  return typeof at === 'string' ? new Date(at) : new Date()
}

function time(value: Instant): number | null {
  if (!value) return null
  const ms = (typeof value === 'string' ? new Date(value) : value).getTime()
  return Number.isNaN(ms) ? null : ms
}

/** True once the expiry moment has passed; a certificate without an expiry date never expires. */
export function isCertificateExpired(expiresAt: Instant, now: Date = new Date()): boolean {
  const expires = time(expiresAt)
  return expires !== null && expires < now.getTime()
}

/** Whole days from now until expiry, rounded up (0 on the last day); null without an expiry date. */
export function daysUntilExpiry(expiresAt: Instant, now: Date = new Date()): number | null {
  const expires = time(expiresAt)
  return expires === null ? null : Math.ceil((expires - now.getTime()) / DAY_MS)
}

/** True when the certificate expires within `days` days from now and has not expired yet. */
export function expiresWithin(expiresAt: Instant, days: number, now: Date = new Date()): boolean {
  const expires = time(expiresAt)
  return expires !== null && expires >= now.getTime() && expires - now.getTime() <= days * DAY_MS
}

export type ReminderState = { expiresAt?: string | null; expiryReminderFor?: string | null }

/**
 * A reminder is due within the 30 days before expiry, once per expiry date: a renewed certificate
 * (a new expiry date) is reminded again before its new date.
 */
export function isExpiryReminderDue(cert: ReminderState, now: Date = new Date()): boolean {
  if (!expiresWithin(cert.expiresAt, EXPIRY_REMINDER_DAYS, now)) return false
  return time(cert.expiryReminderFor) !== time(cert.expiresAt)
}

/** The calendar day of an expiry (UTC), e.g. '2026-12-10': part of the reminder's idempotency key. */
export function expiryDay(expiresAt: string | Date): string {
  return (typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt).toISOString().slice(0, 10)
}

export type CertificateOwner = {
  id: number
  name: string
  _status?: 'draft' | 'published' | null
  certifications?: Array<{
    id?: string | null
    name: string
    number?: string | null
    expiresAt?: string | null
    expiryReminderFor?: string | null
  }> | null
}

export type ExpiringCertificate = {
  supplierId: number
  supplierName: string
  published: boolean
  certificateId: string
  certificateName: string
  number: string | null
  expiresAt: string
  /** Negative once expired. */
  daysLeft: number
  expired: boolean
  reminded: boolean
}

/** Expiry window the admin list covers, in days from now: recently expired ones stay listed until renewed or removed. */
export const EXPIRED_LISTED_DAYS = 90

/**
 * The admin's list: certificates expiring within `days` days, and those that expired within the last
 * EXPIRED_LISTED_DAYS days, soonest first.
 */
export function listExpiringCertificates(
  suppliers: readonly CertificateOwner[],
  now: Date = new Date(),
  days: number = EXPIRING_SOON_DAYS,
): ExpiringCertificate[] {
  const from = now.getTime() - EXPIRED_LISTED_DAYS * DAY_MS
  const to = now.getTime() + days * DAY_MS
  return suppliers
    .flatMap((supplier) =>
      (supplier.certifications ?? []).flatMap((cert, index): ExpiringCertificate[] => {
        const expires = time(cert.expiresAt)
        if (expires === null || expires < from || expires > to) return []
        const expiresAt = new Date(expires).toISOString()
        return [
          {
            supplierId: supplier.id,
            supplierName: supplier.name,
            published: supplier._status !== 'draft',
            certificateId: cert.id ?? `${supplier.id}-${index}`,
            certificateName: cert.name,
            number: cert.number ?? null,
            expiresAt,
            daysLeft: daysUntilExpiry(expiresAt, now) ?? 0,
            expired: expires < now.getTime(),
            reminded: time(cert.expiryReminderFor) === expires,
          },
        ]
      }),
    )
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.supplierName.localeCompare(b.supplierName))
}

/** The admin list query's bounds on expiry, as ISO timestamps. */
export function expiringListBounds(
  now: Date = new Date(),
  days: number = EXPIRING_SOON_DAYS,
): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - EXPIRED_LISTED_DAYS * DAY_MS).toISOString(),
    to: new Date(now.getTime() + days * DAY_MS).toISOString(),
  }
}
