// VAT arithmetic, pure: amounts in pence (whole numbers), rates in percent with at most two decimals. Every amount is
// rounded half up to the penny, per line, the way Stripe rounds a tax rate's amount on each invoice line.

export type VatTreatment = 'included' | 'excluded'

/** The seller's VAT as Site settings say: registered with a rate, or not (then no VAT is charged or shown). */
export type SellerVat = { registered: true; rate: number; vatNumber: string } | { registered: false }

/** The split of one amount: net (excluding VAT), VAT and total; rate null when the seller is not VAT-registered. */
export type VatSplit = { net: number; vat: number; total: number; rate: number | null }

export const DEFAULT_VAT_RATE = 20

const UK_VAT_NUMBER = /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/

/** A UK VAT number as HMRC issues them (GB and 9 or 12 digits, or GD/HA and 3), spaces and case forgiven. */
export function normaliseUkVatNumber(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return UK_VAT_NUMBER.test(compact) ? compact : null
}

/** A rate staff may set: 0 to 100 percent, at most two decimals. */
export function isVatRate(rate: unknown): rate is number {
  return (
    typeof rate === 'number' &&
    Number.isFinite(rate) &&
    rate >= 0 &&
    rate <= 100 &&
    Math.abs(Math.round(rate * 100) - rate * 100) < 1e-9
  )
}

function checkPence(pence: number): void {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`An amount must be whole pence, got ${pence}`)
}

function checkRate(rate: number): number {
  if (!isVatRate(rate)) throw new RangeError(`A VAT rate must be 0 to 100 percent (two decimals at most), got ${rate}`)
  return Math.round(rate * 100)
}

/** numerator / denominator rounded half up, in integers (no floating point on money). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** The VAT on a net amount (prices excluding VAT, an invoice line): net × rate / 100, to the penny. */
export function vatOnNet(net: number, rate: number): number {
  checkPence(net)
  return divideHalfUp(net * checkRate(rate), 10_000)
}

/** The VAT inside a gross amount (prices including VAT): gross × rate / (100 + rate), to the penny. */
export function vatInGross(gross: number, rate: number): number {
  checkPence(gross)
  const basisPoints = checkRate(rate)
  return divideHalfUp(gross * basisPoints, 10_000 + basisPoints)
}

/**
 * A package price split for a receipt: included, the price is the total and holds the VAT; excluded, the VAT is
 * added to it. Not registered, the price is all there is and no VAT is charged.
 */
export function splitPrice(price: number, treatment: VatTreatment, seller: SellerVat): VatSplit {
  checkPence(price)
  if (!seller.registered) return { net: price, vat: 0, total: price, rate: null }
  if (treatment === 'included') {
    const vat = vatInGross(price, seller.rate)
    return { net: price - vat, vat, total: price, rate: seller.rate }
  }
  const vat = vatOnNet(price, seller.rate)
  return { net: price, vat, total: price + vat, rate: seller.rate }
}

/** An invoice of net lines (commission): each line's VAT rounded on its own, then summed, as Stripe totals it. */
export function invoiceVat(lines: readonly number[], seller: SellerVat): VatSplit {
  const net = lines.reduce((t, l) => (checkPence(l), t + l), 0)
  if (!seller.registered) return { net, vat: 0, total: net, rate: null }
  const vat = lines.reduce((t, l) => t + vatOnNet(l, seller.rate), 0)
  return { net, vat, total: net + vat, rate: seller.rate }
}

/** '20%' or '17.5%'. */
export function formatVatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`
}

type SellerSettings = {
  vatTreatment?: string | null
  seller?: { vatRegistered?: boolean | null; vatNumber?: string | null; vatRate?: number | null } | null
}

/** The seller's VAT from Site settings; registered only with a UK VAT number and a rate (the settings refuse less). */
export function sellerVatOf(settings: SellerSettings | null | undefined): SellerVat {
  const seller = settings?.seller
  const vatNumber = normaliseUkVatNumber(seller?.vatNumber)
  const rate = seller?.vatRate ?? DEFAULT_VAT_RATE
  return seller?.vatRegistered === true && vatNumber && isVatRate(rate)
    ? { registered: true, rate, vatNumber }
    : { registered: false }
}

/** How package prices split, from Site settings: prices include VAT unless staff said they exclude it. */
export function vatTreatmentOf(settings: SellerSettings | null | undefined): VatTreatment {
  return settings?.vatTreatment === 'excluded' ? 'excluded' : 'included'
}

type SellerSiblings = { vatRegistered?: boolean | null } | undefined

/** Site settings: a VAT-registered seller needs a UK VAT number. */
export function validateSellerVatNumber(value: string | null | undefined, siblings: SellerSiblings): true | string {
  if (value && !normaliseUkVatNumber(value)) return 'Enter a UK VAT number such as GB123456789.'
  if (siblings?.vatRegistered === true && !value) return 'A VAT-registered seller needs its VAT number.'
  return true
}

/** Site settings: the VAT rate, 0 to 100 percent; required when registered. */
export function validateVatRate(value: number | null | undefined, siblings: SellerSiblings): true | string {
  if (value === null || value === undefined)
    return siblings?.vatRegistered === true ? 'A VAT-registered seller needs its VAT rate.' : true
  return isVatRate(value) ? true : 'Enter a VAT rate from 0 to 100 percent (two decimals at most).'
}

/** Site settings: a VAT invoice names the seller's address. */
export function validateSellerAddress(value: string | null | undefined, siblings: SellerSiblings): true | string {
  return siblings?.vatRegistered === true && !value?.trim() ? 'A VAT invoice needs the seller’s address.' : true
}
