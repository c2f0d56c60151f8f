import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/JsonLd'
import { RemovedReviews, ReviewItems, ReviewsSummary } from '@/components/reviews/ReviewList'
import { getProfileReviews } from '@/lib/data/reviews'
import { getShellData } from '@/lib/data/shell'
import { getSupplierBySlug } from '@/lib/data/supplier-profile'
import { profilePath, profileReviewsPath, SUPPLIERS_PATH } from '@/lib/routes'
import { breadcrumbFromHome, pageMetadata } from '@/lib/seo/metadata'

const pageTitle = (name: string, page: number) => `Reviews of ${name}${page > 1 ? ` (page ${page})` : ''}`

/** A published listing's reviews page and its data; null when the listing or the page does not exist. */
async function reviewsPageData(slug: string, page: number) {
  const profile = await getSupplierBySlug(slug)
  if (!profile) return null
  const reviews = await getProfileReviews(profile.id, page)
  return reviews ? { profile, reviews } : null
}

export async function reviewsPageMetadata(slug: string, page: number): Promise<Metadata> {
  const [data, shell] = await Promise.all([reviewsPageData(slug, page), getShellData()])
  if (!data) return { robots: { index: false } }
  const { profile, reviews } = data
  return pageMetadata({
    title: pageTitle(profile.name, page),
    description:
      `${reviews.summary.count} published ${reviews.summary.count === 1 ? 'review' : 'reviews'} ` +
      `of ${profile.name} by people who enquired through ${shell.brand}, with ` +
      `${profile.name}’s responses.`,
    path: profileReviewsPath(profile.slug, page),
    brand: shell.brand,
  })
}

/** One page of a listing's reviews (the profile shows the newest; these pages all of them), whole without JavaScript. */
export async function ReviewsPageContent({ slug, page }: { slug: string; page: number }) {
  const data = await reviewsPageData(slug, page)
  if (!data) notFound()
  const { profile, reviews } = data
  const prev = page > 1 ? profileReviewsPath(profile.slug, page - 1) : null
  const next = page < reviews.pageCount ? profileReviewsPath(profile.slug, page + 1) : null
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <JsonLd
        data={breadcrumbFromHome(
          { name: 'Suppliers', path: SUPPLIERS_PATH },
          { name: profile.name, path: profilePath(profile.slug) },
          { name: 'Reviews', path: profileReviewsPath(profile.slug, page) },
        )}
      />
      {prev ? <link rel="prev" href={prev} /> : null}
      {next ? <link rel="next" href={next} /> : null}
      <p className="text-sm">
        <Link href={profilePath(profile.slug)} className="font-semibold text-brand-700 underline">
          ← Back to {profile.name}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{pageTitle(profile.name, page)}</h1>
      <div className="mt-6 space-y-6">
        <ReviewsSummary data={reviews} supplierName={profile.name} />
        <ReviewItems data={reviews} supplierName={profile.name} headingLevel="h2" />
        {prev || next ? (
          <nav aria-label="Review pages" className="flex items-center justify-between gap-4 text-sm">
            {prev ? (
              <Link href={prev} rel="prev" className="font-semibold text-brand-700 underline">
                ← Newer reviews
              </Link>
            ) : (
              <span />
            )}
            <span className="text-gray-600">
              Page {page} of {reviews.pageCount}
            </span>
            {next ? (
              <Link href={next} rel="next" className="font-semibold text-brand-700 underline">
                Older reviews →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
        <RemovedReviews data={reviews} />
      </div>
    </div>
  )
}
