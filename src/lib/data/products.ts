import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { cachedQuery } from '@/lib/data/cached'
import {
  PRODUCT_COLUMNS,
  PRODUCT_JOINS,
  PUBLIC_PRODUCTS,
  materialsPageSql,
  productSetSql,
  productTargetSql,
  setStatsSql,
  type MaterialsFilter,
} from '@/lib/data/products-sql'
import type { ComparableProduct, Percentiles } from '@/lib/materials/compare'
import {
  DECLARED_UNIT_CODES,
  type DataBasis,
  type DeclaredUnitCode,
  type Epd,
  type StandardCode,
} from '@/lib/materials/epd'
import { collectionTag } from '@/lib/platform/cache-tags'
import { runSql } from '@/lib/platform/db'
import { getPayloadClient } from '@/lib/platform/payload'
import { chordMetresToMiles, type DeliveryArea, type LatLng } from '@/lib/places/distance'
import { epdOfRow, num, oneOf, str } from '@/lib/data/epd-row'

export { epdOfRow }

// The public side of products (issue 30): only published products of published suppliers, read with SQL
// (src/lib/data/products-sql.ts) so /materials, a product's comparable set and its alternatives stay fast at 100,000
// products. Every reader takes the UK day it renders for (`ukDay(now).iso`): an EPD expires at a UK midnight without
// any save, so the day is part of each cache key.

/** Tags of every read that shows products: a save of a product, a material type or a supplier expires them. */
export const PRODUCT_TAGS = [
  collectionTag('products'),
  collectionTag('material-types'),
  collectionTag('suppliers'),
  collectionTag('categories'),
  collectionTag('epd-documents'),
]

/** Products per /materials page. */
export const MATERIALS_PER_PAGE = 24
/** Products shown on a supplier's profile and on a category page. */
export const PROFILE_PRODUCT_LIMIT = 12
export const CATEGORY_PRODUCT_LIMIT = 6

export type PublicProduct = {
  id: number
  slug: string
  name: string
  description: string | null
  imageId: number | null
  imageUrl: string | null
  updatedAt: string
  supplier: { id: number; name: string; slug: string }
  category: { id: number; name: string; slug: string } | null
  materialType: { id: number; name: string; slug: string; unit: DeclaredUnitCode } | null
  /** The EPD's data when complete enough to show and compare (A1–A3, declared unit, standard, data type, dates). */
  epd: Epd | null
  epdVerified: boolean
  /** The EPD document: the uploaded PDF, else its public address. */
  documentHref: string | null
}

type Row = Record<string, unknown>

export function productOfRow(row: Row): PublicProduct {
  const typeUnit = oneOf(DECLARED_UNIT_CODES, row.material_type_unit)
  const filename = str(row.epd_document_filename)
  const updated = row.updated_at
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    description: str(row.description),
    imageId: num(row.image_id),
    imageUrl: str(row.image_url),
    updatedAt: updated instanceof Date ? updated.toISOString() : String(updated),
    supplier: { id: Number(row.supplier_id), name: String(row.supplier_name), slug: String(row.supplier_slug) },
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: Number(row.category_id), name: String(row.category_name), slug: String(row.category_slug) }
        : null,
    materialType:
      row.material_type_id !== null && typeUnit
        ? {
            id: Number(row.material_type_id),
            name: String(row.material_type_name),
            slug: String(row.material_type_slug),
            unit: typeUnit,
          }
        : null,
    epd: epdOfRow(row),
    epdVerified: row.epd_verified === true,
    documentHref: filename ? `/api/epd-documents/file/${encodeURIComponent(filename)}` : str(row.epd_document_url),
  }
}

/** A public product as compare.ts takes it. */
export function comparableOf(product: PublicProduct): ComparableProduct {
  return {
    id: product.id,
    name: product.name,
    materialTypeId: product.materialType?.id ?? null,
    epd: product.epd,
    epdVerified: product.epdVerified,
  }
}

