import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { MIN_PERCENTILE_SET } from '@/lib/materials/compare'
import { DATA_TYPES, STANDARDS } from '@/lib/materials/epd'
import { chordFrom, deliveryAreaReaches, withinRadius, type NearPoint } from '@/lib/search/near-sql'

// The SQL behind the public materials pages: only published products of published suppliers, and the like-for-like
// rules of src/lib/materials/compare.ts (the reference; tests/int/materials-sql.test.ts checks these against it)
// written as SQL, so a comparable set's percentiles and a product's alternatives are computed where the rows are.
// `today` is the UK day ('YYYY-MM-DD') the page is rendered for: an EPD is valid through its valid-until day.
//
// Table `p` is products, `s` suppliers, `mt` the product's material type (joined where it is needed).

/** Published products of published suppliers: every public read starts here. */
export const PUBLIC_PRODUCTS = sql`products p JOIN suppliers s ON s.id = p.supplier_id AND s._status = 'published'`

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

const COMPARED_STANDARDS = STANDARDS.flatMap((s) => (s.family ? [s.code] : []))

/** The data basis of the product's data type ('manufacturer' for product-specific and manufacturer average). */
export const BASIS = sql.raw(
  `(CASE p.epd_data_type::text ${DATA_TYPES.map((d) => `WHEN '${d.code}' THEN '${d.basis}'`).join(' ')} END)`,
)

/** The order compare.ts gives sets of equal size: EN 15804+A2, +A1, ISO 21930; manufacturers' data, then averages. */
export const FAMILY_RANK = sql.raw(
  `(CASE p.epd_standard::text ${COMPARED_STANDARDS.map((code, i) => `WHEN '${code}' THEN ${i}`).join(' ')} END)`,
)
const BASES = [...new Set(DATA_TYPES.map((d) => d.basis))]
export const BASIS_RANK = sql.raw(
  `(CASE p.epd_data_type::text ${DATA_TYPES.map((d) => `WHEN '${d.code}' THEN ${BASES.indexOf(d.basis)}`).join(' ')} END)`,
)

/** The product has an EPD: a GWP-total for A1–A3 with its declared unit. */
export const HAS_EPD = sql`(p.epd_gwp_a1a3 IS NOT NULL AND p.epd_declared_unit IS NOT NULL
  AND p.epd_declared_unit_quantity > 0)`

/** In date on `today`: valid through the valid-until day. */
export const inDate = (today: string) => sql`(p.epd_valid_until IS NOT NULL AND p.epd_valid_until >= ${today})`

/**
 * The product may enter a comparison on `today` (compare.ts's exclusionReasons, none): an EPD, in date, verified by
 * staff, under a standard of a family, with its data type and dates.
 */
export const comparable = (today: string) => sql`(${HAS_EPD} AND ${inDate(today)} AND p.epd_verified IS TRUE
  AND p.epd_issued_on IS NOT NULL AND p.epd_data_type IS NOT NULL
  AND p.epd_standard::text IN (${list(COMPARED_STANDARDS)}))`

/** Declared in the material type's own unit (`mt.declared_unit`): a set never converts one unit to another. */
export const IN_TYPE_UNIT = sql`(p.epd_declared_unit::text = mt.declared_unit::text)`

/**
 * GWP-total A1–A3 per one of the material type's unit, as compare.ts's gwpA1A3PerOwnUnit (double precision, the same
 * division): only for an EPD declared in that unit ('2 m³' scaled to per 1 m³); NULL for any other unit.
 */
export const GWP_PER_TYPE_UNIT = sql`(CASE WHEN ${IN_TYPE_UNIT}
  THEN p.epd_gwp_a1a3::float8 / p.epd_declared_unit_quantity::float8 END)`

/**
 * The product is in one of its material type's comparable sets on `today` (compare.ts's setExclusionReasons, none):
 * it may be compared, its data is not generic, and it is declared in the type's own unit.
 */
export const inSet = (today: string) => sql`(${comparable(today)} AND p.epd_data_type::text <> 'generic'
  AND ${IN_TYPE_UNIT})`

