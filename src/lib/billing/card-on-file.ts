import type Stripe from 'stripe'

// The card on file of a Stripe customer, read from Stripe (its default payment method): for the portal, the monthly
// invoices (charged to it automatically) and the renewals. Apart from card.ts so the invoice job can read it.

/** The card as Stripe describes it: enough to recognise it, never more. */
export type CardOnFile = { paymentMethod: string; brand: string; last4: string; expMonth: number; expYear: number }

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id

/** The customer's default card as Stripe has it now, or null (no customer, no default, not a card). */
export async function cardOnFile(stripe: Stripe, customerId: string | null): Promise<CardOnFile | null> {
  if (!customerId) return null
  const customer = await stripe.customers.retrieve(customerId)
  if (customer.deleted) return null
  const pm = idOf(customer.invoice_settings?.default_payment_method)
  if (!pm) return null
  const method = await stripe.paymentMethods.retrieve(pm)
  if (!method.card) return null
  return {
    paymentMethod: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  }
}
