import type { DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload'

/** The six material categories of the spec, by slug. */
export const CATEGORY_SLUGS = ['timber', 'insulation', 'concrete', 'paints', 'roofing', 'solar'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

/** The five city pages of the spec, by slug. */
export const CITY_SLUGS = ['london', 'birmingham', 'manchester', 'glasgow', 'leeds'] as const
export type CitySlug = (typeof CITY_SLUGS)[number]

/** Fields that Payload fills itself and seed data never sets. */
type Managed = 'slug' | 'cityKeys' | 'image' | '_status'

export type CategorySeed = Omit<RequiredDataFromCollectionSlug<'categories'>, 'image'> & { slug: CategorySlug }

export type CitySeed = RequiredDataFromCollectionSlug<'cities'> & { slug: CitySlug }

/** A supplier with its category given by slug (resolved to an id when seeding). */
export type SupplierSeed = Omit<RequiredDataFromCollectionSlug<'suppliers'>, Managed | 'category'> & {
  slug: string
  category: CategorySlug
}

/** A post with related material categories given by slug. */
export type PostSeed = Omit<RequiredDataFromCollectionSlug<'posts'>, Managed | 'authorAvatar' | 'materialCategories'> & {
  slug: string
  materialCategories: CategorySlug[]
}

/** An FAQ with its city given by slug (none for a general question). */
export type FaqSeed = Omit<RequiredDataFromCollectionSlug<'faqs'>, 'city'> & { city?: CitySlug }

export type PackageSeed = RequiredDataFromCollectionSlug<'packages'>

/** A global's content as the seed writes it. */
export type GlobalSeed<TSlug extends GlobalSlug> = Omit<DataFromGlobalSlug<TSlug>, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>
