/** Checkout charges in GBP; Stripe takes amounts in the currency's smallest unit (pence). */
export const CHECKOUT_CURRENCY = 'gbp'

/** A package's whole-pound CMS price as Stripe's unit_amount: 375 → 37500. */
export function packagePriceInPence(pounds: number): number {
  if (!Number.isSafeInteger(pounds) || pounds < 1) {
    throw new RangeError(`A package price must be a whole number of pounds of at least 1, got ${pounds}`)
  }
  return pounds * 100
}
