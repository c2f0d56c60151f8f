import type { CollectionConfig } from 'payload'

import {
  adminOnly,
  nameUntilPublished,
  nobody,
  staffOnly,
  staffOrOwnSupplier,
  staffOrOwnSupplierField,
  staffOrPublishedOrOwnSupplier,
} from '@/access'
import { collectionPreview } from '@/lib/admin/live-preview'
import { certificateClock, EXPIRY_REMINDER_DAYS, isCertificateExpired } from '@/lib/suppliers/certificates'
import { ECO_SCORE_MAX, ECO_SCORE_MIN } from '@/lib/suppliers/eco-score'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { DELIVERY_RADIUS_LIMITS, LISTING_LIMITS, validateDeliveryRadius } from '@/lib/account/listing-rules'
import { PLACE_INPUT_MAX } from '@/lib/places/postcode'
import { validateEmail, validatePhone, validateUrl } from '@/lib/validation'
import { imageFields, singleLineText, slugField } from '@collections/fields'
import { moneyField } from '@collections/money'
import { redirectOldSlugs, rememberPublishedSlug } from '@collections/Redirects/hooks/redirectOldSlugs'
import {
  emailListingReviewOutcome,
  trackListingReview,
  trimReason,
  validateRejectionReason,
  validateReviewStatus,
} from './hooks/listingReview'
import { savedAsDraftForAccounts } from './hooks/savedAsDraft'
import { suppliersExportEndpoint, suppliersImportEndpoint } from './endpoints/importExport'
import { setCityKeys } from './hooks/setCityKeys'
import { locateBase } from './hooks/locateBase'
import { clearChangedVerification, ownEvidenceOnly } from './hooks/certificates'
import { keepComputedScore, recomputeAfterListingSave } from './hooks/ecoScore'

