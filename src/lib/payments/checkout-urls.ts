import { CHECKOUT_COMPLETE_PATH, GET_LISTED_PATH } from '@/lib/routes'
import { SESSION_ID_PARAM } from '@/lib/payments/checkout-return'

/**
 * Where Stripe sends the buyer back: after paying, the page of their order (Stripe writes the session's id in place of
 * `{CHECKOUT_SESSION_ID}`); after cancelling, the Get Listed tab, which shows the matching toast.
 */
export function checkoutReturnUrls(origin: string): { success_url: string; cancel_url: string } {
  return {
    success_url: `${origin}${CHECKOUT_COMPLETE_PATH}?${SESSION_ID_PARAM}={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${GET_LISTED_PATH}&canceled=true`,
  }
}
