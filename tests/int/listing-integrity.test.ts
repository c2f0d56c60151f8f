import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// What a supplier account saves to its listing over REST (and the Local API as the account), bypassing the portal's
// form: another listing's evidence, values the form refuses, and certificates renamed under their verification.
// Every refusal is checked in the rows: nothing stored.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f ' +
    '\n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n45\n%%EOF\n',
)
const VERIFIED = '2025-01-10T00:00:00.000Z'

let payload: Payload
let pool: pg.Pool
let editor: User
let listingA: Supplier
let listingB: Supplier
let accountA: SupplierAccount
let tokenA: string
let editorToken: string
let evidenceA: number
let evidenceB: number

/** Everything stored of listing A: its main row, its versions and their certificates. */
async function storedA(): Promise<string> {
  const parts: unknown[] = []
  for (const sql of [
    'select * from suppliers where id = $1',
    'select * from suppliers_certifications where _parent_id = $1 order by _order',
    'select * from suppliers_service_areas where _parent_id = $1 order by _order',
    'select * from _suppliers_v where parent_id = $1 order by id',
    'select c.* from _suppliers_v_version_certifications c join _suppliers_v v on v.id = c._parent_id where v.parent_id = $1 order by c.id',
  ])
    parts.push((await pool.query(sql, [listingA.id])).rows)
  return JSON.stringify(parts)
}

const latestDraft = (id: number) =>
  payload.findByID({ collection: 'suppliers', id, draft: true, overrideAccess: true, depth: 0 })

async function evidenceOf(supplier: number): Promise<number> {
  const doc = await payload.create({
    collection: 'certificate-evidence',
    data: { supplier },
    file: { data: PDF, mimetype: 'application/pdf', name: `evidence-${supplier}.pdf`, size: PDF.length },
    overrideAccess: true,
  })
  return doc.id
}

type Refusal = { status: number; fields: Record<string, string> }

/** The answer's status and the field messages of a ValidationError. */
function refusalOf(answer: { status: number; text: string }): Refusal {
  const json = JSON.parse(answer.text) as {
    errors?: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>
  }
  const fields: Record<string, string> = {}
  for (const issue of json.errors?.[0]?.data?.errors ?? []) fields[issue.path] ??= issue.message
  return { status: answer.status, fields }
}

const asAccountA = () => ({ user: { ...accountA, collection: 'supplier-accounts' as const }, overrideAccess: false })

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  listingA = await createListing(payload, 'Integrity Test Alpha Timber', {
    contactEmail: 'sales@alpha-integrity.test',
  })
  listingB = await createListing(payload, 'Integrity Test Beta Insulation')
  accountA = await createSupplierAccount(payload, listingA.id)
  evidenceA = await evidenceOf(listingA.id)
  evidenceB = await evidenceOf(listingB.id)
  tokenA = (await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)).token!
  editorToken = (await restLogin('users', editor.email, TEST_PASSWORD)).token!
})

afterAll(async () => {
  await pool?.query(`delete from payload_jobs where input->>'idempotencyKey' like 'listing-review:%'`)
  await pool?.end()
})

describe("another listing's certificate evidence", () => {
  it('is refused on a supplier account’s save over REST and the Local API, and nothing is stored', async () => {
    const before = await storedA()
    for (const certifications of [
      [{ name: 'Borrowed', evidence: evidenceB }],
      [
        { name: 'Own', evidence: evidenceA },
        { name: 'Borrowed', evidence: evidenceB },
      ],
    ]) {
      const answer = await rest('PATCH', `suppliers/${listingA.id}`, { token: tokenA, body: { certifications } })
      const refusal = refusalOf(answer)
      expect(refusal.status, answer.text.slice(0, 300)).toBe(400)
      expect(refusal.fields[`certifications.${certifications.length - 1}.evidence`]).toBe(
        'Only this listing’s own evidence files can be attached.',
      )
      expect(await storedA()).toBe(before)
    }
    await expect(
      payload.update({
        collection: 'suppliers',
        id: listingA.id,
        data: { certifications: [{ name: 'Borrowed', evidence: evidenceB }] },
        ...asAccountA(),
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'certifications.0.evidence', message: 'Only this listing’s own evidence files can be attached.' },
        ],
      },
    })
    expect(await storedA()).toBe(before)
  })

  it('is refused to staff as well, while the listing’s own evidence is attached', async () => {
    const before = await storedA()
    const staffAnswer = await rest('PATCH', `suppliers/${listingA.id}?draft=true`, {
      token: editorToken,
      body: { certifications: [{ name: 'Borrowed', evidence: evidenceB }] },
    })
    expect(refusalOf(staffAnswer).status).toBe(400)
    expect(await storedA()).toBe(before)
    const own = await rest('PATCH', `suppliers/${listingA.id}`, {
      token: tokenA,
      body: { certifications: [{ name: 'FSC', evidence: evidenceA }] },
    })
    expect(own.status, own.text.slice(0, 300)).toBe(200)
    expect((await latestDraft(listingA.id)).certifications?.[0].evidence).toBe(evidenceA)
  })
})

