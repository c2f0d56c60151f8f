// `tsx bench/queries.ts --runs 100 --out <file.json>` on the supplier benchmark database (DATABASE_URL): times the
// data layer's supplier readers with Next's cache off, captures the SQL they send and runs EXPLAIN ANALYZE on it.
import './next-outside-server'

import fs from 'node:fs'

import { runCli } from '@/lib/platform/cli'
import { getSuppliersByCategory, getSuppliersForCity } from '@/lib/data/suppliers'
import { getPayloadClient } from '@/lib/platform/payload'
import { parseSearchParams } from '@/lib/search/params'
import { searchSuppliers } from '@/lib/search/suppliers'

import { explainAnalyze, sqlRecorder } from './capture-sql'
import { analysePlan } from './plans.mjs'
import { queryRunArgs } from './query-args'
import { timeCalls } from './query-timing'

/** The target for a directory search at 10,000 suppliers (the readers' own target is in stats.mjs). */
const SEARCH_P95_MS = 50
/** Issue 32: a radius search over 10,000 suppliers. */
const NEAR_SEARCH_P95_MS = 30

async function main(): Promise<void> {
  const { runs, out } = queryRunArgs()
  const payload = await getPayloadClient()

  const pool = payload.db.pool
  const recorder = sqlRecorder(pool)

  const categories = await payload.find({
    collection: 'categories',
    overrideAccess: true,
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  const categoryId = (slug: string): number => {
    const found = categories.docs.find((c) => c.slug === slug)
    if (!found) throw new Error(`no category ${slug}`)
    return found.id
  }
  const suppliers = await payload.count({ collection: 'suppliers', overrideAccess: true })
  const timber = categoryId('timber')
  const insulation = categoryId('insulation')
  const cases: Array<{ name: string; call: string; run: () => Promise<unknown[]> }> = [
    { name: 'category: timber', call: 'getSuppliersByCategory(timber)', run: () => getSuppliersByCategory(timber) },
    {
      name: 'category: insulation',
      call: 'getSuppliersByCategory(insulation)',
      run: () => getSuppliersByCategory(insulation),
    },
    {
      name: 'London + timber',
      call: "getSuppliersByCategory(timber, 'London')",
      run: () => getSuppliersByCategory(timber, 'London'),
    },
    {
      name: 'Manchester + insulation',
      call: "getSuppliersByCategory(insulation, 'Manchester')",
      run: () => getSuppliersByCategory(insulation, 'Manchester'),
    },
    { name: 'city: London', call: "getSuppliersForCity('London')", run: () => getSuppliersForCity('London') },
  ]
  // Directory searches (never cached: each is a per-request render): the full-text match and each filter.
  const searches: Array<{ name: string; query: string }> = [
    { name: 'search: text', query: 'q=insulation' },
    { name: 'search: text + city + min score', query: 'q=timber cladding&city=London&minScore=7' },
    { name: 'search: category + cert, by name', query: 'category=insulation&cert=BBA&sort=name' },
    { name: 'search: text, page 3', query: 'q=wool&page=3' },
    // Near a place (a town: the bench makes no postcode lookups): the GiST index on the bases, then the delivery areas.
    { name: 'search: near a town, 25 miles', query: 'near=Leeds&radius=25' },
    { name: 'search: near a town, 100 miles, by distance', query: 'near=Frome&radius=100&sort=distance' },
    // Issue 32, the search that forgives: a misspelling (the words as typed find nothing, then pg_trgm's GIN indexes),
    // and a town typed as search text (read as the place, then searched near).
    { name: 'search: misspelt text', query: 'q=insulaton' },
    { name: 'search: misspelt text + category', query: 'q=timbr cladding&category=timber' },
    { name: 'search: a town typed as text', query: 'q=leeds' },
  ]
  const searchCases = searches.map(({ name, query }) => {
    const search = parseSearchParams(new URLSearchParams(query))
    return {
      name,
      call: `searchSuppliers(?${query})`,
      targetMs: query.startsWith('near=') ? NEAR_SEARCH_P95_MS : SEARCH_P95_MS,
      run: async () => (await searchSuppliers(search)).suppliers,
    }
  })

  const timings = []
  const plans = []
  const all = [...cases, ...searchCases]
  // A running server is warm: every reader runs before any is timed, so none pays for compiling the query building.
  for (let round = 0; round < 10; round += 1) for (const c of all) await c.run()
  for (const c of all) {
    for (let i = 0; i < 3; i += 1) await c.run() // this reader's own plan and rows in PostgreSQL's buffers
    const { result, statements } = await recorder.record(() => c.run())
    const rows = result.length
    const timed = await timeCalls(c.run, runs)
    timings.push({
      name: c.name,
      call: c.call,
      ...('targetMs' in c ? { targetMs: c.targetMs } : {}),
      rows,
      ...timed,
    })
    // Every statement one call sends (a city filter adds an id lookup before the fetch).
    const { plan, sqlMs } = await explainAnalyze(pool, statements)
    plans.push({
      name: c.name,
      sql: statements.map((st) => `${st.text};`).join('\n\n'),
      statements: statements.length,
      sqlMs,
      plan,
      ...analysePlan(plan),
    })
  }
  fs.writeFileSync(out, JSON.stringify({ suppliers: suppliers.totalDocs, timings, plans }, null, 2))
}

runCli('Supplier query bench', main)
