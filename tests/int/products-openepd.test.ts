import { readFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Product, Supplier, SupplierAccount, User } from '@payload-types'
import { importOpenEpdForAccount, OPENEPD_REFUSED } from '@/lib/account/products'
import { importOpenEpd } from '@/lib/materials/openepd'
import { storedEpdOf } from '@/lib/materials/product-rules'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// openEPD in and out of the products collection (issue 30): staff's import endpoint and the portal's import (as the
// account), the broken documents each named field by field with nothing stored, a product's export that imports back
// to the same figures, and a material type's products as CSV.

const FIXTURES = path.resolve(import.meta.dirname, '../unit/fixtures/openepd')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8')

let payload: Payload
let pool: pg.Pool
let admin: User
let listingA: Supplier
let listingB: Supplier
let accountA: SupplierAccount
let staffToken: string
let tokenA: string
let tokenB: string

const countOf = async (table: string) => Number((await pool.query(`select count(*) from ${table}`)).rows[0].count)
const productRows = async () => ({ products: await countOf('products'), versions: await countOf('_products_v') })

function importForm(json: string, supplier: string | number, name = 'epd.json'): FormData {
  const form = new FormData()
  form.append('supplier', String(supplier))
  form.append('file', new File([json], name, { type: 'application/json' }))
  return form
}

const errorsOf = (text: string) =>
  Object.fromEntries(
    (JSON.parse(text) as { errors: { field: string; message: string }[] }).errors.map((e) => [e.field, e.message]),
  )

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  listingA = await createListing(payload, 'OpenEPD Test Alpha Boards')
  listingB = await createListing(payload, 'OpenEPD Test Beta Plaster')
  accountA = await createSupplierAccount(payload, listingA.id)
  const accountB = await createSupplierAccount(payload, listingB.id)
  staffToken = (await restLogin('users', admin.email, TEST_PASSWORD)).token!
  tokenA = (await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)).token!
  tokenB = (await restLogin('supplier-accounts', accountB.email, TEST_PASSWORD)).token!
})

afterAll(async () => {
  await pool?.end()
})

describe('staff import an openEPD document (POST /api/products/import-openepd)', () => {
  it('makes each valid document a draft product of the supplier named, with its figures', async () => {
    for (const name of ['wood-fibre-board.json', 'mineral-wool.json', 'lime-plaster.json']) {
      const json = fixture(name)
      const answer = await rest('POST', 'products/import-openepd', {
        token: staffToken,
        form: importForm(json, listingA.slug),
      })
      expect(answer.status, answer.text).toBe(201)
      const { doc } = JSON.parse(answer.text) as { doc: { id: number } }
      const product = await payload.findByID({ collection: 'products', id: doc.id, draft: true, overrideAccess: true })
      const read = importOpenEpd(json)
      if (!read.ok) throw new Error('fixture does not read')
      expect(product._status).toBe('draft')
      expect(typeof product.supplier === 'object' ? product.supplier.id : product.supplier).toBe(listingA.id)
      expect(product.name).toBe(read.draft.name)
      expect(product.epd).toMatchObject(storedEpdOf(read.draft.epd))
      // Staff decide the data type: the document's is kept as the supplier's claim.
      expect(product.epd?.dataType ?? null).toBeNull()
      expect(product.epdVerified).toBe(false)
    }
  })

  it('names every field of a broken document and stores nothing', async () => {
    const cases: [string, Record<string, RegExp>][] = [
      ['broken-no-declared-unit.json', { declared_unit: /^The declared unit is missing/ }],
      ['broken-unknown-unit.json', { 'declared_unit.unit': /'ft3' is not one we compare/ }],
      ['broken-no-a1a3.json', { 'impacts.EF 3.1.gwp.A1A2A3': /^GWP-total for A1–A3 is missing/ }],
      ['broken-valid-until-before-issue.json', { valid_until: /must be after the date of issue \(2024-03-15\)/ }],
      ['broken-negative-mass.json', { 'kg_per_declared_unit.qty': /greater than 0 kg, not -140/ }],
      ['broken-not-json.json', { '(document)': /^The file is not valid JSON/ }],
    ]
    for (const [name, expected] of cases) {
      const before = await productRows()
      const answer = await rest('POST', 'products/import-openepd', {
        token: staffToken,
        form: importForm(fixture(name), listingA.id),
      })
      expect(answer.status, name).toBe(400)
      const errors = errorsOf(answer.text)
      expect(Object.keys(errors), name).toEqual(Object.keys(expected))
      for (const [field, message] of Object.entries(expected)) expect(errors[field], name).toMatch(message)
      expect(await productRows(), name).toEqual(before)
    }
  })

  it('refuses a missing supplier, a missing file, suppliers and visitors', async () => {
    const before = await productRows()
    const json = fixture('lime-plaster.json')
    const noSupplier = await rest('POST', 'products/import-openepd', { token: staffToken, form: importForm(json, '') })
    expect(noSupplier.status).toBe(400)
    expect(errorsOf(noSupplier.text).supplier).toBe('Choose the supplier the product belongs to.')
    const unknown = await rest('POST', 'products/import-openepd', {
      token: staffToken,
      form: importForm(json, 'no-such-supplier'),
    })
    expect(unknown.status).toBe(400)
    const noFile = new FormData()
    noFile.append('supplier', String(listingA.id))
    expect((await rest('POST', 'products/import-openepd', { token: staffToken, form: noFile })).status).toBe(400)
    const asAccount = await rest('POST', 'products/import-openepd', {
      token: tokenA,
      form: importForm(json, listingA.id),
    })
    expect(asAccount.status).toBe(403)
    expect((await rest('POST', 'products/import-openepd', { form: importForm(json, listingA.id) })).status).toBe(401)
    expect(await productRows()).toEqual(before)
  })
})

