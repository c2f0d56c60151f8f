import type { Metadata } from 'next'
import Link from 'next/link'

import { setInsightsEmailAction } from '@/actions/insights'
import { AccountHeading, Notice } from '@/components/account/AccountHeading'
import { PortalSection } from '@/components/account/PortalSection'
import { InsightsChart } from '@/components/insights/InsightsChart'
import { ConversionsTable, FiguresTable } from '@/components/insights/InsightsSummary'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { FIGURES, listingInsights, SOURCE_WORDS } from '@/lib/insights/insights'
import { INSIGHT_PERIOD_DAYS, periodWords, readInsightDays } from '@/lib/insights/periods'
import { formatCount, MEDIAN_MIN_SUPPLIERS } from '@/lib/insights/stats'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, accountInsightsPath, productPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your insights' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const EMAIL_NOTICES: Record<string, string> = {
  on: 'Saved: we will e-mail you a summary of your figures on the first days of each month.',
  off: 'Saved: we will not e-mail you the monthly summary.',
  invalid: 'Please choose whether to receive the monthly summary.',
}

/**
 * The account's own listing's insights (issue 35): the last 30, 90 or 365 whole UK days against the previous period and
 * the category's median, a chart of each figure, its products by views, and the monthly e-mail's setting. The listing
 * is the session's (no id in the address), per request and noindex like every portal page; no script needed.
 */
export default async function AccountInsightsPage({ searchParams }: Props) {
  const params = await searchParams
  const { days, message } = readInsightDays(params.days)
  const account = await requireAccount(accountInsightsPath(days))
  const payload = await getPayloadClient()
  const view = await listingInsights(payload, listingIdOf(account), days)
  const emailNotice = typeof params.email === 'string' ? EMAIL_NOTICES[params.email] : undefined
  if (!view)
    return (
      <>
        <AccountHeading title="Your insights" />
        <p className="text-gray-700">We could not find your listing. Please contact us.</p>
      </>
    )
  const category = view.categoryName ?? 'your category'
  const barName = view.bucketKind
  return (
    <>
      <AccountHeading
        title="Your insights"
        intro={
          <>
            How {view.name} did over the last {days} days ({periodWords(view.current)}), against the previous {days}{' '}
            days ({periodWords(view.previous)}) and the median of the published suppliers in {category}. Periods are
            whole UK days up to yesterday: today is counted tomorrow.
          </>
        }
      />
      {message ? <Notice>{message}</Notice> : null}
      {emailNotice ? <Notice>{emailNotice}</Notice> : null}
      <nav aria-label="Period" className="mb-6">
        <ul className="flex flex-wrap gap-3">
          {INSIGHT_PERIOD_DAYS.map((d) => (
            <li key={d}>
              <Link
                href={accountInsightsPath(d)}
                aria-current={d === days ? 'page' : undefined}
                className={
                  d === days
                    ? 'inline-block rounded-md bg-brand-700 px-3 py-2 font-semibold text-white'
                    : 'inline-block rounded-md border border-gray-300 px-3 py-2 font-semibold text-brand-700 underline'
                }
              >
                Last {d} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <PortalSection name="figures" title={`Your figures, last ${days} days`} first>
        <div className="overflow-x-auto">
          <FiguresTable lines={view.lines} days={days} />
        </div>
        <p className="mt-3 text-sm text-gray-700" data-testid="figure-breakdown">
          Views: {formatCount(view.figures.profileViews)} of your profile and {formatCount(view.figures.productViews)}{' '}
          of your products. Contact clicks: {formatCount(view.figures.clickWebsite)} on your website,{' '}
          {formatCount(view.figures.clickEmail)} on your e-mail and {formatCount(view.figures.clickPhone)} on your
          phone.
        </p>
        <p className="mt-3 text-sm text-gray-700">
          <strong>Views, impressions and contact clicks:</strong> {SOURCE_WORDS.counters}
        </p>
        <p className="mt-2 text-sm text-gray-700">
          <strong>Leads, quotes sent and wins:</strong> {SOURCE_WORDS.leads}
        </p>
        <p className="mt-2 text-sm text-gray-700" data-testid="median-note">
          {view.categorySuppliers >= MEDIAN_MIN_SUPPLIERS
            ? `Category medians are over the ${view.categorySuppliers} published suppliers in ${category} over the same ` +
              'days, zeros included: half had more, half fewer. We never show another supplier’s own figures.'
            : `No category median: ${category} has ${view.categorySuppliers} published supplier${
                view.categorySuppliers === 1 ? '' : 's'
              }, fewer than ${MEDIAN_MIN_SUPPLIERS}, too few to compare without pointing at one of them.`}
        </p>
      </PortalSection>

      <PortalSection name="conversions" title="Conversions">
        <p className="mt-3 text-sm text-gray-700">
          Each is the second figure as a share of the first over the same days; a dash where there was nothing to
          convert from. A conversion’s median is over the suppliers that had something to convert from.
        </p>
        <div className="overflow-x-auto">
          <ConversionsTable lines={view.conversions} days={days} />
        </div>
      </PortalSection>

      <PortalSection name="over-time" title="Over time">
        <p className="mt-3 text-sm text-gray-700">
          One bar per {barName} of the last {days} days; each chart’s figures are in the table below it.
        </p>
        {FIGURES.map((f) => (
          <InsightsChart
            key={f.key}
            id={f.key}
            title={f.label}
            per={f.per}
            barName={barName}
            bars={view.buckets.map((b) => ({
              key: b.key,
              label: b.label,
              value: b.figures[f.key],
              partial: b.partial,
            }))}
          />
        ))}
      </PortalSection>

      <PortalSection name="products" title="Your products by views">
        {view.products.length === 0 ? (
          <p className="mt-3 text-gray-700">You have no products listed yet.</p>
        ) : (
          <table className="mt-4 w-full text-left text-sm" data-testid="insights-products">
            <caption className="sr-only">Your products by page views over the last {days} days</caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Product
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Page views, last {days} days
                </th>
              </tr>
            </thead>
            <tbody>
              {view.products.map((p) => (
                <tr key={p.id} className="border-b border-gray-100">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {p.published && p.slug ? (
                      <Link href={productPath(p.slug)} className="text-brand-700 underline">
                        {p.name}
                      </Link>
                    ) : (
                      <>{p.name} (not published)</>
                    )}
                  </th>
                  <td className="py-2">{formatCount(p.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PortalSection>

      <PortalSection name="monthly-email" title="Monthly summary e-mail">
        <p className="mt-3 text-gray-700" data-testid="monthly-email-state">
          {account.insightsEmailOptOut
            ? 'You do not receive the monthly summary of these figures.'
            : 'On the first days of each month we e-mail you last month’s figures against the month before.'}
        </p>
        <form action={setInsightsEmailAction} className="mt-4">
          <input type="hidden" name="monthlyEmail" value={account.insightsEmailOptOut ? 'on' : 'off'} />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {account.insightsEmailOptOut ? 'Send me the monthly summary' : 'Stop the monthly summary'}
          </button>
        </form>
      </PortalSection>
      <p className="mt-8">
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
