import { afterEach, describe, it, expect } from 'vitest'
import { formatLongDate } from '@/lib/dates'

const originalTz = process.env.TZ

afterEach(() => {
  process.env.TZ = originalTz
})

describe('formatLongDate', () => {
  it('formats ISO dates and Date objects as "Month D, YYYY"', () => {
    expect(formatLongDate('2025-04-15')).toBe('April 15, 2025')
    expect(formatLongDate('2025-04-15T10:30:00.000Z')).toBe('April 15, 2025')
    expect(formatLongDate(new Date(Date.UTC(2024, 0, 1)))).toBe('January 1, 2024')
    expect(formatLongDate('2023-12-31T23:59:59.999Z')).toBe('December 31, 2023')
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024')
  })

  it('uses the UTC day of a timestamp with an offset', () => {
    expect(formatLongDate('2025-04-15T23:30:00-02:00')).toBe('April 16, 2025')
    expect(formatLongDate('2025-04-15T00:30:00+01:00')).toBe('April 14, 2025')
  })

  it('accepts the spec style "April 15, 2025" unchanged', () => {
    expect(formatLongDate('April 15, 2025')).toBe('April 15, 2025')
    expect(formatLongDate('march 3 2024')).toBe('March 3, 2024')
  })

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London', 'UTC'])(
    'does not shift in timezone %s',
    (tz) => {
      process.env.TZ = tz
      expect(formatLongDate('2025-04-15')).toBe('April 15, 2025')
      expect(formatLongDate('April 15, 2025')).toBe('April 15, 2025')
      expect(formatLongDate(new Date('2025-01-01T00:00:00Z'))).toBe('January 1, 2025')
    },
  )

  it('rejects invalid dates', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError)
    expect(() => formatLongDate('February 30, 2025')).toThrow(RangeError)
    expect(() => formatLongDate(new Date(Number.NaN))).toThrow(RangeError)
  })
})
