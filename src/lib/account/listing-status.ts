import type { Payload } from 'payload'

import { profilePath } from '@/lib/routes'

export type ListingState = 'published' | 'pending-review' | 'rejected' | 'not-published'

export type ListingStatus = {
  id: number
  name: string
  /** The public profile's path; null until the listing is published. */
  publicPath: string | null
  state: ListingState
  /** Staff's reason, when the latest changes were rejected. */
  rejectionReason: string | null
}

/**
 * Where an account's listing stands: its latest changes rejected by staff (with their reason), live as published,
 * with changes waiting for staff (the newest version is a draft saved after the published one), or not yet
 * published at all.
 */
export async function listingStatus(payload: Payload, supplierId: number): Promise<ListingStatus | null> {
  const latest = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    draft: true,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    select: { name: true, slug: true, _status: true, reviewStatus: true, rejectionReason: true },
  })
  if (!latest) return null
  const published = await payload.find({
    collection: 'suppliers',
    where: { and: [{ id: { equals: supplierId } }, { _status: { equals: 'published' } }] },
    draft: false,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true },
  })
  const live = published.docs[0] ?? null
  const rejected = latest.reviewStatus === 'rejected'
  const state: ListingState = rejected
    ? 'rejected'
    : !live
      ? 'not-published'
      : latest._status === 'draft'
        ? 'pending-review'
        : 'published'
  return {
    id: supplierId,
    name: latest.name,
    publicPath: live ? profilePath(live.slug) : null,
    state,
    rejectionReason: rejected ? (latest.rejectionReason ?? null) : null,
  }
}
