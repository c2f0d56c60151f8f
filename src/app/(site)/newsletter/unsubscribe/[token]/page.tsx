import type { Metadata } from 'next'

import { unsubscribeNewsletterAction } from '@/actions/newsletter'
import {
  NewsletterLinkForm,
  NewsletterLinkPage,
  NewsletterLinkProblem,
} from '@/components/newsletter/NewsletterLinkPage'
import { UNSUBSCRIBE_LINK_INVALID } from '@/lib/newsletter/rules'
import { verifyUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'

// The unsubscribe link at the end of every newsletter: no sign-in (the signed token is the proof); opening it only
// asks, the button (a POST) unsubscribes. Mail clients' one-click POST goes to /api/newsletter/unsubscribe/<token>.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe from our newsletter', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

export default async function UnsubscribePage({ params }: Props) {
  const { token } = await params
  const valid = verifyUnsubscribeToken(token) !== null
  return (
    <NewsletterLinkPage title="Unsubscribe from our newsletter">
      {valid ? (
        <NewsletterLinkForm
          intro="Press the button and we will send no more newsletters to this address."
          action={unsubscribeNewsletterAction}
          token={token}
          submitLabel="Unsubscribe"
          pendingLabel="Unsubscribing..."
        />
      ) : (
        <NewsletterLinkProblem>{UNSUBSCRIBE_LINK_INVALID}</NewsletterLinkProblem>
      )}
    </NewsletterLinkPage>
  )
}
