import type { PayloadRequest } from 'payload'

import { adminOnly, adminOrSelf, authCollectionAccess, signedIn, STAFF_COLLECTION } from '@/access'
import { accountCollection } from '@collections/accounts'
import { singleLineText } from '@collections/fields'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users = accountCollection({
  slug: STAFF_COLLECTION,
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Staff' },
  // The same lock as suppliers' accounts (accountCollection).
  auth: { tokenExpiration: 8 * 60 * 60 },
  // readVersions too: Payload lets any signed-in user read versions unless told otherwise.
  access: {
    ...authCollectionAccess,
    read: adminOrSelf,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    admin: signedIn,
  },
  hooks: { beforeChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text', label: 'Name', validate: singleLineText('The name') },
    {
      name: 'role',
      type: 'select',
      label: 'Role',
      required: true,
      // The first account is made an admin (firstUserIsAdmin), so the first-user screen shows that, not 'Editor'.
      defaultValue: async ({ req }: { req: PayloadRequest }) =>
        (await req.payload.count({ collection: 'users', overrideAccess: true, req })).totalDocs === 0
          ? 'admin'
          : 'editor',
      saveToJWT: true,
      access: { create: adminOnly, update: adminOnly },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      admin: {
        description: 'Admins manage everything; editors manage the directory content, blog, FAQs, media and pages.',
      },
    },
  ],
})
