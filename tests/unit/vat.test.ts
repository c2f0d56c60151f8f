import { describe, expect, it } from 'vitest'

import {
  formatVatRate,
  invoiceVat,
  isVatRate,
  normaliseUkVatNumber,
  sellerVatOf,
  splitPrice,
  validateSellerAddress,
  validateSellerVatNumber,
  validateVatRate,
  vatInGross,
  vatOnNet,
  vatTreatmentOf,
  type SellerVat,
} from '@/lib/vat'

const registered = (rate = 20): SellerVat => ({ registered: true, rate, vatNumber: 'GB123456789' })
const notRegistered: SellerVat = { registered: false }

describe('VAT on a package price', () => {
  it('splits a price that includes VAT: the price is the total (the spec’s prices at 20%)', () => {
    expect(splitPrice(37_500, 'included', registered())).toEqual({ net: 31_250, vat: 6_250, total: 37_500, rate: 20 })
    expect(splitPrice(127_500, 'included', registered())).toEqual({
      net: 106_250,
      vat: 21_250,
      total: 127_500,
      rate: 20,
    })
  })

  it('adds VAT to a price that excludes it', () => {
    expect(splitPrice(37_500, 'excluded', registered())).toEqual({ net: 37_500, vat: 7_500, total: 45_000, rate: 20 })
  })

  it('charges the price alone, with no VAT, when the seller is not registered (either treatment)', () => {
    expect(splitPrice(37_500, 'included', notRegistered)).toEqual({ net: 37_500, vat: 0, total: 37_500, rate: null })
    expect(splitPrice(37_500, 'excluded', notRegistered)).toEqual({ net: 37_500, vat: 0, total: 37_500, rate: null })
  })

  it('rounds to the penny, half up, both ways', () => {
    // 3p including 20%: 3 × 20/120 = 0.5p → 1p; 9p: 1.5p → 2p; 37,500p at 17.5%: 5,585.1p → 5,585p.
    expect(vatInGross(3, 20)).toBe(1)
    expect(vatInGross(9, 20)).toBe(2)
    expect(vatInGross(37_500, 17.5)).toBe(5_585)
    expect(splitPrice(37_500, 'included', registered(17.5))).toEqual({
      net: 31_915,
      vat: 5_585,
      total: 37_500,
      rate: 17.5,
    })
    // 10p at 5% is 0.5p → 1p; 14p at 17.5% is 2.45p → 2p; 2p at 12.5% is 0.25p → 0p.
    expect(vatOnNet(10, 5)).toBe(1)
    expect(vatOnNet(14, 17.5)).toBe(2)
    expect(vatOnNet(2, 12.5)).toBe(0)
    // No floating point drift: 0.1 + 0.2 style rates and large amounts stay exact.
    expect(vatOnNet(99_999_999, 20)).toBe(20_000_000)
    expect(vatOnNet(1_000, 0)).toBe(0)
    expect(vatOnNet(1_000, 100)).toBe(1_000)
  })

  it('refuses amounts that are not whole pence and rates outside 0..100', () => {
    expect(() => vatOnNet(10.5, 20)).toThrow(RangeError)
    expect(() => vatOnNet(-1, 20)).toThrow(RangeError)
    expect(() => vatInGross(100, 100.01)).toThrow(RangeError)
    expect(() => vatInGross(100, -1)).toThrow(RangeError)
    expect(() => vatOnNet(100, 20.001)).toThrow(RangeError)
  })
})

