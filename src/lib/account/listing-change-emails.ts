import type { PayloadRequest } from 'payload'

import type { Supplier } from '@payload-types'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { listingChangesPublishedEmail, listingChangesRejectedEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { ACCOUNT_PATHS, profilePath } from '@/lib/routes'
import { siteUrl } from '@/lib/platform/site-url'
import { emailSiteFacts } from '@/lib/email/site-facts'

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
  const accounts = await payload.find({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    where: { and: [{ supplier: { equals: listing.id } }, { _verified: { equals: true } }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    select: { email: true },
    req,
  })
  if (accounts.docs.length === 0) return 0
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
  for (const account of accounts.docs) {
    await queueEmail(
      { payload, req },
      {
        to: account.email,
        ...message,
        idempotencyKey: emailIdempotencyKey('listing-review', outcome, listing.id, listing.updatedAt, account.id),
      },
    )
  }
  return accounts.docs.length
}
