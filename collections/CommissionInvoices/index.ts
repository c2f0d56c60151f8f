import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, staffOrOwnListing } from '@/access'
import { COMMISSION_INVOICE_STATUSES } from '@/lib/billing/rules'
import { moneyField } from '@collections/money'

import { writeOffEndpoint } from './endpoints/write-off'

const INVOICE_ACTIONS = '/src/components/admin/CommissionInvoiceActions.client#CommissionInvoiceActions'

/**
 * One Stripe invoice per listing and month of commission ('YYYY-MM', UK months): made only by the monthly job, moved
 * only by Stripe's events and staff's write-off. Its unique (listing, month) row is what makes the job run once.
 */
export const CommissionInvoices: CollectionConfig = {
  slug: 'commission-invoices',
  labels: { singular: 'Commission invoice', plural: 'Commission invoices' },
  defaultSort: '-month',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['supplier', 'month', 'number', 'status', 'totalPence', 'dueDate'],
    group: 'Sales',
    description: 'The monthly commission invoices sent through Stripe. They change only through Stripe and write-offs.',
  },
  access: { read: staffOrOwnListing, create: nobody, update: nobody, delete: adminOnly },
  indexes: [{ fields: ['supplier', 'month'], unique: true }],
  endpoints: [writeOffEndpoint],
  fields: [
    {
      // Stripe's hosted page and staff's write-off of an unpaid invoice (through the write-off endpoint).
      name: 'stripeActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: INVOICE_ACTIONS } },
    },
    { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Listing', required: true, index: true },
    { name: 'month', type: 'text', label: 'Month', required: true, index: true },
    { name: 'stripeInvoiceId', type: 'text', label: 'Stripe invoice', unique: true },
    { name: 'number', type: 'text', label: 'Invoice number' },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: COMMISSION_INVOICE_STATUSES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    },
    moneyField({ name: 'totalPence', label: 'Total', required: true }),
    { name: 'hostedInvoiceUrl', type: 'text', label: 'Hosted invoice page' },
    { name: 'dueDate', type: 'date', label: 'Due', index: true },
    { name: 'paidAt', type: 'date', label: 'Paid' },
    { name: 'paymentFailedAt', type: 'date', label: 'Last payment failed' },
    { name: 'closedAt', type: 'date', label: 'Voided or written off' },
    { name: 'writeOffReason', type: 'textarea', label: 'Write-off reason' },
    { name: 'pausedNoticeSentAt', type: 'date', label: 'Leads paused notice sent' },
    {
      name: 'lines',
      type: 'array',
      label: 'Connections invoiced',
      fields: [
        { name: 'connection', type: 'number', label: 'Connection', required: true },
        moneyField({ name: 'amount', label: 'Commission', required: true }),
        { name: 'creditNoteId', type: 'text', label: 'Credit note' },
      ],
    },
    {
      // Stripe's own figures, recorded when the invoice is finalised: the statement shows exactly these.
      name: 'vat',
      type: 'group',
      label: 'VAT and Stripe’s PDF',
      admin: {
        description: 'Set from Stripe when the invoice is finalised; no rate when the seller was not VAT-registered.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            moneyField({ name: 'netPence', label: 'Net' }),
            moneyField({ name: 'taxPence', label: 'VAT' }),
            { name: 'rate', type: 'number', label: 'VAT rate (%)', min: 0, max: 100 },
          ],
        },
        { name: 'stripeTaxRateId', type: 'text', label: 'Stripe tax rate' },
        { name: 'invoicePdfUrl', type: 'text', label: 'Stripe’s PDF of the invoice' },
      ],
    },
  ],
}
