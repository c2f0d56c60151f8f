import { accountCollection } from '@collections/accounts'
import { singleLineText } from '@collections/fields'
import {
  adminOnly,
  adminOrOwnAccount,
  authCollectionAccess,
  nobody,
  staffOrSelfAccountField,
  SUPPLIER_ACCOUNTS_COLLECTION,
} from '@/access'
import { accountAuthEmails, RESET_LINK_MS } from '@/lib/account/auth-emails'
import { ACCOUNT_SESSION_SECONDS } from '@/lib/account/rules'

/**
 * Suppliers' own accounts: each manages one listing through the portal under /account. They sign in on the
 * site, never in the admin panel (`access.admin` is false, and the admin's user collection is `users`).
 */
export const SupplierAccounts = accountCollection({
  slug: SUPPLIER_ACCOUNTS_COLLECTION,
  labels: { singular: 'Supplier account', plural: 'Supplier accounts' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'supplier', '_verified', 'createdAt'],
    group: 'Directory',
    description: 'Sign-in accounts of suppliers; each manages one listing through the portal at /account.',
  },
  auth: {
    tokenExpiration: ACCOUNT_SESSION_SECONDS,
    // Verification and reset links point at the site's /account pages; the e-mails go through the outbox.
    verify: { generateEmailSubject: accountAuthEmails.verifySubject, generateEmailHTML: accountAuthEmails.verifyHtml },
    forgotPassword: {
      expiration: RESET_LINK_MS,
      generateEmailSubject: accountAuthEmails.resetSubject,
      generateEmailHTML: accountAuthEmails.resetHtml,
    },
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
  fields: [
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
    {
      // Issue 35: the monthly insights e-mail goes to every verified account of a published listing unless this is
      // set, by the account in the portal or by the e-mail's unsubscribe link (src/lib/insights/monthly-email.ts).
      name: 'insightsEmailOptOut',
      type: 'checkbox',
      label: 'No monthly insights e-mail',
      defaultValue: false,
      access: { create: adminOnly, update: staffOrSelfAccountField },
      admin: { description: 'Set when the account stopped the monthly summary of its listing’s figures.' },
    },
  ],
})
