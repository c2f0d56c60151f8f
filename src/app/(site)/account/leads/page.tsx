import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { PortalTable } from '@/components/account/PortalTable'
import { LeadStatusBadge } from '@/components/leads/LeadStatusBadge'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { formatLongDate } from '@/lib/dates'
import { inboxPage } from '@/lib/leads/inbox'
import { ageText } from '@/lib/leads/rules'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, LEAD_PREFERENCES_PATH, leadPath, LEADS_PATH, statementPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your leads' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The account's inbox: the leads routed to its listing, newest first, 20 a page. */
export default async function LeadsPage({ searchParams }: Props) {
  const params = await searchParams
  const requested = typeof params.page === 'string' && /^\d{1,6}$/.test(params.page) ? Number(params.page) : 1
  const account = await requireAccount(requested > 1 ? `${LEADS_PATH}?page=${requested}` : LEADS_PATH)
  const payload = await getPayloadClient()
  const inbox = await inboxPage(payload, listingIdOf(account), requested)
  const now = new Date()
  return (
    <>
      <AccountHeading
        title="Your leads"
        intro={
          <>
            The enquiries routed to your listing, newest first.{' '}
            <Link href={ACCOUNT_PATHS.home} className="underline">
              Back to your account
            </Link>{' '}
            ·{' '}
            <Link href={statementPath()} className="underline">
              Commission statement
            </Link>{' '}
            ·{' '}
            <Link href={LEAD_PREFERENCES_PATH} className="underline">
              Leads you want
            </Link>
          </>
        }
      />
      {inbox.rows.length === 0 ? (
        <p className="text-gray-700">No enquiries have been routed to your listing yet.</p>
      ) : (
        <PortalTable testId="leads-table" headings={['Enquirer', 'City', 'Status', 'Received']}>
          {inbox.rows.map((lead) => (
            <tr key={lead.id} className="border-b border-gray-100" data-testid="lead-row">
              <td className="py-2 pr-3">
                <Link href={leadPath(lead.id)} className="font-semibold text-brand-700 underline">
                  {lead.name}
                </Link>
              </td>
              <td className="py-2 pr-3">{lead.city}</td>
              <td className="py-2 pr-3">
                <LeadStatusBadge lead={lead} />
              </td>
              <td className="py-2">
                <span title={formatLongDate(new Date(lead.routedAt))}>{ageText(lead.routedAt, now)}</span>
              </td>
            </tr>
          ))}
        </PortalTable>
      )}
      {inbox.pages > 1 ? (
        <nav aria-label="Pages of leads" className="mt-6 flex items-center gap-4 text-sm">
          {inbox.page > 1 ? (
            <Link href={`${LEADS_PATH}?page=${inbox.page - 1}`} className="underline">
              Newer leads
            </Link>
          ) : null}
          <span>
            Page {inbox.page} of {inbox.pages}
          </span>
          {inbox.page < inbox.pages ? (
            <Link href={`${LEADS_PATH}?page=${inbox.page + 1}`} className="underline">
              Older leads
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
