import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createListing, createStaffUser, createSupplierAccount, testPayload, setEcoScoreFixture } from './helpers'
import { startFakePostcodes, type FakePostcodes } from '../fakes/postcodes'
import { saveListingEdit } from '@/lib/account/save-listing'
import { DELIVERY_AREA_MESSAGE, RADIUS_MESSAGE } from '@/lib/places/distance'
import { PLACE_MESSAGES, resolvePlace } from '@/lib/places/resolve'
import { POSTCODE_NOT_FOUND_DAYS } from '@/lib/places/places-sql'
import { runSql } from '@/lib/platform/db'
import { parseSearchParams } from '@/lib/search/params'
import { searchSuppliers } from '@/lib/search/suppliers'

// Search near a place against real PostgreSQL (cube and earthdistance, the GiST index, the GeoNames towns the
// migration loaded) with the postcodes API faked at the network edge. The suppliers sit around Penzance, far from
// every seeded one (over 200 miles), so each search's result is exactly these.

let payload: Payload
let fake: FakePostcodes
const saved = { url: process.env.POSTCODES_API_URL, timeout: process.env.POSTCODES_API_TIMEOUT_MS }
const ids: Record<string, number> = {}

/** Penzance's GeoNames coordinates: the fake's TR18 2AA is exactly there. */
const PENZANCE = { lat: 50.11861, lng: -5.53715 }

type Area = { base?: string; deliveryRadiusMiles?: number; deliversUkWide?: boolean }

async function supplier(key: string, ecoScore: number, area: Area, draft = false): Promise<void> {
  const doc = await createListing(payload, `Near Test ${key}`, {
    ...area,
    ...(draft ? { _status: 'draft' } : {}),
  })
  await setEcoScoreFixture(payload, doc.id, ecoScore)
  ids[key] = doc.id
}

const find = (query: string) => searchSuppliers(parseSearchParams(new URLSearchParams(query)))
const names = (result: Awaited<ReturnType<typeof find>>) =>
  result.suppliers.map((s) => s.name.replace('Near Test ', ''))

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakePostcodes()
  process.env.POSTCODES_API_URL = fake.url
  process.env.POSTCODES_API_TIMEOUT_MS = '400'
  fake.add('TR18 2AA', { ...PENZANCE, district: 'Cornwall' })
  fake.add('TR18', { lat: 50.12, lng: -5.53, district: 'Cornwall' })
  fake.add('TR18 4AA', { lat: 50.121, lng: -5.54, district: 'Cornwall' })
  fake.add('TR19 7AA', { lat: 50.07, lng: -5.68, district: 'Cornwall' })
  fake.add('TR20 8AA', { lat: 50.13, lng: -5.47, district: 'Cornwall' })
  fake.add('TR21 0AA', { lat: 49.91, lng: -6.31, district: 'Isles of Scilly' })
  fake.add('TR22 0ZZ', { lat: null, lng: null, district: 'Isles of Scilly' })
  // Distances from Penzance: St Ives 6.6 miles, Redruth 16.0, Falmouth 20.8, Truro 23.7, Bodmin 43.4, Plymouth 64.1.
  await supplier('Penzance', 5, { base: 'Penzance', deliveryRadiusMiles: 10 })
  await supplier('Truro', 9, { base: 'Truro', deliveryRadiusMiles: 30 })
  await supplier('Falmouth', 8, { base: 'Falmouth', deliveryRadiusMiles: 10 })
  await supplier('Plymouth', 7, { base: 'Plymouth', deliversUkWide: true })
  await supplier('Bodmin', 6, { base: 'bodmin', deliveryRadiusMiles: 100 })
  await supplier('TR18', 4, { base: 'tr18', deliveryRadiusMiles: 5 })
  await supplier('St Ives', 3, { base: 'St Ives', deliveryRadiusMiles: 6 })
  await supplier('Redruth', 2, { base: 'Redruth', deliveryRadiusMiles: 16 })
  await supplier('Draft', 10, { base: 'Penzance', deliveryRadiusMiles: 50 }, true)
  await supplier('No base', 10, {})
  // A base without an area, as only a write around Payload could leave it (the hook refuses one): it reaches nowhere.
  await supplier('No area', 10, { base: 'Penzance', deliveryRadiusMiles: 10 })
  await payload.db.pool.query('update suppliers set delivery_radius_miles = null where id = $1', [ids['No area']])
}, 180_000)

afterAll(async () => {
  for (const [key, value] of Object.entries({
    POSTCODES_API_URL: saved.url,
    POSTCODES_API_TIMEOUT_MS: saved.timeout,
  })) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  await fake?.close()
})

