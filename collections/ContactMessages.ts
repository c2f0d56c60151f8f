import type { CollectionConfig } from 'payload'

import { adminOnly, isStaffUser, nobody, staffOnly } from '@/access'
import { CONTACT_LIMITS } from '@/lib/contact/schema'

const written = { access: { update: nobody, create: nobody }, admin: { readOnly: true } } as const

/**
 * Messages to the company from /contact's 'Contact our team' form (src/lib/contact/submit.ts creates them, after the
 * rate limit, with their e-mail to the staff address in the same transaction). Staff only: suppliers never see them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'status', 'createdAt'],
    group: 'Sales',
    description: 'Messages sent to us through the contact page. Reply by e-mail, then mark the message answered.',
    hidden: ({ user }) => !isStaffUser(user as Parameters<typeof isStaffUser>[0]),
  },
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: adminOnly, readVersions: nobody },
  fields: [
    {
      name: 'status',
      type: 'select',
      label: 'Status',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { value: 'new', label: 'New' },
        { value: 'answered', label: 'Answered' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: CONTACT_LIMITS.name, ...written },
    { name: 'email', type: 'email', label: 'E-mail', required: true, ...written },
    {
      name: 'message',
      type: 'textarea',
      label: 'Message',
      required: true,
      maxLength: CONTACT_LIMITS.message.max,
      ...written,
    },
  ],
}
