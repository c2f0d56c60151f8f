import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/access'
import { leadField } from '@/lib/enquiry/lead-fields'
import { leadsExportEndpoint } from './endpoints/exportCsv'
import { commissionTotalField } from './fields/commissionTotal'

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'city', 'email', 'category', 'createdAt'],
    description: 'Enquiries from the site. Each is routed to the matching suppliers as lead connections.',
    // The same text with the CSV export link (GET /api/leads/export.csv, admins only).
    components: { Description: '/src/components/enquiry/LeadsListDescription#LeadsListDescription' },
    group: 'Sales',
  },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise.
  access: { read: adminOnly, readVersions: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  endpoints: [leadsExportEndpoint],
  // The enquiry's typed fields come from its field list (src/lib/enquiry/fields.ts); the layout is here.
  fields: [
    leadField('name'),
    {
      type: 'row',
      fields: [leadField('email'), leadField('phone')],
    },
    {
      type: 'row',
      fields: [
        leadField('city', { index: true }),
        { name: 'category', type: 'relationship', relationTo: 'categories', label: 'Material (category)' },
        { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Addressed to supplier' },
      ],
    },
    {
      // The site the visitor gave (optional): routing reached the suppliers whose delivery area covers it.
      type: 'row',
      fields: [
        { name: 'sitePostcode', type: 'text', label: 'Site postcode', maxLength: 10 },
        { name: 'siteLatitude', type: 'number', label: 'Site latitude', admin: { readOnly: true } },
        { name: 'siteLongitude', type: 'number', label: 'Site longitude', admin: { readOnly: true } },
      ],
    },
    leadField('projectDetails'),
    {
      type: 'collapsible',
      label: 'Consent record',
      fields: [
        { name: 'consent', type: 'checkbox', label: 'Consent given', required: true },
        { name: 'consentText', type: 'textarea', label: 'Consent text shown' },
        {
          name: 'consentedAt',
          type: 'date',
          label: 'Consented at',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'sourcePage', type: 'text', label: 'Source page' },
      ],
    },
    {
      name: 'connections',
      type: 'join',
      collection: 'lead-connections',
      on: 'lead',
      label: 'Routed to suppliers',
      admin: {
        defaultColumns: [
          'supplier',
          'status',
          'declineReason',
          'declineReview',
          'commissionAmount',
          'voidedAt',
          'createdAt',
        ],
      },
    },
    commissionTotalField,
    {
      type: 'row',
      fields: [
        {
          name: 'quoteOutcome',
          type: 'select',
          label: 'Outcome',
          index: true,
          // Set once, by the enquirer on their page (src/lib/leads/quotes.ts), under the lead's lock.
          options: [
            { value: 'accepted', label: 'A quote was accepted' },
            { value: 'closed', label: 'Closed without choosing' },
          ],
          access: { update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'quoteOutcomeAt',
          type: 'date',
          label: 'Outcome at',
          access: { update: nobody },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'quotes',
      type: 'join',
      collection: 'quotes',
      on: 'lead',
      label: 'Quotes',
      admin: { defaultColumns: ['supplier', 'status', 'total', 'earliestDelivery', 'validUntil', 'sentAt'] },
    },
    {
      type: 'collapsible',
      label: 'Quality and data rights',
      fields: [
        {
          name: 'duplicateOf',
          type: 'relationship',
          relationTo: 'leads',
          label: 'Duplicate of',
          index: true,
          admin: {
            readOnly: true,
            description: 'The same e-mail or phone for the same city and category within 30 days: routed to no one.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'anonymisedAt',
              type: 'date',
              label: 'Anonymised at',
              index: true,
              admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'anonymisedBecause',
              type: 'select',
              label: 'Anonymised because',
              options: [
                { value: 'erased', label: 'The enquirer erased it' },
                { value: 'retention', label: 'The retention period ended' },
              ],
              admin: { readOnly: true },
            },
          ],
        },
        // Matching keys for the duplicate rule and the hash of the enquirer's link: the system's, never shown.
        { name: 'emailKey', type: 'text', index: true, admin: { hidden: true } },
        { name: 'phoneKey', type: 'text', index: true, admin: { hidden: true } },
        { name: 'cityKey', type: 'text', admin: { hidden: true } },
        {
          name: 'erasureTokenHash',
          type: 'text',
          index: true,
          access: { read: nobody, update: nobody },
          admin: { hidden: true },
        },
        {
          // The same link sealed (src/lib/leads/enquirer-link.ts), so a message's e-mail can carry it again.
          name: 'erasureTokenSealed',
          type: 'text',
          access: { read: nobody, update: nobody },
          admin: { hidden: true },
        },
      ],
    },
  ],
}
