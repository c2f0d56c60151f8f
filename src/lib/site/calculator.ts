export type RetrofitType = 'insulation' | 'solar' | 'heatPump'

export type RetrofitOption = {
  value: RetrofitType
  label: string
  category: 'insulation' | 'solar' | null
}

export const RETROFIT_OPTIONS: ReadonlyArray<RetrofitOption> = [
  { value: 'insulation', label: 'Insulation Upgrade', category: 'insulation' },
  { value: 'solar', label: 'Solar Panel Installation', category: 'solar' },
  { value: 'heatPump', label: 'Heat Pump System', category: null },
]

export type RetrofitResult = {
  /** Pounds sterling. */
  initialCost: number
  /** Pounds sterling per year. */
  annualSavings: number
  /** Years, rounded to 1 decimal. */
  paybackPeriod: number
  /** kg CO2 per year. */
  carbonReduction: number
}

// Per square foot of home size, in pounds (cost, savings) and kg CO2/year (carbon).
const RATES: Record<RetrofitType, { fixedCost: number; cost: number; savings: number; carbon: number }> = {
  insulation: { fixedCost: 0, cost: 25, savings: 2.5, carbon: 5 },
  solar: { fixedCost: 0, cost: 60, savings: 4, carbon: 8 },
  heatPump: { fixedCost: 8000, cost: 10, savings: 3, carbon: 6 },
}

export function isRetrofitType(value: string): value is RetrofitType {
  return RETROFIT_OPTIONS.some((o) => o.value === value)
}

export function retrofitLabel(type: RetrofitType): string {
  const option = RETROFIT_OPTIONS.find((o) => o.value === type)
  if (!option) throw new RangeError(`Unknown retrofit type: ${String(type)}`)
  return option.label
}

export const MIN_HOME_SIZE = 1
export const MAX_HOME_SIZE = 100_000

export const HOME_SIZE_MESSAGES = {
  notWhole: 'Enter the home size as a whole number of square feet (no decimals).',
  notNumber: 'Enter the home size in digits only, for example 1200.',
  tooSmall: 'The home size must be at least 1 square foot.',
  tooLarge: 'The home size must be at most 100,000 square feet.',
} as const

/** What the calculator makes of the size field: a size, or why it cannot calculate (no message while the field is empty). */
export type HomeSizeReading = { ok: true; size: number } | { ok: false; message: string | null }

/** Home size: a whole number of square feet from 1 to 100,000, digits only (thousands may be grouped: 1,200). */
export function readHomeSize(input: string): HomeSizeReading {
  const text = input.trim()
  if (text === '') return { ok: false, message: null }
  if (/^[+-]?\d[\d,]*\.\d*$/.test(text)) return { ok: false, message: HOME_SIZE_MESSAGES.notWhole }
  if (/^-\d+$/.test(text)) return { ok: false, message: HOME_SIZE_MESSAGES.tooSmall }
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(text)) return { ok: false, message: HOME_SIZE_MESSAGES.notNumber }
  const size = Number(text.replace(/,/g, ''))
  if (size < MIN_HOME_SIZE) return { ok: false, message: HOME_SIZE_MESSAGES.tooSmall }
  if (size > MAX_HOME_SIZE) return { ok: false, message: HOME_SIZE_MESSAGES.tooLarge }
  return { ok: true, size }
}

export function calculateRetrofit(type: RetrofitType, size: number): RetrofitResult {
  if (!Number.isFinite(size) || size <= 0) {
    throw new RangeError(`Home size must be a positive number of square feet, got ${size}`)
  }
  const rate = RATES[type]
  if (!rate) throw new RangeError(`Unknown retrofit type: ${String(type)}`)
  const initialCost = rate.fixedCost + rate.cost * size
  const annualSavings = rate.savings * size
  return {
    initialCost,
    annualSavings,
    paybackPeriod: Math.round((initialCost / annualSavings) * 10) / 10,
    carbonReduction: rate.carbon * size,
  }
}

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})
const POUNDS_AND_PENCE = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** 30000 → '£30,000'; 3002.5 → '£3,002.50'. */
export function formatPounds(n: number): string {
  return (Number.isInteger(n) ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(n)
}

const SQUARE_FEET = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })

/** A ready-made project description for an enquiry started from the calculator. */
export function describeRetrofitProject(type: RetrofitType, size: number): string {
  const { initialCost, annualSavings } = calculateRetrofit(type, size)
  const label = retrofitLabel(type)
  const article = /^[aeiou]/i.test(label) ? 'an' : 'a'
  return (
    `I would like quotes for ${article} ${label} for my ${SQUARE_FEET.format(size)} sq ft home. ` +
    `The retrofit calculator estimated an initial cost of ${formatPounds(initialCost)} ` +
    `and annual savings of ${formatPounds(annualSavings)}.`
  )
}

const PER_FOOT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

/**
 * What a type's figures assume, in words, from the same rates the results use: the cost, the yearly savings and
 * carbon per square foot of home, how the payback is worked out, and where the rates come from.
 */
export function retrofitAssumptions(type: RetrofitType): string {
  const rate = RATES[type]
  const label = retrofitLabel(type)
  const article = /^[aeiou]/i.test(label) ? 'An' : 'A'
  const perFoot = `${formatPounds(rate.cost)} per square foot`
  const cost = rate.fixedCost > 0 ? `${formatPounds(rate.fixedCost)} plus ${perFoot}` : perFoot
  return (
    `${article} ${label} is costed at ${cost} of the home, and saves ${formatPounds(rate.savings)} per square foot ` +
    `a year on energy bills and ${PER_FOOT.format(rate.carbon)} kg CO2 per square foot a year; the payback period ` +
    'is the cost divided by the yearly savings. These are fixed average rates this site uses for a rough comparison, ' +
    'not a quote: a supplier’s price depends on your home, the products and the work, and your savings on how you ' +
    'use energy and what you pay for it.'
  )
}
