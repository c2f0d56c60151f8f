import { createHash } from 'node:crypto'

import { addDataAndFileToRequest, headersWithCors, type Endpoint, type Payload } from 'payload'

import { STAFF_COLLECTION, SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { RESET_LINK_HOURS, resetLink } from '@/lib/account/auth-emails'
import { FORM_INVALID_MESSAGE, fieldErrorsOf, type AccountFormState } from '@/lib/account/form-state'
import { RESET_SENT } from '@/lib/account/messages'
import { afterResponse } from '@/lib/platform/after-response'
import { forgotPasswordSchema } from '@/lib/account/schemas'
import { passwordResetEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { consumeFormAllowance, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { emailSiteFacts } from '@/lib/email/site-facts'

// A password reset asked for (the site's form for supplier accounts, `POST /api/<auth collection>/forgot-password`
// for both kinds, the admin's own "forgot password" among them): limited per client and per address, and answered
// before anything is looked up, so the answer (and its time) is the same whether an account has the address.

/** Reset requests allowed per client address and per e-mail address in the window (10 minutes). */
export const PASSWORD_RESET_LIMIT = 5

export type AuthCollectionSlug = typeof STAFF_COLLECTION | typeof SUPPLIER_ACCOUNTS_COLLECTION

/** 'Too many password reset requests. Please try again in N minutes.' */
export const tooManyResetsMessage = (retryAfterMs: number) =>
  tooManyEnquiriesMessage(retryAfterMs, 'password reset requests')

export type ResetRequestOutcome = { status: 'accepted' } | { status: 'limited'; retryAfterMs: number }

/**
 * Counts the request against the client and the address, then hands the reset itself (look-up, token, e-mail) to
 * `defer`, which runs it after the answer. The same steps whatever the address, so neither the answer nor its time
 * says whether an account uses it. A request over the limit queues nothing. Database errors of the limit are thrown.
 */
export async function requestPasswordReset(
  payload: Payload,
  request: { collection: AuthCollectionSlug; email: string; clientIp: string | null },
  defer: (work: () => Promise<void>) => Promise<void> = afterResponse,
): Promise<ResetRequestOutcome> {
  const email = request.email.trim().toLowerCase()
  const allowance = await consumeFormAllowance(
    payload,
    'password-reset',
    { ip: request.clientIp, email },
    PASSWORD_RESET_LIMIT,
  )
  if (!allowance.allowed) {
    payload.logger.warn({ msg: 'Password reset refused by the rate limit', clientIp: request.clientIp })
    return { status: 'limited', retryAfterMs: allowance.retryAfterMs }
  }
  await defer(() =>
    sendPasswordReset(payload, request.collection, email).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Password reset failed' }),
    ),
  )
  return { status: 'accepted' }
}

/**
 * The site's forgotten-password form (/account/forgot-password, supplier accounts): the address checked, then
 * `requestPasswordReset`. The answer is RESET_SENT whether or not an account uses the address, or the limit's
 * 'Too many password reset requests…'. Database errors are thrown (the action answers its failure message).
 */
export async function submitForgotPassword(
  payload: Payload,
  values: Record<string, string>,
  { clientIp, defer }: { clientIp: string | null; defer?: (work: () => Promise<void>) => Promise<void> },
): Promise<AccountFormState> {
  const parsed = forgotPasswordSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values }
  const outcome = await requestPasswordReset(
    payload,
    { collection: SUPPLIER_ACCOUNTS_COLLECTION, email: parsed.data.email, clientIp },
    defer,
  )
  if (outcome.status === 'limited')
    return { status: 'error', message: tooManyResetsMessage(outcome.retryAfterMs), values }
  return { status: 'done', message: RESET_SENT }
}

/**
 * Makes the reset token and queues its e-mail when an account uses the address; nothing otherwise. A supplier's
 * link opens the site's /account/reset-password page; a staff user's is Payload's own (the admin's reset screen).
 */
export async function sendPasswordReset(
  payload: Payload,
  collection: AuthCollectionSlug,
  email: string,
): Promise<void> {
  if (collection === STAFF_COLLECTION) {
    // Payload's own e-mail, through the outbox adapter; its `minRequestInterval` (15 s) applies too.
    await payload.forgotPassword({ collection, data: { email } })
    return
  }
  const token = await payload.forgotPassword({ collection, data: { email }, disableEmail: true })
  if (!token) return
  const { brand } = await emailSiteFacts(payload)
  const message = await passwordResetEmail({
    link: resetLink(token),
    brand,
    hours: RESET_LINK_HOURS,
  })
  await queueEmail(
    { payload },
    {
      to: email,
      ...message,
      idempotencyKey: emailIdempotencyKey(
        'account-reset',
        createHash('sha256').update(token).digest('hex').slice(0, 32),
      ),
    },
  )
}

/**
 * Replaces Payload's `POST /api/<collection>/forgot-password` (custom endpoints are matched first): the same
 * answer as Payload's (200 `{ message }`) for any valid address, 400 for a missing or invalid one, 429 over the limit.
 */
export function forgotPasswordEndpoint(collection: AuthCollectionSlug): Endpoint {
  return {
    path: '/forgot-password',
    method: 'post',
    handler: async (req) => {
      const headers = headersWithCors({ headers: new Headers(), req })
      if (req.data === undefined) await addDataAndFileToRequest(req)
      const parsed = forgotPasswordSchema.safeParse({
        email: typeof req.data?.email === 'string' ? req.data.email : '',
      })
      if (!parsed.success)
        return Response.json(
          { errors: [{ message: parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address.' }] },
          { status: 400, headers },
        )
      const outcome = await requestPasswordReset(req.payload, {
        collection,
        email: parsed.data.email,
        clientIp: clientIpFrom(req.headers),
      })
      if (outcome.status === 'limited')
        return Response.json(
          { errors: [{ message: tooManyResetsMessage(outcome.retryAfterMs) }] },
          { status: 429, headers },
        )
      return Response.json({ message: req.t('general:success') }, { status: 200, headers })
    },
  }
}
