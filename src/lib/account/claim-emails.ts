import type { PayloadRequest } from 'payload'

import { CLAIM_LINK_HOURS } from '@/lib/account/rules'
import { claimApprovedEmail, claimLinkEmail, claimRejectedEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import type { EmailMessage } from '@/lib/email/message'
import { queueEmail } from '@/lib/email/outbox'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { emailSiteFacts } from '@/lib/email/site-facts'

/** The page a claim's e-mailed link opens. */
export const claimLink = (token: string) => `${siteUrl()}${ACCOUNT_PATHS.claim}/${encodeURIComponent(token)}`

type ClaimRef = { id: number; name: string; email: string; listing: number | { id: number } }

export type ClaimEmail =
  | { kind: 'link'; claim: ClaimRef; token: string }
  | { kind: 'approved'; claim: ClaimRef; token: string }
  | { kind: 'rejected'; claim: ClaimRef; reason: string }

/**
 * Queues the claimant's e-mail about their claim in the transaction of `req`, so it is sent only if the claim's
 * change is kept. One e-mail of each kind per claim (the idempotency key says which).
 */
export async function queueClaimEmail(req: PayloadRequest, email: ClaimEmail): Promise<void> {
  const { payload } = req
  const listingId = typeof email.claim.listing === 'number' ? email.claim.listing : email.claim.listing.id
  const { brand } = await emailSiteFacts(payload, req)
  const listing = await payload.findByID({
    collection: 'suppliers',
    id: listingId,
    req,
    overrideAccess: true,
    depth: 0,
    select: { name: true },
  })
  const common = { name: email.claim.name, listingName: listing.name, brand }
  let message: EmailMessage
  if (email.kind === 'rejected') message = await claimRejectedEmail({ ...common, reason: email.reason })
  else {
    const link = { link: claimLink(email.token), hours: CLAIM_LINK_HOURS }
    message =
      email.kind === 'link'
        ? await claimLinkEmail({ ...common, ...link })
        : await claimApprovedEmail({ ...common, ...link })
  }
  await queueEmail(
    { payload, req },
    { to: email.claim.email, ...message, idempotencyKey: emailIdempotencyKey('claim', email.claim.id, email.kind) },
  )
}
