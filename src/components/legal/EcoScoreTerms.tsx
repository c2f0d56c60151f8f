import Link from 'next/link'

import { ECO_SCORE_PATH } from '@/lib/routes'

/** The terms of service's section on how the Eco-Score is made, below the page's own text (it adds, never replaces). */
export function EcoScoreTermsSection() {
  return (
    <section aria-labelledby="eco-score-terms-heading" data-testid="eco-score-terms" className="mt-10">
      <h2 id="eco-score-terms-heading" className="text-2xl font-bold text-brand-900">
        How the Eco-Score is made
      </h2>
      <p className="mt-4 leading-7 text-gray-800">
        Each supplier’s Eco-Score is calculated by us, by the method published on{' '}
        <Link href={ECO_SCORE_PATH} className="font-semibold text-brand-700 underline">
          how the Eco-Score works
        </Link>
        , only from evidence our team has verified: recognised certificates, Environmental Product Declarations and the
        carbon of the supplier’s products compared like for like. It is recalculated whenever that evidence changes, and
        each supplier’s profile shows how its score is made up. A supplier cannot set or buy a score; our team may
        adjust one only within the published bounds and with a reason shown on the profile. A score reflects the
        evidence we hold on the day it was calculated and is not a certification of any product.
      </p>
    </section>
  )
}