/** The columns a product card or page reads (products, supplier, material type, category, document). */
export const PRODUCT_COLUMNS = sql`p.id, p.slug, p.name, p.description, p.image_id, p.image_url, p.updated_at,
  p.supplier_id, s.name AS supplier_name, s.slug AS supplier_slug,
  p.category_id, c.name AS category_name, c.slug AS category_slug,
  p.material_type_id, mt.name AS material_type_name, mt.slug AS material_type_slug,
  mt.declared_unit AS material_type_unit,
  p.epd_declared_unit_quantity, p.epd_declared_unit, p.epd_mass_per_declared_unit, p.epd_registration_number,
  p.epd_programme_operator, p.epd_pcr_name, p.epd_pcr_version, p.epd_standard, p.epd_verifier, p.epd_issued_on,
  p.epd_valid_until, p.epd_data_type, p.epd_document_id, p.epd_document_url, d.filename AS epd_document_filename,
  p.epd_gwp_a1a3, p.epd_gwp_a4, p.epd_gwp_a5, p.epd_gwp_c1, p.epd_gwp_c2, p.epd_gwp_c3, p.epd_gwp_c4, p.epd_gwp_d,
  p.epd_biogenic_carbon_a1_a3, p.epd_recycled_content, p.epd_service_life_years, p.epd_plant_location, p.epd_verified`

/** The joins PRODUCT_COLUMNS needs after PUBLIC_PRODUCTS. */
export const PRODUCT_JOINS = sql`LEFT JOIN material_types mt ON mt.id = p.material_type_id
  LEFT JOIN categories c ON c.id = p.category_id
  LEFT JOIN epd_documents d ON d.id = p.epd_document_id`

export type MaterialsFilter = {
  categoryId?: number | null
  materialTypeId?: number | null
  declaredUnit?: string | null
  standard?: string | null
  dataType?: string | null
  validOnly?: boolean
  /** Sort by GWP A1–A3 (only within one material type); otherwise by name (or `order`). */
  sortByGwp?: boolean
  /**
   * Near a place: only products whose supplier delivers there (its delivery area reaches the place) and which are
   * within the radius of it, where a product is its plant (when the EPD's plant was placed) or else its supplier's base.
   */
  near?: NearPoint | null
  /** Near a place, nearest first; or the suppliers' Eco-Score first. Otherwise by name (or GWP). */
  order?: 'distance' | 'eco' | null
}

function filterWhere(filter: MaterialsFilter, today: string): SQL {
  const parts: SQL[] = [sql`p._status = 'published'`]
  if (filter.categoryId) parts.push(sql`p.category_id = ${filter.categoryId}`)
  if (filter.materialTypeId) parts.push(sql`p.material_type_id = ${filter.materialTypeId}`)
  if (filter.declaredUnit) parts.push(sql`p.epd_declared_unit::text = ${filter.declaredUnit}`)
  if (filter.standard) parts.push(sql`p.epd_standard::text = ${filter.standard}`)
  if (filter.dataType) parts.push(sql`p.epd_data_type::text = ${filter.dataType}`)
  if (filter.validOnly) parts.push(sql`${HAS_EPD} AND ${inDate(today)}`)
  return sql.join(parts, sql` AND `)
}

/**
 * The products near a place that pass the filter (`n`: id, name, chord from the place in metres, the supplier's
 * Eco-Score): those without a placed plant where their supplier's base is (through the GiST index on bases, then the
 * products of each supplier), and those with one where their plant is (through the GiST index on plants); either
 * way the supplier delivers there. Narrow rows: only a page of them is read in full.
 */
function nearProductsSql(near: NearPoint, filter: MaterialsFilter, today: string): SQL {
  const and = (parts: SQL[]) => sql.join(parts, sql` AND `)
  return sql`SELECT p.id, p.name, ${chordFrom(sql`s.base_point`, near)} AS chord, s.eco_score
      FROM suppliers s JOIN products p ON p.supplier_id = s.id
      WHERE s._status = 'published' AND ${and(withinRadius(sql`s.base_point`, near))} AND ${deliveryAreaReaches(near)}
        AND p.plant_point IS NULL AND ${filterWhere(filter, today)}
    UNION ALL
    SELECT p.id, p.name, ${chordFrom(sql`p.plant_point`, near)} AS chord, s.eco_score
      FROM products p JOIN suppliers s ON s.id = p.supplier_id AND s._status = 'published'
      WHERE ${and(withinRadius(sql`p.plant_point`, near))} AND ${deliveryAreaReaches(near)} AND ${filterWhere(filter, today)}`
}

