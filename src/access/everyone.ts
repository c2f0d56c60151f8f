import type { Access, GlobalConfig, Where } from 'payload'

import { staffOnly } from './staff'
import { isStaffUser, type RequestRule } from './who'

/** Everyone, signed in or not. */
export const anyone: RequestRule = () => true

/** No one through the API: what only server code (with overrideAccess) or a hook writes or reads. */
export const nobody: RequestRule = () => false

/** Any signed-in account of the collection asked about. */
export const signedIn: RequestRule = ({ req: { user } }) => Boolean(user)

/** Staff see drafts; everyone else only what has been published. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Content globals: public to read, editable by staff. */
export const contentGlobalAccess: GlobalConfig['access'] = { read: anyone, update: staffOnly }

/**
 * Globals with drafts (live preview): the public reads the published version only, and only staff read versions
 * (Payload's default for `readVersions` is any signed-in account, a supplier account too: it would see drafts).
 */
export const draftGlobalAccess: GlobalConfig['access'] = {
  read: publishedOrStaff,
  readVersions: staffOnly,
  update: staffOnly,
}
