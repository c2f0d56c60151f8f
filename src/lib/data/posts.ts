import type { Post } from '@payload-types'

import { postCategoryId, type PostCategoryRef } from '@/lib/site/blog'
import { collectionTag } from '@/lib/platform/cache-tags'
import { cachedQuery } from '@/lib/data/cached'
import { getPayloadClient } from '@/lib/platform/payload'

// A renamed blog category changes every card and chip that shows it.
const POST_TAGS = [collectionTag('posts'), collectionTag('post-categories'), collectionTag('media')]

export type PostSummary = Pick<
  Post,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'publishedAt'
  | 'author'
  | 'authorAvatar'
  | 'category'
  | 'image'
  | 'imageUrl'
  | 'featured'
  | 'materialCategories'
>

const summarySelect = {
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  author: true,
  authorAvatar: true,
  category: true,
  image: true,
  imageUrl: true,
  featured: true,
  materialCategories: true,
} as const

/** Every published post, newest first (without bodies). */
export const getPostSummaries = cachedQuery('post-summaries', POST_TAGS, async (): Promise<PostSummary[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-publishedAt',
    depth: 1,
    limit: 200,
    pagination: false,
    overrideAccess: false,
    select: summarySelect,
    populate: { 'post-categories': { name: true, slug: true } },
  })
  return docs as PostSummary[]
})

export const getPostBySlug = cachedQuery('post-by-slug', POST_TAGS, async (slug: string): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
    populate: { 'post-categories': { name: true, slug: true } },
  })
  return docs[0] ?? null
})

/** The post marked featured, else the newest. */
export function pickFeaturedPost<T extends Pick<Post, 'featured'>>(posts: T[]): T | null {
  return posts.find((p) => p.featured) ?? posts[0] ?? null
}

export const RELATED_POSTS_MAX = 2

/** Up to two other posts of the same blog category. */
export function pickRelatedPosts<T extends { id: number; category: PostCategoryRef }>(
  posts: T[],
  current: { id: number; category: PostCategoryRef },
): T[] {
  const category = postCategoryId(current.category)
  return posts
    .filter((p) => p.id !== current.id && category !== null && postCategoryId(p.category) === category)
    .slice(0, RELATED_POSTS_MAX)
}

/** Posts about a material category (three for the category pages), topped up with the newest. */
export function pickPostsForCategory<T extends Pick<Post, 'id' | 'materialCategories'>>(
  posts: T[],
  categoryId: number,
  count = 3,
): T[] {
  const relates = (p: T) => (p.materialCategories ?? []).some((c) => (typeof c === 'object' ? c.id : c) === categoryId)
  const chosen = posts.filter(relates)
  for (const p of posts) if (chosen.length < count && !chosen.includes(p)) chosen.push(p)
  return chosen.slice(0, count)
}
