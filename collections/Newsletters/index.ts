import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
} from 'payload'

import { adminOnly, isStaffUser } from '@/access'
import { newsletterParagraphs, queueNewsletterIssue } from '@/lib/newsletter/send'
import { singleLineText } from '../fields'

/** A sent newsletter is a record: it cannot be changed, and it goes out once, when its status first becomes 'sent'. */
const onceSent: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (originalDoc?.status === 'sent') throw new APIError('This newsletter has been sent and can no longer change.', 400)
  if (data.status === 'sent') data.sentAt = new Date().toISOString()
  return data
}

/** Queues the issue to every confirmed subscriber in the save's own transaction (src/lib/newsletter/send.ts). */
const sendWhenSent: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'sent' || previousDoc?.status === 'sent') return doc
  const { queued } = await queueNewsletterIssue(
    req.payload,
    `newsletter-${doc.id}`,
    { subject: doc.subject, blocks: newsletterParagraphs(doc.body) },
    req,
  )
  req.payload.logger.info({ msg: `Newsletter ${doc.id} queued to ${queued} subscribers` })
  return doc
}

/**
 * Newsletters admins write and send to the confirmed subscribers. Every e-mail is built by `newsletterEmail`
 * (src/lib/email/newsletter.ts): its unsubscribe link and the one-click `List-Unsubscribe` headers are always there.
 */
export const Newsletters: CollectionConfig = {
  slug: 'newsletters',
  labels: { singular: 'Newsletter', plural: 'Newsletters' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'sentAt'],
    group: 'Sales',
    description:
      'Write a newsletter, then set Status to “Send to subscribers” and save: it goes to every confirmed subscriber, once.',
    hidden: ({ user }) => !isStaffUser(user as Parameters<typeof isStaffUser>[0]),
  },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  hooks: { beforeChange: [onceSent], afterChange: [sendWhenSent] },
  fields: [
    {
      name: 'subject',
      type: 'text',
      label: 'Subject',
      required: true,
      maxLength: 150,
      validate: singleLineText('The subject'),
    },
    {
      name: 'body',
      type: 'textarea',
      label: 'Text',
      required: true,
      maxLength: 20000,
      admin: {
        description: 'Plain text; a blank line starts a new paragraph. The unsubscribe link is added below it.',
      },
    },
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'draft',
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'sent', label: 'Send to subscribers' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'sentAt', type: 'date', label: 'Sent', admin: { position: 'sidebar', readOnly: true } },
  ],
}
