import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { accountSupplierId, adminOnly, nobody, staffOnly, staffOrAccountWithListing, staffOrOwnListing } from '@/access'

/** A supplier account's profile is always its own listing's, whatever the request names. */
const ownListingOnly: CollectionBeforeValidateHook & CollectionBeforeChangeHook = ({ data, req, operation }) => {
  const own = accountSupplierId(req.user)
  if (own !== null && operation === 'create') return { ...data, supplier: own }
  return data
}

/**
 * Who a listing's commission invoices are addressed to: one profile per listing, read by staff and the listing's own
 * accounts, edited by them too; the Stripe customer it became is staff's and the server's alone.
 */
export const BillingProfiles: CollectionConfig = {
  slug: 'billing-profiles',
  labels: { singular: 'Billing profile', plural: 'Billing profiles' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['supplier', 'name', 'email', 'vatNumber'],
    group: 'Sales',
    description: 'Who each listing’s commission invoices are addressed to (one Stripe customer per listing).',
  },
  access: {
    read: staffOrOwnListing,
    create: staffOrAccountWithListing,
    update: staffOrOwnListing,
    delete: adminOnly,
  },
  // Before validation (so the listing it names is checked) and again before the save.
  hooks: { beforeValidate: [ownListingOnly], beforeChange: [ownListingOnly] },
  fields: [
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      required: true,
      unique: true,
      access: { update: staffOnly },
    },
    { name: 'name', type: 'text', label: 'Billing name', required: true, maxLength: 200 },
    { name: 'email', type: 'email', label: 'Billing e-mail', required: true },
    { name: 'addressLine1', type: 'text', label: 'Address line 1', maxLength: 200 },
    { name: 'addressLine2', type: 'text', label: 'Address line 2', maxLength: 200 },
    { name: 'town', type: 'text', label: 'Town or city', maxLength: 100 },
    { name: 'postcode', type: 'text', label: 'Postcode', maxLength: 12 },
    {
      name: 'vatNumber',
      type: 'text',
      label: 'VAT number',
      maxLength: 20,
      validate: (value: string | null | undefined) =>
        !value || /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(value.replace(/\s+/g, '').toUpperCase())
          ? true
          : 'Enter a UK VAT number such as GB123456789.',
    },
    {
      name: 'autoRenew',
      type: 'checkbox',
      label: 'Renew the package automatically',
      defaultValue: false,
      // Switched by the account only through the portal's action, which first checks a card is on file.
      access: { create: nobody, update: staffOnly },
      admin: { description: 'Charged off-session to the card on file from 3 days before the package ends.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'cardSetAt',
          type: 'date',
          label: 'Card on file set (its Checkout’s time)',
          access: { read: staffOnly, create: nobody, update: nobody },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'cardSetupSession',
          type: 'text',
          label: 'Checkout that set it',
          access: { read: staffOnly, create: nobody, update: nobody },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'stripeCustomerId',
      type: 'text',
      label: 'Stripe customer',
      index: true,
      access: { read: staffOnly, create: nobody, update: nobody },
      admin: { readOnly: true },
    },
  ],
}
