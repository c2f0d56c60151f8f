import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { ReviewsPageContent, reviewsPageMetadata } from '@/components/reviews/ReviewsPage'
import { reviewsPageParam } from '@/lib/reviews/public'
import { profileReviewsPath } from '@/lib/routes'

// Cached like the profile: rendered on the first visit, revalidated by the reviews' tags.
export const revalidate = 300

type Props = { params: Promise<{ slug: string; page: string }> }

export function generateStaticParams(): { slug: string; page: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params
  const number = reviewsPageParam(page)
  return number ? reviewsPageMetadata(slug, number) : { robots: { index: false } }
}

export default async function SupplierReviewsPageN({ params }: Props) {
  const { slug, page } = await params
  // Page 1 has one address, without the number.
  if (page === '1') permanentRedirect(profileReviewsPath(slug, 1))
  const number = reviewsPageParam(page)
  if (!number) notFound()
  return <ReviewsPageContent slug={slug} page={number} />
}
