import type { Metadata } from 'next'

import { confirmNewsletterAction } from '@/actions/newsletter'
import {
  NewsletterLinkForm,
  NewsletterLinkPage,
  NewsletterLinkProblem,
} from '@/components/newsletter/NewsletterLinkPage'
import { CONFIRM_LINK_DEAD, CONFIRMED_MESSAGE } from '@/lib/newsletter/rules'
import { confirmTokenIsLive } from '@/lib/newsletter/subscribers'
import { getPayloadClient } from '@/lib/platform/payload'

// The double opt-in's link: opening it (GET) only reads; the button (a POST) confirms, so a mail scanner that follows
// links subscribes no one. Per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  const { token } = await params
  // Reopened by the button's action once it has confirmed (the token is spent by then).
  const confirmed = (await searchParams).done === 'confirmed'
  const live = !confirmed && (await confirmTokenIsLive(await getPayloadClient(), token))
  return (
    <NewsletterLinkPage title="Confirm your subscription">
      {confirmed ? (
        <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {CONFIRMED_MESSAGE}
        </p>
      ) : live ? (
        <NewsletterLinkForm
          intro="Press the button to receive our newsletter at this address. You can unsubscribe from any newsletter with one click."
          action={confirmNewsletterAction}
          token={token}
          submitLabel="Confirm my subscription"
          pendingLabel="Confirming..."
        />
      ) : (
        <NewsletterLinkProblem>{CONFIRM_LINK_DEAD}</NewsletterLinkProblem>
      )}
    </NewsletterLinkPage>
  )
}
