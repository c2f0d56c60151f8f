import { createHmac, timingSafeEqual } from 'node:crypto'

// A subscriber's unsubscribe token: their id, signed with a key derived from PAYLOAD_SECRET. Nothing is stored for it,
// so every newsletter e-mail can carry it, and it keeps working (an unsubscribe link must not expire).

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/

function signature(secret: string, subscriberId: number): string {
  if (!secret) throw new Error('PAYLOAD_SECRET is needed to sign unsubscribe links')
  // A key of its own, so this signature is valid nowhere else the secret signs.
  const key = createHmac('sha256', secret).update('ecobuild:newsletter-unsubscribe:v1').digest()
  return createHmac('sha256', key).update(String(subscriberId)).digest('base64url')
}

const currentSecret = () => process.env.PAYLOAD_SECRET ?? ''

export function signUnsubscribeToken(subscriberId: number, secret: string = currentSecret()): string {
  return `${subscriberId}.${signature(secret, subscriberId)}`
}

/** The subscriber a token names when we signed it; null otherwise. */
export function verifyUnsubscribeToken(token: unknown, secret: string = currentSecret()): number | null {
  if (typeof token !== 'string') return null
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(signature(secret, id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
