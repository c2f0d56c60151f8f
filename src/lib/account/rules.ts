// The rules of suppliers' accounts, in one place for the collection, the forms and the tests.

import { ACCOUNT_PATHS } from '@/lib/routes'

/** Failed sign-ins before an account is locked, and for how long (suppliers' and staff accounts alike). */
export const LOGIN_ATTEMPTS = 5
export const LOGIN_LOCK_MS = 10 * 60 * 1000

/** A supplier stays signed in for a week. */
export const ACCOUNT_SESSION_SECONDS = 7 * 24 * 60 * 60

/** A claim's e-mailed link works once, for 24 hours. */
export const CLAIM_LINK_HOURS = 24

export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 128

/** A path to come back to after signing in: only our own /account pages, never another site. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string') return ACCOUNT_PATHS.home
  if (!/^\/account(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&_%-]*)?$/.test(value)) return ACCOUNT_PATHS.home
  if (value.startsWith(ACCOUNT_PATHS.signIn) || value.startsWith(ACCOUNT_PATHS.signOut)) return ACCOUNT_PATHS.home
  return value
}

/** The part after '@', lower-cased; null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1
  if (!email || at < 1) return null
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  return domain || null
}

/** A website's host without 'www.', lower-cased; null when it is not an http(s) address. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    const url = new URL(website.includes('://') ? website : `https://${website}`)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.hostname.toLowerCase().replace(/^www\./, '') || null
  } catch {
    return null
  }
}

/** Free e-mail services: a listing's address there proves nothing about who else uses the service. */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'yahoo.com',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'aol.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'protonmail.com',
  'proton.me',
])

/**
 * Whether a claimant's work e-mail is at the listing's own domain (its website's, or its contact e-mail's unless
 * that is a free mail service). A subdomain of the listing's domain counts (sales.example.co.uk for example.co.uk).
 */
export function claimDomainMatches(
  workEmail: string,
  listing: { website?: string | null; contactEmail?: string | null },
): boolean {
  const claimant = emailDomain(workEmail)
  if (!claimant || SHARED_MAIL_DOMAINS.has(claimant)) return false
  const contact = emailDomain(listing.contactEmail)
  const owned = [websiteDomain(listing.website), contact && !SHARED_MAIL_DOMAINS.has(contact) ? contact : null]
  return owned.some((domain) => domain !== null && (claimant === domain || claimant.endsWith(`.${domain}`)))
}
