import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { statesBefore, type CommissionInvoiceStatus } from '@/lib/billing/rules'
import { runSql } from '@/lib/platform/db'

// The billing domain's SQL: who owes commission for a month, the conditional updates that move an invoice's state
// once, late voids still to credit, and the invoices that pause leads.

/** Listings with non-voided commission in [start, end), without an invoice past draft for `month`. */
export async function suppliersToInvoice(
  payload: Payload,
  range: { start: Date; end: Date },
  month: string,
): Promise<number[]> {
  const { rows } = await runSql(
    payload,
    sql`select c.supplier_id from lead_connections c
        where c.created_at >= ${range.start.toISOString()} and c.created_at < ${range.end.toISOString()}
          and c.voided_at is null
          and not exists (select 1 from commission_invoices i
                          where i.supplier_id = c.supplier_id and i.month = ${month} and i.status <> 'draft')
        group by c.supplier_id having sum(c.commission_amount) > 0 order by c.supplier_id`,
  )
  return (rows as Array<{ supplier_id: number }>).map((r) => Number(r.supplier_id))
}

export type FinalisedInvoice = {
  stripeInvoiceId: string
  number: string
  totalPence: number
  hostedInvoiceUrl: string
  dueDate: Date | null
}

/**
 * Records the finalised Stripe invoice on its row; true only for the one call that moved it out of draft (an event
 * may have moved it further already: its state is kept).
 */
