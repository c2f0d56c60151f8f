// Idempotent seed: loads the spec's sample content. Documents are matched by their natural key
// (slug, question or name) and only missing ones are created, so editors' changes survive a
// re-run; a global is written only while it is still empty. Everything runs in one transaction,
// so a failed run leaves the database as it was (and the launcher's "seed when empty" retries).
import type { DataFromGlobalSlug, GlobalSlug, Payload, PayloadRequest, RequestContext } from 'payload'
import { createLocalReq } from 'payload'

import { CACHED_GLOBALS } from '@/lib/platform/cache-tags'
import { withTransaction } from '@/lib/platform/db'
import { categories } from '@/seed/data/categories'
import { cities } from '@/seed/data/cities'
import { faqs } from '@/seed/data/faqs'
import {
  about,
  ecoScorePage,
  getListed,
  home,
  privacyPolicy,
  reviewPolicy,
  siteSettings,
  terms,
} from '@/seed/data/globals'
import { packages } from '@/seed/data/packages'
import { postCategories } from '@/seed/data/post-categories'
import { posts } from '@/seed/data/posts'
import { suppliers } from '@/seed/data/suppliers'
import { adjustments } from '@/seed/data/eco-score'
import { CERTIFICATION_TYPES, typeForCertificateName } from '@/lib/eco-score/certification-types'
import { recomputeAllEcoScores, SKIP_ECO_SCORE_CONTEXT } from '@/lib/eco-score/recompute'
import { materialTypes, products, type ProductSeed } from '@/seed/data/products'
import { productSlugBase } from '@/lib/materials/product-names'
import {
  SAMPLE_DATA_NOTE,
  SAMPLE_DOCUMENT_NAME,
  SAMPLE_EPD_CONTEXT,
  SAMPLE_PROGRAMME_OPERATOR,
  SAMPLE_REGISTRATION_PREFIX,
  SAMPLE_VERIFIER,
  samplePdf,
} from '@/lib/materials/sample-data'

export const SEED_KINDS = [
  'categories',
  'cities',
  'certification-types',
  'suppliers',
  'material-types',
  'products',
  'post-categories',
  'posts',
  'faqs',
  'packages',
  'eco-score-adjustments',
] as const
export type SeedKind = (typeof SEED_KINDS)[number]
export type SeedCounts = Record<SeedKind, number>

/** Every content global is seeded (they are the cached ones: what the public pages read). */
export const SEED_GLOBALS = CACHED_GLOBALS
export type SeedGlobal = (typeof SEED_GLOBALS)[number]

export type SeedReport = {
  /** Documents created by this run, per collection. */
  created: SeedCounts
  /** Seed documents that already existed and were left untouched. */
  existing: SeedCounts
  /** Globals that were empty and have been filled. */
  globalsFilled: SeedGlobal[]
  /** The admin user's e-mail when this run created it. */
  adminCreated: string | null
}

export type AdminCredentials = { email: string; password: string }

export type SeedOptions = {
  log?: (message: string) => void
  /** The admin account to create when missing; defaults to ADMIN_EMAIL and ADMIN_PASSWORD. `null` skips it. */
  admin?: AdminCredentials | null
}

/**
 * Seeding never expires page caches (there is no Next.js server) and acts with full access. Eco-Scores are computed
 * once at the end (each save would recompute them again), from everything the run stored.
 */
const SEED_CONTEXT: RequestContext = { disableRevalidate: true, [SKIP_ECO_SCORE_CONTEXT]: true }

type Run = { payload: Payload; req: PayloadRequest; log: (message: string) => void }

/** The options every Local API call of the seed passes. */
const withRun = (run: Run) => ({ req: run.req, context: SEED_CONTEXT, overrideAccess: true, depth: 0 }) as const

/** Credentials from ADMIN_EMAIL and ADMIN_PASSWORD when both are set. */
export function adminFromEnv(env: NodeJS.ProcessEnv = process.env): AdminCredentials | null {
  const email = env.ADMIN_EMAIL?.trim()
  const password = env.ADMIN_PASSWORD
  return email && password ? { email, password } : null
}

