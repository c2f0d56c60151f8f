import { formatLongDate, ukDay, ukMidnight } from '@/lib/dates'

// The insights' periods (issue 35), pure: UK calendar days as ISO dates ('2026-11-25'), counted on the calendar (never
// in elapsed hours), so a period across a clock change still has its whole days. A period is whole days and ends
// yesterday: today is still being counted, and a part of a day would not compare fairly with the previous period.

/** The periods a supplier may choose (`?days=`), and the one shown without a choice. */
export const INSIGHT_PERIOD_DAYS = [30, 90, 365] as const
export type InsightDays = (typeof INSIGHT_PERIOD_DAYS)[number]
export const DEFAULT_INSIGHT_DAYS: InsightDays = 30

export const PERIOD_NOT_OFFERED = `We show the last 30, 90 or 365 days: here are the last ${DEFAULT_INSIGHT_DAYS}.`

/** The period a `?days=` asks for; anything else is the default, with a message saying so. */
export function readInsightDays(value: unknown): { days: InsightDays; message: string | null } {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw === undefined || raw === '') return { days: DEFAULT_INSIGHT_DAYS, message: null }
  const found = INSIGHT_PERIOD_DAYS.find((d) => String(d) === raw)
  return found ? { days: found, message: null } : { days: DEFAULT_INSIGHT_DAYS, message: PERIOD_NOT_OFFERED }
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(iso: string): [number, number, number] {
  const match = ISO_DAY.exec(iso)
  if (!match) throw new RangeError(`Not a day: ${iso}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** The calendar day `n` days after (or before) `iso`. */
export function addDays(iso: string, n: number): string {
  const [y, m, d] = parts(iso)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/** The instant a UK day begins. */
export function ukStartOf(iso: string): Date {
  const [y, m, d] = parts(iso)
  return ukMidnight(y, m, d)
}

/** Whole UK days, `from` to `to` included, and the instants they span (`end` is the next day's UK midnight). */
export type Period = { from: string; to: string; days: number; start: Date; end: Date }

export function periodOf(from: string, to: string): Period {
  return { from, to, days: daysBetween(from, to).length, start: ukStartOf(from), end: ukStartOf(addDays(to, 1)) }
}

/** The last `days` whole UK days before `now`'s UK day, and the period of the same length before them. */
export function insightPeriods(days: number, now: Date): { current: Period; previous: Period } {
  const to = addDays(ukDay(now).iso, -1)
  const from = addDays(to, -(days - 1))
  return { current: periodOf(from, to), previous: periodOf(addDays(from, -days), addDays(from, -1)) }
}

/** The UK calendar month before `now`'s, and the month before that (the monthly e-mail's comparison). */
export function lastMonthPeriods(now: Date): { month: string; current: Period; previous: Period } {
  const today = ukDay(now)
  const firstOfThis = `${today.iso.slice(0, 7)}-01`
  const to = addDays(firstOfThis, -1)
  const from = `${to.slice(0, 7)}-01`
  const previousTo = addDays(from, -1)
  return {
    month: from.slice(0, 7),
    current: periodOf(from, to),
    previous: periodOf(`${previousTo.slice(0, 7)}-01`, previousTo),
  }
}

export type BucketKind = 'day' | 'week' | 'month'

/** A chart's bars: a day each for 30 days, a week (Monday to Sunday) for 90, a calendar month for 365. */
export function bucketKindOf(days: number): BucketKind {
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month'
}

/** One bar of a chart: the days it covers (clipped to the period: the first and last may be partial). */
export type Bucket = { key: string; from: string; to: string; label: string; partial: boolean }

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** The Monday that starts the week of a day. */
export function mondayOf(iso: string): string {
  const [y, m, d] = parts(iso)
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay()
  return addDays(iso, -((weekday + 6) % 7))
}

function bucketKey(kind: BucketKind, iso: string): string {
  return kind === 'day' ? iso : kind === 'week' ? mondayOf(iso) : iso.slice(0, 7)
}

const shortDay = (iso: string) => `${Number(iso.slice(8, 10))} ${SHORT_MONTHS[Number(iso.slice(5, 7)) - 1]}`

function bucketLabel(kind: BucketKind, from: string, to: string): string {
  if (kind === 'day') return shortDay(from)
  if (kind === 'week') return from === to ? shortDay(from) : `${shortDay(from)} to ${shortDay(to)}`
  return `${SHORT_MONTHS[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`
}

/** The period's bars, oldest first; every day of the period in exactly one. */
export function bucketsOf(period: Period, kind: BucketKind = bucketKindOf(period.days)): Bucket[] {
  const list: Bucket[] = []
  for (const day of daysBetween(period.from, period.to)) {
    const key = bucketKey(kind, day)
    const last = list[list.length - 1]
    if (last && last.key === key) last.to = day
    else list.push({ key, from: day, to: day, label: '', partial: false })
  }
  for (const bucket of list) {
    const full =
      kind === 'day' ||
      (kind === 'week' ? bucket.from === bucket.key && bucket.to === addDays(bucket.key, 6) : isWholeMonth(bucket))
    bucket.partial = !full
    bucket.label = bucketLabel(kind, bucket.from, bucket.to)
  }
  return list
}

function isWholeMonth(bucket: Bucket): boolean {
  return bucket.from.endsWith('-01') && addDays(bucket.to, 1).endsWith('-01')
}

/** The key of the bar a day falls in. */
export const bucketKeyOf = bucketKey

/** '27 October 2026 to 25 November 2026', the UK way. */
export function periodWords(period: Pick<Period, 'from' | 'to'>): string {
  return `${formatLongDate(period.from)} to ${formatLongDate(period.to)}`
}

/** 'October 2026' for a month 'YYYY-MM'. */
export function monthWords(month: string): string {
  return formatLongDate(`${month}-01`).replace(/^1 /, '')
}
