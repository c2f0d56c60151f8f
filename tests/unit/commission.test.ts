import { describe, it, expect } from 'vitest'
import {
  BASE_COMMISSION_PENCE,
  DEFAULT_LEAD_BONUS_PENCE,
  commissionForSupplier,
  formatPence,
} from '@/lib/leads/commission'

describe('commission constants', () => {
  it('are £50 base and £25 default bonus, in pence', () => {
    expect(BASE_COMMISSION_PENCE).toBe(5000)
    expect(DEFAULT_LEAD_BONUS_PENCE).toBe(2500)
  })
})

describe('commissionForSupplier', () => {
  it('is the base when the bonus is off or unset', () => {
    expect(commissionForSupplier({})).toBe(5000)
    expect(commissionForSupplier({ leadBonusEnabled: false })).toBe(5000)
    expect(commissionForSupplier({ leadBonusEnabled: null, leadBonusAmount: 9999 })).toBe(5000)
    expect(commissionForSupplier({ leadBonusEnabled: false, leadBonusAmount: 1000 })).toBe(5000)
  })

  it('adds the supplier bonus when enabled', () => {
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: 1000 })).toBe(6000)
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: 1 })).toBe(5001)
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: 12345 })).toBe(17345)
  })

  it('uses 2500 when the bonus amount is empty', () => {
    expect(commissionForSupplier({ leadBonusEnabled: true })).toBe(7500)
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: null })).toBe(7500)
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: undefined })).toBe(7500)
  })

  it('treats an explicit 0 as no bonus, not the default', () => {
    expect(commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: 0 })).toBe(5000)
  })

  it('rejects negative, fractional and non-finite amounts', () => {
    expect(() => commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: -1 })).toThrow(RangeError)
    expect(() => commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: 25.5 })).toThrow(RangeError)
    expect(() => commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: Number.NaN })).toThrow(RangeError)
    expect(() => commissionForSupplier({ leadBonusEnabled: true, leadBonusAmount: Infinity })).toThrow(RangeError)
  })

  it('ignores an invalid amount when the bonus is off', () => {
    expect(commissionForSupplier({ leadBonusEnabled: false, leadBonusAmount: -100 })).toBe(5000)
  })
})

describe('formatPence', () => {
  it('formats pence as pounds sterling with two decimals', () => {
    expect(formatPence(5000)).toBe('£50.00')
    expect(formatPence(7500)).toBe('£75.00')
    expect(formatPence(0)).toBe('£0.00')
    expect(formatPence(1)).toBe('£0.01')
    expect(formatPence(5099)).toBe('£50.99')
    expect(formatPence(123456789)).toBe('£1,234,567.89')
  })

  it('rejects non-finite input', () => {
    expect(() => formatPence(Number.NaN)).toThrow(RangeError)
  })
})