/** A comparable set's figures: its standard and data basis, and its percentiles (from MIN_PERCENTILE_SET products). */
export type SetStats = { standard: StandardCode; basis: DataBasis; percentiles: Percentiles }

export type MaterialsCard = PublicProduct & {
  /** GWP A1–A3 per one of the material type's unit when the product is ranked (may be compared), else null. */
  rankedGwp: number | null
  /** The key of its comparable set ('standard|basis') when ranked. */
  setKey: string | null
  /** Near a place: how far the product (its plant, else its supplier's base) is from it, in miles; else null. */
  miles: number | null
}

export type MaterialsPage = {
  products: MaterialsCard[]
  total: number
  page: number
  pageCount: number
}

const setKey = (standard: string, basis: string) => `${standard}|${basis}`

/** The comparable sets of one material type on `today`, largest first. */
export async function findSetStats(payload: Payload, materialTypeId: number, today: string): Promise<SetStats[]> {
  const { rows } = await runSql(payload, setStatsSql(materialTypeId, today))
  const type = await runSql(payload, sql`SELECT declared_unit FROM material_types WHERE id = ${materialTypeId}`)
  const unit = oneOf(DECLARED_UNIT_CODES, (type.rows[0] as Row | undefined)?.declared_unit)
  if (!unit) return []
  return (rows as Row[])
    .map((r) => ({
      standard: r.standard as StandardCode,
      basis: r.basis as DataBasis,
      percentiles: {
        p20: Number(r.p20),
        p50: Number(r.p50),
        p80: Number(r.p80),
        count: Number(r.count),
        unit,
      },
    }))
    .sort((a, b) => b.percentiles.count - a.percentiles.count)
}

