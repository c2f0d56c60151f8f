import type { CollectionConfig, Field } from 'payload'

import {
  nobody,
  staffOnly,
  staffOrAccountWithListing,
  staffOrOwnListing,
  staffOrOwnProductField,
  staffOrPublishedOrOwnProduct,
} from '@/access'
import { DATA_TYPES, DECLARED_UNITS, EPD_TEXT_LIMITS, GWP_MODULES, isIsoDay, STANDARDS } from '@/lib/materials/epd'
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '@/lib/materials/openepd'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'
import { LISTING_LIMITS } from '@/lib/account/listing-rules'
import { RESERVED_PRODUCT_SLUGS } from '@/lib/routes'
import { imageFields, singleLineText, slugField } from '@collections/fields'
import { productOpenEpdEndpoint, productsImportOpenEpdEndpoint } from './endpoints/openepd'
import { ownListingForAccounts, productDraftsForAccounts } from './hooks/accounts'
import { emailProductReviewOutcome, trackProductReview } from './hooks/review'
import { completeEpdToPublish, productRulesForAccounts, uniqueProductSlug } from './hooks/rules'
import { stampEpdVerification } from './hooks/verification'
import { locatePlant } from './hooks/locatePlant'
import { recomputeAfterProductDelete, recomputeAfterProductSave } from './hooks/ecoScore'

