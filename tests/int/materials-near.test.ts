import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createListing, createStaffUser, setEcoScoreFixture, testPayload } from './helpers'
import { startFakePostcodes, type FakePostcodes } from '../fakes/postcodes'
import { findProductLocation } from '@/lib/data/products'
import { parseMaterialsQuery } from '@/lib/materials/browse'
import { RADIUS_MESSAGE } from '@/lib/places/distance'
import { PLACE_MESSAGES } from '@/lib/places/resolve'
import { searchMaterials } from '@/lib/search/materials'

// /materials near a place against real PostgreSQL (the GiST indexes on suppliers' bases and products' plants, the
// GeoNames towns): products around Inverness, over 100 miles from every seeded supplier and from the place-search
// test's Penzance, so each search's result is exactly these. A product is at its plant when the EPD's plant was
// placed (a town, or a postcode through the faked API), else at its supplier's base; its supplier must deliver there.
// From Inverness: Beauly 8.8 miles, Dingwall 11.0, Nairn 14.6, Aviemore 24.6, Elgin 35.6, Fort William 56.7.

let payload: Payload
let fake: FakePostcodes
const saved = process.env.POSTCODES_API_URL
const PREFIX = 'NearMat '
const ids: Record<string, number> = {}

type Area = { base: string; deliveryRadiusMiles?: number; deliversUkWide?: boolean }

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakePostcodes()
  process.env.POSTCODES_API_URL = fake.url
  fake.add('IV2 7AA', { lat: 57.47, lng: -4.2, district: 'Highland' })
  const admin = await createStaffUser(payload, 'admin')
  // Scores are computed from evidence (issue 31): the order by Eco-Score is a fixture, set once the products exist.
  const scores = new Map<number, number>()
  const supplier = async (key: string, ecoScore: number, area: Area, draft = false) => {
    const doc = await createListing(payload, `${PREFIX}${key}`, { ...area, ...(draft ? { _status: 'draft' } : {}) })
    scores.set(doc.id, ecoScore)
    return { id: doc.id, category: typeof doc.category === 'object' ? doc.category!.id : doc.category! }
  }
  const product = async (
    key: string,
    s: { id: number; category: number },
    plant: string | null,
    { draft = false, mass = null as number | null } = {},
  ) => {
    const doc = await payload.create({
      collection: 'products',
      data: {
        supplier: s.id,
        name: `${PREFIX}${key}`,
        slug: `nearmat-${key.toLowerCase().replace(/ /g, '-')}`,
        category: s.category,
        epd: {
          declaredUnitQuantity: 1,
          declaredUnit: 'm3',
          massPerDeclaredUnit: mass,
          standard: 'en15804-a2',
          issuedOn: '2024-01-10',
          validUntil: '2029-01-09',
          dataType: 'product-specific',
          documentUrl: 'https://epd.example/doc.pdf',
          gwp: { a1a3: 10 },
          plantLocation: plant,
        },
        _status: draft ? 'draft' : 'published',
      },
      user: admin,
      overrideAccess: true,
      draft,
    })
    ids[key] = doc.id
  }
  const nairn = await supplier('Nairn', 6, { base: 'Nairn', deliveryRadiusMiles: 30 })
  const aviemore = await supplier('Aviemore', 9, { base: 'Aviemore', deliveryRadiusMiles: 10 })
  const fortWilliam = await supplier('Fort William', 8, { base: 'Fort William', deliversUkWide: true })
  const beauly = await supplier('Beauly', 4, { base: 'Beauly', deliveryRadiusMiles: 20 })
  const tain = await supplier('Tain', 5, { base: 'Tain', deliveryRadiusMiles: 30 })
  const hidden = await supplier('Hidden', 10, { base: 'Inverness', deliveryRadiusMiles: 50 }, true)
  await product('Nairn kiln board', nairn, null, { mass: 320 })
  await product('Nairn Elgin board', nairn, 'Elgin')
  // Not a UK town or postcode: the product is at its supplier's base.
  await product('Nairn road board', nairn, 'Unit 4, Kirkstall Road')
  // Its plant is in Inverness, but Aviemore's 10 miles do not reach it.
  await product('Aviemore board', aviemore, 'Inverness')
  await product('Fort William Dingwall board', fortWilliam, 'Dingwall')
  await product('Fort William board', fortWilliam, null)
  await product('Beauly board', beauly, null)
  await product('Beauly draft board', beauly, null, { draft: true })
  await product('Tain postcode board', tain, 'iv2 7aa')
  await product('Hidden board', hidden, null)
  for (const [id, score] of scores) await setEcoScoreFixture(payload, id, score)
}, 180_000)

afterAll(async () => {
  if (saved === undefined) delete process.env.POSTCODES_API_URL
  else process.env.POSTCODES_API_URL = saved
  await fake?.close()
})

const today = '2026-01-15'
const find = (query: string) =>
  searchMaterials(parseMaterialsQuery(Object.fromEntries(new URLSearchParams(query))), {}, today)
// Only this file's products (others may be in the database), in the order listed.
const names = (result: Awaited<ReturnType<typeof find>>) =>
  (result.page?.products ?? []).filter((p) => p.name.startsWith(PREFIX)).map((p) => p.name.replace(PREFIX, ''))

