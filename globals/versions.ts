import type { GlobalConfig } from 'payload'

/** Drafts saved as an editor types, shown by live preview until published. */
export const DRAFT_GLOBAL_VERSIONS = {
  drafts: { autosave: { interval: 375 } },
  max: 50,
} satisfies GlobalConfig['versions']
