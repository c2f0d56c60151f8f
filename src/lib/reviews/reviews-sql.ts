import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { runSql } from '@/lib/platform/db'

// The reviews domain's raw SQL, one statement per function. The transactions stay with the callers: a statement
// given a `req` runs on that transaction's connection.

// node-postgres returns numeric columns as strings.
const invitationCandidate = z.object({
  connection_id: z.coerce.number().int(),
  supplier_id: z.coerce.number().int(),
  lead_id: z.coerce.number().int(),
  lead_name: z.string(),
  lead_email: z.string(),
  enquired_at: z.coerce.date(),
  supplier_name: z.string(),
})
export type InvitationCandidate = z.infer<typeof invitationCandidate>

/** What an invitation needs of a connection, its lead and its supplier (c, l and s in the statements below). */
const CANDIDATE_COLUMNS = sql`c.id as connection_id, c.supplier_id, l.id as lead_id, l.name as lead_name,
  l.email as lead_email, l.created_at as enquired_at, s.name as supplier_name`

/**
 * Connections routed inside (earliest, latest] that have not been invited, whose lead is still there, whose decline
 * staff did not accept and whose listing is published: oldest first.
 */
export async function uninvitedConnections(
  payload: Payload,
  earliest: Date,
  latest: Date,
): Promise<InvitationCandidate[]> {
  const { rows } = await runSql(
    payload,
    sql`select ${CANDIDATE_COLUMNS}
        from lead_connections c
        join leads l on l.id = c.lead_id
        join suppliers s on s.id = c.supplier_id
        where c.review_invited_at is null
          and c.created_at <= ${latest.toISOString()}::timestamptz
          and c.created_at > ${earliest.toISOString()}::timestamptz
          and l.anonymised_at is null
          and c.decline_review is distinct from 'accepted'
          and l.quote_outcome is distinct from 'accepted'
          and s._status = 'published'
        order by c.created_at, c.id`,
  )
  return z.array(invitationCandidate).parse(rows)
}

/**
 * The connections whose quote the enquirer accepted (issue 33), not yet invited, once the quote's delivery date has
 * passed: from the UK midnight after it (or the acceptance, when that came later), for `windowDays`. Suppliers not
 * chosen are never candidates (uninvitedConnections leaves every connection of an accepted lead out).
 */
export async function acceptedConnectionsDue(
  payload: Payload,
  now: Date,
  windowDays: number,
): Promise<InvitationCandidate[]> {
  const due = sql`greatest(((q.earliest_delivery::date + 1)::timestamp at time zone 'Europe/London'), l.quote_outcome_at)`
  const { rows } = await runSql(
    payload,
    sql`select ${CANDIDATE_COLUMNS}
        from lead_connections c
        join leads l on l.id = c.lead_id
        join suppliers s on s.id = c.supplier_id
        join quotes q on q.connection_id = c.id and q.status = 'accepted'
        where c.review_invited_at is null
          and l.quote_outcome = 'accepted'
          and c.status = 'won'
          and l.anonymised_at is null
          and s._status = 'published'
          and ${due} <= ${now.toISOString()}::timestamptz
          and ${due} > ${now.toISOString()}::timestamptz - make_interval(hours => ${windowDays * 24})
        order by c.id`,
  )
  return z.array(invitationCandidate).parse(rows)
}

/**
 * Marks the connection invited at `now` if it is not yet and its lead is still there (an erasure that commits first
 * wins): true when this call marked it.
 */
export async function markConnectionInvited(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update lead_connections c set review_invited_at = ${now.toISOString()}::timestamptz, updated_at = now()
        from leads l
        where c.id = ${connectionId} and c.review_invited_at is null and l.id = c.lead_id and l.anonymised_at is null
        returning c.id`,
    req,
  )
  return rows.length > 0
}

export type ConnectionEnquirer = { id: number; name: string; email: string; supplier_name: string }

/** The lead behind a connection and the supplier it reached; undefined once the lead is erased. */
export async function connectionEnquirer(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
): Promise<ConnectionEnquirer | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select l.id, l.name, l.email, s.name as supplier_name from lead_connections c
        join leads l on l.id = c.lead_id join suppliers s on s.id = c.supplier_id
        where c.id = ${connectionId} and l.anonymised_at is null`,
    req,
  )
  return rows[0] as ConnectionEnquirer | undefined
}

export type ReviewConnectionRow = {
  id: number
  supplier_id: number
  lead_name: string
  lead_created_at: Date | string
  anonymised_at: Date | string | null
  supplier_name: string
  reviewed: boolean
}

/**
 * A connection as the review form sees it: its lead, its supplier and whether it has a review. With `req` the
 * connection's row is locked for the rest of that transaction.
 */
export async function reviewConnection(
  payload: Payload,
  connectionId: number,
  req?: PayloadRequest,
): Promise<ReviewConnectionRow | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.supplier_id, l.name as lead_name, l.created_at as lead_created_at, l.anonymised_at,
               s.name as supplier_name,
               exists (select 1 from reviews r where r.connection_id = c.id) as reviewed
        from lead_connections c
        join leads l on l.id = c.lead_id
        join suppliers s on s.id = c.supplier_id
        where c.id = ${connectionId}
        ${req ? sql`for update of c` : sql``}`,
    req,
  )
  return rows[0] as ReviewConnectionRow | undefined
}

/** Whether the connection has a review, asked by a new statement (it sees what committed while it waited for a lock). */
export async function connectionReviewed(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`select exists (select 1 from reviews where connection_id = ${connectionId}) as reviewed`,
    req,
  )
  return (rows[0] as { reviewed: boolean }).reviewed
}

/** Published reviews of the listing that have no reply yet. */
export async function unrepliedReviewCount(payload: Payload, supplierId: number): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as n from reviews r where r.supplier_id = ${supplierId} and r.status = 'published'
        and not exists (select 1 from review_replies p where p.review_id = r.id)`,
  )
  return (rows[0] as { n: number }).n
}

/**
 * Locks the published review of the listing for the rest of the transaction: false when there is no such review
 * (another listing's, unpublished or gone).
 */
export async function lockPublishedReview(
  payload: Payload,
  req: PayloadRequest,
  reviewId: number,
  supplierId: number,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`select id from reviews where id = ${reviewId} and supplier_id = ${supplierId} and status = 'published' for update`,
    req,
  )
  return rows.length > 0
}
