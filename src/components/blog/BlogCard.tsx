import Link from 'next/link'

import { postPath } from '@/lib/routes'
import type { PostSummary } from '@/lib/data/posts'
import { postCategoryName } from '@/lib/site/blog'
import { PostDate, PostImage } from '@/components/blog/PostParts'

export type BlogCardPost = Pick<
  PostSummary,
  'title' | 'slug' | 'excerpt' | 'publishedAt' | 'author' | 'category' | 'image' | 'imageUrl'
>

export type BlogCardProps = {
  post: BlogCardPost
  excerpt?: string
  /** Clamp the excerpt to three lines (an ellipsis and nothing below it). */
  clampExcerpt?: boolean
}

/** A post card (blog grid, related posts and articles): image, category, title, excerpt, author and date. */
export function BlogCard({ post, excerpt = post.excerpt, clampExcerpt = false }: BlogCardProps) {
  return (
    <article
      data-testid="blog-card"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-[16/9] w-full bg-gray-100">
        <PostImage post={post} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {postCategoryName(post.category)}
        </p>
        <h3 className="mt-2 text-lg font-semibold text-gray-900">
          <Link href={postPath(post.slug)} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h3>
        {/* The clamped paragraph must not grow (flex-1 would show the lines below the ellipsis); the wrapper takes the space. */}
        <div className="mt-2 flex-1">
          <p
            data-testid="blog-card-excerpt"
            className={`text-sm leading-6 text-gray-700${clampExcerpt ? ' line-clamp-3' : ''}`}
          >
            {excerpt}
          </p>
        </div>
        <p className="mt-4 text-xs text-gray-500">
          {post.author} · <PostDate publishedAt={post.publishedAt} />
        </p>
      </div>
    </article>
  )
}