/** One page of /materials (uncached: the cached reader below and the benchmark call it). */
export async function findMaterialsPage(
  payload: Payload,
  filter: MaterialsFilter,
  today: string,
  page: number,
): Promise<MaterialsPage> {
  const offset = (Math.max(1, page) - 1) * MATERIALS_PER_PAGE
  const { rows } = await runSql(payload, materialsPageSql(filter, today, MATERIALS_PER_PAGE, offset))
  const list = rows as Row[]
  const total = list.length ? Number(list[0].total) : 0
  return {
    products: list.map((row) => ({
      ...productOfRow(row),
      rankedGwp: row.ranked === true && row.gwp_per_type_unit !== null ? Number(row.gwp_per_type_unit) : null,
      setKey: row.ranked === true ? setKey(String(row.epd_standard), String(row.basis)) : null,
      miles: row.chord === null || row.chord === undefined ? null : chordMetresToMiles(Number(row.chord)),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / MATERIALS_PER_PAGE)),
  }
}

/** A material type's comparable sets on `today`, cached apart: every filtered page of the type shares them. */
export const getTypeSetStats = cachedQuery('material-type-sets', PRODUCT_TAGS, async (typeId: number, today: string) =>
  findSetStats(await getPayloadClient(), typeId, today),
)

export const getMaterialsPage = cachedQuery(
  'materials-page',
  PRODUCT_TAGS,
  async (filter: MaterialsFilter, today: string, page: number) =>
    findMaterialsPage(await getPayloadClient(), filter, today, page),
)

export { setKey as comparableSetKey }

/** Public products by slug (the product page, the comparison), in the order asked. */
export async function findProductsBySlug(payload: Payload, slugs: readonly string[]): Promise<PublicProduct[]> {
  if (slugs.length === 0) return []
  const { rows } = await runSql(
    payload,
    sql`SELECT ${PRODUCT_COLUMNS} FROM ${PUBLIC_PRODUCTS} ${PRODUCT_JOINS}
        WHERE p._status = 'published' AND p.slug IN (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})`,
  )
  const bySlug = new Map((rows as Row[]).map((row) => [String(row.slug), productOfRow(row)]))
  return slugs.flatMap((slug) => bySlug.get(slug) ?? [])
}

export const getProductsBySlug = cachedQuery('products-by-slug', PRODUCT_TAGS, async (slugs: string[]) =>
  findProductsBySlug(await getPayloadClient(), slugs),
)

/** One published product by its slug (a product page's), or null. */
export async function getProductBySlug(slug: string): Promise<PublicProduct | null> {
  const [product] = await getProductsBySlug([slug])
  return product ?? null
}

export type Alternative = {
  id: number
  slug: string
  name: string
  supplierName: string
  supplierSlug: string
  gwp: number
}

export type ProductPlace = {
  /** The product's GWP A1–A3 per one of the set's unit. */
  gwp: number
  unit: DeclaredUnitCode
  count: number
  rank: number
  p20: number
  p50: number
  p80: number
  /** Up to 3 products of the same comparable set with a lower GWP A1–A3, lowest first (none below 5 products). */
  alternatives: Alternative[]
}

/** Where a product falls in its comparable set on `today`, with its alternatives; null when it is in no set. */
export async function findProductPlace(
  payload: Payload,
  productId: number,
  today: string,
): Promise<ProductPlace | null> {
  const found = (await runSql(payload, productTargetSql(productId, today))).rows[0] as Row | undefined
  const unit = oneOf(DECLARED_UNIT_CODES, found?.unit)
  if (!found || !unit) return null
  const target = {
    materialTypeId: Number(found.material_type_id),
    unit,
    standard: String(found.standard),
    basis: String(found.basis),
    gwp: Number(found.gwp),
  }
  const row = (await runSql(payload, productSetSql(target, today))).rows[0] as Row
  const alternatives = (typeof row.alternatives === 'string' ? JSON.parse(row.alternatives) : row.alternatives) as Row[]
  return {
    gwp: target.gwp,
    unit,
    count: Number(row.count),
    rank: Number(row.rank),
    p20: Number(row.p20),
    p50: Number(row.p50),
    p80: Number(row.p80),
    alternatives: alternatives.map((a) => ({
      id: Number(a.id),
      slug: String(a.slug),
      name: String(a.name),
      supplierName: String(a.supplier_name),
      supplierSlug: String(a.supplier_slug),
      gwp: Number(a.gwp),
    })),
  }
}

export const getProductPlace = cachedQuery('product-place', PRODUCT_TAGS, async (productId: number, today: string) =>
  findProductPlace(await getPayloadClient(), productId, today),
)

/** A supplier's published products (its profile's cards), by name. */
export const getSupplierProducts = cachedQuery('supplier-products', PRODUCT_TAGS, async (supplierId: number) => {
  const { rows } = await runSql(
    await getPayloadClient(),
    sql`SELECT ${PRODUCT_COLUMNS} FROM ${PUBLIC_PRODUCTS} ${PRODUCT_JOINS}
        WHERE p._status = 'published' AND p.supplier_id = ${supplierId}
        ORDER BY p.name, p.id LIMIT ${PROFILE_PRODUCT_LIMIT}`,
  )
  return (rows as Row[]).map(productOfRow)
})

/** A category's published products with an EPD first (its page's cards), then by name. */
export const getCategoryProducts = cachedQuery('category-products', PRODUCT_TAGS, async (categoryId: number) => {
  const { rows } = await runSql(
    await getPayloadClient(),
    sql`SELECT ${PRODUCT_COLUMNS} FROM ${PUBLIC_PRODUCTS} ${PRODUCT_JOINS}
        WHERE p._status = 'published' AND p.category_id = ${categoryId}
        ORDER BY (p.epd_gwp_a1a3 IS NULL), p.name, p.id LIMIT ${CATEGORY_PRODUCT_LIMIT}`,
  )
  return (rows as Row[]).map(productOfRow)
})

export type ProductLink = { slug: string; updatedAt: string }

/** Every public product's address and last change (the sitemap). */
export const getProductLinks = cachedQuery('product-links', PRODUCT_TAGS, async (): Promise<ProductLink[]> => {
  const { rows } = await runSql(
    await getPayloadClient(),
    sql`SELECT p.slug, p.updated_at FROM ${PUBLIC_PRODUCTS} WHERE p._status = 'published' ORDER BY p.id`,
  )
  return (rows as Row[]).map((r) => ({
    slug: String(r.slug),
    updatedAt: r.updated_at instanceof Date ? r.updated_at.toISOString() : String(r.updated_at),
  }))
})

export type FilterOption = { value: string; label: string; id?: number }

export type MaterialsFilterOptions = {
  categories: Array<{ id: number; slug: string; name: string }>
  materialTypes: Array<{ id: number; slug: string; name: string; unit: DeclaredUnitCode }>
}

/** The categories and material types /materials filters by (those with at least one public product). */
export const getMaterialsFilterOptions = cachedQuery(
  'materials-filter-options',
  PRODUCT_TAGS,
  async (): Promise<MaterialsFilterOptions> => {
    const payload = await getPayloadClient()
    const [categories, types] = await Promise.all([
      runSql(
        payload,
        sql`SELECT c.id, c.slug, c.name FROM categories c
            WHERE EXISTS (SELECT 1 FROM ${PUBLIC_PRODUCTS} WHERE p._status = 'published' AND p.category_id = c.id)
            ORDER BY c.name`,
      ),
      runSql(
        payload,
        sql`SELECT mt.id, mt.slug, mt.name, mt.declared_unit FROM material_types mt
            WHERE EXISTS (SELECT 1 FROM ${PUBLIC_PRODUCTS}
              WHERE p._status = 'published' AND p.material_type_id = mt.id)
            ORDER BY mt.name`,
      ),
    ])
    return {
      categories: (categories.rows as Row[]).map((r) => ({
        id: Number(r.id),
        slug: String(r.slug),
        name: String(r.name),
      })),
      materialTypes: (types.rows as Row[]).flatMap((r) => {
        const unit = oneOf(DECLARED_UNIT_CODES, r.declared_unit)
        return unit ? [{ id: Number(r.id), slug: String(r.slug), name: String(r.name), unit }] : []
      }),
    }
  },
)

/** Where a product is (its placed plant, else its supplier's base) and where its supplier delivers, for A4 transport. */
export type ProductLocation = {
  /** The product's point: the plant when its EPD's plant was placed, else the supplier's base; null when neither. */
  point: LatLng | null
  /** What the point is, as the page says it: 'its plant in Hebden Bridge', 'the supplier's base in Leeds'. */
  from: string | null
  /** The supplier's base, and its delivery area measured from it. */
  base: LatLng | null
  area: DeliveryArea
}

const latLng = (lat: unknown, lng: unknown): LatLng | null =>
  lat === null || lng === null || lat === undefined || lng === undefined ? null : { lat: Number(lat), lng: Number(lng) }

/** A public product's location and its supplier's delivery area (null for a product not on the site). */
export async function findProductLocation(payload: Payload, productId: number): Promise<ProductLocation | null> {
  const { rows } = await runSql(
    payload,
    sql`SELECT p.plant_latitude, p.plant_longitude, p.epd_plant_location, s.base, s.base_latitude, s.base_longitude,
          s.delivery_radius_miles, s.delivers_uk_wide
        FROM ${PUBLIC_PRODUCTS} WHERE p.id = ${productId} AND p._status = 'published'`,
  )
  const row = rows[0] as Row | undefined
  if (!row) return null
  const plant = latLng(row.plant_latitude, row.plant_longitude)
  const base = latLng(row.base_latitude, row.base_longitude)
  const radius = num(row.delivery_radius_miles)
  return {
    point: plant ?? base,
    from: plant
      ? `its plant in ${String(row.epd_plant_location)}`
      : base
        ? `the supplier's base in ${String(row.base)}`
        : null,
    base,
    area: { ukWide: row.delivers_uk_wide === true, radiusMiles: radius },
  }
}

export const getProductLocation = cachedQuery('product-location', PRODUCT_TAGS, async (productId: number) =>
  findProductLocation(await getPayloadClient(), productId),
)