/**
 * One page of /materials. Within one material type sorted by GWP, the products that may be compared come first,
 * set by set (largest set first, as compare.ts orders them), each lowest GWP first; the rest (no EPD, expired,
 * unverified, generic data, another declared unit) follow by name and are never ranked. Near a place, only the
 * products near it (nearProductsSql), by name, nearest first or by the suppliers' Eco-Score. The order is worked out
 * on narrow rows (ids and sort keys); only the page's rows are read in full.
 */
export function materialsPageSql(filter: MaterialsFilter, today: string, limit: number, offset: number): SQL {
  const gwpSort = Boolean(filter.sortByGwp && filter.materialTypeId)
  const near = filter.near ?? null
  const ranked = inSet(today)
  const order = (t: string) =>
    sql.raw(
      gwpSort
        ? `${t}.ranked DESC, ${t}.set_size DESC, ${t}.family_rank, ${t}.basis_rank, ${t}.gwp, ${t}.name, ${t}.id`
        : near && filter.order === 'distance'
          ? `${t}.chord, ${t}.name, ${t}.id`
          : filter.order === 'eco'
            ? `${t}.eco_score DESC NULLS LAST, ${t}.name, ${t}.id`
            : `${t}.name, ${t}.id`,
    )
  // An unranked row has no sort keys but its name: the rest follow by name, whatever their standard or data.
  const ifRanked = (key: SQL) => sql`CASE WHEN ${ranked} THEN ${key} END`
  if (near && !gwpSort) {
    // Near a place, not by GWP: the narrow rows near the place are ordered as they are (a top-N sort), counted once
    // (no window over them all); only a page's rows are ranked.
    return sql`WITH near_products AS MATERIALIZED (${nearProductsSql(near, filter, today)}), page AS (
        SELECT n.* FROM near_products n ORDER BY ${order('n')} LIMIT ${limit} OFFSET ${offset}
      )
      SELECT ${PRODUCT_COLUMNS}, page.chord, (SELECT count(*) FROM near_products) AS total, ${ranked} AS ranked,
        ${BASIS} AS basis, ${ifRanked(GWP_PER_TYPE_UNIT)} AS gwp_per_type_unit
      FROM page JOIN products p ON p.id = page.id JOIN suppliers s ON s.id = p.supplier_id ${PRODUCT_JOINS}
      ORDER BY ${order('page')}`
  }
  return sql`WITH ${near ? sql`near_products AS MATERIALIZED (${nearProductsSql(near, filter, today)}), ` : sql``}keys AS (
      SELECT p.id, p.name, ${ranked} AS ranked, ${BASIS} AS basis, ${ifRanked(GWP_PER_TYPE_UNIT)} AS gwp,
        ${ifRanked(FAMILY_RANK)} AS family_rank, ${ifRanked(BASIS_RANK)} AS basis_rank,
        ${gwpSort ? ifRanked(sql`count(*) OVER (PARTITION BY ${ranked}, p.epd_standard, ${BASIS})`) : sql`0`} AS set_size,
        ${near ? sql`n.chord` : sql`NULL::float8`} AS chord, s.eco_score,
        count(*) OVER () AS total
      FROM ${near ? sql`near_products n JOIN products p ON p.id = n.id JOIN suppliers s ON s.id = p.supplier_id` : PUBLIC_PRODUCTS}
        LEFT JOIN material_types mt ON mt.id = p.material_type_id
      WHERE ${filterWhere(filter, today)}
    ), page AS (
      SELECT * FROM keys k ORDER BY ${order('k')} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${PRODUCT_COLUMNS}, page.chord, page.total, page.ranked, page.basis, page.gwp AS gwp_per_type_unit
    FROM page JOIN products p ON p.id = page.id JOIN suppliers s ON s.id = p.supplier_id ${PRODUCT_JOINS}
    ORDER BY ${order('page')}`
}

