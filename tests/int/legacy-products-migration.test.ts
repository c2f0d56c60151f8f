import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@migrations/index'
import { convertProductStrings } from '@migrations/20261126_023604_epd_expiry_legacy_products'
import { createDatabaseIfMissing, dropDatabase } from '../../scripts/lib/database.mjs'

// Suppliers' product strings turned into products, on a database of its own migrated up to just before the
// migration and holding strings as the live site had them: a published listing's, a draft listing's, a string only
// a listing's pending draft has, the same product twice in different case, one product two suppliers both sell, and
// a product the supplier already has.
const NAME = '20261126_023604_epd_expiry_legacy_products'
const serverUrl = (process.env.DATABASE_URL as string).replace(/\/[^/?]*(\?.*)?$/, '')
const database = `ecobuild_legacy_products_${process.pid}`
let pool: Pool
let args: MigrateUpArgs

const target = migrations.findIndex((m) => m.name === NAME)

function poolOf(name: string): Pool {
  const created = new Pool({ connectionString: `${serverUrl}/${name}` })
  created.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  return created
}

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => (await args.db.execute(query)).rows as Row[]

let timber = 0
let insulation = 0
const supplierIds: Record<'published' | 'draft' | 'pending', number> = { published: 0, draft: 0, pending: 0 }

async function supplier(name: string, slug: string, category: number, status: string): Promise<number> {
  const [row] = await rows(sql`INSERT INTO "suppliers" ("name", "slug", "category_id", "_status", "description",
    "location", "eco_score") VALUES (${name}, ${slug}, ${category}, ${status}, 'x', 'Leeds', 5) RETURNING "id"`)
  return Number(row?.id)
}

async function strings(table: 'suppliers_texts' | '_suppliers_v_texts', parent: number, path: string, list: string[]) {
  for (const [i, text] of list.entries())
    await rows(sql`INSERT INTO ${sql.raw(`"${table}"`)} ("order", "parent_id", "path", "text")
      VALUES (${i + 1}, ${parent}, ${path}, ${text})`)
}

async function latestVersion(parent: number, status: string): Promise<number> {
  const [row] = await rows(sql`INSERT INTO "_suppliers_v" ("parent_id", "version_name", "version__status", "latest")
    VALUES (${parent}, 'v', ${status}, true) RETURNING "id"`)
  return Number(row?.id)
}

beforeAll(async () => {
  await createDatabaseIfMissing(serverUrl, database)
  pool = poolOf(database)
  args = { db: drizzle(pool), payload: undefined, req: undefined } as unknown as MigrateUpArgs
  for (const migration of migrations.slice(0, target)) await migration.up(args)
  const [t] = await rows(sql`INSERT INTO "categories" ("name", "slug", "description") VALUES ('Timber', 'timber', 'x')
    RETURNING "id"`)
  const [i] = await rows(sql`INSERT INTO "categories" ("name", "slug", "description")
    VALUES ('Insulation', 'insulation', 'x') RETURNING "id"`)
  timber = Number(t?.id)
  insulation = Number(i?.id)
  supplierIds.published = await supplier('Oak & Co', 'oak-co', timber, 'published')
  await strings('suppliers_texts', supplierIds.published, 'products', [
    'Oak boards',
    ' Reclaimed beams ',
    'oak BOARDS',
    '',
  ])
  await strings('_suppliers_v_texts', await latestVersion(supplierIds.published, 'published'), 'version.products', [
    'Oak boards',
    ' Reclaimed beams ',
  ])
  supplierIds.draft = await supplier('Wool Start', 'wool-start', insulation, 'draft')
  await strings('suppliers_texts', supplierIds.draft, 'products', ['Sheep’s wool rolls', 'Oak boards'])
  supplierIds.pending = await supplier('Fibre Works', 'fibre-works', insulation, 'published')
  await strings('suppliers_texts', supplierIds.pending, 'products', ['Wood-fibre boards'])
  // Its edit waiting for review adds a product: a draft product until staff publish it.
  await strings('_suppliers_v_texts', await latestVersion(supplierIds.pending, 'draft'), 'version.products', [
    'Wood-fibre boards',
    'Hemp batts',
  ])
  // A product the supplier already has (with EPD data): not made twice.
  await rows(sql`INSERT INTO "products" ("supplier_id", "name", "slug", "category_id", "_status", "epd_gwp_a1a3")
    VALUES (${supplierIds.pending}, 'WOOD-FIBRE BOARDS', 'existing-board', ${insulation}, 'published', -150)`)
})

afterAll(async () => {
  await pool?.end()
  await dropDatabase(serverUrl, database)
})

type ProductRow = { supplier: number; name: string; slug: string; category: number; status: string; versions: number }

