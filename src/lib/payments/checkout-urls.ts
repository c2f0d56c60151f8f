import { GET_LISTED_PATH } from '@/lib/routes'

/** Where Stripe sends the buyer back: the Get Listed tab, which shows the matching toast. */
export function checkoutReturnUrls(origin: string): { success_url: string; cancel_url: string } {
  const base = `${origin}${GET_LISTED_PATH}`
  return { success_url: `${base}&success=true`, cancel_url: `${base}&canceled=true` }
}
