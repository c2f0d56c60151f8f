import type { Metadata } from 'next'
import Link from 'next/link'

import { confirmNewsletterAction } from '@/actions/newsletter'
import { AccountForm } from '@/components/account/AccountForm.client'
import { CONFIRM_LINK_DEAD, CONFIRMED_MESSAGE } from '@/lib/newsletter/rules'
import { confirmTokenIsLive } from '@/lib/newsletter/subscribers'
import { getPayloadClient } from '@/lib/platform/payload'
import { BLOG_PATH } from '@/lib/routes'

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
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Confirm your subscription</h1>
      {confirmed ? (
        <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {CONFIRMED_MESSAGE}
        </p>
      ) : live ? (
        <>
          <p className="mt-4 text-gray-800">
            Press the button to receive our newsletter at this address. You can unsubscribe from any newsletter with one
            click.
          </p>
          <div className="mt-6">
            <AccountForm
              action={confirmNewsletterAction}
              fields={[]}
              hidden={{ token }}
              submitLabel="Confirm my subscription"
              pendingLabel="Confirming..."
            />
          </div>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {CONFIRM_LINK_DEAD}
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
