// `tsx bench/seed-suppliers.ts [--count 10000]` on the migrated, seeded supplier benchmark database (DATABASE_URL):
// adds generated published suppliers (slugs `bench-…`) with multi-row INSERTs in one transaction, because Payload's
// create() would take minutes for 10,000; the Local API reads one back as a check. Idempotent.
import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'
import type { PoolClient } from 'pg'

import { runCli } from '@/lib/platform/cli'

import { BENCH_SLUG_PREFIX, generateBenchSuppliers, slugsAreValid, type BenchSupplier } from './generate-suppliers'

const BATCH = 1000
// The generated product names are not written: products are a collection of their own since issue 30.
const CHILD_TABLES = ['suppliers_service_areas', 'suppliers_city_keys', 'suppliers_certifications']

/** Payload's array-row ids: 24 hex characters. */
const rowId = () => randomBytes(12).toString('hex')

function countArg(argv: readonly string[]): number {
  const i = argv.indexOf('--count')
  const value = i >= 0 ? Number(argv[i + 1]) : 10_000
  if (!Number.isInteger(value) || value < 1) throw new Error('--count needs a whole number of at least 1')
  return value
}

async function insertBatch(client: PoolClient, batch: readonly BenchSupplier[]): Promise<void> {
  const { rows } = await client.query<{ id: number; slug: string }>(
    `insert into suppliers (name, slug, description, location, eco_score, category_id, ` +
      `image_url, contact_email, website, lead_bonus_enabled, _status)
     select n, s, d, l, e, c, i, m, w, false, 'published'
     from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], ` +
      `$5::numeric[], $6::integer[], $7::varchar[], $8::varchar[], $9::varchar[]) as t(n, s, ` +
      `d, l, e, c, i, m, w)
     returning id, slug`,
    [
      batch.map((s) => s.name),
      batch.map((s) => s.slug),
      batch.map((s) => s.description),
      batch.map((s) => s.location),
      batch.map((s) => s.ecoScore),
      batch.map((s) => s.categoryId),
      batch.map((s) => s.imageUrl),
      batch.map((s) => s.contactEmail),
      batch.map((s) => s.website),
    ],
  )
  const idOf = new Map(rows.map((r) => [r.slug, r.id]))
  const areas: Array<[number, number, string, string]> = []
  const keys: Array<[number, number, string, string]> = []
  const certs: Array<[number, number, string, BenchSupplier['certifications'][number]]> = []
  for (const s of batch) {
    const id = idOf.get(s.slug)
    if (id === undefined) throw new Error(`insert returned no id for ${s.slug}`)
    s.serviceAreas.forEach((city, n) => areas.push([n + 1, id, rowId(), city]))
    s.cityKeys.forEach((key, n) => keys.push([n + 1, id, rowId(), key]))
    s.certifications.forEach((cert, n) => certs.push([n + 1, id, rowId(), cert]))
  }
  const col = <T, K>(list: readonly T[], f: (item: T) => K): K[] => list.map(f)
  await client.query(
    `insert into suppliers_service_areas (_order, _parent_id, id, city) select * from unnest($1::integer[], $2::integer[], $3::varchar[], $4::varchar[])`,
    [col(areas, (a) => a[0]), col(areas, (a) => a[1]), col(areas, (a) => a[2]), col(areas, (a) => a[3])],
  )
  await client.query(
    `insert into suppliers_city_keys (_order, _parent_id, id, key) select * from unnest($1::integer[], $2::integer[], $3::varchar[], $4::varchar[])`,
    [col(keys, (k) => k[0]), col(keys, (k) => k[1]), col(keys, (k) => k[2]), col(keys, (k) => k[3])],
  )
  await client.query(
    `insert into suppliers_certifications (_order, _parent_id, id, name, colour, issuer, ` +
      `number, verified_at, expires_at)
     select o, p, i, n, c::enum_suppliers_certifications_colour, s, nr, v, x
     from unnest($1::integer[], $2::integer[], $3::varchar[], $4::varchar[], ` +
      `$5::varchar[], $6::varchar[], $7::varchar[], $8::timestamptz[], $9::timestamptz[]) as ` +
      `t(o, p, i, n, c, s, nr, v, x)`,
    [
      col(certs, (c) => c[0]),
      col(certs, (c) => c[1]),
      col(certs, (c) => c[2]),
      col(certs, (c) => c[3].name),
      col(certs, (c) => c[3].colour),
      col(certs, (c) => c[3].issuer),
      col(certs, (c) => c[3].number),
      col(certs, (c) => c[3].verifiedAt),
      col(certs, (c) => c[3].expiresAt),
    ],
  )
}

