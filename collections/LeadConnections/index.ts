import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/access'
import { moneyField } from '@collections/money'
import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  DECLINE_REVIEW_LABELS,
  DECLINE_REVIEWS,
  DECLINE_NOTE_MAX,
} from '@/lib/leads/rules'
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/lib/leads/states'
import { statementsCsvEndpoint } from './endpoints/statements'
import { emailDeclineDecision, reviewDecline } from './hooks/reviewDecline'
import { enforceLeadState } from './hooks/leadState'

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

export const LeadConnections: CollectionConfig = {
  slug: 'lead-connections',
  labels: { singular: 'Lead connection', plural: 'Lead connections' },
  defaultSort: '-createdAt',
  admin: {
    defaultColumns: ['lead', 'supplier', 'status', 'declineReason', 'declineReview', 'commissionAmount', 'createdAt'],
    group: 'Sales',
    description:
      'One lead routed to one supplier, with its commission (fixed when routed; an accepted ' +
      'decline voids it). To decide a waiting decline, set Decline review to Accepted or ' +
      'Refused.',
    components: {
      Description: '/src/components/leads-admin/ConnectionsListDescription#ConnectionsListDescription',
    },
  },
  // Suppliers reach their own connections only through the portal (src/lib/leads/inbox.ts), never this API.
  access: { read: adminOnly, readVersions: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  // The inbox (newest first) and a month's statement both read one supplier's connections by date.
  indexes: [{ fields: ['lead', 'supplier'], unique: true }, { fields: ['supplier', 'createdAt'] }],
  endpoints: [statementsCsvEndpoint],
  hooks: { beforeChange: [enforceLeadState, reviewDecline], afterChange: [emailDeclineDecision] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', label: 'Lead', required: true, index: true },
    { name: 'supplier', type: 'relationship', relationTo: 'suppliers', label: 'Supplier', required: true, index: true },
    moneyField({
      name: 'commissionAmount',
      label: 'Commission',
      required: true,
      // Fixed when the connection is made: never recomputed, only voided.
      access: { update: nobody },
      admin: { description: 'Fixed when the lead was routed.' },
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Status',
          defaultValue: 'new',
          options: options(LEAD_STATUSES, LEAD_STATUS_LABELS),
          // Moves only as src/lib/leads/states.ts allows (hooks/leadState.ts), whoever saves.
          admin: { readOnly: true },
        },
        { name: 'viewedAt', type: 'date', label: 'Viewed at', admin: { readOnly: true, ...dayAndTime } },
        { name: 'firstResponseAt', type: 'date', label: 'First response at', admin: { readOnly: true, ...dayAndTime } },
        {
          name: 'reviewInvitedAt',
          type: 'date',
          label: 'Invited to review at',
          // Set once by the invitation job (src/lib/reviews/invitations.ts), in the transaction that queues the e-mail.
          access: { update: nobody },
          admin: { readOnly: true, ...dayAndTime },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Decline',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'declineReason',
              type: 'select',
              label: 'Declined because',
              options: options(DECLINE_REASONS, DECLINE_REASON_LABELS),
              admin: { readOnly: true },
            },
            { name: 'declinedAt', type: 'date', label: 'Declined at', admin: { readOnly: true, ...dayAndTime } },
            {
              name: 'declineReview',
              type: 'select',
              label: 'Decline review',
              index: true,
              options: options(DECLINE_REVIEWS, DECLINE_REVIEW_LABELS),
              admin: { description: 'A waiting decline: Accepted voids the commission; Refused keeps it.' },
            },
          ],
        },
        {
          name: 'declineNote',
          type: 'textarea',
          label: 'The supplier’s explanation',
          maxLength: DECLINE_NOTE_MAX,
          admin: { readOnly: true, description: 'What the supplier wrote when declining the lead.' },
        },
        {
          type: 'row',
          fields: [
            { name: 'voidedAt', type: 'date', label: 'Commission voided at', admin: { readOnly: true, ...dayAndTime } },
            { name: 'voidReason', type: 'text', label: 'Void reason', admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'quotes',
      type: 'join',
      collection: 'quotes',
      on: 'connection',
      label: 'Quotes',
      admin: { defaultColumns: ['status', 'total', 'earliestDelivery', 'validUntil', 'sentAt'] },
    },
    {
      name: 'messages',
      type: 'join',
      collection: 'lead-messages',
      on: 'connection',
      label: 'Conversation',
      admin: { defaultColumns: ['sentBy', 'body', 'sentAt', 'reportedAt', 'hidden'] },
    },
    {
      name: 'history',
      type: 'array',
      label: 'History',
      admin: { readOnly: true, initCollapsed: true },
      fields: [
        { name: 'at', type: 'date', label: 'At', required: true, admin: dayAndTime },
        { name: 'event', type: 'text', label: 'Event', required: true },
      ],
    },
  ],
}
