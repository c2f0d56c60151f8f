// `tsx bench/materials-queries.ts --runs 100 --out <file.json>` on the benchmark database after seed-products.ts:
// times the materials pages' readers uncached (src/lib/data/products.ts): /materials filtered and sorted within the
// largest material type (a page of cards with its comparable sets' percentiles), and a product page's place in its
// comparable set with its lower-carbon alternatives; /materials near a place (issue 32: products whose supplier
// delivers there, within the radius, at their plant or their supplier's base); EXPLAIN ANALYZE of the SQL they send.
import './next-outside-server'

import fs from 'node:fs'

import { runCli } from '@/lib/platform/cli'
import { findMaterialsPage, findProductPlace, findProductsBySlug, findSetStats } from '@/lib/data/products'
import { ukDay } from '@/lib/dates'
import { parseMaterialsQuery } from '@/lib/materials/browse'
import { getPayloadClient } from '@/lib/platform/payload'
import { searchMaterials } from '@/lib/search/materials'

import { explainAnalyze, sqlRecorder } from './capture-sql'
import { queryRunArgs } from './query-args'
import { timeCalls } from './query-timing'

/** Issue 30's targets. */
export const MATERIALS_PAGE_P95_MS = 50
export const PRODUCT_PLACE_P95_MS = 20
/** Issue 32's target: a radius search over 10,000 suppliers and 100,000 products. */
export const MATERIALS_NEAR_P95_MS = 30

async function main(): Promise<void> {
  const { runs, out } = queryRunArgs()
  const payload = await getPayloadClient()
  const pool = payload.db.pool
  const recorder = sqlRecorder(pool)
  const today = ukDay(new Date()).iso
  const one = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows[0] as T
  const counts = await one<{ products: number; published: number; suppliers: number; types: number }>(
    `select count(*)::int as products, (count(*) filter (where _status = 'published'))::int as published,
            count(distinct supplier_id)::int as suppliers, count(distinct material_type_id)::int as types
     from products`,
  )
  // The material type with the most published products, and the median product of its largest comparable set.
  const type = await one<{ id: number; n: number }>(
    `select material_type_id as id, count(*)::int as n from products where _status = 'published'
     group by material_type_id order by n desc limit 1`,
  )
  if (!type) throw new Error('no products: run bench/seed-products.ts first')
  const firstPage = await findMaterialsPage(payload, { materialTypeId: type.id, sortByGwp: true }, today, 1)
  const largestSet = (await findSetStats(payload, type.id, today))[0]
  if (!largestSet) throw new Error('the largest material type has no comparable set')
  const middle = await findMaterialsPage(
    payload,
    { materialTypeId: type.id, sortByGwp: true },
    today,
    Math.max(1, Math.floor(largestSet.percentiles.count / 2 / 24)),
  )
  const median = middle.products.find((p) => p.rankedGwp !== null)
  if (!median) throw new Error('no ranked product in the middle of the largest set')
  const highest = firstPage.products.filter((p) => p.rankedGwp !== null)
  const filtered = { materialTypeId: type.id, standard: 'en15804-a2', validOnly: true, sortByGwp: true }
  const typeSlug = (await one<{ slug: string }>(`select slug from material_types where id = $1`, [type.id])).slug
  // The filter the page resolves from the query's slugs (the material type's id).
  const filterOf = (query: string) => (query.includes('type=') ? { materialTypeId: type.id } : {})
  const cases: Array<{ name: string; call: string; targetMs: number; run: () => Promise<number> }> = [
    {
      name: '/materials: one type by GWP, page 1',
      call: 'findMaterialsPage({ type, sort: gwp }, 1)',
      targetMs: MATERIALS_PAGE_P95_MS,
      run: async () =>
        (await findMaterialsPage(payload, { materialTypeId: type.id, sortByGwp: true }, today, 1)).products.length,
    },
    {
      name: '/materials: type + EN 15804+A2 + valid by GWP, page 10',
      call: 'findMaterialsPage({ type, standard, valid, sort: gwp }, 10)',
      targetMs: MATERIALS_PAGE_P95_MS,
      run: async () => (await findMaterialsPage(payload, filtered, today, 10)).products.length,
    },
    {
      name: "/materials: the type's comparable sets (cached apart)",
      call: 'findSetStats(type)',
      targetMs: MATERIALS_PAGE_P95_MS,
      run: async () => (await findSetStats(payload, type.id, today)).length,
    },
    {
      name: 'product page: place and alternatives (median)',
      call: 'findProductPlace(median of the largest set)',
      targetMs: PRODUCT_PLACE_P95_MS,
      run: async () => (await findProductPlace(payload, median.id, today))?.alternatives.length ?? 0,
    },
    {
      name: 'product page: place and alternatives (lowest)',
      call: 'findProductPlace(lowest of the largest set)',
      targetMs: PRODUCT_PLACE_P95_MS,
      run: async () => (await findProductPlace(payload, highest[0]!.id, today))?.alternatives.length ?? 0,
    },
    {
      name: 'product page: the product',
      call: 'findProductsBySlug([median])',
      targetMs: PRODUCT_PLACE_P95_MS,
      run: async () => (await findProductsBySlug(payload, [median.slug])).length,
    },
    // Near a place (a town: the bench makes no postcode lookups): the GiST indexes on bases and plants, then the areas.
    ...[
      { name: '/materials: near a town, 25 miles', query: 'near=Leeds&radius=25' },
      { name: '/materials: near a town, 100 miles, nearest first', query: 'near=Frome&radius=100&sort=distance' },
      { name: '/materials: near a town, 50 miles, one type', query: `near=Manchester&radius=50&type=${typeSlug}` },
    ].map(({ name, query }) => ({
      name,
      call: `searchMaterials(?${query})`,
      targetMs: MATERIALS_NEAR_P95_MS,
      run: async () =>
        (
          await searchMaterials(
            parseMaterialsQuery(Object.fromEntries(new URLSearchParams(query))),
            filterOf(query),
            today,
          )
        ).page?.products.length ?? 0,
    })),
  ]
  for (let round = 0; round < 10; round += 1) for (const c of cases) await c.run()
  const timings = []
  const plans = []
  for (const c of cases) {
    const { result: rows, statements } = await recorder.record(c.run)
    const timed = await timeCalls(c.run, runs)
    timings.push({ name: c.name, call: c.call, rows, targetMs: c.targetMs, ...timed })
    const { plan, sqlMs } = await explainAnalyze(pool, statements)
    plans.push({ name: c.name, sqlMs, plan })
  }
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        ...counts,
        materialType: { id: type.id, published: type.n, largestSet: largestSet.percentiles.count },
        timings,
        plans,
      },
      null,
      2,
    ),
  )
}

runCli('Materials query bench', main)
