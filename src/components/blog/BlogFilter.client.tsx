'use client'

import { Suspense, useCallback, useState, type ReactNode } from 'react'

import { BlogQuery } from '@/components/blog/BlogQuery.client'
import { articleCountText, BLOG_CATEGORY_PARAM, filterPostsByCategory } from '@/lib/site/blog'

export type BlogFilterItem = { id: string; category: string; card: ReactNode }

const chipClass = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors ${
    active
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-gray-700 ring-gray-300 hover:bg-brand-50 hover:text-brand-900'
  }`

/** Category chips over the server-rendered post cards; the choice is kept in ?category=. */
export function BlogFilter({ categories, items }: { categories: string[]; items: BlogFilterItem[] }) {
  const [category, setCategory] = useState<string | null>(null)
  const followQuery = useCallback((next: string | null) => setCategory(next), [])
  const shown = filterPostsByCategory(items, category)

  function choose(next: string | null) {
    setCategory(next)
    const url = new URL(window.location.href)
    if (next) url.searchParams.set(BLOG_CATEGORY_PARAM, next)
    else url.searchParams.delete(BLOG_CATEGORY_PARAM)
    window.history.replaceState(null, '', `${url.pathname}${url.search}`)
  }

  return (
    <div>
      <Suspense fallback={null}>
        <BlogQuery categories={categories} onCategory={followQuery} />
      </Suspense>
      <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={category === null}
          onClick={() => choose(null)}
          className={chipClass(category === null)}
        >
          All Categories
        </button>
        {categories.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            onClick={() => choose(name)}
            className={chipClass(category === name)}
          >
            {name}
          </button>
        ))}
      </div>
      <p aria-live="polite" data-testid="article-count" className="mt-6 text-sm text-gray-600">
        {articleCountText(shown.length, items.length)}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
    </div>
  )
}