/** True when there is no category and no supplier yet: the launcher seeds only then. */
export async function isDatabaseEmpty(payload: Payload): Promise<boolean> {
  const [cats, sups] = await Promise.all([
    payload.count({ collection: 'categories', overrideAccess: true, context: SEED_CONTEXT }),
    payload.count({ collection: 'suppliers', overrideAccess: true, context: SEED_CONTEXT }),
  ])
  return cats.totalDocs === 0 && sups.totalDocs === 0
}

type SeedKey = 'slug' | 'question' | 'name' | 'reason'

/** Ids of existing documents whose `field` is one of `values`, by that value (one query). */
async function existingIds(
  run: Run,
  collection: SeedKind,
  field: SeedKey,
  values: readonly string[],
): Promise<Map<string, number>> {
  const found = await run.payload.find({
    collection,
    ...withRun(run),
    where: { [field]: { in: [...values] } },
    pagination: false,
    select: { [field]: true },
  })
  const ids = new Map<string, number>()
  for (const doc of found.docs) {
    const value = (doc as unknown as Record<string, unknown>)[field]
    if (typeof value === 'string') ids.set(value, doc.id)
  }
  return ids
}

type Upserted = { ids: Map<string, number>; created: number; existing: number }

/** Creates the items whose key is not in the database yet; returns the ids of all of them by key. */
async function createMissing<TItem>(
  run: Run,
  collection: SeedKind,
  field: SeedKey,
  items: readonly TItem[],
  keyOf: (item: TItem) => string,
  create: (item: TItem) => Promise<{ id: number }>,
): Promise<Upserted> {
  const ids = await existingIds(run, collection, field, items.map(keyOf))
  const existing = ids.size
  let created = 0
  for (const item of items) {
    const key = keyOf(item)
    if (ids.has(key)) continue
    const doc = await create(item)
    ids.set(key, doc.id)
    created += 1
  }
  run.log(`${collection}: ${created} created, ${existing} already present`)
  return { ids, created, existing }
}

function idOf(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key)
  if (id === undefined) throw new Error(`Seed data refers to unknown ${what} '${key}'`)
  return id
}

