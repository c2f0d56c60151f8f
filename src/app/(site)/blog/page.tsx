import type { Metadata } from 'next'

import { BlogArticles } from '@/components/blog/BlogArticles'
import { FeaturedBanner } from '@/components/blog/FeaturedBanner'
import { NewsletterBox } from '@/components/blog/NewsletterBox'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { getPostSummaries, pickFeaturedPost } from '@/lib/data/posts'
import { getShellData } from '@/lib/data/shell'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { BLOG_PATH } from '@/lib/routes'
import { BLOG_DESCRIPTION, BLOG_HERO_IMAGE, BLOG_TITLE } from '@/lib/site/blog'

export const revalidate = 300

const TITLE = BLOG_TITLE
const DESCRIPTION = BLOG_DESCRIPTION
const HERO_IMAGE = BLOG_HERO_IMAGE

export async function generateMetadata(): Promise<Metadata> {
  const shell = await getShellData()
  return pageMetadata({
    title: TITLE,
    description: DESCRIPTION,
    path: BLOG_PATH,
    brand: shell.brand,
    image: HERO_IMAGE,
  })
}

export default async function BlogPage() {
  const [shell, posts] = await Promise.all([getShellData(), getPostSummaries()])
  const featured = pickFeaturedPost(posts)
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero title={TITLE} subtitle={DESCRIPTION} image={HERO_IMAGE} priority />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {featured ? <FeaturedBanner post={featured} /> : null}
        {/* Chips come from the published posts' categories, so a category without one shows none. */}
        <BlogArticles posts={posts} selected={null} />
        <NewsletterBox />
      </div>
    </>
  )
}
