import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Product, Supplier, User } from '@payload-types'
import {
  findMaterialsPage,
  findProductPlace,
  findProductsBySlug,
  findSetStats,
  MATERIALS_PER_PAGE,
} from '@/lib/data/products'
import { ukMidnight } from '@/lib/dates'
import {
  comparableSets,
  lowerCarbonAlternatives,
  percentiles,
  position,
  setOf,
  type ComparableProduct,
} from '@/lib/materials/compare'
import type { DataTypeCode, DeclaredUnitCode, Epd, StandardCode } from '@/lib/materials/epd'
import { createListing, createStaffUser, testPayload } from './helpers'

// The materials pages' SQL (src/lib/data/products-sql.ts) against compare.ts, the reference, on mixed fixtures:
// the material type's own unit in other quantities, units that would convert (tonne and m³ with a mass against kg)
// and units that would not, both EN 15804 standards, ISO 21930 and 'other', every data type (generic data too), an
// expired and an unverified EPD, a draft and a product of an unpublished supplier. Percentiles and alternatives come
// only from a comparable set of one declared unit, never converted, and never from generic data; what is not public
// is never shown.

let payload: Payload
let admin: User
let supplier: Supplier
let hiddenSupplier: Supplier
let categoryId: number
let perM3: number
let perKg: number
const stamp = Date.now().toString(36)
let n = 0

// The controlled clock: the pages pass the UK day they render for.
const NOW = new Date('2026-06-15T11:00:00Z')
const TODAY = '2026-06-15'

type Spec = {
  type: 'm3' | 'kg'
  a1a3: number | null
  unit?: DeclaredUnitCode
  quantity?: number
  mass?: number | null
  standard?: StandardCode
  dataType?: DataTypeCode
  validUntil?: string
  verified?: boolean
  draft?: boolean
  hidden?: boolean
}

const created: Product[] = []

async function product(spec: Spec): Promise<Product> {
  n += 1
  const doc = await payload.create({
    collection: 'products',
    data: {
      supplier: spec.hidden ? hiddenSupplier.id : supplier.id,
      name: `Board ${stamp} ${String(n).padStart(2, '0')}`,
      slug: `board-${stamp}-${n}`,
      category: categoryId,
      materialType: spec.type === 'm3' ? perM3 : perKg,
      epd: {
        declaredUnitQuantity: spec.quantity ?? 1,
        declaredUnit: spec.unit ?? spec.type,
        massPerDeclaredUnit: spec.mass ?? null,
        standard: spec.standard ?? 'en15804-a2',
        issuedOn: '2024-01-10',
        validUntil: spec.validUntil ?? '2029-01-09',
        dataType: spec.dataType ?? 'product-specific',
        documentUrl: 'https://epd.example/doc.pdf',
        gwp: { a1a3: spec.a1a3 },
      },
      epdVerified: spec.verified ?? true,
      _status: spec.draft ? 'draft' : 'published',
    },
    user: admin,
    overrideAccess: true,
    draft: spec.draft ?? false,
  })
  created.push(doc)
  return doc
}

/** A product as compare.ts takes it, read through Payload (not through the SQL under test). */
function reference(doc: Product): ComparableProduct {
  const e = doc.epd!
  const epd: Epd | null =
    typeof e.gwp?.a1a3 === 'number'
      ? {
          declaredUnit: { quantity: e.declaredUnitQuantity!, unit: e.declaredUnit! },
          massPerDeclaredUnit: e.massPerDeclaredUnit ?? null,
          registrationNumber: null,
          programmeOperator: null,
          pcr: null,
          standard: e.standard!,
          verifier: null,
          issuedOn: e.issuedOn!,
          validUntil: e.validUntil!,
          dataType: e.dataType!,
          documentUrl: e.documentUrl ?? null,
          gwp: { a1a3: e.gwp.a1a3, a4: null, a5: null, c1: null, c2: null, c3: null, c4: null, d: null },
          biogenicCarbonA1A3: null,
          recycledContent: null,
          serviceLifeYears: null,
          plantLocation: null,
        }
      : null
  const typeId = typeof doc.materialType === 'object' ? doc.materialType?.id : doc.materialType
  return { id: doc.id, name: doc.name, materialTypeId: typeId ?? null, epd, epdVerified: doc.epdVerified === true }
}

