import type { Payload } from 'payload'

import { withTransaction } from '@/lib/platform/db'
import { formatLongDate } from '@/lib/dates'
import { reviewInvitationEmail } from '@/lib/email/reviews'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { queueEnquirerEmail } from '@/lib/reviews/moderation-emails'
import { signReviewLink } from '@/lib/reviews/link'
import {
  acceptedConnectionsDue,
  markConnectionInvited,
  uninvitedConnections,
  type InvitationCandidate,
} from '@/lib/reviews/reviews-sql'
import { REVIEW_POLICY_PATH, reviewFormPath } from '@/lib/routes'
import { DEFAULT_INVITATION_DELAY_DAYS, DEFAULT_LINK_VALID_DAYS } from '@/lib/reviews/rules'
import { siteUrl } from '@/lib/platform/site-url'

/**
 * A connection is invited from the set number of days after the enquiry until this many days later: a job that was
 * down catches up, but an enquiry from long ago (or from before reviews existed) is never invited out of the blue.
 */
export const INVITATION_WINDOW_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

export type ReviewInvitationSummary = { invited: number; failures: number }

/** The enquirer's first name, as an e-mail greets them. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there'

/**
 * Invites each enquirer to review each supplier their lead reached, the set number of days after the enquiry (a site
 * setting): one e-mail per connection, ever. The connection is marked invited by one conditional UPDATE in the
 * transaction that queues the e-mail, so a re-run, a retry or a second runner sends nothing twice. An erased (or
 * anonymised) lead is never invited, nor a connection whose decline staff accepted (spam, duplicate, unreachable).
 */
export async function sendReviewInvitations(
  payload: Payload,
  now: Date = new Date(),
): Promise<ReviewInvitationSummary> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    select: { reviewRules: true },
  })
  const delayDays = settings.reviewRules?.invitationDelayDays ?? DEFAULT_INVITATION_DELAY_DAYS
  const validDays = settings.reviewRules?.linkValidDays ?? DEFAULT_LINK_VALID_DAYS
  const latest = new Date(now.getTime() - delayDays * DAY_MS)
  const earliest = new Date(latest.getTime() - INVITATION_WINDOW_DAYS * DAY_MS)
  // An enquiry whose quote was accepted invites only that supplier, once the delivery date has passed; any other
  // enquiry (closed without a choice, or never decided) every supplier it reached, after the delay.
  const candidates = [
    ...(await uninvitedConnections(payload, earliest, latest)),
    ...(await acceptedConnectionsDue(payload, now, INVITATION_WINDOW_DAYS)),
  ]
  const summary: ReviewInvitationSummary = { invited: 0, failures: 0 }
  const site = await emailSiteFacts(payload)
  for (const candidate of candidates) {
    try {
      if (await invite(payload, candidate, now, validDays, site)) summary.invited += 1
    } catch (error) {
      summary.failures += 1
      payload.logger.error({ err: error, msg: `Review invitation failed for connection ${candidate.connection_id}` })
    }
  }
  return summary
}

async function invite(
  payload: Payload,
  c: InvitationCandidate,
  now: Date,
  validDays: number,
  site: { brand: string; staffEmail: string | null },
): Promise<boolean> {
  return withTransaction(payload, async (req) => {
    // Marks the connection only while its lead is still there: an erasure that commits first wins.
    if (!(await markConnectionInvited(payload, req, c.connection_id, now))) return false
    const expiresAt = new Date(now.getTime() + validDays * DAY_MS)
    const token = signReviewLink({ connectionId: c.connection_id, supplierId: c.supplier_id, expiresAt })
    const email = await reviewInvitationEmail({
      name: firstName(c.lead_name),
      supplierName: c.supplier_name,
      enquiryDate: formatLongDate(c.enquired_at),
      reviewUrl: `${siteUrl()}${reviewFormPath(token)}`,
      linkValidUntil: formatLongDate(expiresAt),
      policyUrl: `${siteUrl()}${REVIEW_POLICY_PATH}`,
      brand: site.brand,
    })
    const lead = { id: c.lead_id, email: c.lead_email }
    await queueEnquirerEmail(req, lead, email, site.staffEmail, `review-invite-${c.supplier_id}`)
    return true
  })
}
