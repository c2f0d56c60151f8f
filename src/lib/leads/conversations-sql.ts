import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'
import type { LeadStatus } from '@/lib/leads/states'

// The conversations' SQL (issue 33), one statement per function; the transactions stay in conversations.ts, which
// locks the lead's row first as quotes.ts does.

type Req = PayloadRequest | undefined
export type Party = 'supplier' | 'enquirer'

export type ConversationConnection = {
  id: number
  lead_id: number
  supplier_id: number
  status: LeadStatus
  first_response_at: Date | string | null
  supplier_name: string
  contact_email: string | null
  lead_email: string
  lead_city: string
  sealed_token: string | null
}

/** The lead's connection, locked, with who its two parties are; undefined when it is not the lead's. */
export async function lockConversation(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
  connectionId: number,
): Promise<ConversationConnection | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select c.id, c.lead_id, c.supplier_id, c.status, c.first_response_at, s.name as supplier_name, s.contact_email,
               l.email as lead_email, l.city as lead_city, l.erasure_token_sealed as sealed_token
        from lead_connections c join suppliers s on s.id = c.supplier_id join leads l on l.id = c.lead_id
        where c.id = ${connectionId} and c.lead_id = ${leadId}
        for update of c`,
    req,
  )
  return rows[0] as ConversationConnection | undefined
}

/** Messages a party sent in (since, until]: a supplier's across its leads, an enquirer's across their lead. */
export async function countMessagesSince(
  payload: Payload,
  req: PayloadRequest,
  from: { party: 'supplier'; supplierId: number } | { party: 'enquirer'; leadId: number },
  since: Date,
  until: Date,
): Promise<number> {
  const scope =
    from.party === 'supplier'
      ? sql`m.sent_by = 'supplier' and c.supplier_id = ${from.supplierId}`
      : sql`m.sent_by = 'enquirer' and m.lead_id = ${from.leadId}`
  const { rows } = await runSql(
    payload,
    sql`select count(*)::int as n from lead_messages m join lead_connections c on c.id = m.connection_id
        where ${scope} and m.sent_at > ${since.toISOString()} and m.sent_at <= ${until.toISOString()}`,
    req,
  )
  return (rows[0] as { n: number }).n
}

/** When the other party was last e-mailed about this side's messages in the conversation (null: never). */
export async function lastNotifiedAt(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  sentBy: Party,
): Promise<Date | null> {
  const { rows } = await runSql(
    payload,
    sql`select max(notified_at) as at from lead_messages where connection_id = ${connectionId} and sent_by = ${sentBy}`,
    req,
  )
  const at = (rows[0] as { at: Date | string | null } | undefined)?.at
  return at ? new Date(at) : null
}

export async function markNotified(payload: Payload, req: PayloadRequest, messageId: number, now: Date): Promise<void> {
  await runSql(payload, sql`update lead_messages set notified_at = ${now.toISOString()} where id = ${messageId}`, req)
}

/** The supplier's first answer: the first response stamped once, a new or viewed lead now contacted. */
export async function stampContacted(payload: Payload, req: PayloadRequest, connectionId: number, now: Date) {
  await runSql(
    payload,
    sql`update lead_connections
        set first_response_at = coalesce(first_response_at, ${now.toISOString()}),
            status = case when status in ('new', 'viewed') then 'contacted'::enum_lead_connections_status else status end,
            updated_at = now()
        where id = ${connectionId}`,
    req,
  )
}

export type MessageSqlRow = {
  id: number
  sent_by: Party
  sent_at: Date | string
  body: string
  hidden: boolean | null
  hidden_reason: string | null
  reported_at: Date | string | null
  attachment_id: number | null
  attachment_filename: string | null
}

/** A conversation's messages, oldest first. */
export async function messagesOf(payload: Payload, connectionId: number): Promise<MessageSqlRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select m.id, m.sent_by, m.sent_at, m.body, m.hidden, m.hidden_reason, m.reported_at, m.attachment_id,
               a.filename as attachment_filename
        from lead_messages m left join lead_attachments a on a.id = m.attachment_id
        where m.connection_id = ${connectionId}
        order by m.sent_at, m.id`,
  )
  return rows as MessageSqlRow[]
}

/** Reports the other party's message in the conversation, once; whether it did. */
export async function reportOtherPartysMessage(
  payload: Payload,
  req: Req,
  a: { connectionId: number; messageId: number; reporter: Party; reason: string; now: Date },
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update lead_messages set reported_at = ${a.now.toISOString()}, report_reason = ${a.reason}, updated_at = now()
        where id = ${a.messageId} and connection_id = ${a.connectionId} and sent_by <> ${a.reporter}
          and reported_at is null
        returning id`,
    req,
  )
  return rows.length > 0
}

/** Deletes the enquirer's messages of the leads given (erasure, retention); how many. */
export async function deleteEnquirerMessages(payload: Payload, leadIds: readonly number[], req?: Req): Promise<number> {
  if (leadIds.length === 0) return 0
  const { rows } = await runSql(
    payload,
    sql`delete from lead_messages where sent_by = 'enquirer' and lead_id in (${sql.join(
      leadIds.map((id) => sql`${id}`),
      sql`, `,
    )}) returning id`,
    req,
  )
  return rows.length
}
