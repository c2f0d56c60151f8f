import type { Metadata } from 'next'

import type { SupplierProfile } from '@/lib/data/supplier-profile'
import { profilePath } from '@/lib/routes'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { truncate } from '@/lib/text'

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

const DESCRIPTION_LENGTH = 155

export function supplierMetadata(profile: SupplierProfile, brand: string): Metadata {
  const kind = profile.category ? `${profile.category.name} supplier` : 'Sustainable building supplier'
  return pageMetadata({
    title: `${profile.name}: ${kind} in ${profile.location}`,
    description: truncate(profile.description, DESCRIPTION_LENGTH),
    path: profilePath(profile.slug),
    brand,
    image: profile.imageUrl,
  })
}

/** schema.org LocalBusiness: name, description, locality, the cities served, the profile address, e-mail and website. */
export function localBusinessJsonLd(profile: SupplierProfile): Record<string, unknown> {
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
  }
}
