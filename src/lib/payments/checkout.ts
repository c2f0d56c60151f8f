import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { CHECKOUT_CURRENCY, packagePriceInPence } from '@/lib/payments/amount'
import { checkoutReturnUrls } from '@/lib/payments/checkout-urls'
import { setOrderSessionId } from '@/lib/payments/orders-sql'
import { getStripe } from '@/lib/payments/stripe'
import { vatTaxRateId } from '@/lib/payments/tax-rate'
import { sellerVatOf, splitPrice, vatTreatmentOf } from '@/lib/vat'
import { siteUrl } from '@/lib/platform/site-url'
import { packageNamed } from '@/lib/data/packages'

export type CheckoutFailure = 'not-configured' | 'unknown-package' | 'provider-error'

/** Who pays: a new supplier's application (the listing is made when the payment arrives) or a signed-in account. */
export type CheckoutBuyer =
  | {
      application: {
        businessName: string
        contactName: string
        email: string
        phone: string
        city: string
        category: number
        website: string | null
      }
    }
  | { account: { id: number; email: string; supplierId: number } }

export type CheckoutResult =
  { ok: true; url: string; orderId: number; sessionId: string } | { ok: false; reason: CheckoutFailure }

/**
 * Starts a hosted Checkout for the CMS package named `packageName`: a pending order at the CMS price,
 * then a Stripe Checkout Session that carries the order id, whose id is stored on the order.
 * The price never comes from the browser; failures are logged here and returned, never thrown.
 */
export async function createCheckoutForPackage(
  payload: Payload,
  packageName: string,
  options: { stripe?: Stripe | null; buyer?: CheckoutBuyer } = {},
): Promise<CheckoutResult> {
  const stripe = options.stripe === undefined ? getStripe(payload.logger) : options.stripe
  if (!stripe) return { ok: false, reason: 'not-configured' }

  // Packages are public, orders admin-only: this server-side code acts for the anonymous visitor.
  const pkg = await packageNamed(payload, packageName)
  if (!pkg) {
    payload.logger.warn({ msg: 'Checkout refused: no listing package has this name', packageName })
    return { ok: false, reason: 'unknown-package' }
  }

  const price = packagePriceInPence(pkg.price)
  // VAT as Site settings say now: prices include it (split on the receipt) or exclude it (added by a Stripe tax rate,
  // so Checkout and Stripe's receipt show it); a seller not registered charges the price alone.
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { vatTreatment: true, seller: true },
  })
  const seller = sellerVatOf(settings)
  const split = splitPrice(price, vatTreatmentOf(settings), seller)
  let taxRate: string | null = null
  if (seller.registered && split.total !== price) {
    try {
      taxRate = await vatTaxRateId(stripe, seller.rate)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Stripe tax rate for VAT could not be found or made', rate: seller.rate })
      return { ok: false, reason: 'provider-error' }
    }
  }
  const buyer = options.buyer
  const order = await payload.create({
    collection: 'orders',
    data: {
      package: pkg.id,
      packageName: pkg.name,
      amount: split.total,
      currency: CHECKOUT_CURRENCY,
      status: 'pending',
      ...(seller.registered
        ? {
            vatInvoice: {
              rate: seller.rate,
              netAmount: split.net,
              vatAmount: split.vat,
              sellerVatNumber: seller.vatNumber,
            },
          }
        : {}),
      ...(buyer && 'application' in buyer
        ? { application: { ...buyer.application, termsAcceptedAt: new Date().toISOString() } }
        : {}),
      ...(buyer && 'account' in buyer ? { supplier: buyer.account.supplierId, account: buyer.account.id } : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  const buyerEmail =
    buyer && 'application' in buyer ? buyer.application.email : buyer && 'account' in buyer ? buyer.account.email : null

  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: CHECKOUT_CURRENCY,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CHECKOUT_CURRENCY,
              unit_amount: price,
              product_data: { name: pkg.name, description: pkg.description },
            },
            ...(taxRate ? { tax_rates: [taxRate] } : {}),
          },
        ],
        ...checkoutReturnUrls(siteUrl()),
        client_reference_id: String(order.id),
        metadata: { orderId: String(order.id), packageName: pkg.name },
        ...(buyerEmail ? { customer_email: buyerEmail } : {}),
      },
      // Unique per attempt (ids restart with a fresh database), shared by the SDK's retry of this attempt.
      { idempotencyKey: `checkout-order-${order.id}-${randomUUID()}` },
    )
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: 'Stripe Checkout Session could not be created',
      orderId: order.id,
      packageName: pkg.name,
    })
    await payload.delete({ collection: 'orders', id: order.id, overrideAccess: true }).catch((deleteError: unknown) => {
      payload.logger.error({
        err: deleteError,
        msg: 'Could not remove the order of a failed checkout',
        orderId: order.id,
      })
    })
    return { ok: false, reason: 'provider-error' }
  }

  await setOrderSessionId(payload, order.id, session.id)
  if (!session.url) {
    payload.logger.error({ msg: 'Stripe Checkout Session has no url', orderId: order.id, sessionId: session.id })
    return { ok: false, reason: 'provider-error' }
  }
  return { ok: true, url: session.url, orderId: order.id, sessionId: session.id }
}
