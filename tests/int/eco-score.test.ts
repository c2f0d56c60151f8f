import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Supplier, User } from '@payload-types'
import type { EcoScoreBreakdown } from '@/lib/eco-score/method'
import { getAllSuppliers, getSuppliersByCategory, getSuppliersForCity } from '@/lib/data/suppliers'
import { ukDay } from '@/lib/dates'
import { checkEpdExpiry } from '@/lib/materials/expiry-check'
import { poolOf, withTransaction } from '@/lib/platform/db'
import { parseSearchParams } from '@/lib/search/params'
import { searchSupplierIds } from '@/lib/search/suppliers'
import { checkCertificateExpiry } from '@/lib/suppliers/certificate-check'
import { CERTIFICATION_TYPES, typeForCertificateName } from '@/lib/eco-score/certification-types'
import { readEcoScoreEvidence, recomputeAllEcoScores } from '@/lib/eco-score/recompute'
import { improvements } from '@/lib/eco-score/method'
import { createListing, createStaffUser, createSupplierAccount, testPayload, TEST_PASSWORD } from './helpers'
import { rest, restLogin } from './rest'

// Issue 31: the Eco-Score is computed from verified evidence in the transaction of each event that changes it,
// recorded in the supplier's history, and never typed by anyone.

const DAY_MS = 24 * 60 * 60 * 1000
const RUN = randomUUID().slice(0, 8)
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS)
const dayIn = (days: number) => ukDay(inDays(days)).iso

let payload: Payload
let staff: User
let category: { id: number; slug: string }
let counter = 0

// The list readers' cross-request cache needs a Next.js server: here each reads the database.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: <T>(fn: T) => fn,
}))

// The server's incremental cache, recording the tags expired: revalidateTag needs a request, so
// src/lib/platform/revalidate.ts expires through it outside one.
const expired: string[] = []
const incrementalCache = {
  revalidateTag: vi.fn(async (tags: string[]) => {
    expired.push(...tags)
  }),
}

const unique = (label: string) => {
  counter += 1
  return `${label} ${RUN}-${counter}`
}

async function certificationType(points: number): Promise<{ id: number; name: string }> {
  const name = unique('Scheme')
  const doc = await payload.create({
    collection: 'certification-types',
    data: { name, certifies: 'Something environmental.', points },
    overrideAccess: true,
  })
  return { id: doc.id, name }
}

async function materialType(): Promise<number> {
  const name = unique('Board')
  const doc = await payload.create({
    collection: 'material-types',
    data: { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), declaredUnit: 'm3' },
    overrideAccess: true,
  })
  return doc.id
}

type CertInput = { name?: string; type?: number | null; verified?: boolean; expiresAt?: string }

const certificate = ({ name = unique('Certificate'), type = null, verified = true, expiresAt }: CertInput) => ({
  name,
  issuer: 'BSI',
  number: unique('N'),
  type,
  verifiedAt: verified ? new Date(Date.now() - 30 * DAY_MS).toISOString() : null,
  expiresAt: expiresAt ?? inDays(400).toISOString(),
})

async function supplier(certs: CertInput[] = [], extra: Record<string, unknown> = {}): Promise<Supplier> {
  return createListing(payload, unique('Supplier'), {
    certifications: certs.map(certificate),
    category: category.id,
    ...extra,
  })
}

type ProductInput = { supplier: number; type: number; a1a3: number; verified?: boolean; validUntil?: string }

async function product({ supplier: s, type, a1a3, verified = true, validUntil = '2030-03-31' }: ProductInput) {
  const name = unique('Product')
  return payload.create({
    collection: 'products',
    data: {
      supplier: s,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      category: category.id,
      materialType: type,
      epd: {
        declaredUnitQuantity: 1,
        declaredUnit: 'm3',
        standard: 'en15804-a2',
        issuedOn: '2025-01-01',
        validUntil,
        dataType: 'product-specific',
        documentUrl: 'https://epd.example/document.pdf',
        gwp: { a1a3 },
      },
      epdVerified: verified,
      _status: 'published',
    },
    user: staff,
    overrideAccess: true,
  })
}

async function stored(id: number): Promise<{ score: number; breakdown: EcoScoreBreakdown | null; changedAt: unknown }> {
  const { rows } = await poolOf(payload).query(
    'select eco_score, eco_score_breakdown, eco_score_changed_at from suppliers where id = $1',
    [id],
  )
  return {
    score: Number(rows[0].eco_score),
    breakdown: rows[0].eco_score_breakdown,
    changedAt: rows[0].eco_score_changed_at,
  }
}

