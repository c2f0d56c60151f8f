import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { csvCell } from '@/lib/csv'
import { parseSupplierCsv, SUPPLIER_CSV_COLUMNS, type SupplierCsvRecord } from '@/lib/suppliers/csv'
import { createStaffUser, testPayload } from './helpers'

const GET = REST_GET(config)
const POST = REST_POST(config)

type Report = { rows: number; created: number; updated: number; failed: { line: number; reason: string }[] }

let payload: Payload
const run = `imp${Date.now().toString(36)}`

async function token(role: 'admin' | 'editor'): Promise<string> {
  const user = await createStaffUser(payload, role)
  if (user.role !== role) return token(role)
  const { token: jwt } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'correct-horse-battery-staple' },
  })
  if (!jwt) throw new Error('no token')
  return jwt
}

/** A request through Payload's real REST handlers, as mounted at /api. */
async function rest(method: 'GET' | 'POST', path: string, auth?: string, csv?: string) {
  const url = new URL(`http://localhost/api/${path}`)
  const headers: Record<string, string> = auth ? { authorization: `JWT ${auth}` } : {}
  let body: FormData | undefined
  if (csv !== undefined) {
    body = new FormData()
    body.set('file', new Blob([csv], { type: 'text/csv' }), 'suppliers.csv')
  }
  const handler = method === 'GET' ? GET : POST
  const response = await handler(new Request(url, { method, headers, body }), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
  })
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') }
}

const CATEGORIES = ['timber', 'insulation', 'concrete'].map((slug) => `${run}-${slug}`)

/** Supplier i of this run, in the CSV's canonical form (what an export writes back). */
function record(i: number): SupplierCsvRecord {
  const expiry = `2027-${String((i % 12) + 1).padStart(2, '0')}-15`
  return {
    name: `${run} Supplier ${i}`,
    slug: `${run}-supplier-${i}`,
    // One description runs over two lines (a quoted cell), so later rows' line numbers are not their index + 2.
    description:
      i === 3 ? `Reclaimed timber, "kiln dried",\nsold by the cubic metre.` : `Supplier ${i}, sustainable materials.`,
    // Towns of this run only: the shared database's enquiry tests route by city and must not reach these.
    location: `${run} ${['North', 'South', 'East'][i % 3]}`,
    serviceAreas: i % 2 ? `${run} West;${run} Central` : '',
    // Ignored on import: the export shows the score computed from verified evidence (these rows have none).
    ecoScore: '0',
    category: CATEGORIES[i % CATEGORIES.length] as string,
    certifications:
      i % 4 === 0 ? `FSC|Forest Stewardship Council|FSC-C${i}||${expiry};Cradle to Cradle||||${expiry}|blue` : '',
    products: i % 5 === 0 ? 'Beams;Cladding\\;trim;Decking' : '',
    imageUrl: i % 7 === 0 ? '/images/supplier-1.webp' : '',
    contactEmail: `sales-${i}@${run}.example`,
    website: i % 3 === 0 ? `https://${run}-${i}.example` : '',
    leadBonusEnabled: i % 6 === 0 ? 'true' : 'false',
    leadBonusAmount: i % 6 === 0 ? '1500' : '',
    // Bases in the Outer Hebrides and Skye: no other test searches near them.
    base: ['', 'Stornoway', 'Portree'][i % 3] as string,
    deliveryRadiusMiles: i % 3 === 1 ? '15' : '',
    deliversUkWide: i % 3 === 2 ? 'true' : 'false',
  }
}

const line = (r: SupplierCsvRecord) => SUPPLIER_CSV_COLUMNS.map((c) => csvCell(r[c] ?? '')).join(',')

/** The file: 500 rows of which 3 break the collection's rules, with the bad rows' line numbers and reasons. */
function catalogue(): { csv: string; records: SupplierCsvRecord[]; bad: Map<number, RegExp> } {
  const records: SupplierCsvRecord[] = []
  const bad = new Map<number, RegExp>()
  const lines = [SUPPLIER_CSV_COLUMNS.join(',')]
  let fileLine = 2
  for (let i = 0; i < 500; i += 1) {
    const r = record(i)
    let reason: RegExp | null = null
    if (i === 42) [r.leadBonusEnabled, reason] = ['maybe', /leadBonusEnabled 'maybe' is not true or false/]
    if (i === 250) [r.contactEmail, reason] = ['not-an-email', /valid email/i]
    if (i === 499) [r.category, reason] = ['straw-bales', /Unknown category 'straw-bales'/]
    if (reason) bad.set(fileLine, reason)
    else records.push(r)
    const text = line(r)
    lines.push(text)
    fileLine += text.split('\n').length
  }
  return { csv: `${lines.join('\r\n')}\r\n`, records, bad }
}

async function countOfRun(): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'suppliers',
    where: { slug: { like: `${run}-` } },
    overrideAccess: true,
  })
  return totalDocs
}

