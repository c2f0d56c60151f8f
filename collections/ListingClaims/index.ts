import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenUnlessAdmin, nobody } from '@/access'
import { CLAIM_REASON_REQUIRED, CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@/lib/account/claim-rules'
import { emailClaimDecision, staffDecidesClaim } from './hooks/decideClaim'

/** What the claimant sent and what the site found: a record, never edited afterwards (only server code writes it). */
const recorded = { access: { update: nobody }, admin: { readOnly: true } } as const

/**
 * Claims of listings sent from the profile pages. Admins review those without a matching e-mail domain (or for a
 * listing someone already manages) and approve or reject them; each decision is e-mailed to the claimant.
 */
export const ListingClaims: CollectionConfig = {
  slug: 'listing-claims',
  labels: { singular: 'Listing claim', plural: 'Listing claims' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'listing', 'domainMatch', 'status', 'createdAt'],
    group: 'Directory',
    description:
      'People who asked to manage a listing. Approve to e-mail them a link to set a password; reject with a reason, which is e-mailed to them.',
    hidden: hiddenUnlessAdmin,
  },
  // Only the site's own claim form creates claims (with overrideAccess); readVersions: Payload's default lets any signed-in user ask.
  access: {
    read: adminOnly,
    readVersions: adminOnly,
    create: nobody,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: { beforeChange: [staffDecidesClaim], afterChange: [emailClaimDecision] },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'awaiting-review' satisfies ClaimStatus,
      index: true,
      options: CLAIM_STATUSES.map((value) => ({ value, label: CLAIM_STATUS_LABELS[value] })),
      admin: {
        position: 'sidebar',
        description: 'Approve or reject a claim that is waiting; the claimant is e-mailed when you save.',
      },
    },
    {
      name: 'reason',
      type: 'textarea',
      label: 'Reason for rejecting',
      maxLength: 2000,
      admin: {
        position: 'sidebar',
        description: 'Required when rejecting: it is e-mailed to the claimant.',
        condition: (_data, siblingData) => siblingData?.status === 'rejected',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ status: string }> }) =>
        siblingData.status === 'rejected' && !value?.trim() ? CLAIM_REASON_REQUIRED : true,
    },
    {
      name: 'listing',
      type: 'relationship',
      relationTo: 'suppliers',
      label: 'Listing',
      required: true,
      index: true,
      ...recorded,
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: 'Name', required: true, ...recorded },
        { name: 'email', type: 'email', label: 'Work e-mail', required: true, index: true, ...recorded },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: 'Phone', required: true, ...recorded },
        { name: 'jobRole', type: 'text', label: 'Role at the business', required: true, ...recorded },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'domainMatch',
          type: 'checkbox',
          label: "E-mail at the listing's domain",
          defaultValue: false,
          ...recorded,
          admin: {
            readOnly: true,
            description: "The work e-mail's domain is that of the listing's website or contact e-mail.",
          },
        },
        {
          name: 'listingHadAccount',
          type: 'checkbox',
          label: 'Listing already managed',
          defaultValue: false,
          ...recorded,
          admin: { readOnly: true, description: 'The listing had a verified account when the claim was sent.' },
        },
      ],
    },
    {
      name: 'account',
      type: 'relationship',
      relationTo: 'supplier-accounts',
      label: 'Account created or linked',
      ...recorded,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reviewedAt',
          type: 'date',
          label: 'Decided at',
          ...recorded,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'reviewedBy', type: 'relationship', relationTo: 'users', label: 'Decided by', ...recorded },
        {
          name: 'completedAt',
          type: 'date',
          label: 'Account set up at',
          ...recorded,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // The link's token, hashed, and when it stops working: read by no one through the API, written only by the site.
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      access: { read: nobody, update: nobody, create: nobody },
      admin: { hidden: true },
    },
    {
      name: 'tokenExpiresAt',
      type: 'date',
      access: { read: nobody, update: nobody, create: nobody },
      admin: { hidden: true },
    },
  ],
}
