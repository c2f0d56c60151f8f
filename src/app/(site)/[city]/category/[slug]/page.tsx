import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { CategoryPageBody } from '@/components/CategoryPageBody'
import { JsonLd } from '@/components/JsonLd'
import { NotFoundContent } from '@/components/NotFoundContent'
import { NotFoundResponse } from '@/components/NotFoundResponse'
import { imageSrc } from '@/lib/site/media'
import { resolveCategory, resolveCity } from '@/lib/data/pages'
import { getShellData } from '@/lib/data/shell'
import { categoryPath, cityPath } from '@/lib/routes'
import { breadcrumbFromHome, pageMetadata, PRICE_RANGE, productOffersJsonLd, siteJsonLd } from '@/lib/seo/metadata'
import { capitalise } from '@/lib/text'

export const revalidate = 300

type Props = { params: Promise<{ city: string; slug: string }> }

// Rendered on first request and then cached (ISR): 30 pages need not slow every build.
export function generateStaticParams(): { city: string; slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city: citySlug, slug } = await params
  const [{ value: city }, { value: category }, shell] = await Promise.all([
    resolveCity(citySlug),
    resolveCategory(slug),
    getShellData(),
  ])
  if (!city) return { title: { absolute: `Page Not Found | ${shell.brand}` }, robots: { index: false, follow: true } }
  if (!category) return {}
  const name = capitalise(citySlug)
  return pageMetadata({
    title: `${category.name} Suppliers in ${name}`,
    description: category.description || category.heroSubtitle || shell.defaultDescription,
    path: categoryPath(category.slug, city.slug),
    brand: shell.brand,
    image: imageSrc(category.image, category.imageUrl),
  })
}

export default async function CityCategoryPage({ params }: Props) {
  const { city: citySlug, slug } = await params
  const [{ value: city }, { value: category }, shell] = await Promise.all([
    resolveCity(citySlug),
    resolveCategory(slug),
    getShellData(),
  ])
  if (!city) {
    return (
      <NotFoundResponse>
        <NotFoundContent />
      </NotFoundResponse>
    )
  }
  if (!category) redirect(cityPath(city.slug))
  // The spec: the city is the first path segment, capitalised.
  const name = capitalise(citySlug)
  return (
    <>
      <JsonLd
        data={siteJsonLd(
          shell,
          breadcrumbFromHome({ name, path: cityPath(city.slug) }),
          productOffersJsonLd(
            `${category.name} in ${name}`,
            category.description || shell.defaultDescription,
            PRICE_RANGE.categoryHigh,
          ),
        )}
      />
      <CategoryPageBody category={category} city={name} />
    </>
  )
}
