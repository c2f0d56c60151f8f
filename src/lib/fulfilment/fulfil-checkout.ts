import type { Payload } from 'payload'

import { deliverPaidOrder, paidOrderDelivered } from '@/lib/packages/paid-order'
import type { PaidCheckout } from '@/lib/payments/events'
import { markOrderPaid, type MarkOrderPaidResult } from '@/lib/payments/webhook'
import type { Fulfilment } from '@/lib/packages/fulfil'

// Where payments and the package domain meet (they never import each other): a checkout Stripe says is paid marks
// its order paid and delivers what it bought, whichever way the news came (the webhook, or the buyer's return).

/**
 * The one fulfilment of a paid checkout, run by the webhook and by the return from Checkout alike: payments' one
 * conditional UPDATE marks the order paid and, in its transaction, the package domain delivers it (account, listing,
 * entitlement, e-mails). Both at once, twice or in any order: one of them delivers, the others find it paid.
 */
export async function fulfilPaidCheckout(
  payload: Payload,
  paid: PaidCheckout,
): Promise<MarkOrderPaidResult<Fulfilment>> {
  const result = await markOrderPaid(payload, paid, (req, order) => deliverPaidOrder(payload, req, order))
  if (result.outcome === 'paid') paidOrderDelivered(payload, result.delivered)
  return result
}
