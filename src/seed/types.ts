import type { CollectionSlug, DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload'

/** The six material categories of the spec, by slug. */
export const CATEGORY_SLUGS = ['timber', 'insulation', 'concrete', 'paints', 'roofing', 'solar'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

/** The five city pages of the spec, by slug. */
export const CITY_SLUGS = ['london', 'birmingham', 'manchester', 'glasgow', 'leeds'] as const
export type CitySlug = (typeof CITY_SLUGS)[number]

/** A collection's document data without the fields Payload manages itself. */
type Content<TSlug extends CollectionSlug> = Omit<
  RequiredDataFromCollectionSlug<TSlug>,
  'id' | 'createdAt' | 'updatedAt'
>

/** Fields set by the seed runner or by hooks (the Eco-Score is computed), never by seed data. */
type Managed = 'slug' | 'cityKeys' | 'image' | '_status' | 'ecoScore' | 'ecoScoreBreakdown' | 'ecoScoreChangedAt'

export type CategorySeed = Omit<Content<'categories'>, 'image'> & { slug: CategorySlug }

export type CitySeed = Content<'cities'> & { slug: CitySlug }

/** A supplier with its category given by slug (resolved to an id when seeding). */
export type SupplierSeed = Omit<Content<'suppliers'>, Managed | 'category'> & {
  slug: string
  category: CategorySlug
}

export type PostCategorySeed = Content<'post-categories'> & { slug: string }

/** A post with its blog category given by name and related material categories by slug. */
export type PostSeed = Omit<Content<'posts'>, Managed | 'authorAvatar' | 'materialCategories' | 'category'> & {
  slug: string
  category: string
  materialCategories: CategorySlug[]
}

/** An FAQ with its city given by slug (none for a general question). */
export type FaqSeed = Omit<Content<'faqs'>, 'city'> & { city?: CitySlug }

export type PackageSeed = Content<'packages'>

/** A global's content as the seed writes it. */
export type GlobalSeed<TSlug extends GlobalSlug> = Omit<
  DataFromGlobalSlug<TSlug>,
  'id' | 'updatedAt' | 'createdAt' | 'globalType'
>
