import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PostArticle } from '@/components/blog/PostArticle'
import { postJsonLd, postMetadata } from '@/lib/seo/post'
import { JsonLd } from '@/components/JsonLd'
import { POST_NOT_FOUND_PARAM } from '@/lib/site/blog'
import { postForPage } from '@/lib/data/drafts'
import { getPostSummaries, pickRelatedPosts } from '@/lib/data/posts'
import { getShellData } from '@/lib/data/shell'
import { siteJsonLd } from '@/lib/seo/metadata'
import { BLOG_PATH } from '@/lib/routes'

export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const posts = await getPostSummaries()
  return posts.map((post) => ({ slug: post.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [shell, post] = await Promise.all([getShellData(), postForPage(slug)])
  return post ? postMetadata(post, shell.brand) : { robots: { index: false } }
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const [shell, post, posts] = await Promise.all([getShellData(), postForPage(slug), getPostSummaries()])
  // The blog list shows the 'Blog post not found' toast and drops the parameter.
  if (!post) redirect(`${BLOG_PATH}?${POST_NOT_FOUND_PARAM}=1`)
  return (
    <>
      <JsonLd data={siteJsonLd(shell, postJsonLd(post, shell.brand))} />
      <PostArticle post={post} related={pickRelatedPosts(posts, post)} />
    </>
  )
}
