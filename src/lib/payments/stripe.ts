import Stripe from 'stripe'

import { parseStripeApiUrl } from '@/lib/payments/stripe-config'

type Logger = { warn: (message: string) => void }

// Kept on globalThis so Next's separate server bundles (actions, route handlers) share them.
const state = globalThis as typeof globalThis & {
  __ecobuildStripe?: { key: string; apiUrl: string; client: Stripe }
  __ecobuildPaymentsWarned?: Set<string>
}

/** Logs a configuration warning once per process, however many requests hit it. */
export function warnOnce(logger: Logger, key: string, message: string): void {
  state.__ecobuildPaymentsWarned ??= new Set()
  if (state.__ecobuildPaymentsWarned.has(key)) return
  state.__ecobuildPaymentsWarned.add(key)
  logger.warn(message)
}

/**
 * The Stripe API client for STRIPE_SECRET_KEY (pointed at STRIPE_API_URL when set), or null when payments
 * are not configured; the warning is logged once per process.
 */
export function getStripe(logger: Logger): Stripe | null {
  const key = process.env.STRIPE_SECRET_KEY?.trim() ?? ''
  if (!key) {
    warnOnce(
      logger,
      'secret-key',
      'Payments are not configured: set STRIPE_SECRET_KEY to accept listing payments. Pay Now answers with an error until then.',
    )
    return null
  }
  const apiUrl = process.env.STRIPE_API_URL?.trim() ?? ''
  const cached = state.__ecobuildStripe
  if (cached && cached.key === key && cached.apiUrl === apiUrl) return cached.client
  // One retry: the checkout request carries an idempotency key, so a retried call cannot charge twice.
  const client = new Stripe(key, {
    ...parseStripeApiUrl(apiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  })
  state.__ecobuildStripe = { key, apiUrl, client }
  return client
}

let verifier: Stripe['webhooks'] | undefined

/** Signature verification needs only the webhook secret, not an API key or network access. */
export function stripeWebhooks(): Stripe['webhooks'] {
  verifier ??= new Stripe('sk_signature_verification_only').webhooks
  return verifier
}
