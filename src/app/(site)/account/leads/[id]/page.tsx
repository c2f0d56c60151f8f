import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { setLeadStatusAction } from '@/actions/leads'
import { AccountHeading, Notice } from '@/components/account/AccountHeading'
import { DeclineLeadForm } from '@/components/leads/DeclineLeadForm.client'
import { LeadStatusBadge } from '@/components/leads/LeadStatusBadge'
import { INLINE_INPUT_CLASS } from '@/components/forms/FormField'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { formatPence } from '@/lib/leads/commission'
import { formatLongDate, UK_TIME_ZONE, ukDay } from '@/lib/dates'
import { leadTitle, openLead } from '@/lib/leads/inbox'
import { leadNotice } from '@/lib/leads/notices'
import { ageText, DECLINE_REASON_LABELS, DECLINE_REVIEW_LABELS, DECLINE_WINDOW_DAYS } from '@/lib/leads/rules'
import { LEAD_STATUS_LABELS } from '@/lib/leads/states'
import { getPayloadClient } from '@/lib/platform/payload'
import { leadPath, LEADS_PATH } from '@/lib/routes'
import { PortalSection } from '@/components/account/PortalSection'
import { Conversation } from '@/components/leads/Conversation'
import { QuoteDetails } from '@/components/leads/QuoteDetails'
import { conversationMessages } from '@/lib/leads/conversations'
import { messageNotice } from '@/lib/leads/conversation-notices'
import { QuoteForm } from '@/components/leads/QuoteForm.client'
import {
  formatPounds,
  penceToPounds,
  QUOTE_FORM_LINES,
  QUOTE_LINES_MAX,
  type QuoteFormValues,
} from '@/lib/leads/quote-rules'
import { supplierQuotes, type QuoteView } from '@/lib/leads/quotes'
import { ownProductOptions } from '@/lib/leads/quotes-sql'
import { canMove } from '@/lib/leads/states'

export const metadata: Metadata = { title: 'A lead' }

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const button = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
const time = (iso: string) =>
  `${formatLongDate(ukDay(new Date(iso)).iso)}, ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: UK_TIME_ZONE })}`

const blankLine = { product: '', description: '', quantity: '', unit: '', unitPrice: '' }

/** The quote form's first values: the quote in force (to revise it), or empty lines. */
function formValuesOf(quote: QuoteView | undefined): QuoteFormValues {
  const lines = (quote?.lines ?? []).map((l) => ({
    product: l.product ? String(l.product.id) : '',
    description: l.description,
    quantity: String(l.quantity),
    unit: l.unit,
    unitPrice: penceToPounds(l.unitPrice),
  }))
  const count = Math.min(QUOTE_LINES_MAX, Math.max(QUOTE_FORM_LINES, lines.length + 1))
  return {
    lines: [...lines, ...Array.from({ length: count - lines.length }, () => ({ ...blankLine }))],
    deliveryCost: quote ? penceToPounds(quote.deliveryCost) : '',
    vat: quote?.vat ?? '',
    earliestDelivery: quote?.earliestDelivery ?? '',
    validUntil: quote?.validUntil ?? '',
    notes: quote?.notes ?? '',
  }
}