/** What a visitor may see, read through Payload's access as an anonymous visitor: published, of a published supplier. */
async function publicReference(): Promise<ComparableProduct[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { like: `board-${stamp}-` } },
    overrideAccess: false,
    pagination: false,
    depth: 0,
  })
  const suppliers = await payload.find({ collection: 'suppliers', overrideAccess: false, pagination: false, depth: 0 })
  const published = new Set(suppliers.docs.map((s) => s.id))
  return docs.filter((d) => published.has(d.supplier as number)).map(reference)
}

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaffUser(payload, 'admin')
  supplier = await createListing(payload, `Materials ${stamp}`)
  hiddenSupplier = await createListing(payload, `Hidden materials ${stamp}`)
  categoryId = typeof supplier.category === 'object' ? supplier.category!.id : supplier.category!
  const type = (name: string, unit: DeclaredUnitCode) =>
    payload.create({
      collection: 'material-types',
      data: { name: `${name} ${stamp}`, slug: `${name.toLowerCase().replace(/ /g, '-')}-${stamp}`, declaredUnit: unit },
      overrideAccess: true,
    })
  perM3 = (await type('Wood fibre board', 'm3')).id
  perKg = (await type('Lime plaster', 'kg')).id

  // Per m³, EN 15804+A2, manufacturers' data: 7 in the set (one declared per 2 m³).
  for (const a1a3 of [40, 55, 61, 70, 85]) await product({ type: 'm3', a1a3 })
  await product({ type: 'm3', a1a3: 100, quantity: 2 }) // 50 per m³
  await product({ type: 'm3', a1a3: 58, dataType: 'manufacturer-average' })
  // Outside that set: other standards, other data, expired, unverified, not convertible, 'other', hidden.
  await product({ type: 'm3', a1a3: 10, standard: 'en15804-a1' })
  await product({ type: 'm3', a1a3: 12, dataType: 'industry-average' })
  await product({ type: 'm3', a1a3: 14, dataType: 'generic' })
  await product({ type: 'm3', a1a3: 5, validUntil: '2026-06-14' }) // expired yesterday
  await product({ type: 'm3', a1a3: 45, validUntil: TODAY }) // valid through today: in the set
  await product({ type: 'm3', a1a3: 6, verified: false })
  await product({ type: 'm3', a1a3: 7, unit: 'm2', mass: 12 }) // m² does not convert to m³
  await product({ type: 'm3', a1a3: 8, standard: 'other' })
  await product({ type: 'm3', a1a3: 1, draft: true })
  await product({ type: 'm3', a1a3: 2, hidden: true })
  await product({ type: 'm3', a1a3: 11, dataType: 'industry-average' }) // a set of 2: no alternatives
  await product({ type: 'm3', a1a3: 13, dataType: 'generic' }) // generic data: never a set, even of two
  // Per kg: 5 declared in kg (one per 2 kg). Tonnes and m³ with a mass would convert, but a set never converts;
  // generic data is never ranked.
  await product({ type: 'kg', a1a3: 0.2 })
  await product({ type: 'kg', a1a3: 150, unit: 't' }) // 0.15 per kg, were it converted
  await product({ type: 'kg', a1a3: 180, unit: 'm3', mass: 1000 }) // 0.18 per kg, were it converted
  await product({ type: 'kg', a1a3: 0.3, quantity: 2 }) // 0.15 per kg: the same unit, scaled
  await product({ type: 'kg', a1a3: 250, unit: 't' })
  await product({ type: 'kg', a1a3: 90, unit: 'm3' }) // no mass: not convertible
  await product({ type: 'kg', a1a3: 0.25 })
  await product({ type: 'kg', a1a3: 0.35 })
  await product({ type: 'kg', a1a3: 0.4 })
  await product({ type: 'kg', a1a3: 100, unit: 't' }) // 0.1 per kg, were it converted
  await product({ type: 'kg', a1a3: 4, unit: 'm3', mass: 80 }) // 0.05 per kg, were it converted
  await product({ type: 'kg', a1a3: 0.05, dataType: 'generic' })
  await payload.update({
    collection: 'suppliers',
    id: hiddenSupplier.id,
    data: { _status: 'draft' },
    overrideAccess: true,
  })
}, 120_000)

