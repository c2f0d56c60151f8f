import type { Category, City } from '@payload-types'
import { unstable_cache } from 'next/cache'

import { FALLBACK_SHELL } from '@/lib/data/shell'
import { getSuppliersByCategory, getSuppliersForCity } from '@/lib/data/suppliers'
import { getCategories, getCities } from '@/lib/data/taxonomy'
import { demoSuppliers, type DisplaySupplier } from '@/lib/demo-suppliers'

export type SupplierListing = { suppliers: DisplaySupplier[]; demo: boolean }

/** How long a page rendered from fallback data may be cached: ISR serves it at most this long. */
export const OFFLINE_PAGE_SECONDS = 1

// Not cached: connection() 500s under ISR ("static to dynamic at runtime"); this 1 s entry caps the page's revalidate instead.
const capPageLifetime = unstable_cache(async () => true, ['pages:offline-render'], { revalidate: OFFLINE_PAGE_SECONDS })

/** The database could not be reached: log it and keep this page out of the cache (beyond one second). */
async function renderUncached(what: string, error: unknown): Promise<void> {
  console.error(`[pages] ${what} failed; rendering fallback data, cached for ${OFFLINE_PAGE_SECONDS}s:`, error instanceof Error ? error.message : error)
  await capPageLifetime()
}

/** A CMS read that a page can do without: its fallback when the database is unreachable (the page is then not cached). */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    await renderUncached(what, error)
    return fallback
  }
}

/** A category's suppliers (optionally in one city), or three marked sample suppliers when the database is unreachable. */
export async function loadCategorySuppliers(category: Pick<Category, 'id' | 'slug'>, city?: string): Promise<SupplierListing> {
  try {
    return { suppliers: await getSuppliersByCategory(category.id, city), demo: false }
  } catch (error) {
    await renderUncached(`suppliers of category ${category.slug}`, error)
    return { suppliers: demoSuppliers(category.slug, city), demo: true }
  }
}

/** A city's suppliers, or three marked sample suppliers when the database is unreachable. */
export async function loadCitySuppliers(city: string): Promise<SupplierListing> {
  try {
    return { suppliers: await getSuppliersForCity(city), demo: false }
  } catch (error) {
    await renderUncached(`suppliers of city ${city}`, error)
    return { suppliers: demoSuppliers('', city), demo: true }
  }
}

export type CategoryView = Pick<Category, 'id' | 'slug' | 'name' | 'description' | 'heroSubtitle' | 'about' | 'image' | 'imageUrl'>

// Used only when the categories cannot be read at all (database down and nothing cached).
const OFFLINE_ALIASES: Record<string, string> = { 'sustainable-roofing': 'roofing' }

function offlineCategory(slug: string): CategoryView | null {
  const resolved = Object.hasOwn(OFFLINE_ALIASES, slug) ? OFFLINE_ALIASES[slug] : slug
  const link = FALLBACK_SHELL.categories.find((c) => c.href === `/category/${resolved}`)
  if (!link) return null
  return { id: 0, slug: resolved, name: link.label, description: '', heroSubtitle: null, about: null, image: null, imageUrl: `/images/category-${resolved}.webp` }
}

export type Resolved<T> = { value: T | null; offline: boolean }

/** A category by slug or alias; when the CMS cannot be reached, the built-in list (and the page is not cached). */
export async function resolveCategory(slug: string): Promise<Resolved<CategoryView>> {
  try {
    const categories = await getCategories()
    const value = categories.find((c) => c.slug === slug) ?? categories.find((c) => (c.aliases ?? []).includes(slug)) ?? null
    return { value, offline: false }
  } catch (error) {
    await renderUncached(`category ${slug}`, error)
    return { value: offlineCategory(slug), offline: true }
  }
}

export type CityView = Pick<City, 'id' | 'slug' | 'name' | 'hero' | 'intro' | 'metaDescription'>

function offlineCity(slug: string): CityView | null {
  const link = FALLBACK_SHELL.cities.find((c) => c.href === `/${slug}`)
  if (!link) return null
  return {
    id: 0,
    slug,
    name: link.label,
    hero: {
      title: `Sustainable Building Materials in ${link.label}`,
      subtitle: FALLBACK_SHELL.defaultDescription,
      ctaLabel: 'Get Free Quotes',
      ctaLink: '#suppliers',
      imageUrl: `/images/hero-${slug}.webp`,
    },
    intro: '',
    metaDescription: null,
  }
}

/** A city by its slug; when the CMS cannot be reached, the built-in list (and the page is not cached). */
export async function resolveCity(slug: string): Promise<Resolved<CityView>> {
  const key = slug.toLowerCase()
  try {
    const cities = await getCities()
    return { value: cities.find((c) => c.slug === key) ?? null, offline: false }
  } catch (error) {
    await renderUncached(`city ${slug}`, error)
    return { value: offlineCity(key), offline: true }
  }
}

/** Categories for a grid; none when the CMS cannot be reached. */
export function categoriesOrNone(): Promise<Category[]> {
  return readOr('categories', getCategories, [])
}
