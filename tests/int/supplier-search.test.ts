import { randomUUID } from 'node:crypto'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseSearchParams, SEARCH_PAGE_SIZE } from '@/lib/search/params'
import { searchSupplierIds, searchSuppliers } from '@/lib/search/suppliers'
import { seed } from '@/seed'
import { categoryIdsBySlug, setEcoScoreFixture, testPayload } from './helpers'

// Directory search against the real schema (generated tsvector, GIN indexes): every search below carries a
// word made up for this run, so the seeded suppliers never interfere.

const DAY_MS = 24 * 60 * 60 * 1000
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
const TOKEN = `zq${letters(8)}`
const PAGE_TOKEN = `zp${letters(8)}`

let payload: Payload
const categoryIds: Record<string, number> = {}
const created: number[] = []
const ids: Record<'name' | 'description' | 'product' | 'draft', number> = {
  name: 0,
  description: 0,
  product: 0,
  draft: 0,
}

type SupplierInput = {
  name: string
  description: string
  ecoScore: number
  category: string
  location: string
  serviceAreas?: string[]
  /** Names of its products (the products collection), published unless listed in draftProducts. */
  products?: string[]
  draftProducts?: string[]
  certifications?: Array<{ name: string; expiresAt: string }>
  draft?: boolean
}

async function createSupplier(input: SupplierInput): Promise<number> {
  const suffix = randomUUID().slice(0, 8)
  const data: RequiredDataFromCollectionSlug<'suppliers'> = {
    name: input.name,
    slug: `search-test-${suffix}`,
    description: input.description,
    location: input.location,
    serviceAreas: (input.serviceAreas ?? []).map((city) => ({ city })),
    category: categoryIds[input.category],
    contactEmail: `search-${suffix}@search.test`,
    certifications: (input.certifications ?? []).map((c) => ({ ...c, colour: 'green' as const })),
    _status: input.draft ? 'draft' : 'published',
  }
  const context = { disableRevalidate: true }
  const doc = await payload.create({
    collection: 'suppliers',
    data,
    draft: Boolean(input.draft),
    overrideAccess: true,
    context,
  })
  created.push(doc.id)
  const products = [...(input.products ?? []), ...(input.draftProducts ?? [])]
  for (const [n, name] of products.entries()) {
    const published = n < (input.products ?? []).length
    await payload.create({
      collection: 'products',
      data: {
        supplier: doc.id,
        name,
        slug: `search-test-product-${suffix}-${n}`,
        category: categoryIds[input.category],
        _status: published ? 'published' : 'draft',
      },
      draft: !published,
      overrideAccess: true,
      context,
    })
  }
  // The score the test needs, as a fixture written where the recomputation writes it (after the products, whose
  // saves recompute it from evidence).
  await setEcoScoreFixture(payload, doc.id, input.ecoScore)
  return doc.id
}

const search = (query: string) => searchSupplierIds(payload, parseSearchParams(new URLSearchParams(query)))

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  Object.assign(categoryIds, await categoryIdsBySlug(payload))
  const future = new Date(Date.now() + 365 * DAY_MS).toISOString()
  const past = new Date(Date.now() - 30 * DAY_MS).toISOString()
  ids.name = await createSupplier({
    name: `${TOKEN} Timber Merchants`,
    description: 'Reclaimed oak boards and beams.',
    // A product waiting as a draft is not searched: only published products' names count.
    draftProducts: [`${PAGE_TOKEN}x draft boards`],
    ecoScore: 3,
    category: 'timber',
    location: 'Leeds',
  })
  ids.description = await createSupplier({
    name: 'Greenfield Supplies',
    description: `Stockists of ${TOKEN} panels for walls and lofts.`,
    ecoScore: 9,
    category: 'insulation',
    location: 'York',
    certifications: [{ name: 'FSC Certified', expiresAt: future }],
  })
  ids.product = await createSupplier({
    name: 'Hillside Materials',
    description: 'General sustainable materials.',
    products: [`${TOKEN} blocks`],
    ecoScore: 6,
    category: 'insulation',
    location: 'Sheffield',
    serviceAreas: ['Leeds'],
    certifications: [{ name: 'Passivhaus Component', expiresAt: past }],
  })
  ids.draft = await createSupplier({
    name: `${TOKEN} Draft Company`,
    description: `${TOKEN} everywhere.`,
    ecoScore: 10,
    category: 'timber',
    location: 'Leeds',
    draft: true,
  })
  for (let i = 0; i < SEARCH_PAGE_SIZE + 1; i += 1) {
    await createSupplier({
      name: `Paged Supplier ${String(i).padStart(2, '0')}`,
      description: `Sells ${PAGE_TOKEN}.`,
      ecoScore: (i % 10) + 1,
      category: 'timber',
      location: 'Bath',
    })
  }
}, 180_000)

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'suppliers', id, overrideAccess: true, context: { disableRevalidate: true } })
})