/** This run's products (their slugs end with their supplier's), by name per supplier slug. */
async function productsOfRun(): Promise<Map<string, string[]>> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { like: `${run}-` } },
    overrideAccess: false,
    pagination: false,
    depth: 1,
    sort: ['name', 'id'],
    select: { name: true, supplier: true },
  })
  const bySupplier = new Map<string, string[]>()
  for (const doc of docs) {
    const supplier = typeof doc.supplier === 'object' ? doc.supplier.slug : String(doc.supplier)
    bySupplier.set(supplier, [...(bySupplier.get(supplier) ?? []), doc.name])
  }
  return bySupplier
}

function rowsOfRun(csv: string): SupplierCsvRecord[] {
  const file = parseSupplierCsv(csv)
  if (!file.ok) throw new Error(file.message)
  return file.rows.map((r) => r.record).filter((r) => r.slug.startsWith(`${run}-`))
}

const bySlug = (a: SupplierCsvRecord, b: SupplierCsvRecord) => a.slug.localeCompare(b.slug)

let admin: string
let file: ReturnType<typeof catalogue>
let first: Report

beforeAll(async () => {
  payload = await testPayload()
  admin = await token('admin')
  for (const slug of CATEGORIES)
    await payload.create({
      collection: 'categories',
      data: { name: slug, slug, description: 'Category for the import tests.' },
      overrideAccess: true,
    })
  file = catalogue()
}, 180_000)

