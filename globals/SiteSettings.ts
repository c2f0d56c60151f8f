import type { GlobalConfig } from 'payload'

import { revalidateGlobalAfterChange } from '@/lib/platform/revalidate'
import { DEFAULT_INVOICE_DAYS_UNTIL_DUE } from '@/lib/billing/rules'
import { DEFAULT_MAX_SUPPLIERS_PER_LEAD, DEFAULT_RETENTION_MONTHS } from '@/lib/leads/rules'
import { DEFAULT_INVITATION_DELAY_DAYS, DEFAULT_LINK_VALID_DAYS } from '@/lib/reviews/rules'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'
import {
  DEFAULT_EMISSION_FACTOR,
  DEFAULT_EMISSION_FACTOR_SOURCE,
  DEFAULT_ROUTING_FACTOR,
  DEFAULT_ROUTING_FACTOR_SOURCE,
  EMISSION_FACTOR_LIMITS,
  ROUTING_FACTOR_LIMITS,
} from '@/lib/materials/transport'
import { validateEmail } from '@/lib/validation'
import { DEFAULT_VAT_RATE, validateSellerAddress, validateSellerVatNumber, validateVatRate } from '@/lib/vat'
import { contentGlobalAccess, staffOnly } from '@/access'

// Visitors read the settings the pages show; the staff inbox and the lead and review rules are for staff (the code
// that needs them reads with overrideAccess).
type SellerSiblings = { vatRegistered?: boolean | null } | undefined

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Pages' },
  access: contentGlobalAccess,
  hooks: { afterChange: [revalidateGlobalAfterChange('site-settings')] },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      label: 'Brand name',
      required: true,
      defaultValue: BRAND_FALLBACK,
      admin: { description: 'Used in the header, footer, page titles and about text.' },
    },
    {
      name: 'titleSuffix',
      type: 'text',
      label: 'Page title suffix',
      required: true,
      defaultValue: ` | ${BRAND_FALLBACK}`,
    },
    { name: 'tagline', type: 'text', label: 'Tagline' },
    { name: 'defaultDescription', type: 'textarea', label: 'Default page description', required: true, maxLength: 300 },
    {
      name: 'staffEmail',
      type: 'email',
      label: 'Staff e-mail',
      required: true,
      access: { read: staffOnly },
      admin: { description: 'Receives a copy of every enquiry and payment.' },
      validate: (v: string | null | undefined) => validateEmail(v, { required: true }),
    },
    { name: 'contactPhone', type: 'text', label: 'Contact phone' },
    {
      name: 'vatTreatment',
      type: 'select',
      label: 'Package prices and VAT',
      required: true,
      // Checkout charges exactly the listed price, so by default that price is the whole amount, VAT included.
      defaultValue: 'included',
      options: [
        { label: 'Prices include VAT', value: 'included' },
        { label: 'Prices exclude VAT', value: 'excluded' },
      ],
      admin: { description: 'Said beside the package prices on the Get Listed tab.' },
    },
    {
      name: 'seller',
      type: 'group',
      label: 'Seller details on receipts',
      admin: { description: 'Printed on the receipt of every package payment.' },
      fields: [
        { name: 'legalName', type: 'text', label: 'Legal name', maxLength: 200 },
        {
          name: 'address',
          type: 'textarea',
          label: 'Address',
          maxLength: 500,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: SellerSiblings }) =>
            validateSellerAddress(value, siblingData),
        },
        { name: 'companyNumber', type: 'text', label: 'Company number', maxLength: 40 },
        {
          name: 'vatRegistered',
          type: 'checkbox',
          label: 'VAT-registered',
          defaultValue: false,
          admin: {
            description:
              'When ticked, package receipts and commission invoices are VAT invoices (VAT number and rate below); ' +
              'when not, no VAT is charged or shown.',
          },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'vatNumber',
              type: 'text',
              label: 'VAT number',
              maxLength: 40,
              validate: (value: string | null | undefined, { siblingData }: { siblingData: SellerSiblings }) =>
                validateSellerVatNumber(value, siblingData),
            },
            {
              name: 'vatRate',
              type: 'number',
              label: 'VAT rate (%)',
              min: 0,
              max: 100,
              defaultValue: DEFAULT_VAT_RATE,
              validate: (value: number | null | undefined, { siblingData }: { siblingData: SellerSiblings }) =>
                validateVatRate(value, siblingData),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'charityPartner', type: 'text', label: 'Tree-planting charity partner', required: true },
        { name: 'foundedYear', type: 'number', label: 'Founded', required: true, min: 1900, max: 2100 },
        { name: 'treesPlanted', type: 'number', label: 'Trees planted (over)', required: true, min: 0 },
      ],
    },
    {
      name: 'treeStatement',
      type: 'textarea',
      label: 'Tree-planting statement',
      required: true,
      admin: { description: 'Shown in the footer.' },
    },
    {
      // Public: a product page shows them beside its transport estimate (src/lib/materials/transport.ts).
      name: 'transportCarbon',
      type: 'group',
      label: 'Transport carbon (A4, road)',
      admin: {
        description:
          'A product page near a place estimates its transport there: straight-line distance × routing factor × ' +
          'emission factor. Each factor is shown with its source; an empty one takes the default.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'routingFactor',
              type: 'number',
              label: 'Routing factor (road ÷ straight line)',
              min: ROUTING_FACTOR_LIMITS.min,
              max: ROUTING_FACTOR_LIMITS.max,
              defaultValue: DEFAULT_ROUTING_FACTOR,
            },
            {
              name: 'emissionFactor',
              type: 'number',
              label: 'Emission factor (kg CO2e per tonne-km)',
              min: EMISSION_FACTOR_LIMITS.min,
              max: EMISSION_FACTOR_LIMITS.max,
              defaultValue: DEFAULT_EMISSION_FACTOR,
            },
          ],
        },
        {
          name: 'routingFactorSource',
          type: 'textarea',
          label: 'Source of the routing factor',
          maxLength: 300,
          defaultValue: DEFAULT_ROUTING_FACTOR_SOURCE,
        },
        {
          name: 'emissionFactorSource',
          type: 'textarea',
          label: 'Source of the emission factor (name the year)',
          maxLength: 300,
          defaultValue: DEFAULT_EMISSION_FACTOR_SOURCE,
        },
      ],
    },
    {
      name: 'leadRules',
      type: 'group',
      label: 'Leads',
      access: { read: staffOnly },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'maxSuppliersPerLead',
              type: 'number',
              label: 'Suppliers per lead (at most)',
              required: true,
              min: 1,
              max: 50,
              defaultValue: DEFAULT_MAX_SUPPLIERS_PER_LEAD,
              admin: {
                description: 'When more match, the highest Eco-Scores are chosen (then the oldest listings).',
              },
            },
            {
              name: 'retentionMonths',
              type: 'number',
              label: 'Keep enquirers’ details for (months)',
              required: true,
              min: 1,
              max: 120,
              defaultValue: DEFAULT_RETENTION_MONTHS,
              admin: { description: 'Older leads are anonymised by a daily job; commission records stay.' },
            },
            {
              name: 'invoiceDaysUntilDue',
              type: 'number',
              label: 'Commission invoices due after (days)',
              min: 1,
              max: 90,
              defaultValue: DEFAULT_INVOICE_DAYS_UNTIL_DUE,
              admin: { description: 'Monthly commission invoices are sent for payment within this many days.' },
            },
          ],
        },
      ],
    },
    {
      name: 'reviewRules',
      type: 'group',
      label: 'Reviews',
      access: { read: staffOnly },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'invitationDelayDays',
              type: 'number',
              label: 'Invite enquirers to review after (days)',
              required: true,
              min: 1,
              max: 365,
              defaultValue: DEFAULT_INVITATION_DELAY_DAYS,
              admin: {
                description:
                  'Each enquirer whose lead reached a supplier is e-mailed one invitation per supplier this many days after the enquiry.',
              },
            },
            {
              name: 'linkValidDays',
              type: 'number',
              label: 'Invitation links work for (days)',
              required: true,
              min: 1,
              max: 365,
              defaultValue: DEFAULT_LINK_VALID_DAYS,
              admin: { description: 'A link works once, for this many days after the invitation is sent.' },
            },
          ],
        },
      ],
    },
  ],
}
