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

/** Home size as the calculator reads it: parseInt of the trimmed text; null unless a positive whole number. */
export function parseHomeSize(input: string): number | null {
  const size = Number.parseInt(input.trim(), 10)
  return Number.isSafeInteger(size) && size > 0 ? size : null
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
