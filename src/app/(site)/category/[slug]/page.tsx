import type { Metadata } from 'next'

import { CategoryNotFound } from '@/components/CategoryNotFound'
import { CategoryPageBody } from '@/components/CategoryPageBody'
import { JsonLd } from '@/components/JsonLd'
import { NotFoundResponse } from '@/components/NotFoundResponse'
import { imageSrc } from '@/lib/site/media'
import { categoryForPage } from '@/lib/data/drafts'
import { getShellData } from '@/lib/data/shell'
import { getCategories } from '@/lib/data/taxonomy'
import { categoryPath } from '@/lib/routes'
import { pageMetadata, PRICE_RANGE, productOffersJsonLd, siteJsonLd } from '@/lib/seo/metadata'
import { applySeoFields, categorySeoDefaults } from '@/lib/seo/fields'

export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getCategories()).map((c) => ({ slug: c.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [{ value: category }, shell] = await Promise.all([categoryForPage(slug), getShellData()])
  if (!category)
    return { title: { absolute: `Category Not Found | ${shell.brand}` }, robots: { index: false, follow: true } }
  return pageMetadata(
    applySeoFields(
      {
        ...categorySeoDefaults(category, shell.defaultDescription),
        // An alias (sustainable-roofing) shows the same page as its category: one canonical address.
        path: categoryPath(category.slug),
        brand: shell.brand,
        image: imageSrc(category.image, category.imageUrl),
      },
      category.meta,
    ),
  )
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params
  const [{ value: category }, shell] = await Promise.all([categoryForPage(slug), getShellData()])
  if (!category) {
    return (
      <NotFoundResponse>
        <CategoryNotFound />
      </NotFoundResponse>
    )
  }
  return (
    <>
      <JsonLd
        data={siteJsonLd(
          shell,
          productOffersJsonLd(
            `${category.name} from UK suppliers`,
            category.description || shell.defaultDescription,
            PRICE_RANGE.categoryHigh,
          ),
        )}
      />
      <CategoryPageBody category={category} />
    </>
  )
}