async function seedCollections(run: Run): Promise<Pick<SeedReport, 'created' | 'existing'>> {
  const { payload } = run
  const options = withRun(run)

  const cats = await createMissing(
    run,
    'categories',
    'slug',
    categories,
    (c) => c.slug,
    (data) => payload.create({ collection: 'categories', ...options, data: { ...data, _status: 'published' } }),
  )

  const citiesDone = await createMissing(
    run,
    'cities',
    'slug',
    cities,
    (c) => c.slug,
    (data) => payload.create({ collection: 'cities', ...options, data: { ...data, _status: 'published' } }),
  )

  const typesDone = await createMissing(
    run,
    'certification-types',
    'name',
    CERTIFICATION_TYPES,
    (t) => t.name,
    ({ name, certifies, points }) =>
      payload.create({ collection: 'certification-types', ...options, data: { name, certifies, points } }),
  )
  // Each certificate linked to the type its name names (as staff would link it); the others count nothing.
  const typeOf = (name: string) => {
    const type = typeForCertificateName(name)
    return type ? idOf(typesDone.ids, type.name, 'certification type') : null
  }

  const suppliersDone = await createMissing(
    run,
    'suppliers',
    'slug',
    suppliers,
    (s) => s.slug,
    ({ category, certifications, ...data }) =>
      payload.create({
        collection: 'suppliers',
        ...options,
        draft: false,
        data: {
          ...data,
          certifications: (certifications ?? []).map((c) => ({ ...c, type: typeOf(c.name) })),
          category: idOf(cats.ids, category, 'category'),
          _status: 'published',
        },
      }),
  )

  const materialTypesDone = await createMissing(
    run,
    'material-types',
    'slug',
    materialTypes,
    (t) => t.slug,
    ({ category, ...data }) =>
      payload.create({
        collection: 'material-types',
        ...options,
        data: { ...data, category: idOf(cats.ids, category, 'category') },
      }),
  )

  const productsDone = await seedProducts(run, {
    suppliers: suppliersDone.ids,
    materialTypes: materialTypesDone.ids,
    categories: cats.ids,
  })

  const postCategoriesDone = await createMissing(
    run,
    'post-categories',
    'name',
    postCategories,
    (c) => c.name,
    (data) => payload.create({ collection: 'post-categories', ...options, data }),
  )

  const postsDone = await createMissing(
    run,
    'posts',
    'slug',
    posts,
    (p) => p.slug,
    ({ materialCategories, category, ...data }) =>
      payload.create({
        collection: 'posts',
        ...options,
        draft: false,
        data: {
          ...data,
          category: idOf(postCategoriesDone.ids, category, 'blog category'),
          materialCategories: materialCategories.map((slug) => idOf(cats.ids, slug, 'category')),
          _status: 'published',
        },
      }),
  )

  const faqsDone = await createMissing(
    run,
    'faqs',
    'question',
    faqs,
    (f) => f.question,
    ({ city, ...data }) =>
      payload.create({
        collection: 'faqs',
        ...options,
        data: { ...data, city: city ? idOf(citiesDone.ids, city, 'city') : null },
      }),
  )

  const packagesDone = await createMissing(
    run,
    'packages',
    'name',
    packages,
    (p) => p.name,
    (data) => payload.create({ collection: 'packages', ...options, data }),
  )

  const adjustmentsDone = await createMissing(
    run,
    'eco-score-adjustments',
    'reason',
    adjustments,
    (a) => a.reason,
    ({ supplier, ...data }) =>
      payload.create({
        collection: 'eco-score-adjustments',
        ...options,
        data: { ...data, supplier: idOf(suppliersDone.ids, supplier, 'supplier') },
      }),
  )

  // Every supplier's score from the evidence just stored (an existing database's own suppliers are left as they are
  // unless their evidence changed).
  await recomputeAllEcoScores(run.req, 'Sample data seeded')

  const results: Record<SeedKind, Upserted> = {
    categories: cats,
    cities: citiesDone,
    'certification-types': typesDone,
    'eco-score-adjustments': adjustmentsDone,
    suppliers: suppliersDone,
    'material-types': materialTypesDone,
    products: productsDone,
    'post-categories': postCategoriesDone,
    posts: postsDone,
    faqs: faqsDone,
    packages: packagesDone,
  }
  const counts = (pick: (u: Upserted) => number) =>
    Object.fromEntries(SEED_KINDS.map((kind) => [kind, pick(results[kind])])) as SeedCounts
  return { created: counts((u) => u.created), existing: counts((u) => u.existing) }
}

/** A seeded product's slug: its name and its supplier's, as every product made from a name gets. */
export const seededProductSlug = (p: Pick<ProductSeed, 'name' | 'supplier'>) => productSlugBase(p.name, p.supplier)

type SeedIds = { suppliers: Map<string, number>; materialTypes: Map<string, number>; categories: Map<string, number> }

/**
 * Every seeded supplier's products, each with its illustrative EPD (src/lib/materials/sample-data.ts): published,
 * verified unless the data says not, linked to one sample EPD document per supplier (a PDF that says it is no real
 * EPD), made only when the supplier has no such document yet.
 */
