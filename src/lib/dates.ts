const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

const LONG_DATE = /^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$/

// Date.parse reads 'April 15, 2025' as local midnight, which shifts the day east of UTC.
function parseDate(value: string): Date {
  const match = LONG_DATE.exec(value.trim())
  if (!match) return new Date(value)
  const month = MONTHS.findIndex((m) => m.toLowerCase() === match[1].toLowerCase())
  const day = Number(match[2])
  const date = new Date(Date.UTC(Number(match[3]), month, day))
  return month >= 0 && date.getUTCDate() === day ? date : new Date(Number.NaN)
}

/**
 * The site's one way of writing a date, the UK's: '15 April 2025' (day, month's name, year), read in UTC so the day
 * never depends on the server's timezone. Accepts ISO dates and times and the spec's data style 'April 15, 2025'.
 */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDate(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/**
 * The one date the spec quotes as the page shows it, the legal pages' 'Last updated: April 15, 2025' (month first),
 * kept verbatim; every other date is written the UK way (formatLongDate).
 */
export function formatSpecQuotedDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDate(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** The UK's time zone: rules that count the UK's calendar days (working days, today's date) count them in it. */
export const UK_TIME_ZONE = 'Europe/London'

const HOUR_MS = 60 * 60 * 1000
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
})

export type UkDay = { iso: string; year: number; month: number; day: number; weekday: number }

/** The UK calendar day an instant falls on ('2026-07-02' at 00:30 BST, which is still 1 July in UTC). */
export function ukDay(instant: Date): UkDay {
  const parts = Object.fromEntries(ukParts.formatToParts(instant).map((p) => [p.type, p.value]))
  const year = Number(parts.year)
  const month = Number(parts.month)
  const day = Number(parts.day)
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    year,
    month,
    day,
    weekday: WEEKDAYS.indexOf(parts.weekday),
  }
}

/** The instant a UK calendar day begins (month 1-12; a day past the month's end rolls over, as Date.UTC does). */
export function ukMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day)
  // The UK is on UTC (GMT) or an hour ahead (BST), and its clocks never change at midnight: the day starts at UTC
  // midnight or an hour before it, when that hour is already the same date in the UK.
  const date = new Date(utcMidnight).toISOString().slice(0, 10)
  return ukDay(new Date(utcMidnight - HOUR_MS)).iso === date ? new Date(utcMidnight - HOUR_MS) : new Date(utcMidnight)
}