describe('a supplier’s base', () => {
  it('is placed on save from a town (GeoNames) or a postcode (the API), coordinates set by the server', async () => {
    const town = await payload.findByID({ collection: 'suppliers', id: ids.Penzance, overrideAccess: true })
    expect(town).toMatchObject({ base: 'Penzance', baseLatitude: PENZANCE.lat, baseLongitude: PENZANCE.lng })
    const outward = await payload.findByID({ collection: 'suppliers', id: ids.TR18, overrideAccess: true })
    expect(outward).toMatchObject({ base: 'tr18', baseLatitude: 50.12, baseLongitude: -5.53 })
  })

  it('refuses a base that is not found, or one without a delivery area, with its message (400)', async () => {
    const save = (data: Area) =>
      payload.update({ collection: 'suppliers', id: ids.Truro, data, overrideAccess: true }).then(
        () => null,
        (error: { status?: number; data?: { errors?: Array<{ path: string; message: string }> } }) => ({
          status: error.status,
          errors: error.data?.errors,
        }),
      )
    expect(await save({ base: 'Atlantis' })).toEqual({
      status: 400,
      errors: [{ path: 'base', message: PLACE_MESSAGES.unknownTown('Atlantis') }],
    })
    expect(await save({ base: 'TR18 2A' })).toEqual({
      status: 400,
      errors: [{ path: 'base', message: PLACE_MESSAGES.invalidPostcode('TR18 2A') }],
    })
    expect(
      await save({ base: 'Truro', deliveryRadiusMiles: null as unknown as number, deliversUkWide: false }),
    ).toEqual({ status: 400, errors: [{ path: 'deliveryRadiusMiles', message: DELIVERY_AREA_MESSAGE }] })
    const unchanged = await payload.findByID({ collection: 'suppliers', id: ids.Truro, overrideAccess: true })
    expect(unchanged).toMatchObject({ base: 'Truro', deliveryRadiusMiles: 30 })
  })

  it('coordinates cannot be typed: a value sent is replaced by the base’s own', async () => {
    const doc = await payload.update({
      collection: 'suppliers',
      id: ids.Falmouth,
      data: { baseLatitude: 0, baseLongitude: 0, description: 'Changed.' } as Record<string, unknown>,
      overrideAccess: false,
      user: { ...(await createStaffUser(payload, 'editor')), collection: 'users' },
    })
    const row = await payload.findByID({ collection: 'suppliers', id: doc.id, overrideAccess: true })
    expect(row.baseLatitude).toBeCloseTo(50.15441, 5)
    expect(row.baseLongitude).toBeCloseTo(-5.07113, 5)
  })

  it('a supplier proposes a base and area from the portal: a draft, with the base placed, the live listing as it was', async () => {
    const listing = await createListing(payload, 'Near Test Portal')
    const account = await createSupplierAccount(payload, listing.id)
    const form = new FormData()
    form.set('listing', String(listing.id))
    form.set('description', 'Portal supplier.')
    form.set('base', 'LS6 2AA')
    form.set('deliveryRadiusMiles', '40')
    const result = await saveListingEdit(payload, account, form)
    expect(result.status).toBe('done')
    const draft = await payload.findByID({ collection: 'suppliers', id: listing.id, draft: true, overrideAccess: true })
    expect(draft).toMatchObject({ _status: 'draft', base: 'LS6 2AA', deliveryRadiusMiles: 40, deliversUkWide: false })
    expect(draft.baseLatitude).toBeCloseTo(53.81978, 5)
    const live = await payload.findByID({ collection: 'suppliers', id: listing.id, overrideAccess: true })
    expect(live.base ?? null).toBeNull()
    // A base without an area is refused beside its field, and nothing is saved.
    const noArea = new FormData()
    noArea.set('listing', String(listing.id))
    noArea.set('description', 'Portal supplier.')
    noArea.set('base', 'Frome')
    const refused = await saveListingEdit(payload, account, noArea)
    expect(refused).toMatchObject({ status: 'error', fieldErrors: { deliveryRadiusMiles: DELIVERY_AREA_MESSAGE } })
  })
})

