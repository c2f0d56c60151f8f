import Link from 'next/link'

import type { EcoScoreBreakdown as Breakdown } from '@/lib/eco-score/method'
import {
  certificationStatus,
  COMPONENT_SOURCES,
  formatDay,
  formatPoints,
  formatSignedPoints,
  pointsWord,
  productCarbonStatus,
  productEpdStatus,
} from '@/lib/eco-score/format'
import { ECO_SCORE_PATH, materialProductPath } from '@/lib/routes'
import { ECO_SCORE_MAX } from '@/lib/suppliers/eco-score'

const cell = 'border-b border-gray-200 py-2 pr-3 align-top'

function Fact({ term, value }: { term: string; value: string | null }) {
  if (!value) return null
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-gray-600">{term}:</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  )
}

/**
 * How a score is made up: each component's points out of its maximum with what counted and where it comes from, the
 * evidence behind it (certificates, products and their EPDs, adjustments with their public reasons) and the date of
 * the last change. The same on a profile and in the portal; `headingLevel` follows the page's outline.
 */
export function EcoScoreBreakdown({
  score,
  breakdown,
  changedAt,
  headingLevel = 3,
}: {
  score: number
  breakdown: Breakdown | null
  changedAt: string | null
  headingLevel?: 3 | 4
}) {
  const H = headingLevel === 3 ? 'h3' : 'h4'
  const changed = changedAt ? (
    <p className="mt-2 text-sm text-gray-700" data-testid="eco-score-changed">
      Score last changed on <time dateTime={changedAt}>{formatDay(changedAt)}</time>.
    </p>
  ) : null
  const method = (
    <p className="mt-4 text-sm">
      <Link href={ECO_SCORE_PATH} className="font-semibold text-brand-700 underline hover:text-brand-900">
        How the Eco-Score is calculated
      </Link>
    </p>
  )
  if (!breakdown)
    return (
      <div data-testid="eco-score-breakdown">
        <p className="text-gray-700">
          Eco-Score {score} out of {ECO_SCORE_MAX}. Its breakdown will show here once it has been calculated from the
          evidence we hold.
        </p>
        {changed}
        {method}
      </div>
    )
  return (
    <div data-testid="eco-score-breakdown" className="space-y-6">
      <div>
        <p className="text-gray-800">
          Eco-Score <strong>{breakdown.score}</strong> out of {ECO_SCORE_MAX}: the sum of the parts below, from evidence
          read on <time dateTime={breakdown.computedOn}>{formatDay(breakdown.computedOn)}</time>.
        </p>
        {changed}
      </div>
      <table className="w-full text-left text-sm" data-testid="eco-score-components">
        <caption className="sr-only">The parts of the Eco-Score, in points out of {ECO_SCORE_MAX}</caption>
        <thead className="text-gray-600">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              Part
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Points
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              What counted, and where it comes from
            </th>
          </tr>
        </thead>
        <tbody>
          {breakdown.components.map((c) => (
            <tr key={c.key} data-testid="eco-score-component" data-key={c.key}>
              <th scope="row" className={`${cell} font-semibold text-gray-900`}>
                {c.label}
              </th>
              <td className={`${cell} whitespace-nowrap`} data-testid="eco-score-component-points">
                {formatPoints(c.points)} of {formatPoints(c.max)}
              </td>
              <td className={`${cell} text-gray-800`}>
                {c.summary}. <span className="text-gray-600">{COMPONENT_SOURCES[c.key]}</span>
              </td>
            </tr>
          ))}
          <tr data-testid="eco-score-component" data-key="adjustments">
            <th scope="row" className={`${cell} font-semibold text-gray-900`}>
              Adjustments by our team
            </th>
            <td className={`${cell} whitespace-nowrap`}>{formatSignedPoints(breakdown.adjustmentPoints)}</td>
            <td className={`${cell} text-gray-800`}>
              {breakdown.adjustments.length === 0
                ? 'None.'
                : 'Each with its reason, below. Never typed as a score; within the bounds on the method page.'}
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
              Eco-Score
            </th>
            <td className="py-2 pr-3 font-semibold" data-testid="eco-score-total">
              {breakdown.score} of {ECO_SCORE_MAX}
            </td>
            <td className="py-2 text-gray-600">The sum, kept between 0 and {ECO_SCORE_MAX}, to one decimal.</td>
          </tr>
        </tfoot>
      </table>

      <div>
        <H className="text-lg font-semibold text-gray-900">Certificates</H>
        {breakdown.certifications.length === 0 ? (
          <p className="mt-2 text-gray-700">No certificate is recorded.</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="eco-score-certificates">
            {breakdown.certifications.map((c, index) => (
              <li key={`${c.name}-${c.number ?? index}`} className="rounded-md border border-gray-200 p-3 text-sm">
                <p className="font-semibold text-gray-900">{c.name}</p>
                <dl className="mt-1 space-y-1">
                  <Fact term="Certificate number" value={c.number} />
                  <Fact term="Issuer" value={c.issuer} />
                  <Fact term="Verified on" value={c.verifiedOn ? formatDay(c.verifiedOn) : 'Not verified yet'} />
                  <Fact term="Expires on" value={c.expiresOn ? formatDay(c.expiresOn) : 'No expiry stated'} />
                  <Fact
                    term="Type"
                    value={
                      c.type
                        ? `${c.type.name}, worth ${formatPoints(c.type.points)} ${pointsWord(c.type.points)}`
                        : 'None recognised'
                    }
                  />
                </dl>
                <p className="mt-1 text-gray-800" data-testid="eco-score-certificate-status">
                  {certificationStatus(c)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <H className="text-lg font-semibold text-gray-900">Products and their EPDs</H>
        {breakdown.products.length === 0 ? (
          <p className="mt-2 text-gray-700">No published product.</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="eco-score-products">
            {breakdown.products.map((p) => (
              <li key={p.id} className="rounded-md border border-gray-200 p-3 text-sm">
                <p className="font-semibold text-gray-900">
                  <Link href={materialProductPath(p.slug)} className="text-brand-700 underline hover:text-brand-900">
                    {p.name}
                  </Link>
                </p>
                <p className="mt-1 text-gray-800">{productEpdStatus(p)}</p>
                <p className="mt-1 text-gray-800">{productCarbonStatus(p)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div>
        <H className="text-lg font-semibold text-gray-900">Adjustments</H>
        {breakdown.adjustments.length === 0 ? (
          <p className="mt-2 text-gray-700">No adjustment by our team.</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="eco-score-adjustments">
            {breakdown.adjustments.map((a) => (
              <li key={a.id} className="rounded-md border border-gray-200 p-3 text-sm">
                <p className="font-semibold text-gray-900">
                  {formatSignedPoints(a.points)} {pointsWord(a.points)}
                </p>
                <p className="mt-1 text-gray-800">
                  <span className="font-medium text-gray-600">Reason: </span>
                  {a.reason}
                </p>
                <p className="mt-1 text-gray-700">
                  {a.expiresOn ? `Counts until ${formatDay(a.expiresOn)}.` : 'No end date.'}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {method}
    </div>
  )
}
