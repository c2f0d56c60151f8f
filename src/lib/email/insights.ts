import { listUnsubscribeHeaders, type EmailWithHeaders } from '@/lib/email/newsletter'
import { renderEmail } from '@/lib/email/message'
import type { ListingInsights } from '@/lib/insights/insights'
import { monthWords } from '@/lib/insights/periods'
import { formatCount, formatPercent, MEDIAN_MIN_SUPPLIERS } from '@/lib/insights/stats'

// The monthly insights e-mail (issue 35): last month's figures against the month before, the category's medians where
// there are enough suppliers, a link to the portal's insights, and an unsubscribe link that works without signing in
// (with the one-click `List-Unsubscribe` headers, as the newsletter's).

export type MonthlyInsightsEmail = {
  supplierName: string
  /** 'YYYY-MM': the month summarised. */
  month: string
  previousMonth: string
  insights: ListingInsights
  insightsUrl: string
  unsubscribeUrl: string
  oneClickUrl: string
  brand: string
}

const medianWords = (m: { value: number | null; over: number }, format: (v: number) => string) =>
  m.value === null ? '' : `; category median ${format(m.value)}`

export async function monthlyInsightsEmail(e: MonthlyInsightsEmail): Promise<EmailWithHeaders> {
  const month = monthWords(e.month)
  const { insights } = e
  const figures = insights.lines
    .map((l) => `${l.label}: ${formatCount(l.value)} (${l.change.words}${medianWords(l.median, formatCount)})`)
    .join('\n')
  const rates = insights.conversions
    .map(
      (c) =>
        `${c.label}: ${formatPercent(c.value)}${c.change ? ` (${c.change.words})` : ''}${medianWords(c.median, (v) => formatPercent(v))}`,
    )
    .join('\n')
  const category = insights.categoryName ?? 'your category'
  const medians =
    insights.categorySuppliers >= MEDIAN_MIN_SUPPLIERS
      ? `Category medians are over the ${insights.categorySuppliers} published suppliers in ${category}, zeros ` +
        "included; no other supplier's own figures are shown."
      : `No category median this month: ${category} has fewer than ${MEDIAN_MIN_SUPPLIERS} published suppliers, ` +
        'too few to compare without pointing at one.'
  const message = await renderEmail(`Your listing in ${month}: views, leads and wins | ${e.brand}`, [
    `Hello ${e.supplierName},`,
    `Here is how your listing did on ${e.brand} in ${month}, against ${monthWords(e.previousMonth)}.`,
    figures,
    `Conversions:\n${rates}`,
    medians,
    'Views, impressions and clicks are counted on our own pages without cookies or personal data; leads, quotes ' +
      'and wins come from the enquiries routed to you.',
    { label: 'Charts, your products by views and the last 30, 90 or 365 days', value: e.insightsUrl },
    e.brand,
    { label: 'You receive this monthly summary as an account of this listing. Unsubscribe', value: e.unsubscribeUrl },
  ])
  return { ...message, headers: listUnsubscribeHeaders(e.oneClickUrl) }
}
