// `tsx bench/seed-products.ts [--count 100000]` on the supplier benchmark database (DATABASE_URL), after
// seed-suppliers.ts: adds generated products (slugs `bench-product-…`) spread over the generated suppliers and twelve
// generated material types, in one INSERT … SELECT over generate_series (Payload's create() would take an hour for
// 100,000). The mix is the one the materials pages must handle: declared units that match the type's, tonnes and kg,
// units with and without a mass to convert; EN 15804+A2 and +A1, ISO 21930 and 'other'; every data type; about one
// in six expired, one in five unverified, one in twenty a draft; one in five made at a plant placed up to about 15
// miles from its supplier's base (issue 32: the search near a place reads plants and bases). Idempotent; the Local
// API reads one back.
import config from '@payload-config'
import { getPayload } from 'payload'

import { runCli } from '@/lib/platform/cli'

import { BENCH_SLUG_PREFIX } from './generate-suppliers'

export const BENCH_PRODUCT_PREFIX = 'bench-product-'
const TYPE_PREFIX = 'bench-type-'
/** Twelve material types: their declared units cycle through m³, m², kg, tonne, m and piece. */
const TYPE_UNITS = ['m3', 'm2', 'kg', 't', 'm', 'piece', 'm3', 'm2', 'kg', 'm3', 'm2', 'm3'] as const

function countArg(argv: readonly string[]): number {
  const i = argv.indexOf('--count')
  const value = i >= 0 ? Number(argv[i + 1]) : 100_000
  if (!Number.isInteger(value) || value < 1) throw new Error('--count needs a whole number of at least 1')
  return value
}

async function main(): Promise<void> {
  const count = countArg(process.argv.slice(2))
  const payload = await getPayload({ config })
  const pool = payload.db.pool
  const existing = await pool.query<{ n: number }>(`select count(*)::int as n from products where slug like $1`, [
    `${BENCH_PRODUCT_PREFIX}%`,
  ])
  if (existing.rows[0].n === count) {
    console.log(`Bench products: ${count} generated products already present.`)
    return
  }
  const started = Date.now()
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`delete from products where slug like $1`, [`${BENCH_PRODUCT_PREFIX}%`])
    await client.query(`delete from material_types where slug like $1`, [`${TYPE_PREFIX}%`])
    const { rows: categories } = await client.query<{ id: number }>(`select id from categories order by id`)
    if (!categories.length) throw new Error('the database has no categories: seed the demo content first')
    await client.query(
      `insert into material_types (name, slug, declared_unit, category_id)
       select 'Bench material type ' || i, $1 || i, (u::text)::enum_material_types_declared_unit, ($3::int[])[1 + i % $4]
       from unnest($2::text[]) with ordinality as t(u, i)`,
      [TYPE_PREFIX, [...TYPE_UNITS], categories.map((c) => c.id), categories.length],
    )
    const { rows: suppliers } = await client.query<{ n: number; first: number }>(
      `select count(*)::int as n, min(id) as first from suppliers where slug like $1`,
      [`${BENCH_SLUG_PREFIX}%`],
    )
    if (!suppliers[0].n) throw new Error('no generated suppliers: run bench/seed-suppliers.ts first')
    await client.query(`select setseed(0.3)`)
    // One row per product: the type (round robin), then its unit as the type's (four in five), kg or tonne, or
    // another with or without a mass per declared unit; figures around a base per type.
    await client.query(
      `with s as (select id, base_latitude as lat, base_longitude as lng, row_number() over (order by id) - 1 as k
                 from suppliers where slug like $2),
       mt as (select id, declared_unit::text as unit, category_id, row_number() over (order by id) - 1 as k
              from material_types where slug like $3),
       g as (select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
             from generate_series(0, $1::int - 1) as i)
       insert into products (supplier_id, name, slug, category_id, material_type_id, description,
         epd_declared_unit_quantity, epd_declared_unit, epd_mass_per_declared_unit, epd_registration_number,
         epd_programme_operator, epd_standard, epd_verifier, epd_issued_on, epd_valid_until, epd_data_type,
         epd_document_url, epd_gwp_a1a3, epd_gwp_a4, epd_gwp_c3, epd_verified, _status, plant_latitude, plant_longitude)
       select s.id, 'Bench product ' || g.i, $4 || g.i, mt.category_id, mt.id, 'A generated product.',
         case when g.r1 < 0.9 then 1 else 1000 end,
         (case when g.r1 < 0.8 then mt.unit when g.r1 < 0.85 then 'kg' when g.r1 < 0.9 then 't'
               when g.r1 < 0.95 then 'm2' else 'piece' end)::enum_products_epd_declared_unit,
         case when g.r1 >= 0.95 and g.r2 < 0.5 then null else round((20 + g.r2 * 600)::numeric, 1) end,
         'BENCH-' || g.i, 'Bench EPD Programme',
         (case when g.r3 < 0.7 then 'en15804-a2' when g.r3 < 0.9 then 'en15804-a1'
               when g.r3 < 0.95 then 'iso21930' else 'other' end)::enum_products_epd_standard,
         'Bench Verifier', '2023-01-01',
         case when g.r4 < 0.15 then '2025-01-01' else '2030-06-30' end,
         (case when g.r5 < 0.6 then 'product-specific' when g.r5 < 0.75 then 'manufacturer-average'
               when g.r5 < 0.9 then 'industry-average' else 'generic' end)::enum_products_epd_data_type,
         'https://epd.example/bench-' || g.i || '.pdf',
         round(((10 + mt.k * 15) * (0.5 + g.r2)
           * case when g.r1 < 0.9 then 1 else 1000 end)::numeric, 3),
         round((g.r3 * 5)::numeric, 2), round((g.r4 * 3)::numeric, 2),
         g.r4 >= 0.2, (case when g.i % 20 = 0 then 'draft' else 'published' end)::enum_products_status,
         case when g.i % 5 = 1 then s.lat + (g.r2 - 0.5) / 5 end, case when g.i % 5 = 1 then s.lng + (g.r3 - 0.5) / 3 end
       from g
       join s on s.k = g.i % $5
       join mt on mt.k = g.i % ${TYPE_UNITS.length}`,
      [count, `${BENCH_SLUG_PREFIX}%`, `${TYPE_PREFIX}%`, BENCH_PRODUCT_PREFIX, suppliers[0].n],
    )
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
  // A database in use is vacuumed by autovacuum: the visibility map lets the covering indexes answer alone.
  await pool.query('vacuum analyze products')
  await pool.query('analyze material_types')
  const check = await payload.find({
    collection: 'products',
    overrideAccess: false,
    where: { slug: { like: BENCH_PRODUCT_PREFIX } },
    depth: 0,
    limit: 1,
  })
  if (!check.docs[0]?.epd?.gwp?.a1a3) throw new Error('a generated product does not read back through the Local API')
  const total = await pool.query<{ n: number }>(`select count(*)::int as n from products`)
  console.log(
    `Bench products: ${count} generated in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(${total.rows[0].n} products in all).`,
  )
}

runCli('Bench product seed', main)
