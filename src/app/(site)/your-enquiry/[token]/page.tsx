import type { Metadata } from 'next'
import Link from 'next/link'

import { eraseEnquiryAction } from '@/actions/leads'
import { formatLongDate } from '@/lib/dates'
import { joinNames } from '@/lib/enquiry/recipients'
import { enquiryForToken } from '@/lib/leads/erasure'
import { ENQUIRY_ERASED, ENQUIRY_LINK_GONE } from '@/lib/leads/erasure-token'
import { getPayloadClient } from '@/lib/platform/payload'

// One enquirer's page, opened from the link in their confirmation e-mail: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Your enquiry', robots: { index: false, follow: false } }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function YourEnquiryPage({ params, searchParams }: Props) {
  const { token } = await params
  const { done } = await searchParams
  const enquiry = done === 'erased' ? null : await enquiryForToken(await getPayloadClient(), token)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your enquiry</h1>
      {done === 'erased' ? (
        <p role="status" className="mt-6 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
          {ENQUIRY_ERASED}
        </p>
      ) : done === 'failed' ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          Something went wrong and nothing was erased. Please try again.
        </p>
      ) : null}
      {enquiry ? (
        <>
          <p className="mt-6 text-gray-800">
            You sent it on {formatLongDate(new Date(enquiry.receivedAt))} for {enquiry.city}.
          </p>
          <h2 className="mt-6 text-xl font-semibold text-gray-900">Who received it</h2>
          {enquiry.recipients.length ? (
            <>
              <p className="mt-2 text-gray-800" data-testid="enquiry-recipients">
                {joinNames(enquiry.recipients)}, and our team.
              </p>
            </>
          ) : (
            <p className="mt-2 text-gray-800" data-testid="enquiry-recipients">
              No supplier: only our team.
            </p>
          )}
          <h2 className="mt-8 text-xl font-semibold text-gray-900">Erase your enquiry</h2>
          <p className="mt-2 text-gray-800">
            We will remove your name, e-mail address, phone number and project details at once, and tell the suppliers
            who received it that you withdrew it. Any review you wrote from it is deleted too. This cannot be undone.
          </p>
          <form action={eraseEnquiryAction} className="mt-4">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
            >
              Erase my enquiry
            </button>
          </form>
        </>
      ) : done === 'erased' ? null : (
        <p className="mt-6 text-gray-800" data-testid="enquiry-gone">
          {ENQUIRY_LINK_GONE}
        </p>
      )}
      <p className="mt-8 text-sm">
        <Link href="/privacy-policy" className="underline">
          Privacy Policy
        </Link>
      </p>
    </div>
  )
}
