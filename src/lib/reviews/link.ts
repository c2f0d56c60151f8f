import { createHmac, timingSafeEqual } from 'node:crypto'

// The review invitation's link: the connection (one lead routed to one supplier), the supplier and the moment the link
// stops working, signed with a key derived from PAYLOAD_SECRET. Nothing is stored for it: the signature proves we
// issued it, the review stored against the connection makes it single-use, and the lead's state decides the rest.

export type ReviewLinkClaims = { connectionId: number; supplierId: number; expiresAt: Date }

/**
 * The request context key the review form sets to the connection its signed link names (submit.ts); the reviews
 * collection creates a review only for that connection (collections/Reviews/hooks/onlyFromReviewLink.ts).
 */
export const REVIEW_LINK_CONTEXT = 'reviewFromLinkOfConnection'

const TOKEN_PATTERN = /^(\d{1,12})\.(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

function signingKey(secret: string): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is needed to sign review links')
  // A key of its own, so a review link's signature is never valid anywhere else the secret signs.
  return createHmac('sha256', secret).update('ecobuild:review-link:v1').digest()
}

function signature(secret: string, connectionId: number, supplierId: number, expiresSeconds: number): string {
  return createHmac('sha256', signingKey(secret))
    .update(`${connectionId}:${supplierId}:${expiresSeconds}`)
    .digest('base64url')
}

const currentSecret = () => process.env.PAYLOAD_SECRET ?? ''

/** A signed token for one connection's review link. */
export function signReviewLink(claims: ReviewLinkClaims, secret: string = currentSecret()): string {
  const expires = Math.floor(claims.expiresAt.getTime() / 1000)
  return `${claims.connectionId}.${claims.supplierId}.${expires}.${signature(secret, claims.connectionId, claims.supplierId, expires)}`
}

export type ReviewLinkCheck =
  | { ok: true; claims: ReviewLinkClaims }
  | { ok: false; problem: 'invalid' }
  | { ok: false; problem: 'expired'; claims: ReviewLinkClaims }

/** Whether a token is one we signed (and not yet expired at `now`); says nothing of whether it was used. */
export function verifyReviewLink(
  token: unknown,
  now: Date = new Date(),
  secret: string = currentSecret(),
): ReviewLinkCheck {
  if (typeof token !== 'string') return { ok: false, problem: 'invalid' }
  const match = TOKEN_PATTERN.exec(token)
  if (!match) return { ok: false, problem: 'invalid' }
  const [, connection, supplier, expires, given] = match
  const connectionId = Number(connection)
  const supplierId = Number(supplier)
  const expiresSeconds = Number(expires)
  const expected = Buffer.from(signature(secret, connectionId, supplierId, expiresSeconds))
  const actual = Buffer.from(given!)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, problem: 'invalid' }
  const claims = { connectionId, supplierId, expiresAt: new Date(expiresSeconds * 1000) }
  if (claims.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'expired', claims }
  return { ok: true, claims }
}

/** What the form says, by what the link turned out to be. */
export const REVIEW_LINK_MESSAGES = {
  invalid: 'This review link is not valid. Please use the link in your invitation e-mail as it is.',
  expired: 'This review link has expired. Invitations to review stay open for a limited time after they are sent.',
  used: 'This review link has already been used: each invitation is for one review. Thank you for writing it.',
  gone: 'This review link no longer works: the enquiry it belongs to has been withdrawn or erased.',
} as const
export type ReviewLinkProblem = keyof typeof REVIEW_LINK_MESSAGES
