import type { Metadata } from 'next'

import { BlogArticles } from '@/components/blog/BlogArticles'
import { FeaturedBanner } from '@/components/blog/FeaturedBanner'
import { NewsletterBox } from '@/components/blog/NewsletterBox'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { NotFoundContent } from '@/components/NotFoundContent'
import { NotFoundResponse } from '@/components/NotFoundResponse'
import { getPostSummaries, pickFeaturedPost } from '@/lib/data/posts'
import { getShellData } from '@/lib/data/shell'
import { blogCategoryPath } from '@/lib/routes'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { BLOG_DESCRIPTION, BLOG_HERO_IMAGE, BLOG_TITLE, blogCategoryChips } from '@/lib/site/blog'

// Cached like /blog: prerendered for each category with a published post, revalidated by the posts' tags.
export const revalidate = 300

type Props = { params: Promise<{ category: string }> }

export async function generateStaticParams(): Promise<{ category: string }[]> {
  return blogCategoryChips(await getPostSummaries()).map((chip) => ({ category: chip.slug }))
}

async function chipOf(slug: string) {
  const posts = await getPostSummaries()
  return { posts, chip: blogCategoryChips(posts).find((c) => c.slug === slug) ?? null }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params
  const [shell, { chip }] = await Promise.all([getShellData(), chipOf(category)])
  if (!chip) return { title: { absolute: `Page Not Found | ${shell.brand}` }, robots: { index: false, follow: true } }
  return pageMetadata({
    title: `${chip.name} | ${BLOG_TITLE}`,
    description: `${chip.name} articles from ${BLOG_TITLE}. ${BLOG_DESCRIPTION}`,
    path: blogCategoryPath(chip.slug),
    brand: shell.brand,
    image: BLOG_HERO_IMAGE,
  })
}

/** The blog list filtered to one category (the chips' links); a category with no published post answers 404. */
export default async function BlogCategoryPage({ params }: Props) {
  const { category } = await params
  const [shell, { posts, chip }] = await Promise.all([getShellData(), chipOf(category)])
  if (!chip)
    return (
      <NotFoundResponse>
        <NotFoundContent />
      </NotFoundResponse>
    )
  const featured = pickFeaturedPost(posts)
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero title={BLOG_TITLE} subtitle={BLOG_DESCRIPTION} image={BLOG_HERO_IMAGE} priority />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {featured ? <FeaturedBanner post={featured} /> : null}
        <BlogArticles posts={posts} selected={chip.slug} />
        <NewsletterBox />
      </div>
    </>
  )
}
