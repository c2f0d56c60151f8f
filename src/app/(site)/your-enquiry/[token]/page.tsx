import type { Metadata } from 'next'
import Link from 'next/link'

import { eraseEnquiryAction } from '@/actions/leads'
import { formatLongDate } from '@/lib/dates'
import { ERASE_CONFIRMED, ERASE_STEP_CONFIRM, ERASE_STEP_PARAM, enquiryForToken } from '@/lib/leads/erasure'
import { ENQUIRY_ERASED, ENQUIRY_LINK_GONE } from '@/lib/leads/erasure-token'
import { getPayloadClient } from '@/lib/platform/payload'
import { QuoteComparison } from '@/components/enquiry/QuoteComparison'
import { enquirerNotice, enquirerQuotes } from '@/lib/leads/quotes'
import { conversationMessages } from '@/lib/leads/conversations'
import { nextMatchingSuppliers } from '@/lib/leads/more-suppliers'
import { messageNotice } from '@/lib/leads/conversation-notices'
import { enquiryPagePath, profilePath } from '@/lib/routes'

// One enquirer's page, opened from the link in their confirmation e-mail: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your enquiry', robots: { index: false, follow: false } }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function YourEnquiryPage({ params, searchParams }: Props) {
  const { token } = await params
  const query = await searchParams
  const done = query.done
  const confirming = query[ERASE_STEP_PARAM] === ERASE_STEP_CONFIRM
  const payload = await getPayloadClient()
  const enquiry = done === 'erased' ? null : await enquiryForToken(payload, token)
  const quotes = enquiry ? await enquirerQuotes(payload, enquiry.leadId) : null
  const notice = enquirerNotice(query.notice)
  // Only the lead's own connections: the page reached them through the token.
  const conversations = new Map(
    await Promise.all(
      (quotes?.suppliers ?? []).map(
        async (s) => [s.connectionId, await conversationMessages(payload, s.connectionId)] as const,
      ),
    ),
  )
  const withConnection = typeof query.with === 'string' && /^\d{1,9}$/.test(query.with) ? Number(query.with) : null
  const answered = messageNotice(query.message)
  const nextSuppliers = enquiry && quotes?.outcome === null ? await nextMatchingSuppliers(payload, enquiry.leadId) : []
  const accepting = typeof query.accept === 'string' && /^\d{1,9}$/.test(query.accept) ? Number(query.accept) : null
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your enquiry</h1>
      {done === 'erased' ? (
        <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {ENQUIRY_ERASED}
        </p>
      ) : done === 'failed' ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          Something went wrong and nothing was erased. Please try again.
        </p>
      ) : null}
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          data-testid="enquiry-notice"
          className={
            notice.ok
              ? 'mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900'
              : 'mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900'
          }
        >
          {notice.text}
        </p>
      ) : null}
      {enquiry ? (
        <>
          <p className="mt-6 text-gray-800">
            You sent it on {formatLongDate(new Date(enquiry.receivedAt))} for {enquiry.city}.
          </p>
          <h2 className="mt-6 text-xl font-semibold text-gray-900">What you wrote</h2>
          <blockquote
            data-testid="enquiry-text"
            className="mt-2 whitespace-pre-line rounded-md border-l-4 border-gray-300 bg-gray-50 p-3 text-gray-800"
          >
            {enquiry.projectDetails}
          </blockquote>
          <h2 className="mt-6 text-xl font-semibold text-gray-900">Who received it</h2>
          {enquiry.suppliers.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800" data-testid="enquiry-recipients">
              {enquiry.suppliers.map((s) => (
                <li key={s.name}>
                  {s.slug ? (
                    <Link href={profilePath(s.slug)} className="font-medium text-brand-800 underline">
                      {s.name}
                    </Link>
                  ) : (
                    s.name
                  )}
                </li>
              ))}
              <li>our team</li>
            </ul>
          ) : (
            <p className="mt-2 text-gray-800" data-testid="enquiry-recipients">
              No supplier: only our team.
            </p>
          )}
          {quotes && enquiry.suppliers.length ? (
            <QuoteComparison
              token={token}
              data={quotes}
              accepting={accepting}
              closing={query.close === 'confirm'}
              conversations={conversations}
              nextSuppliers={nextSuppliers.map((s) => ({ id: s.id, name: s.name }))}
              askingMore={query.more === 'confirm'}
              messageNotice={
                answered && withConnection !== null ? { connectionId: withConnection, notice: answered } : null
              }
            />
          ) : null}
          <h2 id="erase-heading" className="mt-8 text-xl font-semibold text-gray-900">
            Erase your enquiry
          </h2>
          <p className="mt-2 text-gray-800">
            We will remove your name, e-mail address, phone number and project details at once, and tell the suppliers
            who received it that you withdrew it. Any review you wrote from it is deleted too. This cannot be undone.
          </p>
          {confirming ? (
            <section
              aria-labelledby="erase-confirm-heading"
              data-testid="erase-confirm"
              className="mt-4 rounded-md border border-red-200 bg-red-50 p-4"
            >
              <p id="erase-confirm-heading" className="font-semibold text-red-900">
                Are you sure you want to erase your enquiry? This cannot be undone.
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-4">
                <form action={eraseEnquiryAction}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="confirm" value={ERASE_CONFIRMED} />
                  <button
                    type="submit"
                    className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
                  >
                    Yes, erase my enquiry
                  </button>
                </form>
                <a href={enquiryPagePath(token)} className="text-sm font-semibold text-gray-900 underline">
                  No, keep it
                </a>
              </div>
            </section>
          ) : (
            // The first step is a plain link: the server renders the confirmation (no JavaScript needed).
            <a
              href={`${enquiryPagePath(token)}?${ERASE_STEP_PARAM}=${ERASE_STEP_CONFIRM}#erase-heading`}
              className="mt-4 inline-block rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Erase my enquiry
            </a>
          )}
        </>
      ) : done === 'erased' ? null : (
        <p className="mt-6 text-gray-800" data-testid="enquiry-gone">
          {ENQUIRY_LINK_GONE}
        </p>
      )}
      <p className="mt-8 text-sm">
        <Link href="/privacy-policy" className="underline">
          Privacy Policy
        </Link>
      </p>
    </div>
  )
}