describe("a supplier account's draft", () => {
  const long = 'x'.repeat(50_000)
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a javascript: website',
      { website: 'javascript:alert(1)' },
      'website',
      'Please enter a full web address starting with https://',
    ],
    [
      'a data: website',
      { website: 'data:text/html,<script>alert(1)</script>' },
      'website',
      'Please enter a full web address starting with https://',
    ],
    ['a malformed e-mail', { contactEmail: 'not an address' }, 'contactEmail', 'Please enter a valid email address'],
    [
      'a 50,000-character description',
      { description: long },
      'description',
      'The description must be at most 2,000 characters.',
    ],
    ['an empty description', { description: '   ' }, 'description', 'Please enter a description of your business.'],
    [
      'an object as the description',
      { description: { html: '<b>x</b>' } },
      'description',
      'The description must be text.',
    ],
    [
      'a control character',
      { description: 'Fine\u0000text' },
      'description',
      'The description contains characters that cannot be used.',
    ],
    ['a bad phone number', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    [
      '21 service areas',
      { serviceAreas: Array.from({ length: 21 }, (_, i) => ({ city: `Town ${i}` })) },
      'serviceAreas',
      'Please list at most 20 cities.',
    ],
    [
      'an object as a city',
      { serviceAreas: [{ city: { evil: true } }] },
      'serviceAreas',
      'Service areas must be text.',
    ],
    [
      '11 certificates',
      { certifications: Array.from({ length: 11 }, (_, i) => ({ name: `Cert ${i}` })) },
      'certifications',
      'Please list at most 10 certificates.',
    ],
    [
      'a certificate without a name',
      { certifications: [{ name: '', issuer: 'BBA' }] },
      'certifications.0.name',
      'Please enter the certificate’s name.',
    ],
    [
      'an object as a certificate name',
      { certifications: [{ name: { a: 1 } }] },
      'certifications.0.name',
      'The certificate name must be text.',
    ],
    [
      'a 121-character issuer',
      { certifications: [{ name: 'BBA', issuer: 'x'.repeat(121) }] },
      'certifications.0.issuer',
      'The issuer must be at most 120 characters.',
    ],
    [
      'an impossible expiry date',
      { certifications: [{ name: 'BBA', expiresAt: '2030-02-30' }] },
      'certifications.0.expiresAt',
      'Please enter the expiry date as a date, e.g. 2027-03-31.',
    ],
  ]

  it.each(cases)(
    'refuses %s over REST with the form’s message, storing nothing',
    async (_what, body, path, message) => {
      const before = await storedA()
      const answer = await rest('PATCH', `suppliers/${listingA.id}`, { token: tokenA, body })
      const refusal = refusalOf(answer)
      expect(refusal.status, answer.text.slice(0, 300)).toBe(400)
      expect(refusal.fields[path], answer.text.slice(0, 300)).toBe(message)
      expect(await storedA()).toBe(before)
    },
  )

  it('is refused the same through the Local API as the account, and by a bulk update', async () => {
    const before = await storedA()
    await expect(
      payload.update({
        collection: 'suppliers',
        id: listingA.id,
        data: { website: 'javascript:alert(1)' },
        ...asAccountA(),
      }),
    ).rejects.toThrow()
    const bulk = await rest('PATCH', `suppliers?where[id][equals]=${listingA.id}`, {
      token: tokenA,
      body: { description: long },
    })
    expect(bulk.status).toBeLessThan(500)
    expect(bulk.text).toContain('The description must be at most 2,000 characters.')
    expect(await storedA()).toBe(before)
  })

  it('stores a valid save as the form would (trimmed), and staff drafts are saved as before', async () => {
    const saved = await rest('PATCH', `suppliers/${listingA.id}`, {
      token: tokenA,
      body: {
        description: '  Alpha Timber, reclaimed oak.  ',
        website: 'https://alpha-integrity.test',
        serviceAreas: [{ city: ' Kirkwall ' }],
        ecoScore: 10,
      },
    })
    expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    const draft = await latestDraft(listingA.id)
    expect({
      description: draft.description,
      website: draft.website,
      cities: draft.serviceAreas?.map((a) => a.city),
      ecoScore: draft.ecoScore,
    }).toEqual({
      description: 'Alpha Timber, reclaimed oak.',
      website: 'https://alpha-integrity.test',
      cities: ['Kirkwall'],
      ecoScore: listingA.ecoScore,
    })
    const staffDraft = await rest('PATCH', `suppliers/${listingA.id}?draft=true`, {
      token: editorToken,
      body: { description: 'Edited by staff.' },
    })
    expect(staffDraft.status, staffDraft.text.slice(0, 300)).toBe(200)
  })
})

