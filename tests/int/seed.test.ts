import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { commissionForSupplier } from '@/lib/leads/commission'
import { cityKey } from '@/lib/city'
import {
  SEED_KINDS,
  isDatabaseEmpty,
  seed,
  seededProductSlug,
  type SeedCounts,
  type SeedKind,
  type SeedReport,
} from '@/seed'
import { comparableSets, percentiles, type ComparableProduct } from '@/lib/materials/compare'
import { hasEpd, isEpdExpired, type Epd } from '@/lib/materials/epd'
import {
  SAMPLE_DATA_NOTE,
  SAMPLE_DOCUMENT_NAME,
  SAMPLE_PROGRAMME_OPERATOR,
  SAMPLE_REGISTRATION_PREFIX,
} from '@/lib/materials/sample-data'
import { materialTypes, products } from '@/seed/data/products'
import { categories } from '@/seed/data/categories'
import { cities } from '@/seed/data/cities'
import { faqs } from '@/seed/data/faqs'
import { packages } from '@/seed/data/packages'
import { postCategoryName } from '@/lib/site/blog'
import { postCategories } from '@/seed/data/post-categories'
import { posts } from '@/seed/data/posts'
import { suppliers } from '@/seed/data/suppliers'
import { adjustments } from '@/seed/data/eco-score'
import type { EcoScoreBreakdown } from '@/lib/eco-score/method'
import { CERTIFICATION_TYPES } from '@/lib/eco-score/certification-types'
import { plainText, type RichTextDocument } from '@/seed/lexical'
import type { Product, Supplier } from '@payload-types'

// The run's database is shared by all integration test files, so these tests look at the seed's
// own documents (by natural key) and at totals before and after a run, never at absolute totals.

const quiet = { log: () => {} }

/** The Eco-Scores the seeded suppliers earn from their evidence (the README's table). */
const COMPUTED_SCORES: Record<string, number> = {
  'thameside-timber-merchants': 9,
  'pennine-wool-and-fibre-insulation': 8.3,
  'capital-natural-insulation': 8.2,
  'greenwich-living-roofs': 7.5,
  'irwell-low-carbon-concrete': 7,
  'hackney-clay-and-lime-paints': 6.5,
  'clydeside-solar-supplies': 4.1,
  'aire-valley-building-supplies': 3.5,
}

/** The Eco-Scores the seeded suppliers showed while staff typed them (before issue 31). */
const TYPED_SCORES: Record<string, number> = {
  'thameside-timber-merchants': 9.1,
  'pennine-wool-and-fibre-insulation': 8.7,
  'capital-natural-insulation': 8.4,
  'greenwich-living-roofs': 7.5,
  'irwell-low-carbon-concrete': 7.1,
  'hackney-clay-and-lime-paints': 6.8,
  'clydeside-solar-supplies': 4.6,
  'aire-valley-building-supplies': 3.6,
}
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const

/** The seed's documents of each collection, by natural key. */
const seededKeys: Record<SeedKind, { field: string; values: string[] }> = {
  categories: { field: 'slug', values: categories.map((c) => c.slug) },
  cities: { field: 'slug', values: cities.map((c) => c.slug) },
  'certification-types': { field: 'name', values: CERTIFICATION_TYPES.map((t) => t.name) },
  suppliers: { field: 'slug', values: suppliers.map((s) => s.slug) },
  'material-types': { field: 'slug', values: materialTypes.map((t) => t.slug) },
  products: { field: 'slug', values: products.map(seededProductSlug) },
  'post-categories': { field: 'name', values: postCategories.map((c) => c.name) },
  posts: { field: 'slug', values: posts.map((p) => p.slug) },
  faqs: { field: 'question', values: faqs.map((f) => f.question) },
  packages: { field: 'name', values: packages.map((p) => p.name) },
  'eco-score-adjustments': { field: 'reason', values: adjustments.map((a) => a.reason) },
}

const seededWhere = (kind: SeedKind): Where => ({ [seededKeys[kind].field]: { in: seededKeys[kind].values } })

let payload: Payload
let first: SeedReport
let second: SeedReport
let seededAfterFirst: SeedCounts
let totalsAfterFirst: Record<string, number>
let totalsAfterSecond: Record<string, number>
const admin = { email: `seed-admin-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` }
const savedEnv = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }

