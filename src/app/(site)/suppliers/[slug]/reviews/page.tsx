import type { Metadata } from 'next'

import { ReviewsPageContent, reviewsPageMetadata } from '@/components/reviews/ReviewsPage'

// Cached like the profile: rendered on the first visit, revalidated by the reviews' tags.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export function generateStaticParams(): { slug: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return reviewsPageMetadata((await params).slug, 1)
}

export default async function SupplierReviewsPage({ params }: Props) {
  return <ReviewsPageContent slug={(await params).slug} page={1} />
}
