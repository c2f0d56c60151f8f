import Link from 'next/link'

import { SiteImage } from '@/components/SiteImage'
import { imageSrc } from '@/lib/media'
import { postPath } from '@/lib/routes'
import type { PostSummary } from '@/lib/data/posts'
import { formatLongDate } from '@/lib/dates'

export type BlogCardPost = Pick<PostSummary, 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'author' | 'category' | 'image' | 'imageUrl'>

/** A post in the blog grid: image, category, title, excerpt, author and date. */
export function BlogCard({ post, excerpt = post.excerpt }: { post: BlogCardPost; excerpt?: string }) {
  return (
    <article data-testid="blog-card" className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/9] w-full bg-gray-100">
        <SiteImage src={imageSrc(post.image, post.imageUrl)} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category}</p>
        <h3 className="mt-2 text-lg font-semibold text-gray-900">
          <Link href={postPath(post.slug)} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </h3>
        <p data-testid="blog-card-excerpt" className="mt-2 flex-1 text-sm leading-6 text-gray-700">
          {excerpt}
        </p>
        <p className="mt-4 text-xs text-gray-500">
          {post.author} · <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  )
}
