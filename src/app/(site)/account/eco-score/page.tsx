import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { PortalSection } from '@/components/account/PortalSection'
import { PortalTable } from '@/components/account/PortalTable'
import { EcoScoreBreakdown } from '@/components/eco-score/EcoScoreBreakdown'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { formatDay, formatPoints, formatSignedPoints, pointsWord } from '@/lib/eco-score/format'
import { COMPONENTS } from '@/lib/eco-score/method'
import { portalEcoScore } from '@/lib/eco-score/portal'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, ECO_SCORE_PATH } from '@/lib/routes'
import { ECO_SCORE_MAX } from '@/lib/suppliers/eco-score'

export const metadata: Metadata = { title: 'Your Eco-Score' }

const improveText = (key: string) => COMPONENTS.find((c) => c.key === key)?.improve ?? ''

/**
 * The account's own listing's Eco-Score: how it is made up, what evidence is missing and what each piece would be
 * worth, and every change of the score (per request, noindex, like every portal page).
 */
export default async function AccountEcoScorePage() {
  const account = await requireAccount(ACCOUNT_PATHS.ecoScore)
  const payload = await getPayloadClient()
  const view = await portalEcoScore(payload, account, listingIdOf(account))
  if (!view)
    return (
      <>
        <AccountHeading title="Your Eco-Score" />
        <p className="text-gray-700">We could not find your listing. Please contact us.</p>
      </>
    )
  return (
    <>
      <AccountHeading
        title="Your Eco-Score"
        intro={
          <>
            {view.name}’s score, {view.score} out of {ECO_SCORE_MAX}, is calculated from the evidence our team has
            verified, by the rules on{' '}
            <Link href={ECO_SCORE_PATH} className="font-semibold text-brand-700 underline">
              how the Eco-Score works
            </Link>
            . It changes by itself when that evidence changes.
          </>
        }
      />
      <PortalSection name="breakdown" title="How your score is made up" first>
        <div className="mt-4">
          <EcoScoreBreakdown score={view.score} breakdown={view.breakdown} changedAt={view.changedAt} />
        </div>
      </PortalSection>

      <PortalSection name="improve" title="What would raise your score">
        {view.improvements === null ? (
          <p className="mt-3 text-gray-700">
            Once your score’s breakdown has been calculated, this lists what is missing.
          </p>
        ) : view.improvements.length === 0 ? (
          <p className="mt-3 text-gray-700" data-testid="eco-score-improvements">
            Nothing we could list: every piece of evidence we count is already there.
          </p>
        ) : (
          <>
            <p className="mt-3 text-gray-700">
              Evidence your listing does not have yet, and what each piece alone would add to your score today (points
              out of {ECO_SCORE_MAX}, after each part’s maximum).
            </p>
            <div className="mt-4 overflow-x-auto">
              <PortalTable testId="eco-score-improvements" headings={['Evidence', 'Worth', 'How to provide it']}>
                {view.improvements.map((item) => (
                  <tr
                    key={item.evidence}
                    className="border-b border-gray-100 align-top"
                    data-testid="eco-score-improvement"
                  >
                    <td className="py-2 pr-3 font-medium text-gray-900">{item.evidence}</td>
                    <td className="whitespace-nowrap py-2 pr-3">
                      {formatSignedPoints(item.worth)} {pointsWord(item.worth)}
                    </td>
                    <td className="py-2 text-gray-700">{improveText(item.component)}</td>
                  </tr>
                ))}
              </PortalTable>
            </div>
          </>
        )}
      </PortalSection>

      <PortalSection name="history" title="Changes to your score">
        {view.history.length === 0 ? (
          <p className="mt-3 text-gray-700" data-testid="eco-score-history">
            Your score has not changed yet.
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <PortalTable testId="eco-score-history" headings={['When', 'From', 'To', 'Why']}>
              {view.history.map((change) => (
                <tr key={change.id} className="border-b border-gray-100 align-top" data-testid="eco-score-change">
                  <td className="whitespace-nowrap py-2 pr-3">
                    <time dateTime={change.when}>{formatDay(change.when)}</time>
                  </td>
                  <td className="py-2 pr-3">{change.old === null ? 'None' : formatPoints(change.old)}</td>
                  <td className="py-2 pr-3 font-semibold">{formatPoints(change.new)}</td>
                  <td className="py-2 text-gray-700">{change.why}</td>
                </tr>
              ))}
            </PortalTable>
          </div>
        )}
      </PortalSection>
      <p className="mt-8">
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
