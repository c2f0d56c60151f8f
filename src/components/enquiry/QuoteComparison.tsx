import Link from 'next/link'

import { acceptQuoteAction, askMoreSuppliersAction, closeEnquiryAction } from '@/actions/quotes'
import { Conversation } from '@/components/leads/Conversation'
import { QuoteDetails } from '@/components/leads/QuoteDetails'
import type { MessageView } from '@/lib/leads/conversations'
import { formatLongDate } from '@/lib/dates'
import { formatPounds } from '@/lib/leads/quote-rules'
import { ENQUIRER_STATE_LABELS, type EnquirerQuotes, type EnquirerSupplier } from '@/lib/leads/quotes'
import { enquiryPagePath, profilePath } from '@/lib/routes'

const primary = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800'
const secondary = 'text-sm font-semibold text-gray-900 underline'

function SupplierName({ s }: { s: EnquirerSupplier }) {
  return s.slug ? (
    <Link href={profilePath(s.slug)} className="font-semibold text-brand-800 underline">
      {s.name}
    </Link>
  ) : (
    <span className="font-semibold">{s.name}</span>
  )
}

/**
 * The enquirer's comparison (issue 33): every supplier the enquiry reached with its state, the quotes side by side
 * (total, delivery, dates, Eco-Score, rating, distance), each quote's lines, and the choice: accept one quote or close
 * the enquiry, each in two server-rendered steps (links, then a confirming form): no JavaScript needed.
 */