async function count(collection: CollectionSlug, where?: Where): Promise<number> {
  const { totalDocs } = await payload.count({ collection, where, ...access })
  return totalDocs
}

async function seededCounts(): Promise<SeedCounts> {
  const entries = await Promise.all(
    SEED_KINDS.map(async (kind) => [kind, await count(kind, seededWhere(kind))] as const),
  )
  return Object.fromEntries(entries) as SeedCounts
}

async function totals(): Promise<Record<string, number>> {
  const slugs: CollectionSlug[] = [...SEED_KINDS, 'users', 'epd-documents']
  const entries = await Promise.all(slugs.map(async (slug) => [slug, await count(slug)] as const))
  return Object.fromEntries(entries)
}

async function seededSuppliers(): Promise<Supplier[]> {
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: seededWhere('suppliers'),
    pagination: false,
    depth: 1,
    ...access,
  })
  return docs
}

/** A stored product as the comparison reads it. */
function comparableOf(doc: Product): ComparableProduct {
  const e = doc.epd
  const epd: Epd | null =
    e?.declaredUnit && e.gwp?.a1a3 !== null && e?.gwp?.a1a3 !== undefined
      ? {
          declaredUnit: { quantity: e.declaredUnitQuantity ?? 1, unit: e.declaredUnit },
          massPerDeclaredUnit: e.massPerDeclaredUnit ?? null,
          registrationNumber: e.registrationNumber ?? null,
          programmeOperator: e.programmeOperator ?? null,
          pcr: e.pcrName ? { name: e.pcrName, version: e.pcrVersion ?? null } : null,
          standard: e.standard ?? 'other',
          verifier: e.verifier ?? null,
          issuedOn: e.issuedOn ?? '',
          validUntil: e.validUntil ?? '',
          dataType: e.dataType ?? 'generic',
          documentUrl: e.documentUrl ?? null,
          gwp: {
            a1a3: e.gwp.a1a3,
            a4: e.gwp.a4 ?? null,
            a5: e.gwp.a5 ?? null,
            c1: e.gwp.c1 ?? null,
            c2: e.gwp.c2 ?? null,
            c3: e.gwp.c3 ?? null,
            c4: e.gwp.c4 ?? null,
            d: e.gwp.d ?? null,
          },
          biogenicCarbonA1A3: e.biogenicCarbonA1A3 ?? null,
          recycledContent: e.recycledContent ?? null,
          serviceLifeYears: e.serviceLifeYears ?? null,
          plantLocation: e.plantLocation ?? null,
        }
      : null
  const materialTypeId = typeof doc.materialType === 'object' ? doc.materialType?.id : doc.materialType
  return {
    id: doc.id,
    name: doc.name,
    materialTypeId,
    epd: hasEpd(epd) ? epd : null,
    epdVerified: doc.epdVerified === true,
  }
}

