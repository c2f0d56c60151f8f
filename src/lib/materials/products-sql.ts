import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { runSql } from '@/lib/platform/db'
import { EPD_REMINDER_DAYS, type EpdReminderDays } from '@/lib/materials/expiry'

// The materials domain's raw SQL, one statement per function. The transactions stay with the callers: a statement
// given a `req` runs on that transaction's connection.

const reminderCandidate = z.object({
  id: z.coerce.number().int(),
  name: z.string(),
  valid_until: z.string(),
  registration_number: z.string().nullable(),
  days60_for: z.string().nullable(),
  days30_for: z.string().nullable(),
  supplier_id: z.coerce.number().int(),
  supplier_name: z.string(),
})
export type ReminderCandidate = z.infer<typeof reminderCandidate>

/**
 * Published products with an EPD (a GWP-total for A1–A3) valid until a day in [from, to] and not yet reminded of
 * both reminders for that day, in id order (the main table holds what is published; drafts live in `_products_v`).
 */
export async function epdReminderCandidates(payload: Payload, from: string, to: string): Promise<ReminderCandidate[]> {
  const { rows } = await runSql(
    payload,
    sql`select p.id, p.name, p.epd_valid_until as valid_until, p.epd_registration_number as registration_number,
               p.expiry_reminders_days60_for as days60_for, p.expiry_reminders_days30_for as days30_for,
               s.id as supplier_id, s.name as supplier_name
        from products p join suppliers s on s.id = p.supplier_id
        where p._status = 'published' and p.epd_gwp_a1a3 is not null
          and p.epd_valid_until >= ${from} and p.epd_valid_until <= ${to}
          and (p.expiry_reminders_days60_for is distinct from p.epd_valid_until
            or p.expiry_reminders_days30_for is distinct from p.epd_valid_until)
        order by p.id`,
  )
  return z.array(reminderCandidate).parse(rows)
}

const REMINDER_COLUMN = {
  60: { main: sql.raw('expiry_reminders_days60_for'), version: sql.raw('version_expiry_reminders_days60_for') },
  30: { main: sql.raw('expiry_reminders_days30_for'), version: sql.raw('version_expiry_reminders_days30_for') },
} as const satisfies Record<EpdReminderDays, unknown>

/**
 * Records that the `days` reminder was sent for `validUntil`, if the published product still has that date and the
 * reminder is not recorded yet: true when this call recorded it (one conditional UPDATE, so of two runners, or a job
 * run twice, only one gets true). The product's versions with that date record it too, so a draft published later
 * (whose data Payload takes from its version) keeps it.
 */
export async function claimEpdReminder(
  payload: Payload,
  req: PayloadRequest,
  productId: number,
  days: EpdReminderDays,
  validUntil: string,
): Promise<boolean> {
  if (!EPD_REMINDER_DAYS.includes(days)) throw new RangeError(`No EPD reminder ${days} days before`)
  const column = REMINDER_COLUMN[days]
  const { rows } = await runSql(
    payload,
    sql`update products set ${column.main} = ${validUntil}
        where id = ${productId} and _status = 'published' and epd_valid_until = ${validUntil}
          and ${column.main} is distinct from ${validUntil}
        returning id`,
    req,
  )
  if (rows.length === 0) return false
  await runSql(
    payload,
    sql`update _products_v set ${column.version} = ${validUntil}
        where parent_id = ${productId} and version_epd_valid_until = ${validUntil}`,
    req,
  )
  return true
}
