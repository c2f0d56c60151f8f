import { ECO_SCORE_BREAKDOWN_ANCHOR } from '@/lib/routes'
import { ecoScoreBadgeClass, ecoScoreMeaning, ECO_SCORE_MAX } from '@/lib/suppliers/eco-score'

/** The eco-score with what it means for a buyer, and a link to how it is made up (below on the profile). */
export function EcoScorePanel({ score }: { score: number }) {
  return (
    <section
      aria-labelledby="eco-score-heading"
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="eco-score"
    >
      <h2 id="eco-score-heading" className="text-lg font-semibold text-gray-900">
        Eco-Score
      </h2>
      <p className="mt-3">
        <span className={`inline-flex rounded-full px-3 py-1 text-lg font-bold ${ecoScoreBadgeClass(score)}`}>
          {score}/{ECO_SCORE_MAX}
        </span>
      </p>
      <p className="mt-3 text-sm leading-6 text-gray-700">{ecoScoreMeaning(score)}</p>
      <p className="mt-3 text-sm">
        <a
          href={`#${ECO_SCORE_BREAKDOWN_ANCHOR}`}
          className="font-semibold text-brand-700 underline hover:text-brand-900"
        >
          How this score is made up
        </a>
      </p>
    </section>
  )
}
