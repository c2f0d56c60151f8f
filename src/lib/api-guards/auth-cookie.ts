import type { CollectionConfig } from 'payload'

type AuthConfig = Exclude<CollectionConfig['auth'], boolean | undefined>

/** Session cookies of every auth collection: HttpOnly (Payload's default), SameSite=Lax, Secure on https. */
export function sessionCookieOptions(): NonNullable<AuthConfig['cookies']> {
  return {
    sameSite: 'Lax',
    secure: process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https:'),
  }
}
