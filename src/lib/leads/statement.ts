import type { Payload } from 'payload'

import { formatPence } from '@/lib/leads/commission'
import { csvCell } from '@/lib/csv'
import { leadTitle, privacyOf } from '@/lib/leads/inbox'
import { statementRows, statementSql as monthSql, supplierNames, type StatementSqlRow } from '@/lib/leads/leads-sql'
import { monthLabel, monthRange, type DeclineReason } from '@/lib/leads/rules'
import { leadPath } from '@/lib/routes'
import { invoiceVat, type SellerVat, type VatSplit } from '@/lib/vat'

// A supplier's monthly commission statement: the connections made in the month (UK time), the voided ones with their
// reason, and the total owed. Amounts are the ones fixed at routing; nothing is recomputed.

export type StatementLine = {
  connectionId: number
  leadId: number
  /** The lead as its page names it ('Enquiry from …'), and that page. */
  title: string
  path: string
  routedAt: string
  city: string
  commissionAmount: number
  declineReason: DeclineReason | null
  voidedAt: string | null
  voidReason: string | null
}

export type Statement = {
  supplierId: number
  month: string
  label: string
  lines: StatementLine[]
  connections: number
  voided: number
  /** Pence owed: the commissions of the connections not voided. */
  totalOwed: number
  /** Pence voided. */
  totalVoided: number
}

type Month = { year: number; month: number }

const monthText = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`

/** The SQL of one supplier's month (exported for the benchmark, which times exactly what the portal runs). */
export const statementSql = (supplierId: number | null, month: Month) => monthSql(supplierId, monthRange(month))

const toLine = (r: StatementSqlRow): StatementLine => ({
  connectionId: r.id,
  leadId: r.lead_id,
  title: leadTitle({ name: r.name, privacy: privacyOf(r.anonymised_because) }),
  path: leadPath(r.id),
  routedAt: new Date(r.created_at).toISOString(),
  city: r.city,
  commissionAmount: Number(r.commission_amount),
  declineReason: r.decline_reason,
  voidedAt: r.voided_at ? new Date(r.voided_at).toISOString() : null,
  voidReason: r.void_reason,
})

function summarise(supplierId: number, month: Month, lines: StatementLine[]): Statement {
  const voided = lines.filter((l) => l.voidedAt !== null)
  const sum = (ls: StatementLine[]) => ls.reduce((total, l) => total + l.commissionAmount, 0)
  return {
    supplierId,
    month: monthText(month),
    label: monthLabel(month),
    lines,
    connections: lines.length,
    voided: voided.length,
    totalOwed: sum(lines) - sum(voided),
    totalVoided: sum(voided),
  }
}

/**
 * The VAT a statement's month owes, as its invoice will carry it: each non-voided line's VAT rounded on its own, as
 * Stripe rounds an invoice's lines. Null when the seller is not VAT-registered (no VAT is shown).
 */
export function statementVat(statement: Statement, seller: SellerVat): VatSplit | null {
  if (!seller.registered) return null
  return invoiceVat(
    statement.lines.filter((l) => l.voidedAt === null).map((l) => l.commissionAmount),
    seller,
  )
}

/** One supplier's statement for a month. */
export async function monthlyStatement(payload: Payload, supplierId: number, month: Month): Promise<Statement> {
  const rows = await statementRows(payload, supplierId, monthRange(month))
  return summarise(supplierId, month, rows.map(toLine))
}

export const STATEMENTS_CSV_HEADER = [
  'Month',
  'Supplier ID',
  'Supplier',
  'Connection ID',
  'Lead ID',
  'Routed at',
  'City',
  'Commission (pence)',
  'Voided at',
  'Void reason',
  'Owed (pence)',
  'Owed',
] as const

/** Every supplier's statement lines for a month as CSV (admins): one line per connection, what is owed on each. */
export async function statementsCsv(payload: Payload, month: Month, supplierId: number | null = null): Promise<string> {
  const sqlRows = await statementRows(payload, supplierId, monthRange(month))
  const names = await supplierNames(payload, [...new Set(sqlRows.map((r) => r.supplier_id))])
  const lines = sqlRows.map((r) => {
    const line = toLine(r)
    const owed = line.voidedAt ? 0 : line.commissionAmount
    return [
      monthText(month),
      r.supplier_id,
      names.get(r.supplier_id) ?? '',
      line.connectionId,
      line.leadId,
      line.routedAt,
      line.city,
      line.commissionAmount,
      line.voidedAt,
      line.voidReason,
      owed,
      formatPence(owed),
    ]
      .map(csvCell)
      .join(',')
  })
  return [STATEMENTS_CSV_HEADER.map(csvCell).join(','), ...lines].join('\r\n') + '\r\n'
}
