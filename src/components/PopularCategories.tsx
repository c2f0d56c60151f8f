import type { Category } from '@payload-types'
import Link from 'next/link'

import { categoryHref, POPULAR_CATEGORY_SLUGS } from '@/lib/suppliers/listing'
import { capitalise } from '@/lib/text'

/** 'Popular Categories in {city}': the five material links of a city page. */
export function PopularCategories({
  city,
  categories,
}: {
  city: string
  categories: Pick<Category, 'slug' | 'name'>[]
}) {
  return (
    <section aria-labelledby="popular-categories-heading" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="popular-categories-heading" className="text-2xl font-bold text-brand-900">
          {`Popular Categories in ${city}`}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {POPULAR_CATEGORY_SLUGS.map((slug) => (
            <li key={slug}>
              <Link
                href={categoryHref(slug, city)}
                className="inline-flex rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {categories.find((c) => c.slug === slug)?.name ?? capitalise(slug)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
