import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Product, Supplier, SupplierAccount, User } from '@payload-types'
import { saveProductForm, sendProductForReview } from '@/lib/account/products'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { siteSettings } from '@/seed/data/globals'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Who may change a product (issue 30): a supplier account only its own listing's products, only as drafts, never
// the staff-only fields (material type, data type, 'EPD verified'), never the material types or another listing's
// EPD documents, each bad value refused with its field's message and nothing stored (REST and the Local API as the
// account, rows compared before and after); verification stamped for staff and cleared by a supplier's change of a
// verified figure; unique slugs; the review flow and its e-mails.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f ' +
    '\n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n45\n%%EOF\n',
)

let payload: Payload
let pool: pg.Pool
let editor: User
let listingA: Supplier
let listingB: Supplier
let accountA: SupplierAccount
let accountB: SupplierAccount
let tokenA: string
let category: number
let materialType: number
let productB: Product
let documentB: number

const asUser = (account: SupplierAccount) => ({ ...account, collection: 'supplier-accounts' as const })

const EPD = {
  declaredUnitQuantity: 1,
  declaredUnit: 'm3',
  massPerDeclaredUnit: 140,
  registrationNumber: 'SAMPLE-ACCESS-1',
  programmeOperator: 'Sample Programme',
  pcrName: 'Sample PCR',
  pcrVersion: '1.0',
  standard: 'en15804-a2',
  verifier: 'Sample Verifier',
  issuedOn: '2024-03-15',
  validUntil: '2029-03-14',
  dataTypeClaimed: 'product-specific',
  documentUrl: 'https://epd.example.org/sample/access-1.pdf',
  gwp: { a1a3: -95.4, a4: 6.2, a5: null, c1: null, c2: null, c3: 231.8, c4: 0.4, d: -88.7 },
  biogenicCarbonA1A3: -231.6,
  recycledContent: 12,
  serviceLifeYears: 50,
  plantLocation: 'Hexham',
} as const

const mainRows = async () => (await pool.query('select * from products order by id')).rows
const versionRows = async () => (await pool.query('select * from _products_v order by id')).rows
const typeRows = async () => (await pool.query('select * from material_types order by id')).rows
const documentRows = async () => (await pool.query('select * from epd_documents order by id')).rows
const snapshot = async () => ({
  main: await mainRows(),
  versions: await versionRows(),
  types: await typeRows(),
  documents: await documentRows(),
})
const latestDraft = (id: number) =>
  payload.findByID({ collection: 'products', id, draft: true, overrideAccess: true, depth: 0 })
