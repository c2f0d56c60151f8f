import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import { newsletterConfirmationEmail } from '@/lib/email/newsletter'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { consumeFormAllowance, enquiryRateLimit, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from '@/lib/link-token'
import { NEWSLETTER_CONFIRM_DAYS, SUBSCRIBE_ANSWER, SUBSCRIBE_FAILED, SUBSCRIBE_INVALID } from '@/lib/newsletter/rules'
import { verifyUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'
import { runSql, withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { newsletterConfirmPath } from '@/lib/routes'

// The newsletter's subscribers: a sign-up stores the address as waiting and e-mails a confirmation link (only its hash
// stored); the link's POST confirms it; any newsletter's unsubscribe link (signed, see unsubscribe-link.ts) ends it.

/** What the newsletter box shows after a sign-up (with or without JavaScript). */
export type NewsletterBoxState = { status: 'idle' | 'done' | 'error'; message?: string; email?: string }

export const NEWSLETTER_HONEYPOT = 'companyWebsite'

const emailSchema = z
  .string()
  .trim()
  .min(1, SUBSCRIBE_INVALID)
  .max(254, SUBSCRIBE_INVALID)
  .refine((v) => !/[\u0000-\u001F\u007F]/.test(v), SUBSCRIBE_INVALID)
  .pipe(z.string().email(SUBSCRIBE_INVALID))

export type SubscribeContext = {
  payload: Payload
  clientIp: string | null
  /** Sign-ups allowed per address and per e-mail in 10 minutes; the enquiries' limit unless given. */
  rateLimit?: number
}

/**
 * A sign-up from the newsletter box: the honeypot, the address, the rate limits (per client and per address), then in
 * one statement the subscriber stored as waiting with a new confirmation link (an address already subscribed is left
 * as it is and is sent nothing) and, in the same transaction, the link e-mailed through the outbox. Every well-formed
 * address gets the same answer. Never throws.
 */
export async function subscribeToNewsletter(
  values: { email?: string; [NEWSLETTER_HONEYPOT]?: string },
  context: SubscribeContext,
): Promise<NewsletterBoxState> {
  const { payload } = context
  const typed = typeof values.email === 'string' ? values.email : ''
  if ((values[NEWSLETTER_HONEYPOT] ?? '').trim() !== '') return { status: 'done', message: SUBSCRIBE_ANSWER }
  const parsed = emailSchema.safeParse(typed)
  if (!parsed.success) return { status: 'error', message: SUBSCRIBE_INVALID, email: typed }
  const email = parsed.data.toLowerCase()
  try {
    const allowance = await consumeFormAllowance(
      payload,
      'newsletter',
      { ip: context.clientIp, email },
      context.rateLimit ?? enquiryRateLimit(),
    )
    if (!allowance.allowed)
      return {
        status: 'error',
        message: tooManyEnquiriesMessage(allowance.retryAfterMs, 'sign-up requests'),
        email: typed,
      }
    await withTransaction(payload, async (req) => {
      const link = newLinkToken()
      const { rows } = await runSql(
        payload,
        sql`insert into newsletter_subscribers (email, status, confirm_token_hash, confirm_expires_at, updated_at, created_at)
            values (${email}, 'pending', ${link.hash}, now() + make_interval(days => ${NEWSLETTER_CONFIRM_DAYS}), now(), now())
            on conflict (email) do update
              set status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
                  confirm_expires_at = excluded.confirm_expires_at, updated_at = now()
              where newsletter_subscribers.status <> 'confirmed'
            returning id`,
        req,
      )
      const subscriber = rows[0] as { id: number } | undefined
      if (!subscriber) return
      const facts = await emailSiteFacts(payload, req)
      const message = await newsletterConfirmationEmail(`${siteUrl()}${newsletterConfirmPath(link.token)}`, facts.brand)
      await queueEmail(
        { payload, req },
        {
          to: email,
          ...message,
          idempotencyKey: emailIdempotencyKey('newsletter', subscriber.id, 'confirm', link.hash.slice(0, 16)),
        },
      )
    })
    return { status: 'done', message: SUBSCRIBE_ANSWER }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Newsletter sign-up failed; nothing was kept' })
    return { status: 'error', message: SUBSCRIBE_FAILED, email: typed }
  }
}

/** Whether a confirmation link can still confirm (the GET of its page: reads only, never confirms). */
export async function confirmTokenIsLive(payload: Payload, token: unknown): Promise<boolean> {
  if (!isWellFormedLinkToken(token)) return false
  const { rows } = await runSql(
    payload,
    sql`select 1 from newsletter_subscribers
        where confirm_token_hash = ${hashLinkToken(token)} and confirm_expires_at > now() and status = 'pending'`,
  )
  return rows.length === 1
}

/** Confirms a subscription (one conditional UPDATE: the link works once, only until it expires). */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<'confirmed' | 'dead'> {
  if (!isWellFormedLinkToken(token)) return 'dead'
  const { rows } = await runSql(
    payload,
    sql`update newsletter_subscribers
        set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null,
            unsubscribed_at = null, updated_at = now()
        where confirm_token_hash = ${hashLinkToken(token)} and confirm_expires_at > now() and status = 'pending'
        returning id`,
  )
  return rows.length === 1 ? 'confirmed' : 'dead'
}

/**
 * Unsubscribes the subscriber a signed token names, without signing in (the page's button and the one-click POST).
 * Already unsubscribed is done too; 'invalid' only for a token we did not sign.
 */
export async function unsubscribe(payload: Payload, token: unknown): Promise<'unsubscribed' | 'invalid'> {
  const id = verifyUnsubscribeToken(token)
  if (id === null) return 'invalid'
  await runSql(
    payload,
    sql`update newsletter_subscribers
        set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null, confirm_expires_at = null,
            updated_at = now()
        where id = ${id} and status <> 'unsubscribed'`,
  )
  return 'unsubscribed'
}