/**
 * Every comparable set of one material type on `today` (standard and data basis), with its size and the 20th, 50th
 * and 80th percentiles of GWP A1–A3 per the type's unit (percentile_cont: linear between closest ranks, as
 * PERCENTILE.INC).
 */
export function setStatsSql(materialTypeId: number, today: string): SQL {
  return sql`SELECT p.epd_standard AS standard, ${BASIS} AS basis, count(*)::int AS count,
      percentile_cont(0.2) WITHIN GROUP (ORDER BY ${GWP_PER_TYPE_UNIT}) AS p20,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${GWP_PER_TYPE_UNIT}) AS p50,
      percentile_cont(0.8) WITHIN GROUP (ORDER BY ${GWP_PER_TYPE_UNIT}) AS p80
    FROM ${PUBLIC_PRODUCTS} JOIN material_types mt ON mt.id = p.material_type_id
    WHERE p.material_type_id = ${materialTypeId} AND p._status = 'published' AND ${inSet(today)}
    GROUP BY p.epd_standard, ${BASIS}`
}

/** The product's comparable set on `today` (type, standard, data basis) and its GWP per the type's unit; no row if none. */
export function productTargetSql(productId: number, today: string): SQL {
  return sql`SELECT p.material_type_id, p.epd_standard::text AS standard, ${BASIS} AS basis,
      ${GWP_PER_TYPE_UNIT} AS gwp, mt.declared_unit::text AS unit
    FROM ${PUBLIC_PRODUCTS} JOIN material_types mt ON mt.id = p.material_type_id
    WHERE p.id = ${productId} AND p._status = 'published' AND ${inSet(today)}`
}

export type SetTarget = { materialTypeId: number; unit: string; standard: string; basis: string; gwp: number }

/**
 * A comparable set on `today` with a product's place in it: the set's size and percentiles, the product's rank
 * (1 = lowest; equal figures share a rank) and up to `limit` lower-carbon alternatives from the set, lowest first
 * (ties by id, as compare.ts), none from a set of fewer than MIN_PERCENTILE_SET. Its key columns (type, declared
 * unit, standard, data types of the basis) are those of products_comparable_idx; see docs/benchmarks.md for the plan.
 */
export function productSetSql(target: SetTarget, today: string, limit = 3): SQL {
  const dataTypes = DATA_TYPES.filter((d) => d.basis === target.basis).map((d) => d.code)
  // inSet, written for this one set: the target (from productTargetSql, itself in a set) fixes the type, its unit, a
  // compared standard and a basis other than generic, so the index's key columns carry the whole set.
  return sql`WITH members AS MATERIALIZED (
      SELECT p.id, p.epd_gwp_a1a3::float8 / p.epd_declared_unit_quantity::float8 AS gwp
      FROM ${PUBLIC_PRODUCTS}
      WHERE p.material_type_id = ${target.materialTypeId} AND p._status = 'published' AND p.epd_verified IS TRUE
        AND p.epd_gwp_a1a3 IS NOT NULL AND p.epd_declared_unit = ${target.unit} AND p.epd_standard = ${target.standard}
        AND p.epd_data_type IN (${list(dataTypes)}) AND ${HAS_EPD} AND ${inDate(today)} AND p.epd_issued_on IS NOT NULL
    )
    SELECT count(*)::int AS count, (1 + count(*) FILTER (WHERE gwp < ${target.gwp}::float8))::int AS rank,
      percentile_cont(0.2) WITHIN GROUP (ORDER BY gwp) AS p20,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY gwp) AS p50,
      percentile_cont(0.8) WITHIN GROUP (ORDER BY gwp) AS p80,
      (SELECT coalesce(json_agg(a ORDER BY a.gwp, a.id::text), '[]'::json) FROM (
        SELECT m.id, p.slug, p.name, s.name AS supplier_name, s.slug AS supplier_slug, m.gwp
        FROM (SELECT * FROM members WHERE gwp < ${target.gwp}::float8
          AND (SELECT count(*) FROM members) >= ${MIN_PERCENTILE_SET} ORDER BY gwp, id::text LIMIT ${limit}) m
        JOIN products p ON p.id = m.id JOIN suppliers s ON s.id = p.supplier_id) a) AS alternatives
    FROM members`
}