describe('the radius search', () => {
  it('returns exactly the suppliers whose area covers the place within the radius, by eco-score, with distances', async () => {
    const result = await find('near=TR18 2AA&radius=25')
    // Falmouth delivers 10 miles (it is 20.8 away); St Ives 6 (6.6 away); Bodmin and Plymouth are beyond 25 miles;
    // the draft, the listing without a base and the one without an area never match. Redruth's 16 miles reach 16.0 away.
    expect(names(result)).toEqual(['Truro', 'Penzance', 'TR18', 'Redruth'])
    expect(result.total).toBe(4)
    expect(result.near).toEqual({ label: 'TR18 2AA', radiusMiles: 25 })
    expect(result.suppliers.map((s) => s.distance)).toEqual([
      '24 miles from TR18 2AA',
      'Under 1 mile from TR18 2AA',
      'Under 1 mile from TR18 2AA',
      '16 miles from TR18 2AA',
    ])
  })

  it('orders by distance when asked', async () => {
    const result = await find('near=TR18 2AA&radius=25&sort=distance')
    expect(names(result)).toEqual(['Penzance', 'TR18', 'Redruth', 'Truro'])
  })

  it('widens with the radius: UK-wide suppliers still within the visitor’s radius only', async () => {
    expect(names(await find('near=Penzance&radius=50'))).toEqual(['Truro', 'Bodmin', 'Penzance', 'TR18', 'Redruth'])
    expect(names(await find('near=penzance&radius=100'))).toEqual([
      'Truro',
      'Plymouth',
      'Bodmin',
      'Penzance',
      'TR18',
      'Redruth',
    ])
    expect(names(await find('near=Penzance&radius=100&sort=distance'))).toEqual([
      'Penzance',
      'TR18',
      'Redruth',
      'Truro',
      'Bodmin',
      'Plymouth',
    ])
  })

  it('combines with the other filters (a minimum eco-score)', async () => {
    expect(names(await find('near=TR18 2AA&radius=25&minScore=5'))).toEqual(['Truro', 'Penzance'])
  })

  it('finds nothing where no supplier delivers, and says where', async () => {
    const result = await find('near=LS6 2AA&radius=10')
    expect(result.suppliers.filter((s) => s.name.startsWith('Near Test '))).toEqual([])
    expect(result.near).toEqual({ label: 'LS6 2AA', radiusMiles: 10 })
  })
})

describe('a town typed as search text', () => {
  it('words that find suppliers stay text and offer the search near the town; otherwise it is searched near', async () => {
    expect((await find('q=penzance')).townInText).toBe('Penzance')
    expect((await find('q=Newport, Isle of Wight')).placeInText).toBe('Newport, Isle of Wight')
    expect((await find('q=reclaimed oak')).townInText).toBeUndefined()
    expect((await find('q=reclaimed oak')).placeInText).toBeUndefined()
    // A cached postcode typed as text is the place searched near: no new lookup.
    const before = fake.requests.length
    expect(await find('q=TR18 2AA')).toMatchObject({ placeInText: 'TR18 2AA', near: { label: 'TR18 2AA' } })
    expect(fake.requests.length).toBe(before)
    expect((await find('q=Truro&near=Penzance')).townInText).toBeUndefined()
  })
})

describe('postcode lookups are cached in PostgreSQL', () => {
  it('asks the API once per postcode, whatever its spelling, found or not', async () => {
    expect(fake.lookupsOf('TR18 4AA')).toBe(0)
    for (const typed of ['TR18 4AA', 'tr184aa', ' Tr18  4aa '])
      expect((await find(`near=${typed}`)).near?.label).toBe('TR18 4AA')
    expect(fake.lookupsOf('TR18 4AA')).toBe(1)
    for (let i = 0; i < 2; i += 1)
      expect((await find('near=TR18 9ZZ')).nearProblem).toEqual({
        field: 'near',
        message: PLACE_MESSAGES.unknownPostcode('TR18 9ZZ'),
      })
    expect(fake.lookupsOf('TR18 9ZZ')).toBe(1)
    // The base saved as 'tr18' was looked up when the supplier was saved; searching it asks nothing.
    const before = fake.lookupsOf('TR18')
    expect((await find('near=TR18')).near?.label).toBe('TR18')
    expect(fake.lookupsOf('TR18')).toBe(before)
  })
})

describe('a postcode not found is asked again after a while (new postcodes are issued monthly)', () => {
  it(`asks again once the 'not found' is ${POSTCODE_NOT_FOUND_DAYS} days old, not before, and keeps the new answer`, async () => {
    const payload = await testPayload()
    const age = async (interval: string) =>
      runSql(
        payload,
        sql`UPDATE postcode_lookups SET looked_up_at = now() - ${interval}::interval WHERE postcode = 'TR18 7ZZ'`,
      )
    expect((await find('near=TR18 7ZZ')).nearProblem?.message).toBe(PLACE_MESSAGES.unknownPostcode('TR18 7ZZ'))
    expect(fake.lookupsOf('TR18 7ZZ')).toBe(1)
    // Issued since: the cache still says 'not found' until the answer is old enough.
    fake.add('TR18 7ZZ', { lat: 50.12, lng: -5.535, district: 'Cornwall' })
    await age(`${POSTCODE_NOT_FOUND_DAYS} days - 1 minute`)
    expect((await find('near=TR18 7ZZ')).nearProblem?.message).toBe(PLACE_MESSAGES.unknownPostcode('TR18 7ZZ'))
    expect(fake.lookupsOf('TR18 7ZZ')).toBe(1)
    await age(`${POSTCODE_NOT_FOUND_DAYS} days`)
    expect((await find('near=TR18 7ZZ')).near?.label).toBe('TR18 7ZZ')
    expect(fake.lookupsOf('TR18 7ZZ')).toBe(2)
    // The found answer is kept, however old it gets.
    await age('400 days')
    expect((await find('near=TR18 7ZZ')).near?.label).toBe('TR18 7ZZ')
    expect(fake.lookupsOf('TR18 7ZZ')).toBe(2)
  })
})

