import type Stripe from 'stripe'

export type StripeHostOptions = Required<Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>>

/**
 * STRIPE_API_URL (e.g. http://127.0.0.1:12111) as the SDK's host, port and protocol options, so tests and
 * local demos can point it at a fake Stripe. Empty means the real API; anything else unusable throws.
 */
export function parseStripeApiUrl(value: string | undefined): StripeHostOptions | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw new Error(`STRIPE_API_URL is not a URL: ${trimmed}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_URL must start with http:// or https://, got ${trimmed}`)
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`STRIPE_API_URL must be an origin without a path, got ${trimmed}`)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol }
}
