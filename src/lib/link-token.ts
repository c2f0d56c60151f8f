import { createHash, randomBytes } from 'node:crypto'

// The single-use tokens of e-mailed links (a claim's set-password link, the enquirer's link to their enquiry): only
// the hash is stored, so a copy of the database opens no one's link.

/** The hash stored for a link's token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new token (256 random bits, URL-safe) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

/** A token as it can appear in a link: anything else is not looked up at all. */
export function isWellFormedLinkToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
}
