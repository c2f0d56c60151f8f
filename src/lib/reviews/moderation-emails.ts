import type { Payload, PayloadRequest } from 'payload'

import type { Review, ReviewReply } from '@payload-types'
import { listingAccountEmails } from '@/lib/account/listing-accounts'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import type { EmailMessage } from '@/lib/email/message'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { replyRejectedEmail, reviewPublishedEmail, reviewRejectedEmail } from '@/lib/email/reviews'
import { policyReasonHeadings } from '@/lib/reviews/policy'
import { connectionEnquirer } from '@/lib/reviews/reviews-sql'
import { isPolicyReason } from '@/lib/reviews/rules'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_REVIEWS_PATH, REVIEW_POLICY_PATH } from '@/lib/routes'

const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * The idempotency key of an e-mail to the enquirer about their lead: it starts `lead:<id>:` so erasing the enquiry
 * drops it from the outbox if unsent (src/lib/leads/erasure.ts), as the lead's other e-mails.
 */
export const enquirerEmailKey = (leadId: number, kind: string) => emailIdempotencyKey('lead', leadId, kind)

/** Queues an e-mail to the enquirer about their lead (replies go to staff), under the lead's key for `kind`. */
export async function queueEnquirerEmail(
  req: PayloadRequest,
  lead: { id: number; email: string },
  email: EmailMessage,
  replyTo: string | null,
  kind: string,
): Promise<void> {
  await queueEmail(
    { payload: req.payload, req },
    { to: lead.email, ...email, replyTo, idempotencyKey: enquirerEmailKey(lead.id, kind) },
  )
}

async function supplierRecipients(payload: Payload, req: PayloadRequest, supplierId: number) {
  const supplier = await payload.findByID({
    collection: 'suppliers',
    id: supplierId,
    depth: 0,
    overrideAccess: true,
    select: { name: true, contactEmail: true },
    req,
  })
  const accounts = await listingAccountEmails(payload, supplierId, req)
  // A listing nobody manages yet hears at its contact address, where its leads go.
  const to = accounts.length > 0 ? accounts : supplier.contactEmail ? [supplier.contactEmail] : []
  return { name: supplier.name, to }
}

/** Queues one e-mail to each of a supplier's recipients, each under its own idempotency key; replies go to staff. */
async function queueToEach(
  req: PayloadRequest,
  recipients: string[],
  email: EmailMessage,
  replyTo: string | null,
  keyOf: (to: string) => string,
): Promise<void> {
  for (const to of recipients)
    await queueEmail({ payload: req.payload, req }, { to, ...email, replyTo, idempotencyKey: keyOf(to) })
}

/** The heading of the policy reason a moderator chose, as an e-mail names it ('see the policy' when none). */
async function reasonHeading(req: PayloadRequest, reason: string | null | undefined): Promise<string> {
  const headings = await policyReasonHeadings(req.payload, req)
  return isPolicyReason(reason) ? headings[reason] : 'see the policy'
}

/** The author of a rejected review hears why (unless they erased their enquiry since). */
export async function queueReviewRejectedEmail(req: PayloadRequest, review: Review): Promise<void> {
  const { payload } = req
  const author = await connectionEnquirer(payload, req, idOf(review.connection))
  if (!author) return
  const site = await emailSiteFacts(payload, req)
  const email = await reviewRejectedEmail({
    name: author.name,
    supplierName: author.supplier_name,
    title: review.title,
    reason: await reasonHeading(req, review.moderationReason),
    note: review.moderationNote?.trim() || null,
    policyUrl: `${siteUrl()}${REVIEW_POLICY_PATH}`,
    brand: site.brand,
  })
  await queueEnquirerEmail(req, author, email, site.staffEmail, `review-rejected-${review.id}`)
}

/** The supplier hears of a review published on its listing, and that it may reply. */
export async function queueReviewPublishedEmails(req: PayloadRequest, review: Review): Promise<void> {
  const { payload } = req
  const supplier = await supplierRecipients(payload, req, idOf(review.supplier))
  const site = await emailSiteFacts(payload, req)
  const email = await reviewPublishedEmail({
    supplierName: supplier.name,
    rating: review.rating,
    title: review.title,
    reviewsUrl: `${siteUrl()}${ACCOUNT_REVIEWS_PATH}`,
    brand: site.brand,
  })
  await queueToEach(req, supplier.to, email, site.staffEmail, (to) =>
    emailIdempotencyKey('review', review.id, 'published', to),
  )
}

/** The supplier hears why its reply was not published. */
export async function queueReplyRejectedEmail(req: PayloadRequest, reply: ReviewReply): Promise<void> {
  const { payload } = req
  const supplier = await supplierRecipients(payload, req, idOf(reply.supplier))
  const review = await payload.findByID({
    collection: 'reviews',
    id: idOf(reply.review),
    depth: 0,
    overrideAccess: true,
    select: { title: true },
    req,
  })
  const site = await emailSiteFacts(payload, req)
  const email = await replyRejectedEmail({
    supplierName: supplier.name,
    reviewTitle: review.title,
    reason: await reasonHeading(req, reply.moderationReason),
    note: reply.moderationNote?.trim() || null,
    reviewsUrl: `${siteUrl()}${ACCOUNT_REVIEWS_PATH}`,
    policyUrl: `${siteUrl()}${REVIEW_POLICY_PATH}`,
    brand: site.brand,
  })
  // A reply rejected twice (after an edit) is a second message: the decision's time keeps the keys apart.
  await queueToEach(req, supplier.to, email, site.staffEmail, (to) =>
    emailIdempotencyKey('review-reply', reply.id, 'rejected', reply.moderatedAt ?? '', to),
  )
}
