import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'
import type { LeadStatus } from '@/lib/leads/states'
import type { QuoteStatus, VatTreatment } from '@/lib/leads/quote-rules'

// The quotes' SQL (issue 33), one statement per function; the transactions stay with src/lib/leads/quotes.ts.
// Lock order, everywhere: the lead's row first, then its connections, then its quotes.

type Req = PayloadRequest | undefined

export type LockedLead = {
  id: number
  quote_outcome: 'accepted' | 'closed' | null
  anonymised_because: 'erased' | 'retention' | null
}

/** The lead of the listing's connection, locked; undefined when the connection is not the listing's. */
export async function lockLeadOfConnection(
  payload: Payload,
  req: PayloadRequest,
  supplierId: number,
  connectionId: number,
): Promise<LockedLead | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select l.id, l.quote_outcome, l.anonymised_because from leads l
        where l.id = (select c.lead_id from lead_connections c where c.id = ${connectionId} and c.supplier_id = ${supplierId})
        for update`,
    req,
  )
  return rows[0] as LockedLead | undefined
}

/** The lead an enquirer's link names (its token's hash), locked, while it is not anonymised. */
export async function lockLeadByTokenHash(
  payload: Payload,
  req: PayloadRequest,
  hash: string,
): Promise<(LockedLead & { city: string }) | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select id, quote_outcome, anonymised_because, city from leads
        where erasure_token_hash = ${hash} and anonymised_at is null
        for update`,
    req,
  )
  return rows[0] as (LockedLead & { city: string }) | undefined
}

/** Sets the lead's outcome if it has none yet (a conditional UPDATE: of two presses one wins); whether it did. */
export async function setLeadOutcome(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
  outcome: 'accepted' | 'closed',
  now: Date,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update leads set quote_outcome = ${outcome}, quote_outcome_at = ${now.toISOString()}, updated_at = now()
        where id = ${leadId} and quote_outcome is null returning id`,
    req,
  )
  return rows.length > 0
}

/** Marks the connection's quote in force replaced (a revised one follows); how many. */
export async function replaceCurrentQuotes(
  payload: Payload,
  req: PayloadRequest,
  connectionId: number,
  now: Date,
): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`update quotes set status = 'replaced', decided_at = ${now.toISOString()}, updated_at = now()
        where connection_id = ${connectionId} and status = 'sent' returning id`,
    req,
  )
  return rows.length
}

/** The ids of the supplier's own products (a quote's line may name only those). */
export async function ownProductIds(payload: Payload, supplierId: number, req?: Req): Promise<Set<number>> {
  const { rows } = await runSql(payload, sql`select id from products where supplier_id = ${supplierId}`, req)
  return new Set((rows as Array<{ id: number }>).map((r) => Number(r.id)))
}

/** The supplier's products by name, for the quote form's menu. */
export async function ownProductOptions(
  payload: Payload,
  supplierId: number,
): Promise<Array<{ id: number; name: string }>> {
  const { rows } = await runSql(
    payload,
    sql`select id, name from products where supplier_id = ${supplierId} order by name, id`,
  )
  return (rows as Array<{ id: number; name: string }>).map((r) => ({ id: Number(r.id), name: r.name }))
}

export type QuoteSqlRow = {
  id: number
  connection_id: number
  supplier_id: number
  status: QuoteStatus
  sent_at: Date | string
  delivery_cost: string | number
  vat: VatTreatment
  subtotal: string | number
  vat_amount: string | number
  total: string | number
  earliest_delivery: string
  valid_until: string
  notes: string | null
  document_id: number | null
  document_filename: string | null
}

export type QuoteLineSqlRow = {
  quote_id: number
  product_id: number | null
  description: string | null
  quantity: string | number
  unit: string
  unit_price: string | number
  line_total: string | number
  product_name: string | null
  product_slug: string | null
  product_published: boolean | null
  epd_gwp_a1a3: string | number | null
  epd_declared_unit: string | null
  epd_declared_unit_quantity: string | number | null
  epd_valid_until: Date | string | null
  epd_verified: boolean | null
}

const quoteColumns = sql`q.id, q.connection_id, q.supplier_id, q.status, q.sent_at, q.delivery_cost, q.vat, q.subtotal,
  q.vat_amount, q.total, q.earliest_delivery, q.valid_until, q.notes, q.document_id,
  (select a.filename from lead_attachments a where a.id = q.document_id) as document_filename`

/** Every quote of one connection of the listing, newest first (the supplier's lead page). */
export async function quotesOfConnection(
  payload: Payload,
  supplierId: number,
  connectionId: number,
): Promise<QuoteSqlRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select ${quoteColumns} from quotes q
        where q.connection_id = ${connectionId} and q.supplier_id = ${supplierId}
        order by q.sent_at desc, q.id desc`,
  )
  return rows as QuoteSqlRow[]
}

