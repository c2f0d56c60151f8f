import Link from 'next/link'

import { PortalSection } from '@/components/account/PortalSection'
import { listingInsights } from '@/lib/insights/insights'
import { DEFAULT_INSIGHT_DAYS } from '@/lib/insights/periods'
import { formatCount } from '@/lib/insights/stats'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** The portal home's insights panel: the last 30 days' views and leads, and the way to the whole page. */
export async function InsightsPanel({ supplierId }: { supplierId: number }) {
  const insights = await listingInsights(await getPayloadClient(), supplierId, DEFAULT_INSIGHT_DAYS)
  if (!insights) return null
  const views = insights.lines.find((l) => l.key === 'views')!
  const leads = insights.lines.find((l) => l.key === 'leads')!
  return (
    <PortalSection name="insights" title="Your insights">
      <p className="mt-3 text-gray-700">
        In the last {DEFAULT_INSIGHT_DAYS} days: <strong>{formatCount(views.value)}</strong> views of your listing (
        {views.change.words}) and <strong>{formatCount(leads.value)}</strong> leads ({leads.change.words}).
      </p>
      <p className="mt-4">
        <Link href={ACCOUNT_PATHS.insights} className="font-semibold text-brand-700 underline">
          Views, contact clicks, leads, quotes and wins, with charts
        </Link>
      </p>
    </PortalSection>
  )
}