/** One lead of the account's listing: the enquirer, the project, its history, and what the supplier can do with it. */
export default async function LeadPage({ params, searchParams }: Props) {
  const { id } = await params
  const query = await searchParams
  const connectionId = /^\d{1,9}$/.test(id) ? Number(id) : NaN
  const account = await requireAccount(Number.isNaN(connectionId) ? LEADS_PATH : leadPath(connectionId))
  if (Number.isNaN(connectionId)) notFound()
  const payload = await getPayloadClient()
  const lead = await openLead(payload, listingIdOf(account), connectionId)
  // Another listing's lead answers exactly as one that does not exist.
  if (!lead) notFound()
  const notice = leadNotice(query.notice)
  const withdrawn = lead.privacy === 'withdrawn'
  const quotes = await supplierQuotes(payload, listingIdOf(account), lead.id)
  const inForce = quotes.find((q) => q.status !== 'replaced')
  const canQuote = lead.privacy === 'kept' && (lead.status === 'quoted' || canMove(lead.status, 'quoted'))
  const products = canQuote ? await ownProductOptions(payload, listingIdOf(account)) : []
  return (
    <>
      <AccountHeading
        title={leadTitle(lead)}
        intro={
          <Link href={LEADS_PATH} className="underline">
            All your leads
          </Link>
        }
      />
      {notice ? (
        notice.ok ? (
          <Notice>{notice.text}</Notice>
        ) : (
          <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {notice.text}
          </p>
        )
      ) : null}
      <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-gray-700">
        <LeadStatusBadge lead={lead} />
        <span>
          Received {formatLongDate(ukDay(new Date(lead.routedAt)).iso)} ({ageText(lead.routedAt, new Date())})
        </span>
        <span>
          Commission {formatPence(lead.commissionAmount)}
          {lead.voided ? ' (voided)' : ''}
        </span>
      </p>
      {withdrawn ? (
        <p className="mb-6 rounded-md border border-gray-200 bg-gray-50 p-3 text-gray-800" data-testid="lead-withdrawn">
          The enquirer withdrew this enquiry and asked us to erase their details. Please stop contacting them and delete
          any copy of their details you keep.
        </p>
      ) : lead.privacy === 'anonymised' ? (
        <p className="mb-6 rounded-md border border-gray-200 bg-gray-50 p-3 text-gray-800">
          This enquiry is older than our retention period: the enquirer&apos;s details have been removed.
        </p>
      ) : (
        <PortalSection name="enquirer" title="The enquirer and the project" first>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">Name</dt>
            <dd data-testid="lead-name">{lead.name}</dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a href={`mailto:${lead.email}`} className="underline">
                {lead.email}
              </a>
            </dd>
            <dt className="font-semibold">Phone</dt>
            <dd>{lead.phone}</dd>
            <dt className="font-semibold">City</dt>
            <dd>{lead.city}</dd>
            {lead.categoryName ? (
              <>
                <dt className="font-semibold">Material</dt>
                <dd>{lead.categoryName}</dd>
              </>
            ) : null}
            {lead.sitePostcode ? (
              <>
                <dt className="font-semibold">Site postcode</dt>
                <dd>{lead.sitePostcode}</dd>
              </>
            ) : null}
            <dt className="font-semibold">Project</dt>
            <dd className="whitespace-pre-line">{lead.projectDetails}</dd>
          </dl>
        </PortalSection>
      )}
      {lead.privacy === 'kept' ? (
        <PortalSection name="conversation" title="Messages with the enquirer">
          <Conversation
            connectionId={lead.id}
            viewer="supplier"
            otherName={lead.name}
            messages={await conversationMessages(payload, lead.id)}
            notice={messageNotice(query.message)}
            open={lead.status !== 'declined' && lead.status !== 'lost'}
          />
        </PortalSection>
      ) : null}
      <PortalSection name="quote" title="Your quote">
        {inForce ? (
          <QuoteDetails quote={inForce} caption={`Your quote of ${formatPounds(inForce.total)}`} />
        ) : (
          <p className="mt-2 text-sm text-gray-700">
            {canQuote
              ? 'Answer the enquiry with a quote: the enquirer compares the quotes they receive on their page.'
              : 'No quote was sent for this lead.'}
          </p>
        )}
        {canQuote ? (
          <QuoteForm leadId={lead.id} products={products} initial={formValuesOf(inForce)} revising={Boolean(inForce)} />
        ) : null}
        {quotes.filter((q) => q.status === 'replaced').length ? (
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer font-semibold">Earlier quotes</summary>
            {quotes
              .filter((q) => q.status === 'replaced')
              .map((q) => (
                <div key={q.id} className="mt-3 border-t border-gray-200 pt-2" data-testid="earlier-quote">
                  <p className="text-gray-700">Sent {time(q.sentAt)}</p>
                  <QuoteDetails quote={q} caption={`Earlier quote of ${formatPounds(q.total)}`} />
                </div>
              ))}
          </details>
        ) : null}
      </PortalSection>
      {lead.nextStatuses.length ? (
        <PortalSection name="status" title="Where it stands">
          <form action={setLeadStatusAction} className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="lead" value={lead.id} />
            <label className="text-sm font-semibold">
              Status
              {/* The current state shows first and cannot be sent; the choices are the moves allowed from it. */}
              <select name="status" required defaultValue="" className={INLINE_INPUT_CLASS}>
                <option value="" disabled>
                  {LEAD_STATUS_LABELS[lead.status]} (current status)
                </option>
                {lead.nextStatuses.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className={button}>
              Save status
            </button>
          </form>
        </PortalSection>
      ) : null}
      {lead.declineReason ? (
        <PortalSection name="decline" title="Declined">
          <p className="mt-3 text-sm" data-testid="decline-outcome">
            {DECLINE_REASON_LABELS[lead.declineReason]}
            {lead.declineReview ? ` · ${DECLINE_REVIEW_LABELS[lead.declineReview]}` : ''}
          </p>
          {lead.declineNote ? (
            <p className="mt-2 whitespace-pre-line text-sm text-gray-800" data-testid="decline-note">
              {lead.declineNote}
            </p>
          ) : null}
        </PortalSection>
      ) : lead.canDecline ? (
        <PortalSection name="decline" title="Decline this lead">
          <p className="mt-2 text-sm text-gray-700">
            Before you quote it, within {DECLINE_WINDOW_DAYS} days of receiving it. Our team reviews spam, duplicate and
            unreachable declines: an accepted one voids the lead&apos;s commission.
          </p>
          <DeclineLeadForm leadId={lead.id} />
        </PortalSection>
      ) : null}
      <PortalSection name="history" title="History">
        <ol className="mt-3 space-y-1 text-sm" data-testid="lead-history">
          {lead.history.map((h, i) => (
            <li key={i}>
              <span className="text-gray-600">{time(h.at)}</span> · {h.event}
            </li>
          ))}
        </ol>
      </PortalSection>
    </>
  )
}
