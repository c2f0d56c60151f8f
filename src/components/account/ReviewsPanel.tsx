import Link from 'next/link'

import { getPayloadClient } from '@/lib/platform/payload'
import { unrepliedReviewCount } from '@/lib/reviews/reviews-sql'
import { ACCOUNT_REVIEWS_PATH } from '@/lib/routes'
import { PortalSection } from '@/components/account/PortalSection'

/** The portal home's reviews panel: how many published reviews wait for a reply, and the way to them. */
export async function ReviewsPanel({ supplierId }: { supplierId: number }) {
  const waiting = await unrepliedReviewCount(await getPayloadClient(), supplierId)
  return (
    <PortalSection name="reviews" title="Your reviews">
      <p className="mt-3 text-gray-700" data-testid="unreplied-reviews">
        {waiting === 0
          ? 'No reviews waiting for your reply.'
          : `${waiting} ${waiting === 1 ? 'review' : 'reviews'} without your reply.`}
      </p>
      <p className="mt-4">
        <Link href={ACCOUNT_REVIEWS_PATH} className="font-semibold text-brand-700 underline">
          Open your reviews
        </Link>
      </p>
    </PortalSection>
  )
}
