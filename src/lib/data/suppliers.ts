import type { Supplier } from '@payload-types'
import type { Payload, Where } from 'payload'

import { collectionTag } from '@/lib/platform/cache-tags'
import { isCertificateExpired } from '@/lib/suppliers/certificates'
import { cityKey } from '@/lib/city'
import { cachedQuery } from '@/lib/data/cached'
import { ENTITLEMENT_TAGS, findFeaturedRow, withTierBadges, type FeaturedPlace } from '@/lib/data/entitlements'
import { REVIEW_TAGS, reviewSummaries } from '@/lib/data/reviews'
import { imageSrc } from '@/lib/site/media'
import { CARD_PRODUCT_NAMES, publishedProductNames } from '@/lib/data/product-names'
import type { DisplaySupplier } from '@/lib/suppliers/demo'
import { getPayloadClient } from '@/lib/platform/payload'

export type { DisplaySupplier }

const SUPPLIER_TAGS = [
  collectionTag('suppliers'),
  collectionTag('products'),
  collectionTag('media'),
  ...ENTITLEMENT_TAGS,
  ...REVIEW_TAGS,
]

/** Only the fields a supplier card renders. */
export const SUPPLIER_CARD_SELECT = {
  name: true,
  slug: true,
  description: true,
  location: true,
  serviceAreas: true,
  ecoScore: true,
  certifications: true,
  image: true,
  imageUrl: true,
  contactEmail: true,
  website: true,
  respondsQuickly: true,
} as const

type CardDoc = Pick<
  Supplier,
  | 'id'
  | 'name'
  | 'slug'
  | 'description'
  | 'location'
  | 'serviceAreas'
  | 'ecoScore'
  | 'certifications'
  | 'image'
  | 'imageUrl'
  | 'contactEmail'
  | 'website'
  | 'respondsQuickly'
>

/** A certificate whose expiry date has passed, or whose badge the daily check has hidden, is not shown as a badge. */
export function isCertificateCurrent(
  cert: { expiresAt?: string | null; badgeHidden?: boolean | null },
  now = new Date(),
): boolean {
  return !cert.badgeHidden && !isCertificateExpired(cert.expiresAt, now)
}

export function toDisplaySupplier(doc: CardDoc): DisplaySupplier {
  return {
    id: String(doc.id),
    slug: doc.slug ?? null,
    name: doc.name,
    description: doc.description,
    location: doc.location,
    serviceAreas: (doc.serviceAreas ?? []).map((a) => a.city),
    ecoScore: doc.ecoScore ?? 0,
    certifications: (doc.certifications ?? [])
      .filter((c) => isCertificateCurrent(c))
      .map((c) => ({ name: c.name, colour: c.colour ?? null })),
    // Filled from the products collection by withCardDetails.
    products: [],
    imageUrl: imageSrc(doc.image, doc.imageUrl),
    contactEmail: doc.contactEmail ?? null,
    website: doc.website ?? null,
    respondsQuickly: doc.respondsQuickly === true,
  }
}

/** Cards with their published reviews' count and average (null without any). */
export async function withRatings(payload: Payload, suppliers: DisplaySupplier[]): Promise<DisplaySupplier[]> {
  const summaries = await reviewSummaries(
    payload,
    suppliers.map((s) => Number(s.id)),
  )
  return suppliers.map((s) => ({ ...s, rating: summaries.get(Number(s.id)) ?? null }))
}

/** Cards with their ratings and the names of their published products (at most CARD_PRODUCT_NAMES each). */
export async function withCardDetails(payload: Payload, suppliers: DisplaySupplier[]): Promise<DisplaySupplier[]> {
  // Two independent reads, at once (each is its own statement on the pool).
  const [names, rated] = await Promise.all([
    publishedProductNames(
      payload,
      suppliers.map((s) => Number(s.id)),
      CARD_PRODUCT_NAMES,
    ),
    withRatings(payload, suppliers),
  ])
  return rated.map((s) => ({ ...s, products: names.get(Number(s.id)) ?? [] }))
}

