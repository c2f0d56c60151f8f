import type { Metadata } from 'next'
import Link from 'next/link'

import { AboutBlock } from '@/components/AboutBlock'
import { CategoryGrid } from '@/components/CategoryGrid'
import { DemoDataNotice } from '@/components/DemoDataNotice.client'
import { EnquirySection } from '@/components/EnquirySection'
import { FaqAccordion } from '@/components/FaqAccordion.client'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { NotFoundContent } from '@/components/NotFoundContent'
import { NotFoundResponse } from '@/components/NotFoundResponse'
import { PopularCategories } from '@/components/PopularCategories'
import { FeaturedRow } from '@/components/packages/FeaturedRow'
import { SupplierGrid } from '@/components/SupplierGrid'
import { imageSrc } from '@/lib/site/media'
import { cityForPage } from '@/lib/data/drafts'
import { categoriesOrNone, loadCitySuppliers } from '@/lib/data/pages'
import { getShellData } from '@/lib/data/shell'
import { getCategoryIdsInCity } from '@/lib/data/suppliers'
import { getCities, getFaqsForCity } from '@/lib/data/taxonomy'
import { readOr } from '@/lib/platform/offline'
import { cityPath, CONTACT_PATH } from '@/lib/routes'
import { breadcrumbFromHome, pageMetadata, PRICE_RANGE, productOffersJsonLd, siteJsonLd } from '@/lib/seo/metadata'
import { applySeoFields, citySeoDefaults } from '@/lib/seo/fields'
import { capitalise } from '@/lib/text'

export const revalidate = 300

type Props = { params: Promise<{ city: string }> }

export async function generateStaticParams(): Promise<{ city: string }[]> {
  return (await getCities()).map((c) => ({ city: c.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { city: slug } = await params
  const [{ value: city }, shell] = await Promise.all([cityForPage(slug), getShellData()])
  if (!city) return { title: { absolute: `Page Not Found | ${shell.brand}` }, robots: { index: false, follow: true } }
  return pageMetadata(
    applySeoFields(
      {
        ...citySeoDefaults(city),
        path: cityPath(city.slug),
        brand: shell.brand,
        image: imageSrc(city.hero.image, city.hero.imageUrl),
      },
      city.meta,
    ),
  )
}

function SuppliersComingSoon({ city }: { city: string }) {
  return (
    <div className="rounded-xl border border-dashed border-brand-600 bg-brand-50 p-10 text-center">
      <h3 className="text-2xl font-semibold text-brand-900">Suppliers Coming Soon</h3>
      <p className="mt-3 text-gray-700">{`We're currently adding ${city} suppliers to our database.`}</p>
      <Link
        href={CONTACT_PATH}
        className="mt-6 inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Contact Us to Recommend a Supplier
      </Link>
    </div>
  )
}

export default async function CityPage({ params }: Props) {
  const { city: slug } = await params
  const { value: city } = await cityForPage(slug)
  if (!city) {
    return (
      <NotFoundResponse>
        <NotFoundContent />
      </NotFoundResponse>
    )
  }
  // The spec: the city name shown is the first path segment, capitalised.
  const name = capitalise(slug)
  const [listing, categories, availableInCity, faqs, shell] = await Promise.all([
    loadCitySuppliers(city.name),
    categoriesOrNone(),
    readOr('categories in the city', () => getCategoryIdsInCity(city.name), []),
    readOr('city FAQs', () => getFaqsForCity(city.id), []),
    getShellData(),
  ])
  const description = city.meta?.description || city.hero.subtitle

  return (
    <>
      <JsonLd
        data={siteJsonLd(
          shell,
          breadcrumbFromHome({ name, path: cityPath(city.slug) }),
          productOffersJsonLd(`Sustainable building materials in ${name}`, description, PRICE_RANGE.cityHigh),
        )}
      />
      <Hero
        title={city.hero.title}
        subtitle={city.hero.subtitle}
        image={imageSrc(city.hero.image, city.hero.imageUrl)}
        cta={{ label: city.hero.ctaLabel, href: city.hero.ctaLink }}
        secondaryCta={{ label: `Find Suppliers in ${name}`, href: '#suppliers' }}
        priority
      />

      {city.intro ? (
        <section className="py-12">
          <p className="mx-auto max-w-4xl px-4 text-lg leading-8 text-gray-700 sm:px-6 lg:px-8">{city.intro}</p>
        </section>
      ) : null}

      <section id="suppliers" aria-labelledby="suppliers-heading" className="py-12">
        <div className="mx-auto max-w-7xl space-y-8 px-4 sm:px-6 lg:px-8">
          <h2 id="suppliers-heading" className="text-3xl font-bold text-brand-900">
            {`Top Eco-Suppliers in ${name}`}
          </h2>
          {listing.demo ? <DemoDataNotice city={name} /> : <FeaturedRow place={{ city: name }} />}
          {listing.suppliers.length > 0 ? (
            <SupplierGrid suppliers={listing.suppliers} city={name} />
          ) : (
            <SuppliersComingSoon city={name} />
          )}
        </div>
      </section>

      <div className="bg-brand-50/50">
        <CategoryGrid categories={categories} city={name} availableInCity={availableInCity} />
      </div>
      <PopularCategories city={name} categories={categories} />
      <FaqAccordion items={faqs} title={`Frequently Asked Questions about ${name}`} />
      <EnquirySection city={name} />
      <AboutBlock />
    </>
  )
}
