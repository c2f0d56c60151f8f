import type { Metadata } from 'next'

import type { PublicProduct } from '@/lib/data/products'
import { GWP_MODULES } from '@/lib/materials/epd'
import { perDeclaredUnit } from '@/lib/materials/format'
import { productPath, profilePath } from '@/lib/routes'
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata'

/** What a product page is about, for its description (search results and sharing). */
export function productDescription(product: PublicProduct): string {
  const epd = product.epd
  const figure = epd ? ` GWP A1–A3 ${epd.gwp.a1a3} ${perDeclaredUnit(epd.declaredUnit)}.` : ''
  const text = product.description?.trim() || `${product.name} from ${product.supplier.name}.`
  return `${text}${figure}`.slice(0, 300)
}

/** A product page's metadata (title, description, canonical: the product's own address). */
export function productPageMetadata(product: PublicProduct, brand: string): Metadata {
  return pageMetadata({
    title: `${product.name} by ${product.supplier.name}`,
    description: productDescription(product),
    path: productPath(product.slug),
    brand,
  })
}

/**
 * schema.org Product: the product, its supplier as the brand's seller, and its EPD's GWP figures as properties with
 * their unit (per declared unit), linking the EPD document.
 */
export function productJsonLd(product: PublicProduct): Record<string, unknown> {
  const epd = product.epd
  const properties = epd
    ? [
        ...GWP_MODULES.flatMap((m) => {
          const value = epd.gwp[m.key]
          return value === null
            ? []
            : [
                {
                  '@type': 'PropertyValue',
                  name: `GWP-total ${m.label}`,
                  value,
                  unitText: perDeclaredUnit(epd.declaredUnit),
                },
              ]
        }),
        { '@type': 'PropertyValue', name: 'EPD valid until', value: epd.validUntil },
        ...(epd.registrationNumber
          ? [{ '@type': 'PropertyValue', name: 'EPD registration number', value: epd.registrationNumber }]
          : []),
      ]
    : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: productDescription(product),
    url: absoluteUrl(productPath(product.slug)),
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.materialType ? { material: product.materialType.name } : {}),
    brand: {
      '@type': 'Organization',
      name: product.supplier.name,
      url: absoluteUrl(profilePath(product.supplier.slug)),
    },
    ...(properties.length ? { additionalProperty: properties } : {}),
    ...(product.documentHref
      ? { subjectOf: { '@type': 'DigitalDocument', name: 'EPD document', url: absoluteUrl(product.documentHref) } }
      : {}),
  }
}
