import type { PayloadRequest } from 'payload'

import { accountVerifyEmail, passwordResetEmail } from '@/lib/email/account'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { BRAND_FALLBACK, emailSiteFacts } from '@/lib/email/site-facts'

/** A password-reset link works for this long (the collection's `forgotPassword.expiration`). */
export const RESET_LINK_HOURS = 1
export const RESET_LINK_MS = RESET_LINK_HOURS * 60 * 60 * 1000

async function brandOf(req: PayloadRequest | undefined): Promise<string> {
  if (!req) return BRAND_FALLBACK
  return (await emailSiteFacts(req.payload, req)).brand
}

export const verifyLink = (token: string) => `${siteUrl()}${ACCOUNT_PATHS.verify}?token=${encodeURIComponent(token)}`
export const resetLink = (token: string) =>
  `${siteUrl()}${ACCOUNT_PATHS.resetPassword}?token=${encodeURIComponent(token)}`

type EmailArgs = { req?: PayloadRequest; token?: string; user?: unknown }

const nameOf = (user: unknown): string | null =>
  typeof user === 'object' && user !== null && 'name' in user && typeof user.name === 'string' ? user.name : null

/**
 * The texts of the e-mails Payload sends itself for supplier accounts (verification, and a reset asked through
 * the REST API): they link to the site's /account pages. Payload hands them to the e-mail adapter, which queues
 * them in the outbox (src/lib/email/outbox-adapter.ts).
 */
export const accountAuthEmails = {
  verifySubject: async ({ req }: EmailArgs = {}) => `Confirm your e-mail address | ${await brandOf(req)}`,
  verifyHtml: async ({ req, token = '', user }: EmailArgs = {}) =>
    (await accountVerifyEmail({ name: nameOf(user), link: verifyLink(token), brand: await brandOf(req) })).html,
  resetSubject: async ({ req }: EmailArgs = {}) => `Reset your password | ${await brandOf(req)}`,
  resetHtml: async ({ req, token = '' }: EmailArgs = {}) =>
    (await passwordResetEmail({ link: resetLink(token), brand: await brandOf(req), hours: RESET_LINK_HOURS })).html,
}
