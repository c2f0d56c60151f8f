import { formatPence } from '@/lib/commission'
import { csvCell } from '@/lib/csv'

export type LeadCsvRow = {
  id: number
  createdAt: string
  name: string
  email: string
  phone: string
  city: string
  category: string | null
  addressedTo: string | null
  projectDetails: string
  consentedAt: string | null
  consentText: string | null
  sourcePage: string | null
  suppliers: ReadonlyArray<{ name: string; commissionAmount: number }>
}

export const LEADS_CSV_HEADER = [
  'Lead ID',
  'Received',
  'Name',
  'Email',
  'Phone',
  'City',
  'Category',
  'Addressed to',
  'Project details',
  'Consented at',
  'Consent text',
  'Source page',
  'Suppliers',
  'Connections',
  'Commission total (pence)',
  'Commission total',
] as const

export function leadCsvLine(row: LeadCsvRow): string {
  const total = row.suppliers.reduce((sum, s) => sum + s.commissionAmount, 0)
  return [
    row.id,
    row.createdAt,
    row.name,
    row.email,
    row.phone,
    row.city,
    row.category,
    row.addressedTo,
    row.projectDetails,
    row.consentedAt,
    row.consentText,
    row.sourcePage,
    row.suppliers.map((s) => s.name).join('; '),
    row.suppliers.length,
    total,
    formatPence(total),
  ]
    .map(csvCell)
    .join(',')
}

/** The whole file: header, one line per lead, CRLF line ends (RFC 4180). */
export function leadsCsv(rows: readonly LeadCsvRow[]): string {
  return [LEADS_CSV_HEADER.map(csvCell).join(','), ...rows.map(leadCsvLine)].join('\r\n') + '\r\n'
}