describe('SQL percentiles and alternatives against compare.ts', () => {
  it('gives every public product the same set, percentiles, rank and alternatives as compare.ts', async () => {
    const all = await publicReference()
    expect(all.length).toBe(created.length - 2) // the draft and the unpublished supplier's product
    let inASet = 0
    for (const [typeId, unit] of [
      [perM3, 'm3'],
      [perKg, 'kg'],
    ] as const) {
      const sets = comparableSets(all, { id: typeId, unit }, NOW)
      for (const p of all.filter((x) => x.materialTypeId === typeId)) {
        const set = setOf(p, sets)
        const place = await findProductPlace(payload, Number(p.id), TODAY)
        if (!set) {
          expect(place, `${p.name} is in no set`).toBeNull()
          continue
        }
        inASet += 1
        expect(place, `${p.name}`).not.toBeNull()
        expect(place!.count).toBe(set.members.length)
        expect(place!.unit).toBe(unit)
        const member = set.members.find((m) => m.product.id === p.id)!
        expect(place!.gwp).toBeCloseTo(member.gwp, 9)
        const ref = percentiles(set)
        if (ref) {
          expect(place!.p20).toBeCloseTo(ref.p20, 9)
          expect(place!.p50).toBeCloseTo(ref.p50, 9)
          expect(place!.p80).toBeCloseTo(ref.p80, 9)
          expect(place!.rank).toBe(position(p, set)!.rank)
        }
        expect(place!.alternatives.map((a) => a.id)).toEqual(
          lowerCarbonAlternatives(p, set).map((m) => Number(m.product.id)),
        )
      }
    }
    // m³: 7 + the one valid through today, industry average (2) and A1 (1); kg: the 5 declared in kg.
    expect(inASet).toBe(8 + 2 + 1 + 5)
  })

  it('computes the 8-product set of the fixtures as PERCENTILE.INC does', async () => {
    const [first] = await findProductsBySlug(payload, [`board-${stamp}-1`])
    const place = await findProductPlace(payload, first.id, TODAY)
    // 40 45 50 55 58 61 70 85: ranks (n−1)·p = 1.4, 3.5, 5.6.
    expect(place).toMatchObject({ count: 8, rank: 1, alternatives: [] })
    expect(place!.p20).toBeCloseTo(45 + 0.4 * 5, 9)
    expect(place!.p50).toBeCloseTo(55 + 0.5 * 3, 9)
    expect(place!.p80).toBeCloseTo(61 + 0.6 * 9, 9)
    const highest = await findProductsBySlug(payload, [`board-${stamp}-5`])
    const top = await findProductPlace(payload, highest[0].id, TODAY)
    expect(top!.alternatives.map((a) => a.gwp)).toEqual([40, 45, 50])
  })

  it('an EPD leaves its set at the UK midnight after its valid-until day, not before', async () => {
    const [lastDay] = await findProductsBySlug(payload, [`board-${stamp}-12`])
    expect(lastDay.epd?.validUntil).toBe(TODAY)
    const justInside = ukMidnight(2026, 6, 16).getTime() - 1
    const ukDayOf = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(t)
    expect(await findProductPlace(payload, lastDay.id, ukDayOf(justInside))).not.toBeNull()
    expect(await findProductPlace(payload, lastDay.id, ukDayOf(justInside + 1))).toBeNull()
    // And the others' percentiles no longer count it.
    const [first] = await findProductsBySlug(payload, [`board-${stamp}-1`])
    expect((await findProductPlace(payload, first.id, ukDayOf(justInside + 1)))!.count).toBe(7)
  })

  it("gives the material type's sets the same percentiles as compare.ts, largest first", async () => {
    const all = await publicReference()
    const stats = await findSetStats(payload, perM3, TODAY)
    const sets = comparableSets(all, { id: perM3, unit: 'm3' }, NOW)
    expect(stats.map((s) => s.percentiles.count)).toEqual(sets.map((s) => s.members.length))
    expect(stats[0]).toMatchObject({ standard: 'en15804-a2', basis: 'manufacturer' })
    expect(stats[0].percentiles.p50).toBeCloseTo(percentiles(sets[0])!.p50, 9)
  })
})

describe('one declared unit, never converted, and no generic data (the design: like for like, never otherwise)', () => {
  const bySlugOf = async (a1a3: number, type: number) => {
    const typeOf = (p: Product) => (typeof p.materialType === 'object' ? p.materialType?.id : p.materialType)
    const doc = created.find((p) => p.epd?.gwp?.a1a3 === a1a3 && typeOf(p) === type)!
    return (await findProductsBySlug(payload, [doc.slug!]))[0]
  }

  it('keeps products in another unit (even one that converts) and generic data out of the set and its percentiles', async () => {
    const stats = await findSetStats(payload, perKg, TODAY)
    expect(stats.map((s) => [s.standard, s.basis, s.percentiles.count])).toEqual([['en15804-a2', 'manufacturer', 5]])
    // 0.15 0.2 0.25 0.35 0.4: ranks (n−1)·p = 0.8, 2, 3.2.
    expect(stats[0].percentiles.p20).toBeCloseTo(0.15 + 0.8 * 0.05, 12)
    expect(stats[0].percentiles.p50).toBeCloseTo(0.25, 12)
    expect(stats[0].percentiles.p80).toBeCloseTo(0.35 + 0.2 * 0.05, 12)
    for (const a1a3 of [150, 180, 100, 4, 0.05]) {
      const p = await bySlugOf(a1a3, perKg)
      expect(await findProductPlace(payload, p.id, TODAY), `${a1a3}`).toBeNull()
    }
    for (const a1a3 of [13, 14]) {
      expect(await findProductPlace(payload, (await bySlugOf(a1a3, perM3)).id, TODAY)).toBeNull()
    }
    expect((await findSetStats(payload, perM3, TODAY)).map((s) => s.basis)).not.toContain('generic')
  })

  it('offers alternatives only in the same unit, never generic, and only from a set of at least 5', async () => {
    const highest = await findProductPlace(payload, (await bySlugOf(0.4, perKg)).id, TODAY)
    expect(highest).toMatchObject({ count: 5, rank: 5, unit: 'kg' })
    expect(highest!.alternatives.map((a) => a.gwp)).toEqual([0.15, 0.2, 0.25])
    expect(highest!.alternatives.map((a) => a.id)).toEqual([
      (await bySlugOf(0.3, perKg)).id,
      (await bySlugOf(0.2, perKg)).id,
      (await bySlugOf(0.25, perKg)).id,
    ])
    // Industry average compares with its own kind only, and a set of 2 gives no alternatives.
    const average = await findProductPlace(payload, (await bySlugOf(12, perM3)).id, TODAY)
    expect(average).toMatchObject({ count: 2, rank: 2, alternatives: [] })
  })

  it('ranks only the same unit on /materials sorted by GWP, and never generic data', async () => {
    const page = await findMaterialsPage(payload, { materialTypeId: perKg, sortByGwp: true }, TODAY, 1)
    expect(page.products.filter((p) => p.rankedGwp !== null).map((p) => p.epd?.gwp.a1a3)).toEqual([
      0.3, 0.2, 0.25, 0.35, 0.4,
    ])
    const unranked = page.products.filter((p) => p.rankedGwp === null).map((p) => p.epd?.gwp.a1a3)
    expect(unranked.sort((a, b) => a! - b!)).toEqual([0.05, 4, 90, 100, 150, 180, 250])
  })
})

