import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findCategoryIdsInCity } from '@/lib/data/suppliers'
import { seed } from '@/seed'
import { categoryIdsBySlug, testPayload } from './helpers'

// Which categories a city has suppliers in: the rule behind 'Available in {city}' and the sitemap's city+category pages.

let payload: Payload
const categoryIds: Record<string, number> = {}
const created: number[] = []
const CITY = `Testbury ${randomUUID().slice(0, 6)}`

async function createSupplier(
  category: string,
  location: string,
  options: { serviceAreas?: string[]; draft?: boolean } = {},
): Promise<number> {
  const suffix = randomUUID().slice(0, 8)
  const doc = await payload.create({
    collection: 'suppliers',
    data: {
      name: `City category test ${suffix}`,
      slug: `city-category-test-${suffix}`,
      description: 'A supplier made for this test.',
      location,
      serviceAreas: (options.serviceAreas ?? []).map((city) => ({ city })),
      category: categoryIds[category],
      contactEmail: `city-${suffix}@city.test`,
      _status: options.draft ? 'draft' : 'published',
    },
    draft: Boolean(options.draft),
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  created.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  Object.assign(categoryIds, await categoryIdsBySlug(payload))
  await createSupplier('timber', CITY)
  await createSupplier('timber', `  ${CITY.toUpperCase()} `)
  await createSupplier('insulation', 'Elsewhere', { serviceAreas: [CITY.toLowerCase()] })
  await createSupplier('solar', CITY, { draft: true })
  await createSupplier('paints', 'Not the city')
}, 120_000)

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'suppliers', id, overrideAccess: true, context: { disableRevalidate: true } })
})

describe('categories with suppliers in a city', () => {
  it('counts a published supplier located in the city or serving it, each category once, by the city rule', async () => {
    expect(await findCategoryIdsInCity(payload, CITY)).toEqual(
      [categoryIds.timber, categoryIds.insulation].sort((a, b) => a - b),
    )
    expect(await findCategoryIdsInCity(payload, ` ${CITY.toLowerCase()}  `)).toEqual(
      [categoryIds.timber, categoryIds.insulation].sort((a, b) => a - b),
    )
  })

  it('leaves out drafts and other cities, and a city with no suppliers has no categories', async () => {
    const ids = await findCategoryIdsInCity(payload, CITY)
    expect(ids).not.toContain(categoryIds.solar)
    expect(ids).not.toContain(categoryIds.paints)
    expect(await findCategoryIdsInCity(payload, `Nowhere ${randomUUID()}`)).toEqual([])
  })

  it('matches the categories of the suppliers the seed puts in London', async () => {
    const london = await findCategoryIdsInCity(payload, 'London')
    expect(london.length).toBeGreaterThan(0)
    const { docs } = await payload.find({
      collection: 'suppliers',
      where: { and: [{ 'cityKeys.key': { equals: 'london' } }, { _status: { equals: 'published' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { category: true },
    })
    expect(london).toEqual([...new Set(docs.map((d) => d.category as number))].sort((a, b) => a - b))
  })
})
