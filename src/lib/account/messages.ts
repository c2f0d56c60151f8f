import { LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'

// What the account pages say, shared by the server actions, the pages and the tests.

// One answer for an unknown address, a wrong password and a locked account: none of them tells that an account
// exists (docs/security.md, issue 26). It says what a locked account's owner needs to know.
export const SIGN_IN_FAILED =
  `That e-mail address and password do not match an account. ` +
  `After ${LOGIN_ATTEMPTS} failed attempts an account is locked for ${LOGIN_LOCK_MS / 60_000} ` +
  `minutes: please try again later, or reset your password.`
export const SIGN_IN_UNVERIFIED = 'Please confirm your e-mail address first: open the link we e-mailed you.'
export const RESET_SENT =
  'If an account uses that address, we have e-mailed it a link to choose a new password. The link works for an hour.'
export const LINK_EXPIRED = 'This link has expired or has already been used.'

/**
 * What to tell a supplier whose sign-in Payload refused, or null for a failure of ours. Payload's error classes
 * cannot be told apart with instanceof in a production build (the server bundles hold copies of them), so its
 * status decides: 403 is an unconfirmed address (said only after the right password), every 401 (a wrong pair, an
 * unknown address, a locked account) the one same answer.
 */
export function signInRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null
  if (error.status === 403) return SIGN_IN_UNVERIFIED
  if (error.status === 401) return SIGN_IN_FAILED
  return null
}

export const CLAIM_LINK_SENT =
  'Thank you. We have e-mailed you a link to confirm your claim and choose a password. It works once, for 24 hours.'
export const CLAIM_AWAITING_REVIEW = 'Thank you. Our team will review your claim and e-mail you when it is decided.'
export const CLAIM_LISTING_UNKNOWN = 'We could not find that listing. Please open the claim form from its profile page.'
export const CLAIM_OTHER_LISTING =
  'This e-mail address already manages another listing, so it cannot manage this one too. Please claim with another address, or contact us.'
