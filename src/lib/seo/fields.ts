import type { Media } from '@payload-types'

import type { PageMetaInput } from '@/lib/seo/metadata'
import { truncate } from '@/lib/text'

// The search title and description each page had before editors could set them: the SEO fields' defaults
// (the plugin's Auto-generate buttons) and the metadata when the fields are empty.

/** The SEO plugin's group on a document: search title, description and sharing image, all optional. */
export type SeoFields = {
  title?: string | null
  description?: string | null
  image?: number | Media | null
}

export const SUPPLIER_DESCRIPTION_LENGTH = 155

export function postSeoDefaults(post: { title?: string | null; excerpt?: string | null }) {
  return { title: post.title ?? '', description: post.excerpt ?? '' }
}

export function supplierSeoDefaults(supplier: {
  name?: string | null
  location?: string | null
  description?: string | null
  categoryName?: string | null
}) {
  const kind = supplier.categoryName ? `${supplier.categoryName} supplier` : 'Sustainable building supplier'
  return {
    title: `${supplier.name ?? ''}: ${kind} in ${supplier.location ?? ''}`,
    description: truncate(supplier.description ?? '', SUPPLIER_DESCRIPTION_LENGTH),
  }
}

export function citySeoDefaults(city: { hero?: { title?: string | null; subtitle?: string | null } | null }) {
  return { title: city.hero?.title ?? '', description: city.hero?.subtitle ?? '' }
}

export function categorySeoDefaults(
  category: { name?: string | null; description?: string | null; heroSubtitle?: string | null },
  siteDescription = '',
) {
  return {
    title: `${category.name ?? ''} Suppliers in the UK`,
    description: category.description || category.heroSubtitle || siteDescription,
  }
}

/** A title as it appears in search results: with the brand suffix the pages add. */
export function withBrandSuffix(title: string, brand: string): string {
  const suffix = ` | ${brand}`
  return title.endsWith(suffix) ? title : `${title}${suffix}`
}

/** The editor's SEO fields where set (blank ones ignored), the page's own values otherwise. */
export function applySeoFields(input: PageMetaInput, meta: SeoFields | null | undefined): PageMetaInput {
  const title = meta?.title?.trim()
  const description = meta?.description?.trim()
  const image = meta?.image && typeof meta.image === 'object' ? meta.image.url : null
  return {
    ...input,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
  }
}