async function history(id: number): Promise<{ old: number | null; new: number; why: string }[]> {
  const { rows } = await poolOf(payload).query(
    'select old_score, new_score, why from eco_score_changes where supplier_id = $1 order by id',
    [id],
  )
  return rows.map((r) => ({
    old: r.old_score === null ? null : Number(r.old_score),
    new: Number(r.new_score),
    why: r.why,
  }))
}

const component = (b: EcoScoreBreakdown | null, key: string) => b?.components.find((c) => c.key === key)?.points

beforeAll(async () => {
  payload = await testPayload()
  staff = await createStaffUser(payload, 'editor')
  const slug = `eco-score-${RUN}`
  const doc = await payload.create({
    collection: 'categories',
    data: { name: `Eco-Score ${RUN}`, slug, description: 'x' },
    overrideAccess: true,
  })
  category = { id: doc.id, slug }
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = incrementalCache
})

afterAll(() => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
})

beforeEach(() => {
  expired.length = 0
})

describe('certificates', () => {
  it('a certificate verified by staff recomputes its supplier only, records why, and expires the pages', async () => {
    const type = await certificationType(1.5)
    const a = await supplier([{ name: 'ISO 14001 Test', type: type.id, verified: false }])
    const b = await supplier([{ type: type.id, verified: false }])
    expect((await stored(a.id)).score).toBe(0)
    const [row] = a.certifications!
    await payload.update({
      collection: 'suppliers',
      id: a.id,
      data: { certifications: [{ ...row, verifiedAt: new Date().toISOString() }] },
      user: staff,
      overrideAccess: false,
    })
    const after = await stored(a.id)
    expect(after.score).toBe(1.5)
    expect(after.breakdown?.certifications[0]).toMatchObject({ name: 'ISO 14001 Test', points: 1.5, notCounted: null })
    expect(after.changedAt).not.toBeNull()
    expect(await history(a.id)).toEqual([{ old: 0, new: 1.5, why: 'Certificate ISO 14001 Test verified' }])
    expect((await stored(b.id)).score).toBe(0)
    expect(await history(b.id)).toEqual([])
    expect(expired).toContain('collection:suppliers')
    // The latest version carries it too (the admin shows it; a draft published later keeps it).
    const { rows } = await poolOf(payload).query(
      'select version_eco_score from _suppliers_v where parent_id = $1 and latest',
      [a.id],
    )
    expect(Number(rows[0].version_eco_score)).toBe(1.5)
    // The portal's 'how to improve' reads the same evidence: the type already counted is not suggested again.
    const evidence = await readEcoScoreEvidence(payload, a.id)
    expect(evidence.certifications.map((c) => c.type?.id)).toEqual([type.id])
    const other = await certificationType(1)
    const found = improvements(
      evidence,
      [
        { ...type, points: 1.5 },
        { ...other, points: 1 },
      ],
      ukDay(new Date()).iso,
    )
    expect(found).toEqual([{ component: 'certifications', evidence: `A verified ${other.name} certificate`, worth: 1 }])
  })

  it('a certificate changed loses its verification and its points; removed, it is recorded as removed', async () => {
    const type = await certificationType(2)
    const a = await supplier([
      { name: 'FSC Test', type: type.id },
      { name: 'Other', type: (await certificationType(1)).id },
    ])
    expect((await stored(a.id)).score).toBe(3)
    const [fsc, other] = a.certifications!
    // The number changes without a new verification date: the verification is cleared.
    await payload.update({
      collection: 'suppliers',
      id: a.id,
      data: { certifications: [{ ...fsc, number: 'NEW-1' }, other] },
      user: staff,
      overrideAccess: false,
    })
    expect((await stored(a.id)).score).toBe(1)
    expect((await history(a.id)).at(-1)).toEqual({
      old: 3,
      new: 1,
      why: 'Certificate FSC Test changed (verification cleared)',
    })
    await payload.update({
      collection: 'suppliers',
      id: a.id,
      data: { certifications: [] },
      user: staff,
      overrideAccess: false,
    })
    expect((await stored(a.id)).score).toBe(0)
    expect((await history(a.id)).at(-1)?.why).toBe('Certificate FSC Test removed; Certificate Other removed')
  })

  it('the daily certificate check hides an expired badge and recomputes in the same save', async () => {
    const type = await certificationType(1.5)
    const a = await supplier([{ name: 'Lapsing Test', type: type.id, expiresAt: inDays(1).toISOString() }])
    expect((await stored(a.id)).score).toBe(1.5)
    const later = inDays(3)
    const summary = await checkCertificateExpiry(payload, later)
    expect(summary.failures).toBe(0)
    const after = await stored(a.id)
    expect(after.score).toBe(0)
    expect(after.breakdown?.certifications[0].notCounted).toBe('Expired.')
    expect(after.breakdown?.computedOn).toBe(ukDay(later).iso)
    expect((await history(a.id)).at(-1)).toEqual({ old: 1.5, new: 0, why: 'Certificate Lapsing Test expired' })
  })

  it('a certification type’s worth changed recomputes every holder, and nobody else; deleted, its holders again', async () => {
    const type = await certificationType(1.5)
    const other = await certificationType(1.5)
    const holders = [await supplier([{ type: type.id }]), await supplier([{ type: type.id }, { type: other.id }])]
    const bystander = await supplier([{ type: other.id }])
    const bystanderBefore = await history(bystander.id)
    await payload.update({ collection: 'certification-types', id: type.id, data: { points: 1 }, user: staff })
    expect((await stored(holders[0].id)).score).toBe(1)
    expect((await stored(holders[1].id)).score).toBe(2.5)
    const why = `Certification type ${type.name} worth changed from 1.5 to 1 points`
    for (const h of holders) expect((await history(h.id)).at(-1)?.why).toBe(why)
    expect(await history(bystander.id)).toEqual(bystanderBefore)
    expect((await stored(bystander.id)).score).toBe(1.5)
    await payload.delete({ collection: 'certification-types', id: type.id, user: staff })
    expect((await stored(holders[0].id)).score).toBe(0)
    expect((await stored(holders[1].id)).score).toBe(1.5)
    expect((await history(holders[1].id)).at(-1)?.why).toBe(`Certification type ${type.name} deleted`)
    expect((await stored(holders[1].id)).breakdown?.certifications[0].notCounted).toBe(
      'Not a certification type we recognise.',
    )
  })
})