async function seedProducts(run: Run, ids: SeedIds): Promise<Upserted> {
  const { payload } = run
  // Stored as verified without a staff user: the context only server code can set (collections/Products/hooks).
  const options = { ...withRun(run), context: { ...SEED_CONTEXT, [SAMPLE_EPD_CONTEXT]: true } }
  const documents = new Map<number, number>()
  const documentOf = async (supplier: number, supplierName: string): Promise<number> => {
    const known = documents.get(supplier)
    if (known !== undefined) return known
    const found = await payload.find({
      collection: 'epd-documents',
      ...options,
      where: {
        and: [{ supplier: { equals: supplier } }, { filename: { like: SAMPLE_DOCUMENT_NAME.replace('.pdf', '') } }],
      },
      limit: 1,
      select: { filename: true },
    })
    const pdf = samplePdf([
      'Illustrative sample EPD: not a real Environmental Product Declaration',
      `Supplier: ${supplierName} (a fictitious supplier of the directory's sample data)`,
      SAMPLE_DATA_NOTE,
      'The figures shown on the site for its products were written for demonstration only.',
      'Do not use them in a carbon assessment.',
    ])
    const id =
      found.docs[0]?.id ??
      (
        await payload.create({
          collection: 'epd-documents',
          ...options,
          data: { supplier },
          file: { data: pdf, mimetype: 'application/pdf', name: SAMPLE_DOCUMENT_NAME, size: pdf.length },
        })
      ).id
    documents.set(supplier, id)
    return id
  }
  const supplierNames = new Map(suppliers.map((s) => [s.slug, s.name]))
  return createMissing(run, 'products', 'slug', products, seededProductSlug, async (p) => {
    const supplier = idOf(ids.suppliers, p.supplier, 'supplier')
    const type = materialTypes.find((t) => t.slug === p.materialType)
    if (!type) throw new Error(`Seed data refers to unknown material type '${p.materialType}'`)
    const number = `${SAMPLE_REGISTRATION_PREFIX}${String(products.indexOf(p) + 1).padStart(4, '0')}`
    return payload.create({
      collection: 'products',
      ...options,
      draft: false,
      data: {
        supplier,
        name: p.name,
        slug: seededProductSlug(p),
        category: idOf(ids.categories, type.category, 'category'),
        materialType: idOf(ids.materialTypes, type.slug, 'material type'),
        description: SAMPLE_DATA_NOTE,
        epd: {
          declaredUnitQuantity: p.quantity ?? 1,
          declaredUnit: type.declaredUnit,
          massPerDeclaredUnit: p.mass ?? null,
          registrationNumber: number,
          programmeOperator: SAMPLE_PROGRAMME_OPERATOR,
          pcrName: p.standard === 'en15804-a1' ? 'EN 15804:2012+A1:2013' : 'EN 15804:2012+A2:2019',
          standard: p.standard ?? 'en15804-a2',
          verifier: SAMPLE_VERIFIER,
          issuedOn: p.issuedOn ?? '2025-04-01',
          validUntil: p.validUntil ?? '2030-03-31',
          dataType: p.dataType ?? 'product-specific',
          dataTypeClaimed: p.dataType ?? 'product-specific',
          document: await documentOf(supplier, supplierNames.get(p.supplier) ?? p.supplier),
          gwp: { a1a3: p.a1a3, a4: p.a4 ?? null, c3: p.c3 ?? null, d: p.d ?? null },
          biogenicCarbonA1A3: p.biogenic ?? null,
          recycledContent: p.recycledContent ?? null,
          serviceLifeYears: p.serviceLifeYears ?? null,
          plantLocation: p.plantLocation,
        },
        epdVerified: p.verified !== false,
        _status: 'published',
      },
    })
  })
}

/** Writes a global only while it is still empty (judged by one required field), so editors' content is kept. */
async function fillGlobal<TSlug extends SeedGlobal & GlobalSlug>(
  run: Run,
  slug: TSlug,
  isFilled: (doc: DataFromGlobalSlug<TSlug>) => boolean,
  write: (options: ReturnType<typeof withRun>) => Promise<unknown>,
): Promise<boolean> {
  const current = await run.payload.findGlobal({ slug, ...withRun(run) })
  if (isFilled(current)) return false
  await write(withRun(run))
  return true
}

const hasText = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim().length > 0