export function QuoteComparison({
  token,
  data,
  accepting,
  closing,
  conversations,
  messageNotice,
  nextSuppliers,
  askingMore,
}: {
  /** The next matching suppliers the enquirer may ask (fewer than the cap received the enquiry). */
  nextSuppliers: Array<{ id: number; name: string }>
  askingMore: boolean
  token: string
  data: EnquirerQuotes
  accepting: number | null
  closing: boolean
  /** Each supplier's conversation with the enquirer, by connection. */
  conversations: Map<number, MessageView[]>
  /** The answer of the last message form, for the conversation it was posted to. */
  messageNotice: { connectionId: number; notice: { ok: boolean; text: string } } | null
}) {
  const page = enquiryPagePath(token)
  const quoted = data.suppliers.filter((s) => s.quote)
  const open = data.outcome === null
  const chosen =
    accepting === null ? undefined : quoted.find((s) => s.quote?.id === accepting && s.quote.status === 'sent')
  const row = (label: string, cell: (s: EnquirerSupplier) => string) => (
    <tr className="border-b border-gray-100">
      <th scope="row" className="py-1 pr-3 text-left font-semibold">
        {label}
      </th>
      {data.suppliers.map((s) => (
        <td key={s.connectionId} className="py-1 pr-3">
          {cell(s)}
        </td>
      ))}
    </tr>
  )
  return (
    <section aria-labelledby="quotes-heading" className="mt-6" data-testid="quote-comparison">
      <h2 id="quotes-heading" className="text-xl font-semibold text-gray-900">
        Answers and quotes
      </h2>
      {data.outcome === 'accepted' ? (
        <p className="mt-2 text-gray-800" data-testid="enquiry-outcome">
          You accepted a quote: your choice is final.
        </p>
      ) : data.outcome === 'closed' ? (
        <p className="mt-2 text-gray-800" data-testid="enquiry-outcome">
          You closed this enquiry without choosing a quote.
        </p>
      ) : null}
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full border-collapse text-left text-sm" data-testid="quote-table">
          <caption className="sr-only">The suppliers who received your enquiry, side by side</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <td />
              {data.suppliers.map((s) => (
                <th key={s.connectionId} scope="col" className="py-1 pr-3">
                  <SupplierName s={s} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row('State', (s) => ENQUIRER_STATE_LABELS[s.state])}
            {row('Total', (s) => (s.quote ? formatPounds(s.quote.total) : '–'))}
            {row('Delivery cost', (s) =>
              s.quote ? (s.quote.deliveryCost === 0 ? 'Free' : formatPounds(s.quote.deliveryCost)) : '–',
            )}
            {row('Earliest delivery', (s) => (s.quote ? formatLongDate(s.quote.earliestDelivery) : '–'))}
            {row('Valid until', (s) =>
              s.quote ? `${formatLongDate(s.quote.validUntil)}${s.quote.stillValid ? '' : ' (expired)'}` : '–',
            )}
            {row('Eco-Score', (s) => (s.ecoScore === null ? 'Not rated' : `${s.ecoScore}/10`))}
            {row('Rating', (s) =>
              s.rating ? `${s.rating.average} out of 5 (${s.rating.count} reviews)` : 'No reviews yet',
            )}
            {row('Distance from your site', (s) =>
              s.distanceMiles === null
                ? 'Not known (no site postcode)'
                : `${s.distanceMiles === 0 ? 'Under 1' : s.distanceMiles} mile${s.distanceMiles === 1 ? '' : 's'} (straight line)`,
            )}
          </tbody>
        </table>
      </div>
      {quoted.map((s) => (
        <article
          key={s.connectionId}
          className="mt-5 rounded-lg border border-gray-200 p-4"
          data-testid="supplier-quote"
          aria-label={`The quote of ${s.name}`}
        >
          <h3 className="text-lg font-semibold">
            <SupplierName s={s} />: {formatPounds(s.quote!.total)}
          </h3>
          {s.earlierQuotes ? (
            <p className="text-sm text-gray-700">
              A revised quote: it replaces{' '}
              {s.earlierQuotes === 1 ? 'an earlier one' : `${s.earlierQuotes} earlier ones`}.
            </p>
          ) : null}
          <QuoteDetails quote={s.quote!} caption={`The lines of ${s.name}'s quote`} enquirerToken={token} />
          {open && s.quote!.status === 'sent' && s.quote!.stillValid && accepting !== s.quote!.id ? (
            <a href={`${page}?accept=${s.quote!.id}#choose-heading`} className={`mt-3 inline-block ${primary}`}>
              Accept this quote
            </a>
          ) : null}
        </article>
      ))}
      {open && nextSuppliers.length ? (
        <section aria-labelledby="more-heading" className="mt-6" data-testid="more-suppliers">
          <h3 id="more-heading" className="text-lg font-semibold text-gray-900">
            Ask more suppliers
          </h3>
          <p className="mt-2 text-sm text-gray-800">
            Fewer suppliers than we could ask received your enquiry. We can also send it to:{' '}
            <strong>{nextSuppliers.map((s) => s.name).join(', ')}</strong>.
          </p>
          {askingMore ? (
            <form action={askMoreSuppliersAction} className="mt-3 flex flex-wrap items-center gap-4">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="suppliers" value={nextSuppliers.map((s) => s.id).join(',')} />
              <input type="hidden" name="confirm" value="ask" />
              <button type="submit" className={primary}>
                Yes, send my enquiry to them
              </button>
              <a href={`${page}#quotes-heading`} className={secondary}>
                No, thank you
              </a>
            </form>
          ) : (
            <a href={`${page}?more=confirm#more-heading`} className={`mt-3 inline-block ${secondary}`}>
              Send my enquiry to them too
            </a>
          )}
        </section>
      ) : null}
      <h3 className="mt-6 text-lg font-semibold text-gray-900">Messages</h3>
      {data.suppliers.map((s) => (
        <details
          key={s.connectionId}
          id={`conversation-${s.connectionId}`}
          className="mt-3 rounded-lg border border-gray-200 p-3"
          open={(conversations.get(s.connectionId)?.length ?? 0) > 0 || messageNotice?.connectionId === s.connectionId}
        >
          <summary className="cursor-pointer font-semibold">
            With {s.name} ({conversations.get(s.connectionId)?.length ?? 0} messages)
          </summary>
          <Conversation
            connectionId={s.connectionId}
            viewer="enquirer"
            otherName={s.name}
            messages={conversations.get(s.connectionId) ?? []}
            token={token}
            notice={messageNotice?.connectionId === s.connectionId ? messageNotice.notice : null}
            open={s.state !== 'declined' && s.state !== 'not-chosen'}
          />
        </details>
      ))}
      {open ? (
        <section aria-labelledby="choose-heading" className="mt-6">
          <h3 id="choose-heading" className="text-lg font-semibold text-gray-900">
            Your choice
          </h3>
          {chosen ? (
            <div className="mt-3 rounded-md border border-brand-200 bg-brand-50 p-4" data-testid="accept-confirm">
              <p className="font-semibold text-gray-900">
                Accept the quote of {chosen.name} for {formatPounds(chosen.quote!.total)}? This is final: we will tell{' '}
                {chosen.name}, and tell the other suppliers that you chose another quote.
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <form action={acceptQuoteAction}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="quote" value={chosen.quote!.id} />
                  <input type="hidden" name="confirm" value="accept" />
                  <button type="submit" className={primary}>
                    Yes, accept this quote
                  </button>
                </form>
                <a href={`${page}#quotes-heading`} className={secondary}>
                  No, go back
                </a>
              </div>
            </div>
          ) : closing ? (
            <div className="mt-3 rounded-md border border-gray-300 bg-gray-50 p-4" data-testid="close-confirm">
              <p className="font-semibold text-gray-900">
                Close your enquiry without choosing a quote? We will tell the suppliers. This cannot be undone.
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <form action={closeEnquiryAction}>
                  <input type="hidden" name="token" value={token} />
                  <input type="hidden" name="confirm" value="close" />
                  <button type="submit" className={primary}>
                    Yes, close my enquiry
                  </button>
                </form>
                <a href={`${page}#quotes-heading`} className={secondary}>
                  No, keep it open
                </a>
              </div>
            </div>
          ) : (
            <p className="mt-2 text-sm text-gray-800">
              {quoted.length
                ? 'Accept one of the quotes above, or '
                : 'When quotes arrive you can accept one here, or '}
              <a href={`${page}?close=confirm#choose-heading`} className="underline">
                close your enquiry without choosing
              </a>
              .
            </p>
          )}
        </section>
      ) : null}
    </section>
  )
}
