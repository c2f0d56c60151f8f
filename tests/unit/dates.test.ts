import { afterEach, describe, it, expect } from 'vitest'
import { formatLongDate, formatSpecQuotedDate, ukDay, ukMidnight } from '@/lib/dates'

const originalTz = process.env.TZ

afterEach(() => {
  process.env.TZ = originalTz
})

describe('formatLongDate', () => {
  it('formats ISO dates and Date objects the UK way, "D Month YYYY"', () => {
    expect(formatLongDate('2025-04-15')).toBe('15 April 2025')
    expect(formatLongDate('2025-04-15T10:30:00.000Z')).toBe('15 April 2025')
    expect(formatLongDate(new Date(Date.UTC(2024, 0, 1)))).toBe('1 January 2024')
    expect(formatLongDate('2023-12-31T23:59:59.999Z')).toBe('31 December 2023')
    expect(formatLongDate('2024-02-29')).toBe('29 February 2024')
  })

  it('uses the UTC day of a timestamp with an offset', () => {
    expect(formatLongDate('2025-04-15T23:30:00-02:00')).toBe('16 April 2025')
    expect(formatLongDate('2025-04-15T00:30:00+01:00')).toBe('14 April 2025')
  })

  it('reads the spec data style "April 15, 2025" and writes it the UK way', () => {
    expect(formatLongDate('April 15, 2025')).toBe('15 April 2025')
    expect(formatLongDate('march 3 2024')).toBe('3 March 2024')
  })

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London', 'UTC'])(
    'does not shift in timezone %s',
    (tz) => {
      process.env.TZ = tz
      expect(formatLongDate('2025-04-15')).toBe('15 April 2025')
      expect(formatLongDate('April 15, 2025')).toBe('15 April 2025')
      expect(formatLongDate(new Date('2025-01-01T00:00:00Z'))).toBe('1 January 2025')
    },
  )

  it('rejects invalid dates', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError)
    expect(() => formatLongDate('February 30, 2025')).toThrow(RangeError)
    expect(() => formatLongDate(new Date(Number.NaN))).toThrow(RangeError)
  })
})

describe('UK calendar days', () => {
  it("gives the UK's date and weekday of an instant, an hour ahead of UTC in summer", () => {
    expect(ukDay(new Date('2026-07-01T23:30:00Z'))).toEqual({
      iso: '2026-07-02',
      year: 2026,
      month: 7,
      day: 2,
      weekday: 4,
    })
    expect(ukDay(new Date('2026-11-25T23:30:00Z')).iso).toBe('2026-11-25')
  })

  it('starts each UK day at its midnight, on both sides of both clock changes', () => {
    const midnight = (y: number, m: number, d: number) => ukMidnight(y, m, d).toISOString()
    expect(midnight(2026, 3, 29)).toBe('2026-03-29T00:00:00.000Z') // the clocks go forward at 01:00 GMT
    expect(midnight(2026, 3, 30)).toBe('2026-03-29T23:00:00.000Z')
    expect(midnight(2026, 10, 25)).toBe('2026-10-24T23:00:00.000Z') // they go back at 02:00 BST
    expect(midnight(2026, 10, 26)).toBe('2026-10-26T00:00:00.000Z')
    expect(midnight(2026, 12, 32)).toBe('2027-01-01T00:00:00.000Z')
  })
})

describe('formatSpecQuotedDate', () => {
  it("writes the legal pages' date month first, as the spec quotes it, from any form of the date", () => {
    expect(formatSpecQuotedDate('2025-04-15')).toBe('April 15, 2025')
    expect(formatSpecQuotedDate('April 15, 2025')).toBe('April 15, 2025')
    expect(formatSpecQuotedDate(new Date(Date.UTC(2026, 10, 25, 23, 30)))).toBe('November 25, 2026')
    expect(() => formatSpecQuotedDate('not a date')).toThrow(RangeError)
  })
})
