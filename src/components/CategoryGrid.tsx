import type { Category } from '@payload-types'
import Link from 'next/link'

import { CoverImage } from '@/components/SiteImage'
import { imageSrc } from '@/lib/site/media'
import { categoryHref } from '@/lib/suppliers/listing'

export type CategoryGridProps = {
  categories: Category[]
  /** City name as displayed; the categories it has suppliers in then link to the city's category pages. */
  city?: string
  /** With a city: ids of the categories that have suppliers there; the others link to the UK-wide page and say so. */
  availableInCity?: ReadonlyArray<number>
}

/** Delay between the entrance animations of consecutive cards. */
export const CARD_STAGGER_MS = 100

export function CategoryGrid({ categories, city, availableInCity = [] }: CategoryGridProps) {
  const inCity = (category: Category) => Boolean(city) && availableInCity.includes(category.id)
  return (
    <section aria-labelledby="categories-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="categories-heading" className="text-3xl font-bold text-brand-900">
          Sustainable Building Materials{city ? ` in ${city}` : ''}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-gray-700">
          Explore our curated selection of eco-friendly building materials from vetted suppliers
          {city ? ` in ${city}` : ' across the UK'}
        </p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category, index) => (
            <li
              key={category.id}
              data-testid="category-card"
              // motion-safe: no animation at all (not even the delay) under prefers-reduced-motion.
              className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm motion-safe:animate-rise"
              style={{ animationDelay: `${index * CARD_STAGGER_MS}ms` }}
            >
              <div className="relative aspect-[16/10] w-full bg-gray-100">
                <CoverImage
                  src={imageSrc(category.image, category.imageUrl)}
                  alt={category.name}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h3 className="text-xl font-semibold text-gray-900">{category.name}</h3>
                <p className="mt-1 text-sm font-medium text-brand-700">
                  {inCity(category) ? `Available in ${city}` : 'UK-Wide Suppliers'}
                </p>
                {city && !inCity(category) ? (
                  <p className="mt-1 text-xs text-gray-600">{`No suppliers in ${city} yet: see our suppliers across the UK.`}</p>
                ) : null}
                <p className="mt-3 flex-1 text-sm leading-6 text-gray-700">{category.description}</p>
                <Link
                  href={categoryHref(category.slug, inCity(category) ? city : undefined)}
                  className="mt-4 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                >
                  Explore {category.name} Suppliers →
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
