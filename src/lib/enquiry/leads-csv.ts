import { formatPence } from '@/lib/leads/commission'
import { csvCell } from '@/lib/csv'
import { enquiryFieldsOf, type EnquiryTextValues } from '@/lib/enquiry/fields'

export type LeadCsvRow = EnquiryTextValues & {
  id: number
  createdAt: string
  category: string | null
  addressedTo: string | null
  consentedAt: string | null
  consentText: string | null
  sourcePage: string | null
  suppliers: ReadonlyArray<{ name: string; commissionAmount: number }>
}

const ENQUIRER = enquiryFieldsOf('enquirer')
const PROJECT = enquiryFieldsOf('project')

/** The columns: the lead, the enquiry's fields as e-mails label them (the enquirer's, the routing, the project's), the consent and the suppliers. */
export const LEADS_CSV_HEADER: readonly string[] = [
  'Lead ID',
  'Received',
  ...ENQUIRER.map((f) => f.summaryLabel),
  'Category',
  'Addressed to',
  ...PROJECT.map((f) => f.summaryLabel),
  'Consented at',
  'Consent text',
  'Source page',
  'Suppliers',
  'Connections',
  'Commission total (pence)',
  'Commission total',
]

export function leadCsvLine(row: LeadCsvRow): string {
  const total = row.suppliers.reduce((sum, s) => sum + s.commissionAmount, 0)
  return [
    row.id,
    row.createdAt,
    ...ENQUIRER.map((f) => row[f.name]),
    row.category,
    row.addressedTo,
    ...PROJECT.map((f) => row[f.name]),
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