/**
 * Gives each generated supplier without one a base (its location's town from the GeoNames table, the first of a
 * name, moved by up to about 3 miles so suppliers of a town are not all on one point) and a delivery area: 10, 25, 50
 * or 100 miles in turn, every tenth UK-wide. One UPDATE, so the place search is measured as the site runs it.
 */
async function placeBases(pool: { query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> }) {
  const { rowCount } = await pool.query(
    `update suppliers s set base = s.location,
       base_latitude = p.latitude + ((s.id * 7919) % 1000 - 500) / 12000.0,
       base_longitude = p.longitude + ((s.id * 104729) % 1000 - 500) / 8000.0,
       delivery_radius_miles = (array[10, 25, 50, 100])[1 + s.id % 4],
       delivers_uk_wide = (s.id % 10 = 0)
     from (select distinct on (key) key, latitude, longitude from places order by key, id) p
     where s.slug like $1 and s.base is null and p.key = lower(s.location)`,
    [`${BENCH_SLUG_PREFIX}%`],
  )
  await pool.query('analyze suppliers')
  return rowCount ?? 0
}

async function main(): Promise<void> {
  const count = countArg(process.argv.slice(2))
  const payload = await getPayload({ config })
  const categories = await payload.find({
    collection: 'categories',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    sort: 'id',
    select: { slug: true },
  })
  if (!categories.docs.length) throw new Error('the database has no categories: seed the demo content first')
  const generatedWhere = { slug: { like: BENCH_SLUG_PREFIX } }
  const existing = await payload.count({ collection: 'suppliers', overrideAccess: true, where: generatedWhere })
  if (existing.totalDocs === count) {
    console.log(`Bench suppliers: ${count} generated suppliers already present.`)
    console.log(`Bench suppliers: ${await placeBases(payload.db.pool)} bases placed.`)
    return
  }
  const suppliers = generateBenchSuppliers(
    count,
    categories.docs.map((c) => c.id),
  )
  if (!slugsAreValid(suppliers)) throw new Error('generated slugs are not valid and unique')
  const started = Date.now()
  const client = await payload.db.pool.connect()
  try {
    await client.query('begin')
    await client.query(`delete from suppliers where slug like $1`, [`${BENCH_SLUG_PREFIX}%`])
    for (let i = 0; i < suppliers.length; i += BATCH) await insertBatch(client, suppliers.slice(i, i + BATCH))
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
  await placeBases(payload.db.pool)
  for (const table of ['suppliers', ...CHILD_TABLES]) await payload.db.pool.query(`analyze ${table}`)

  // Payload reads them back as published suppliers with their arrays.
  const check = await payload.find({
    collection: 'suppliers',
    overrideAccess: false,
    where: { slug: { equals: suppliers[0].slug } },
    depth: 1,
    limit: 1,
  })
  const doc = check.docs[0]
  if (!doc || doc.cityKeys?.length !== suppliers[0].cityKeys.length) {
    throw new Error('a generated supplier does not read back through the Local API as written')
  }
  const total = await payload.count({ collection: 'suppliers', overrideAccess: true })
  console.log(
    `Bench suppliers: ${count} generated in ${((Date.now() - started) / 1000).toFixed(1)} s (${total.totalDocs} suppliers in all).`,
  )
}

runCli('Bench supplier seed', main)
