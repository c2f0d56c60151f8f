import type { CollectionConfig, PayloadRequest } from 'payload'

import { adminOnly, adminOrSelf, authCollectionAccess, signedIn, STAFF_COLLECTION } from '@/access'
import { singleLineText } from '@collections/fields'
import { emailChangeByAdminOnly, tellOldAddressOfEmailChange } from '@/lib/account/email-change'
import { forgotPasswordEndpoint } from '@/lib/account/password-reset'
import { signInAlike } from '@/lib/account/sign-in-work'
import { LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'
import { sessionCookieOptions } from '@/lib/api-guards/auth-cookie'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Staff' },
  auth: {
    // The same lock as suppliers' accounts.
    maxLoginAttempts: LOGIN_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: 8 * 60 * 60,
    cookies: sessionCookieOptions(),
  },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise.
  access: {
    ...authCollectionAccess,
    read: adminOrSelf,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    admin: signedIn,
  },
  // Reset requests limited and answered before any look-up (src/lib/account/password-reset.ts).
  endpoints: [forgotPasswordEndpoint(STAFF_COLLECTION)],
  hooks: {
    beforeChange: [firstUserIsAdmin],
    afterChange: [tellOldAddressOfEmailChange],
    // Sign-in answers alike (words and work) for an unknown address, a wrong password and a locked account.
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
    { name: 'name', type: 'text', label: 'Name', validate: singleLineText('The name') },
    {
      name: 'role',
      type: 'select',
      label: 'Role',
      required: true,
      // The first account is made an admin (firstUserIsAdmin), so the first-user screen shows that, not 'Editor'.
      defaultValue: async ({ req }: { req: PayloadRequest }) =>
        (await req.payload.count({ collection: 'users', overrideAccess: true, req })).totalDocs === 0
          ? 'admin'
          : 'editor',
      saveToJWT: true,
      access: { create: adminOnly, update: adminOnly },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      admin: {
        description: 'Admins manage everything; editors manage the directory content, blog, FAQs, media and pages.',
      },
    },
  ],
}