describe('products and their EPDs', () => {
  it('an EPD verified recomputes its supplier and every supplier whose comparison it changes, and no one else', async () => {
    const type = await materialType()
    const p = await supplier()
    const q = await supplier()
    const elsewhere = await supplier()
    for (const a1a3 of [10, 20, 30]) await product({ supplier: p.id, type, a1a3 })
    await product({ supplier: q.id, type, a1a3: 40 })
    const last = await product({ supplier: q.id, type, a1a3: 5, verified: false })
    await product({ supplier: elsewhere.id, type: await materialType(), a1a3: 1 })
    // Four verified: no comparison of 5 yet, so no carbon points; coverage alone.
    expect((await stored(p.id)).score).toBe(3)
    expect((await stored(q.id)).score).toBe(1.5)
    const elsewhereBefore = await history(elsewhere.id)
    expired.length = 0
    await payload.update({ collection: 'products', id: last.id, data: { epdVerified: true }, user: staff })
    // Set of 5: 5, 10, 20, 30, 40 → p20 9, p50 20, p80 32: q's 5 lowest (1) and 40 highest (0); p's 10, 20, 30.
    const pAfter = await stored(p.id)
    expect(pAfter.breakdown?.products.map((x) => x.band).sort()).toEqual(['20-50', '20-50', '50-80'])
    expect(component(pAfter.breakdown, 'carbon')).toBe(1.67)
    expect(pAfter.score).toBe(4.7)
    const qAfter = await stored(q.id)
    expect(component(qAfter.breakdown, 'carbon')).toBe(1.5)
    expect(qAfter.score).toBe(4.5)
    expect((await history(q.id)).at(-1)).toEqual({ old: 1.5, new: 4.5, why: `EPD of ${last.name} verified` })
    expect((await history(p.id)).at(-1)?.why).toBe(
      `A like-for-like comparison of its products changed (EPD of ${last.name} verified)`,
    )
    expect(await history(elsewhere.id)).toEqual(elsewhereBefore)
    expect(expired).toContain('collection:suppliers')

    // Unverified again: back as it was, for both.
    await payload.update({ collection: 'products', id: last.id, data: { epdVerified: false }, user: staff })
    expect((await stored(p.id)).score).toBe(3)
    expect((await stored(q.id)).score).toBe(1.5)
    expect((await history(q.id)).at(-1)?.why).toBe(`EPD of ${last.name} unverified`)
  })

  it('a product published, unpublished and deleted moves its supplier’s coverage', async () => {
    const type = await materialType()
    const s = await supplier()
    await product({ supplier: s.id, type, a1a3: 1 })
    const second = await product({ supplier: s.id, type, a1a3: 2, verified: false })
    expect((await stored(s.id)).score).toBe(1.5)
    await payload.update({ collection: 'products', id: second.id, data: { _status: 'draft' }, user: staff })
    expect((await stored(s.id)).score).toBe(3)
    expect((await history(s.id)).at(-1)?.why).toBe(`Product ${second.name} unpublished`)
    await payload.update({ collection: 'products', id: second.id, data: { _status: 'published' }, user: staff })
    expect((await stored(s.id)).score).toBe(1.5)
    expect((await history(s.id)).at(-1)?.why).toBe(`Product ${second.name} published`)
    await payload.delete({ collection: 'products', id: second.id, user: staff })
    expect((await stored(s.id)).score).toBe(3)
    expect((await history(s.id)).at(-1)?.why).toBe(`Product ${second.name} deleted`)
  })

  it('the daily EPD check recomputes a supplier whose EPD has passed its valid-until day', async () => {
    const type = await materialType()
    const s = await supplier()
    const lapsing = await product({ supplier: s.id, type, a1a3: 1, validUntil: dayIn(1) })
    await product({ supplier: s.id, type, a1a3: 2 })
    expect((await stored(s.id)).score).toBe(3)
    expired.length = 0
    const summary = await checkEpdExpiry(payload, inDays(3))
    expect(summary.failures).toBe(0)
    expect(summary.scoresChanged).toBeGreaterThanOrEqual(1)
    expect((await stored(s.id)).score).toBe(1.5)
    expect((await history(s.id)).at(-1)).toEqual({ old: 3, new: 1.5, why: `EPD of ${lapsing.name} expired` })
    expect(expired).toContain('collection:suppliers')
    // Run again: nothing left to change.
    const again = await history(s.id)
    await checkEpdExpiry(payload, inDays(3))
    expect(await history(s.id)).toEqual(again)
  })
})

