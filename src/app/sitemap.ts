import type { MetadataRoute } from 'next'

import { getPostSummaries } from '@/lib/data/posts'
import { getProductLinks } from '@/lib/data/products'
import { getSupplierProfileLinks } from '@/lib/data/supplier-profile'
import { getCategoryIdsInCity } from '@/lib/data/suppliers'
import { getCategories, getCities } from '@/lib/data/taxonomy'
import {
  ABOUT_PATH,
  BLOG_PATH,
  categoryPath,
  cityPath,
  CONTACT_PATH,
  ECO_SCORE_PATH,
  MATERIALS_PATH,
  postPath,
  productPath,
  profilePath,
  REVIEW_POLICY_PATH,
  SUPPLIERS_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
} from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo/metadata'

export const revalidate = 300

const STATIC_PAGES: ReadonlyArray<{
  path: string
  priority: number
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly'
}> = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: SUPPLIERS_PATH, priority: 0.9, changeFrequency: 'daily' },
  { path: MATERIALS_PATH, priority: 0.8, changeFrequency: 'daily' },
  { path: CONTACT_PATH, priority: 0.6, changeFrequency: 'yearly' },
  { path: BLOG_PATH, priority: 0.7, changeFrequency: 'weekly' },
  { path: ABOUT_PATH, priority: 0.5, changeFrequency: 'monthly' },
  { path: PRIVACY_PATH, priority: 0.2, changeFrequency: 'yearly' },
  { path: REVIEW_POLICY_PATH, priority: 0.2, changeFrequency: 'yearly' },
  { path: ECO_SCORE_PATH, priority: 0.5, changeFrequency: 'monthly' },
  { path: TERMS_PATH, priority: 0.2, changeFrequency: 'yearly' },
]

/** Every public page, from the CMS: cities, categories, city+category pages with suppliers, posts and supplier profiles. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [cities, categories, posts, profiles, products] = await Promise.all([
    getCities(),
    getCategories(),
    getPostSummaries(),
    getSupplierProfileLinks(),
    getProductLinks(),
  ])
  const categoryIdsByCity = await Promise.all(cities.map((city) => getCategoryIdsInCity(city.name)))
  const entry = (
    path: string,
    priority: number,
    changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'],
    lastModified?: string,
  ) => ({
    url: absoluteUrl(path),
    priority,
    changeFrequency,
    ...(lastModified ? { lastModified } : {}),
  })
  return [
    ...STATIC_PAGES.map((page) => entry(page.path, page.priority, page.changeFrequency)),
    ...cities.map((city) => entry(cityPath(city.slug), 0.9, 'weekly')),
    ...categories.map((category) => entry(categoryPath(category.slug), 0.8, 'weekly')),
    // Only city+category pages that list suppliers: the others offer the UK-wide list, which /category/{slug} already is.
    ...cities.flatMap((city, i) =>
      categories
        .filter((category) => categoryIdsByCity[i].includes(category.id))
        .map((category) => entry(categoryPath(category.slug, city.slug), 0.7, 'weekly')),
    ),
    ...posts.map((post) => entry(postPath(post.slug), 0.6, 'monthly', post.publishedAt)),
    ...profiles.map((profile) => entry(profilePath(profile.slug), 0.6, 'weekly', profile.updatedAt)),
    ...products.map((product) => entry(productPath(product.slug), 0.5, 'weekly', product.updatedAt)),
  ]
}
