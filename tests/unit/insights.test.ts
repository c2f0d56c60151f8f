import { describe, expect, it } from 'vitest'

import { conversionsOf, figuresOf, ZERO_TOTALS } from '@/lib/insights/insights'
import {
  addDays,
  bucketKindOf,
  bucketsOf,
  DEFAULT_INSIGHT_DAYS,
  insightPeriods,
  lastMonthPeriods,
  mondayOf,
  PERIOD_NOT_OFFERED,
  periodOf,
  readInsightDays,
} from '@/lib/insights/periods'
import { changeOf, conversion, formatPercent, median, MEDIAN_MIN_SUPPLIERS } from '@/lib/insights/stats'
import { signInsightsUnsubscribeToken, verifyInsightsUnsubscribeToken } from '@/lib/insights/unsubscribe-token'
import { signUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'

// Issue 35's arithmetic: UK days and periods across the clock changes, the charts' bars, the previous period, medians
// and conversions. BST ends on 25 October 2026 (01:00 UTC) and begins on 29 March 2026 (01:00 UTC).

describe('the periods (UK days)', () => {
  it('end yesterday (UK) and the previous period is the same length just before', () => {
    const { current, previous } = insightPeriods(30, new Date('2026-11-26T08:00:00Z'))
    expect(current).toMatchObject({ from: '2026-10-27', to: '2026-11-25', days: 30 })
    expect(previous).toMatchObject({ from: '2026-09-27', to: '2026-10-26', days: 30 })
    expect(current.start.toISOString()).toBe('2026-10-27T00:00:00.000Z')
    expect(current.end.toISOString()).toBe('2026-11-26T00:00:00.000Z')
  })

  it('take the UK day, not the UTC day: 23:30 UTC in summer is already the next day', () => {
    const late = insightPeriods(30, new Date('2026-07-01T23:30:00Z'))
    expect(late.current.to).toBe('2026-07-01')
    const early = insightPeriods(30, new Date('2026-07-01T22:59:59Z'))
    expect(early.current.to).toBe('2026-06-30')
  })

  it('span a clock change in whole days: the instants follow the UK midnights (BST, then GMT)', () => {
    const { current, previous } = insightPeriods(30, new Date('2026-11-10T12:00:00Z'))
    expect(current.from).toBe('2026-10-11')
    // 11 October is in BST: its midnight is 23:00 UTC the day before; 10 November is GMT.
    expect(current.start.toISOString()).toBe('2026-10-10T23:00:00.000Z')
    expect(current.end.toISOString()).toBe('2026-11-10T00:00:00.000Z')
    // 30 days of 24 hours plus the hour gained on 25 October.
    expect(current.end.getTime() - current.start.getTime()).toBe((30 * 24 + 1) * 3600_000)
    expect(previous.to).toBe('2026-10-10')
    expect(previous.end.getTime()).toBe(current.start.getTime())
    // Across the spring change a period is an hour short.
    const spring = periodOf('2026-03-15', '2026-04-13')
    expect(spring.end.getTime() - spring.start.getTime()).toBe((30 * 24 - 1) * 3600_000)
  })

  it('365 days back over a leap day stay whole calendar days', () => {
    const { current, previous } = insightPeriods(365, new Date('2028-03-02T10:00:00Z'))
    expect(current).toMatchObject({ from: '2027-03-03', to: '2028-03-01', days: 365 })
    expect(previous).toMatchObject({ from: '2026-03-03', to: '2027-03-02', days: 365 })
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('read ?days= as 30, 90 or 365; anything else is the default with a message', () => {
    expect(readInsightDays(undefined)).toEqual({ days: DEFAULT_INSIGHT_DAYS, message: null })
    expect(readInsightDays('90')).toEqual({ days: 90, message: null })
    expect(readInsightDays(['365', '30'])).toEqual({ days: 365, message: null })
    for (const bad of ['7', '90.0', ' 90', '-30', 'abc', '1e2', '3650'])
      expect(readInsightDays(bad)).toEqual({ days: DEFAULT_INSIGHT_DAYS, message: PERIOD_NOT_OFFERED })
  })

  it('last month is the UK calendar month before, also at 00:30 BST on the 1st (still the month before in UTC)', () => {
    const p = lastMonthPeriods(new Date('2026-07-31T23:30:00Z'))
    expect(p.month).toBe('2026-07')
    expect(p.current).toMatchObject({ from: '2026-07-01', to: '2026-07-31', days: 31 })
    expect(p.previous).toMatchObject({ from: '2026-06-01', to: '2026-06-30', days: 30 })
    const january = lastMonthPeriods(new Date('2027-01-01T09:00:00Z'))
    expect(january.month).toBe('2026-12')
    expect(january.previous.from).toBe('2026-11-01')
  })
})

describe('the charts’ bars', () => {
  it('are days for 30, weeks for 90 and months for 365', () => {
    expect([30, 90, 365].map(bucketKindOf)).toEqual(['day', 'week', 'month'])
  })

  it('cover every day of the period exactly once; the first and last week or month may be part', () => {
    const { current } = insightPeriods(90, new Date('2026-11-26T08:00:00Z'))
    const weeks = bucketsOf(current)
    const covered = weeks.flatMap((b) => {
      const days: string[] = []
      for (let d = b.from; d <= b.to; d = addDays(d, 1)) days.push(d)
      return days
    })
    expect(covered.length).toBe(90)
    expect(new Set(covered).size).toBe(90)
    expect(covered[0]).toBe(current.from)
    expect(covered[89]).toBe(current.to)
    // 28 August 2026 is a Friday: the first week is its part from Friday to Sunday.
    expect(weeks[0]).toMatchObject({ key: '2026-08-24', from: '2026-08-28', to: '2026-08-30', partial: true })
    expect(weeks[1]).toMatchObject({ key: '2026-08-31', from: '2026-08-31', to: '2026-09-06', partial: false })
    // 25 November 2026 is a Wednesday.
    expect(weeks[weeks.length - 1]).toMatchObject({ key: '2026-11-23', to: '2026-11-25', partial: true })
    expect(mondayOf('2026-10-25')).toBe('2026-10-19')

    const months = bucketsOf(insightPeriods(365, new Date('2026-11-26T08:00:00Z')).current)
    expect(months.map((m) => m.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    expect(months[0]).toMatchObject({ from: '2025-11-26', partial: true, label: 'Nov 2025' })
    expect(months[1]).toMatchObject({ from: '2025-12-01', to: '2025-12-31', partial: false })
    const days = bucketsOf(insightPeriods(30, new Date('2026-11-26T08:00:00Z')).current)
    expect(days).toHaveLength(30)
    expect(days.every((d) => d.from === d.to && !d.partial)).toBe(true)
  })
})

describe('the category median', () => {
  it('is the middle figure of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([9, 1, 5, 3, 7])).toEqual({ value: 5, over: 5 })
    expect(median([1, 2, 3, 4, 5, 100])).toEqual({ value: 3.5, over: 6 })
  })

  it('counts suppliers with zero (they are part of the category)', () => {
    expect(median([0, 0, 0, 10, 20])).toEqual({ value: 0, over: 5 })
    expect(median([0, 0, 0, 10, 20, 30])).toEqual({ value: 5, over: 6 })
  })

  it('is not given below the minimum number of suppliers, but says how many there are', () => {
    expect(MEDIAN_MIN_SUPPLIERS).toBe(5)
    expect(median([4, 5, 6, 7])).toEqual({ value: null, over: 4 })
    expect(median([])).toEqual({ value: null, over: 0 })
  })
})

describe('conversions and changes', () => {
  it('divide by zero to no rate, never Infinity or NaN', () => {
    expect(conversion(3, 0)).toBeNull()
    expect(conversion(0, 0)).toBeNull()
    expect(conversion(1, 4)).toBe(0.25)
    expect(formatPercent(null)).toBe('–')
    expect(formatPercent(1 / 3)).toBe('33.3%')
    const none = conversionsOf(figuresOf(ZERO_TOTALS))
    expect(Object.values(none).every((v) => v === null)).toBe(true)
  })

  it('count contacts and leads together against views', () => {
    const f = figuresOf({
      ...ZERO_TOTALS,
      profileViews: 30,
      productViews: 10,
      impressions: 200,
      clickPhone: 2,
      leads: 2,
    })
    expect(conversionsOf(f)).toEqual({ viewRate: 0.2, contactRate: 0.1, quoteRate: 0, winRate: null })
  })

  it('say the change with its sign and in words', () => {
    expect(changeOf(12, 8, 'the previous 30 days')).toEqual({
      direction: 'up',
      signed: '+4',
      words: 'up 4 (+50%) on the previous 30 days',
    })
    expect(changeOf(6, 8, 'the previous 30 days').words).toBe('down 2 (−25%) on the previous 30 days')
    expect(changeOf(3, 0, 'x').words).toBe('up 3 from none on x')
    expect(changeOf(5, 5, 'x')).toMatchObject({ direction: 'same', signed: '0', words: 'no change on x' })
    expect(changeOf(0.25, 0.2, 'x', 'rate').words).toBe('up 5 percentage points on x')
  })
})

describe('the unsubscribe token', () => {
  const secret = 'unit-test-secret'
  it('names the account it was signed for', () => {
    expect(verifyInsightsUnsubscribeToken(signInsightsUnsubscribeToken(42, secret), secret)).toBe(42)
  })
  it('is refused when forged: another id, another secret, the newsletter’s token, cut short', () => {
    const token = signInsightsUnsubscribeToken(42, secret)
    expect(verifyInsightsUnsubscribeToken(token.replace(/^42\./, '43.'), secret)).toBeNull()
    expect(verifyInsightsUnsubscribeToken(signInsightsUnsubscribeToken(42, 'other'), secret)).toBeNull()
    expect(verifyInsightsUnsubscribeToken(signUnsubscribeToken(42, secret), secret)).toBeNull()
    expect(verifyInsightsUnsubscribeToken(token.slice(0, -1), secret)).toBeNull()
    expect(verifyInsightsUnsubscribeToken(42, secret)).toBeNull()
  })
})
