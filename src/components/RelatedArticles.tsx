import Link from 'next/link'

import { SiteImage } from '@/components/SiteImage'
import { imageSrc } from '@/lib/media'
import type { PostSummary } from '@/lib/data/posts'
import { formatLongDate } from '@/lib/dates'

export type RelatedArticlesProps = {
  posts: Pick<PostSummary, 'id' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'category' | 'image' | 'imageUrl'>[]
  title?: string
}

/** Blog post cards (three on the category pages), each linking to its post. */
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
            <li key={post.id} data-testid="related-article" className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
              <div className="relative aspect-[16/9] w-full bg-gray-100">
                <SiteImage src={imageSrc(post.image, post.imageUrl)} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="object-cover" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category}</p>
                <h3 className="mt-2 text-lg font-semibold text-gray-900">
                  <Link href={`/blog/${post.slug}`} className="hover:text-brand-800 hover:underline">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-gray-700">{post.excerpt}</p>
                <p className="mt-4 text-xs text-gray-500">
                  <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
