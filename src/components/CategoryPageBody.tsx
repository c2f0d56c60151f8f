import { Suspense } from 'react'

import { AboutBlock } from '@/components/AboutBlock'
import { CategorySuppliers } from '@/components/CategorySuppliers'
import { EnquirySection } from '@/components/EnquirySection'
import { Hero } from '@/components/Hero'
import { CategoryMaterials } from '@/components/materials/CategoryMaterials'
import { RelatedArticles } from '@/components/RelatedArticles'
import { SupplierGridSkeleton } from '@/components/SupplierGridSkeleton'
import { imageSrc } from '@/lib/site/media'
import type { CategoryView } from '@/lib/data/pages'
import { readOr } from '@/lib/platform/offline'
import { getPostSummaries, pickPostsForCategory } from '@/lib/data/posts'

/** Everything below the JSON-LD on /category/{slug} and /{city}/category/{slug}. */
export async function CategoryPageBody({ category, city }: { category: CategoryView; city?: string }) {
  const posts = await readOr('posts', getPostSummaries, [])
  const related = pickPostsForCategory(posts, category.id)
  const where = city ? ` in ${city}` : ''
  return (
    <>
      <Hero
        title={city ? `${category.name} in ${city}` : category.name}
        subtitle={category.heroSubtitle || category.description}
        image={imageSrc(category.image, category.imageUrl)}
        cta={{ label: 'Get Free Quotes', href: '#enquiry' }}
        secondaryCta={{ label: 'View Suppliers', href: '#suppliers' }}
        priority
      />

      {category.about || category.description ? (
        <section aria-labelledby="category-about-heading" className="py-12">
          <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
            <h2 id="category-about-heading" className="text-3xl font-bold text-brand-900">
              {`About ${category.name}`}
            </h2>
            {(category.about || category.description).split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-8 text-gray-700">
                {paragraph}
              </p>
            ))}
          </div>
        </section>
      ) : null}

      <section id="suppliers" aria-labelledby="category-suppliers-heading" className="py-12">
        <div className="mx-auto max-w-7xl space-y-8 px-4 sm:px-6 lg:px-8">
          <h2 id="category-suppliers-heading" className="text-3xl font-bold text-brand-900">
            {`${category.name} Suppliers${where}`}
          </h2>
          {/* Streams in on a first, uncached render; prerendered pages arrive complete. */}
          <Suspense fallback={<SupplierGridSkeleton />}>
            <CategorySuppliers category={category} city={city} />
          </Suspense>
        </div>
      </section>

      {category.id ? (
        <CategoryMaterials category={{ id: category.id, name: category.name, slug: category.slug }} />
      ) : null}

      <EnquirySection city={city} category={category.id ? { id: category.id, name: category.name } : undefined} />
      <RelatedArticles posts={related} />
      <AboutBlock />
    </>
  )
}
