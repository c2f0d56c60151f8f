import type { CollectionBeforeChangeHook } from 'payload'

/** The first account ever created runs the site, so it is an admin whatever the form said. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) data.role = 'admin'
  return data
}
