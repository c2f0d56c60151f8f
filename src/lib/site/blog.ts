// Blog list rules shared by the server pages and the proxy (no CMS access here).
import { blogCategoryPath } from '@/lib/routes'
import { slugify } from '@/lib/slug'

export const BLOG_TITLE = 'The Sustainable Builder Blog'
export const BLOG_DESCRIPTION =
  'Practical guides to sustainable building in the UK: eco-friendly materials, energy efficiency, water management and renewable energy.'
export const BLOG_HERO_IMAGE = '/images/hero-blog.webp'

/** A post's blog category as read: populated (depth 1), an id (depth 0) or missing. */
export type PostCategoryRef = number | { id: number; name: string; slug?: string | null } | null | undefined

/** The category's name as visitors see it on chips and cards ('' when not populated). */
export function postCategoryName(category: PostCategoryRef): string {
  return typeof category === 'object' && category ? category.name.trim() : ''
}

/** The category's slug, its filtered list's path segment ('' when not populated). */
export function postCategorySlug(category: PostCategoryRef): string {
  return typeof category === 'object' && category ? (category.slug ?? '').trim() : ''
}

/** The category's id, populated or not. */
export function postCategoryId(category: PostCategoryRef): number | null {
  if (typeof category === 'number') return category
  return category ? category.id : null
}

/** Query parameter the post page adds when it redirects an unknown slug to /blog. */
export const POST_NOT_FOUND_PARAM = 'notFound'
/** The blog filter's former query parameter (/blog?category=<name>), redirected to the category's own page. */
export const BLOG_CATEGORY_PARAM = 'category'

/**
 * Where a former filter link /blog?category=<name> (or <slug>) now lives: the category's own page, whose slug is
 * made from the name; null when the address has no category. An unknown category's page answers 404.
 */
export function blogCategoryRedirect(search: URLSearchParams): string | null {
  const value = search.get(BLOG_CATEGORY_PARAM)?.trim()
  if (value === undefined) return null
  const slug = slugify(value)
  return slug ? blogCategoryPath(slug) : null
}

export type BlogCategoryChip = { name: string; slug: string }

/** A chip per distinct category of the posts (each category once, in the order the posts list them: newest first). */
export function blogCategoryChips(posts: ReadonlyArray<{ category: PostCategoryRef }>): BlogCategoryChip[] {
  const chips = new Map<string, BlogCategoryChip>()
  for (const post of posts) {
    const name = postCategoryName(post.category)
    const slug = postCategorySlug(post.category)
    if (name && slug && !chips.has(slug)) chips.set(slug, { name, slug })
  }
  return [...chips.values()]
}

/** Each distinct post category once, in the order the posts list them (newest first). */
export function blogCategories(posts: ReadonlyArray<{ category: string }>): string[] {
  return [...new Set(posts.map((post) => post.category.trim()).filter((category) => category.length > 0))]
}

/** The posts of one category, or all of them when no category is chosen. */
export function filterPostsByCategory<T extends { category: string }>(
  posts: readonly T[],
  category: string | null,
): T[] {
  return category === null ? [...posts] : posts.filter((post) => post.category.trim() === category)
}

export function articleCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} articles`
}
