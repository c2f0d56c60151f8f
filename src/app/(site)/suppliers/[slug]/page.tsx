import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { EnquirySection } from '@/components/EnquirySection'
import { ProductCardList } from '@/components/materials/ProductCardList'
import { JsonLd } from '@/components/JsonLd'
import { RemovedReviews, ReviewItems, ReviewsSummary } from '@/components/reviews/ReviewList'
import { CertificationList } from '@/components/supplier-profile/CertificationList'
import { EcoScorePanel } from '@/components/supplier-profile/EcoScorePanel'
import { EcoScoreBreakdown } from '@/components/eco-score/EcoScoreBreakdown'
import { SupplierContact } from '@/components/supplier-profile/SupplierContact'
import { SupplierProfileHeader } from '@/components/supplier-profile/SupplierProfileHeader'
import { getSupplierProducts } from '@/lib/data/products'
import { getProfileReviews } from '@/lib/data/reviews'
import { getShellData } from '@/lib/data/shell'
import { supplierForPage } from '@/lib/data/drafts'
import { getSupplierProfileLinks, PREBUILT_PROFILE_COUNT } from '@/lib/data/supplier-profile'
import {
  claimFormPath,
  ECO_SCORE_BREAKDOWN_ANCHOR,
  profilePath,
  profileReviewsPath,
  SUPPLIERS_PATH,
} from '@/lib/routes'
import { insightMark } from '@/lib/insights/beacon-script'
import { breadcrumbFromHome, siteJsonLd } from '@/lib/seo/metadata'
import { localBusinessJsonLd, servedCities, supplierMetadata } from '@/lib/seo/supplier'

export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams(): Promise<{ slug: string }[]> {
  const links = await getSupplierProfileLinks()
  return links.slice(0, PREBUILT_PROFILE_COUNT).map((link) => ({ slug: link.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [profile, shell] = await Promise.all([supplierForPage(slug), getShellData()])
  return profile ? supplierMetadata(profile, shell.brand) : { robots: { index: false } }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

export default async function SupplierProfilePage({ params }: Props) {
  const { slug } = await params
  const [profile, shell] = await Promise.all([supplierForPage(slug), getShellData()])
  if (!profile) notFound()
  const cities = servedCities(profile)
  // Only published reviews of a published listing, also when staff preview a draft.
  const [reviews, materials] = await Promise.all([getProfileReviews(profile.id, 1), getSupplierProducts(profile.id)])
  const now = new Date()

  return (
    <>
      <JsonLd
        data={siteJsonLd(
          shell,
          breadcrumbFromHome(
            { name: 'Suppliers', path: SUPPLIERS_PATH },
            { name: profile.name, path: profilePath(profile.slug) },
          ),
          localBusinessJsonLd(profile, reviews),
        )}
      />
      {/* The profile view, reported after load by the visit-counting script (issue 35). */}
      <span hidden {...insightMark('profile_view', profile.id)} />
      <SupplierProfileHeader profile={profile} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-12 lg:col-span-2">
          <Section id="about-heading" title={`About ${profile.name}`}>
            {profile.description.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph} className="mb-4 text-lg leading-8 text-gray-700 last:mb-0">
                {paragraph}
              </p>
            ))}
          </Section>
          {materials.length > 0 ? (
            <Section id="products-heading" title="Products">
              <ProductCardList products={materials} now={now} hideSupplier />
            </Section>
          ) : null}
          <Section id="certifications-heading" title="Certifications">
            <CertificationList certifications={profile.certifications} />
          </Section>
          <Section id={ECO_SCORE_BREAKDOWN_ANCHOR} title="How the Eco-Score is made up">
            <EcoScoreBreakdown
              score={profile.ecoScore}
              breakdown={profile.ecoScoreBreakdown}
              changedAt={profile.ecoScoreChangedAt}
            />
          </Section>
          {reviews ? (
            <Section id="reviews-heading" title="Reviews">
              <div className="space-y-6">
                <ReviewsSummary data={reviews} supplierName={profile.name} />
                <ReviewItems data={reviews} supplierName={profile.name} />
                {reviews.pageCount > 1 ? (
                  <p>
                    <Link
                      href={profileReviewsPath(profile.slug, 2)}
                      className="font-semibold text-brand-700 underline hover:text-brand-900"
                    >
                      More reviews of {profile.name}
                    </Link>
                  </p>
                ) : null}
                <RemovedReviews data={reviews} />
              </div>
            </Section>
          ) : null}
        </div>
        <aside className="space-y-6">
          <EcoScorePanel score={profile.ecoScore} />
          <section
            aria-labelledby="service-areas-heading"
            className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
          >
            <h2 id="service-areas-heading" className="text-lg font-semibold text-gray-900">
              Service areas
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" data-testid="service-areas">
              {cities.map((city) => (
                <li
                  key={city}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
                >
                  {city}
                </li>
              ))}
            </ul>
          </section>
          <SupplierContact profile={profile} />
          <a
            href="#enquiry"
            className="block rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
          >
            Request a quote
          </a>
          <p className="text-center text-sm text-gray-700" data-testid="claim-listing">
            Is this your business?{' '}
            <Link
              href={claimFormPath(profile.slug)}
              prefetch={false}
              className="font-semibold text-brand-700 underline"
            >
              Claim this listing
            </Link>
          </p>
        </aside>
      </div>
      <EnquirySection
        supplier={{ id: profile.id, name: profile.name }}
        heading={`Get a Quote from ${profile.name}`}
        intro={`Tell ${profile.name} about your project: your enquiry goes to them and to our team, and to no other supplier.`}
      />
    </>
  )
}
