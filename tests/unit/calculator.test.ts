import { describe, it, expect } from 'vitest'
import {
  RETROFIT_OPTIONS,
  calculateRetrofit,
  describeRetrofitProject,
  formatPounds,
  isRetrofitType,
  HOME_SIZE_MESSAGES,
  readHomeSize,
  retrofitAssumptions,
  retrofitLabel,
} from '@/lib/site/calculator'

describe('RETROFIT_OPTIONS', () => {
  it('lists the three retrofit types with the spec labels and categories', () => {
    expect(RETROFIT_OPTIONS).toEqual([
      { value: 'insulation', label: 'Insulation Upgrade', category: 'insulation' },
      { value: 'solar', label: 'Solar Panel Installation', category: 'solar' },
      { value: 'heatPump', label: 'Heat Pump System', category: null },
    ])
  })

  it('recognises only those types', () => {
    expect(isRetrofitType('heatPump')).toBe(true)
    expect(isRetrofitType('heatpump')).toBe(false)
    expect(isRetrofitType('')).toBe(false)
    expect(retrofitLabel('solar')).toBe('Solar Panel Installation')
  })
})

describe('readHomeSize', () => {
  it.each([
    ['1200', 1200],
    ['  1200  ', 1200],
    ['1,200', 1200],
    ['100,000', 100000],
    ['1', 1],
    ['007', 7],
  ])('reads %j as %s square feet', (input, expected) => {
    expect(readHomeSize(input)).toEqual({ ok: true, size: expected })
  })

  it('says nothing while the field is empty', () => {
    expect(readHomeSize('')).toEqual({ ok: false, message: null })
    expect(readHomeSize('   ')).toEqual({ ok: false, message: null })
  })

  it.each([
    ['12.7', HOME_SIZE_MESSAGES.notWhole],
    ['1200.', HOME_SIZE_MESSAGES.notWhole],
    ['1e3', HOME_SIZE_MESSAGES.notNumber],
    ['12abc', HOME_SIZE_MESSAGES.notNumber],
    ['abc', HOME_SIZE_MESSAGES.notNumber],
    ['+5', HOME_SIZE_MESSAGES.notNumber],
    ['0x10', HOME_SIZE_MESSAGES.notNumber],
    ['Infinity', HOME_SIZE_MESSAGES.notNumber],
    ['1,20', HOME_SIZE_MESSAGES.notNumber],
    ['0', HOME_SIZE_MESSAGES.tooSmall],
    ['-5', HOME_SIZE_MESSAGES.tooSmall],
    ['100001', HOME_SIZE_MESSAGES.tooLarge],
    ['99999999999999999999', HOME_SIZE_MESSAGES.tooLarge],
  ])('refuses %j, saying why', (input, message) => {
    expect(readHomeSize(input)).toEqual({ ok: false, message })
  })
})

describe('calculateRetrofit', () => {
  it('insulation: 25, 2.5 and 5 per sq ft', () => {
    expect(calculateRetrofit('insulation', 1200)).toEqual({
      initialCost: 30000,
      annualSavings: 3000,
      paybackPeriod: 10,
      carbonReduction: 6000,
    })
    expect(calculateRetrofit('insulation', 1)).toEqual({
      initialCost: 25,
      annualSavings: 2.5,
      paybackPeriod: 10,
      carbonReduction: 5,
    })
  })

  it('solar: 60, 4 and 8 per sq ft', () => {
    expect(calculateRetrofit('solar', 1200)).toEqual({
      initialCost: 72000,
      annualSavings: 4800,
      paybackPeriod: 15,
      carbonReduction: 9600,
    })
  })

  it('heat pump: 8000 + 10 per sq ft, 3 and 6 per sq ft', () => {
    expect(calculateRetrofit('heatPump', 1200)).toEqual({
      initialCost: 20000,
      annualSavings: 3600,
      paybackPeriod: 5.6,
      carbonReduction: 7200,
    })
    expect(calculateRetrofit('heatPump', 1000)).toEqual({
      initialCost: 18000,
      annualSavings: 3000,
      paybackPeriod: 6,
      carbonReduction: 6000,
    })
  })

  it('rounds payback to one decimal', () => {
    expect(calculateRetrofit('heatPump', 500).paybackPeriod).toBe(8.7)
    expect(calculateRetrofit('heatPump', 2000).paybackPeriod).toBe(4.7)
    expect(calculateRetrofit('heatPump', 7).paybackPeriod).toBe(384.3)
    expect(calculateRetrofit('heatPump', 1).paybackPeriod).toBe(2670)
  })

  it('rejects a size that is not positive', () => {
    expect(() => calculateRetrofit('solar', 0)).toThrow(RangeError)
    expect(() => calculateRetrofit('solar', -10)).toThrow(RangeError)
    expect(() => calculateRetrofit('solar', Number.NaN)).toThrow(RangeError)
  })
})

