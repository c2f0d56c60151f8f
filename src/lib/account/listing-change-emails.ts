import type { PayloadRequest } from 'payload'

import type { Supplier } from '@payload-types'
import {
  listingChangesPublishedEmail,
  listingChangesRejectedEmail,
  listingSubmittedStaffEmail,
} from '@/lib/email/account'
import { listingComparison } from '@/lib/admin/version-compare'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { ACCOUNT_PATHS, profilePath } from '@/lib/routes'
import { siteUrl } from '@/lib/platform/site-url'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { verifiedListingAccounts } from '@/lib/account/listing-accounts'

type Outcome = {
  outcome: 'published' | 'rejected'
  listing: Pick<Supplier, 'id' | 'name' | 'slug' | 'updatedAt'> & {
    rejectionReason?: string | null
  }
}

/**
 * Queues the review's outcome to every verified account of the listing, through `req` so the e-mails are stored
 * only if the save that decided it commits.
 */
export async function queueListingReviewEmails(req: PayloadRequest, { outcome, listing }: Outcome): Promise<number> {
  const { payload } = req
  const accounts = await verifiedListingAccounts(payload, listing.id, req)
  if (accounts.length === 0) return 0
  const { brand } = await emailSiteFacts(payload, req)
  const message =
    outcome === 'published'
      ? await listingChangesPublishedEmail({
          listingName: listing.name,
          publicLink: `${siteUrl()}${profilePath(listing.slug)}`,
          brand,
        })
      : await listingChangesRejectedEmail({
          listingName: listing.name,
          reason: listing.rejectionReason ?? '',
          portalLink: `${siteUrl()}${ACCOUNT_PATHS.home}`,
          brand,
        })
  for (const account of accounts) {
    await queueEmail(
      { payload, req },
      {
        to: account.email,
        ...message,
        idempotencyKey: emailIdempotencyKey('listing-review', outcome, listing.id, listing.updatedAt, account.id),
      },
    )
  }
  return accounts.length
}

/**
 * Tells staff (Site settings' staff address) that a listing was sent for review: once per submission, the save that
 * made it wait (keyed by the listing and the moment it was sent), queued through `req` in that save's transaction.
 * Nothing is queued when no staff address is set.
 */
export async function queueListingSubmittedEmail(
  req: PayloadRequest,
  listing: Pick<Supplier, 'id' | 'name'> & { changesSubmittedAt?: string | null },
): Promise<boolean> {
  const { payload } = req
  const { brand, staffEmail } = await emailSiteFacts(payload, req)
  if (!staffEmail) return false
  const comparison = await listingComparison(payload, listing.id, req)
  await queueEmail(
    { payload, req },
    {
      to: staffEmail,
      ...(await listingSubmittedStaffEmail({
        listingName: listing.name,
        firstListing: !comparison.published,
        compareLink: `${siteUrl()}${comparison.path}`,
        brand,
      })),
      idempotencyKey: emailIdempotencyKey('listing-submitted', listing.id, listing.changesSubmittedAt ?? ''),
    },
  )
  return true
}