export async function recordFinalised(
  payload: Payload,
  rowId: number,
  f: FinalisedInvoice,
  req?: PayloadRequest,
): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update commission_invoices set stripe_invoice_id = ${f.stripeInvoiceId}, number = ${f.number},
               total_pence = ${f.totalPence}, hosted_invoice_url = ${f.hostedInvoiceUrl},
               due_date = ${f.dueDate ? f.dueDate.toISOString() : null},
               status = case when status = 'draft' then 'open' else status end, updated_at = now()
        where id = ${rowId} and stripe_invoice_id is null returning id`,
    req,
  )
  return rows.length === 1
}

export type InvoiceRow = {
  id: number
  supplierId: number
  month: string
  status: CommissionInvoiceStatus
  number: string | null
  totalPence: number
  hostedInvoiceUrl: string | null
  dueDate: Date | null
}

const toRow = (r: Record<string, unknown>): InvoiceRow => ({
  id: Number(r.id),
  supplierId: Number(r.supplier_id),
  month: String(r.month),
  status: r.status as CommissionInvoiceStatus,
  number: (r.number as string | null) ?? null,
  totalPence: Number(r.total_pence),
  hostedInvoiceUrl: (r.hosted_invoice_url as string | null) ?? null,
  dueDate: r.due_date ? new Date(r.due_date as string) : null,
})

/**
 * Moves the invoice (by Stripe id, or by listing and month for one still being recorded) to `to`, only from the
 * states before it: a repeated or late event changes nothing. The row when it moved, else null.
 */
export async function moveInvoice(
  payload: Payload,
  target: { stripeInvoiceId: string; supplierId: number | null; month: string | null },
  to: CommissionInvoiceStatus,
  at: Date,
  extra: { writeOffReason?: string } = {},
  req?: PayloadRequest,
): Promise<InvoiceRow | null> {
  const from = statesBefore(to)
  const which =
    target.supplierId !== null && target.month !== null
      ? sql`(stripe_invoice_id = ${target.stripeInvoiceId} or (supplier_id = ${target.supplierId} and month = ${target.month}))`
      : sql`stripe_invoice_id = ${target.stripeInvoiceId}`
  const stamp =
    to === 'paid'
      ? sql`, paid_at = ${at.toISOString()}`
      : to === 'void' || to === 'uncollectible'
        ? sql`, closed_at = ${at.toISOString()}`
        : sql``
  const reason = extra.writeOffReason ? sql`, write_off_reason = ${extra.writeOffReason}` : sql``
  const { rows } = await runSql(
    payload,
    sql`update commission_invoices set status = ${to}::enum_commission_invoices_status ${stamp} ${reason}, updated_at = now()
        where ${which} and status in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )}) returning *`,
    req,
  )
  return rows.length ? toRow(rows[0] as Record<string, unknown>) : null
}

/** A failed card payment, recorded once per attempt (a repeated delivery of the same event changes nothing). */
export async function recordPaymentFailed(payload: Payload, stripeInvoiceId: string, at: Date): Promise<boolean> {
  const { rows } = await runSql(
    payload,
    sql`update commission_invoices set payment_failed_at = ${at.toISOString()}, updated_at = now()
        where stripe_invoice_id = ${stripeInvoiceId} and status in ('open', 'uncollectible')
          and (payment_failed_at is null or payment_failed_at < ${at.toISOString()}) returning id`,
  )
  return rows.length === 1
}

export type LateVoid = {
  lineId: string
  invoiceRowId: number
  stripeInvoiceId: string
  connectionId: number
  amount: number
  voidReason: string | null
}

/** Invoiced connections voided since, on open or paid invoices, without a credit note yet. */
export async function lateVoids(payload: Payload): Promise<LateVoid[]> {
  const { rows } = await runSql(
    payload,
    sql`select l.id as line_id, i.id as invoice_id, i.stripe_invoice_id, l.connection, l.amount, c.void_reason
        from commission_invoices_lines l
        join commission_invoices i on i.id = l._parent_id
        join lead_connections c on c.id = l.connection
        where c.voided_at is not null and l.credit_note_id is null
          and i.stripe_invoice_id is not null and i.status in ('open', 'paid')
        order by l.connection`,
  )
  return (rows as Array<Record<string, unknown>>).map((r) => ({
    lineId: String(r.line_id),
    invoiceRowId: Number(r.invoice_id),
    stripeInvoiceId: String(r.stripe_invoice_id),
    connectionId: Number(r.connection),
    amount: Number(r.amount),
    voidReason: (r.void_reason as string | null) ?? null,
  }))
}

export async function recordCreditNote(payload: Payload, lineId: string, creditNoteId: string): Promise<void> {
  await runSql(
    payload,
    sql`update commission_invoices_lines set credit_note_id = ${creditNoteId} where id = ${lineId} and credit_note_id is null`,
  )
}

/** Unpaid invoices due before `dueBefore` whose listing has not been told its leads are paused; each is claimed once. */
export async function claimPausedNotices(
  payload: Payload,
  dueBefore: Date,
  req: PayloadRequest,
): Promise<InvoiceRow[]> {
  const { rows } = await runSql(
    payload,
    sql`update commission_invoices set paused_notice_sent_at = now(), updated_at = now()
        where status in ('open', 'uncollectible') and due_date <= ${dueBefore.toISOString()}
          and paused_notice_sent_at is null returning *`,
    req,
  )
  return (rows as Array<Record<string, unknown>>).map(toRow)
}

/** How many listings' leads are paused for unpaid invoices now (the admin home's count). */
export async function pausedListingCount(payload: Payload, dueBefore: Date): Promise<number> {
  const { rows } = await runSql(
    payload,
    sql`select count(distinct supplier_id)::int as n from commission_invoices
        where status in ('open', 'uncollectible') and due_date <= ${dueBefore.toISOString()}`,
  )
  return Number((rows[0] as { n: number }).n)
}

export type InvoiceVat = {
  netPence: number
  taxPence: number
  rate: number | null
  stripeTaxRateId: string | null
  invoicePdfUrl: string | null
}

/** Stripe's net, VAT and PDF of a just-finalised invoice, recorded with it (the statement shows exactly these). */
export async function recordInvoiceVat(
  payload: Payload,
  rowId: number,
  v: InvoiceVat,
  req?: PayloadRequest,
): Promise<void> {
  await runSql(
    payload,
    sql`update commission_invoices set vat_net_pence = ${v.netPence}, vat_tax_pence = ${v.taxPence},
               vat_rate = ${v.rate}, vat_stripe_tax_rate_id = ${v.stripeTaxRateId},
               vat_invoice_pdf_url = ${v.invoicePdfUrl}, updated_at = now()
        where id = ${rowId}`,
    req,
  )
}
