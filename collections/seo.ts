import type { SEOPluginConfig } from '@payloadcms/plugin-seo/types'
import type { PayloadRequest } from 'payload'

import {
  categorySeoDefaults,
  citySeoDefaults,
  postSeoDefaults,
  supplierSeoDefaults,
  withBrandSuffix,
} from '@/lib/seo/fields'
import { documentPath } from '@/lib/admin/preview'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'
import { absoluteUrl } from '@/lib/seo/metadata'

type Doc = Record<string, unknown>

async function siteSettings(req: PayloadRequest) {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  return { brand: settings.brandName || BRAND_FALLBACK, description: settings.defaultDescription ?? '' }
}

async function categoryName(req: PayloadRequest, category: unknown): Promise<string | null> {
  if (category && typeof category === 'object' && 'name' in category) return String(category.name)
  if (typeof category !== 'number' && typeof category !== 'string') return null
  const found = await req.payload.findByID({
    collection: 'categories',
    id: category,
    depth: 0,
    req,
    disableErrors: true,
    select: { name: true },
  })
  return found?.name ?? null
}

/** What the page shows today, as the SEO plugin's Auto-generate buttons fill in. */
async function defaults(slug: string | undefined, doc: Doc, req: PayloadRequest) {
  const site = await siteSettings(req)
  switch (slug) {
    case 'posts':
      return { ...postSeoDefaults(doc), brand: site.brand }
    case 'suppliers':
      return {
        ...supplierSeoDefaults({ ...doc, categoryName: await categoryName(req, doc.category) }),
        brand: site.brand,
      }
    case 'cities':
      return { ...citySeoDefaults(doc), brand: site.brand }
    default:
      return { ...categorySeoDefaults(doc, site.description), brand: site.brand }
  }
}

/** Payload's SEO plugin on the four page-backed collections (search title, description, sharing image). */
export const seoOptions: SEOPluginConfig = {
  collections: ['posts', 'suppliers', 'cities', 'categories'],
  uploadsCollection: 'media',
  generateTitle: async ({ collectionConfig, doc, req }) => {
    const d = await defaults(collectionConfig?.slug, doc as Doc, req)
    return withBrandSuffix(d.title, d.brand)
  },
  generateDescription: async ({ collectionConfig, doc, req }) =>
    (await defaults(collectionConfig?.slug, doc as Doc, req)).description,
  generateURL: ({ collectionConfig, doc }) =>
    absoluteUrl(documentPath(collectionConfig?.slug ?? '', (doc as Doc).slug) ?? '/'),
}