/** Every quote of one lead, newest first (the enquirer's page). */
export async function quotesOfLead(payload: Payload, leadId: number): Promise<QuoteSqlRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select ${quoteColumns} from quotes q where q.lead_id = ${leadId} order by q.sent_at desc, q.id desc`,
  )
  return rows as QuoteSqlRow[]
}

/** The lines of the quotes given, in order, with each catalogue product's name and EPD figures. */
export async function linesOfQuotes(payload: Payload, quoteIds: readonly number[]): Promise<QuoteLineSqlRow[]> {
  if (quoteIds.length === 0) return []
  const { rows } = await runSql(
    payload,
    sql`select ql._parent_id as quote_id, ql.product_id, ql.description, ql.quantity, ql.unit, ql.unit_price,
               ql.line_total, p.name as product_name, p.slug as product_slug, (p._status = 'published') as product_published,
               p.epd_gwp_a1a3, p.epd_declared_unit, p.epd_declared_unit_quantity, p.epd_valid_until, p.epd_verified
        from quotes_lines ql left join products p on p.id = ql.product_id
        where ql._parent_id in (${sql.join(
          quoteIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by ql._parent_id, ql._order`,
  )
  return rows as QuoteLineSqlRow[]
}

export type LeadConnectionSqlRow = {
  connection_id: number
  supplier_id: number
  status: LeadStatus
  name: string
  slug: string | null
  eco_score: number | null
  contact_email: string | null
  /** The enquiry's site and the supplier's base, when both are known (degrees). */
  site_latitude: number | null
  site_longitude: number | null
  base_latitude: number | null
  base_longitude: number | null
}

/** The suppliers a lead reached, with their connection's state (the enquirer's page), by name. */
export async function connectionsOfLead(payload: Payload, leadId: number, req?: Req): Promise<LeadConnectionSqlRow[]> {
  const { rows } = await runSql(
    payload,
    sql`select c.id as connection_id, c.supplier_id, c.status, s.name,
               case when s._status = 'published' then s.slug end as slug, s.eco_score, s.contact_email,
               l.site_latitude::float8 as site_latitude, l.site_longitude::float8 as site_longitude,
               s.base_latitude::float8 as base_latitude, s.base_longitude::float8 as base_longitude
        from lead_connections c join suppliers s on s.id = c.supplier_id join leads l on l.id = c.lead_id
        where c.lead_id = ${leadId} order by s.name, c.id`,
    req,
  )
  return rows as LeadConnectionSqlRow[]
}

/** The lead's quote in force with its connection, locked (the enquirer accepting it); undefined otherwise. */
export async function lockQuoteOfLead(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
  quoteId: number,
): Promise<
  | { id: number; connection_id: number; supplier_id: number; status: QuoteStatus; valid_until: string; total: string }
  | undefined
> {
  const { rows } = await runSql(
    payload,
    sql`select q.id, q.connection_id, q.supplier_id, q.status, q.valid_until, q.total from quotes q
        where q.id = ${quoteId} and q.lead_id = ${leadId}
        for update`,
    req,
  )
  return rows[0] as
    | {
        id: number
        connection_id: number
        supplier_id: number
        status: QuoteStatus
        valid_until: string
        total: string
      }
    | undefined
}

/** The lead's other open connections become lost (each row locked by the UPDATE); their ids and suppliers. */
export async function loseOtherConnections(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
  exceptConnectionId: number | null,
): Promise<Array<{ id: number; supplier_id: number }>> {
  const { rows } = await runSql(
    payload,
    sql`update lead_connections set status = 'lost', updated_at = now()
        where lead_id = ${leadId} and id is distinct from ${exceptConnectionId}::integer
          and status in ('new', 'viewed', 'contacted', 'quoted')
        returning id, supplier_id`,
    req,
  )
  return rows as Array<{ id: number; supplier_id: number }>
}

/** The lead's quote in force accepted; its others not chosen. */
export async function decideQuotes(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
  acceptedQuoteId: number | null,
  now: Date,
): Promise<void> {
  if (acceptedQuoteId !== null)
    await runSql(
      payload,
      sql`update quotes set status = 'accepted', decided_at = ${now.toISOString()}, updated_at = now()
          where id = ${acceptedQuoteId}`,
      req,
    )
  await runSql(
    payload,
    sql`update quotes set status = 'not-chosen', decided_at = ${now.toISOString()}, updated_at = now()
        where lead_id = ${leadId} and status = 'sent' and id is distinct from ${acceptedQuoteId}::integer`,
    req,
  )
}

/** Empties what quotes to an erased or anonymised enquirer keep of the conversation: their notes. */
export async function anonymiseQuotesOfLeads(payload: Payload, leadIds: readonly number[], now: Date, req?: Req) {
  if (leadIds.length === 0) return
  await runSql(
    payload,
    sql`update quotes set notes = null, anonymised_at = ${now.toISOString()}, updated_at = now()
        where anonymised_at is null and lead_id in (${sql.join(
          leadIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    req,
  )
}

/** The lead's outcome on the enquirer's page. */
export async function leadOutcome(payload: Payload, leadId: number): Promise<'accepted' | 'closed' | null> {
  const { rows } = await runSql(payload, sql`select quote_outcome from leads where id = ${leadId}`)
  return (rows[0] as { quote_outcome: 'accepted' | 'closed' | null } | undefined)?.quote_outcome ?? null
}

/** Where the enquirer hears of a new quote: their e-mail, their town and their sealed link. */
export async function enquirerContact(
  payload: Payload,
  req: PayloadRequest,
  leadId: number,
): Promise<{ email: string; city: string; sealed: string | null } | undefined> {
  const { rows } = await runSql(
    payload,
    sql`select email, city, erasure_token_sealed as sealed from leads where id = ${leadId} and anonymised_at is null`,
    req,
  )
  return rows[0] as { email: string; city: string; sealed: string | null } | undefined
}
