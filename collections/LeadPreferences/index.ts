import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import {
  accountSupplierId,
  hiddenUnlessStaff,
  isStaffUser,
  isSupplierAccount,
  staffOnly,
  staffOrAccountWithListing,
  staffOrOwnListing,
} from '@/access'
import { DELIVERY_RADIUS_LIMITS } from '@/lib/account/listing-rules'
import { LEAD_PREFERENCES_COLLECTION, leadPreferenceProblems, listingSupply } from '@/lib/leads/preferences'
import { revalidateCollectionAfterChange, revalidateCollectionAfterDelete } from '@/lib/platform/revalidate'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null

const LISTING_MESSAGE = 'Lead preferences belong to one listing, and an account sets only its own.'

/**
 * Whose preferences a save writes, whatever the request sent: an account's own listing always (create and update);
 * staff name the listing. Then the choice is checked against the listing as published: only materials it supplies, and
 * a lead radius within its delivery area.
 */
const checkPreferences: CollectionBeforeChangeHook = async ({ data, originalDoc: previous, operation, req }) => {
  const originalDoc = operation === 'update' ? previous : undefined
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: LEAD_PREFERENCES_COLLECTION, errors: [{ path, message }] }, req.t)
  }
  let supplier: number | null
  if (isSupplierAccount(req.user)) supplier = accountSupplierId(req.user)
  else if (isStaffUser(req.user) || !req.user) supplier = idOf(data.supplier ?? originalDoc?.supplier)
  else supplier = null
  if (supplier === null) return refuse('supplier', LISTING_MESSAGE)
  if (originalDoc && idOf(originalDoc.supplier) !== supplier) return refuse('supplier', LISTING_MESSAGE)
  const materials = ((data.materials ?? originalDoc?.materials ?? []) as unknown[])
    .map(idOf)
    .filter((id): id is number => id !== null)
  const radius = data.leadRadiusMiles === undefined ? (originalDoc?.leadRadiusMiles ?? null) : data.leadRadiusMiles
  const leadRadiusMiles = radius === null || radius === '' ? null : Number(radius)
  const problems = leadPreferenceProblems(await listingSupply(req.payload, supplier, req), {
    materials,
    leadRadiusMiles,
  })
  if (problems.materials) refuse('materials', problems.materials)
  if (problems.leadRadiusMiles) refuse('leadRadiusMiles', problems.leadRadiusMiles)
  return { ...data, supplier, materials: [...new Set(materials)], leadRadiusMiles }
}

/**
 * What a supplier wants leads for: a subset of the materials its listing supplies and a lead radius within its delivery
 * area (src/lib/enquiry/routing-rule.ts honours both). One per listing; the listing's accounts set it in the portal
 * (/account/leads/preferences) and take effect at once (no review: it only narrows what the listing receives).
 */
export const LeadPreferences: CollectionConfig = {
  slug: LEAD_PREFERENCES_COLLECTION,
  labels: { singular: 'Lead preferences', plural: 'Lead preferences' },
  admin: {
    defaultColumns: ['supplier', 'materials', 'leadRadiusMiles', 'updatedAt'],
    group: 'Sales',
    description: 'The materials and area each supplier wants leads for; routing honours them.',
    hidden: hiddenUnlessStaff,
  },
  access: {
    read: staffOrOwnListing,
    create: staffOrAccountWithListing,
    update: staffOrOwnListing,
    delete: staffOnly,
  },
  hooks: {
    beforeChange: [checkPreferences],
    // The enquiry forms' server-rendered recipients follow the preferences (src/lib/data/enquiry-recipients.ts).
    afterChange: [revalidateCollectionAfterChange(LEAD_PREFERENCES_COLLECTION)],
    afterDelete: [revalidateCollectionAfterDelete(LEAD_PREFERENCES_COLLECTION)],
  },
  fields: [
    {
      name: 'supplier',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      required: true,
      unique: true,
      admin: { description: 'Set from the account for a supplier; staff choose it.' },
    },
    {
      name: 'materials',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      label: 'Materials wanted',
      admin: { description: 'Only enquiries naming one of these; none chosen: every material the listing supplies.' },
    },
    {
      name: 'leadRadiusMiles',
      type: 'number',
      label: 'Lead radius (miles)',
      min: DELIVERY_RADIUS_LIMITS.min,
      max: DELIVERY_RADIUS_LIMITS.max,
      admin: { description: 'Only sites this close to the base (at most the delivery radius); empty: the whole area.' },
    },
  ],
}
