// Money as people read and type it, stored as whole pence (37500 = £375.00): the portal's forms, the quotes and the
// admin's money fields (collections/money.ts) all read and write amounts through these. Text is parsed, never
// multiplied as a float, so '19.99' is exactly 1999 pence.

const GBP = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** The most pounds a typed amount may have before the pence: 9,999,999.99 at most. */
const POUNDS_DIGITS_MAX = 7

/** 37500 → '£375.00'; -500 → '-£5.00'. */
export function formatPence(pence: number): string {
  if (!Number.isFinite(pence)) throw new RangeError(`Amount must be a finite number of pence, got ${pence}`)
  return GBP.format(pence / 100)
}

/**
 * Pence from what a person types as pounds ('12', '12.5', '£1,234.50'); null when it is not an amount (a minus sign,
 * a third decimal, a decimal comma, an exponent, more than 9,999,999.99).
 */
export function poundsToPence(value: string): number | null {
  const typed = value.trim().replace(/^£\s*/, '')
  // Commas only as thousands separators: '12,50' is not twelve pounds fifty, nor 1,250 pounds.
  if (typed.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(typed)) return null
  const text = typed.replace(/,/g, '')
  const match = new RegExp(`^(\\d{1,${POUNDS_DIGITS_MAX}})(?:\\.(\\d{1,2}))?$`).exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A pence amount as a form shows it back for editing ('12.50'), without the pound sign or separators. */
export function penceToPounds(pence: number): string {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`An amount must be whole pence, got ${pence}`)
  const sign = pence < 0 ? '-' : ''
  const whole = Math.abs(pence)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** The admin's message for an amount typed that is not one. */
export const POUNDS_TYPED_MESSAGE = 'Type the amount in pounds, e.g. 375 or 375.50.'

/**
 * A stored money field's rule: whole pence, not negative. The admin's field sends the text typed when it is not an
 * amount, so that text is refused here with the message people need.
 */
export function validatePence(value: unknown, { required = false } = {}): true | string {
  if (value === null || value === undefined || value === '') return required ? 'An amount is required.' : true
  if (typeof value !== 'number' || !Number.isFinite(value)) return POUNDS_TYPED_MESSAGE
  if (!Number.isSafeInteger(value)) return 'Use whole pence: at most two decimals of a pound.'
  if (value < 0) return 'An amount cannot be negative.'
  return true
}
