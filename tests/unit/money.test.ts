import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MONEY_CELL_COMPONENT, MONEY_FIELD_COMPONENT, moneyField } from '@collections/money'
import { formatPence, penceToPounds, poundsToPence, POUNDS_TYPED_MESSAGE, validatePence } from '@/lib/money'

// Money in the admin (issue 34): whole pence stored, pounds shown and typed, parsed from the text (never a float
// multiplied), so what staff type is stored exactly.

describe('poundsToPence: pounds typed, exact pence', () => {
  it('reads whole pounds, one or two decimals, a pound sign and thousands separators', () => {
    const typed = ['375', '375.5', '375.50', '£375.00', '£ 1,250.99', ' 0 ', '0.01', '9999999.99', '1,000,000']
    expect(typed.map(poundsToPence)).toEqual([37500, 37550, 37550, 37500, 125099, 0, 1, 999999999, 100000000])
  })

  it('keeps the pence of amounts a float multiplication gets wrong', () => {
    // 19.99 * 100 = 1998.9999999999998, 1.15 * 100 = 114.99999999999999, 4.35 * 100 = 434.99999999999994
    expect(['19.99', '1.15', '4.35', '1005.1'].map(poundsToPence)).toEqual([1999, 115, 435, 100510])
  })

  it('refuses what is not an amount: negatives, a third decimal, a decimal comma, exponents, words, too large', () => {
    const bad = ['-1', '1.234', '12,50', '1,2345', '1e3', 'abc', '', '.5', '5.', '£', '10000000', '12 50', '0x10']
    for (const text of bad) expect(poundsToPence(text), text).toBeNull()
  })
})

describe('formatPence and penceToPounds: pence shown as pounds', () => {
  it("shows '£375.00', thousands separated, pence always two digits", () => {
    expect([37500, 1, 0, 125099, 100000000].map(formatPence)).toEqual([
      '£375.00',
      '£0.01',
      '£0.00',
      '£1,250.99',
      '£1,000,000.00',
    ])
  })

  it('writes pounds for editing without a float, and reads back the same pence', () => {
    for (const pence of [0, 1, 9, 10, 99, 100, 1999, 37550, 999999999]) {
      expect(poundsToPence(penceToPounds(pence)), String(pence)).toBe(pence)
    }
    expect([1, 1999, 37500, -505].map(penceToPounds)).toEqual(['0.01', '19.99', '375.00', '-5.05'])
    expect(() => penceToPounds(1.5)).toThrow(RangeError)
  })
})

describe('validatePence: the stored rule of every money field', () => {
  it('takes whole pence and refuses the rest with a message', () => {
    expect(validatePence(37500)).toBe(true)
    expect(validatePence(null)).toBe(true)
    expect(validatePence(null, { required: true })).toBe('An amount is required.')
    expect(validatePence('12,50')).toBe(POUNDS_TYPED_MESSAGE)
    expect(validatePence(Number.NaN)).toBe(POUNDS_TYPED_MESSAGE)
    expect(validatePence(12.5)).toMatch(/whole pence/)
    expect(validatePence(-1)).toMatch(/negative/)
  })
})

describe('the one money field definition', () => {
  it('registers the pounds field and cell, and validates what it stores', () => {
    const field = moneyField({ name: 'amount', label: 'Amount', required: true })
    expect(field.admin?.components).toMatchObject({ Field: MONEY_FIELD_COMPONENT, Cell: MONEY_CELL_COMPONENT })
    expect(field.type).toBe('number')
  })

  it("leaves no '(pence)' label or pence description in the collections: every amount uses moneyField", () => {
    const root = path.resolve(import.meta.dirname, '../../collections')
    const offending = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .flatMap((entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path.relative(root, file)}:${i + 1}`, line }))
          .filter(({ line }) => /(label|description)\b.*\bpence\b|\(pence\)|\d+p\b/i.test(line))
          .map(({ where }) => where)
      })
    expect(offending).toEqual([])
  })
})
