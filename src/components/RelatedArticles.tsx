import { BlogCard, type BlogCardPost } from '@/components/blog/BlogCard'

export type RelatedArticlesProps = {
  posts: (BlogCardPost & { id: number })[]
  title?: string
}

/** Blog post cards (three on the category pages), each linking to its post, excerpts clamped to three lines. */
export function RelatedArticles({ posts, title = 'Related Articles' }: RelatedArticlesProps) {
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="related-articles-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="related-articles-heading" className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} data-testid="related-article">
              <BlogCard post={post} clampExcerpt />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
