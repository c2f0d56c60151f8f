import { createHmac, timingSafeEqual } from 'node:crypto'

// The monthly insights e-mail's unsubscribe token (issue 35): the supplier account's id, signed with a key derived
// from PAYLOAD_SECRET for this purpose alone (so no other signature of the secret is valid here, nor this one
// elsewhere). Nothing is stored for it, so every month's e-mail carries it and it keeps working without signing in.

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/
const PURPOSE = 'ecobuild:insights-email-unsubscribe:v1'

function signature(secret: string, accountId: number): string {
  if (!secret) throw new Error('PAYLOAD_SECRET is needed to sign unsubscribe links')
  const key = createHmac('sha256', secret).update(PURPOSE).digest()
  return createHmac('sha256', key).update(String(accountId)).digest('base64url')
}

const currentSecret = () => process.env.PAYLOAD_SECRET ?? ''

export function signInsightsUnsubscribeToken(accountId: number, secret: string = currentSecret()): string {
  return `${accountId}.${signature(secret, accountId)}`
}

/** The account a token names when we signed it; null for anything else. */
export function verifyInsightsUnsubscribeToken(token: unknown, secret: string = currentSecret()): number | null {
  if (typeof token !== 'string') return null
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(signature(secret, id))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}