describe('supplier search', () => {
  it('finds name, description and product matches, a name match ranking above a description-only match', async () => {
    const result = await search(`q=${TOKEN}`)
    expect(result.ids).toEqual([ids.name, ids.description, ids.product])
    expect(result.total).toBe(3)
  })

  it('understands web-search syntax (quoted phrases, excluded words)', async () => {
    // Ranking with an excluded word is PostgreSQL's business; which suppliers match is ours.
    expect(new Set((await search(`q=${TOKEN} -timber`)).ids)).toEqual(new Set([ids.description, ids.product]))
    expect((await search(`q="${TOKEN} panels"`)).ids).toEqual([ids.description])
  })

  it("matches only published products' names: a draft product finds nothing", async () => {
    expect((await search(`q=${PAGE_TOKEN}x`)).ids).toEqual([])
  })

  it('never returns drafts, with or without search text', async () => {
    expect((await search(`q=${TOKEN} draft`)).ids).toEqual([])
    const all = await search('minScore=10&sort=name')
    expect(all.ids).not.toContain(ids.draft)
  })

  it('filters by category slug', async () => {
    expect((await search(`q=${TOKEN}&category=insulation`)).ids).toEqual([ids.description, ids.product])
    expect((await search(`q=${TOKEN}&category=timber`)).ids).toEqual([ids.name])
  })

  it('filters by city (location or service area, the shared city rule)', async () => {
    expect((await search(`q=${TOKEN}&city=${encodeURIComponent('  LEEDS ')}`)).ids).toEqual([ids.name, ids.product])
    expect((await search(`q=${TOKEN}&city=York`)).ids).toEqual([ids.description])
  })

  it('filters by minimum eco-score', async () => {
    expect((await search(`q=${TOKEN}&minScore=6`)).ids).toEqual([ids.description, ids.product])
    expect((await search(`q=${TOKEN}&minScore=10`)).ids).toEqual([])
  })

  it('filters by a current certification only (an expired one does not count)', async () => {
    expect((await search(`q=${TOKEN}&cert=fsc`)).ids).toEqual([ids.description])
    expect((await search(`q=${TOKEN}&cert=Passivhaus`)).ids).toEqual([])
  })

  it('sorts by name or eco-score when asked', async () => {
    expect((await search(`q=${TOKEN}&sort=name`)).ids).toEqual([ids.description, ids.product, ids.name])
    expect((await search(`q=${TOKEN}&sort=eco`)).ids).toEqual([ids.description, ids.product, ids.name])
    expect((await search(`q=${TOKEN}&sort=eco&minScore=4`)).ids).toEqual([ids.description, ids.product])
  })

  it('pages twelve at a time with the total over all pages', async () => {
    const first = await search(`q=${PAGE_TOKEN}&sort=name`)
    const second = await search(`q=${PAGE_TOKEN}&sort=name&page=2`)
    expect(first.total).toBe(SEARCH_PAGE_SIZE + 1)
    expect(first.ids).toHaveLength(SEARCH_PAGE_SIZE)
    expect(second.ids).toHaveLength(1)
    expect(second.total).toBe(SEARCH_PAGE_SIZE + 1)
    expect(new Set([...first.ids, ...second.ids]).size).toBe(SEARCH_PAGE_SIZE + 1)
    expect(second.ids[0]).toBe(created[created.length - 1])
  })

  it('returns the cards of the page in rank order', async () => {
    const result = await searchSuppliers(parseSearchParams({ q: TOKEN, category: 'insulation' }))
    expect(result.suppliers.map((s) => s.name)).toEqual(['Greenfield Supplies', 'Hillside Materials'])
    expect(result.suppliers[0].certifications.map((c) => c.name)).toEqual(['FSC Certified'])
    expect(result).toMatchObject({ total: 2, page: 1, pageCount: 1 })
  })

  it('a page past the last has no cards but still the total and page count (the page redirects to the last one)', async () => {
    const result = await searchSuppliers(parseSearchParams({ q: PAGE_TOKEN, page: '9' }))
    expect(result).toMatchObject({ suppliers: [], total: SEARCH_PAGE_SIZE + 1, page: 9, pageCount: 2 })
    const none = await searchSuppliers(parseSearchParams({ q: 'unobtainium', page: '3' }))
    expect(none).toMatchObject({ suppliers: [], total: 0, pageCount: 1 })
  })
})
