import type { Metadata } from 'next'
import Link from 'next/link'

import { signOutAction } from '@/actions/account'
import { AccountHeading, Notice } from '@/components/account/AccountHeading'
import { LeadsPanel } from '@/components/leads/LeadsPanel'
import { AccountPackagePanel } from '@/components/packages/AccountPackagePanel'
import { ReviewsPanel } from '@/components/account/ReviewsPanel'
import { listingStatus, type ListingState } from '@/lib/account/listing-status'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { LISTING_SAVED } from '@/lib/account/save-listing'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { PortalSection } from '@/components/account/PortalSection'
import { ProductsPanel } from '@/components/account/ProductsPanel'
import { EcoScorePanel } from '@/components/account/EcoScorePanel'
import { InsightsPanel } from '@/components/insights/InsightsPanel'

export const metadata: Metadata = { title: 'Your supplier account' }

const STATE_TEXT: Record<ListingState, string> = {
  published: 'Published',
  'pending-review': 'Changes pending review',
  rejected: 'Changes rejected',
  'not-published': 'Not published yet',
}

const STATE_NOTE: Record<ListingState, string> = {
  published: 'Your listing is live as shown on the site.',
  'pending-review':
    'Our team is reviewing your latest changes. Your listing stays as it is on the site until they are published.',
  rejected:
    'Our team did not publish your latest changes, for the reason below. Your listing stays ' +
    'as it is on the site; you can correct the changes and send them again.',
  'not-published': 'Your listing will appear on the site once our team has reviewed and published it.',
}

/** The portal home: the account's listing and where it stands, its package, its leads and its reviews. */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AccountHomePage({ searchParams }: Props) {
  const params = await searchParams
  const account = await requireAccount(ACCOUNT_PATHS.home)
  const payload = await getPayloadClient()
  const listing = await listingStatus(payload, listingIdOf(account))
  return (
    <>
      <AccountHeading title="Your supplier account" intro={`Signed in as ${account.email}.`} />
      {params.saved !== undefined ? <Notice>{LISTING_SAVED}</Notice> : null}
      <PortalSection name="listing" title="Your listing" first>
        {listing ? (
          <>
            <p className="mt-3 text-lg font-semibold">{listing.name}</p>
            <p className="mt-2">
              <span className="text-gray-700">Status: </span>
              <strong data-testid="listing-status">{STATE_TEXT[listing.state]}</strong>
            </p>
            <p className="mt-2 text-gray-700">{STATE_NOTE[listing.state]}</p>
            {listing.rejectionReason ? (
              <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
                <span className="font-semibold">Reason: </span>
                <span data-testid="rejection-reason">{listing.rejectionReason}</span>
              </p>
            ) : null}
            <p className="mt-4 flex flex-wrap gap-4">
              <Link href={ACCOUNT_PATHS.editListing} className="font-semibold text-brand-700 underline">
                Edit your listing
              </Link>
              {listing.publicPath ? (
                <Link href={listing.publicPath} className="font-semibold text-brand-700 underline">
                  See it on the site
                </Link>
              ) : null}
            </p>
          </>
        ) : (
          <p className="mt-3 text-gray-700">We could not find your listing. Please contact us.</p>
        )}
      </PortalSection>
      <InsightsPanel supplierId={listingIdOf(account)} />
      <EcoScorePanel supplierId={listingIdOf(account)} />
      <ProductsPanel />
      <AccountPackagePanel supplierId={listingIdOf(account)} email={account.email} />
      <LeadsPanel supplierId={listingIdOf(account)} />
      <ReviewsPanel supplierId={listingIdOf(account)} />
      <PortalSection name="billing" title="Billing">
        <p className="mt-3 text-gray-700">
          Your billing details, the card on file, automatic renewal of your package, and your invoices and receipts.
        </p>
        <p className="mt-4">
          <Link href={ACCOUNT_PATHS.billing} className="font-semibold text-brand-700 underline">
            Billing, card and invoices
          </Link>
        </p>
      </PortalSection>
      <form action={signOutAction} className="mt-8">
        <button type="submit" className="font-semibold text-gray-700 underline">
          Sign out
        </button>
      </form>
    </>
  )
}
