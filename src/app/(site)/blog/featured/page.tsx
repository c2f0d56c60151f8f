import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PostArticle } from '@/components/blog/PostArticle'
import { postJsonLd, postMetadata } from '@/lib/seo/post'
import { JsonLd } from '@/components/JsonLd'
import { POST_NOT_FOUND_PARAM } from '@/lib/site/blog'
import { getPostBySlug, getPostSummaries, pickFeaturedPost, pickRelatedPosts } from '@/lib/data/posts'
import { getShellData } from '@/lib/data/shell'
import { siteJsonLd } from '@/lib/seo/metadata'
import { BLOG_PATH } from '@/lib/routes'

export const revalidate = 300

/** The post marked featured (else the newest) with its full content. */
async function loadFeatured() {
  const posts = await getPostSummaries()
  const featured = pickFeaturedPost(posts)
  const post = featured ? await getPostBySlug(featured.slug) : null
  return { posts, post }
}

export async function generateMetadata(): Promise<Metadata> {
  const [shell, { post }] = await Promise.all([getShellData(), loadFeatured()])
  // Same content as the post's own page, so that page is the canonical one.
  return post ? postMetadata(post, shell.brand) : { robots: { index: false } }
}

export default async function FeaturedPostPage() {
  const [shell, { posts, post }] = await Promise.all([getShellData(), loadFeatured()])
  if (!post) redirect(`${BLOG_PATH}?${POST_NOT_FOUND_PARAM}=1`)
  return (
    <>
      <JsonLd data={siteJsonLd(shell, postJsonLd(post, shell.brand))} />
      <PostArticle post={post} related={pickRelatedPosts(posts, post)} />
    </>
  )
}