describe('formatPounds', () => {
  it('shows whole pounds without decimals', () => {
    expect(formatPounds(30000)).toBe('£30,000')
    expect(formatPounds(0)).toBe('£0')
    expect(formatPounds(999)).toBe('£999')
    expect(formatPounds(1234567)).toBe('£1,234,567')
  })

  it('shows two decimals for fractional amounts', () => {
    expect(formatPounds(3002.5)).toBe('£3,002.50')
    expect(formatPounds(2.5)).toBe('£2.50')
    expect(formatPounds(0.01)).toBe('£0.01')
  })
})

describe('describeRetrofitProject', () => {
  it('matches the example for insulation', () => {
    expect(describeRetrofitProject('insulation', 1200)).toBe(
      'I would like quotes for an Insulation Upgrade for my 1,200 sq ft home. The retrofit ' +
        'calculator estimated an initial cost of £30,000 and annual savings of £3,000.',
    )
  })

  it('uses "a" before consonants and the right figures for each type', () => {
    expect(describeRetrofitProject('solar', 850)).toBe(
      'I would like quotes for a Solar Panel Installation for my 850 sq ft home. The ' +
        'retrofit calculator estimated an initial cost of £51,000 and annual savings of £3,400.',
    )
    expect(describeRetrofitProject('heatPump', 1500)).toBe(
      'I would like quotes for a Heat Pump System for my 1,500 sq ft home. The retrofit ' +
        'calculator estimated an initial cost of £23,000 and annual savings of £4,500.',
    )
  })

  it('shows pence when savings are fractional', () => {
    expect(describeRetrofitProject('insulation', 999)).toContain(
      'initial cost of £24,975 and annual savings of £2,497.50.',
    )
  })

  it('is long enough to pass the enquiry form minimum of 10 characters', () => {
    expect(describeRetrofitProject('insulation', 1).length).toBeGreaterThanOrEqual(10)
  })
})

describe('retrofitAssumptions', () => {
  it('states per square foot what each type’s figures assume, from the same rates the results use', () => {
    for (const option of RETROFIT_OPTIONS) {
      const one = calculateRetrofit(option.value, 1)
      const hundred = calculateRetrofit(option.value, 100)
      const text = retrofitAssumptions(option.value)
      const perFoot = formatPounds((hundred.initialCost - one.initialCost) / 99)
      const fixed = one.initialCost - (hundred.initialCost - one.initialCost) / 99
      expect(text, option.value).toContain(
        fixed > 0 ? `${formatPounds(fixed)} plus ${perFoot} per square foot` : `${perFoot} per square foot`,
      )
      expect(text, option.value).toContain(`${formatPounds(one.annualSavings)} per square foot a year`)
      expect(text, option.value).toContain(`${one.carbonReduction} kg CO2 per square foot a year`)
      expect(text, option.value).toContain('not a quote')
    }
    expect(retrofitAssumptions('insulation')).toMatch(/^An Insulation Upgrade is costed at £25 per square foot/)
    expect(retrofitAssumptions('heatPump')).toContain('£8,000 plus £10 per square foot')
    expect(retrofitAssumptions('solar')).toContain('£4 per square foot a year')
  })
})
