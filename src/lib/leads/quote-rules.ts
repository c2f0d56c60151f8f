import { z } from 'zod'

import { ukDay } from '@/lib/dates'
import { penceToPounds, poundsToPence } from '@/lib/money'
import { distanceMiles } from '@/lib/places/distance'

// A supplier's quote in answer to a lead: its lines, delivery, VAT and dates, read from the portal's form and totalled
// here (the quotes collection's hook totals every save with the same function: a total is never taken from a client).
// Amounts are whole pence; the form takes pounds ('12.50').

export const VAT_TREATMENTS = ['excluded', 'included', 'none'] as const
export type VatTreatment = (typeof VAT_TREATMENTS)[number]
/** The UK's standard rate, the one a quote's 'prices exclude VAT' adds. */
export const VAT_RATE_PERCENT = 20

export const VAT_TREATMENT_LABELS: Record<VatTreatment, string> = {
  excluded: `Prices exclude VAT: ${VAT_RATE_PERCENT}% is added`,
  included: `Prices include VAT at ${VAT_RATE_PERCENT}%`,
  none: 'No VAT is charged',
}

export const QUOTE_STATUSES = ['sent', 'replaced', 'accepted', 'not-chosen'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  sent: 'Sent',
  replaced: 'Replaced by a revised quote',
  accepted: 'Accepted',
  'not-chosen': 'Not chosen',
}

export const QUOTE_LINES_MAX = 20
/** Lines the portal's form shows (empty ones are ignored). */
export const QUOTE_FORM_LINES = 5
export const QUOTE_NOTES_MAX = 2000
export const QUOTE_DESCRIPTION_MAX = 200
export const QUOTE_UNIT_MAX = 30
/** The most one amount may be: £1,000,000.00. */
export const QUOTE_AMOUNT_MAX_PENCE = 100_000_000
export const QUOTE_QUANTITY_MAX = 1_000_000
/** A quote may be valid for at most this many days ahead, and promise delivery at most this far ahead. */
export const QUOTE_DAYS_AHEAD_MAX = 366

export type QuoteLineInput = {
  product: number | null
  description: string
  quantity: number
  unit: string
  unitPrice: number
}

export type QuoteDraft = {
  lines: QuoteLineInput[]
  deliveryCost: number
  vat: VatTreatment
  /** UK calendar days, 'YYYY-MM-DD'. */
  earliestDelivery: string
  validUntil: string
  notes: string
}

export type QuoteTotals = {
  lineTotals: number[]
  /** Lines and delivery, before VAT is added (for 'included', the prices as given). */
  subtotal: number
  /** The VAT the total holds (added for 'excluded', contained in it for 'included', none otherwise). */
  vatAmount: number
  total: number
}

/** Pence of a quantity times a unit price, rounded half up (quantities to 3 decimals, counted in thousandths). */
export function lineTotal(quantity: number, unitPrice: number): number {
  return Math.round((Math.round(quantity * 1000) * unitPrice) / 1000)
}

/** The quote's totals, in pence, from its lines, delivery and VAT treatment. */
export function quoteTotals(q: Pick<QuoteDraft, 'lines' | 'deliveryCost' | 'vat'>): QuoteTotals {
  const lineTotals = q.lines.map((l) => lineTotal(l.quantity, l.unitPrice))
  const subtotal = lineTotals.reduce((a, b) => a + b, 0) + q.deliveryCost
  if (q.vat === 'excluded') {
    const vatAmount = Math.round((subtotal * VAT_RATE_PERCENT) / 100)
    return { lineTotals, subtotal, vatAmount, total: subtotal + vatAmount }
  }
  if (q.vat === 'included')
    return {
      lineTotals,
      subtotal,
      vatAmount: subtotal - Math.round((subtotal * 100) / (100 + VAT_RATE_PERCENT)),
      total: subtotal,
    }
  return { lineTotals, subtotal, vatAmount: 0, total: subtotal }
}

/** '£1,234.50' from 123450 pence. */
export function formatPounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`An amount must be whole pence, got ${pence}`)
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100)
}