describe('VAT on a commission invoice', () => {
  it('rounds each line on its own, as Stripe does, not the sum', () => {
    // Two £75.00 lines at 17.5%: 1,312.5p → 1,313p each = 2,626p (the sum rounded would be 2,625p).
    expect(invoiceVat([7_500, 7_500], registered(17.5))).toEqual({ net: 15_000, vat: 2_626, total: 17_626, rate: 17.5 })
    expect(invoiceVat([5_000, 7_500], registered())).toEqual({ net: 12_500, vat: 2_500, total: 15_000, rate: 20 })
  })

  it('is the net alone when the seller is not registered', () => {
    expect(invoiceVat([5_000, 7_500], notRegistered)).toEqual({ net: 12_500, vat: 0, total: 12_500, rate: null })
    expect(invoiceVat([], registered())).toEqual({ net: 0, vat: 0, total: 0, rate: 20 })
  })
})

describe('the seller’s VAT settings', () => {
  it('is registered only when ticked, with a UK VAT number and a rate', () => {
    const seller = { vatRegistered: true, vatNumber: 'gb 123 4567 89', vatRate: 20 }
    expect(sellerVatOf({ seller })).toEqual({ registered: true, rate: 20, vatNumber: 'GB123456789' })
    expect(sellerVatOf({ seller: { ...seller, vatRegistered: false } })).toEqual({ registered: false })
    expect(sellerVatOf({ seller: { ...seller, vatNumber: 'FR12345678901' } })).toEqual({ registered: false })
    expect(sellerVatOf({ seller: { ...seller, vatRate: 120 } })).toEqual({ registered: false })
    expect(sellerVatOf({ seller: { ...seller, vatRate: null } })).toEqual({
      registered: true,
      rate: 20,
      vatNumber: 'GB123456789',
    })
    expect(sellerVatOf(null)).toEqual({ registered: false })
  })

  it('reads prices as including VAT unless told they exclude it', () => {
    expect(vatTreatmentOf({ vatTreatment: 'excluded' })).toBe('excluded')
    expect(vatTreatmentOf({ vatTreatment: 'included' })).toBe('included')
    expect(vatTreatmentOf({ vatTreatment: 'toString' })).toBe('included')
  })

  it('knows the UK VAT number forms', () => {
    expect(normaliseUkVatNumber('GB123456789')).toBe('GB123456789')
    expect(normaliseUkVatNumber('GB123456789012')).toBe('GB123456789012')
    expect(normaliseUkVatNumber('gbgd001')).toBe('GBGD001')
    expect(normaliseUkVatNumber('GB12345678')).toBeNull()
    expect(normaliseUkVatNumber('123456789')).toBeNull()
    expect(normaliseUkVatNumber(null)).toBeNull()
  })

  it('refuses a registered seller without a UK number, a rate or an address, and a rate outside 0..100', () => {
    const on = { vatRegistered: true }
    expect(validateSellerVatNumber('', on)).toBe('A VAT-registered seller needs its VAT number.')
    expect(validateSellerVatNumber('FR12', on)).toBe('Enter a UK VAT number such as GB123456789.')
    expect(validateSellerVatNumber('FR12', {})).toBe('Enter a UK VAT number such as GB123456789.')
    expect(validateSellerVatNumber('GB123456789', on)).toBe(true)
    expect(validateSellerVatNumber('', {})).toBe(true)
    expect(validateVatRate(null, on)).toBe('A VAT-registered seller needs its VAT rate.')
    expect(validateVatRate(101, on)).toBe('Enter a VAT rate from 0 to 100 percent (two decimals at most).')
    expect(validateVatRate(-1, {})).toBe('Enter a VAT rate from 0 to 100 percent (two decimals at most).')
    expect(validateVatRate(0, on)).toBe(true)
    expect(validateVatRate(100, on)).toBe(true)
    expect(validateSellerAddress('  ', on)).toBe('A VAT invoice needs the seller’s address.')
    expect(validateSellerAddress('', {})).toBe(true)
    expect(isVatRate(17.5)).toBe(true)
    expect(isVatRate(Number.NaN)).toBe(false)
  })

  it('writes a rate as people read it', () => {
    expect(formatVatRate(20)).toBe('20%')
    expect(formatVatRate(17.5)).toBe('17.5%')
  })
})