const validDay = (label: string) => (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || isIsoDay(value)
    ? true
    : `${label} must be a real date written as YYYY-MM-DD, such as 2025-03-31.`

const text = (name: string, label: string, maxLength: number): Field => ({
  name,
  type: 'text',
  label,
  maxLength,
  validate: singleLineText(label),
})

/**
 * A supplier's product with its EPD (Environmental Product Declaration) figures, as issue 30 lists them. The rules
 * live in src/lib/materials (`epd.ts`: one schema for the portal, openEPD and the API; `compare.ts`: like for like).
 * GWP figures are kg CO2e per declared unit; dates are UK days written YYYY-MM-DD (valid through the whole
 * valid-until day). Suppliers add and change their own products as drafts that staff publish; only staff set the
 * material type, the data type and 'EPD verified'.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  defaultSort: 'name',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'supplier', 'materialType', 'epdVerified', '_status', 'reviewStatus'],
    group: 'Directory',
    description: 'Products with their EPD figures. Only published products of published suppliers appear on the site.',
    components: { beforeListTable: ['/src/components/products-admin/ProductImport#ProductImport'] },
  },
  endpoints: [productsImportOpenEpdEndpoint, productOpenEpdEndpoint],
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: staffOrPublishedOrOwnProduct,
    readVersions: staffOnly,
    create: staffOrAccountWithListing,
    update: staffOrOwnListing,
    delete: staffOnly,
  },
  hooks: {
    beforeOperation: [productDraftsForAccounts],
    beforeValidate: [ownListingForAccounts, productRulesForAccounts, completeEpdToPublish, uniqueProductSlug],
    beforeChange: [stampEpdVerification, trackProductReview, locatePlant],
    afterChange: [recomputeAfterProductSave, revalidateCollectionAfterChange('products'), emailProductReviewOutcome],
    afterDelete: [recomputeAfterProductDelete, revalidateCollectionAfterDelete('products')],
  },
  fields: [
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Supplier',
      required: true,
      index: true,
      access: { update: staffOnly },
    },
    {
      name: 'name',
      type: 'text',
      label: 'Name',
      required: true,
      maxLength: PRODUCT_NAME_MAX,
      validate: singleLineText('The name'),
    },
    // /materials/compare is the comparison page: a product there could never be reached.
    slugField('name', 'Used in the product address /materials/{slug}.', { reserved: RESERVED_PRODUCT_SLUGS }),
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'categories',
          label: 'Category',
          required: true,
          index: true,
        },
        {
          name: 'materialType',
          type: 'relationship',
          relationTo: 'material-types',
          label: 'Material type',
          index: true,
          access: { create: staffOnly, update: staffOnly },
          admin: { description: 'Set by staff: products of one type are compared like for like.' },
        },
      ],
    },
    { name: 'description', type: 'textarea', label: 'Description', maxLength: PRODUCT_DESCRIPTION_MAX },
    ...imageFields('Image', { pathAccess: staffOnly }),
    {
      name: 'epd',
      type: 'group',
      label: 'EPD',
      admin: { description: 'Every GWP figure is kg CO2e per declared unit. Dates as YYYY-MM-DD (UK days).' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'declaredUnitQuantity',
              type: 'number',
              label: 'Declared unit: quantity',
              min: 0,
              admin: { description: "The 1 of '1 m³'." },
            },
            {
              name: 'declaredUnit',
              type: 'select',
              label: 'Declared unit',
              options: DECLARED_UNITS.map((u) => ({ label: u.label, value: u.code })),
            },
            {
              name: 'massPerDeclaredUnit',
              type: 'number',
              label: 'Mass per declared unit (kg)',
              min: 0,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            text('registrationNumber', 'EPD registration number', EPD_TEXT_LIMITS.registrationNumber),
            text('programmeOperator', 'Programme operator', EPD_TEXT_LIMITS.programmeOperator),
          ],
        },
        {
          type: 'row',
          fields: [
            text('pcrName', 'PCR name', EPD_TEXT_LIMITS.pcrName),
            text('pcrVersion', 'PCR version', EPD_TEXT_LIMITS.pcrVersion),
            {
              name: 'standard',
              type: 'select',
              label: 'Standard',
              options: STANDARDS.map((s) => ({ label: s.label, value: s.code })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            text('verifier', 'Third-party verifier', EPD_TEXT_LIMITS.verifier),
            {
              name: 'issuedOn',
              type: 'text',
              label: 'Date of issue',
              admin: { placeholder: 'YYYY-MM-DD' },
              validate: validDay('The date of issue'),
            },
            {
              name: 'validUntil',
              type: 'text',
              label: 'Valid until',
              index: true,
              admin: { placeholder: 'YYYY-MM-DD', description: 'The last UK day the EPD is valid on.' },
              validate: validDay('The valid-until date'),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'dataType',
              type: 'select',
              label: 'Data type',
              options: DATA_TYPES.map((d) => ({ label: d.label, value: d.code })),
              access: { create: staffOnly, update: staffOnly },
              admin: { description: 'Set by staff after reading the document.' },
            },
            {
              name: 'dataTypeClaimed',
              type: 'select',
              label: 'Data type (as the supplier states it)',
              options: DATA_TYPES.map((d) => ({ label: d.label, value: d.code })),
              admin: { description: 'What the supplier or its openEPD document says; staff decide the data type.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'document',
              type: 'upload',
              relationTo: 'epd-documents',
              label: 'EPD document (PDF)',
              // Only this listing's own documents can be attached.
              filterOptions: ({ data }) => (data?.supplier ? { supplier: { equals: data.supplier } } : true),
            },
            text('documentUrl', 'EPD document address', EPD_TEXT_LIMITS.documentUrl),
          ],
        },
        {
          name: 'gwp',
          type: 'group',
          label: 'GWP-total (kg CO2e per declared unit)',
          fields: [
            {
              type: 'row',
              fields: GWP_MODULES.map((m) => ({ name: m.key, type: 'number' as const, label: m.label })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'biogenicCarbonA1A3',
              type: 'number',
              label: 'GWP-biogenic A1–A3 (kg CO2e per declared unit)',
            },
            { name: 'recycledContent', type: 'number', label: 'Recycled content (%)', min: 0, max: 100 },
            { name: 'serviceLifeYears', type: 'number', label: 'Reference service life (years)', min: 0, max: 100 },
            text('plantLocation', 'Plant (town or postcode)', EPD_TEXT_LIMITS.plantLocation),
          ],
        },
      ],
    },
    {
      // Set on every save from the EPD's plant (src/lib/places/product-plant.ts): never typed, not shown on the site.
      // Empty when there is no plant or it is not a UK town or postcode: the product is then at its supplier's base.
      type: 'collapsible',
      label: 'Plant on the map',
      admin: { position: 'sidebar', initCollapsed: true },
      fields: [
        {
          name: 'plantLatitude',
          type: 'number',
          label: 'Plant latitude',
          access: { read: staffOnly, create: nobody, update: nobody },
          admin: { readOnly: true, description: 'Found from the plant when the product is saved.' },
        },
        {
          name: 'plantLongitude',
          type: 'number',
          label: 'Plant longitude',
          access: { read: staffOnly, create: nobody, update: nobody },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'EPD verification',
      admin: { position: 'sidebar' },
      fields: [
        {
          name: 'epdVerified',
          type: 'checkbox',
          label: 'EPD verified',
          defaultValue: false,
          index: true,
          access: { create: staffOnly, update: staffOnly },
          admin: {
            description:
              'Tick after checking the document against the figures. Cleared when a figure changes, unless staff save it ticked.',
          },
        },
        {
          name: 'epdVerifiedBy',
          type: 'relationship',
          relationTo: 'users',
          label: 'Verified by',
          access: { read: staffOnly, create: staffOnly, update: staffOnly },
          admin: { readOnly: true },
        },
        {
          name: 'epdVerifiedAt',
          type: 'date',
          label: 'Verified on',
          access: { create: staffOnly, update: staffOnly },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          // The valid-until day each reminder was e-mailed for (a new date sends them again).
          name: 'expiryReminders',
          type: 'group',
          label: 'Expiry reminders sent',
          access: { read: staffOrOwnProductField, create: nobody, update: nobody },
          admin: { readOnly: true },
          fields: [
            { name: 'days60For', type: 'text', label: '60 days before, for' },
            { name: 'days30For', type: 'text', label: '30 days before, for' },
          ],
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
          access: { read: staffOrOwnProductField, create: staffOnly, update: staffOnly },
          options: [
            { label: 'Changes pending review', value: 'pending' },
            { label: 'Changes rejected', value: 'rejected' },
          ],
        },
        {
          name: 'rejectionReason',
          type: 'textarea',
          label: 'Reason for rejecting',
          maxLength: LISTING_LIMITS.rejectionReason,
          access: { read: staffOrOwnProductField, create: staffOnly, update: staffOnly },
          admin: { condition: (_data, siblingData) => siblingData?.reviewStatus === 'rejected' },
        },
        {
          name: 'changesSubmittedAt',
          type: 'date',
          label: 'Changes sent on',
          access: { read: staffOrOwnProductField, create: staffOnly, update: staffOnly },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
  indexes: [
    // /materials within one material type, sorted by A1–A3; the percentiles of a comparable set.
    { fields: ['materialType', 'epdVerified'] },
  ],
}