async function products(): Promise<ProductRow[]> {
  const found = await rows(sql`
    SELECT p."supplier_id" AS supplier, p."name", p."slug", p."category_id" AS category, p."_status" AS status,
      (SELECT count(*)::int FROM "_products_v" v WHERE v."parent_id" = p."id" AND v."latest" AND v."version_name" = p."name"
        AND v."version_slug" = p."slug" AND v."version__status"::text = p."_status"::text
        AND v."version_supplier_id" = p."supplier_id") AS versions
    FROM "products" p ORDER BY p."supplier_id", p."id"`)
  return found as ProductRow[]
}

describe('the legacy product strings migration', () => {
  it('is a committed migration', () => {
    expect(target).toBeGreaterThan(0)
  })

  it('turns each string into a product of its supplier, in its category, published as its supplier is', async () => {
    await migrations[target]!.up(args)
    expect(await products()).toEqual([
      {
        supplier: supplierIds.published,
        name: 'Oak boards',
        slug: 'oak-boards-oak-co',
        category: timber,
        status: 'published',
        versions: 1,
      },
      {
        supplier: supplierIds.published,
        name: 'Reclaimed beams',
        slug: 'reclaimed-beams-oak-co',
        category: timber,
        status: 'published',
        versions: 1,
      },
      {
        supplier: supplierIds.draft,
        name: 'Sheep’s wool rolls',
        slug: 'sheeps-wool-rolls-wool-start',
        category: insulation,
        status: 'draft',
        versions: 1,
      },
      {
        supplier: supplierIds.draft,
        name: 'Oak boards',
        slug: 'oak-boards-wool-start',
        category: insulation,
        status: 'draft',
        versions: 1,
      },
      {
        supplier: supplierIds.pending,
        name: 'WOOD-FIBRE BOARDS',
        slug: 'existing-board',
        category: insulation,
        status: 'published',
        versions: 0,
      },
      {
        supplier: supplierIds.pending,
        name: 'Hemp batts',
        slug: 'hemp-batts-fibre-works',
        category: insulation,
        status: 'draft',
        versions: 1,
      },
    ])
    const tables = await rows(sql`SELECT table_name FROM information_schema.tables
      WHERE table_name IN ('suppliers_texts', '_suppliers_v_texts')`)
    expect(tables).toEqual([])
    const [index] = await rows(sql`SELECT indexname FROM pg_indexes WHERE indexname = 'products_name_search_idx'`)
    expect(index?.indexname).toBe('products_name_search_idx')
  })

  it('goes back down to the strings (dropping the bare products), and up again to the same products', async () => {
    const before = await products()
    await migrations[target]!.down(args)
    const texts = await rows(sql`SELECT "parent_id", "text" FROM "suppliers_texts" WHERE "path" = 'products'
      ORDER BY "parent_id", "order"`)
    expect(texts).toEqual([
      { parent_id: supplierIds.published, text: 'Oak boards' },
      { parent_id: supplierIds.published, text: 'Reclaimed beams' },
      { parent_id: supplierIds.draft, text: 'Sheep’s wool rolls' },
      { parent_id: supplierIds.draft, text: 'Oak boards' },
      { parent_id: supplierIds.pending, text: 'WOOD-FIBRE BOARDS' },
    ])
    // The draft product goes back to the listing's pending edit (its latest version) only.
    const pending =
      await rows(sql`SELECT t."text" FROM "_suppliers_v_texts" t JOIN "_suppliers_v" v ON v."id" = t."parent_id"
      WHERE v."parent_id" = ${supplierIds.pending} AND v."latest" AND t."path" = 'version.products' ORDER BY t."order"`)
    expect(pending.map((r) => r.text)).toEqual(['WOOD-FIBRE BOARDS', 'Hemp batts'])
    // Only the product with EPD data stays.
    expect((await products()).map((p) => p.slug)).toEqual(['existing-board'])
    await migrations[target]!.up(args)
    expect(await products()).toEqual(before)
  })

  it('adds nothing when the conversion runs again', async () => {
    await rows(sql`CREATE TABLE "suppliers_texts" ("id" serial PRIMARY KEY, "order" integer NOT NULL,
      "parent_id" integer NOT NULL, "path" varchar NOT NULL, "text" varchar)`)
    await rows(sql`CREATE TABLE "_suppliers_v_texts" ("id" serial PRIMARY KEY, "order" integer NOT NULL,
      "parent_id" integer NOT NULL, "path" varchar NOT NULL, "text" varchar)`)
    await strings('suppliers_texts', supplierIds.published, 'products', ['Oak boards', 'reclaimed beams'])
    const before = await products()
    expect(await convertProductStrings(args.db)).toBe(0)
    expect(await products()).toEqual(before)
    await rows(sql`DROP TABLE "suppliers_texts"; DROP TABLE "_suppliers_v_texts"`)
  })
})