describe('a product’s plant', () => {
  it('is placed on save from a town or a postcode; one not found leaves the product at its supplier’s base', async () => {
    const read = (key: string) => payload.findByID({ collection: 'products', id: ids[key], overrideAccess: true })
    expect(await read('Fort William Dingwall board')).toMatchObject({
      plantLatitude: 57.59531,
      plantLongitude: -4.42721,
    })
    expect(await read('Tain postcode board')).toMatchObject({ plantLatitude: 57.47, plantLongitude: -4.2 })
    expect(await read('Nairn road board')).toMatchObject({ plantLatitude: null, plantLongitude: null })
    const base = await findProductLocation(payload, ids['Nairn road board'])
    expect(base?.from).toBe("the supplier's base in Nairn")
    const plant = await findProductLocation(payload, ids['Fort William Dingwall board'])
    expect(plant).toMatchObject({ from: 'its plant in Dingwall', area: { ukWide: true } })
    // Coordinates are never typed: a value sent is replaced by the plant's own.
    const changed = await payload.update({
      collection: 'products',
      id: ids['Beauly board'],
      data: { plantLatitude: 0, plantLongitude: 0 } as Record<string, unknown>,
      overrideAccess: false,
      user: { ...(await createStaffUser(payload, 'editor')), collection: 'users' },
    })
    const row = await payload.findByID({ collection: 'products', id: changed.id, overrideAccess: true })
    expect([row.plantLatitude ?? null, row.plantLongitude ?? null]).toEqual([null, null])
  })
})

describe('/materials near a place', () => {
  it('returns exactly the products whose supplier delivers there, within the radius, by name, with distances', async () => {
    const result = await find('near=Inverness&radius=25')
    expect(names(result)).toEqual([
      'Beauly board',
      'Fort William Dingwall board',
      'Nairn kiln board',
      'Nairn road board',
      'Tain postcode board',
    ])
    expect(result.page?.total).toBe(5)
    expect(result.near).toEqual({ label: 'Inverness', radiusMiles: 25 })
    const miles = Object.fromEntries(result.page!.products.map((p) => [p.name.replace(PREFIX, ''), p.miles]))
    expect(miles['Beauly board']).toBeCloseTo(8.84, 1)
    expect(miles['Fort William Dingwall board']).toBeCloseTo(11.03, 1)
    expect(miles['Nairn road board']).toBeCloseTo(14.6, 1)
    expect(result.page!.distances.get(ids['Beauly board'])).toBe('9 miles from Inverness')
    expect(result.page!.distances.get(ids['Tain postcode board'])).toBe('1 mile from Inverness')
  })

  it('orders nearest first, or by the suppliers’ Eco-Score, when the visitor chooses', async () => {
    expect(names(await find('near=Inverness&radius=25&sort=distance'))).toEqual([
      'Tain postcode board',
      'Beauly board',
      'Fort William Dingwall board',
      'Nairn kiln board',
      'Nairn road board',
    ])
    expect(names(await find('near=Inverness&radius=25&sort=eco'))).toEqual([
      'Fort William Dingwall board',
      'Nairn kiln board',
      'Nairn road board',
      'Tain postcode board',
      'Beauly board',
    ])
  })

  it('narrows and widens with the radius; the supplier’s area still decides', async () => {
    expect(names(await find('near=Inverness&radius=10'))).toEqual(['Beauly board', 'Tain postcode board'])
    expect(names(await find('near=inverness&radius=50'))).toEqual([
      'Beauly board',
      'Fort William Dingwall board',
      'Nairn Elgin board',
      'Nairn kiln board',
      'Nairn road board',
      'Tain postcode board',
    ])
  })

  it('finds none where no supplier delivers, and says where', async () => {
    const result = await find('near=IV2 7AA&radius=10')
    expect(names(result)).toEqual(['Beauly board', 'Tain postcode board'])
    // Fort William's own board is at its base (UK-wide); Dingwall's plant is 40 miles away.
    expect(names(await find('near=Fort William&radius=10'))).toEqual(['Fort William board'])
    // Nairn's board at its Elgin plant: Nairn delivers 30 miles and Elgin is 21 from it.
    expect(names(await find('near=Elgin&radius=10'))).toEqual(['Nairn Elgin board'])
    // Tain's own product is made near Inverness; nothing else is within 10 miles of Tain.
    const nowhere = await find('near=Tain&radius=10')
    expect(names(nowhere)).toEqual([])
    expect(nowhere.near).toEqual({ label: 'Tain', radiusMiles: 10 })
  })

  it('refuses bad input with the supplier search’s messages, and lists nothing', async () => {
    expect(await find('near=Inverness&radius=30')).toEqual({
      page: null,
      nearProblem: { field: 'radius', message: RADIUS_MESSAGE },
    })
    expect(await find('near=Atlantis')).toEqual({
      page: null,
      nearProblem: { field: 'near', message: PLACE_MESSAGES.unknownTown('Atlantis') },
    })
    expect(await find('near=IV2 7A&radius=25')).toEqual({
      page: null,
      nearProblem: { field: 'near', message: PLACE_MESSAGES.invalidPostcode('IV2 7A') },
    })
    expect((await find('near=IV99 9ZZ')).nearProblem?.message).toBe(PLACE_MESSAGES.unknownPostcode('IV99 9ZZ'))
  })
})
