import type { Payload, PayloadRequest } from 'payload'

import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { newsletterEmail, type NewsletterIssue } from '@/lib/email/newsletter'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { withTransaction } from '@/lib/platform/db'

/**
 * Queues one newsletter issue to every confirmed subscriber, each e-mail built by `newsletterEmail` (its unsubscribe
 * link and `List-Unsubscribe` headers), all in one transaction. `issueKey` names the issue: queued twice, Resend's
 * idempotency keys send each subscriber one copy. With `outerReq` (a save's hook) it joins that save's transaction.
 */
export async function queueNewsletterIssue(
  payload: Payload,
  issueKey: string,
  issue: NewsletterIssue,
  outerReq?: PayloadRequest,
): Promise<{ queued: number }> {
  const work = async (req: PayloadRequest) => {
    const facts = await emailSiteFacts(payload, req)
    const { docs } = await payload.find({
      collection: 'newsletter-subscribers',
      where: { status: { equals: 'confirmed' } },
      select: { email: true },
      sort: 'id',
      pagination: false,
      overrideAccess: true,
      depth: 0,
      req,
    })
    for (const subscriber of docs) {
      const email = await newsletterEmail(issue, subscriber.id, facts.brand)
      await queueEmail(
        { payload, req },
        {
          to: subscriber.email,
          ...email,
          idempotencyKey: emailIdempotencyKey('newsletter-issue', issueKey, subscriber.id),
        },
      )
    }
    return { queued: docs.length }
  }
  return outerReq ? work(outerReq) : withTransaction(payload, work)
}

/** A newsletter's text as e-mail blocks: one paragraph per block of lines separated by a blank line. */
export function newsletterParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}