describe('when the postcodes API is down or slow', () => {
  it('down: towns and cached postcodes still answer; a new postcode gets the message suggesting a town', async () => {
    fake.down(true)
    try {
      expect(names(await find('near=Penzance'))).toContain('Penzance')
      expect(names(await find('near=TR18 2AA'))).toContain('Penzance')
      const result = await find('near=TR19 7AA')
      expect(result.nearProblem).toEqual({ field: 'near', message: PLACE_MESSAGES.lookupUnavailable('TR19 7AA') })
      expect(result.suppliers).toEqual([])
    } finally {
      fake.down(false)
    }
    // Unavailable is not an answer: nothing was cached, so the postcode is asked again once the API is back.
    expect((await find('near=TR19 7AA')).near?.label).toBe('TR19 7AA')
  })

  it('slow (past the timeout): the same message, and the search answers', async () => {
    fake.delay(3_000)
    try {
      const result = await find('near=TR20 8AA')
      expect(result.nearProblem?.message).toBe(PLACE_MESSAGES.lookupUnavailable('TR20 8AA'))
      expect(names(await find('near=TR18 2AA'))).toContain('Truro')
    } finally {
      fake.delay(0)
    }
  })

  it('a server error: the same message, nothing cached, and the postcode found once the API answers', async () => {
    fake.failNext(1)
    expect((await find('near=TR21 0AA')).nearProblem?.message).toBe(PLACE_MESSAGES.lookupUnavailable('TR21 0AA'))
    expect((await find('near=TR21 0AA')).near?.label).toBe('TR21 0AA')
    expect(fake.lookupsOf('TR21 0AA')).toBe(2)
  })

  it('a postcode the API knows without a location is not found, and says so', async () => {
    expect((await find('near=TR22 0ZZ')).nearProblem?.message).toBe(PLACE_MESSAGES.unknownPostcode('TR22 0ZZ'))
  })

  it('a supplier’s new postcode base is refused with the message while the API is down (400, nothing saved)', async () => {
    fake.down(true)
    try {
      const error = await payload
        .update({ collection: 'suppliers', id: ids.Redruth, data: { base: 'TR20 8AA' }, overrideAccess: true })
        .catch((e: { status?: number; data?: { errors?: unknown } }) => e)
      expect(error).toMatchObject({
        status: 400,
        data: { errors: [{ path: 'base', message: PLACE_MESSAGES.lookupUnavailable('TR20 8AA') }] },
      })
    } finally {
      fake.down(false)
    }
  })
})

describe('bad input', () => {
  it('an invalid postcode is refused with its message, and never sent to the API', async () => {
    const before = fake.requests.length
    const result = await find('near=TR18 2A')
    expect(result).toMatchObject({
      suppliers: [],
      nearProblem: { field: 'near', message: PLACE_MESSAGES.invalidPostcode('TR18 2A') },
    })
    expect(fake.requests.length).toBe(before)
  })

  it('an unknown town is refused with its message', async () => {
    expect((await find('near=Atlantis')).nearProblem).toEqual({
      field: 'near',
      message: PLACE_MESSAGES.unknownTown('Atlantis'),
    })
  })

  it('a radius not offered is refused with its message', async () => {
    for (const radius of ['30', '0', 'abc'])
      expect((await find(`near=Penzance&radius=${radius}`)).nearProblem).toEqual({
        field: 'radius',
        message: RADIUS_MESSAGE,
      })
  })

  it('a town of several places asks which, and its choices each find one', async () => {
    const result = await find('near=Newport')
    expect(result.nearProblem?.message).toBe(PLACE_MESSAGES.ambiguousTown('Newport'))
    expect(result.nearProblem?.choices).toEqual(
      expect.arrayContaining(['Newport, Isle of Wight', 'Newport, Pembrokeshire']),
    )
    const chosen = await resolvePlace(payload, 'Newport, Isle of Wight')
    expect(chosen).toMatchObject({ ok: true, place: { label: 'Newport, Isle of Wight', kind: 'town' } })
    if (chosen.ok) expect(chosen.place.lat).toBeCloseTo(50.70146, 4)
  })
})