describe('adjustments', () => {
  it('added, changed and removed by staff, each recorded; the reason is in the public breakdown', async () => {
    const s = await supplier([{ type: (await certificationType(1)).id }])
    expired.length = 0
    const adjustment = await payload.create({
      collection: 'eco-score-adjustments',
      data: { supplier: s.id, points: 0.5, reason: 'Take-back scheme checked', expiresAt: inDays(30).toISOString() },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    expect(adjustment.addedBy).toBe(staff.id)
    const after = await stored(s.id)
    expect(after.score).toBe(1.5)
    expect(after.breakdown?.adjustments).toEqual([
      { id: adjustment.id, points: 0.5, reason: 'Take-back scheme checked', expiresOn: dayIn(30) },
    ])
    expect((await history(s.id)).at(-1)).toEqual({
      old: 1,
      new: 1.5,
      why: 'Adjustment added: +0.5 (Take-back scheme checked)',
    })
    expect(expired).toEqual(['collection:suppliers'])
    await payload.update({
      collection: 'eco-score-adjustments',
      id: adjustment.id,
      data: { points: -1 },
      user: staff,
      overrideAccess: false,
    })
    expect((await stored(s.id)).score).toBe(0)
    expect((await history(s.id)).at(-1)?.why).toBe('Adjustment changed: -1 (Take-back scheme checked)')
    await payload.delete({ collection: 'eco-score-adjustments', id: adjustment.id, user: staff, overrideAccess: false })
    expect((await stored(s.id)).score).toBe(1)
    expect((await history(s.id)).at(-1)?.why).toBe('Adjustment removed: -1 (Take-back scheme checked)')
  })

  it('refuses points outside the bounds, in other than tenths, or of 0, with a clear message', async () => {
    const s = await supplier()
    for (const [points, message] of [
      [2.5, 'The adjustment must be from -2 to 2 points.'],
      [0.25, 'The adjustment is given in tenths of a point, such as 1.5.'],
      [0, 'An adjustment of 0 points changes nothing.'],
    ] as const) {
      const refusal = await payload
        .create({
          collection: 'eco-score-adjustments',
          data: { supplier: s.id, points, reason: 'x', expiresAt: inDays(30).toISOString() },
          user: staff,
          overrideAccess: false,
        })
        .then(
          () => null,
          (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors,
        )
      expect(refusal).toEqual([expect.objectContaining({ path: 'points', message })])
    }
    const answer = await rest('POST', 'eco-score-adjustments', {
      body: { supplier: s.id, points: 3, reason: 'x', expiresAt: inDays(30).toISOString() },
      token: (await restLogin('users', staff.email, TEST_PASSWORD)).token,
    })
    expect(answer.status).toBe(400)
    expect(await history(s.id)).toEqual([])
  })

  it('an adjustment counts through its last day and the daily check expires it after', async () => {
    const s = await supplier()
    await payload.create({
      collection: 'eco-score-adjustments',
      data: { supplier: s.id, points: 1, reason: 'Short-lived', expiresAt: `${dayIn(1)}T12:00:00.000Z` },
      user: staff,
    })
    expect((await stored(s.id)).score).toBe(1)
    // Its last day: still counted (nothing stale).
    await checkCertificateExpiry(payload, new Date(`${dayIn(1)}T20:00:00.000Z`))
    expect((await stored(s.id)).score).toBe(1)
    const summary = await checkCertificateExpiry(payload, inDays(2))
    expect(summary.scoresChanged).toBeGreaterThanOrEqual(1)
    expect((await stored(s.id)).score).toBe(0)
    expect((await history(s.id)).at(-1)).toEqual({ old: 1, new: 0, why: 'Adjustment expired: Short-lived' })
  })
})

describe('one transaction with the event', () => {
  it('an adjustment whose transaction fails after the recompute stores neither it, the score nor the history', async () => {
    const s = await supplier()
    await expect(
      withTransaction(payload, async (req) => {
        await payload.create({
          collection: 'eco-score-adjustments',
          data: { supplier: s.id, points: 2, reason: 'Never kept', expiresAt: inDays(30).toISOString() },
          user: staff,
          req,
        })
        throw new Error('forced failure after the recompute')
      }),
    ).rejects.toThrow('forced failure')
    expect((await stored(s.id)).score).toBe(0)
    expect(await history(s.id)).toEqual([])
    const { totalDocs } = await payload.count({
      collection: 'eco-score-adjustments',
      where: { supplier: { equals: s.id } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('a verification whose save fails after the recompute leaves the certificate unverified and the score as it was', async () => {
    const type = await certificationType(2)
    const s = await supplier([{ type: type.id, verified: false }])
    let seenInside: number | null = null
    await expect(
      withTransaction(payload, async (req) => {
        await payload.update({
          collection: 'suppliers',
          id: s.id,
          data: { certifications: [{ ...s.certifications![0], verifiedAt: new Date().toISOString() }] },
          user: staff,
          req,
        })
        const inside = await payload.findByID({ collection: 'suppliers', id: s.id, overrideAccess: true, req })
        seenInside = inside.ecoScore ?? null
        throw new Error('forced failure after the recompute')
      }),
    ).rejects.toThrow('forced failure')
    expect(seenInside).toBe(2)
    expect((await stored(s.id)).score).toBe(0)
    expect(await history(s.id)).toEqual([])
    const { rows } = await poolOf(payload).query(
      'select verified_at from suppliers_certifications where _parent_id = $1',
      [s.id],
    )
    expect(rows[0].verified_at).toBeNull()
  })
})

describe('nobody types a score', () => {
  it('staff cannot set the score or the breakdown, over REST or the Local API, even with overrideAccess', async () => {
    const s = await supplier()
    const token = (await restLogin('users', staff.email, TEST_PASSWORD)).token
    const answer = await rest('PATCH', `suppliers/${s.id}`, {
      body: { ecoScore: 9.9, ecoScoreBreakdown: { score: 9.9 }, ecoScoreChangedAt: new Date().toISOString() },
      token,
    })
    expect(answer.status).toBe(200)
    expect((await stored(s.id)).score).toBe(0)
    await payload.update({ collection: 'suppliers', id: s.id, data: { ecoScore: 8 }, overrideAccess: true })
    expect((await stored(s.id)).score).toBe(0)
    const made = await payload.create({
      collection: 'suppliers',
      data: {
        name: unique('Typed'),
        slug: `typed-${RUN}-${counter}`,
        description: 'x',
        location: 'Nowhere',
        category: category.id,
        ecoScore: 10,
        _status: 'published',
      },
      overrideAccess: true,
    })
    expect((await stored(made.id)).score).toBe(0)
  })

  it('a supplier account cannot change its score, breakdown, adjustments, history, certification types or a certificate’s type', async () => {
    const type = await certificationType(2)
    const s = await supplier([{ name: 'Own', verified: false }])
    const account = await createSupplierAccount(payload, s.id)
    const token = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token
    expect(token).toBeDefined()
    const asAccount = { user: { ...account, collection: 'supplier-accounts' as const }, overrideAccess: false }

    // Its listing: score, breakdown and a certificate's type are dropped (the save is a draft for staff).
    const patched = await rest('PATCH', `suppliers/${s.id}?draft=true`, {
      body: {
        ecoScore: 10,
        ecoScoreBreakdown: { score: 10 },
        certifications: [{ ...s.certifications![0], type: type.id, verifiedAt: new Date().toISOString() }],
      },
      token,
    })
    expect(patched.status).toBe(200)
    await payload.update({
      collection: 'suppliers',
      id: s.id,
      data: { ecoScore: 10, certifications: [{ ...s.certifications![0], type: type.id }] },
      draft: true,
      ...asAccount,
    })
    const draft = await payload.findByID({
      collection: 'suppliers',
      id: s.id,
      draft: true,
      overrideAccess: true,
      depth: 0,
    })
    expect(draft.certifications?.[0].type ?? null).toBeNull()
    expect(draft.certifications?.[0].verifiedAt ?? null).toBeNull()
    expect(draft.ecoScore).toBe(0)
    expect((await stored(s.id)).score).toBe(0)

    // Adjustments: no create, read, change or delete.
    const adjustment = await payload.create({
      collection: 'eco-score-adjustments',
      data: { supplier: s.id, points: -0.5, reason: 'Staff only', expiresAt: inDays(30).toISOString() },
      user: staff,
    })
    const body = { supplier: s.id, points: 2, reason: 'Mine', expiresAt: inDays(30).toISOString() }
    expect((await rest('POST', 'eco-score-adjustments', { body, token })).status).toBe(403)
    expect((await rest('PATCH', `eco-score-adjustments/${adjustment.id}`, { body: { points: 2 }, token })).status).toBe(
      403,
    )
    expect((await rest('DELETE', `eco-score-adjustments/${adjustment.id}`, { token })).status).toBe(403)
    expect((await rest('GET', `eco-score-adjustments/${adjustment.id}`, { token })).status).toBe(403)
    await expect(payload.create({ collection: 'eco-score-adjustments', data: body, ...asAccount })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'eco-score-adjustments', id: adjustment.id, data: { points: 2 }, ...asAccount }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'eco-score-adjustments', id: adjustment.id, ...asAccount }),
    ).rejects.toThrow()

    // Certification types: read only.
    const typeBody = { name: unique('Mine'), certifies: 'x', points: 2 }
    expect((await rest('POST', 'certification-types', { body: typeBody, token })).status).toBe(403)
    expect((await rest('PATCH', `certification-types/${type.id}`, { body: { points: 0 }, token })).status).toBe(403)
    expect((await rest('DELETE', `certification-types/${type.id}`, { token })).status).toBe(403)
    await expect(payload.create({ collection: 'certification-types', data: typeBody, ...asAccount })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'certification-types', id: type.id, data: { points: 0 }, ...asAccount }),
    ).rejects.toThrow()
    expect((await rest('GET', `certification-types/${type.id}`)).status).toBe(200)

    // History: its own readable, nobody writes; another listing's not found.
    const rows = await history(s.id)
    expect(rows.map((r) => r.why)).toEqual(['Adjustment added: -0.5 (Staff only)'])
    const own = JSON.parse((await rest('GET', `eco-score-changes?where[supplier][equals]=${s.id}`, { token })).text)
    expect(own.docs.map((d: { why: string }) => d.why)).toEqual(['Adjustment added: -0.5 (Staff only)'])
    const change = own.docs[0] as { id: number }
    const changeBody = { supplier: s.id, newScore: 10, why: 'Mine', changedAt: new Date().toISOString() }
    expect((await rest('POST', 'eco-score-changes', { body: changeBody, token })).status).toBe(403)
    expect((await rest('PATCH', `eco-score-changes/${change.id}`, { body: { newScore: 10 }, token })).status).toBe(403)
    expect((await rest('DELETE', `eco-score-changes/${change.id}`, { token })).status).toBe(403)
    await expect(payload.create({ collection: 'eco-score-changes', data: changeBody, ...asAccount })).rejects.toThrow()
    const staffToken = (await restLogin('users', staff.email, TEST_PASSWORD)).token
    expect((await rest('POST', 'eco-score-changes', { body: changeBody, token: staffToken })).status).toBe(403)
    const other = await supplier()
    await payload.create({
      collection: 'eco-score-adjustments',
      data: { supplier: other.id, points: 1, reason: 'Other', expiresAt: inDays(30).toISOString() },
      user: staff,
    })
    const theirs = JSON.parse(
      (await rest('GET', `eco-score-changes?where[supplier][equals]=${other.id}`, { token })).text,
    )
    expect(theirs.docs).toEqual([])
    expect((await rest('GET', `eco-score-changes?where[supplier][equals]=${other.id}`)).status).toBe(403)
    expect((await stored(s.id)).score).toBe(0)
  })
})

describe('the migration that replaced typed scores', () => {
  it('recomputes every supplier: a typed score becomes the one its evidence earns, recorded in its history', async () => {
    const type = await certificationType(1.5)
    const typed = await supplier([{ type: type.id }])
    // A score typed before issue 31: no breakdown, a number staff chose.
    await poolOf(payload).query(
      'update suppliers set eco_score = 8.4, eco_score_breakdown = null, eco_score_changed_at = null where id = $1',
      [typed.id],
    )
    const why = 'Eco-Score computed from verified evidence (the typed score replaced)'
    await withTransaction(payload, (req) => recomputeAllEcoScores(req, why))
    const after = await stored(typed.id)
    expect(after.score).toBe(1.5)
    expect(after.breakdown?.certifications[0].points).toBe(1.5)
    expect((await history(typed.id)).at(-1)).toEqual({ old: 8.4, new: 1.5, why })
  })

  it('inserted the recognised certification types, which existing certificates are linked to by name', async () => {
    expect(typeForCertificateName('ISO 14001:2015 certificate')?.name).toBe('ISO 14001 Environmental Management')
    const { rows } = await poolOf(payload).query('select name, points from certification_types where name = any($1)', [
      CERTIFICATION_TYPES.map((t) => t.name),
    ])
    expect(rows).toHaveLength(CERTIFICATION_TYPES.length)
  })
})

describe('every supplier list follows the computed score', () => {
  it('city, category, all-suppliers and search lists order by the score evidence earns, and reorder when it changes', async () => {
    const city = `Ecotown ${RUN}`
    const t1 = await certificationType(1)
    const t2 = await certificationType(2)
    // Scores of 1 and more: the all-suppliers list shows the best 500 of every test's suppliers.
    const low = await supplier([{ type: t1.id }], { location: city })
    const mid = await supplier([{ type: t2.id }], { location: city })
    const high = await supplier([{ type: t2.id }, { type: t1.id }], { location: city })
    const ours = new Set([low.id, mid.id, high.id])
    const orderOf = (ids: number[]) => ids.filter((id) => ours.has(id))
    const lists = async () => ({
      city: orderOf((await getSuppliersForCity(city)).map((s) => Number(s.id))),
      category: orderOf((await getSuppliersByCategory(category.id)).map((s) => Number(s.id))),
      all: orderOf((await getAllSuppliers()).map((s) => Number(s.id))),
      search: orderOf((await searchSupplierIds(payload, parseSearchParams(new URLSearchParams({ city })))).ids),
    })
    const expected = [high.id, mid.id, low.id]
    expect(await lists()).toEqual({ city: expected, category: expected, all: expected, search: expected })
    // Evidence changes the order: an adjustment lifts the lowest above the middle one.
    await payload.create({
      collection: 'eco-score-adjustments',
      data: { supplier: low.id, points: 1.5, reason: 'Lifted', expiresAt: inDays(30).toISOString() },
      user: staff,
    })
    const reordered = [high.id, low.id, mid.id]
    expect((await stored(low.id)).score).toBe(2.5)
    expect(await lists()).toEqual({ city: reordered, category: reordered, all: reordered, search: reordered })
  })
})
