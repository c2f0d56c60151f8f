import type { Payload, Where } from 'payload'

import type { Supplier } from '@payload-types'
import { collectionTag } from '@/lib/platform/cache-tags'
import { cityKey } from '@/lib/city'
import type { DisplaySupplier } from '@/lib/suppliers/demo'
import { FEATURED_ROW_LIMIT, type PackageTier } from '@/lib/packages/terms'

/** Tags of every read that shows what packages buy: expired when an entitlement starts, ends or is refunded. */
export const ENTITLEMENT_TAGS = [collectionTag('entitlements')]

type RunningEntitlement = {
  supplier: number
  badgeLabel: string
  tier: PackageTier
  startsAt: string
}

const TIER_RANK: Record<PackageTier, number> = { enterprise: 0, national: 1, local: 2 }

/** Entitlements running at `now` (started, not ended), of the given listings or with the given placement. */
async function runningEntitlements(payload: Payload, where: Where, now: Date): Promise<RunningEntitlement[]> {
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: {
      and: [
        where,
        { status: { equals: 'active' } },
        { startsAt: { less_than_equal: now.toISOString() } },
        { endsAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'startsAt',
    depth: 0,
    limit: 1000,
    pagination: false,
    // Entitlements are private rows; only the badge and placement of published listings reach the page.
    overrideAccess: true,
    select: { supplier: true, badgeLabel: true, tier: true, startsAt: true },
  })
  return docs.map((d) => ({
    supplier: typeof d.supplier === 'number' ? d.supplier : d.supplier.id,
    badgeLabel: d.badgeLabel,
    tier: d.tier,
    startsAt: d.startsAt,
  }))
}

/** The tier badge of each listing with a running entitlement (the highest tier when several run). */
export async function tierBadges(
  payload: Payload,
  supplierIds: number[],
  now = new Date(),
): Promise<Map<number, string>> {
  const badges = new Map<number, string>()
  if (supplierIds.length === 0) return badges
  const running = await runningEntitlements(payload, { supplier: { in: supplierIds } }, now)
  running.sort((a, b) => TIER_RANK[a.tier] - TIER_RANK[b.tier])
  for (const e of running) if (!badges.has(e.supplier)) badges.set(e.supplier, e.badgeLabel)
  return badges
}

/** Cards with their running tier badge. */
export async function withTierBadges(payload: Payload, suppliers: DisplaySupplier[]): Promise<DisplaySupplier[]> {
  const ids = suppliers.map((s) => Number(s.id)).filter(Number.isSafeInteger)
  const badges = await tierBadges(payload, ids)
  return suppliers.map((s) => ({ ...s, tierBadge: badges.get(Number(s.id)) ?? null }))
}

export type FeaturedPlace = { categoryId: number; city?: string } | { city: string; categoryId?: undefined }

/**
 * The paid 'Featured' row of a category page (National and Enterprise) or a city page (Enterprise): published
 * listings of the page with a running entitlement that places them there, highest tier then longest running first.
 */
export async function findFeaturedRow(
  payload: Payload,
  place: FeaturedPlace,
  toCard: (doc: Supplier) => DisplaySupplier,
  select: Record<string, true>,
  now = new Date(),
): Promise<DisplaySupplier[]> {
  const placement: Where =
    place.categoryId !== undefined ? { featuredInCategory: { equals: true } } : { featuredInCity: { equals: true } }
  const running = await runningEntitlements(payload, placement, now)
  if (running.length === 0) return []
  const supplierWhere: Where[] = [{ id: { in: [...new Set(running.map((e) => e.supplier))] } }]
  if (place.categoryId !== undefined) supplierWhere.push({ category: { equals: place.categoryId } })
  if (place.city) supplierWhere.push({ 'cityKeys.key': { equals: cityKey(place.city) } })
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { and: supplierWhere },
    depth: 1,
    limit: 100,
    pagination: false,
    overrideAccess: false,
    select,
  })
  const rank = new Map<number, number>()
  running
    .slice()
    .sort((a, b) => TIER_RANK[a.tier] - TIER_RANK[b.tier] || a.startsAt.localeCompare(b.startsAt))
    .forEach((e, index) => {
      if (!rank.has(e.supplier)) rank.set(e.supplier, index)
    })
  const badges = await tierBadges(
    payload,
    docs.map((d) => d.id),
    now,
  )
  return docs
    .slice()
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .slice(0, FEATURED_ROW_LIMIT)
    .map((doc) => ({ ...toCard(doc as Supplier), tierBadge: badges.get(doc.id) ?? null }))
}
