/**
 * Reads of the Eco-Score's staff-managed data, by collection slug: the recognised certification types (public) and
 * the history of a supplier's score changes (staff and the supplier's own accounts). Both collections belong to the
 * recomputation's side of issue 31; this file is the one place that names them and their fields, so a renamed
 * collection or field is corrected here. Each document is checked against those names: a field missing or of another
 * type throws, naming it, rather than showing a wrong figure. A collection the config does not have reads as null
 * (the pages say the list is unavailable) and `tests/unit/eco-score-readers.test.ts` fails, naming it.
 */
import type { SupplierAccount } from '@payload-types'
import type { Payload, Where } from 'payload'

export const CERTIFICATION_TYPES_SLUG = 'certification-types'
export const SCORE_CHANGES_SLUG = 'eco-score-changes'

/** The fields read from each collection (the test above checks the config has them). */
export const CERTIFICATION_TYPE_FIELDS = { name: 'name', description: 'certifies', points: 'points' } as const
export const SCORE_CHANGE_FIELDS = {
  supplier: 'supplier',
  old: 'oldScore',
  new: 'newScore',
  why: 'why',
  when: 'changedAt',
} as const

export type CertificationType = { id: string | number; name: string; description: string; points: number }

export type ScoreChange = {
  id: string | number
  /** The score before; null for the first score the supplier had. */
  old: number | null
  new: number
  why: string
  /** When it changed (an ISO timestamp). */
  when: string
}

type LooseDoc = Record<string, unknown> & { id: string | number }
type LooseFind = (args: {
  collection: string
  where?: Where
  sort?: string | string[]
  limit?: number
  pagination?: boolean
  depth?: number
  overrideAccess?: boolean
  user?: unknown
}) => Promise<{ docs: LooseDoc[] }>

/** Whether the config has the collection (it may not, before the recomputation's collections are merged). */
export function hasCollection(payload: Payload, slug: string): boolean {
  return Boolean((payload.collections as Record<string, unknown>)[slug])
}

const looseFind = (payload: Payload): LooseFind => payload.find.bind(payload) as unknown as LooseFind

function field<T>(doc: LooseDoc, collection: string, name: string, check: (v: unknown) => v is T, what: string): T {
  const value = doc[name]
  if (!check(value))
    throw new Error(`${collection} ${doc.id}: '${name}' is not ${what} (src/lib/eco-score/read.ts reads it)`)
  return value
}

const isString = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isNumberOrNull = (v: unknown): v is number | null => v === null || v === undefined || isNumber(v)

/** The recognised certification types, the most valuable first; null when the config has no such collection. */
export async function readCertificationTypes(payload: Payload): Promise<CertificationType[] | null> {
  if (!hasCollection(payload, CERTIFICATION_TYPES_SLUG)) return null
  const f = CERTIFICATION_TYPE_FIELDS
  const { docs } = await looseFind(payload)({
    collection: CERTIFICATION_TYPES_SLUG,
    sort: [`-${f.points}`, f.name],
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: field(doc, CERTIFICATION_TYPES_SLUG, f.name, isString, 'a text'),
    description: (doc[f.description] as string | null | undefined) ?? '',
    points: field(doc, CERTIFICATION_TYPES_SLUG, f.points, isNumber, 'a number'),
  }))
}

/**
 * The listing's score changes, newest first, read as the account (the collection's access decides: its own listing
 * only); null when the config has no such collection.
 */
export async function readScoreChanges(
  payload: Payload,
  account: SupplierAccount,
  supplierId: number,
  limit = 50,
): Promise<ScoreChange[] | null> {
  if (!hasCollection(payload, SCORE_CHANGES_SLUG)) return null
  const f = SCORE_CHANGE_FIELDS
  const { docs } = await looseFind(payload)({
    collection: SCORE_CHANGES_SLUG,
    where: { [f.supplier]: { equals: supplierId } },
    sort: `-${f.when}`,
    limit,
    depth: 0,
    overrideAccess: false,
    user: { ...account, collection: 'supplier-accounts' },
  })
  return docs.map((doc) => ({
    id: doc.id,
    old: field(doc, SCORE_CHANGES_SLUG, f.old, isNumberOrNull, 'a number or empty') ?? null,
    new: field(doc, SCORE_CHANGES_SLUG, f.new, isNumber, 'a number'),
    why: field(doc, SCORE_CHANGES_SLUG, f.why, isString, 'a text'),
    when: field(doc, SCORE_CHANGES_SLUG, f.when, isString, 'a date'),
  }))
}
