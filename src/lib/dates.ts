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

/** 'April 15, 2025', read in UTC so the day never depends on the server's timezone. */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDate(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`)
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
