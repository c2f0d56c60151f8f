import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { unsubscribeInsightsEmailAction } from '@/actions/insights'
import { INSIGHTS_EMAIL_STOPPED } from '@/lib/insights/monthly-email'
import { verifyInsightsUnsubscribeToken } from '@/lib/insights/unsubscribe-token'
import { ACCOUNT_PATHS } from '@/lib/routes'

// The monthly insights e-mail's unsubscribe link (issue 35): no sign-in, the signed token is the proof; opening it only
// asks, the button (a POST) stops the e-mail. A token we did not sign is a 404 and changes nothing. Mail clients'
// one-click POST goes to /api/insights-email/unsubscribe/<token>.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Stop the monthly summary e-mail',
  robots: { index: false, follow: false },
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function InsightsUnsubscribePage({ params, searchParams }: Props) {
  const { token } = await params
  const { done } = await searchParams
  if (verifyInsightsUnsubscribeToken(token) === null) notFound()
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Stop the monthly summary e-mail</h1>
      {done !== undefined ? (
        <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {INSIGHTS_EMAIL_STOPPED}
        </p>
      ) : (
        <>
          <p className="mt-4 text-gray-800">
            Press the button and we will send no more monthly summaries of your listing’s figures to this account.
          </p>
          <form action={unsubscribeInsightsEmailAction} className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
              Stop the monthly summary
            </button>
          </form>
        </>
      )}
      <p className="mt-8 text-gray-700">
        You can start it again at any time in{' '}
        <Link href={ACCOUNT_PATHS.insights} className="font-semibold text-brand-700 underline">
          your insights
        </Link>{' '}
        (sign-in needed).
      </p>
    </div>
  )
}