export const Suppliers: CollectionConfig = {
  slug: 'suppliers',
  labels: { singular: 'Supplier', plural: 'Suppliers' },
  defaultSort: '-ecoScore',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'category', 'ecoScore', '_status', 'reviewStatus'],
    description: 'Listed suppliers. Only published suppliers appear on the site and receive enquiries.',
    group: 'Directory',
    preview: collectionPreview('suppliers'),
    // Admins import and export the catalogue as CSV (POST /api/suppliers/import, GET /api/suppliers/export.csv).
    components: { beforeListTable: ['/src/components/suppliers-admin/SupplierImportExport#SupplierImportExport'] },
  },
  versions: { drafts: true },
  endpoints: [suppliersImportEndpoint, suppliersExportEndpoint],
  // Supplier accounts may change their own listing, only as a draft and only the fields whose update access is not staffOnly.
  access: {
    read: staffOrPublishedOrOwnSupplier,
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOrOwnSupplier,
    delete: staffOnly,
  },
  hooks: {
    beforeOperation: [savedAsDraftForAccounts],
    beforeChange: [
      setCityKeys,
      locateBase,
      rememberPublishedSlug('suppliers'),
      ownEvidenceOnly,
      clearChangedVerification,
      trackListingReview,
      keepComputedScore,
    ],
    afterChange: [
      recomputeAfterListingSave,
      revalidateCollectionAfterChange('suppliers'),
      redirectOldSlugs('suppliers'),
      emailListingReviewOutcome,
    ],
    afterDelete: [revalidateCollectionAfterDelete('suppliers')],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: 'Name',
      required: true,
      maxLength: 120,
      access: { update: nameUntilPublished },
      validate: singleLineText('The name'),
    },
    { ...slugField('name', 'Used in the profile address /suppliers/{slug}.'), access: { update: nameUntilPublished } },
    { name: 'description', type: 'textarea', label: 'Description', required: true, maxLength: 2000 },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'text',
          label: 'Location',
          required: true,
          index: true,
          access: { update: staffOnly },
          admin: { description: 'City as shown on the card, e.g. London.' },
        },
        {
          name: 'ecoScore',
          type: 'number',
          label: 'Eco-Score',
          // Not required of a save: the listing's hook sets it (0 until computed); the column is never empty.
          defaultValue: 0,
          // Computed from verified evidence (src/lib/eco-score/recompute.ts) whenever it changes; nobody types it.
          access: { create: nobody, update: nobody },
          min: ECO_SCORE_MIN,
          max: ECO_SCORE_MAX,
          index: true,
          admin: {
            readOnly: true,
            description:
              'Computed from verified certificates, EPDs and adjustments; suppliers are listed by it, highest first.',
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Base and delivery area',
      admin: {
        description:
          'Where the supplier is and how far it delivers: the search near a place lists it where its area reaches.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'base',
              type: 'text',
              label: 'Base (postcode or town)',
              maxLength: PLACE_INPUT_MAX,
              admin: { description: 'A UK postcode (LS6 2AA, or LS6) or a town (Frome), as typed.' },
              validate: singleLineText('The base'),
            },
            {
              name: 'deliveryRadiusMiles',
              type: 'number',
              label: 'Delivers within (miles)',
              min: DELIVERY_RADIUS_LIMITS.min,
              max: DELIVERY_RADIUS_LIMITS.max,
              admin: { description: 'Miles from the base; not needed when it delivers UK-wide.' },
              // A validate of our own replaces Payload's min and max check: the limits are checked here.
              validate: (value: number | null | undefined) => validateDeliveryRadius(value),
            },
            { name: 'deliversUkWide', type: 'checkbox', label: 'Delivers UK-wide', defaultValue: false },
          ],
        },
        {
          type: 'row',
          fields: [
            // Set on every save from the base (src/lib/places/resolve.ts): never typed, not shown on the site.
            {
              name: 'baseLatitude',
              type: 'number',
              label: 'Latitude',
              access: { read: staffOnly, create: nobody, update: nobody },
              admin: { readOnly: true, description: 'Found from the base when the listing is saved.' },
            },
            {
              name: 'baseLongitude',
              type: 'number',
              label: 'Longitude',
              access: { read: staffOnly, create: nobody, update: nobody },
              admin: { readOnly: true },
            },
          ],
        },
      ],
    },
    {
      name: 'serviceAreas',
      type: 'array',
      label: 'Service areas',
      labels: { singular: 'Service area', plural: 'Service areas' },
      admin: { description: 'Other cities this supplier serves; enquiries from these cities reach it too.' },
      fields: [{ name: 'city', type: 'text', label: 'City', required: true, validate: singleLineText('The city') }],
    },
    {
      name: 'cityKeys',
      type: 'array',
      label: 'City keys',
      admin: { hidden: true },
      fields: [{ name: 'key', type: 'text', index: true }],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: 'Category',
      required: true,
      index: true,
      access: { update: staffOnly },
    },
    {
      name: 'certifications',
      type: 'array',
      label: 'Certifications',
      labels: { singular: 'Certification', plural: 'Certifications' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: 'Name', required: true, validate: singleLineText('The name') },
            {
              name: 'colour',
              type: 'select',
              label: 'Badge colour',
              defaultValue: 'green',
              access: { update: staffOnly },
              options: ['green', 'blue', 'teal', 'amber', 'purple', 'grey'].map((c) => ({ label: c, value: c })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'issuer', type: 'text', label: 'Issuer', validate: singleLineText('The issuer') },
            {
              name: 'number',
              type: 'text',
              label: 'Certificate number',
              validate: singleLineText('The certificate number'),
            },
            {
              name: 'verifiedAt',
              type: 'date',
              label: 'Verified on',
              access: { update: staffOnly },
              admin: {
                date: { pickerAppearance: 'dayOnly' },
                description:
                  'Cleared when the name, issuer, number, expiry date or evidence changes, unless a new date is given in the same save.',
              },
            },
            { name: 'expiresAt', type: 'date', label: 'Expires on', admin: { date: { pickerAppearance: 'dayOnly' } } },
          ],
        },
        {
          name: 'type',
          type: 'relationship',
          relationTo: 'certification-types',
          label: 'Certification type (Eco-Score)',
          access: { create: staffOnly, update: staffOnly },
          admin: {
            description:
              'Set by staff: a verified, in-date certificate of a recognised type adds its worth to the Eco-Score.',
          },
        },
        {
          name: 'evidence',
          type: 'upload',
          relationTo: 'certificate-evidence',
          label: 'Evidence',
          access: { read: staffOrOwnSupplierField },
          // Only this listing's own files can be attached.
          filterOptions: ({ id }) => ({ supplier: { equals: id } }),
          admin: { description: 'The certificate or report itself (private: staff and the supplier only).' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'badgeHidden',
              type: 'checkbox',
              label: 'Badge hidden (expired)',
              defaultValue: false,
              admin: {
                readOnly: true,
                description:
                  'Set on save and by the daily certificate check once the expiry date has passed; a later expiry date shows the badge again.',
              },
              hooks: {
                beforeChange: [
                  ({ siblingData, context }) =>
                    isCertificateExpired(
                      siblingData?.expiresAt as string | null | undefined,
                      certificateClock(context),
                    ),
                ],
              },
            },
            {
              name: 'expiryReminderFor',
              type: 'date',
              label: 'Expiry reminder sent for',
              access: { read: staffOrOwnSupplierField, update: staffOnly },
              admin: {
                readOnly: true,
                date: { pickerAppearance: 'dayOnly' },
                description: `The expiry date the supplier was e-mailed about, ${EXPIRY_REMINDER_DAYS} days before it.`,
              },
            },
          ],
        },
      ],
    },
    ...imageFields('Image', { pathAccess: staffOnly }),
    {
      type: 'row',
      fields: [
        {
          name: 'contactEmail',
          type: 'email',
          label: 'Contact e-mail',
          admin: { description: 'Receives enquiries; the card shows a Contact button when set.' },
          validate: (value: string | null | undefined) => validateEmail(value),
        },
        {
          name: 'website',
          type: 'text',
          label: 'Website',
          admin: { description: 'https:// address; the card shows a Website button when set.' },
          validate: singleLineText('The website', (value) => validateUrl(value)),
        },
        {
          // Not on the public profile (the spec's profile has no phone): for staff and the supplier itself.
          name: 'phone',
          type: 'text',
          label: 'Phone',
          maxLength: LISTING_LIMITS.phone,
          access: { read: staffOrOwnSupplierField },
          admin: { description: 'For staff only; not shown on the site.' },
          validate: singleLineText('The phone number', (value) => validatePhone(value)),
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Changes from the supplier',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'reviewStatus',
          type: 'select',
          label: 'Review',
          index: true,
          access: { read: staffOrOwnSupplierField, update: staffOnly },
          options: [
            { label: 'Changes pending review', value: 'pending' },
            { label: 'Changes rejected', value: 'rejected' },
          ],
          validate: validateReviewStatus,
          admin: {
            description:
              'Set when the supplier saves changes in its account. Compare them in the ' +
              'Versions tab; Publish puts them live, or choose Changes rejected, give the reason and ' +
              'Save Draft.',
          },
        },
        {
          name: 'rejectionReason',
          type: 'textarea',
          label: 'Reason for rejecting',
          maxLength: LISTING_LIMITS.rejectionReason,
          access: { read: staffOrOwnSupplierField, update: staffOnly },
          validate: validateRejectionReason,
          hooks: { beforeValidate: [trimReason] },
          admin: {
            description: 'E-mailed to the supplier’s accounts and shown in their account.',
            condition: (_data, siblingData) => siblingData?.reviewStatus === 'rejected',
          },
        },
        {
          name: 'changesSubmittedAt',
          type: 'date',
          label: 'Changes sent on',
          access: { read: staffOrOwnSupplierField, update: staffOnly },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Lead bonus',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'leadBonusEnabled',
          type: 'checkbox',
          label: 'Lead bonus enabled',
          defaultValue: false,
          access: { read: staffOrOwnSupplierField, update: staffOnly },
        },
        moneyField({
          name: 'leadBonusAmount',
          label: 'Lead bonus',
          access: { read: staffOrOwnSupplierField, update: staffOnly },
          admin: {
            description: 'Added to the £50.00 commission per lead when enabled. Empty means £25.00; £0 means none.',
          },
        }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Eco-Score breakdown',
      admin: { position: 'sidebar', initCollapsed: true },
      fields: [
        {
          name: 'ecoScoreBreakdown',
          type: 'json',
          label: 'How the Eco-Score is made up',
          // Computed from verified evidence by the method in src/lib/eco-score/method.ts whenever the evidence changes;
          // never typed.
          access: { create: nobody, update: nobody },
          admin: { readOnly: true },
        },
        {
          name: 'ecoScoreChangedAt',
          type: 'date',
          label: 'Eco-Score last changed',
          access: { create: nobody, update: nobody },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Lead response',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'responseMedianHours',
          type: 'number',
          label: 'Median first response (working hours)',
          // Computed from the last 20 leads (src/lib/leads/response-stats.ts), never typed; the card shows only the
          // 'Responds quickly' flag below.
          access: { read: staffOrOwnSupplierField, create: nobody, update: nobody },
          admin: {
            readOnly: true,
            description: 'Routing to first status change, over the last 20 leads (weekends not counted).',
          },
        },
        {
          name: 'respondsQuickly',
          type: 'checkbox',
          label: 'Responds quickly',
          defaultValue: false,
          access: { create: nobody, update: nobody },
          admin: {
            readOnly: true,
            description: 'Median under one working day over at least 5 leads: shown on the card.',
          },
        },
        {
          name: 'leadStatements',
          type: 'ui',
          admin: { components: { Field: '/src/components/leads-admin/SupplierStatementLinks#SupplierStatementLinks' } },
        },
      ],
    },
    {
      // Staff adjustments of the computed Eco-Score (staff only, like the collection).
      name: 'ecoScoreAdjustments',
      type: 'join',
      collection: 'eco-score-adjustments',
      on: 'supplier',
      label: 'Eco-Score adjustments',
      access: { read: staffOnly },
      admin: { defaultColumns: ['points', 'reason', 'expiresAt', 'addedBy'] },
    },
    {
      // Every change of the score and why (staff and the listing's own accounts, like the collection).
      name: 'ecoScoreHistory',
      type: 'join',
      collection: 'eco-score-changes',
      on: 'supplier',
      label: 'Eco-Score history',
      defaultSort: '-changedAt',
      access: { read: staffOrOwnSupplierField },
      admin: { defaultColumns: ['oldScore', 'newScore', 'why', 'changedAt'], allowCreate: false },
    },
    {
      // The supplier's leads (admins only; lead connections are admin-only too).
      name: 'leads',
      type: 'join',
      collection: 'lead-connections',
      on: 'supplier',
      label: 'Leads',
      access: { read: adminOnly },
      admin: {
        defaultColumns: ['lead', 'status', 'declineReason', 'declineReview', 'commissionAmount', 'createdAt'],
        allowCreate: false,
      },
    },
    {
      // Paid packages of this listing, with their dates (admins only, like orders).
      name: 'packageOrders',
      type: 'join',
      collection: 'orders',
      on: 'supplier',
      label: 'Package orders',
      access: { read: adminOnly },
      admin: { defaultColumns: ['packageName', 'amount', 'status', 'paidAt', 'refundedAt'], allowCreate: false },
    },
    {
      name: 'entitlements',
      type: 'join',
      collection: 'entitlements',
      on: 'supplier',
      label: 'Package entitlements',
      access: { read: adminOnly },
      admin: { defaultColumns: ['badgeLabel', 'startsAt', 'endsAt', 'status', 'endReason'], allowCreate: false },
    },
  ],
}
