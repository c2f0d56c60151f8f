import Link from 'next/link'

import { formatLongDate } from '@/lib/dates'
import { formatPounds, QUOTE_STATUS_LABELS } from '@/lib/leads/quote-rules'
import type { QuoteView } from '@/lib/leads/quotes'
import { attachmentPath, materialProductPath } from '@/lib/routes'

const quantityText = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }).format(n)

/** One quote: its lines (catalogue products with their GWP A1–A3 and EPD status), delivery, VAT, total and dates. */
export function QuoteDetails({
  quote,
  caption,
  enquirerToken,
}: {
  quote: QuoteView
  caption: string
  /** On the enquirer's page, their link's token opens the quote's PDF. */
  enquirerToken?: string
}) {
  return (
    <div className="mt-3 space-y-3 text-sm" data-testid="quote-details">
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-3">
                Item
              </th>
              <th scope="col" className="py-1 pr-3">
                Quantity
              </th>
              <th scope="col" className="py-1 pr-3">
                Unit price
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l, i) => (
              <tr key={i} className="border-b border-gray-100 align-top">
                <td className="py-1 pr-3">
                  {l.product ? (
                    <>
                      {l.product.slug ? (
                        <Link href={materialProductPath(l.product.slug)} className="underline">
                          {l.product.name}
                        </Link>
                      ) : (
                        l.product.name
                      )}
                      {l.description ? ` · ${l.description}` : ''}
                      <span className="block text-xs text-gray-700" data-testid="quote-line-epd">
                        {l.product.epd.gwp ? `GWP A1–A3 ${l.product.epd.gwp} · ` : ''}
                        {l.product.epd.status}
                      </span>
                    </>
                  ) : (
                    l.description
                  )}
                </td>
                <td className="py-1 pr-3">
                  {quantityText(l.quantity)} {l.unit}
                </td>
                <td className="py-1 pr-3">{formatPounds(l.unitPrice)}</td>
                <td className="py-1 text-right">{formatPounds(l.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Delivery</dt>
        <dd>{quote.deliveryCost === 0 ? 'Free' : formatPounds(quote.deliveryCost)}</dd>
        <dt className="font-semibold">VAT</dt>
        <dd>
          {quote.vatLabel}
          {quote.vatAmount > 0 ? ` (${formatPounds(quote.vatAmount)})` : ''}
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold" data-testid="quote-total">
          {formatPounds(quote.total)}
        </dd>
        <dt className="font-semibold">Earliest delivery</dt>
        <dd>{formatLongDate(quote.earliestDelivery)}</dd>
        <dt className="font-semibold">Valid until</dt>
        <dd>
          {formatLongDate(quote.validUntil)}
          {quote.stillValid ? '' : ' (expired)'}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="quote-status">{QUOTE_STATUS_LABELS[quote.status]}</dd>
      </dl>
      {quote.notes ? <p className="whitespace-pre-line text-gray-800">{quote.notes}</p> : null}
      {quote.document ? (
        <p>
          <a href={attachmentPath(quote.document.id, enquirerToken)} className="underline" data-testid="quote-document">
            The quote as a PDF ({quote.document.filename})
          </a>
        </p>
      ) : null}
    </div>
  )
}
