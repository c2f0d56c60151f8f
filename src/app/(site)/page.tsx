import type { Metadata } from 'next'
import Link from 'next/link'

import { AboutBlock } from '@/components/AboutBlock'
import { CategoryGrid } from '@/components/CategoryGrid'
import { EnquirySection } from '@/components/EnquirySection'
import { CoverImage } from '@/components/SiteImage'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { SupplierGrid } from '@/components/SupplierGrid'
import { imageSrc } from '@/lib/site/media'
import { getShellData } from '@/lib/data/shell'
import { homeForPage } from '@/lib/data/drafts'
import type { Home } from '@payload-types'
import { getFeaturedSuppliers } from '@/lib/data/suppliers'
import { getCategories } from '@/lib/data/taxonomy'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { SUPPLIERS_PATH } from '@/lib/routes'

export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [home, shell] = await Promise.all([homeForPage(), getShellData()])
  return pageMetadata({
    title: home.metaTitle,
    description: home.metaDescription,
    path: '/',
    brand: shell.brand,
    image: imageSrc(home.hero.image, home.hero.imageUrl),
  })
}

type ResourceBlock = NonNullable<Home['resources']>[number]

function Resource({ block, mirrored }: { block: ResourceBlock; mirrored: boolean }) {
  return (
    <article
      className={`flex flex-col items-center gap-10 md:flex-row ${mirrored ? 'md:flex-row-reverse' : ''}`}
      data-testid="resource-block"
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-gray-100 md:w-1/2">
        <CoverImage src={imageSrc(block.image, block.imageUrl)} alt="" sizes="(min-width: 768px) 50vw, 100vw" />
      </div>
      <div className="md:w-1/2">
        <h3 className="text-2xl font-semibold text-brand-900">{block.title}</h3>
        <p className="mt-4 leading-7 text-gray-700">{block.body}</p>
        {block.points && block.points.length > 0 ? (
          <ul className="mt-4 space-y-2">
            {block.points.map((point) => (
              <li key={point} className="flex gap-2 text-gray-700">
                <span aria-hidden="true" className="text-brand-600">
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}

export default async function HomePage() {
  const [home, featured, categories, shell] = await Promise.all([
    homeForPage(),
    getFeaturedSuppliers(),
    getCategories(),
    getShellData(),
  ])
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero
        title={home.hero.title}
        subtitle={home.hero.subtitle}
        image={imageSrc(home.hero.image, home.hero.imageUrl, '/images/hero-home.webp')}
        cta={{ label: 'Find Suppliers Now', href: SUPPLIERS_PATH }}
        priority
      />

      <section aria-labelledby="featured-heading" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="featured-heading" className="text-3xl font-bold text-brand-900">
            Featured Eco-Suppliers
          </h2>
          {home.featuredIntro ? <p className="mt-3 max-w-3xl text-lg text-gray-700">{home.featuredIntro}</p> : null}
          <div className="mt-10" data-testid="featured-suppliers">
            <SupplierGrid suppliers={featured} />
          </div>
          <div className="mt-10 text-center">
            <Link
              href={SUPPLIERS_PATH}
              className="inline-flex rounded-md border-2 border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              View more UK suppliers
            </Link>
          </div>
        </div>
      </section>

      <div className="bg-brand-50/50">
        <CategoryGrid categories={categories} />
      </div>

      {home.resources && home.resources.length > 0 ? (
        <section aria-labelledby="resources-heading" className="py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="resources-heading" className="text-3xl font-bold text-brand-900">
              Sustainable Building Resources
            </h2>
            <div className="mt-10 space-y-16">
              {home.resources.map((block, index) => (
                <Resource key={block.id ?? block.title} block={block} mirrored={index % 2 === 1} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <EnquirySection />
      <AboutBlock />

      <p className="pb-10 text-center text-sm text-gray-600">
        We only use your details to put you in touch with suppliers. Read our{' '}
        <Link href="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
          privacy policy
        </Link>
        .
      </p>
    </>
  )
}