describe('the portal imports an openEPD file as the account', () => {
  const form = (json: string, name = 'epd.json') => {
    const data = new FormData()
    data.append('file', new File([json], name, { type: 'application/json' }))
    return data
  }

  it("fills a new draft of the account's own listing", async () => {
    const result = await importOpenEpdForAccount(payload, accountA, form(fixture('mineral-wool.json')))
    expect(result.status).toBe('done')
    const product = await payload.findByID({
      collection: 'products',
      id: result.id!,
      draft: true,
      overrideAccess: true,
    })
    expect(typeof product.supplier === 'object' ? product.supplier.id : product.supplier).toBe(listingA.id)
    expect(product._status).toBe('draft')
    expect(product.reviewStatus ?? null).toBeNull()
  })

  it('lists what cannot be read, field by field, and stores nothing', async () => {
    for (const name of ['broken-no-declared-unit.json', 'broken-negative-mass.json', 'broken-not-json.json']) {
      const before = await productRows()
      const result = await importOpenEpdForAccount(payload, accountA, form(fixture(name)))
      expect(result.status, name).toBe('error')
      expect(result.message).toBe(OPENEPD_REFUSED)
      expect(result.problems?.length, name).toBe(1)
      expect(await productRows(), name).toEqual(before)
    }
    const empty = await importOpenEpdForAccount(payload, accountA, new FormData())
    expect(empty).toEqual({ status: 'error', message: expect.stringMatching(/^Choose an openEPD JSON file/) })
  })
})

describe('a product exported as openEPD (GET /api/products/:id/openepd.json)', () => {
  let product: Product

  beforeAll(async () => {
    const answer = await rest('POST', 'products/import-openepd', {
      token: staffToken,
      form: importForm(fixture('wood-fibre-board.json'), listingB.id),
    })
    const { doc } = JSON.parse(answer.text) as { doc: { id: number } }
    product = await payload.findByID({ collection: 'products', id: doc.id, draft: true, overrideAccess: true })
  })

  it('imports back to the same figures, through the import endpoint too', async () => {
    const answer = await rest('GET', `products/${product.id}/openepd.json`, { token: staffToken })
    expect(answer.status, answer.text).toBe(200)
    const again = importOpenEpd(answer.text)
    if (!again.ok) throw new Error(JSON.stringify(again.errors))
    const original = importOpenEpd(fixture('wood-fibre-board.json'))
    if (!original.ok) throw new Error('fixture does not read')
    expect(again.draft).toEqual(original.draft)
    const reimported = await rest('POST', 'products/import-openepd', {
      token: staffToken,
      form: importForm(answer.text, listingB.id),
    })
    expect(reimported.status).toBe(201)
    const { doc } = JSON.parse(reimported.text) as { doc: { id: number; slug: string } }
    const copy = await payload.findByID({ collection: 'products', id: doc.id, draft: true, overrideAccess: true })
    expect(copy.epd).toEqual(product.epd)
    expect(copy.name).toBe(product.name)
    // Same name, same supplier: the copy has an address of its own.
    expect(doc.slug).not.toBe(product.slug)
  })

  it('shows a draft to staff and its own accounts only; a published product to anyone', async () => {
    const path = `products/${product.id}/openepd.json`
    expect((await rest('GET', path)).status).toBe(404)
    expect((await rest('GET', path, { token: tokenA })).status).toBe(404)
    expect((await rest('GET', path, { token: tokenB })).status).toBe(200)
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { _status: 'published' },
      user: admin,
      overrideAccess: false,
    })
    const anyone = await rest('GET', path)
    expect(anyone.status).toBe(200)
    expect(JSON.parse(anyone.text)).toMatchObject({ doctype: 'openEPD', product_name: product.name })
    expect((await rest('GET', 'products/999999999/openepd.json')).status).toBe(404)
  })
})

describe("a material type's products as CSV (GET /api/material-types/:id/products.csv)", () => {
  it('lists its published products with every figure per declared unit, drafts left out', async () => {
    const type = await payload.create({
      collection: 'material-types',
      data: { name: 'CSV test boards', slug: 'csv-test-boards', declaredUnit: 'm3' },
      overrideAccess: true,
    })
    const make = async (name: string, published: boolean) => {
      const read = importOpenEpd(fixture('wood-fibre-board.json'))
      if (!read.ok) throw new Error('fixture does not read')
      const data = {
        supplier: listingA.id,
        name,
        slug: '',
        category: typeof listingA.category === 'object' ? listingA.category.id : listingA.category,
        materialType: type.id,
        epd: { ...storedEpdOf(read.draft.epd), dataType: 'product-specific' as const },
      }
      return published
        ? payload.create({ collection: 'products', data: { ...data, _status: 'published' }, overrideAccess: true })
        : payload.create({ collection: 'products', data, draft: true, overrideAccess: true })
    }
    await make('CSV published board', true)
    await make('CSV draft board', false)
    const answer = await rest('GET', `material-types/${type.id}/products.csv`)
    expect(answer.status).toBe(200)
    const lines = answer.text.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toContain('GWP-total A1–A3 per 1 m³ (kg CO2e)')
    expect(lines[1]).toMatch(/^CSV published board,OpenEPD Test Alpha Boards,Not verified,1 m³,140,-95.4,/)
    expect((await rest('GET', 'material-types/999999999/products.csv')).status).toBe(404)
  })
})
