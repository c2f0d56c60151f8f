import type { AuthCollectionSlug, CollectionConfig, IncomingAuthType } from 'payload'

import { adminOnly } from '@/access'
import { emailChangeByAdminOnly, tellOldAddressOfEmailChange } from '@/lib/account/email-change'
import { forgotPasswordEndpoint } from '@/lib/account/password-reset'
import { LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'
import { signInAlike } from '@/lib/account/sign-in-work'
import { sessionCookieOptions } from '@/lib/api-guards/auth-cookie'

type AccountCollectionConfig = Omit<CollectionConfig, 'slug' | 'auth'> & {
  slug: AuthCollectionSlug
  /** The collection's own auth settings; the lock and the session cookie are added. */
  auth: Omit<IncomingAuthType, 'maxLoginAttempts' | 'lockTime' | 'cookies'>
}

/**
 * An auth collection with what both kinds of account (staff `users`, `supplier-accounts`) share: the same sign-in
 * lock and session cookie, password resets limited and answered before any look-up
 * (src/lib/account/password-reset.ts), sign-in answered alike (words and work) for an unknown address, a wrong
 * password and a locked account, and the address an account signs in with changed only by an admin (the old address
 * told).
 */
export function accountCollection({
  auth,
  endpoints,
  hooks,
  fields,
  ...config
}: AccountCollectionConfig): CollectionConfig {
  return {
    ...config,
    auth: { maxLoginAttempts: LOGIN_ATTEMPTS, lockTime: LOGIN_LOCK_MS, ...auth, cookies: sessionCookieOptions() },
    endpoints: [forgotPasswordEndpoint(config.slug), ...(Array.isArray(endpoints) ? endpoints : [])],
    hooks: {
      ...hooks,
      afterChange: [tellOldAddressOfEmailChange, ...(hooks?.afterChange ?? [])],
      ...signInAlike,
      beforeOperation: [emailChangeByAdminOnly, ...signInAlike.beforeOperation],
    },
    fields: [
      {
        // Payload's own e-mail field, narrowed: only an admin changes the address an account signs in with.
        name: 'email',
        type: 'email',
        access: { update: adminOnly },
      },
      ...fields,
    ],
  }
}
