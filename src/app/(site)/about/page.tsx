import type { Metadata } from 'next'
import Link from 'next/link'

import { EnquirySection } from '@/components/EnquirySection'
import { Hero } from '@/components/Hero'
import { JsonLd } from '@/components/JsonLd'
import { RetrofitCalculator, type RetrofitQuotes } from '@/components/RetrofitCalculator.client'
import { categoriesOrNone } from '@/lib/data/pages'
import { getShellData } from '@/lib/data/shell'
import { aboutForPage } from '@/lib/data/drafts'
import { getSiteSettings } from '@/lib/data/site'
import { pageMetadata, siteJsonLd } from '@/lib/seo/metadata'
import { ABOUT_PATH, CONTACT_PATH } from '@/lib/routes'

export const revalidate = 300

const COUNT = new Intl.NumberFormat('en-GB')

export async function generateMetadata(): Promise<Metadata> {
  const [about, shell] = await Promise.all([aboutForPage(), getShellData()])
  return pageMetadata({
    title: about.metaTitle,
    description: about.metaDescription,
    path: ABOUT_PATH,
    brand: shell.brand,
    image: '/images/hero-about.webp',
  })
}

function TextSection({ id, title, body }: { id: string; title: string; body: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      {body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-8 text-gray-700">
          {paragraph}
        </p>
      ))}
    </section>
  )
}

export default async function AboutPage() {
  const [about, settings, shell, categories] = await Promise.all([
    aboutForPage(),
    getSiteSettings(),
    getShellData(),
    categoriesOrNone(),
  ])
  // 'Get quotes for this' carries the category a retrofit implies to routing, by its CMS id.
  const quoteCategory = (slug: string) => {
    const found = categories.find((c) => c.slug === slug)
    return found ? { id: found.id, name: found.name } : undefined
  }
  const quotes: RetrofitQuotes = {
    sectionId: 'enquiry',
    categories: { insulation: quoteCategory('insulation'), solar: quoteCategory('solar') },
  }
  const facts = [
    { value: String(settings.foundedYear), label: `Founded in ${settings.foundedYear}` },
    {
      value: `${COUNT.format(settings.treesPlanted)}+`,
      label: `Over ${COUNT.format(settings.treesPlanted)} trees planted`,
    },
    { value: '1 tree', label: `Planted every day for each listed supplier with ${settings.charityPartner}` },
  ]
  return (
    <>
      <JsonLd data={siteJsonLd(shell)} />
      <Hero
        title={about.heroTitle}
        subtitle={about.heroSubtitle}
        image="/images/hero-about.webp"
        cta={{ label: 'Try the Retrofit Calculator', href: '#calculator' }}
        priority
      />

      <section id="calculator" aria-labelledby="calculator-heading" className="bg-brand-50/60 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <h2 id="calculator-heading" className="text-3xl font-bold text-brand-900">
            Eco-Retrofit Savings Calculator
          </h2>
          <p className="mt-3 text-lg text-gray-700">
            Estimate the cost, yearly savings, payback time and carbon reduction of an eco-retrofit for your home.
          </p>
          <div className="mt-8">
            <RetrofitCalculator quotes={quotes} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        <TextSection id="story-heading" title={about.story.title} body={about.story.body} />
        <TextSection id="mission-heading" title={about.mission.title} body={about.mission.body} />
        <div>
          <TextSection id="commitment-heading" title={about.commitment.title} body={about.commitment.body} />
          <dl className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col rounded-xl border border-brand-100 bg-brand-50 p-5 text-center"
              >
                <dt className="order-2 mt-1 text-sm text-gray-700">{fact.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <TextSection id="community-heading" title={about.community.title} body={about.community.body} />
        <div className="text-center">
          <Link
            href={CONTACT_PATH}
            className="inline-flex rounded-md bg-brand-700 px-8 py-3 text-lg font-semibold text-white hover:bg-brand-800"
          >
            Contact Us
          </Link>
        </div>
      </div>

      <EnquirySection
        heading="Get Quotes for Your Retrofit"
        intro="Tell us about your project, or press 'Get quotes for this' under a calculator result to start from it."
      />
    </>
  )
}
