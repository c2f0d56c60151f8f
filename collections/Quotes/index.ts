import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/access'
import { moneyField } from '@collections/money'
import {
  QUOTE_DESCRIPTION_MAX,
  QUOTE_LINES_MAX,
  QUOTE_NOTES_MAX,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  QUOTE_UNIT_MAX,
  quoteTotals,
  VAT_TREATMENT_LABELS,
  VAT_TREATMENTS,
  type VatTreatment,
} from '@/lib/leads/quote-rules'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

/** Every save is totalled here from its lines (src/lib/leads/quote-rules.ts): no total is ever taken as given. */
const totalQuote: CollectionBeforeChangeHook = ({ data }) => {
  const lines = Array.isArray(data.lines) ? (data.lines as Array<Record<string, unknown>>) : []
  const totals = quoteTotals({
    lines: lines.map((l) => ({
      product: null,
      description: '',
      unit: '',
      quantity: num(l.quantity),
      unitPrice: Math.round(num(l.unitPrice)),
    })),
    deliveryCost: Math.round(num(data.deliveryCost)),
    vat: (VAT_TREATMENTS as readonly unknown[]).includes(data.vat) ? (data.vat as VatTreatment) : 'none',
  })
  return {
    ...data,
    lines: lines.map((l, i) => ({ ...l, lineTotal: totals.lineTotals[i] })),
    subtotal: totals.subtotal,
    vatAmount: totals.vatAmount,
    total: totals.total,
  }
}

const pence = (name: string, label: string) => moneyField({ name, label, admin: { readOnly: true } })

/**
 * A supplier's quote in answer to one lead connection (issue 33). Written only by the portal's server code
 * (src/lib/leads/quotes.ts: the connection's supplier, under the lead's lock) and read by its two parties through the
 * portal and the enquirer's signed page; through this API only admins read them (create, update and delete: nobody).
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Quote', plural: 'Quotes' },
  defaultSort: '-sentAt',
  admin: {
    group: 'Sales',
    defaultColumns: ['connection', 'supplier', 'status', 'total', 'sentAt'],
    description: 'Suppliers’ quotes in answer to leads; a revised quote replaces the one before, kept here.',
  },
  access: { read: adminOnly, readVersions: adminOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['connection', 'sentAt'] }],
  hooks: { beforeChange: [totalQuote] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'connection', type: 'relationship', relationTo: 'lead-connections', required: true, index: true },
        { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
        { name: 'supplier', type: 'relationship', relationTo: 'suppliers', required: true, index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'sent',
          index: true,
          options: options(QUOTE_STATUSES, QUOTE_STATUS_LABELS),
        },
        { name: 'sentAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'decidedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: QUOTE_LINES_MAX,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'product', type: 'relationship', relationTo: 'products', label: 'Catalogue product' },
            { name: 'description', type: 'text', maxLength: QUOTE_DESCRIPTION_MAX },
            { name: 'quantity', type: 'number', required: true, min: 0 },
            { name: 'unit', type: 'text', required: true, maxLength: QUOTE_UNIT_MAX },
            moneyField({ name: 'unitPrice', required: true, label: 'Unit price' }),
            moneyField({ name: 'lineTotal', label: 'Line total', admin: { readOnly: true } }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...pence('deliveryCost', 'Delivery cost'), required: true },
        {
          name: 'vat',
          type: 'select',
          required: true,
          label: 'VAT',
          options: options(VAT_TREATMENTS, VAT_TREATMENT_LABELS),
        },
        pence('subtotal', 'Subtotal'),
        pence('vatAmount', 'VAT'),
        pence('total', 'Total'),
      ],
    },
    {
      type: 'row',
      fields: [
        // UK calendar days as 'YYYY-MM-DD': a day, not an instant.
        { name: 'earliestDelivery', type: 'text', required: true, label: 'Earliest delivery (UK day)' },
        { name: 'validUntil', type: 'text', required: true, label: 'Valid until (UK day)' },
      ],
    },
    { name: 'notes', type: 'textarea', maxLength: QUOTE_NOTES_MAX },
    {
      name: 'document',
      type: 'upload',
      relationTo: 'lead-attachments',
      label: 'Quote document (PDF)',
      admin: { description: 'Private: the lead’s two parties and admins open it.' },
    },
    {
      name: 'anonymisedAt',
      type: 'date',
      label: 'Anonymised at',
      admin: {
        readOnly: true,
        description: 'The enquiry was erased or passed its retention period: the notes are gone.',
      },
    },
  ],
}
