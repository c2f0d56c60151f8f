import { parse } from 'csv-parse/sync'

import { csvCell, undefuseFormula } from '@/lib/csv'
import { payloadRefusal } from '@/lib/platform/payload-refusal'
import { slugify } from '@/lib/slug'

// The supplier CSV (import and export share it): the spec's supplier columns plus service areas, certificates, and
// the base and delivery area (issue 32).
// Lists sit in one cell separated by ';', a certificate's parts by '|'; a backslash escapes either (\; \| \\).
// The ecoScore column is exported for reading and ignored on import: the score is computed from verified evidence
// (src/lib/eco-score), never typed.

export const SUPPLIER_CSV_COLUMNS = [
  'name',
  'slug',
  'description',
  'location',
  'serviceAreas',
  'ecoScore',
  'category',
  'certifications',
  'products',
  'imageUrl',
  'contactEmail',
  'website',
  'leadBonusEnabled',
  'leadBonusAmount',
  'base',
  'deliveryRadiusMiles',
  'deliversUkWide',
] as const

/**
 * Columns a file may leave out: the base and delivery area (issue 32), so a file made before them still imports; a
 * row of such a file leaves its supplier's base and area as they are.
 */
export const OPTIONAL_CSV_COLUMNS: ReadonlyArray<SupplierCsvColumn> = ['base', 'deliveryRadiusMiles', 'deliversUkWide']

export type SupplierCsvColumn = (typeof SUPPLIER_CSV_COLUMNS)[number]
export type SupplierCsvRecord = Record<
  Exclude<SupplierCsvColumn, 'base' | 'deliveryRadiusMiles' | 'deliversUkWide'>,
  string
> &
  Partial<Record<'base' | 'deliveryRadiusMiles' | 'deliversUkWide', string>>

/** What the exporter reads of a supplier: each column is the field of the same name, but products (a collection). */
export const SUPPLIER_CSV_SELECT = Object.fromEntries(
  SUPPLIER_CSV_COLUMNS.filter((column) => column !== 'products').map((column) => [column, true]),
) as Record<Exclude<SupplierCsvColumn, 'products'>, true>

/** A certificate's parts in their cell order; trailing empty parts may be left out. */
export const CERTIFICATE_PARTS = ['name', 'issuer', 'number', 'verifiedAt', 'expiresAt', 'colour'] as const
export const CERTIFICATE_COLOURS = ['green', 'blue', 'teal', 'amber', 'purple', 'grey'] as const

export type CsvCertificate = {
  name: string
  issuer: string | null
  number: string | null
  verifiedAt: string | null
  expiresAt: string | null
  colour: (typeof CERTIFICATE_COLOURS)[number]
}

/** The supplier fields one CSV row sets; the category is still a slug (the importer resolves it). */
export type SupplierCsvData = {
  name: string
  slug: string
  description: string
  location: string
  serviceAreas: { city: string }[]
  categorySlug: string
  certifications: CsvCertificate[]
  /** Names of products (the products collection): the importer makes those the supplier has none of yet. */
  products: string[]
  imageUrl: string | null
  contactEmail: string | null
  website: string | null
  leadBonusEnabled: boolean
  leadBonusAmount: number | null
  /** The base (a postcode or a town, placed by the collection) and delivery area, when the file has their columns. */
  base?: string | null
  deliveryRadiusMiles?: number | null
  deliversUkWide?: boolean
}

export type CsvRow = { line: number; record: SupplierCsvRecord }
export type CsvFile = { ok: true; rows: CsvRow[]; badRows: RowError[] } | { ok: false; message: string }
export type RowError = { line: number; reason: string }

/** Splits a cell on `separator`, honouring backslash escapes; empty items are dropped. */
export function splitEscaped(cell: string, separator: ';' | '|', { keepEmpty = false } = {}): string[] {
  const items: string[] = []
  let current = ''
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i]
    if (char === '\\' && i + 1 < cell.length) {
      current += cell[i + 1]
      i += 1
    } else if (char === separator) {
      items.push(current.trim())
      current = ''
    } else current += char
  }
  items.push(current.trim())
  return keepEmpty ? items : items.filter((item) => item.length > 0)
}

/** Escapes what splitEscaped would split on. */
export function escapeItem(value: string): string {
  return value.replace(/[\\;|]/g, (char) => `\\${char}`)
}

/**
 * Reads the file: the header names the columns (any order, all of them), each later line one supplier. A row
 * with the wrong number of cells is a bad row; a file without the columns is refused as a whole.
 */
