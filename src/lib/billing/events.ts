import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { moveInvoice, recordPaymentFailed } from '@/lib/billing/billing-sql'
import type { CommissionInvoiceStatus } from '@/lib/billing/rules'

// Stripe's invoice events, applied once each whatever their order or number of deliveries: every one is a conditional
// update from the states before its own (paid and void are final), so a repeat or a late one changes nothing.

const MOVES: Partial<Record<string, CommissionInvoiceStatus>> = {
  'invoice.paid': 'paid',
  'invoice.voided': 'void',
  'invoice.marked_uncollectible': 'uncollectible',
}

export const INVOICE_EVENT_TYPES = [...Object.keys(MOVES), 'invoice.payment_failed'] as const

/** The outcome of a commission invoice event, or null for events of other kinds (and other invoices: no metadata). */
export async function applyInvoiceEvent(payload: Payload, event: Stripe.Event): Promise<{ outcome: string } | null> {
  if (!(INVOICE_EVENT_TYPES as readonly string[]).includes(event.type)) return null
  const invoice = event.data.object as Stripe.Invoice
  if (!invoice.id || !invoice.metadata?.month) return null
  const supplierId = Number(invoice.metadata.supplierId)
  const at = new Date(event.created * 1000)
  if (event.type === 'invoice.payment_failed') {
    return { outcome: (await recordPaymentFailed(payload, invoice.id, at)) ? 'payment-failed' : 'unchanged' }
  }
  const to = MOVES[event.type]
  if (!to) return null
  const moved = await moveInvoice(
    payload,
    {
      stripeInvoiceId: invoice.id,
      supplierId: Number.isSafeInteger(supplierId) ? supplierId : null,
      month: invoice.metadata.month,
    },
    to,
    at,
  )
  return { outcome: moved ? to : 'unchanged' }
}
