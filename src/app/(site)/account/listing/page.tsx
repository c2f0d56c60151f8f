import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { ListingForm, type ListingFormCertificate } from '@/components/account/ListingForm.client'
import { listingStatus } from '@/lib/account/listing-status'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

export const metadata: Metadata = { title: 'Edit your listing' }

/** The supplier's own listing form, filled from its latest version (its changes waiting for review, if any). */
export default async function EditListingPage() {
  const account = await requireAccount(ACCOUNT_PATHS.editListing)
  const payload = await getPayloadClient()
  const id = listingIdOf(account)
  const listing = await payload.findByID({
    collection: 'suppliers',
    id,
    draft: true,
    depth: 1,
    user: account,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!listing)
    return (
      <>
        <AccountHeading title="Edit your listing" />
        <p className="text-gray-700">We could not find your listing. Please contact us.</p>
      </>
    )
  const status = await listingStatus(payload, id)
  const image = typeof listing.image === 'object' && listing.image ? listing.image : null
  const certificates: ListingFormCertificate[] = (listing.certifications ?? []).map((row) => {
    const evidence = typeof row.evidence === 'object' && row.evidence ? row.evidence : null
    return {
      id: row.id ?? '',
      name: row.name,
      issuer: row.issuer ?? '',
      number: row.number ?? '',
      expiresAt: row.expiresAt ? row.expiresAt.slice(0, 10) : '',
      evidence: evidence ? String(evidence.id) : '',
      evidenceName: evidence?.filename ?? null,
      evidenceUrl: evidence?.url ?? null,
      verified: Boolean(row.verifiedAt),
    }
  })
  return (
    <>
      <AccountHeading
        title="Edit your listing"
        intro={
          <>
            Changes to <strong>{listing.name}</strong> are reviewed by our team before they appear on the site. Until
            then your listing stays exactly as it is.
          </>
        }
      />
      {status?.state === 'pending-review' ? (
        <p role="status" className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your earlier changes are waiting for review; the form shows them. Saving again sends the form as it is now.
        </p>
      ) : null}
      {status?.state === 'rejected' ? (
        <p role="status" className="mb-6 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Our team did not publish these changes: {status.rejectionReason}
        </p>
      ) : null}
      <ListingForm
        listingId={id}
        initial={{
          description: listing.description,
          contactEmail: listing.contactEmail ?? '',
          phone: listing.phone ?? '',
          website: listing.website ?? '',
          serviceAreas: (listing.serviceAreas ?? []).map((area) => area.city).join('\n'),
          base: listing.base ?? '',
          deliveryRadiusMiles: listing.deliveryRadiusMiles ? String(listing.deliveryRadiusMiles) : '',
          deliversUkWide: listing.deliversUkWide ? 'on' : '',
        }}
        image={image?.url ? { url: image.url, alt: image.alt } : null}
        certificates={certificates}
      />
      <p className="mt-8 text-sm text-gray-700">
        Your business name, address on the site, category, eco-score and location are set by our team.{' '}
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
