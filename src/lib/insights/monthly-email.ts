import type { Payload } from 'payload'

import { monthlyInsightsEmail } from '@/lib/email/insights'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { insightsBetween, type ListingInsights } from '@/lib/insights/insights'
import {
  accountStillOptedIn,
  claimMonthlyEmail,
  monthlyRecipients,
  setMonthlyEmailOptOut,
} from '@/lib/insights/insights-sql'
import { lastMonthPeriods, monthWords } from '@/lib/insights/periods'
import { signInsightsUnsubscribeToken, verifyInsightsUnsubscribeToken } from '@/lib/insights/unsubscribe-token'
import { withTransaction } from '@/lib/platform/db'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS, insightsOneClickPath, insightsUnsubscribePath } from '@/lib/routes'

// The monthly insights e-mail (issue 35): from the 1st of each UK month (the job runs daily), every verified account of
// a published listing that existed before that month began and has not stopped the e-mail gets last month's summary,
// once. The send is claimed by a row keyed by the account and the month (`insight_email_sends`) in the transaction that
// queues the e-mail, under the account's row lock, so two runners at once, a retry or a re-run queue it once, and an
// account that stopped it meanwhile gets none. An account that becomes one of these later in the month (verified,
// opted back in) gets last month's summary at the next run.

export const INSIGHTS_EMAIL_STOPPED = 'Done: we will send no more monthly summaries to this account.'
export const INSIGHTS_EMAIL_LINK_INVALID =
  'This unsubscribe link is not valid. Please use the link in the e-mail as it was sent, or sign in to change it.'

export type MonthlyEmailSummary = { queued: number; alreadySent: number; failures: number }

export function insightsUnsubscribeUrls(accountId: number): { page: string; oneClick: string } {
  const token = signInsightsUnsubscribeToken(accountId)
  return {
    page: `${siteUrl()}${insightsUnsubscribePath(token)}`,
    oneClick: `${siteUrl()}${insightsOneClickPath(token)}`,
  }
}

export async function sendMonthlyInsightsEmails(
  payload: Payload,
  now: Date = new Date(),
): Promise<MonthlyEmailSummary> {
  const summary: MonthlyEmailSummary = { queued: 0, alreadySent: 0, failures: 0 }
  const { month, current, previous } = lastMonthPeriods(now)
  // A listing made after last month ended has no last month to tell.
  const recipients = await monthlyRecipients(payload, current.end)
  if (recipients.length === 0) return summary
  const site = await emailSiteFacts(payload)
  const listings = new Map<number, ListingInsights | null>()
  for (const r of recipients) {
    try {
      if (!listings.has(r.supplierId))
        listings.set(
          r.supplierId,
          await insightsBetween(payload, r.supplierId, current, previous, monthWords(previous.from.slice(0, 7))),
        )
      const insights = listings.get(r.supplierId)
      if (!insights) continue
      const urls = insightsUnsubscribeUrls(r.accountId)
      const email = await monthlyInsightsEmail({
        supplierName: r.supplierName,
        month,
        previousMonth: previous.from.slice(0, 7),
        insights,
        insightsUrl: `${siteUrl()}${ACCOUNT_PATHS.insights}`,
        unsubscribeUrl: urls.page,
        oneClickUrl: urls.oneClick,
        brand: site.brand,
      })
      const outcome = await withTransaction(payload, async (req) => {
        if (!(await accountStillOptedIn(payload, req, r.accountId))) return 'stopped'
        if (!(await claimMonthlyEmail(payload, req, r.accountId, month))) return 'sent-before'
        await queueEmail(
          { payload, req },
          {
            to: r.email,
            ...email,
            replyTo: site.staffEmail,
            idempotencyKey: emailIdempotencyKey('insights-monthly', month, r.accountId),
          },
        )
        return 'queued'
      })
      if (outcome === 'queued') summary.queued += 1
      if (outcome === 'sent-before') summary.alreadySent += 1
    } catch (error) {
      summary.failures += 1
      payload.logger.error({ err: error, msg: `Monthly insights e-mail failed for account ${r.accountId}` })
    }
  }
  return summary
}

/** The e-mail's unsubscribe link (its page's button and the one-click POST): no sign-in, the signed token is the proof. */
export async function unsubscribeInsightsEmail(payload: Payload, token: unknown): Promise<'stopped' | 'invalid'> {
  const accountId = verifyInsightsUnsubscribeToken(token)
  if (accountId === null) return 'invalid'
  return (await setMonthlyEmailOptOut(payload, accountId, true)) ? 'stopped' : 'invalid'
}
