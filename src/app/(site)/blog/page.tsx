import type { Metadata } from 'next'

import { BlogCard } from '@/components/blog/BlogCard'
import { BlogFilter } from '@/components/blog/BlogFilter.client'
import { FeaturedBanner } from '@/components/blog/FeaturedBanner'
import { NewsletterBox } from '@/components/blog/NewsletterBox'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { blogCategories, postCategoryName } from '@/lib/site/blog'
import { getPostSummaries, pickFeaturedPost } from '@/lib/data/posts'
import { getShellData } from '@/lib/data/shell'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { BLOG_PATH } from '@/lib/routes'

export const revalidate = 300

const TITLE = 'The Sustainable Builder Blog'
const DESCRIPTION =
  'Practical guides to sustainable building in the UK: eco-friendly materials, energy efficiency, water management and renewable energy.'
const HERO_IMAGE = '/images/hero-blog.webp'

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
  // Chips come from the published posts' categories, so a category without one shows none.
  const items = posts.map((post) => ({
    id: String(post.id),
    category: postCategoryName(post.category),
    card: <BlogCard post={post} />,
  }))
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero title={TITLE} subtitle={DESCRIPTION} image={HERO_IMAGE} priority />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        {featured ? <FeaturedBanner post={featured} /> : null}
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="mb-6 text-3xl font-bold text-brand-900">
            Latest Articles
          </h2>
          <BlogFilter categories={blogCategories(items)} items={items} />
        </section>
        <NewsletterBox />
      </div>
    </>
  )
}
