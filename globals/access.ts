import type { GlobalConfig } from 'payload'

import { anyone, publishedOrStaff, staffOnly } from '@/access'

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

/** Drafts saved as an editor types, shown by live preview until published. */
export const DRAFT_GLOBAL_VERSIONS = {
  drafts: { autosave: { interval: 375 } },
  max: 50,
} satisfies GlobalConfig['versions']
