import { createHash, randomBytes } from 'node:crypto'

// The enquirer's link to their enquiry: only the hash is stored, so a copy of the database opens no one's enquiry.

export function hashErasureToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new token (256 random bits, URL-safe) and the hash to store. */
export function newErasureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashErasureToken(token) }
}

/** A token as it can appear in a link: anything else is not looked up at all. */
export function isWellFormedErasureToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}

export const ENQUIRY_ERASED =
  'Your enquiry has been erased. We have told the suppliers who received it that you withdrew it.'
export const ENQUIRY_LINK_GONE =
  'This link no longer opens an enquiry: it has been erased, or the link is not complete. If you need help, reply to your confirmation e-mail.'
