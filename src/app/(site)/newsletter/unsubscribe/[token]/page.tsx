import type { Metadata } from 'next'
import Link from 'next/link'

import { unsubscribeNewsletterAction } from '@/actions/newsletter'
import { AccountForm } from '@/components/account/AccountForm.client'
import { UNSUBSCRIBE_LINK_INVALID } from '@/lib/newsletter/rules'
import { verifyUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'
import { BLOG_PATH } from '@/lib/routes'

// The unsubscribe link at the end of every newsletter: no sign-in (the signed token is the proof); opening it only
// asks, the button (a POST) unsubscribes. Mail clients' one-click POST goes to /api/newsletter/unsubscribe/<token>.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Unsubscribe from our newsletter', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

export default async function UnsubscribePage({ params }: Props) {
  const { token } = await params
  const valid = verifyUnsubscribeToken(token) !== null
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Unsubscribe from our newsletter</h1>
      {valid ? (
        <>
          <p className="mt-4 text-gray-800">Press the button and we will send no more newsletters to this address.</p>
          <div className="mt-6">
            <AccountForm
              action={unsubscribeNewsletterAction}
              fields={[]}
              hidden={{ token }}
              submitLabel="Unsubscribe"
              pendingLabel="Unsubscribing..."
            />
          </div>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {UNSUBSCRIBE_LINK_INVALID}
        </p>
      )}
      <p className="mt-8">
        <Link href={BLOG_PATH} className="font-semibold text-brand-700 underline">
          Back to the blog
        </Link>
      </p>
    </div>
  )
}
