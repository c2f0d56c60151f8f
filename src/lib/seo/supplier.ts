import type { Metadata } from 'next'

import type { SupplierProfile } from '@/lib/data/supplier-profile'
import { reviewsJsonLd, type JsonLdReview } from '@/lib/reviews/public'
import type { RatingSummary } from '@/lib/reviews/rules'
import { profilePath } from '@/lib/routes'
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata'
import { applySeoFields, supplierSeoDefaults } from '@/lib/seo/fields'

/** The cities a supplier serves: its own first, then its service areas, each once. */
export function servedCities(profile: Pick<SupplierProfile, 'location' | 'serviceAreas'>): string[] {
  const seen = new Set<string>()
  return [profile.location, ...profile.serviceAreas].filter((city) => {
    const key = city.trim().toLowerCase()
    if (!key || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A profile's metadata: its SEO fields where set, else name, category, city and the start of its description. */
export function supplierMetadata(profile: SupplierProfile, brand: string): Metadata {
  const defaults = supplierSeoDefaults({ ...profile, categoryName: profile.category?.name })
  return pageMetadata(
    applySeoFields({ ...defaults, path: profilePath(profile.slug), brand, image: profile.imageUrl }, profile.meta),
  )
}

/**
 * schema.org LocalBusiness: name, description, locality, the cities served, the profile address, e-mail and website;
 * with published reviews, their AggregateRating and the Review items shown on the page.
 */
export function localBusinessJsonLd(
  profile: SupplierProfile,
  reviews?: { summary: RatingSummary; reviews: readonly JsonLdReview[] } | null,
): Record<string, unknown> {
  const url = absoluteUrl(profilePath(profile.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: profile.name,
    description: profile.description,
    url,
    image: absoluteUrl(profile.imageUrl),
    address: { '@type': 'PostalAddress', addressLocality: profile.location, addressCountry: 'GB' },
    areaServed: servedCities(profile).map((name) => ({ '@type': 'City', name })),
    ...(profile.contactEmail ? { email: profile.contactEmail } : {}),
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    ...(reviews ? reviewsJsonLd(reviews.summary, reviews.reviews) : {}),
  }
}
