import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { CHECKOUT_CURRENCY, packagePriceInPence } from '@/lib/payments/amount'
import { checkoutReturnUrls } from '@/lib/payments/checkout-urls'
import { paymentReceiptEmail, paymentStaffNoticeEmail } from '@/lib/email/payment'
import { paidCheckoutFromEvent } from '@/lib/payments/events'
import { parseStripeApiUrl } from '@/lib/payments/stripe-config'

describe('packagePriceInPence', () => {
  it('charges the whole-pound CMS price × 100 pence', () => {
    expect(packagePriceInPence(375)).toBe(37500)
    expect(packagePriceInPence(1)).toBe(100)
    expect(packagePriceInPence(4999)).toBe(499900)
    expect(CHECKOUT_CURRENCY).toBe('gbp')
  })

  it('refuses prices that are not whole pounds of at least £1', () => {
    for (const bad of [0, -5, 3.75, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => packagePriceInPence(bad)).toThrow(RangeError)
    }
  })
})

describe('parseStripeApiUrl', () => {
  it('is undefined (the real API) when unset or blank', () => {
    expect(parseStripeApiUrl(undefined)).toBeUndefined()
    expect(parseStripeApiUrl('  ')).toBeUndefined()
  })

  it('splits an origin into the SDK host, port and protocol options', () => {
    expect(parseStripeApiUrl('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' })
    expect(parseStripeApiUrl('https://stripe.example.test/')).toEqual({
      host: 'stripe.example.test',
      port: 443,
      protocol: 'https',
    })
    expect(parseStripeApiUrl('http://localhost')).toEqual({ host: 'localhost', port: 80, protocol: 'http' })
    expect(parseStripeApiUrl('http://[::1]:8080')).toEqual({ host: '::1', port: 8080, protocol: 'http' })
  })

  it('refuses values the SDK could not use', () => {
    expect(() => parseStripeApiUrl('127.0.0.1:12111')).toThrow(/STRIPE_API_URL/)
    expect(() => parseStripeApiUrl('ftp://127.0.0.1')).toThrow(/http/)
    expect(() => parseStripeApiUrl('http://127.0.0.1:12111/v1')).toThrow(/path/)
    expect(() => parseStripeApiUrl('not a url')).toThrow(/STRIPE_API_URL/)
  })
})

describe('checkoutReturnUrls', () => {
  it("returns a paid buyer to the order's page (Stripe fills in the session id), a cancelled one to Get Listed", () => {
    expect(checkoutReturnUrls('https://ecobuild.example')).toEqual({
      success_url: 'https://ecobuild.example/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://ecobuild.example/suppliers?tab=get-listed&canceled=true',
    })
  })
})

const webhooks = new Stripe('sk_test_unit').webhooks

function checkoutEvent(type: string, session: Record<string, unknown>): Stripe.Event {
  return webhooks.constructEventWithoutVerification(
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', ...session } },
    }),
  )
}

describe('paidCheckoutFromEvent', () => {
  const paidSession = {
    payment_status: 'paid',
    amount_total: 37500,
    metadata: { orderId: '42' },
    client_reference_id: '42',
    customer_details: { email: 'buyer@example.com' },
    payment_intent: 'pi_test_1',
  }

  it('reads the paid checkout from checkout.session.completed', () => {
    expect(paidCheckoutFromEvent(checkoutEvent('checkout.session.completed', paidSession))).toEqual({
      sessionId: 'cs_test_1',
      orderId: 42,
      customerEmail: 'buyer@example.com',
      amountTotal: 37500,
      paymentIntent: 'pi_test_1',
    })
  })

  it('reads a delayed payment that succeeded', () => {
    expect(
      paidCheckoutFromEvent(checkoutEvent('checkout.session.async_payment_succeeded', paidSession))?.sessionId,
    ).toBe('cs_test_1')
  })

  it('ignores a completed session whose payment has not arrived, and other event types', () => {
    expect(
      paidCheckoutFromEvent(checkoutEvent('checkout.session.completed', { ...paidSession, payment_status: 'unpaid' })),
    ).toBeNull()
    expect(paidCheckoutFromEvent(checkoutEvent('checkout.session.expired', paidSession))).toBeNull()
    expect(
      paidCheckoutFromEvent(
        checkoutEvent('checkout.session.async_payment_failed', { ...paidSession, payment_status: 'unpaid' }),
      ),
    ).toBeNull()
    expect(paidCheckoutFromEvent(checkoutEvent('charge.succeeded', paidSession))).toBeNull()
  })

  it('falls back to client_reference_id and tolerates a missing e-mail or order id', () => {
    const fromReference = paidCheckoutFromEvent(
      checkoutEvent('checkout.session.completed', { ...paidSession, metadata: {}, customer_details: null }),
    )
    expect(fromReference).toMatchObject({ orderId: 42, customerEmail: null })
    const noOrder = paidCheckoutFromEvent(
      checkoutEvent('checkout.session.completed', {
        ...paidSession,
        metadata: { orderId: 'x' },
        client_reference_id: null,
      }),
    )
    expect(noOrder?.orderId).toBeNull()
  })
})

describe('payment e-mails', () => {
  const order = {
    orderId: 7,
    packageName: 'Green <Starter>',
    amountPence: 37500,
    customerEmail: 'buyer@example.com',
    brand: 'EcoBuild Directory',
    adminUrl: 'https://ecobuild.example/admin/collections/orders/7',
  }

  it('tells the buyer what they paid for, in pounds', async () => {
    const receipt = await paymentReceiptEmail(order)
    expect(receipt.subject).toBe('Payment received: Green <Starter> | EcoBuild Directory')
    expect(receipt.text).toContain('£375.00 for the Green <Starter> listing package')
    expect(receipt.html).toContain('Green &lt;Starter&gt;')
    expect(receipt.html).not.toContain('<Starter>')
  })

  it('gives staff the package, amount, customer and order link', async () => {
    const notice = await paymentStaffNoticeEmail({ ...order, customerEmail: null })
    expect(notice.subject).toBe('New listing payment: Green <Starter> (£375.00)')
    expect(notice.text).toContain('Customer e-mail: not given')
    expect(notice.text).toContain(order.adminUrl)
  })
})
