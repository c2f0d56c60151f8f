import type { Metadata } from 'next'
import Link from 'next/link'

import { claimListingAction } from '@/actions/claim'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { claimableListing } from '@/lib/account/claims'
import { CLAIM_LISTING_UNKNOWN } from '@/lib/account/messages'
import { CLAIM_LINK_HOURS } from '@/lib/account/rules'
import { HONEYPOT_FIELD } from '@/lib/enquiry/fields'
import { getPayloadClient } from '@/lib/platform/payload'
import { SUPPLIERS_PATH } from '@/lib/routes'
import { emailField } from '@/components/account/account-fields'

export const metadata: Metadata = { title: 'Claim a listing' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The claim form a profile's 'Claim this listing' link opens (?listing=<slug>). */
export default async function ClaimListingPage({ searchParams }: Props) {
  const { listing: slug } = await searchParams
  const listing = typeof slug === 'string' ? await claimableListing(await getPayloadClient(), slug) : null
  if (!listing || typeof slug !== 'string')
    return (
      <>
        <AccountHeading title="Claim a listing" intro={CLAIM_LISTING_UNKNOWN} />
        <Link href={SUPPLIERS_PATH} className="font-semibold text-brand-700 underline">
          Browse the suppliers
        </Link>
      </>
    )
  return (
    <>
      <AccountHeading
        title={`Claim ${listing.name}`}
        intro={
          `Tell us who you are. If your work e-mail address is at the business's own ` +
          `domain, we e-mail you a link (valid for ${CLAIM_LINK_HOURS} hours) to set up your ` +
          `account straight away; otherwise our team checks your claim first.`
        }
      />
      <AccountForm
        action={claimListingAction}
        hidden={{ listing: slug }}
        honeypot={HONEYPOT_FIELD}
        submitLabel="Send my claim"
        pendingLabel="Sending..."
        fields={[
          { name: 'name', label: 'Your name', autoComplete: 'name', required: true, maxLength: 120 },
          emailField('Work e-mail address'),
          { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', required: true, maxLength: 30 },
          {
            name: 'jobRole',
            label: 'Your role at the business',
            autoComplete: 'organization-title',
            required: true,
            maxLength: 120,
          },
        ]}
      />
    </>
  )
}
