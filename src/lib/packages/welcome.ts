import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { packageWelcomeEmail } from '@/lib/email/packages'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { consumeFormAllowance, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { issueWelcomeToken, WELCOME_LINK_DAYS } from '@/lib/packages/fulfil'
import { WELCOME_RESEND_LIMIT, WELCOME_RESEND_WINDOW_SECONDS } from '@/lib/packages/welcome-rules'
import { paidOrderOfSession } from '@/lib/packages/orders-sql'
import { afterResponse } from '@/lib/platform/after-response'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'

// The new supplier's e-mail with the link to set their password: queued when the payment creates the account, and
// again when the buyer asks for it on the page Checkout returns to.

/** 'Too many requests to send the e-mail again. Please try again in N minutes.' */
export const tooManyResendsMessage = (retryAfterMs: number) =>
  tooManyEnquiriesMessage(retryAfterMs, 'requests to send the e-mail again')

export type Welcome = { token: string; contactName: string; businessName: string }

/** Queues the welcome e-mail (the set-password link) inside the caller's transaction. */
export async function queueWelcomeEmail(
  payload: Payload,
  req: PayloadRequest,
  message: { to: string; welcome: Welcome; packageName: string; idempotencyKey: string },
): Promise<void> {
  const { brand } = await emailSiteFacts(payload, req)
  const setPasswordUrl = `${siteUrl()}${ACCOUNT_PATHS.resetPassword}?token=${message.welcome.token}`
  await queueEmail(
    { payload, req },
    {
      to: message.to,
      ...(await packageWelcomeEmail({
        contactName: message.welcome.contactName,
        businessName: message.welcome.businessName,
        packageName: message.packageName,
        setPasswordUrl,
        linkDays: WELCOME_LINK_DAYS,
        brand,
      })),
      idempotencyKey: message.idempotencyKey,
    },
  )
}

export type ResendOutcome = { status: 'accepted' } | { status: 'limited'; retryAfterMs: number }

/**
 * 'Send that e-mail again' on the page Checkout returns to. Counted first (per paid order, by its session id, and per
 * client address; WELCOME_RESEND_LIMIT an hour), then, only for the paid order of exactly this session that an
 * application delivered to a new account: a fresh set-password link (the earlier one stops working) e-mailed to the
 * account's address through the outbox. Anything else (an unknown session, an order bought while signed in, an
 * application whose address already had an account) is answered alike and sends nothing; the sending runs after the
 * answer (`defer`). Database errors of the limit are thrown.
 */
export async function resendWelcome(
  payload: Payload,
  { sessionId, clientIp }: { sessionId: string; clientIp: string | null },
  defer: (work: () => Promise<void>) => Promise<void> = afterResponse,
): Promise<ResendOutcome> {
  // The session id stands in the limiter's second key (hashed there): one paid order's inbox, whoever asks.
  const allowance = await consumeFormAllowance(
    payload,
    'welcome-resend',
    { ip: clientIp, email: sessionId.slice(0, 300) },
    WELCOME_RESEND_LIMIT,
    WELCOME_RESEND_WINDOW_SECONDS,
  )
  if (!allowance.allowed) {
    payload.logger.warn({ msg: "'Send the e-mail again' refused by the rate limit", clientIp })
    return { status: 'limited', retryAfterMs: allowance.retryAfterMs }
  }
  // After the answer, so neither it nor its time says whether an e-mail was sent.
  await defer(() =>
    sendWelcomeAgain(payload, sessionId).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: "'Send the e-mail again' failed" }),
    ),
  )
  return { status: 'accepted' }
}

async function sendWelcomeAgain(payload: Payload, sessionId: string): Promise<void> {
  await withTransaction(payload, async (req) => {
    const order = await paidOrderOfSession(payload, sessionId, req)
    if (!order?.fromApplication || order.accountId === null) return
    const account = await payload.findByID({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      id: order.accountId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
      select: { email: true, name: true },
    })
    if (!account?.email) return
    const token = await issueWelcomeToken(payload, req, order.accountId)
    const businessName = order.businessName ?? order.packageName
    await queueWelcomeEmail(payload, req, {
      to: account.email,
      welcome: { token, contactName: order.contactName || account.name || businessName, businessName },
      packageName: order.packageName,
      idempotencyKey: emailIdempotencyKey('order', order.id, 'welcome-again', randomUUID()),
    })
  })
}
