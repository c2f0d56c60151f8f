import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'
import { duplicateWindowStart } from '@/lib/leads/rules'

export type DuplicateKeys = {
  emailKey: string
  phoneKey: string
  cityKey: string
  category: number | null
  supplier: number | null
}

/**
 * The earlier lead a new enquiry repeats: the same e-mail or phone for the same city, category and addressed
 * supplier within 30 days (erased leads have no keys left). Returns the first lead of the chain, so duplicates all
 * point at the one that was routed. Takes a transaction lock per key first, so two identical enquiries sent at once
 * are told apart too (the second waits for the first to commit and then finds it).
 */
export async function findEarlierLead(
  payload: Payload,
  req: PayloadRequest,
  keys: DuplicateKeys,
  now: Date,
): Promise<number | null> {
  for (const key of [`lead-email:${keys.emailKey}`, `lead-phone:${keys.phoneKey}`].sort())
    await runSql(payload, sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`, req)
  const { rows } = await runSql(
    payload,
    sql`select id, duplicate_of_id from leads
        where created_at >= ${duplicateWindowStart(now).toISOString()}
          and (email_key = ${keys.emailKey} or (${keys.phoneKey} <> '' and phone_key = ${keys.phoneKey}))
          and city_key = ${keys.cityKey}
          and category_id is not distinct from ${keys.category}::integer
          and supplier_id is not distinct from ${keys.supplier}::integer
          and anonymised_at is null
        order by created_at asc, id asc
        limit 1`,
    req,
  )
  const found = rows[0] as { id: number; duplicate_of_id: number | null } | undefined
  return found ? (found.duplicate_of_id ?? found.id) : null
}
