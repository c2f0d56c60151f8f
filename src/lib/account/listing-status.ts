import type { Payload } from 'payload'

import { profilePath } from '@/lib/routes'

export type ListingState = 'published' | 'pending-review' | 'not-published'

export type ListingStatus = {
  id: number
  name: string
  /** The public profile's path; null until the listing is published. */
  publicPath: string | null
  state: ListingState
}

/**
 * Where an account's listing stands: live as published, with changes waiting for staff (the newest version is a
 * draft saved after the published one), or not yet published at all.
 */
export async function listingStatus(payload: Payload, supplierId: number): Promise<ListingStatus | null> {
  const latest = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    draft: true,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    select: { name: true, slug: true, _status: true },
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
  const state: ListingState = !live ? 'not-published' : latest._status === 'draft' ? 'pending-review' : 'published'
  return {
    id: supplierId,
    name: latest.name,
    publicPath: live ? profilePath(live.slug) : null,
    state,
  }
}