/** City and category pages show the best suppliers first, at most this many (the directory search pages through the rest). */
export const SUPPLIER_LIST_LIMIT = 48

async function findSuppliers(where: Where | undefined, limit = SUPPLIER_LIST_LIMIT): Promise<DisplaySupplier[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'suppliers',
    where,
    sort: ['-ecoScore', 'name'],
    depth: 1,
    limit,
    pagination: false,
    overrideAccess: false,
    select: SUPPLIER_CARD_SELECT,
  })
  const shown = docs.map((doc) => toDisplaySupplier(doc as CardDoc))
  // The package badges, the ratings and the product names are independent reads: at once.
  const [badged, detailed] = await Promise.all([withTierBadges(payload, shown), withCardDetails(payload, shown)])
  return detailed.map((s, i) => ({ ...s, tierBadge: badged[i].tierBadge }))
}

/** The paid 'Featured' row above a category page's (or city page's) main list, at most 3. */
export const getFeaturedRow = cachedQuery('featured-row', SUPPLIER_TAGS, async (place: FeaturedPlace) => {
  const payload = await getPayloadClient()
  return withCardDetails(
    payload,
    await findFeaturedRow(payload, place, (doc) => toDisplaySupplier(doc as CardDoc), SUPPLIER_CARD_SELECT),
  )
})

const cityWhere = (city: string): Where => ({ 'cityKeys.key': { equals: cityKey(city) } })

/** Published suppliers whose location or service areas match the city (trimmed, case-insensitive), best eco-score first. */
export const getSuppliersForCity = cachedQuery('suppliers-for-city', SUPPLIER_TAGS, (city: string) =>
  findSuppliers(cityWhere(city)),
)

/** Published suppliers of a category, optionally narrowed to a city, best eco-score first. */
export const getSuppliersByCategory = cachedQuery(
  'suppliers-by-category',
  SUPPLIER_TAGS,
  (categoryId: number, city?: string) =>
    findSuppliers(
      city ? { and: [{ category: { equals: categoryId } }, cityWhere(city)] } : { category: { equals: categoryId } },
    ),
)

/** Every published supplier, best eco-score first. */
export const getAllSuppliers = cachedQuery('suppliers-all', SUPPLIER_TAGS, () => findSuppliers(undefined, 500))

/** Ids of the categories that have at least one published supplier in the city (location or service area), by the city rule. */
export async function findCategoryIdsInCity(payload: Payload, city: string): Promise<number[]> {
  const { values } = await payload.findDistinct({
    collection: 'suppliers',
    field: 'category',
    where: cityWhere(city),
    depth: 0,
    overrideAccess: false,
  })
  const ids = values.map((v) => (typeof v.category === 'object' && v.category ? v.category.id : v.category))
  return ids.filter((id): id is number => typeof id === 'number').sort((a, b) => a - b)
}

/** findCategoryIdsInCity, cached and revalidated with the suppliers (a city page's category grid, the sitemap). */
export const getCategoryIdsInCity = cachedQuery(
  'category-ids-in-city',
  SUPPLIER_TAGS,
  async (city: string): Promise<number[]> => findCategoryIdsInCity(await getPayloadClient(), city),
)

export const FEATURED_SUPPLIER_COUNT = 3

/** The home page's featured suppliers: the first three London suppliers by eco-score. */
export async function getFeaturedSuppliers(): Promise<DisplaySupplier[]> {
  return (await getSuppliersForCity('London')).slice(0, FEATURED_SUPPLIER_COUNT)
}

/** One published supplier's card (a product page's supplier), or null. */
export const getSupplierCard = cachedQuery(
  'supplier-card',
  SUPPLIER_TAGS,
  async (supplierId: number): Promise<DisplaySupplier | null> =>
    (await findSuppliers({ id: { equals: supplierId } }, 1))[0] ?? null,
)
