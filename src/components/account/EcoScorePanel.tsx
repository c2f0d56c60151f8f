import Link from 'next/link'

import { PortalSection } from '@/components/account/PortalSection'
import { formatDay } from '@/lib/eco-score/format'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { ecoScoreBadgeClass, ECO_SCORE_MAX } from '@/lib/suppliers/eco-score'

/** The portal home's Eco-Score panel: the listing's score, when it last changed, and the way to its breakdown. */
export async function EcoScorePanel({ supplierId }: { supplierId: number }) {
  const payload = await getPayloadClient()
  const listing = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    select: { ecoScore: true, ecoScoreChangedAt: true },
  })
  if (!listing) return null
  return (
    <PortalSection name="eco-score" title="Your Eco-Score">
      <p className="mt-3">
        <span className={`inline-flex rounded-full px-3 py-1 font-bold ${ecoScoreBadgeClass(listing.ecoScore ?? 0)}`}>
          {listing.ecoScore ?? 0}/{ECO_SCORE_MAX}
        </span>
        {listing.ecoScoreChangedAt ? (
          <span className="ml-3 text-sm text-gray-700">Last changed on {formatDay(listing.ecoScoreChangedAt)}</span>
        ) : null}
      </p>
      <p className="mt-4">
        <Link href={ACCOUNT_PATHS.ecoScore} className="font-semibold text-brand-700 underline">
          How your score is made up, and how to raise it
        </Link>
      </p>
    </PortalSection>
  )
}
