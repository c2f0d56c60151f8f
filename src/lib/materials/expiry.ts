import { ukMidnight } from '@/lib/dates'
import { epdExpiresAt, isIsoDay } from '@/lib/materials/epd'

// When a supplier is reminded that a product's EPD runs out (the e-mail is src/lib/email/epd-expiry.ts, the daily
// job src/lib/materials/expiry-check.ts). An EPD is valid through its whole valid-until day (UK time, epd.ts); the
// reminders count UK calendar days back from that day.

/** The reminders, earliest first: e-mailed this many days before an EPD's valid-until date, once each per date. */
export const EPD_REMINDER_DAYS = [60, 30] as const
export type EpdReminderDays = (typeof EPD_REMINDER_DAYS)[number]

/** Where each reminder records the valid-until date it was sent for (the product's `expiryReminders` group). */
export const EPD_REMINDER_FIELD = { 60: 'days60For', 30: 'days30For' } as const satisfies Record<
  EpdReminderDays,
  string
>

/** The instant a reminder falls due: the start (UK midnight) of the day `days` days before the valid-until day. */
export function epdReminderFrom(validUntil: string, days: EpdReminderDays): Date {
  if (!isIsoDay(validUntil)) throw new RangeError(`Not a date written YYYY-MM-DD: ${validUntil}`)
  const [year, month, day] = validUntil.split('-').map(Number)
  return ukMidnight(year, month, day - days)
}

export type EpdReminderState = {
  validUntil: string | null | undefined
  days60For?: string | null
  days30For?: string | null
}

/**
 * The reminder due at `now`, if any: the 60-day one from the start of the UK day 60 days before the valid-until day
 * until the 30-day one falls due, the 30-day one from then until the EPD expires (the start of the day after its
 * valid-until day). Each is sent once per valid-until date: a renewed EPD (a later date) is reminded again. A job
 * that was down, or a product published late, sends only the reminder whose time it is, never one already overtaken.
 */
export function dueEpdReminder(state: EpdReminderState, now: Date): EpdReminderDays | null {
  const { validUntil } = state
  if (!validUntil || !isIsoDay(validUntil)) return null
  const t = now.getTime()
  if (t >= epdExpiresAt(validUntil).getTime()) return null
  const due = [...EPD_REMINDER_DAYS].reverse().find((days) => t >= epdReminderFrom(validUntil, days).getTime())
  if (due === undefined) return null
  return state[EPD_REMINDER_FIELD[due]] === validUntil ? null : due
}

/**
 * The valid-until days ('YYYY-MM-DD') a reminder may be due for at `now`, a day wider each side than needed (UK days
 * and UTC days differ by an hour): the job's candidates, which `dueEpdReminder` then decides on exactly.
 */
export function remindedValidUntilRange(now: Date): { from: string; to: string } {
  const day = 24 * 60 * 60 * 1000
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
  return { from: iso(now.getTime() - day), to: iso(now.getTime() + (Math.max(...EPD_REMINDER_DAYS) + 1) * day) }
}