afterAll(async () => {
  await payload.delete({
    collection: 'products',
    where: { slug: { like: `${run}-` } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  await payload.delete({
    collection: 'suppliers',
    where: { slug: { like: `${run}-` } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}, 180_000)

describe('supplier CSV import and export', () => {
  it('refuses anonymous and editor requests, and changes nothing', async () => {
    const editor = await token('editor')
    const small = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${line(record(1))}\r\n`
    expect((await rest('POST', 'suppliers/import', undefined, small)).status).toBe(401)
    expect((await rest('POST', 'suppliers/import', editor, small)).status).toBe(403)
    expect((await rest('GET', 'suppliers/export.csv')).status).toBe(401)
    expect((await rest('GET', 'suppliers/export.csv', editor)).status).toBe(403)
    expect(await countOfRun()).toBe(0)
  })

  it('imports 497 of 500 rows and reports the 3 bad ones with their line and reason', async () => {
    const response = await rest('POST', 'suppliers/import', admin, file.csv)
    expect(response.status).toBe(200)
    first = JSON.parse(response.text) as Report
    expect(first).toMatchObject({ rows: 500, created: 497, updated: 0 })
    expect(first.failed.map((f) => f.line)).toEqual([...file.bad.keys()].sort((a, b) => a - b))
    for (const failure of first.failed) expect(failure.reason).toMatch(file.bad.get(failure.line) as RegExp)
    expect(await countOfRun()).toBe(497)
    const published = await payload.count({
      collection: 'suppliers',
      where: { and: [{ slug: { like: `${run}-` } }, { _status: { equals: 'published' } }] },
      overrideAccess: false,
    })
    expect(published.totalDocs).toBe(497)
    // The products column made published products of each supplier (read without access: published only).
    const products = await productsOfRun()
    const withProducts = file.records.filter((r) => r.products)
    expect(products.size).toBe(withProducts.length)
    for (const r of withProducts) expect(products.get(r.slug)).toEqual(['Beams', 'Cladding;trim', 'Decking'])
  }, 300_000)

  it('updates rather than duplicates when the same file is imported again', async () => {
    const again = JSON.parse((await rest('POST', 'suppliers/import', admin, file.csv)).text) as Report
    expect(again).toMatchObject({ rows: 500, created: 0, updated: 497 })
    expect(again.failed.map((f) => f.line)).toEqual(first.failed.map((f) => f.line))
    expect(await countOfRun()).toBe(497)
    const products = await productsOfRun()
    expect([...products.values()].every((names) => names.length === 3)).toBe(true)
  }, 300_000)

  it('matches a row by contact e-mail when its slug changed', async () => {
    const renamed = { ...record(7), slug: `${run}-renamed-7`, ecoScore: '9' }
    const csv = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${line(renamed)}\r\n`
    const report = JSON.parse((await rest('POST', 'suppliers/import', admin, csv)).text) as Report
    expect(report).toMatchObject({ created: 0, updated: 1, failed: [] })
    const { docs } = await payload.find({
      collection: 'suppliers',
      where: { contactEmail: { equals: renamed.contactEmail } },
      overrideAccess: true,
    })
    // The file's ecoScore is not typed in: the score is computed from verified evidence (this row has none).
    expect(docs.map((d) => [d.slug, d.ecoScore])).toEqual([[renamed.slug, 0]])
    // Back as it was, for the round trip below.
    const restore = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${line(record(7))}\r\n`
    expect(JSON.parse((await rest('POST', 'suppliers/import', admin, restore)).text)).toMatchObject({ updated: 1 })
  }, 60_000)

  it('exports the same columns and rows, and importing the export changes nothing', async () => {
    const exported = await rest('GET', 'suppliers/export.csv', admin)
    expect(exported.status).toBe(200)
    expect(exported.type).toMatch(/^text\/csv/)
    expect(exported.text.split('\r\n')[0]).toBe(SUPPLIER_CSV_COLUMNS.join(','))
    const rows = rowsOfRun(exported.text)
    expect(rows.sort(bySlug)).toEqual([...file.records].sort(bySlug))

    const ours = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${rows.map(line).join('\r\n')}\r\n`
    const report = JSON.parse((await rest('POST', 'suppliers/import', admin, ours)).text) as Report
    expect(report).toMatchObject({ rows: 497, created: 0, updated: 497, failed: [] })
    expect(rowsOfRun((await rest('GET', 'suppliers/export.csv', admin)).text).sort(bySlug)).toEqual(rows)
  }, 300_000)

  it('carries the base and delivery area: placed on import, refused line by line with their messages', async () => {
    const good = record(1)
    const rows: Array<[SupplierCsvRecord, RegExp | null]> = [
      [{ ...good, base: 'Portree', deliveryRadiusMiles: '30' }, null],
      [
        { ...record(4), base: 'Atlantis', deliveryRadiusMiles: '10' },
        /^base: We could not find a UK town called “Atlantis”/,
      ],
      [{ ...record(5), deliveryRadiusMiles: 'far' }, /^deliveryRadiusMiles 'far' is not a whole number of miles\.$/],
      [
        { ...record(8), base: 'Portree', deliveryRadiusMiles: '', deliversUkWide: 'false' },
        /^deliveryRadiusMiles: Give a delivery radius/,
      ],
      [{ ...record(10), deliversUkWide: 'maybe' }, /^deliversUkWide 'maybe' is not true or false\.$/],
      [
        { ...record(11), base: 'Portree', deliveryRadiusMiles: '100000' },
        /^Base and delivery area > Delivers within \(miles\): The delivery radius must be a whole number of miles from 1 to 1,000\.$/,
      ],
    ]
    const csv = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${rows.map(([r]) => line(r)).join('\r\n')}\r\n`
    const report = JSON.parse((await rest('POST', 'suppliers/import', admin, csv)).text) as Report
    expect(report).toMatchObject({ rows: 6, created: 0, updated: 1 })
    expect(report.failed.map((f) => f.line)).toEqual([3, 4, 5, 6, 7])
    for (const [n, failure] of report.failed.entries()) expect(failure.reason).toMatch(rows[n + 1][1] as RegExp)
    const { docs } = await payload.find({
      collection: 'suppliers',
      where: { slug: { in: [good.slug, record(4).slug, record(8).slug] } },
      overrideAccess: true,
      sort: 'slug',
    })
    const placed = docs.find((d) => d.slug === good.slug)
    expect(placed).toMatchObject({ base: 'Portree', deliveryRadiusMiles: 30, deliversUkWide: false })
    expect(placed?.baseLatitude).toBeCloseTo(57.41288, 4)
    // The refused lines changed nothing: their suppliers keep the base and area they had.
    expect(docs.find((d) => d.slug === record(4).slug)).toMatchObject({ base: 'Stornoway', deliveryRadiusMiles: 15 })
    expect(docs.find((d) => d.slug === record(8).slug)).toMatchObject({ base: 'Portree', deliversUkWide: true })
    // A file made before the base columns still imports, and leaves the base and area as they are.
    const old = SUPPLIER_CSV_COLUMNS.filter((c) => !['base', 'deliveryRadiusMiles', 'deliversUkWide'].includes(c))
    const before = `${old.join(',')}\r\n${old.map((c) => csvCell(record(1)[c] ?? '')).join(',')}\r\n`
    expect(JSON.parse((await rest('POST', 'suppliers/import', admin, before)).text)).toMatchObject({
      updated: 1,
      failed: [],
    })
    const kept = await payload.find({
      collection: 'suppliers',
      where: { slug: { equals: good.slug } },
      overrideAccess: true,
    })
    expect(kept.docs[0]).toMatchObject({ base: 'Portree', deliveryRadiusMiles: 30 })
    // Back as it was.
    const restore = `${SUPPLIER_CSV_COLUMNS.join(',')}\r\n${line(record(1))}\r\n`
    expect(JSON.parse((await rest('POST', 'suppliers/import', admin, restore)).text)).toMatchObject({ updated: 1 })
  }, 120_000)

  it('refuses a file whose header is not the supplier columns, as a whole', async () => {
    const response = await rest('POST', 'suppliers/import', admin, 'name,price\r\nOak,3\r\n')
    expect(response.status).toBe(400)
    expect(response.text).toMatch(/missing columns slug, description/)
  })
})
