import type { CollectionConfig } from 'payload'

import { singleLineText } from '@collections/fields'
import { adminOnly, adminOrOwnAccount, authCollectionAccess, nobody, SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { accountAuthEmails, RESET_LINK_MS } from '@/lib/account/auth-emails'
import { ACCOUNT_SESSION_SECONDS, LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'
import { emailChangeByAdminOnly, tellOldAddressOfEmailChange } from '@/lib/account/email-change'
import { forgotPasswordEndpoint } from '@/lib/account/password-reset'
import { signInAlike } from '@/lib/account/sign-in-work'
import { sessionCookieOptions } from '@/lib/api-guards/auth-cookie'

/**
 * Suppliers' own accounts: each manages one listing through the portal under /account. They sign in on the
 * site, never in the admin panel (`access.admin` is false, and the admin's user collection is `users`).
 */
export const SupplierAccounts: CollectionConfig = {
  slug: 'supplier-accounts',
  labels: { singular: 'Supplier account', plural: 'Supplier accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'supplier', '_verified', 'createdAt'],
    group: 'Directory',
    description: 'Sign-in accounts of suppliers; each manages one listing through the portal at /account.',
  },
  auth: {
    maxLoginAttempts: LOGIN_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    tokenExpiration: ACCOUNT_SESSION_SECONDS,
    // Verification and reset links point at the site's /account pages; the e-mails go through the outbox.
    verify: { generateEmailSubject: accountAuthEmails.verifySubject, generateEmailHTML: accountAuthEmails.verifyHtml },
    forgotPassword: {
      expiration: RESET_LINK_MS,
      generateEmailSubject: accountAuthEmails.resetSubject,
      generateEmailHTML: accountAuthEmails.resetHtml,
    },
    cookies: sessionCookieOptions(),
  },
  access: {
    ...authCollectionAccess,
    read: adminOrOwnAccount,
    // Explicit: Payload's default lets any signed-in account ask for versions (this collection keeps none).
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOrOwnAccount,
    delete: adminOnly,
    // Never the admin panel, whatever else the account may do.
    admin: nobody,
  },
  // Reset requests limited and answered before any look-up (src/lib/account/password-reset.ts).
  endpoints: [forgotPasswordEndpoint(SUPPLIER_ACCOUNTS_COLLECTION)],
  hooks: {
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
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 120, validate: singleLineText('The name') },
    { name: 'phone', type: 'text', label: 'Phone', maxLength: 40, validate: singleLineText('The phone number') },
    {
      name: 'jobRole',
      type: 'text',
      label: 'Role at the business',
      maxLength: 120,
      validate: singleLineText('The role'),
    },
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      required: true,
      index: true,
      // Which listing an account manages is decided by staff (or a verified claim), never by the account.
      access: { create: adminOnly, update: adminOnly },
      admin: { description: 'The listing this account manages.' },
    },
  ],
}
