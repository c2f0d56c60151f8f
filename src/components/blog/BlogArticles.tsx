import Link from 'next/link'
import { Suspense } from 'react'

import { BlogCard } from '@/components/blog/BlogCard'
import { BlogQuery } from '@/components/blog/BlogQuery.client'
import type { PostSummary } from '@/lib/data/posts'
import { BLOG_PATH, blogCategoryPath } from '@/lib/routes'
import { articleCountText, blogCategoryChips, postCategorySlug } from '@/lib/site/blog'

/** The chips link to the section, so the filtered list opens where the visitor was reading. */
export const ARTICLES_ID = 'articles'

const chipClass = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors ${
    active
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-gray-700 ring-gray-300 hover:bg-brand-50 hover:text-brand-900'
  }`

/**
 * 'Latest Articles': the category chips, 'Showing N of M articles' and the cards, all rendered on the server. Each
 * chip is a link to its category's own page (/blog/category/<slug>, cached like /blog), so a shared link and a
 * visitor without JavaScript get the filtered list. `selected` is the category slug shown, or null for all.
 */
export function BlogArticles({ posts, selected }: { posts: PostSummary[]; selected: string | null }) {
  const chips = blogCategoryChips(posts)
  const shown = selected === null ? posts : posts.filter((post) => postCategorySlug(post.category) === selected)
  const chip = (label: string, href: string, active: boolean) => (
    <li key={href}>
      <Link
        href={`${href}#${ARTICLES_ID}`}
        aria-current={active ? 'page' : undefined}
        scroll={false}
        className={`inline-block ${chipClass(active)}`}
      >
        {label}
      </Link>
    </li>
  )
  return (
    <section id={ARTICLES_ID} aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="mb-6 text-3xl font-bold text-brand-900">
        Latest Articles
      </h2>
      <Suspense fallback={null}>
        <BlogQuery />
      </Suspense>
      <nav aria-label="Filter articles by category">
        <ul className="flex flex-wrap gap-2">
          {chip('All Categories', BLOG_PATH, selected === null)}
          {chips.map((c) => chip(c.name, blogCategoryPath(c.slug), selected === c.slug))}
        </ul>
      </nav>
      <p data-testid="article-count" className="mt-6 text-sm text-gray-600">
        {articleCountText(shown.length, posts.length)}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
