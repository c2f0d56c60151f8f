import { describe, expect, it } from 'vitest'

import { ukMidnight } from '@/lib/dates'
import {
  deliveryDatePassed,
  formatPounds,
  poundsToPence,
  QUOTE_DAYS_AHEAD_MAX,
  QUOTE_MESSAGES,
  quoteStillValid,
  quoteTotals,
  readQuoteForm,
  VAT_RATE_PERCENT,
  type QuoteFormValues,
  siteDistance,
} from '@/lib/leads/quote-rules'

// A quote's money and days (issue 33): whole pence, totals the server computes, and UK calendar days for its validity
// and its delivery date, tried on each side of the UK midnight in summer (BST) and winter (GMT).

const line = (quantity: number, unitPrice: number) => ({
  product: null,
  description: 'x',
  unit: 'm²',
  quantity,
  unitPrice,
})

const form = (over: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  lines: [{ product: '', description: 'Board', quantity: '2', unit: 'm²', unitPrice: '10' }],
  deliveryCost: '',
  vat: 'none',
  earliestDelivery: '2026-07-01',
  validUntil: '2026-07-01',
  notes: '',
  ...over,
})

describe('a quote’s money', () => {
  it('reads pounds as whole pence and refuses anything else', () => {
    expect(['12', '12.5', '12.50', '£1,234.56', ' 0 '].map(poundsToPence)).toEqual([1200, 1250, 1250, 123456, 0])
    for (const bad of ['-1', '1.234', '12,50', 'abc', '', '1e3']) expect(poundsToPence(bad), bad).toBeNull()
    expect(formatPounds(123456)).toBe('£1,234.56')
  })

  it('totals lines, delivery and VAT the three ways', () => {
    const q = { lines: [line(12.5, 1840), line(0.333, 1000)], deliveryCost: 4500 }
    // 12.5 × 1840 = 23000; 0.333 × 1000 = 333; + 4500 = 27833.
    expect(quoteTotals({ ...q, vat: 'none' })).toEqual({
      lineTotals: [23000, 333],
      subtotal: 27833,
      vatAmount: 0,
      total: 27833,
    })
    expect(VAT_RATE_PERCENT).toBe(20)
    expect(quoteTotals({ ...q, vat: 'excluded' })).toMatchObject({ vatAmount: 5567, total: 33400 })
    expect(quoteTotals({ ...q, vat: 'included' })).toMatchObject({ vatAmount: 4639, total: 27833 })
  })
})

describe('a quote’s days (UK)', () => {
  it('is valid through its valid-until day, to the UK midnight after it, in BST and GMT', () => {
    for (const [day, next] of [
      ['2026-07-01', ukMidnight(2026, 7, 2)],
      ['2026-12-01', ukMidnight(2026, 12, 2)],
    ] as const) {
      expect(quoteStillValid(day, new Date(next.getTime() - 1))).toBe(true)
      expect(quoteStillValid(day, next)).toBe(false)
      expect(deliveryDatePassed(day, new Date(next.getTime() - 1))).toBe(false)
      expect(deliveryDatePassed(day, next)).toBe(true)
    }
    // 23:30 UTC on 1 July is 00:30 on 2 July in the UK: the quote of 1 July has expired.
    expect(quoteStillValid('2026-07-01', new Date('2026-07-01T23:30:00Z'))).toBe(false)
  })

  it('takes dates from today to a year ahead', () => {
    expect(QUOTE_DAYS_AHEAD_MAX).toBe(366)
    expect(
      readQuoteForm(form({ earliestDelivery: '2026-07-01', validUntil: '2027-07-02' }), new Set(), '2026-07-01').ok,
    ).toBe(true)
    const late = readQuoteForm(form({ validUntil: '2027-07-03' }), new Set(), '2026-07-01')
    expect(late.ok ? null : late.errors.validUntil).toBe(QUOTE_MESSAGES.validUntil)
    const past = readQuoteForm(form({ earliestDelivery: '2026-06-30' }), new Set(), '2026-07-01')
    expect(past.ok ? null : past.errors.earliestDelivery).toBe(QUOTE_MESSAGES.earliestDelivery)
    const unreal = readQuoteForm(form({ validUntil: '2026-02-30' }), new Set(), '2026-01-01')
    expect(unreal.ok ? null : unreal.errors.validUntil).toBe(QUOTE_MESSAGES.validUntil)
  })
})

describe("the distance from the enquiry's site", () => {
  const leeds = { site_latitude: 53.8, site_longitude: -1.55 }
  it('is the straight-line miles to the base, rounded, when both are known', () => {
    // One degree of latitude on earthdistance's sphere is 69.2 miles.
    expect(siteDistance({ ...leeds, base_latitude: 54.8, base_longitude: -1.55 })).toBe(69)
    expect(siteDistance({ ...leeds, base_latitude: 53.8, base_longitude: -1.55 })).toBe(0)
  })
  it('is not known without a site postcode or without a base', () => {
    expect(
      siteDistance({ site_latitude: null, site_longitude: null, base_latitude: 54, base_longitude: -1 }),
    ).toBeNull()
    expect(siteDistance({ ...leeds, base_latitude: null, base_longitude: null })).toBeNull()
  })
})
