import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isSupplierAccount } from '@/access'
import { existingIds } from '@/lib/api-guards/relationship-existence'

export const FOREIGN_EVIDENCE = 'Only this listing’s own evidence files can be attached.'

type Row = {
  id?: string | null
  name?: unknown
  issuer?: unknown
  number?: unknown
  expiresAt?: unknown
  evidence?: unknown
  verifiedAt?: unknown
}

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

const idOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (typeof value === 'object' && value !== null && 'id' in value) return idOf(value.id)
  return null
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const day = (value: unknown): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return ''
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10)
}

const instant = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/** What staff checked when they verified a certificate. */
const verifiedParts = (row: Row) =>
  JSON.stringify([text(row.name), text(row.issuer), text(row.number), day(row.expiresAt), idOf(row.evidence)])

/**
 * Evidence attached to a listing's certificate must be one of that listing's own files. The field's `filterOptions`
 * only narrows the admin's picker (and Payload validates it on published saves only), so it is checked here, for
 * every save: another listing's private file would otherwise be shown to staff (and kept) as this listing's.
 */
export const ownEvidenceOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const rows = rowsOf(data.certifications)
  const wanted = rows.map((row) => idOf(row.evidence))
  const ids = [...new Set(wanted.filter((id): id is number => id !== null))]
  if (ids.length === 0) return data
  const listing = idOf(originalDoc?.id)
  const own =
    listing === null ? [] : await existingIds(req, 'certificate-evidence', ids, { supplier: { equals: listing } })
  const errors = wanted
    .map((id, index) => ({ id, path: `certifications.${index}.evidence` }))
    .filter(({ id }) => id !== null && !own.includes(id))
    .map(({ path }) => ({ path, message: FOREIGN_EVIDENCE }))
  if (errors.length) throw new ValidationError({ collection: 'suppliers', errors, req }, req.t)
  return data
}

/**
 * A verification vouches for one certificate: its name, issuer, number, expiry date and evidence file. When a save
 * changes any of them on a verified row (matched by its id), the verification is cleared. A supplier account can
 * never keep it (it cannot set the date); staff keep it only by giving a new verification date in the same save,
 * so an edit in the admin that leaves the old date in place clears it too.
 */
export const clearChangedVerification: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !Array.isArray(data.certifications)) return data
  const before = new Map(
    rowsOf(originalDoc?.certifications)
      .filter((row) => row.id && row.verifiedAt)
      .map((row) => [row.id as string, row]),
  )
  if (before.size === 0) return data
  const certifications = rowsOf(data.certifications).map((row) => {
    const previous = row.id ? before.get(row.id) : undefined
    if (!previous || verifiedParts(row) === verifiedParts(previous)) return row
    const verifiedAgain =
      !isSupplierAccount(req.user) &&
      instant(row.verifiedAt) !== null &&
      instant(row.verifiedAt) !== instant(previous.verifiedAt)
    return verifiedAgain ? row : { ...row, verifiedAt: null }
  })
  return { ...data, certifications }
}