describe('a verified certificate', () => {
  let rowId: string

  /** Listing A's draft with one certificate staff verified. */
  async function verifiedCertificate(): Promise<void> {
    const saved = await payload.update({
      collection: 'suppliers',
      id: listingA.id,
      draft: true,
      overrideAccess: true,
      data: {
        certifications: [
          {
            name: 'BBA Agrément',
            issuer: 'BBA',
            number: 'BBA-1234',
            expiresAt: '2031-05-31T00:00:00.000Z',
            evidence: evidenceA,
            verifiedAt: VERIFIED,
          },
        ],
      },
    })
    rowId = saved.certifications![0].id!
  }

  const row = () => ({
    id: rowId,
    name: 'BBA Agrément',
    issuer: 'BBA',
    number: 'BBA-1234',
    expiresAt: '2031-05-31',
    evidence: evidenceA,
  })

  it.each([
    ['its name', { name: 'Passivhaus Certified' }],
    ['its issuer', { issuer: 'Another Body' }],
    ['its number', { number: 'BBA-9999' }],
    ['its expiry date', { expiresAt: '2039-12-31' }],
  ])('loses its verification when a supplier account changes %s', async (_what, change) => {
    await verifiedCertificate()
    const answer = await rest('PATCH', `suppliers/${listingA.id}`, {
      token: tokenA,
      body: { certifications: [{ ...row(), ...change }] },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    const cert = (await latestDraft(listingA.id)).certifications?.[0]
    expect(cert?.id).toBe(rowId)
    expect(cert?.verifiedAt ?? null).toBeNull()
  })

  it('loses it the same through the Local API as the account', async () => {
    await verifiedCertificate()
    await payload.update({
      collection: 'suppliers',
      id: listingA.id,
      data: { certifications: [{ ...row(), name: 'Renamed locally' }] },
      ...asAccountA(),
    })
    expect((await latestDraft(listingA.id)).certifications?.[0].verifiedAt ?? null).toBeNull()
  })

  it('keeps it when the row comes back unchanged (a save of other fields)', async () => {
    await verifiedCertificate()
    const answer = await rest('PATCH', `suppliers/${listingA.id}`, {
      token: tokenA,
      body: { description: 'Only the description changed.', certifications: [row()] },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect((await latestDraft(listingA.id)).certifications?.[0].verifiedAt).toBe(VERIFIED)
  })

  it('loses it when staff rename it, unless the same save verifies it again', async () => {
    await verifiedCertificate()
    const renamed = await rest('PATCH', `suppliers/${listingA.id}?draft=true`, {
      token: editorToken,
      body: { certifications: [{ ...row(), name: 'Renamed by staff', verifiedAt: VERIFIED }] },
    })
    expect(renamed.status, renamed.text.slice(0, 300)).toBe(200)
    expect((await latestDraft(listingA.id)).certifications?.[0].verifiedAt ?? null).toBeNull()
    const reverified = await rest('PATCH', `suppliers/${listingA.id}?draft=true`, {
      token: editorToken,
      body: { certifications: [{ ...row(), name: 'Renamed again', verifiedAt: '2026-11-20T00:00:00.000Z' }] },
    })
    expect(reverified.status, reverified.text.slice(0, 300)).toBe(200)
    expect((await latestDraft(listingA.id)).certifications?.[0].verifiedAt).toBe('2026-11-20T00:00:00.000Z')
  })
})
