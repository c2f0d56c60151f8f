import type { Supplier } from '@payload-types'
import type { Payload } from 'payload'

import type { SeoFields } from '@/lib/seo/fields'
import type { EcoScoreBreakdown } from '@/lib/eco-score/method'
import { parseBreakdown, publicBreakdown } from '@/lib/eco-score/format'
import { ukDay } from '@/lib/dates'

import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { ENTITLEMENT_TAGS, tierBadges } from '@/lib/data/entitlements'
import { imageSrc } from '@/lib/site/media'
import { isCertificateCurrent, SUPPLIER_CARD_SELECT } from '@/lib/data/suppliers'
import { getPayloadClient } from '@/lib/platform/payload'
import { publishedProductNames } from '@/lib/data/product-names'

export type ProfileCertification = {
  id: string
  name: string
  colour: string | null
  issuer: string | null
  number: string | null
  verifiedAt: string | null
  expiresAt: string | null
}

export type SupplierProfile = {
  id: number
  slug: string
  name: string
  description: string
  location: string
  serviceAreas: string[]
  ecoScore: number
  /** How the score is made up (computed from verified evidence); null until it has been computed. */
  ecoScoreBreakdown: EcoScoreBreakdown | null
  /** When the score last changed (an ISO timestamp); null before its first computation. */
  ecoScoreChangedAt: string | null
  category: { id: number; slug: string; name: string } | null
  /** Current certificates only: an expired one (or one whose badge the daily check hid) is left out. */
  certifications: ProfileCertification[]
  /** The names of its published products (the products collection), in name order. */
  products: string[]
  imageUrl: string
  contactEmail: string | null
  website: string | null
  respondsQuickly: boolean
  updatedAt: string
  /** The editor's search title, description and sharing image (empty: the page's own). */
  meta: SeoFields | null
  /** The paid package's badge while an entitlement runs. */
  tierBadge?: string | null
}

const PROFILE_TAGS = [
  collectionTag('suppliers'),
  collectionTag('products'),
  collectionTag('categories'),
  collectionTag('media'),
  ...ENTITLEMENT_TAGS,
]

// A card's fields, and the category, last change and the Eco-Score's breakdown the profile adds.
export const PROFILE_SELECT = {
  ...SUPPLIER_CARD_SELECT,
  category: true,
  updatedAt: true,
  meta: true,
  ecoScoreBreakdown: true,
  ecoScoreChangedAt: true,
} as const

type ProfileDoc = Pick<Supplier, 'id' | keyof typeof PROFILE_SELECT>

export function toSupplierProfile(doc: ProfileDoc, now: Date = new Date()): SupplierProfile {
  const category =
    typeof doc.category === 'object' && doc.category
      ? { id: doc.category.id, slug: doc.category.slug, name: doc.category.name }
      : null
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    description: doc.description,
    location: doc.location,
    serviceAreas: (doc.serviceAreas ?? []).map((a) => a.city),
    ecoScore: doc.ecoScore ?? 0,
    ecoScoreBreakdown: publicBreakdown(parseBreakdown(doc.ecoScoreBreakdown), ukDay(now).iso),
    ecoScoreChangedAt: doc.ecoScoreChangedAt ?? null,
    category,
    certifications: (doc.certifications ?? [])
      .filter((c) => isCertificateCurrent(c, now))
      .map((c, index) => ({
        id: c.id ?? `${doc.id}-${index}`,
        name: c.name,
        colour: c.colour ?? null,
        issuer: c.issuer ?? null,
        number: c.number ?? null,
        verifiedAt: c.verifiedAt ?? null,
        expiresAt: c.expiresAt ?? null,
      })),
    // Filled from the products collection by the caller (withProductNames).
    products: [],
    imageUrl: imageSrc(doc.image, doc.imageUrl),
    contactEmail: doc.contactEmail ?? null,
    website: doc.website ?? null,
    respondsQuickly: doc.respondsQuickly === true,
    updatedAt: doc.updatedAt,
    meta: doc.meta ?? null,
  }
}

/** The profile with the names of the supplier's published products. */
export async function withProductNames(payload: Payload, profile: SupplierProfile): Promise<SupplierProfile> {
  const names = await publishedProductNames(payload, [profile.id])
  return { ...profile, products: names.get(profile.id) ?? [] }
}

/** A published supplier's profile by its slug; null for an unknown or unpublished one. */
export const getSupplierBySlug = cachedQuery(
  'supplier-profile',
  PROFILE_TAGS,
  async (slug: string): Promise<SupplierProfile | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'suppliers',
      where: { slug: { equals: slug } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      select: PROFILE_SELECT,
    })
    const doc = docs[0] as ProfileDoc | undefined
    if (!doc) return null
    const badges = await tierBadges(payload, [doc.id])
    return { ...(await withProductNames(payload, toSupplierProfile(doc))), tierBadge: badges.get(doc.id) ?? null }
  },
)

export type SupplierProfileLink = { slug: string; updatedAt: string }

/** Every published supplier's profile address, best eco-score first (sitemap, static generation). */
export const getSupplierProfileLinks = cachedQuery(
  'supplier-profile-links',
  [collectionTag('suppliers')],
  async (): Promise<SupplierProfileLink[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'suppliers',
      sort: ['-ecoScore', 'name'],
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
)

/** Profiles built ahead at deploy; the rest render on their first visit and are cached the same way. */
export const PREBUILT_PROFILE_COUNT = 100
