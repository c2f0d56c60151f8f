import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { formatPence } from '@/lib/leads/commission'
import { csvCell } from '@/lib/csv'
import { runSql } from '@/lib/platform/db'
import { monthLabel, monthRange, type DeclineReason } from '@/lib/leads/rules'

// A supplier's monthly commission statement: the connections made in the month (UTC), the voided ones with their
// reason, and the total owed. Amounts are the ones fixed at routing; nothing is recomputed.

export type StatementLine = {
  connectionId: number
  leadId: number
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
export function statementSql(supplierId: number | null, month: Month) {
  const { start, end } = monthRange(month)
  const bySupplier = supplierId === null ? sql`true` : sql`c.supplier_id = ${supplierId}`
  return sql`select c.id, c.supplier_id, c.lead_id, c.created_at, c.commission_amount, c.decline_reason, c.voided_at,
                    c.void_reason, l.city
             from lead_connections c join leads l on l.id = c.lead_id
             where ${bySupplier} and c.created_at >= ${start.toISOString()} and c.created_at < ${end.toISOString()}
             order by c.supplier_id, c.created_at, c.id`
}

type StatementSqlRow = {
  id: number
  supplier_id: number
  lead_id: number
  created_at: Date | string
  commission_amount: string | number
  decline_reason: DeclineReason | null
  voided_at: Date | string | null
  void_reason: string | null
  city: string
}

const toLine = (r: StatementSqlRow): StatementLine => ({
  connectionId: r.id,
  leadId: r.lead_id,
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

/** One supplier's statement for a month. */
export async function monthlyStatement(payload: Payload, supplierId: number, month: Month): Promise<Statement> {
  const { rows } = await runSql(payload, statementSql(supplierId, month))
  return summarise(supplierId, month, (rows as StatementSqlRow[]).map(toLine))
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
  const { rows } = await runSql(payload, statementSql(supplierId, month))
  const sqlRows = rows as StatementSqlRow[]
  const ids = [...new Set(sqlRows.map((r) => r.supplier_id))]
  const names = new Map<number, string>()
  if (ids.length) {
    const { rows: found } = await runSql(
      payload,
      sql`select id, name from suppliers where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    for (const r of found as Array<{ id: number; name: string }>) names.set(r.id, r.name)
  }
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
