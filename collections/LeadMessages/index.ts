import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { adminOnly, nobody } from '@/access'
import { MESSAGE_MAX, MESSAGE_REPORT_REASON_MAX } from '@/lib/leads/conversation-rules'

export const HIDE_NEEDS_REASON = 'Hiding a message needs a reason (the two parties see that our team hid it).'

/** Staff hide a message with a reason; the hiding is stamped once, whoever saves. */
const hideWithReason: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update') return data
  const hidden = data.hidden ?? originalDoc?.hidden
  const reason =
    typeof (data.hiddenReason ?? originalDoc?.hiddenReason) === 'string'
      ? String(data.hiddenReason ?? originalDoc?.hiddenReason).trim()
      : ''
  if (hidden && !reason)
    throw new ValidationError(
      {
        collection: 'lead-messages',
        errors: [{ path: 'hiddenReason', label: 'Why hidden', message: HIDE_NEEDS_REASON }],
        req,
      },
      req.t,
    )
  if (hidden && !originalDoc?.hidden) return { ...data, hiddenAt: new Date().toISOString() }
  if (!hidden) return { ...data, hiddenAt: null, hiddenReason: null }
  return data
}

/**
 * The conversation of one lead connection (issue 33): messages between the enquirer (their signed page) and the
 * supplier (the portal), written only by src/lib/leads/conversations.ts. Through the API only admins read them, and
 * the only change is staff hiding one with a reason (what was written has no update access for anyone).
 */
export const LeadMessages: CollectionConfig = {
  slug: 'lead-messages',
  labels: { singular: 'Lead message', plural: 'Lead messages' },
  defaultSort: '-sentAt',
  admin: {
    group: 'Sales',
    defaultColumns: ['connection', 'sentBy', 'sentAt', 'reportedAt', 'hidden'],
    description: 'Conversations between enquirers and suppliers. To hide a message, tick Hidden and give the reason.',
  },
  access: { read: adminOnly, readVersions: adminOnly, create: nobody, update: adminOnly, delete: nobody },
  indexes: [{ fields: ['connection', 'sentAt'] }],
  hooks: { beforeChange: [hideWithReason] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'connection',
          type: 'relationship',
          relationTo: 'lead-connections',
          required: true,
          index: true,
          access: { update: nobody },
        },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          required: true,
          index: true,
          access: { update: nobody },
        },
        {
          name: 'sentBy',
          type: 'select',
          required: true,
          options: [
            { value: 'supplier', label: 'The supplier' },
            { value: 'enquirer', label: 'The enquirer' },
          ],
          access: { update: nobody },
        },
        { name: 'sentAt', type: 'date', required: true, index: true, access: { update: nobody } },
      ],
    },
    { name: 'body', type: 'textarea', required: true, maxLength: MESSAGE_MAX, access: { update: nobody } },
    { name: 'attachment', type: 'upload', relationTo: 'lead-attachments', access: { update: nobody } },
    {
      name: 'notifiedAt',
      type: 'date',
      label: 'Other party e-mailed at',
      access: { update: nobody },
      admin: { readOnly: true, description: 'At most one e-mail per conversation and direction every 15 minutes.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'reportedAt', type: 'date', label: 'Reported at', index: true, access: { update: nobody } },
        {
          name: 'reportReason',
          type: 'textarea',
          label: 'Why it was reported',
          maxLength: MESSAGE_REPORT_REASON_MAX,
          access: { update: nobody },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hidden', type: 'checkbox', label: 'Hidden', defaultValue: false },
        { name: 'hiddenReason', type: 'text', label: 'Why hidden' },
        { name: 'hiddenAt', type: 'date', label: 'Hidden at', admin: { readOnly: true } },
      ],
    },
    // Set by erasure: the enquirer's words are gone.
    { name: 'erasedAt', type: 'date', label: 'Erased at', access: { update: nobody }, admin: { readOnly: true } },
  ],
}
