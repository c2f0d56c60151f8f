// Blog list rules shared by the server pages and the client filter (no CMS access here).

/** A post's blog category as read: populated (depth 1), an id (depth 0) or missing. */
export type PostCategoryRef = number | { id: number; name: string } | null | undefined

/** The category's name as visitors see it on chips and cards ('' when not populated). */
export function postCategoryName(category: PostCategoryRef): string {
  return typeof category === 'object' && category ? category.name.trim() : ''
}

/** The category's id, populated or not. */
export function postCategoryId(category: PostCategoryRef): number | null {
  if (typeof category === 'number') return category
  return category ? category.id : null
}

/** Query parameter the post page adds when it redirects an unknown slug to /blog. */
export const POST_NOT_FOUND_PARAM = 'notFound'
/** Query parameter reflecting the blog filter. */
export const BLOG_CATEGORY_PARAM = 'category'

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

/** The chosen category when it is one of the list's, else none (all). */
export function selectedCategory(value: string | null | undefined, categories: readonly string[]): string | null {
  return value && categories.includes(value) ? value : null
}

export function articleCountText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} articles`
}
