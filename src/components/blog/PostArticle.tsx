import type { Post } from '@payload-types'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import Link from 'next/link'

import { AuthorAvatar } from '@/components/blog/AuthorAvatar'
import { RelatedPosts } from '@/components/blog/RelatedPosts'
import { RichTextBody } from '@/components/blog/RichTextBody'
import { ShareButtons } from '@/components/blog/ShareButtons'
import type { PostSummary } from '@/lib/data/posts'
import { postCategoryName } from '@/lib/site/blog'
import { BLOG_PATH } from '@/lib/routes'
import { PostDate, PostImage } from '@/components/blog/PostParts'

/** A blog post: back link, category, title, author and date, image, body, share buttons and related posts. */
export function PostArticle({ post, related }: { post: Post; related: PostSummary[] }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
      <Link
        href={BLOG_PATH}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to Blog
      </Link>
      <header className="mt-6">
        <p>
          <span
            data-testid="post-category"
            className="inline-block rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900"
          >
            {postCategoryName(post.category)}
          </span>
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{post.title}</h1>
        <div className="mt-6 flex items-center gap-4">
          <AuthorAvatar name={post.author} avatar={post.authorAvatar} />
          <div>
            <p className="font-semibold text-gray-900">{post.author}</p>
            <p className="text-sm text-gray-600">
              <PostDate publishedAt={post.publishedAt} />
            </p>
          </div>
        </div>
      </header>
      <div className="relative mt-8 aspect-[16/9] w-full overflow-hidden rounded-2xl bg-gray-100">
        <PostImage post={post} alt={post.title} sizes="(min-width: 896px) 896px, 100vw" eager />
      </div>
      <div className="mt-10">
        <RichTextBody data={post.content as SerializedEditorState} />
      </div>
      <div className="mt-12 border-t border-gray-200 pt-6">
        <ShareButtons />
      </div>
      <RelatedPosts posts={related} />
    </article>
  )
}