describe('/materials reads only what a visitor may see', () => {
  it('never lists a draft or a product of an unpublished supplier, nor finds them by slug', async () => {
    const page = await findMaterialsPage(payload, { categoryId }, TODAY, 1)
    const names = page.products.map((p) => p.name)
    const draft = created.find((p) => p.epd?.gwp?.a1a3 === 1)!
    const hidden = created.find((p) => p.epd?.gwp?.a1a3 === 2)!
    expect(page.total).toBe(created.length - 2)
    expect(names).not.toContain(draft.name)
    expect(names).not.toContain(hidden.name)
    expect(await findProductsBySlug(payload, [draft.slug!, hidden.slug!])).toEqual([])
    expect(page.products.length).toBe(Math.min(MATERIALS_PER_PAGE, created.length - 2))
  })

  it('sorts one material type by GWP per its unit, set by set, and never ranks what may not be compared', async () => {
    const page = await findMaterialsPage(payload, { materialTypeId: perM3, sortByGwp: true }, TODAY, 1)
    const ranked = page.products.filter((p) => p.rankedGwp !== null)
    // The largest set first, then EN 15804+A2's industry average (2), then +A1 (1); generic data is never ranked.
    expect(ranked.map((p) => p.rankedGwp)).toEqual([40, 45, 50, 55, 58, 61, 70, 85, 11, 12, 10])
    // The rest follow, unranked: expired, unverified, generic, m², 'other'.
    const rest = page.products.slice(ranked.length)
    expect(rest.every((p) => p.rankedGwp === null)).toBe(true)
    // By name, whatever their standard, data or unit.
    expect(rest.map((p) => p.name)).toEqual(rest.map((p) => p.name).sort())
    expect(rest.length).toBe(6)
    expect(page.products.slice(0, ranked.length).every((p) => p.rankedGwp !== null)).toBe(true)
    const expired = page.products.find((p) => p.epd?.gwp.a1a3 === 5)!
    expect(expired.rankedGwp).toBeNull()
  })

  it('filters by unit, standard, data type and valid EPD only', async () => {
    const byUnit = await findMaterialsPage(payload, { materialTypeId: perKg, declaredUnit: 't' }, TODAY, 1)
    expect(byUnit.products.map((p) => p.epd?.gwp.a1a3).sort()).toEqual([100, 150, 250])
    const a1 = await findMaterialsPage(payload, { categoryId, standard: 'en15804-a1' }, TODAY, 1)
    expect(a1.products.map((p) => p.epd?.gwp.a1a3)).toEqual([10])
    const generic = await findMaterialsPage(payload, { categoryId, dataType: 'generic' }, TODAY, 1)
    expect(generic.products.map((p) => p.epd?.gwp.a1a3).sort()).toEqual([0.05, 13, 14])
    const valid = await findMaterialsPage(payload, { materialTypeId: perM3, validOnly: true }, TODAY, 1)
    expect(valid.products.map((p) => p.epd?.gwp.a1a3)).not.toContain(5)
    expect(valid.total).toBe((await findMaterialsPage(payload, { materialTypeId: perM3 }, TODAY, 1)).total - 1)
  })
})
