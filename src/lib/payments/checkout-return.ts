import type Stripe from 'stripe'

import { paidCheckoutOfSession, type PaidCheckout } from '@/lib/payments/events'

/** A Checkout Session id as Stripe writes them (`cs_test_…`, `cs_live_…`); anything else is not looked up. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/

/** The query parameter of the return address that carries the session id (Stripe fills in `{CHECKOUT_SESSION_ID}`). */
export const SESSION_ID_PARAM = 'session_id'

export type ReturnedCheckout = { state: 'not-found' } | { state: 'unpaid' } | { state: 'paid'; paid: PaidCheckout }

function isNoSuchResource(error: unknown): boolean {
  // Duck-typed: a production build may hold more than one copy of the SDK's error classes.
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404
}

/**
 * What Stripe says of the Checkout Session the buyer came back with: asked of Stripe itself (the address is the
 * buyer's, so it proves nothing), never taken from the query. An id that is not a session id, or one Stripe does not
 * know, is 'not-found' (nothing is asked for a malformed one); other failures of Stripe are thrown.
 */
export async function retrieveReturnedCheckout(stripe: Stripe, sessionId: string): Promise<ReturnedCheckout> {
  if (!SESSION_ID.test(sessionId)) return { state: 'not-found' }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId)
  } catch (error) {
    if (isNoSuchResource(error)) return { state: 'not-found' }
    throw error
  }
  // Stripe answered for the id asked; anything else is not this return's session.
  if (session.id !== sessionId) return { state: 'not-found' }
  const paid = paidCheckoutOfSession(session)
  return paid ? { state: 'paid', paid } : { state: 'unpaid' }
}