function restoreEnv(name: 'ADMIN_EMAIL' | 'ADMIN_PASSWORD', value: string | undefined): void {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

beforeAll(async () => {
  payload = await getPayload({ config })
  process.env.ADMIN_EMAIL = admin.email
  process.env.ADMIN_PASSWORD = admin.password
  first = await seed(payload, quiet)
  seededAfterFirst = await seededCounts()
  totalsAfterFirst = await totals()
  second = await seed(payload, quiet)
  totalsAfterSecond = await totals()
})

afterAll(() => {
  restoreEnv('ADMIN_EMAIL', savedEnv.email)
  restoreEnv('ADMIN_PASSWORD', savedEnv.password)
})

describe('seed', () => {
  it('loads all of the spec’s sample content', async () => {
    expect(seededAfterFirst).toEqual({
      categories: 6,
      cities: 5,
      suppliers: 8,
      'material-types': materialTypes.length,
      products: products.length,
      'post-categories': 4,
      posts: 4,
      faqs: faqs.length,
      packages: 9,
      'certification-types': CERTIFICATION_TYPES.length,
      'eco-score-adjustments': adjustments.length,
    })
    expect(faqs.length).toBeGreaterThanOrEqual(22)
    for (const kind of SEED_KINDS) expect(first.created[kind] + first.existing[kind]).toBe(seededAfterFirst[kind])
    expect(await isDatabaseEmpty(payload)).toBe(false)
  })

  it('creates nothing on a second run', async () => {
    expect(totalsAfterSecond).toEqual(totalsAfterFirst)
    expect(await seededCounts()).toEqual(seededAfterFirst)
    for (const kind of SEED_KINDS) expect(second.created[kind]).toBe(0)
    expect(second.existing).toEqual(seededAfterFirst)
    expect(second.globalsFilled).toEqual([])
    expect(second.adminCreated).toBeNull()
  })

  it('creates the admin user from ADMIN_EMAIL and ADMIN_PASSWORD once', async () => {
    expect(first.adminCreated).toBe(admin.email)
    expect(await count('users', { email: { equals: admin.email } })).toBe(1)
    const { user } = await payload.login({
      collection: 'users',
      data: { email: admin.email, password: admin.password },
      overrideAccess: true,
    })
    expect(user?.role).toBe('admin')
  })

  it('publishes every supplier with its category resolved', async () => {
    const docs = await seededSuppliers()
    expect(docs).toHaveLength(8)
    for (const doc of docs) {
      expect(doc._status).toBe('published')
      expect(typeof doc.category === 'object' && doc.category.slug).toBe(
        suppliers.find((s) => s.slug === doc.slug)?.category,
      )
    }
    const byCity = (city: string) => docs.filter((d) => cityKey(d.location) === city).length
    expect({
      london: byCity('london'),
      manchester: byCity('manchester'),
      glasgow: byCity('glasgow'),
      leeds: byCity('leeds'),
    }).toEqual({
      london: 4,
      manchester: 2,
      glasgow: 1,
      leeds: 1,
    })
  })

  it('gives every supplier a few published products with illustrative EPD data, marked as sample data', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: seededWhere('products'),
      pagination: false,
      depth: 1,
      ...access,
    })
    expect(docs).toHaveLength(products.length)
    const perSupplier = new Map<number, number>()
    for (const doc of docs) {
      const supplier = doc.supplier as Supplier
      perSupplier.set(supplier.id, (perSupplier.get(supplier.id) ?? 0) + 1)
      expect(doc._status).toBe('published')
      expect(doc.description).toBe(SAMPLE_DATA_NOTE)
      expect(doc.epd?.registrationNumber).toMatch(new RegExp(`^${SAMPLE_REGISTRATION_PREFIX}\\d{4}$`))
      expect(doc.epd?.programmeOperator).toBe(SAMPLE_PROGRAMME_OPERATOR)
      const document = doc.epd?.document
      expect(typeof document === 'object' && document?.filename).toMatch(/^illustrative-sample-epd/)
      expect(typeof document === 'object' && document?.supplier).toBe(supplier.id)
      expect(SAMPLE_DOCUMENT_NAME).toBe('illustrative-sample-epd.pdf')
    }
    expect(perSupplier.size).toBe(suppliers.length)
    expect(Math.min(...perSupplier.values())).toBeGreaterThanOrEqual(3)
  })

  it('shows percentiles on at least two material types, and keeps expired, unverified and generic EPDs out', async () => {
    const now = new Date()
    const { docs } = await payload.find({
      collection: 'products',
      where: seededWhere('products'),
      pagination: false,
      depth: 0,
      ...access,
    })
    const comparable = docs.map(comparableOf)
    const expired = comparable.filter((p) => p.epd && isEpdExpired(p.epd, now))
    const unverified = comparable.filter((p) => !p.epdVerified)
    expect(expired.length).toBeGreaterThanOrEqual(2)
    expect(unverified.length).toBeGreaterThanOrEqual(2)
    const types = await payload.find({
      collection: 'material-types',
      where: seededWhere('material-types'),
      pagination: false,
      ...access,
    })
    // A set never converts units: every seeded EPD is declared in its material type's own unit.
    const unitOf = new Map(types.docs.map((t) => [t.id, t.declaredUnit]))
    for (const doc of docs) {
      expect(doc.epd?.declaredUnit, doc.name).toBe(unitOf.get(doc.materialType as number))
    }
    const generic = comparable.filter((p) => p.epd?.dataType === 'generic')
    expect(generic.length).toBeGreaterThanOrEqual(1)
    const withPercentiles = types.docs.flatMap((type) => {
      const sets = comparableSets(comparable, { id: type.id, unit: type.declaredUnit }, now)
      const shown = percentiles(sets[0] ?? null)
      const members = sets.flatMap((set) => set.members.map((m) => m.product.id))
      for (const out of [...expired, ...unverified, ...generic]) expect(members).not.toContain(out.id)
      return shown ? [type.slug] : []
    })
    expect(withPercentiles.length).toBeGreaterThanOrEqual(2)
    expect(withPercentiles).toEqual(expect.arrayContaining(['wood-fibre-insulation-board', 'sheeps-wool-insulation']))
  })

  it('makes the 4 London suppliers serve Birmingham', async () => {
    const london = (await seededSuppliers()).filter((d) => d.location === 'London')
    expect(london).toHaveLength(4)
    for (const doc of london) {
      expect(doc.serviceAreas?.map((a) => a.city)).toContain('Birmingham')
      expect(doc.cityKeys?.map((k) => k.key)).toEqual(expect.arrayContaining(['london', 'birmingham']))
    }
    const categorySlugs = london.map((d) => (typeof d.category === 'object' ? d.category.slug : null))
    expect(categorySlugs).toEqual(expect.arrayContaining(['timber', 'insulation', 'roofing', 'paints']))
  })

  it('covers the three lead-bonus cases among the London suppliers', async () => {
    const london = (await seededSuppliers()).filter((d) => d.location === 'London')
    const withAmount = london.filter((d) => d.leadBonusEnabled === true && d.leadBonusAmount === 1500)
    const withoutAmount = london.filter(
      (d) => d.leadBonusEnabled === true && (d.leadBonusAmount === null || d.leadBonusAmount === undefined),
    )
    const disabled = london.filter((d) => d.leadBonusEnabled !== true)
    expect(withAmount).toHaveLength(1)
    expect(withoutAmount).toHaveLength(1)
    expect(disabled.length).toBeGreaterThanOrEqual(1)
    expect(london.map(commissionForSupplier).sort()).toEqual([5000, 5000, 6500, 7500])
  })

  it('has a supplier without a website and eco-scores in every badge band', async () => {
    const docs = await seededSuppliers()
    expect(docs.some((d) => !d.website)).toBe(true)
    const scores = docs.map((d) => d.ecoScore ?? 0)
    expect(scores.some((s) => s >= 8)).toBe(true)
    expect(scores.some((s) => s >= 6 && s < 8)).toBe(true)
    expect(scores.some((s) => s >= 4 && s < 6)).toBe(true)
    expect(scores.some((s) => s < 4)).toBe(true)
  })

  it('computes every seeded supplier’s Eco-Score from its evidence, within 0.5 of the score it had when typed', async () => {
    const docs = await seededSuppliers()
    const computed = Object.fromEntries(docs.map((d) => [d.slug, d.ecoScore]))
    for (const [slug, typed] of Object.entries(TYPED_SCORES)) {
      expect(
        Math.abs((computed[slug] ?? -1) - typed),
        `${slug}: ${computed[slug]} against ${typed}`,
      ).toBeLessThanOrEqual(0.5 + 1e-9)
    }
    // What the README's table says (on the seed's dates, relative to the 2026-11-22 launch).
    expect(computed).toEqual(COMPUTED_SCORES)
    // The lists keep the order they had.
    const order = (scores: Record<string, number | null | undefined>) =>
      Object.keys(TYPED_SCORES).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0))
    expect(order(computed)).toEqual(order(TYPED_SCORES))
    for (const doc of docs) {
      const breakdown = doc.ecoScoreBreakdown as EcoScoreBreakdown
      expect(breakdown.score, doc.slug).toBe(doc.ecoScore)
      expect(breakdown.components.map((c) => c.key)).toEqual(['certifications', 'epdCoverage', 'carbon'])
    }
  })

  it('has exactly one featured post, with spec slugs and content', async () => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: seededWhere('posts'),
      pagination: false,
      depth: 1,
      ...access,
    })
    expect(docs.filter((p) => p.featured)).toHaveLength(1)
    expect(new Set(docs.map((p) => postCategoryName(p.category)))).toEqual(
      new Set(['Sustainable Materials', 'Energy Efficiency', 'Water Management', 'Renewable Energy']),
    )
    expect(docs.some((p) => p.publishedAt.startsWith('2025-04-15'))).toBe(true)
    for (const doc of docs) {
      expect(doc._status).toBe('published')
      expect(plainText(doc.content as RichTextDocument).length).toBeGreaterThan(1000)
    }
  })

  it('stores the nine packages at the spec’s prices', async () => {
    const { docs } = await payload.find({
      collection: 'packages',
      where: seededWhere('packages'),
      pagination: false,
      sort: 'order',
      ...access,
    })
    expect(docs.map((p) => [p.tier, p.name, p.price])).toEqual([
      ['local', 'Green Starter', 375],
      ['local', 'Eco Pro', 675],
      ['local', 'City Sustain', 975],
      ['national', 'Eco Pioneer', 1275],
      ['national', 'Green Leader', 2075],
      ['national', 'Sustain Master', 2675],
      ['enterprise', 'Green Cornerstone', 3475],
      ['enterprise', 'Eco Category King', 4675],
      ['enterprise', 'Sustain Global', 5775],
    ])
    for (const doc of docs) expect(doc.freeBonuses).toContain('Free sustainability badge (PNG/SVG)')
  })

  it('gives London 10 FAQs and every other city at least 3', async () => {
    const { docs } = await payload.find({
      collection: 'cities',
      where: seededWhere('cities'),
      pagination: false,
      ...access,
    })
    for (const city of docs) {
      const n = await count('faqs', { and: [seededWhere('faqs'), { city: { equals: city.id } }] })
      if (city.slug === 'london') expect(n).toBe(10)
      else expect(n).toBeGreaterThanOrEqual(3)
    }
  })

  it('fills the globals', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', ...access })
    expect(settings.staffEmail).toBe('team@ecobuild-directory.co.uk')
    expect(settings.treesPlanted).toBe(25000)
    const about = await payload.findGlobal({ slug: 'about', ...access })
    expect(about.leadership?.map((l) => l.role)).toEqual([
      'CEO',
      'Chief Operations Officer',
      'Chief Technical Officer',
      'Chief Sustainability Officer',
      'Head of Development',
    ])
    expect(about.coreValues).toHaveLength(6)
    const homePage = await payload.findGlobal({ slug: 'home', ...access })
    expect(homePage.resources?.map((r) => r.title)).toEqual([
      'Why Choose Sustainable Building?',
      'How to Source Eco-Friendly Materials',
    ])
    const privacy = await payload.findGlobal({ slug: 'privacy-policy', ...access })
    expect(privacy.lastUpdated.startsWith('2025-04-15')).toBe(true)
    expect(plainText(privacy.content as RichTextDocument)).toContain('UK GDPR')
  })

  it('keeps editors’ changes on a later run', async () => {
    const [target] = await seededSuppliers()
    const homePage = await payload.findGlobal({ slug: 'home', ...access })
    const editedDescription = `Edited by an editor ${randomUUID()}`
    const editedHeroTitle = `Edited hero ${randomUUID()}`
    await payload.update({
      collection: 'suppliers',
      id: target.id,
      data: { description: editedDescription },
      ...access,
    })
    await payload.updateGlobal({
      slug: 'home',
      data: { hero: { ...homePage.hero, title: editedHeroTitle } },
      ...access,
    })
    try {
      const third = await seed(payload, quiet)
      expect(third.created.suppliers).toBe(0)
      expect(third.globalsFilled).toEqual([])
      const after = await payload.findByID({ collection: 'suppliers', id: target.id, depth: 0, ...access })
      expect(after.description).toBe(editedDescription)
      expect((await payload.findGlobal({ slug: 'home', ...access })).hero.title).toBe(editedHeroTitle)
    } finally {
      await payload.update({
        collection: 'suppliers',
        id: target.id,
        data: { description: target.description },
        ...access,
      })
      await payload.updateGlobal({ slug: 'home', data: { hero: homePage.hero }, ...access })
    }
  })
})