const errorsOf = (text: string) =>
  Object.fromEntries(
    (JSON.parse(text) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors
      .flatMap((e) => e.data?.errors ?? [])
      .map((e) => [e.path, e.message]),
  )

async function emailsTo(address: string, keyLike: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await pool.query(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 and input->>'idempotencyKey' like $2 order by id`,
    [address, keyLike],
  )
  return rows.map((r: { input: { subject: string; text: string } }) => r.input)
}

/** The portal's product form as a browser posts it. */
function form(fields: Record<string, string | File>): FormData {
  const data = new FormData()
  const base: Record<string, string> = {
    name: 'Portal board',
    description: 'A board.',
    category: String(category),
    'epd.declaredUnitQuantity': '1',
    'epd.declaredUnit': 'm3',
    'epd.standard': 'en15804-a2',
    'epd.issuedOn': '2024-03-15',
    'epd.validUntil': '2029-03-14',
    'epd.dataTypeClaimed': 'product-specific',
    'epd.gwp.a1a3': '-95.4',
  }
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.append(key, value)
  return data
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  editor = await createStaffUser(payload, 'editor')
  listingA = await createListing(payload, 'Product Access Alpha')
  listingB = await createListing(payload, 'Product Access Beta')
  accountA = await createSupplierAccount(payload, listingA.id)
  accountB = await createSupplierAccount(payload, listingB.id)
  tokenA = (await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)).token!
  category = typeof listingA.category === 'object' ? listingA.category.id : listingA.category
  materialType = (
    await payload.create({
      collection: 'material-types',
      data: { name: 'Access test board', slug: 'access-test-board', declaredUnit: 'm3' },
      overrideAccess: true,
    })
  ).id
  documentB = (
    await payload.create({
      collection: 'epd-documents',
      data: { supplier: listingB.id },
      file: { data: PDF, mimetype: 'application/pdf', name: 'beta-epd.pdf', size: PDF.length },
      overrideAccess: true,
    })
  ).id
  productB = await payload.create({
    collection: 'products',
    data: {
      supplier: listingB.id,
      name: 'Beta lime plaster',
      slug: 'beta-lime-plaster',
      category,
      epd: { ...EPD, document: documentB },
      _status: 'published',
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await pool?.query(`delete from payload_jobs where input->>'idempotencyKey' like 'product-%'`)
  await pool?.end()
})

describe('a supplier account saving products', () => {
  it('refuses each bad value with its field’s message and stores nothing (REST and Local API)', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ massPerDeclaredUnit: -140 }, 'epd.massPerDeclaredUnit', /greater than 0 kg/],
      [{ gwp: { ...EPD.gwp, a1a3: null } }, 'epd.gwp.a1a3', /A1–A3 is required/],
      [{ validUntil: '2020-01-01' }, 'epd.validUntil', /after the date of issue/],
      [{ declaredUnit: 'ft3' }, 'epd.declaredUnit', /must be one of/],
      [{ declaredUnit: null, declaredUnitQuantity: null }, 'epd.declaredUnit', /declared unit is required/],
      [{ recycledContent: 140 }, 'epd.recycledContent', /0 to 100/],
      [{ issuedOn: '2024-02-30' }, 'epd.issuedOn', /real date/],
    ]
    for (const [change, field, message] of cases) {
      const before = await snapshot()
      const data = { name: 'Bad board', category, epd: { ...EPD, ...change } }
      const answer = await rest('POST', 'products', { token: tokenA, body: data })
      expect(answer.status, field).toBe(400)
      expect(errorsOf(answer.text)[field], field).toMatch(message)
      await expect(
        payload.create({ collection: 'products', data: data as never, user: asUser(accountA), overrideAccess: false }),
        field,
      ).rejects.toThrow()
      expect(await snapshot(), field).toEqual(before)
    }
    const before = await snapshot()
    const noName = await rest('POST', 'products', { token: tokenA, body: { name: ' ', category } })
    expect(noName.status).toBe(400)
    expect(errorsOf(noName.text).name).toBe("Please enter the product's name.")
    expect(await snapshot()).toEqual(before)
  })

  it('stores a new product of its own listing as a draft, without any staff-only field, whatever it sends', async () => {
    const answer = await rest('POST', 'products', {
      token: tokenA,
      body: {
        name: 'Beta lime plaster',
        slug: productB.slug,
        supplier: listingB.id,
        category,
        materialType,
        epd: { ...EPD, dataType: 'generic' },
        epdVerified: true,
        reviewStatus: null,
        _status: 'published',
      },
    })
    expect(answer.status, answer.text).toBe(201)
    const id = (JSON.parse(answer.text) as { doc: { id: number } }).doc.id
    const row = (await pool.query('select * from products where id = $1', [id])).rows[0]
    expect(row).toMatchObject({
      supplier_id: listingA.id,
      _status: 'draft',
      material_type_id: null,
      epd_data_type: null,
      epd_data_type_claimed: 'product-specific',
      epd_verified: false,
      epd_verified_by_id: null,
    })
    // The same name as another listing's product: its own address, never the other's.
    expect(row.slug).toBe(`beta-lime-plaster-${listingA.slug}`)
  })

  it("cannot change another listing's product, nor the material types (REST and Local API)", async () => {
    const before = await snapshot()
    const patch = await rest('PATCH', `products/${productB.id}`, { token: tokenA, body: { name: 'Taken over' } })
    expect([403, 404]).toContain(patch.status)
    await expect(
      payload.update({
        collection: 'products',
        id: productB.id,
        data: { name: 'Taken over' },
        user: asUser(accountA),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const bulk = await rest('PATCH', `products?where[supplier][equals]=${listingB.id}`, {
      token: tokenA,
      body: { name: 'Taken over' },
    })
    expect(JSON.parse(bulk.text).docs ?? []).toEqual([])
    expect((await rest('DELETE', `products/${productB.id}`, { token: tokenA })).status).toBe(403)
    const type = await rest('POST', 'material-types', { token: tokenA, body: { name: 'Mine', declaredUnit: 'kg' } })
    expect(type.status).toBe(403)
    expect((await rest('PATCH', `material-types/${materialType}`, { token: tokenA, body: { name: 'x' } })).status).toBe(
      403,
    )
    await expect(
      payload.update({
        collection: 'material-types',
        id: materialType,
        data: { name: 'x' },
        user: asUser(accountA),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(await snapshot()).toEqual(before)
  })

  it("cannot attach another listing's EPD document", async () => {
    const before = await snapshot()
    const answer = await rest('POST', 'products', {
      token: tokenA,
      body: { name: 'Borrowed document', category, epd: { ...EPD, document: documentB } },
    })
    expect(answer.status).toBe(400)
    expect(errorsOf(answer.text)['epd.document']).toBe('Choose an EPD document uploaded for your own listing.')
    expect(await snapshot()).toEqual(before)
  })

  it('changes its own published product only as a draft, and a changed figure clears the verification', async () => {
    const own = await payload.create({
      collection: 'products',
      data: {
        supplier: listingA.id,
        name: 'Alpha verified board',
        slug: 'alpha-verified-board',
        category,
        materialType,
        epd: { ...EPD, dataType: 'product-specific' },
        epdVerified: true,
        _status: 'published',
      },
      user: editor,
      overrideAccess: false,
    })
    // Staff verifying are stamped as the verifier, with the moment.
    expect(own.epdVerified).toBe(true)
    expect(typeof own.epdVerifiedBy === 'object' ? own.epdVerifiedBy?.id : own.epdVerifiedBy).toBe(editor.id)
    expect(Date.now() - new Date(own.epdVerifiedAt!).getTime()).toBeLessThan(60_000)
    const published = (await pool.query('select * from products where id = $1', [own.id])).rows[0]

    // A change of words only keeps the verification.
    await payload.update({
      collection: 'products',
      id: own.id,
      data: { description: 'Now with a description.', epdVerified: false, materialType: null },
      user: asUser(accountA),
      overrideAccess: false,
    })
    let draft = await latestDraft(own.id)
    expect(draft).toMatchObject({ _status: 'draft', description: 'Now with a description.', epdVerified: true })
    expect(draft.materialType).toBe(materialType)

    const answer = await rest('PATCH', `products/${own.id}`, {
      token: tokenA,
      body: { epd: { gwp: { a1a3: -80 }, dataType: 'generic' }, _status: 'published' },
    })
    expect(answer.status, answer.text).toBe(200)
    draft = await latestDraft(own.id)
    expect(draft._status).toBe('draft')
    expect(draft.epd?.gwp?.a1a3).toBe(-80)
    expect(draft.epd?.dataType).toBe('product-specific')
    expect(draft.epdVerified).toBe(false)
    expect(draft.epdVerifiedBy ?? null).toBeNull()
    expect(draft.epdVerifiedAt ?? null).toBeNull()
    // The published row is as staff published it.
    expect((await pool.query('select * from products where id = $1', [own.id])).rows[0]).toEqual(published)
  })

  it('keeps a slug unique for staff too: a second product of one name and supplier gets a number', async () => {
    const make = () =>
      payload.create({
        collection: 'products',
        data: { supplier: listingB.id, name: 'Twin board', slug: '', category },
        user: editor,
        overrideAccess: false,
        draft: true,
      })
    const first = await make()
    const second = await make()
    const third = await make()
    expect(first.slug).toBe('twin-board')
    expect(second.slug).toBe(`twin-board-${listingB.slug}`)
    expect(third.slug).toBe(`twin-board-${listingB.slug}-2`)
  })

  it('lets staff keep an incomplete EPD in a draft but never publish one (REST and Local API)', async () => {
    const partial = { declaredUnitQuantity: 1, declaredUnit: 'm3', standard: 'en15804-a2' } as const
    const draft = await payload.create({
      collection: 'products',
      data: { supplier: listingB.id, name: 'Half-declared board', slug: '', category, epd: partial },
      user: editor,
      overrideAccess: false,
      draft: true,
    })
    const before = await snapshot()
    await expect(
      payload.update({
        collection: 'products',
        id: draft.id,
        data: { _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/invalid/i)
    const { token } = await restLogin('users', editor.email, TEST_PASSWORD)
    const response = await rest('PATCH', `products/${draft.id}`, { token, body: { _status: 'published' } })
    expect(response.status).toBe(400)
    const errors = errorsOf(response.text)
    expect(Object.keys(errors).some((path) => path.startsWith('epd.'))).toBe(true)
    expect(await snapshot()).toEqual(before)
    // Completed, it publishes.
    const published = await payload.update({
      collection: 'products',
      id: draft.id,
      data: { epd: { ...EPD }, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect(published._status).toBe('published')
  })

  it('never gives a product the address of the comparison page (/materials/compare)', async () => {
    const named = await payload.create({
      collection: 'products',
      data: { supplier: listingB.id, name: 'Compare', slug: '', category },
      user: editor,
      overrideAccess: false,
      draft: true,
    })
    expect(named.slug).toBe(`compare-${listingB.slug}`)
    const before = await snapshot()
    await expect(
      payload.create({
        collection: 'products',
        data: { supplier: listingB.id, name: 'Typed slug', slug: 'compare', category },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'slug', message: expect.stringContaining("'compare'") })] },
    })
    expect(await snapshot()).toEqual(before)
  })
})

describe('the portal form and the review', () => {
  let id: number

  it('names each field the form gets wrong and uploads nothing', async () => {
    const before = await snapshot()
    const bad = await saveProductForm(
      payload,
      accountA,
      form({
        'epd.gwp.a1a3': '',
        'epd.massPerDeclaredUnit': 'heavy',
        'epd.documentFile': new File(['not a pdf'], 'epd.txt', { type: 'text/plain' }),
      }),
      { id: null, submit: false },
    )
    expect(bad.status).toBe('error')
    expect(bad.fieldErrors).toMatchObject({
      'epd.gwp.a1a3': expect.stringMatching(/A1–A3 is required/),
      'epd.massPerDeclaredUnit': expect.stringMatching(/number of kilograms/),
      'epd.documentFile': expect.stringMatching(/must be a PDF file/),
    })
    // A PDF over what one form post may carry is named, not refused as a whole post.
    const large = new File([PDF, Buffer.alloc(5 * 1024 * 1024)], 'large-epd.pdf', { type: 'application/pdf' })
    const tooLarge = await saveProductForm(payload, accountA, form({ 'epd.documentFile': large }), {
      id: null,
      submit: false,
    })
    expect(tooLarge.fieldErrors?.['epd.documentFile']).toBe(
      '“large-epd.pdf” was not saved: the EPD document must be at most 5 MB.',
    )
    expect(await snapshot()).toEqual(before)
  })

  it('saves a draft with its PDF, sends it for review (staff e-mailed once), and staff publish it', async () => {
    const saved = await saveProductForm(
      payload,
      accountA,
      form({ 'epd.documentFile': new File([PDF], 'alpha-epd.pdf', { type: 'application/pdf' }) }),
      { id: null, submit: false },
    )
    expect(saved.status, JSON.stringify(saved)).toBe('done')
    id = saved.id!
    let draft = await latestDraft(id)
    expect(draft.reviewStatus ?? null).toBeNull()
    const document = await payload.findByID({
      collection: 'epd-documents',
      id: draft.epd!.document as number,
      overrideAccess: true,
    })
    expect(typeof document.supplier === 'object' ? document.supplier.id : document.supplier).toBe(listingA.id)

    if (!(await emailSiteFacts(payload)).staffEmail)
      await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, overrideAccess: true })
    const { staffEmail } = await emailSiteFacts(payload)
    expect(await sendProductForReview(payload, accountA, id)).toMatchObject({ status: 'done' })
    expect(await sendProductForReview(payload, accountA, id)).toMatchObject({ status: 'done' })
    draft = await latestDraft(id)
    expect(draft.reviewStatus).toBe('pending')
    const toStaff = await emailsTo(staffEmail!, `product-submitted:${id}:%`)
    expect(toStaff).toHaveLength(1)
    expect(toStaff[0].subject).toMatch(/^New product to review: Portal board \(Product Access Alpha\)/)

    // Another account cannot send it.
    expect(await sendProductForReview(payload, accountB, id)).toMatchObject({ status: 'error' })

    await payload.update({
      collection: 'products',
      id,
      data: { materialType, epd: { dataType: 'product-specific' }, epdVerified: true, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const row = (await pool.query('select * from products where id = $1', [id])).rows[0]
    expect(row).toMatchObject({ _status: 'published', epd_verified: true, review_status: null })
    const toSupplier = await emailsTo(accountA.email, `product-review:published:${id}:%`)
    expect(toSupplier).toHaveLength(1)
    expect(toSupplier[0].text).toContain(`/materials/${row.slug}`)
  })

  it('staff reject with a reason (e-mailed), never while publishing; a rejection needs its reason', async () => {
    await saveProductForm(payload, accountA, form({ 'epd.gwp.a1a3': '-90' }), { id, submit: true })
    expect((await latestDraft(id)).reviewStatus).toBe('pending')
    const before = await snapshot()
    await expect(
      payload.update({
        collection: 'products',
        id,
        data: { reviewStatus: 'rejected', rejectionReason: 'x', _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Review/)
    await expect(
      payload.update({
        collection: 'products',
        id,
        data: { reviewStatus: 'rejected', rejectionReason: ' ' },
        draft: true,
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Reason for rejecting/)
    expect(await snapshot()).toEqual(before)
    await payload.update({
      collection: 'products',
      id,
      data: { reviewStatus: 'rejected', rejectionReason: 'The EPD document gives -95.4, not -90.' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const emails = await emailsTo(accountA.email, `product-review:rejected:${id}:%`)
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain('Reason: The EPD document gives -95.4, not -90.')
    expect((await pool.query('select epd_gwp_a1a3 from products where id = $1', [id])).rows[0].epd_gwp_a1a3).toBe(
      '-95.4',
    )
  })
})
