import Link from 'next/link'

import { newLeadCount } from '@/lib/leads/inbox'
import { getPayloadClient } from '@/lib/platform/payload'
import { LEADS_PATH, statementPath } from '@/lib/routes'
import { PortalSection } from '@/components/account/PortalSection'

/** The portal home's leads panel: how many leads wait unopened, and the ways to the inbox and the statement. */
export async function LeadsPanel({ supplierId }: { supplierId: number }) {
  const waiting = await newLeadCount(await getPayloadClient(), supplierId)
  return (
    <PortalSection name="leads" title="Your leads">
      <p className="mt-3 text-gray-700" data-testid="new-leads">
        {waiting === 0 ? 'No new leads waiting.' : `${waiting} new ${waiting === 1 ? 'lead' : 'leads'} waiting.`}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        <Link href={LEADS_PATH} className="font-semibold text-brand-700 underline">
          Open your leads
        </Link>
        <Link href={statementPath()} className="font-semibold text-brand-700 underline">
          Commission statement
        </Link>
      </p>
    </PortalSection>
  )
}
