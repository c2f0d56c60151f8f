import type { GeneratePreviewURL, PayloadRequest, RootLivePreviewConfig } from 'payload'

import {
  documentPath,
  globalPath,
  PREVIEW_BREAKPOINTS,
  PREVIEW_COLLECTIONS,
  PREVIEW_GLOBALS,
  previewLink,
} from '@/lib/admin/preview'
import { siteUrl } from '@/lib/platform/site-url'

/** The admin's origin: the admin posts live-preview messages to the frame's origin, so both must agree. */
function adminOrigin(req: PayloadRequest | undefined): string {
  if (process.env.SITE_URL?.trim() || !req?.origin) return siteUrl()
  return req.origin
}

/** Draft preview of a document or global: its page through the staff-only preview link, or none while it has no slug. */
export function previewUrlFor(
  target: { collection?: string; global?: string },
  data: Record<string, unknown>,
  req?: PayloadRequest,
): string | null {
  const path = target.collection
    ? documentPath(target.collection, data.slug)
    : target.global
      ? globalPath(target.global)
      : null
  return path ? `${adminOrigin(req)}${previewLink(path)}` : null
}

/** Payload's live preview: the page beside the form at phone, tablet and desktop widths, in draft mode. */
export const livePreview: RootLivePreviewConfig = {
  collections: [...PREVIEW_COLLECTIONS],
  globals: [...PREVIEW_GLOBALS],
  breakpoints: PREVIEW_BREAKPOINTS,
  url: ({ collectionConfig, globalConfig, data, req }) =>
    previewUrlFor({ collection: collectionConfig?.slug, global: globalConfig?.slug }, data, req),
}

/** The Preview button of a collection's edit view: the same staff-only draft link, in a new tab. */
export const collectionPreview =
  (collection: string): GeneratePreviewURL =>
  (doc, { req }) =>
    previewUrlFor({ collection }, doc, req)

export const globalPreview =
  (global: string): GeneratePreviewURL =>
  (doc, { req }) =>
    previewUrlFor({ global }, doc, req)
