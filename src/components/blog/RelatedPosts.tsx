import { BlogCard, type BlogCardPost } from '@/components/blog/BlogCard'
import { truncate } from '@/lib/text'

export const RELATED_EXCERPT_MAX = 100

/** Up to two other posts of the same category, their excerpts cut to 100 characters plus '...'. */
export function RelatedPosts({ posts }: { posts: (BlogCardPost & { id: number })[] }) {
  if (posts.length === 0) return null
  return (
    <section
      aria-labelledby="related-posts-heading"
      data-testid="related-posts"
      className="mt-16 border-t border-gray-200 pt-12"
    >
      <h2 id="related-posts-heading" className="text-2xl font-bold text-brand-900">
        Related Articles
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} excerpt={truncate(post.excerpt, RELATED_EXCERPT_MAX)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
