import type { Category, City } from '@payload-types'

import { FALLBACK_SHELL } from '@/lib/data/shell'
import { getSuppliersByCategory, getSuppliersForCity } from '@/lib/data/suppliers'
import { getCategories, getCities } from '@/lib/data/taxonomy'
import { demoSuppliers, type DisplaySupplier } from '@/lib/suppliers/demo'
import {
  BUILT_IN_CATEGORIES,
  BUILT_IN_CITIES,
  builtInCategorySlug,
  readOr,
  renderOffline,
} from '@/lib/platform/offline'

export type SupplierListing = { suppliers: DisplaySupplier[]; demo: boolean }

/** A category's suppliers (optionally in one city), or three marked sample suppliers when the database is unreachable. */
export async function loadCategorySuppliers(
  category: Pick<Category, 'id' | 'slug'>,
  city?: string,
): Promise<SupplierListing> {
  try {
    return { suppliers: await getSuppliersByCategory(category.id, city), demo: false }
  } catch (error) {
    await renderOffline(`suppliers of category ${category.slug}`, error)
    return { suppliers: demoSuppliers(category.slug, city), demo: true }
  }
}

/** A city's suppliers, or three marked sample suppliers when the database is unreachable. */
export async function loadCitySuppliers(city: string): Promise<SupplierListing> {
  try {
    return { suppliers: await getSuppliersForCity(city), demo: false }
  } catch (error) {
    await renderOffline(`suppliers of city ${city}`, error)
    return { suppliers: demoSuppliers('', city), demo: true }
  }
}

export type CategoryView = Pick<
  Category,
  'id' | 'slug' | 'name' | 'description' | 'heroSubtitle' | 'about' | 'image' | 'imageUrl' | 'meta'
>

// Used only when the categories cannot be read at all (database down and nothing cached).
function offlineCategory(slug: string): CategoryView | null {
  const resolved = builtInCategorySlug(slug)
  const builtIn = BUILT_IN_CATEGORIES.find((c) => c.slug === resolved)
  if (!builtIn) return null
  return {
    id: 0,
    slug: resolved,
    name: builtIn.label,
    description: '',
    heroSubtitle: null,
    about: null,
    image: null,
    imageUrl: `/images/category-${resolved}.webp`,
    meta: undefined,
  }
}

export type Resolved<T> = { value: T | null; offline: boolean }

/** A category by slug or alias; when the CMS cannot be reached, the built-in list (and the page is not cached). */
export async function resolveCategory(slug: string): Promise<Resolved<CategoryView>> {
  try {
    const categories = await getCategories()
    const value =
      categories.find((c) => c.slug === slug) ?? categories.find((c) => (c.aliases ?? []).includes(slug)) ?? null
    return { value, offline: false }
  } catch (error) {
    await renderOffline(`category ${slug}`, error)
    return { value: offlineCategory(slug), offline: true }
  }
}

export type CityView = Pick<City, 'id' | 'slug' | 'name' | 'hero' | 'intro' | 'meta'>

function offlineCity(slug: string): CityView | null {
  const builtIn = BUILT_IN_CITIES.find((c) => c.slug === slug)
  if (!builtIn) return null
  return {
    id: 0,
    slug,
    name: builtIn.name,
    hero: {
      title: `Sustainable Building Materials in ${builtIn.name}`,
      subtitle: FALLBACK_SHELL.defaultDescription,
      ctaLabel: 'Get Free Quotes',
      ctaLink: '#suppliers',
      imageUrl: `/images/hero-${slug}.webp`,
    },
    intro: '',
    meta: undefined,
  }
}

/** A city by its slug; when the CMS cannot be reached, the built-in list (and the page is not cached). */
export async function resolveCity(slug: string): Promise<Resolved<CityView>> {
  const key = slug.toLowerCase()
  try {
    const cities = await getCities()
    return { value: cities.find((c) => c.slug === key) ?? null, offline: false }
  } catch (error) {
    await renderOffline(`city ${slug}`, error)
    return { value: offlineCity(key), offline: true }
  }
}

/** Categories for a grid; none when the CMS cannot be reached. */
export function categoriesOrNone(): Promise<Category[]> {
  return readOr('categories', getCategories, [])
}
