import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrOwnListing } from '@/access'
import { validateWholeNumber } from '@/lib/validation'

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'packageName',
    defaultColumns: ['packageName', 'amount', 'status', 'customerEmail', 'paidAt', 'createdAt'],
    group: 'Sales',
  },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise. Accounts read their receipts.
  access: {
    read: adminOrOwnListing,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'package', type: 'relationship', relationTo: 'packages', label: 'Package' },
    { name: 'packageName', type: 'text', label: 'Package name', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          label: 'Amount (pence)',
          required: true,
          min: 0,
          validate: (value: number | null | undefined) => validateWholeNumber(value, { required: true }),
        },
        { name: 'currency', type: 'text', label: 'Currency', required: true, defaultValue: 'gbp' },
      ],
    },
    { name: 'stripeSessionId', type: 'text', label: 'Stripe Checkout session', unique: true, index: true },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Paid', value: 'paid' },
        { label: 'Refunded', value: 'refunded' },
      ],
    },
    { name: 'customerEmail', type: 'email', label: 'Customer e-mail' },
    { name: 'paidAt', type: 'date', label: 'Paid at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'refundedAt', type: 'date', label: 'Refunded at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'stripePaymentIntent',
      type: 'text',
      label: 'Stripe payment',
      index: true,
      admin: { description: 'Set when paid; a refund of this payment refunds the order.' },
    },
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      index: true,
      admin: { description: 'The listing the package is for (made from the application when a new supplier paid).' },
    },
    { name: 'account', type: 'relationship', relationTo: 'supplier-accounts', label: 'Supplier account' },
    {
      name: 'application',
      type: 'group',
      label: 'Application (a new supplier paying)',
      admin: { condition: (data) => Boolean(data?.application?.businessName) },
      fields: [
        { name: 'businessName', type: 'text', label: 'Business name' },
        { name: 'contactName', type: 'text', label: 'Contact name' },
        { name: 'email', type: 'email', label: 'Work e-mail' },
        { name: 'phone', type: 'text', label: 'Phone' },
        { name: 'city', type: 'text', label: 'City' },
        { name: 'category', type: 'relationship', relationTo: 'categories', label: 'Category' },
        { name: 'website', type: 'text', label: 'Website' },
        { name: 'termsAcceptedAt', type: 'date', label: 'Terms accepted at' },
      ],
    },
    {
      // Fixed when Checkout starts (what is charged) and, for the number, in the transaction that marks it paid.
      name: 'vatInvoice',
      type: 'group',
      label: 'VAT invoice',
      admin: {
        description: 'Set when the seller is VAT-registered: the receipt is then a VAT invoice with this number.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'number', type: 'number', label: 'VAT invoice number', unique: true },
            { name: 'rate', type: 'number', label: 'VAT rate (%)', min: 0, max: 100 },
            { name: 'netAmount', type: 'number', label: 'Net (pence)', min: 0 },
            { name: 'vatAmount', type: 'number', label: 'VAT (pence)', min: 0 },
          ],
        },
        { name: 'sellerVatNumber', type: 'text', label: 'Seller’s VAT number' },
      ],
    },
  ],
}