export function parseSupplierCsv(text: string): CsvFile {
  let records: { record: string[]; info: { lines: number; raw?: string } }[]
  try {
    records = parse(text, { bom: true, info: true, raw: true, relax_column_count: true, skip_empty_lines: true })
  } catch (error) {
    return { ok: false, message: `The file is not valid CSV: ${(error as Error).message}` }
  }
  const [header, ...body] = records
  if (!header) return { ok: false, message: 'The file is empty: it needs a header line naming the columns.' }
  const names = header.record.map((name) => name.trim())
  const unknown = names.filter((name) => !(SUPPLIER_CSV_COLUMNS as readonly string[]).includes(name))
  const missing = SUPPLIER_CSV_COLUMNS.filter(
    (column) => !names.includes(column) && !OPTIONAL_CSV_COLUMNS.includes(column),
  )
  if (unknown.length || missing.length) {
    const parts = [
      missing.length ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` : '',
      unknown.length ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` : '',
    ].filter(Boolean)
    return {
      ok: false,
      message: `The header does not match the supplier columns (${parts.join('; ')}). Expected: ${SUPPLIER_CSV_COLUMNS.join(', ')}.`,
    }
  }
  const rows: CsvRow[] = []
  const badRows: RowError[] = []
  for (const { record, info } of body) {
    // info.lines is where the record ends; a quoted cell may span lines, so count back to where it starts.
    const line = info.lines - ((info.raw ?? '').replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0)
    if (record.length !== names.length) {
      badRows.push({ line, reason: `Expected ${names.length} cells, found ${record.length}.` })
      continue
    }
    const entry = Object.fromEntries(names.map((name, i) => [name, undefuseFormula(record[i] ?? '').trim()]))
    rows.push({ line, record: entry as SupplierCsvRecord })
  }
  return { ok: true, rows, badRows }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

function parseDay(value: string, what: string): string {
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00.000Z`)))
    throw new Error(`${what} '${value}' is not a date (use YYYY-MM-DD).`)
  return `${value}T00:00:00.000Z`
}

function parseCertificate(item: string): CsvCertificate {
  const parts = splitEscaped(item, '|', { keepEmpty: true })
  if (parts.length > CERTIFICATE_PARTS.length)
    throw new Error(
      `Certificate '${item}' has more than ${CERTIFICATE_PARTS.length} parts (${CERTIFICATE_PARTS.join('|')}).`,
    )
  const [name = '', issuer = '', number = '', verifiedAt = '', expiresAt = '', colour = ''] = parts
  if (!name) throw new Error(`Certificate '${item}' has no name.`)
  const chosen = (colour || 'green').toLowerCase()
  if (!(CERTIFICATE_COLOURS as readonly string[]).includes(chosen))
    throw new Error(`Certificate '${name}': colour '${colour}' is not one of ${CERTIFICATE_COLOURS.join(', ')}.`)
  return {
    name,
    issuer: issuer || null,
    number: number || null,
    verifiedAt: verifiedAt ? parseDay(verifiedAt, `Certificate '${name}': verified date`) : null,
    expiresAt: expiresAt ? parseDay(expiresAt, `Certificate '${name}': expiry date`) : null,
    colour: chosen as CsvCertificate['colour'],
  }
}

const TRUE = ['true', 'yes', '1']
const FALSE = ['false', 'no', '0', '']

/** The base and delivery area of a row, for the columns the file has; whether the base exists is the collection's to say. */
function deliveryAreaFromCsv(
  record: SupplierCsvRecord,
): Pick<SupplierCsvData, 'base' | 'deliveryRadiusMiles' | 'deliversUkWide'> {
  const area: Pick<SupplierCsvData, 'base' | 'deliveryRadiusMiles' | 'deliversUkWide'> = {}
  if (record.base !== undefined) area.base = record.base || null
  if (record.deliveryRadiusMiles !== undefined) {
    const typed = record.deliveryRadiusMiles
    if (typed !== '' && !/^\d+$/.test(typed))
      throw new Error(`deliveryRadiusMiles '${typed}' is not a whole number of miles.`)
    area.deliveryRadiusMiles = typed === '' ? null : Number(typed)
  }
  if (record.deliversUkWide !== undefined) {
    const typed = record.deliversUkWide.toLowerCase()
    if (!TRUE.includes(typed) && !FALSE.includes(typed))
      throw new Error(`deliversUkWide '${record.deliversUkWide}' is not true or false.`)
    area.deliversUkWide = TRUE.includes(typed)
  }
  return area
}

/**
 * Why Payload refused a row, as one sentence ("Eco-Score: This field has an invalid value."), told by the error's
 * status and shape (`payloadRefusal`): instanceof ValidationError fails in the production bundle, which holds its own
 * copy of Payload's classes. Any other failure gives its message.
 */
export function rowRefusalReason(error: unknown): string {
  const refusal = payloadRefusal(error)
  if (refusal?.issues.length) {
    const raw = (error as { data?: { errors?: Array<{ path?: unknown; label?: unknown }> } }).data?.errors ?? []
    const labelOf = (path: string) => {
      const label = raw.find((issue) => String(issue.path) === path)?.label
      return typeof label === 'string' ? label : path
    }
    return refusal.issues.map((issue) => `${labelOf(issue.path)}: ${issue.message}`).join('; ')
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * Turns a row's cells into supplier fields, or says what is wrong with the cells themselves (a number that is
 * not one, a bad date). Everything else (required fields, ranges, e-mail and web address rules) is left to
 * the collection's own validation, so the import and the admin form share one set of rules.
 */
export function supplierFromCsv(record: SupplierCsvRecord): { data: SupplierCsvData } | { error: string } {
  try {
    const bonus = record.leadBonusEnabled.toLowerCase()
    if (!TRUE.includes(bonus) && !FALSE.includes(bonus))
      throw new Error(`leadBonusEnabled '${record.leadBonusEnabled}' is not true or false.`)
    const amount = record.leadBonusAmount === '' ? null : Number(record.leadBonusAmount)
    if (amount !== null && Number.isNaN(amount))
      throw new Error(`leadBonusAmount '${record.leadBonusAmount}' is not a number of pence.`)
    const area = deliveryAreaFromCsv(record)
    return {
      data: {
        ...area,
        name: record.name,
        slug: record.slug || slugify(record.name),
        description: record.description,
        location: record.location,
        serviceAreas: splitEscaped(record.serviceAreas, ';').map((city) => ({ city })),
        categorySlug: record.category,
        certifications: splitEscaped(record.certifications, ';').map(parseCertificate),
        products: splitEscaped(record.products, ';'),
        imageUrl: record.imageUrl || null,
        contactEmail: record.contactEmail || null,
        website: record.website || null,
        leadBonusEnabled: TRUE.includes(bonus),
        leadBonusAmount: amount,
      },
    }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/** What the exporter reads of a supplier (the category as its slug). */
export type SupplierForCsv = {
  name: string
  slug: string
  description: string
  location: string
  serviceAreas?: { city: string }[] | null
  /** The computed score (exported for reading; an import ignores it). */
  ecoScore?: number | null
  categorySlug: string
  certifications?:
    | {
        name: string
        issuer?: string | null
        number?: string | null
        verifiedAt?: string | null
        expiresAt?: string | null
        colour?: string | null
      }[]
    | null
  products?: string[] | null
  imageUrl?: string | null
  contactEmail?: string | null
  website?: string | null
  leadBonusEnabled?: boolean | null
  leadBonusAmount?: number | null
  base?: string | null
  deliveryRadiusMiles?: number | null
  deliversUkWide?: boolean | null
}

function certificateCell(cert: NonNullable<SupplierForCsv['certifications']>[number]): string {
  const parts = [
    cert.name,
    cert.issuer ?? '',
    cert.number ?? '',
    cert.verifiedAt?.slice(0, 10) ?? '',
    cert.expiresAt?.slice(0, 10) ?? '',
    cert.colour && cert.colour !== 'green' ? cert.colour : '',
  ].map(escapeItem)
  while (parts.length > 1 && parts.at(-1) === '') parts.pop()
  return parts.join('|')
}

export function supplierCsvRecord(s: SupplierForCsv): SupplierCsvRecord {
  return {
    name: s.name,
    slug: s.slug,
    description: s.description,
    location: s.location,
    serviceAreas: (s.serviceAreas ?? []).map((a) => escapeItem(a.city)).join(';'),
    ecoScore: String(s.ecoScore ?? 0),
    category: s.categorySlug,
    certifications: (s.certifications ?? []).map(certificateCell).join(';'),
    products: (s.products ?? []).map(escapeItem).join(';'),
    imageUrl: s.imageUrl ?? '',
    contactEmail: s.contactEmail ?? '',
    website: s.website ?? '',
    leadBonusEnabled: s.leadBonusEnabled ? 'true' : 'false',
    leadBonusAmount: s.leadBonusAmount === null || s.leadBonusAmount === undefined ? '' : String(s.leadBonusAmount),
    base: s.base ?? '',
    deliveryRadiusMiles:
      s.deliveryRadiusMiles === null || s.deliveryRadiusMiles === undefined ? '' : String(s.deliveryRadiusMiles),
    deliversUkWide: s.deliversUkWide ? 'true' : 'false',
  }
}

/** The whole file: header, one line per supplier, CRLF line ends (RFC 4180). */
export function suppliersCsv(suppliers: readonly SupplierForCsv[]): string {
  const lines = [
    SUPPLIER_CSV_COLUMNS.join(','),
    ...suppliers.map((s) => {
      const record = supplierCsvRecord(s)
      return SUPPLIER_CSV_COLUMNS.map((column) => csvCell(record[column] ?? '')).join(',')
    }),
  ]
  return `${lines.join('\r\n')}\r\n`
}
