import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { listingAccountEmails } from '@/lib/account/listing-accounts'
import { runSql, withTransaction } from '@/lib/platform/db'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { packageEndedEmail, packageReminderEmail } from '@/lib/email/packages'
import { REMINDER_DAYS, reminderDue } from '@/lib/packages/terms'
import { revalidateCollection } from '@/lib/platform/revalidate'
import { siteUrl } from '@/lib/platform/site-url'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { emailSiteFacts } from '@/lib/email/site-facts'

export type EntitlementCheckSummary = { ended: number; remindersQueued: number; failures: number }

const DAY_MS = 24 * 60 * 60 * 1000

const row = z.object({
  id: z.coerce.number().int(),
  supplier_id: z.coerce.number().int(),
  ends_at: z.coerce.date(),
  reminder30_sent_at: z.coerce.date().nullable(),
  reminder7_sent_at: z.coerce.date().nullable(),
  package_name: z.string().nullable(),
  badge_label: z.string(),
  price: z.coerce.number().nullable(),
  listing_name: z.string().nullable(),
  renewed: z.boolean(),
})
type Candidate = z.infer<typeof row>

export type ExpiryOptions = {
  /** The last 4 of the card an automatic renewal of the listing will charge, or null when renewal is off. */
  renewalCardOf?: (supplierId: number) => Promise<string | null>
}

/**
 * The hourly package check: e-mails each listing's accounts 30 and 7 days before its package ends (once each) and,
 * at the end, ends the entitlement (the badge and featured place go; the listing stays as a basic listing). A
 * package renewed already (a later entitlement runs on from its end) gets no reminder and no end notice. Each
 * change and its e-mail are stored in one transaction, guarded by a conditional UPDATE, so re-runs change nothing.
 * With `renewalCardOf` (the job passes it), a reminder of a package that renews automatically says so: amount, card.
 */
export async function checkEntitlementExpiry(
  payload: Payload,
  now: Date = new Date(),
  options: ExpiryOptions = {},
): Promise<EntitlementCheckSummary> {
  const summary: EntitlementCheckSummary = { ended: 0, remindersQueued: 0, failures: 0 }
  const { brand } = await emailSiteFacts(payload)
  const horizon = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS)
  const { rows } = await runSql(
    payload,
    sql`SELECT e.id, e.supplier_id, e.ends_at, e.reminder30_sent_at, e.reminder7_sent_at, e.badge_label,
               p.name AS package_name, p.price, s.name AS listing_name,
               EXISTS (SELECT 1 FROM entitlements n WHERE n.supplier_id = e.supplier_id AND n.id <> e.id
                       AND n.status = 'active' AND n.starts_at >= e.ends_at) AS renewed
        FROM entitlements e
        LEFT JOIN packages p ON p.id = e.package_id
        LEFT JOIN suppliers s ON s.id = e.supplier_id
        WHERE e.status = 'active' AND e.ends_at <= ${horizon.toISOString()}::timestamptz
        ORDER BY e.ends_at, e.id`,
  )
  let endedAny = false
  for (const candidate of z.array(row).parse(rows)) {
    try {
      if (candidate.ends_at.getTime() <= now.getTime()) {
        if (await endEntitlement(payload, candidate, now, brand)) {
          summary.ended += 1
          endedAny = true
        }
        continue
      }
      if (candidate.renewed) continue
      const days = reminderDue(candidate.ends_at, now, {
        days30: candidate.reminder30_sent_at !== null,
        days7: candidate.reminder7_sent_at !== null,
      })
      if (days === null) continue
      const card = options.renewalCardOf && candidate.price ? await options.renewalCardOf(candidate.supplier_id) : null
      const renewal =
        card && candidate.price
          ? { amountPence: candidate.price * 100, cardLast4: card, billingUrl: `${siteUrl()}${ACCOUNT_PATHS.billing}` }
          : null
      if (await sendReminder(payload, candidate, days, brand, renewal)) summary.remindersQueued += 1
    } catch (error) {
      summary.failures += 1
      payload.logger.error({ err: error, msg: `Package check failed for entitlement ${candidate.id}; nothing changed` })
    }
  }
  if (endedAny) revalidateCollection('entitlements', payload.logger)
  return summary
}

const renewUrl = () => `${siteUrl()}${ACCOUNT_PATHS.home}`

async function endEntitlement(payload: Payload, c: Candidate, now: Date, brand: string): Promise<boolean> {
  return withTransaction(payload, async (req) => {
    const { rows } = await runSql(
      payload,
      sql`UPDATE entitlements SET status = 'ended', end_reason = 'expired', ended_at = ${now.toISOString()}::timestamptz, updated_at = now()
          WHERE id = ${c.id} AND status = 'active' RETURNING id`,
      req,
    )
    if (rows.length === 0) return false
    if (!c.renewed) {
      const email = await packageEndedEmail({
        packageName: c.package_name ?? c.badge_label,
        listingName: c.listing_name ?? 'your listing',
        renewUrl: renewUrl(),
        brand,
      })
      for (const to of await listingAccountEmails(payload, c.supplier_id, req))
        await queueEmail(
          { payload, req },
          { to, ...email, idempotencyKey: emailIdempotencyKey('entitlement', c.id, 'ended', to) },
        )
    }
    return true
  })
}

async function sendReminder(
  payload: Payload,
  c: Candidate,
  days: 30 | 7,
  brand: string,
  renewal: { amountPence: number; cardLast4: string; billingUrl: string } | null,
): Promise<boolean> {
  return withTransaction(payload, async (req) => {
    // The 7-day reminder also settles the 30-day one, so a late start never sends both.
    const { rows } =
      days === 30
        ? await runSql(
            payload,
            sql`UPDATE entitlements SET reminder30_sent_at = now(), updated_at = now()
                WHERE id = ${c.id} AND status = 'active' AND reminder30_sent_at IS NULL RETURNING id`,
            req,
          )
        : await runSql(
            payload,
            sql`UPDATE entitlements SET reminder7_sent_at = now(), reminder30_sent_at = COALESCE(reminder30_sent_at, now()), updated_at = now()
                WHERE id = ${c.id} AND status = 'active' AND reminder7_sent_at IS NULL RETURNING id`,
            req,
          )
    if (rows.length === 0) return false
    const email = await packageReminderEmail({
      packageName: c.package_name ?? c.badge_label,
      listingName: c.listing_name ?? 'your listing',
      endsAt: c.ends_at,
      days,
      renewUrl: renewUrl(),
      brand,
      renewal,
    })
    for (const to of await listingAccountEmails(payload, c.supplier_id, req))
      await queueEmail(
        { payload, req },
        { to, ...email, idempotencyKey: emailIdempotencyKey('entitlement', c.id, `reminder-${days}`, to) },
      )
    return true
  })
}
