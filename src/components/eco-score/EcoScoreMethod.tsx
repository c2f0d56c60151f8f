import type { ReactNode } from 'react'

import { ADJUSTMENT_MAX, ADJUSTMENT_MIN, CERTIFICATION_TYPE_MAX_POINTS, COMPONENTS } from '@/lib/eco-score/method'
import { bandCredits, componentsTotal, formatPoints, formatSignedPoints, pointsWord } from '@/lib/eco-score/format'
import { ECO_SCORE_MAX, ECO_SCORE_SCALE, ecoBandBadgeClass, ecoBandMeaning } from '@/lib/suppliers/eco-score'

const cell = 'border-b border-gray-200 py-2 pr-3 align-top'

/**
 * The rules of the Eco-Score, rendered from the code that computes every score (src/lib/eco-score/method.ts): the
 * components with their maxima and rules, what each band of a carbon comparison earns, the bounds of staff
 * adjustments and the badge's scale. No figure here is typed: each is read from the method's constants.
 */
export function EcoScoreMethod({ certificationTypes }: { certificationTypes?: ReactNode }) {
  const carbon = COMPONENTS.find((c) => c.key === 'carbon')
  return (
    <div data-testid="eco-score-rules" className="space-y-10">
      <section aria-labelledby="components-heading">
        <h2 id="components-heading" className="text-2xl font-bold text-brand-900">
          What the score is made of
        </h2>
        <p className="mt-3 leading-7 text-gray-800">
          A score is the sum of {COMPONENTS.length} parts, at most {formatPoints(componentsTotal())} points in all, plus
          any adjustment by our team; it is kept between 0 and {ECO_SCORE_MAX} and shown with one decimal.
        </p>
        <ol className="mt-6 space-y-6">
          {COMPONENTS.map((c) => (
            <li
              key={c.key}
              data-testid="eco-score-rule"
              data-key={c.key}
              className="rounded-lg border border-gray-200 p-5"
            >
              <h3 className="text-xl font-semibold text-gray-900">
                {c.label}: <span data-testid="eco-score-rule-max">up to {formatPoints(c.max)}</span> {pointsWord(c.max)}
              </h3>
              <p className="mt-2 leading-7 text-gray-800">{c.rule}</p>
              <p className="mt-2 leading-7 text-gray-700">
                <span className="font-semibold">How a supplier raises it: </span>
                {c.improve}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="certification-cap-heading">
        <h2 id="certification-cap-heading" className="text-2xl font-bold text-brand-900">
          Certification types
        </h2>
        <p className="mt-3 leading-7 text-gray-800">
          No single type of certification is worth more than{' '}
          <span data-testid="certification-type-max">{formatPoints(CERTIFICATION_TYPE_MAX_POINTS)}</span>{' '}
          {pointsWord(CERTIFICATION_TYPE_MAX_POINTS)}. The types we recognise, and what each is worth:
        </p>
        {certificationTypes}
      </section>

      {carbon ? (
        <section aria-labelledby="bands-heading">
          <h2 id="bands-heading" className="text-2xl font-bold text-brand-900">
            Carbon compared like for like
          </h2>
          <p className="mt-3 leading-7 text-gray-800">
            What each product earns towards ‘{carbon.label}’ by where its GWP A1–A3 sits in its comparison. The
            component is the average over the supplier’s compared products, times {formatPoints(carbon.max)}.
          </p>
          <table className="mt-4 w-full text-left text-sm" data-testid="band-credits">
            <caption className="sr-only">Credit of each band of a like-for-like comparison</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  Where the product sits
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  Credit per product
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  Points if every compared product sat here
                </th>
              </tr>
            </thead>
            <tbody>
              {bandCredits(carbon.max).map((b) => (
                <tr key={b.band}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {b.text}
                  </th>
                  <td className={cell}>{b.credit}</td>
                  <td className={cell}>
                    {b.points} of {formatPoints(carbon.max)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      <section aria-labelledby="adjustments-heading">
        <h2 id="adjustments-heading" className="text-2xl font-bold text-brand-900">
          Adjustments by our team
        </h2>
        <p className="mt-3 leading-7 text-gray-800" data-testid="adjustment-bounds">
          Our team cannot type a score. They may add an adjustment of between {formatSignedPoints(ADJUSTMENT_MIN)} and{' '}
          {formatSignedPoints(ADJUSTMENT_MAX)} points (all of a supplier’s adjustments together stay within the same
          bounds), always with a reason shown publicly in the supplier’s breakdown, and usually with an end date after
          which it no longer counts.
        </p>
      </section>

      <section aria-labelledby="scale-heading">
        <h2 id="scale-heading" className="text-2xl font-bold text-brand-900">
          What the badge’s colours mean
        </h2>
        <ul className="mt-4 space-y-3" data-testid="eco-score-scale">
          {ECO_SCORE_SCALE.map((step, index) => (
            <li key={step.band} className="flex flex-wrap items-baseline gap-3">
              <span className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${ecoBandBadgeClass(step.band)}`}>
                {index === ECO_SCORE_SCALE.length - 1
                  ? `Below ${formatPoints(ECO_SCORE_SCALE[index - 1].from)}`
                  : `${formatPoints(step.from)} or more`}
              </span>
              <span className="text-gray-800">{ecoBandMeaning(step.band)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
