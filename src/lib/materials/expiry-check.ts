import type { Payload } from 'payload'

import { withTransaction } from '@/lib/platform/db'
import { recomputeExpired } from '@/lib/eco-score/recompute'
import { epdExpiryReminderEmail } from '@/lib/email/epd-expiry'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts, type SiteFacts } from '@/lib/email/site-facts'
import { dueEpdReminder, remindedValidUntilRange } from '@/lib/materials/expiry'
import { claimEpdReminder, epdReminderCandidates, type ReminderCandidate } from '@/lib/materials/products-sql'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { verifiedListingAccounts } from '@/lib/account/listing-accounts'

export type EpdExpirySummary = {
  productsReminded: number
  remindersQueued: number
  /** Eco-Scores changed because an EPD passed its valid-until day (its supplier's, and its comparisons'). */
  scoresChanged: number
  failures: number
}

/**
 * The daily EPD check: 60 and 30 days before a published product's EPD valid-until date, every verified account of
 * its supplier is e-mailed once (src/lib/materials/expiry.ts says when). The reminder is recorded on the product by
 * one conditional UPDATE in the transaction that queues its e-mails, so a re-run, a retry or a second runner sends
 * nothing twice, and a reminder is never queued without being recorded (nor recorded without being queued). A
 * supplier without a verified account records nothing: the reminder goes out once one exists, while it is still due.
 */
export async function checkEpdExpiry(payload: Payload, now: Date = new Date()): Promise<EpdExpirySummary> {
  const summary: EpdExpirySummary = { productsReminded: 0, remindersQueued: 0, scoresChanged: 0, failures: 0 }
  // An expired EPD leaves its supplier's coverage and its like-for-like comparison at the UK midnight after its
  // valid-until day, without a save: the scores it moved are recomputed first.
  await recomputeExpired(payload, now, summary)
  const { from, to } = remindedValidUntilRange(now)
  const candidates = await epdReminderCandidates(payload, from, to)
  if (candidates.length === 0) return summary
  const site = await emailSiteFacts(payload)
  for (const product of candidates) {
    try {
      const queued = await remind(payload, product, now, site)
      if (queued > 0) {
        summary.productsReminded += 1
        summary.remindersQueued += queued
      }
    } catch (error) {
      summary.failures += 1
      payload.logger.error({ err: error, msg: `EPD expiry reminder failed for product ${product.id}` })
    }
  }
  return summary
}

async function remind(payload: Payload, product: ReminderCandidate, now: Date, site: SiteFacts): Promise<number> {
  const validUntil = product.valid_until
  const days = dueEpdReminder({ validUntil, days60For: product.days60_for, days30For: product.days30_for }, now)
  if (days === null) return 0
  const accounts = await verifiedListingAccounts(payload, product.supplier_id)
  if (accounts.length === 0) return 0
  const email = await epdExpiryReminderEmail({
    supplierName: product.supplier_name,
    productName: product.name,
    registrationNumber: product.registration_number,
    validUntil,
    portalProductsUrl: `${siteUrl()}${ACCOUNT_PATHS.products}`,
    brand: site.brand,
  })
  return withTransaction(payload, async (req) => {
    if (!(await claimEpdReminder(payload, req, product.id, days, validUntil))) return 0
    for (const account of accounts) {
      await queueEmail(
        { payload, req },
        {
          to: account.email,
          ...email,
          replyTo: site.staffEmail,
          idempotencyKey: emailIdempotencyKey('epd-expiry', product.id, days, validUntil, account.id),
        },
      )
    }
    return accounts.length
  })
}
