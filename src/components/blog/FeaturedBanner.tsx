import Link from 'next/link'

import type { PostSummary } from '@/lib/data/posts'
import { postCategoryName } from '@/lib/site/blog'
import { FEATURED_POST_PATH } from '@/lib/routes'
import { PostDate, PostImage } from '@/components/blog/PostParts'

/** The featured article banner; 'Read Article' opens /blog/featured. */
export function FeaturedBanner({
  post,
}: {
  post: Pick<PostSummary, 'title' | 'excerpt' | 'publishedAt' | 'author' | 'category' | 'image' | 'imageUrl'>
}) {
  return (
    <section
      aria-labelledby="featured-heading"
      data-testid="featured-banner"
      className="overflow-hidden rounded-2xl bg-brand-900 text-white shadow-lg lg:grid lg:grid-cols-2"
    >
      <div className="relative aspect-[16/9] w-full lg:aspect-auto lg:min-h-80">
        <PostImage post={post} sizes="(min-width: 1024px) 50vw, 100vw" />
      </div>
      <div className="flex flex-col justify-center p-8 lg:p-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">
          Featured Article · {postCategoryName(post.category)}
        </p>
        <h2 id="featured-heading" className="mt-3 text-3xl font-bold">
          {post.title}
        </h2>
        <p className="mt-4 leading-7 text-brand-50">{post.excerpt}</p>
        <p className="mt-4 text-sm text-brand-100">
          {post.author} · <PostDate publishedAt={post.publishedAt} />
        </p>
        <Link
          href={FEATURED_POST_PATH}
          className="mt-8 inline-flex w-fit items-center rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Read Article
        </Link>
      </div>
    </section>
  )
}
