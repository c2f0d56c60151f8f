import type { Metadata, Viewport } from 'next'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'

import { siteUrl } from '@/lib/platform/site-url'

export const THEME_COLOUR = '#14532d'
/** The viewport of every public page (the site's layout and the global not-found page). */
export const SITE_VIEWPORT: Viewport = { themeColor: THEME_COLOUR, width: 'device-width', initialScale: 1 }
export const DEFAULT_OG_IMAGE = '/images/og-default.png'

export type PageMetaInput = {
  title: string
  description: string
  /** Path of the page, e.g. /london; the canonical URL is SITE_URL + path. */
  path: string
  brand?: string
  image?: string
  type?: 'website' | 'article'
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString()
}

/** Title with the brand suffix, canonical, Open Graph, Twitter and robots for one page. */
export function pageMetadata(input: PageMetaInput): Metadata {
  const brand = input.brand ?? BRAND_FALLBACK
  const suffix = ` | ${brand}`
  const title = input.title.endsWith(suffix) ? input.title : `${input.title}${suffix}`
  const image = absoluteUrl(input.image ?? DEFAULT_OG_IMAGE)
  const url = absoluteUrl(input.path)
  return {
    title: { absolute: title },
    description: input.description,
    alternates: { canonical: url },
    robots: { index: true, follow: true },
    openGraph: {
      title,
      description: input.description,
      url,
      siteName: brand,
      locale: 'en_GB',
      type: input.type ?? 'website',
      images: [{ url: image, width: 1200, height: 630 }],
      ...(input.type === 'article'
        ? {
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime ?? input.publishedTime,
            authors: input.authors,
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description: input.description, images: [image] },
  }
}

type JsonLd = Record<string, unknown>

export function websiteJsonLd(brand: string, description: string): JsonLd[] {
  const origin = siteUrl()
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand,
      url: `${origin}/`,
      description,
      inLanguage: 'en-GB',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand,
      url: `${origin}/`,
      logo: absoluteUrl('/images/og-default.png'),
      areaServed: 'GB',
    },
  ]
}

/** A public page's structured data: the site's own (WebSite and Organization), then the page's. */
export function siteJsonLd(shell: { brand: string; defaultDescription: string }, ...page: JsonLd[]): JsonLd[] {
  return [...websiteJsonLd(shell.brand, shell.defaultDescription), ...page]
}

/** The BreadcrumbList of a page: Home, then the given steps down to the page itself. */
export function breadcrumbFromHome(...steps: { name: string; path: string }[]): JsonLd {
  return breadcrumbJsonLd([{ name: 'Home', path: '/' }, ...steps])
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

export const PRICE_RANGE = { low: 100, cityHigh: 10000, categoryHigh: 5000, currency: 'GBP' } as const

export function productOffersJsonLd(name: string, description: string, highPrice: number): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    offers: { '@type': 'AggregateOffer', lowPrice: PRICE_RANGE.low, highPrice, priceCurrency: PRICE_RANGE.currency },
  }
}

export function articleJsonLd(input: {
  title: string
  description: string
  path: string
  image: string
  datePublished: string
  dateModified?: string | null
  authorName: string
  section: string
  brand: string
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    image: absoluteUrl(input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    author: { '@type': 'Person', name: input.authorName },
    publisher: { '@type': 'Organization', name: input.brand },
    articleSection: input.section,
    mainEntityOfPage: absoluteUrl(input.path),
    inLanguage: 'en-GB',
  }
}
