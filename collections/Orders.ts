import type { CollectionConfig } from 'payload'

import { adminOnly, adminOrOwnListing, adminPendingOrdersOnly, adminWhileOrderPending, nobody } from '@/access'
import { refuseHandEditOfOrderMoney } from '@/lib/payments/order-lock'
import { moneyField } from '@collections/money'

const ORDER_BUSINESS_CELL = '/src/components/admin/OrderCells.client#OrderBusinessCell'
const ORDER_EMAIL_CELL = '/src/components/admin/OrderCells.client#OrderEmailCell'
const dayAndTime = { pickerAppearance: 'dayAndTime' } as const

/** The money record's fields other than the status: an admin's while pending, fixed once paid (order-lock.ts). */
const lockedOncePaid = {
  access: { update: adminWhileOrderPending },
  hooks: { beforeValidate: [refuseHandEditOfOrderMoney] },
}

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'packageName',
    defaultColumns: ['packageName', 'supplierName', 'accountEmail', 'amount', 'status', 'paidAt', 'createdAt'],
    // The business and e-mail as stored (an application's) and as linked now (the listing's, the account's).
    listSearchableFields: [
      'packageName',
      'application.businessName',
      'supplierName',
      'application.email',
      'accountEmail',
      'customerEmail',
    ],
    group: 'Sales',
    description: 'Package payments. Once paid, an order’s amount and status change only through Stripe (a refund).',
  },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise. Accounts read their receipts.
  access: {
    read: adminOrOwnListing,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    // A paid or refunded order records money received: it is not deleted by hand.
    delete: adminPendingOrdersOnly,
  },
  fields: [
    { name: 'package', type: 'relationship', relationTo: 'packages', label: 'Package' },
    { name: 'packageName', type: 'text', label: 'Package name', required: true },
    {
      type: 'row',
      fields: [
        moneyField({ name: 'amount', label: 'Amount', required: true, ...lockedOncePaid }),
        { name: 'currency', type: 'text', label: 'Currency', required: true, defaultValue: 'gbp', ...lockedOncePaid },
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
      // Moved only by the payment and the refund (src/lib/payments, src/lib/packages), never by hand.
      access: { update: nobody },
      hooks: { beforeValidate: [refuseHandEditOfOrderMoney] },
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Paid', value: 'paid' },
        { label: 'Refunded', value: 'refunded' },
      ],
    },
    { name: 'customerEmail', type: 'email', label: 'Customer e-mail', admin: { description: 'As Stripe took it.' } },
    {
      // The list's 'Business' and 'E-mail' columns: the listing and account linked now, read through Payload's virtual
      // relationship paths (batched per page, searchable, never stale); the cells fall back to the application's own
      // (a new supplier's order before its listing exists) and to the e-mail Stripe took.
      name: 'supplierName',
      type: 'text',
      label: 'Business',
      virtual: 'supplier.name',
      admin: { readOnly: true, position: 'sidebar', components: { Cell: ORDER_BUSINESS_CELL } },
    },
    {
      name: 'accountEmail',
      type: 'email',
      label: 'E-mail',
      virtual: 'account.email',
      admin: { readOnly: true, position: 'sidebar', components: { Cell: ORDER_EMAIL_CELL } },
    },
    { name: 'paidAt', type: 'date', label: 'Paid at', admin: { date: dayAndTime }, ...lockedOncePaid },
    { name: 'refundedAt', type: 'date', label: 'Refunded at', admin: { date: dayAndTime }, ...lockedOncePaid },
    {
      name: 'stripePaymentIntent',
      type: 'text',
      label: 'Stripe payment',
      index: true,
      ...lockedOncePaid,
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
      // Set by the server only (Checkout, a renewal, the payment's transaction): never by hand.
      access: { update: nobody },
      admin: {
        description: 'Set when the seller is VAT-registered: the receipt is then a VAT invoice with this number.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'number', type: 'number', label: 'VAT invoice number', unique: true },
            { name: 'rate', type: 'number', label: 'VAT rate (%)', min: 0, max: 100 },
            moneyField({ name: 'netAmount', label: 'Net' }),
            moneyField({ name: 'vatAmount', label: 'VAT' }),
          ],
        },
        { name: 'sellerVatNumber', type: 'text', label: 'Seller’s VAT number' },
      ],
    },
  ],
}
