import { INSIGHTS_EMAIL_LINK_INVALID } from '@/lib/insights/monthly-email'

/** A token we did not sign (forged, cut short): nothing is changed. */
export default function InsightsUnsubscribeNotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Stop the monthly summary e-mail</h1>
      <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
        {INSIGHTS_EMAIL_LINK_INVALID}
      </p>
    </div>
  )
}