// Pounds typed and shown back: one home, src/lib/money.ts.
export { penceToPounds, poundsToPence }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether 'YYYY-MM-DD' names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The UK day `days` after `today` ('YYYY-MM-DD' arithmetic on the calendar, not on instants). */
export function addDays(today: string, days: number): string {
  return new Date(new Date(`${today}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10)
}

/** A quote can be accepted through its valid-until day (UK), and no longer from the UK midnight after it. */
export function quoteStillValid(validUntil: string, now: Date): boolean {
  return ukDay(now).iso <= validUntil
}

/** The delivery date has passed once the UK day after it has begun (the accepted supplier's review invitation). */
export function deliveryDatePassed(earliestDelivery: string, now: Date): boolean {
  return ukDay(now).iso > earliestDelivery
}

export const QUOTE_MESSAGES = {
  lines: 'Please add at least one line: a product of your catalogue or a description.',
  tooManyLines: `A quote has at most ${QUOTE_LINES_MAX} lines.`,
  description: `Please describe the line, or choose one of your products (at most ${QUOTE_DESCRIPTION_MAX} characters).`,
  product: 'Please choose one of your own products.',
  quantity: `Please give a quantity above 0 and up to ${QUOTE_QUANTITY_MAX.toLocaleString('en-GB')} (up to 3 decimals).`,
  unit: `Please give the unit (for example m², kg, bag; at most ${QUOTE_UNIT_MAX} characters).`,
  unitPrice: 'Please give the unit price in pounds, for example 12.50.',
  deliveryCost: 'Please give the delivery cost in pounds (0 when delivery is free).',
  vat: 'Please say how VAT applies to these prices.',
  earliestDelivery: `Please give the earliest delivery date: today or later, at most ${QUOTE_DAYS_AHEAD_MAX} days ahead.`,
  validUntil: `Please give the day the quote is valid until: today or later, at most ${QUOTE_DAYS_AHEAD_MAX} days ahead.`,
  notes: `Please keep the notes under ${QUOTE_NOTES_MAX} characters.`,
  total: `A quote's total may be at most ${formatPounds(QUOTE_AMOUNT_MAX_PENCE)}.`,
} as const

export type QuoteFieldErrors = Partial<Record<keyof typeof QUOTE_MESSAGES | `line${number}` | 'document', string>>

/** The form's raw values: strings as posted (the form's names: `line-<n>-product`, `line-<n>-description`, ...). */
export type QuoteFormValues = {
  lines: Array<{ product: string; description: string; quantity: string; unit: string; unitPrice: string }>
  deliveryCost: string
  vat: string
  earliestDelivery: string
  validUntil: string
  notes: string
}

const quantitySchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/)
  .transform(Number)
  .refine((n) => n > 0 && n <= QUOTE_QUANTITY_MAX)

/**
 * Reads the form into a draft, or says what is wrong field by field. `ownProducts` are the ids of the supplier's own
 * products (a line may name only those); `today` is the UK day the quote is sent on.
 */
export function readQuoteForm(
  values: QuoteFormValues,
  ownProducts: ReadonlySet<number>,
  today: string,
): { ok: true; draft: QuoteDraft } | { ok: false; errors: QuoteFieldErrors } {
  const errors: QuoteFieldErrors = {}
  const lines: QuoteLineInput[] = []
  const filled = values.lines.filter((l) => Object.values(l).some((v) => v.trim() !== ''))
  if (filled.length === 0) errors.lines = QUOTE_MESSAGES.lines
  if (filled.length > QUOTE_LINES_MAX) errors.tooManyLines = QUOTE_MESSAGES.tooManyLines
  values.lines.forEach((l, i) => {
    if (!Object.values(l).some((v) => v.trim() !== '')) return
    const product = l.product.trim() === '' ? null : /^\d{1,9}$/.test(l.product.trim()) ? Number(l.product) : NaN
    const description = l.description.trim()
    const quantity = quantitySchema.safeParse(l.quantity)
    const unit = l.unit.trim()
    const unitPrice = poundsToPence(l.unitPrice)
    const problem =
      product !== null && !ownProducts.has(product)
        ? QUOTE_MESSAGES.product
        : (product === null && description === '') || description.length > QUOTE_DESCRIPTION_MAX
          ? QUOTE_MESSAGES.description
          : !quantity.success
            ? QUOTE_MESSAGES.quantity
            : unit === '' || unit.length > QUOTE_UNIT_MAX
              ? QUOTE_MESSAGES.unit
              : unitPrice === null || unitPrice > QUOTE_AMOUNT_MAX_PENCE
                ? QUOTE_MESSAGES.unitPrice
                : null
    if (problem) errors[`line${i + 1}`] = `Line ${i + 1}: ${problem}`
    else lines.push({ product, description, quantity: quantity.data as number, unit, unitPrice: unitPrice as number })
  })
  const deliveryCost = poundsToPence(values.deliveryCost === '' ? '0' : values.deliveryCost)
  if (deliveryCost === null || deliveryCost > QUOTE_AMOUNT_MAX_PENCE) errors.deliveryCost = QUOTE_MESSAGES.deliveryCost
  const vat = (VAT_TREATMENTS as readonly string[]).includes(values.vat) ? (values.vat as VatTreatment) : null
  if (!vat) errors.vat = QUOTE_MESSAGES.vat
  const latest = addDays(today, QUOTE_DAYS_AHEAD_MAX)
  const dayOk = (d: string) => isCalendarDay(d) && d >= today && d <= latest
  if (!dayOk(values.earliestDelivery.trim())) errors.earliestDelivery = QUOTE_MESSAGES.earliestDelivery
  if (!dayOk(values.validUntil.trim())) errors.validUntil = QUOTE_MESSAGES.validUntil
  const notes = values.notes.trim()
  if (notes.length > QUOTE_NOTES_MAX) errors.notes = QUOTE_MESSAGES.notes
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const draft: QuoteDraft = {
    lines,
    deliveryCost: deliveryCost as number,
    vat: vat as VatTreatment,
    earliestDelivery: values.earliestDelivery.trim(),
    validUntil: values.validUntil.trim(),
    notes,
  }
  if (quoteTotals(draft).total > QUOTE_AMOUNT_MAX_PENCE) return { ok: false, errors: { total: QUOTE_MESSAGES.total } }
  return { ok: true, draft }
}

/** An enquiry's site and a supplier's base (degrees), each null when not known. */
export type SiteAndBase = {
  site_latitude: number | null
  site_longitude: number | null
  base_latitude: number | null
  base_longitude: number | null
}

/** Straight-line miles from the enquiry's site to the supplier's base, rounded; null unless both are known. */
export function siteDistance(c: SiteAndBase): number | null {
  if (c.site_latitude === null || c.site_longitude === null || c.base_latitude === null || c.base_longitude === null)
    return null
  return Math.round(
    distanceMiles({ lat: c.site_latitude, lng: c.site_longitude }, { lat: c.base_latitude, lng: c.base_longitude }),
  )
}
