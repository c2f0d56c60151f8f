/**
 * A calendar day ('2025-04-15') as the timestamp stored in a day-only date field. Noon UTC keeps
 * the same calendar day in every timezone from UTC-11 to UTC+11 (the admin's day picker does the same).
 */
export function isoDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a calendar day: ${day}`)
  const date = new Date(`${day}T12:00:00.000Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new RangeError(`Not a calendar day: ${day}`)
  return date.toISOString()
}
