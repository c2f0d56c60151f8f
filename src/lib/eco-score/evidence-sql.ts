import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from '@/lib/platform/db'

// Every statement of the Eco-Score's recomputation: the evidence of suppliers as it is stored (the listing's own
// certificates with their types, its published products, its adjustments), the public products a like-for-like
// comparison is made of, the stored scores (locked for the recomputation) and their write. The transaction is the
// caller's: each takes the event's `req`.

type Req = Partial<PayloadRequest>

const ids = (values: readonly number[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`

async function rows<T>(payload: Payload, req: Req, query: SQL): Promise<T[]> {
  return (await runSql(payload, query, req)).rows as T[]
}

export type CertificateRow = {
  supplier_id: number
  name: string | null
  number: string | null
  issuer: string | null
  verified_at: Date | string | null
  expires_at: Date | string | null
  type_id: number | null
  type_name: string | null
  type_points: number | string | null
}

/** The certificates of the suppliers' listings as stored (the published listing, or the listing not yet published). */
export function certificatesOf(payload: Payload, req: Req, suppliers: readonly number[]): Promise<CertificateRow[]> {
  return rows(
    payload,
    req,
    sql`SELECT c._parent_id AS supplier_id, c.name, c.number, c.issuer, c.verified_at, c.expires_at,
        t.id AS type_id, t.name AS type_name, t.points AS type_points
      FROM suppliers_certifications c LEFT JOIN certification_types t ON t.id = c.type_id
      WHERE c._parent_id IN ${ids(suppliers)} ORDER BY c._parent_id, c._order`,
  )
}

export type OwnProductRow = {
  id: number
  supplier_id: number
  name: string
  slug: string
  epd_verified: boolean | null
  epd_valid_until: string | null
  has_epd: boolean
  material_type_id: number | null
}

/** The suppliers' published products (whatever the supplier's own status). */
export function publishedProductsOf(
  payload: Payload,
  req: Req,
  suppliers: readonly number[],
): Promise<OwnProductRow[]> {
  return rows(
    payload,
    req,
    sql`SELECT p.id, p.supplier_id, p.name, p.slug, p.epd_verified, p.epd_valid_until, p.material_type_id,
        (p.epd_gwp_a1a3 IS NOT NULL) AS has_epd
      FROM products p WHERE p.supplier_id IN ${ids(suppliers)} AND p._status = 'published'
      ORDER BY p.supplier_id, p.name, p.id`,
  )
}

/** The columns compare.ts needs of a product's EPD (src/lib/data/epd-row.ts's epdOfRow reads them). */
export type ComparedProductRow = Record<string, unknown> & {
  id: number
  name: string
  material_type_id: number
  epd_verified: boolean | null
}

/**
 * The products a like-for-like comparison of these material types is made of, as the public pages make it: published
 * products of published suppliers (src/lib/data/products-sql.ts's PUBLIC_PRODUCTS), with their EPD columns.
 */
export function comparedProductsOf(
  payload: Payload,
  req: Req,
  materialTypes: readonly number[],
): Promise<ComparedProductRow[]> {
  return rows(
    payload,
    req,
    sql`SELECT p.id, p.name, p.material_type_id, p.epd_verified, p.epd_gwp_a1a3, p.epd_declared_unit_quantity,
        p.epd_declared_unit, p.epd_mass_per_declared_unit, p.epd_standard, p.epd_data_type, p.epd_issued_on,
        p.epd_valid_until
      FROM products p JOIN suppliers s ON s.id = p.supplier_id AND s._status = 'published'
      WHERE p._status = 'published' AND p.material_type_id IN ${ids(materialTypes)}`,
  )
}

export function materialTypeUnits(
  payload: Payload,
  req: Req,
  materialTypes: readonly number[],
): Promise<{ id: number; declared_unit: string }[]> {
  return rows(
    payload,
    req,
    sql`SELECT id, declared_unit::text AS declared_unit FROM material_types WHERE id IN ${ids(materialTypes)}`,
  )
}

export type AdjustmentRow = {
  id: number
  supplier_id: number
  points: number | string
  reason: string
  expires_at: Date | string | null
}

export function adjustmentsOf(payload: Payload, req: Req, suppliers: readonly number[]): Promise<AdjustmentRow[]> {
  return rows(
    payload,
    req,
    sql`SELECT id, supplier_id, points, reason, expires_at FROM eco_score_adjustments
      WHERE supplier_id IN ${ids(suppliers)} ORDER BY supplier_id, created_at, id`,
  )
}

export type StoredScoreRow = { id: number; eco_score: number | string | null; eco_score_breakdown: unknown }

/** The stored scores, locked until the transaction ends (in id order, so two recomputations never deadlock). */
export function lockStoredScores(payload: Payload, req: Req, suppliers: readonly number[]): Promise<StoredScoreRow[]> {
  return rows(
    payload,
    req,
    sql`SELECT id, eco_score, eco_score_breakdown FROM suppliers WHERE id IN ${ids(suppliers)} ORDER BY id FOR UPDATE`,
  )
}

/**
 * Writes a computed score: on the listing (what every page and list reads and sorts by) and on its latest version
 * (what the admin shows and what a draft published later carries), never through Payload's hooks.
 */
export async function writeScore(
  payload: Payload,
  req: Req,
  supplier: number,
  score: number,
  breakdown: unknown,
  at: Date,
): Promise<void> {
  const json = JSON.stringify(breakdown)
  await runSql(
    payload,
    sql`UPDATE suppliers SET eco_score = ${score}, eco_score_breakdown = ${json}::jsonb, eco_score_changed_at = ${at}
      WHERE id = ${supplier}`,
    req,
  )
  await runSql(
    payload,
    sql`UPDATE _suppliers_v SET version_eco_score = ${score}, version_eco_score_breakdown = ${json}::jsonb,
        version_eco_score_changed_at = ${at}
      WHERE parent_id = ${supplier} AND latest IS TRUE`,
    req,
  )
}

/** One row of a supplier's Eco-Score history (the collection `eco-score-changes`, which nobody writes over the API). */
export async function insertChange(
  payload: Payload,
  req: Req,
  change: { supplier: number; oldScore: number | null; newScore: number; why: string; at: Date },
): Promise<void> {
  await runSql(
    payload,
    sql`INSERT INTO eco_score_changes (supplier_id, old_score, new_score, why, changed_at, updated_at, created_at)
      VALUES (${change.supplier}, ${change.oldScore}, ${change.newScore}, ${change.why}, ${change.at}, ${change.at},
        ${change.at})`,
    req,
  )
}

/** Suppliers with a published product of any of these material types (a comparison of them may move their score). */
export async function suppliersInMaterialTypes(
  payload: Payload,
  req: Req,
  materialTypes: readonly number[],
): Promise<number[]> {
  if (materialTypes.length === 0) return []
  const found = await rows<{ supplier_id: number }>(
    payload,
    req,
    sql`SELECT DISTINCT supplier_id FROM products
      WHERE _status = 'published' AND material_type_id IN ${ids(materialTypes)} ORDER BY supplier_id`,
  )
  return found.map((r) => Number(r.supplier_id))
}

/** The material types of the suppliers' published products. */
export async function materialTypesOfSuppliers(
  payload: Payload,
  req: Req,
  suppliers: readonly number[],
): Promise<number[]> {
  if (suppliers.length === 0) return []
  const found = await rows<{ material_type_id: number }>(
    payload,
    req,
    sql`SELECT DISTINCT material_type_id FROM products
      WHERE _status = 'published' AND material_type_id IS NOT NULL AND supplier_id IN ${ids(suppliers)}`,
  )
  return found.map((r) => Number(r.material_type_id))
}

/** Suppliers whose listing holds a certificate of this type. */
export async function holdersOfCertificationType(payload: Payload, req: Req, typeId: number): Promise<number[]> {
  const found = await rows<{ supplier_id: number }>(
    payload,
    req,
    sql`SELECT DISTINCT _parent_id AS supplier_id FROM suppliers_certifications WHERE type_id = ${typeId}
      ORDER BY 1`,
  )
  return found.map((r) => Number(r.supplier_id))
}

export type StaleEvidence = { suppliers: number[]; materialTypes: number[] }

/**
 * What time alone has changed by `today`: suppliers whose stored breakdown counts a certificate, a verified EPD or an
 * adjustment whose last day has passed, and the material types of those EPDs (whose comparisons lose the product, so
 * every supplier in them is recomputed too).
 */
export async function staleEvidence(payload: Payload, req: Req, today: string): Promise<StaleEvidence> {
  const found = await rows<{ id: number; material_type_ids: number[] | null }>(
    payload,
    req,
    sql`SELECT s.id,
        (SELECT array_agg(DISTINCT p.material_type_id) FROM jsonb_array_elements(s.eco_score_breakdown->'products') e
          JOIN products p ON p.id = (e->>'id')::int
          WHERE (e->>'hasValidVerifiedEpd')::boolean AND e->>'epdValidUntil' < ${today}
            AND p.material_type_id IS NOT NULL) AS material_type_ids
      FROM suppliers s
      WHERE jsonb_typeof(s.eco_score_breakdown) = 'object' AND (
        EXISTS (SELECT 1 FROM jsonb_array_elements(s.eco_score_breakdown->'certifications') c
          WHERE (c->>'points')::float8 > 0 AND c->>'expiresOn' < ${today})
        OR EXISTS (SELECT 1 FROM jsonb_array_elements(s.eco_score_breakdown->'products') e
          WHERE (e->>'hasValidVerifiedEpd')::boolean AND e->>'epdValidUntil' < ${today})
        OR EXISTS (SELECT 1 FROM jsonb_array_elements(s.eco_score_breakdown->'adjustments') a
          WHERE a->>'expiresOn' < ${today}))
      ORDER BY s.id`,
  )
  return {
    suppliers: found.map((r) => Number(r.id)),
    materialTypes: [...new Set(found.flatMap((r) => (r.material_type_ids ?? []).map(Number)))],
  }
}

/** Every supplier (the migration recomputes them all). */
export async function allSupplierIds(payload: Payload, req: Req): Promise<number[]> {
  const found = await rows<{ id: number }>(payload, req, sql`SELECT id FROM suppliers ORDER BY id`)
  return found.map((r) => Number(r.id))
}