async function seedGlobals(run: Run): Promise<SeedGlobal[]> {
  const { payload } = run
  const results: Record<SeedGlobal, boolean> = {
    'site-settings': await fillGlobal(
      run,
      'site-settings',
      (g) => hasText(g.staffEmail),
      (o) => payload.updateGlobal({ slug: 'site-settings', ...o, data: siteSettings }),
    ),
    home: await fillGlobal(
      run,
      'home',
      (g) => hasText(g.metaTitle),
      (o) => payload.updateGlobal({ slug: 'home', ...o, data: { ...home, _status: 'published' } }),
    ),
    about: await fillGlobal(
      run,
      'about',
      (g) => hasText(g.metaTitle),
      (o) => payload.updateGlobal({ slug: 'about', ...o, data: { ...about, _status: 'published' } }),
    ),
    'get-listed': await fillGlobal(
      run,
      'get-listed',
      (g) => hasText(g.heroTitle),
      (o) => payload.updateGlobal({ slug: 'get-listed', ...o, data: getListed }),
    ),
    'privacy-policy': await fillGlobal(
      run,
      'privacy-policy',
      (g) => hasText(g.title),
      (o) => payload.updateGlobal({ slug: 'privacy-policy', ...o, data: privacyPolicy }),
    ),
    terms: await fillGlobal(
      run,
      'terms',
      (g) => hasText(g.title),
      (o) => payload.updateGlobal({ slug: 'terms', ...o, data: terms }),
    ),
    'review-policy': await fillGlobal(
      run,
      'review-policy',
      (g) => hasText(g.title) && hasText(g.metaDescription),
      (o) => payload.updateGlobal({ slug: 'review-policy', ...o, data: reviewPolicy }),
    ),
    'eco-score-page': await fillGlobal(
      run,
      'eco-score-page',
      (g) => hasText(g.title),
      (o) => payload.updateGlobal({ slug: 'eco-score-page', ...o, data: ecoScorePage }),
    ),
  }
  const filled = SEED_GLOBALS.filter((slug) => results[slug])
  run.log(`globals: ${filled.length} filled, ${SEED_GLOBALS.length - filled.length} already set`)
  return filled
}

/** Creates the admin account when no user has that e-mail yet; returns the e-mail when created. */
async function seedAdmin(run: Run, admin: AdminCredentials | null): Promise<string | null> {
  if (!admin) return null
  const email = admin.email.trim().toLowerCase()
  const found = await run.payload.count({ collection: 'users', ...withRun(run), where: { email: { equals: email } } })
  if (found.totalDocs > 0) {
    run.log(`admin user ${email} already exists`)
    return null
  }
  await run.payload.create({
    collection: 'users',
    ...withRun(run),
    data: { email, password: admin.password, role: 'admin', name: 'Administrator' },
  })
  run.log(`admin user ${email} created`)
  return email
}

/** Loads the sample content; safe to run any number of times. */
export async function seed(payload: Payload, { log, admin }: SeedOptions = {}): Promise<SeedReport> {
  return withTransaction(
    payload,
    async (req) => {
      const run: Run = { payload, req, log: log ?? ((message) => payload.logger.info(`[seed] ${message}`)) }
      const { created, existing } = await seedCollections(run)
      const globalsFilled = await seedGlobals(run)
      const adminCreated = await seedAdmin(run, admin === undefined ? adminFromEnv() : admin)
      return { created, existing, globalsFilled, adminCreated }
    },
    { context: SEED_CONTEXT, confirm: async () => !(await isDatabaseEmpty(payload)) },
  )
}

/** Creates the ADMIN_EMAIL admin when missing, without touching content (start-up on a database that has content). */
export async function ensureAdminFromEnv(payload: Payload): Promise<string | null> {
  const admin = adminFromEnv()
  if (!admin) return null
  const req = await createLocalReq({ context: SEED_CONTEXT }, payload)
  return seedAdmin({ payload, req, log: () => {} }, admin)
}

/** One line describing what a seed run did. */
export function describeSeedReport(report: SeedReport): string {
  const made = SEED_KINDS.filter((kind) => report.created[kind] > 0).map((kind) => `${report.created[kind]} ${kind}`)
  const parts: string[] = []
  if (made.length) parts.push(`created ${made.join(', ')}`)
  if (report.globalsFilled.length) parts.push(`filled globals ${report.globalsFilled.join(', ')}`)
  if (report.adminCreated) parts.push(`created admin user ${report.adminCreated}`)
  return parts.length ? `Seed: ${parts.join('; ')}.` : 'Seed: nothing to do, all sample content already present.'
}
