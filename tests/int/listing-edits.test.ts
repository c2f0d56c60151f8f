import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { listingStatus } from '@/lib/account/listing-status'
import { LISTING_SAVED, NOT_YOUR_LISTING, saveListingEdit } from '@/lib/account/save-listing'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// The portal's listing form (its server action's work, saveListingEdit) as a supplier account, and staff's review
// of what it saved: checked in the rows, the versions and the queued e-mails.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
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

/** The listing form as a browser posts it, with the listing's current values. */
function form(fields: Record<string, string | File> = {}, listing: Supplier = listingA): FormData {
  const data = new FormData()
  const base: Record<string, string> = {
    listing: String(listing.id),
    description: listing.description,
    contactEmail: listing.contactEmail ?? '',
    phone: '',
    website: listing.website ?? '',
    serviceAreas: (listing.serviceAreas ?? []).map((a) => a.city).join('\n'),
  }
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.append(key, value)
  if (!('image' in fields)) data.append('image', new File([], '', { type: 'application/octet-stream' }))
  return data
}

const mainRow = async (id: number) =>
  (await pool.query('select * from suppliers where id = $1', [id])).rows[0] as Record<string, unknown>
const versionCount = async (id: number) =>
  Number((await pool.query('select count(*) from _suppliers_v where parent_id = $1', [id])).rows[0].count)
const countOf = async (table: string) => Number((await pool.query(`select count(*) from ${table}`)).rows[0].count)
const latestDraft = (id: number) =>
  payload.findByID({ collection: 'suppliers', id, draft: true, overrideAccess: true, depth: 0 })

async function emailsTo(address: string, keyLike: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await pool.query(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 and input->>'idempotencyKey' like $2 order by id`,
    [address, keyLike],
  )
  return rows.map((r: { input: { subject: string; text: string } }) => r.input)
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  listingA = await createListing(payload, 'Edit Test Alpha Timber', {
    contactEmail: 'sales@alpha-edit.test',
    certifications: [{ name: 'FSC', colour: 'blue', verifiedAt: '2025-01-10T00:00:00.000Z' }],
  })
  listingB = await createListing(payload, 'Edit Test Beta Insulation')
  accountA = await createSupplierAccount(payload, listingA.id)
  accountB = await createSupplierAccount(payload, listingB.id)
})

afterAll(async () => {
  // Tidy: other files' job runs must not meet the e-mails queued here.
  await pool?.query(`delete from payload_jobs where input->>'idempotencyKey' like 'listing-review:%'`)
  await pool?.end()
})

describe('the listing form action', () => {
  it('saves the changes as a draft version: the published row stays as it was', async () => {
    const before = await mainRow(listingA.id)
    const result = await saveListingEdit(
      payload,
      accountA,
      form({
        description: 'Alpha Timber, now with reclaimed oak.',
        phone: '020 7946 0000',
        serviceAreas: 'Kirkwall\nStornoway',
        'certificates.0.id': listingA.certifications![0].id!,
        'certificates.0.name': 'FSC Chain of Custody',
        'certificates.0.issuer': 'FSC',
        'certificates.0.number': 'FSC-C000001',
        'certificates.0.expiresAt': '2030-06-30',
      }),
    )
    expect(result).toEqual({ status: 'done', message: LISTING_SAVED })
    expect(await mainRow(listingA.id)).toEqual(before)
    const draft = await latestDraft(listingA.id)
    expect(draft._status).toBe('draft')
    expect(draft.description).toBe('Alpha Timber, now with reclaimed oak.')
    expect(draft.serviceAreas?.map((a) => a.city)).toEqual(['Kirkwall', 'Stornoway'])
    expect(draft.phone).toBe('020 7946 0000')
    expect(draft.reviewStatus).toBe('pending')
    // The row kept its id, so its staff-only badge colour stays; its verification does not, since what staff
    // verified (the name, issuer, number and expiry) changed (tests/int/listing-integrity.test.ts has the rule).
    expect(draft.certifications).toMatchObject([
      { name: 'FSC Chain of Custody', issuer: 'FSC', number: 'FSC-C000001', colour: 'blue' },
    ])
    expect(draft.certifications?.[0].verifiedAt ?? null).toBeNull()
    expect(draft.certifications?.[0].expiresAt?.slice(0, 10)).toBe('2030-06-30')
    expect((await listingStatus(payload, listingA.id))?.state).toBe('pending-review')
    const publicView = await payload.findByID({ collection: 'suppliers', id: listingA.id, overrideAccess: false })
    expect(publicView.description).toBe(listingA.description)
  })

  it('stores nothing and names the field when the input is bad', async () => {
    const versions = await versionCount(listingA.id)
    const media = await countOf('media')
    const cases: [Record<string, string>, string, string][] = [
      [{ description: '   ' }, 'description', 'Please enter a description of your business.'],
      [{ contactEmail: 'not-an-address' }, 'contactEmail', 'Please enter a valid email address'],
      [{ phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Please enter a full web address starting with https://'],
      [{ 'certificates.0.issuer': 'BBA' }, 'certificates.0.name', 'Please enter the certificate’s name.'],
      [
        { 'certificates.0.name': 'BBA', 'certificates.0.expiresAt': '2030-02-30' },
        'certificates.0.expiresAt',
        'Please enter the expiry date as a date, e.g. 2027-03-31.',
      ],
    ]
    for (const [fields, field, message] of cases) {
      const result = await saveListingEdit(
        payload,
        accountA,
        form({ ...fields, description: fields.description ?? 'Changed text that must not be stored.' }),
      )
      expect(result.status, JSON.stringify(fields)).toBe('error')
      expect(result.fieldErrors?.[field], JSON.stringify(fields)).toBe(message)
    }
    expect(await versionCount(listingA.id)).toBe(versions)
    expect(await countOf('media')).toBe(media)
  })

  it('changes none of the fields only staff set, whatever the form sends', async () => {
    const otherCategory = await payload.create({
      collection: 'categories',
      data: { name: `Crafted category ${Date.now()}`, slug: `crafted-${Date.now()}`, description: 'x' },
      overrideAccess: true,
    })
    const mainBefore = await mainRow(listingA.id)
    const draftBefore = await latestDraft(listingA.id)
    const result = await saveListingEdit(
      payload,
      accountA,
      form({
        description: 'Crafted save.',
        name: 'Hijacked Name',
        slug: 'hijacked-slug',
        ecoScore: '10',
        category: String(otherCategory.id),
        location: 'Glasgow',
        leadBonusEnabled: 'true',
        leadBonusAmount: '0',
        imageUrl: 'https://evil.test/x.png',
        reviewStatus: '',
        _status: 'published',
        'certificates.0.id': draftBefore.certifications![0].id!,
        'certificates.0.name': 'FSC Chain of Custody',
        'certificates.0.verifiedAt': '2020-01-01',
        'certificates.0.colour': 'purple',
      }),
    )
    expect(result.status).toBe('done')
    expect(await mainRow(listingA.id)).toEqual(mainBefore)
    const draft = await latestDraft(listingA.id)
    expect(draft.description).toBe('Crafted save.')
    expect({
      name: draft.name,
      slug: draft.slug,
      ecoScore: draft.ecoScore,
      category: draft.category,
      location: draft.location,
      leadBonusEnabled: draft.leadBonusEnabled,
      leadBonusAmount: draft.leadBonusAmount ?? null,
      imageUrl: draft.imageUrl ?? null,
      _status: draft._status,
      reviewStatus: draft.reviewStatus,
      colour: draft.certifications?.[0].colour,
      verifiedAt: draft.certifications?.[0].verifiedAt ?? null,
    }).toEqual({
      name: listingA.name,
      slug: listingA.slug,
      ecoScore: listingA.ecoScore,
      category: typeof listingA.category === 'object' ? listingA.category.id : listingA.category,
      location: listingA.location,
      leadBonusEnabled: listingA.leadBonusEnabled,
      leadBonusAmount: listingA.leadBonusAmount ?? null,
      imageUrl: listingA.imageUrl ?? null,
      _status: 'draft',
      reviewStatus: 'pending',
      colour: 'blue',
      // Cleared by the first save's changes; the form's '2020-01-01' is not taken.
      verifiedAt: null,
    })
  })

  it("refuses another listing's id and changes nothing of it", async () => {
    const rowB = await mainRow(listingB.id)
    const versionsB = await versionCount(listingB.id)
    const result = await saveListingEdit(payload, accountA, form({ description: 'Taking over B.' }, listingB))
    expect(result).toEqual({ status: 'error', message: NOT_YOUR_LISTING })
    expect(await mainRow(listingB.id)).toEqual(rowB)
    expect(await versionCount(listingB.id)).toBe(versionsB)
  })

  it('refuses an image of another type, a file that is not what it claims, a damaged one and one too large, naming each', async () => {
    const versions = await versionCount(listingA.id)
    const media = await countOf('media')
    // A PNG cut short after its header: its type is PNG, but no image can be read from it.
    const damaged = Buffer.concat([PNG.subarray(0, 33), Buffer.from('cut short in the copy '.repeat(8))])
    const cases: [File, string][] = [
      [
        new File([PNG], 'logo.gif', { type: 'image/gif' }),
        '“logo.gif” was not saved: the image must be a JPEG, PNG or WebP file.',
      ],
      [
        new File(['<svg onload="x"/>'], 'logo.png', { type: 'image/png' }),
        '“logo.png” was not saved: its content is not a JPEG, PNG or WebP image.',
      ],
      [
        new File([damaged], 'yard-photo.png', { type: 'image/png' }),
        '“yard-photo.png” was not saved: it could not be read as an image (it may be damaged). ' +
          'Please save it again as a JPEG, PNG or WebP file and choose it again.',
      ],
      [
        new File([Buffer.alloc(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
        '“huge.png” was not saved: the image must be at most 5 MB.',
      ],
    ]
    for (const [file, message] of cases) {
      const result = await saveListingEdit(payload, accountA, form({ description: 'With a bad image.', image: file }))
      expect(result.status, file.name).toBe('error')
      expect(result.fieldErrors?.image, file.name).toBe(message)
    }
    expect(await versionCount(listingA.id)).toBe(versions)
    expect(await countOf('media')).toBe(media)
  })

  it('stores an image through Payload media and attaches it to the draft only', async () => {
    const result = await saveListingEdit(
      payload,
      accountA,
      form({ description: 'With a photo.', image: new File([PNG], 'yard.png', { type: 'image/png' }) }),
    )
    expect(result.status).toBe('done')
    const draft = await latestDraft(listingA.id)
    expect(typeof draft.image).toBe('number')
    expect((await mainRow(listingA.id)).image_id).toBeNull()
  })
})

describe('certificate evidence', () => {
  let evidenceId: number
  let filename: string

  beforeAll(async () => {
    // The form sends the whole list: the earlier saves without rows left none, so this is a new row.
    const result = await saveListingEdit(
      payload,
      accountA,
      form({
        description: 'With evidence.',
        'certificates.0.name': 'FSC Chain of Custody',
        'certificates.0.evidenceFile': new File([PDF], 'fsc.pdf', { type: 'application/pdf' }),
      }),
    )
    expect(result.status).toBe('done')
    const saved = await latestDraft(listingA.id)
    evidenceId = saved.certifications![0].evidence as number
    const doc = await payload.findByID({
      collection: 'certificate-evidence',
      id: evidenceId,
      overrideAccess: true,
      depth: 0,
    })
    filename = doc.filename!
    expect(doc.supplier).toBe(listingA.id)
  })

  it('is kept on the next save when the row sends its id back, and refused as another listing’s', async () => {
    const draft = await latestDraft(listingA.id)
    const kept = await saveListingEdit(
      payload,
      accountA,
      form({
        description: 'Evidence kept.',
        'certificates.0.id': draft.certifications![0].id!,
        'certificates.0.name': 'FSC Chain of Custody',
        'certificates.0.evidence': String(evidenceId),
      }),
    )
    expect(kept.status).toBe('done')
    expect((await latestDraft(listingA.id)).certifications?.[0].evidence).toBe(evidenceId)
    // Account B names A's evidence in a new row of its own listing: the row is stored without it.
    const stolen = await saveListingEdit(
      payload,
      accountB,
      form({ 'certificates.0.name': 'Borrowed', 'certificates.0.evidence': String(evidenceId) }, listingB),
    )
    expect(stolen.status).toBe('done')
    expect((await latestDraft(listingB.id)).certifications?.[0].evidence ?? null).toBeNull()
  })

  it('opens for staff and the listing’s own account, never for another account or a visitor', async () => {
    const tokenA = (await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)).token
    const tokenB = (await restLogin('supplier-accounts', accountB.email, TEST_PASSWORD)).token
    const staffToken = (await restLogin('users', editor.email, TEST_PASSWORD)).token
    const file = `certificate-evidence/file/${encodeURIComponent(filename)}`
    const doc = `certificate-evidence/${evidenceId}`
    expect((await rest('GET', file, { token: tokenA })).status).toBe(200)
    expect((await rest('GET', file, { token: staffToken })).status).toBe(200)
    expect((await rest('GET', file, { token: tokenB })).status).toBe(403)
    expect((await rest('GET', file)).status).toBe(403)
    expect((await rest('GET', doc, { token: tokenB })).status).toBe(404)
    expect((await rest('GET', doc)).status).toBe(403)
    const listB = JSON.parse((await rest('GET', 'certificate-evidence', { token: tokenB })).text) as {
      totalDocs: number
    }
    expect(listB.totalDocs).toBe(0)
    // Nor through the listing: the evidence field is hidden from visitors and from other accounts.
    const asVisitor = JSON.parse((await rest('GET', `suppliers/${listingA.id}?draft=true&depth=1`)).text) as Supplier
    expect(asVisitor.certifications?.[0]).not.toHaveProperty('evidence')
    expect(asVisitor).not.toHaveProperty('phone')
  })

  it('refuses an evidence file of another type, or one that cannot be read, naming it beside its row', async () => {
    const versions = await versionCount(listingA.id)
    const wrongType = await saveListingEdit(
      payload,
      accountA,
      form({
        'certificates.0.name': 'BBA',
        'certificates.0.evidenceFile': new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      }),
    )
    expect(wrongType.fieldErrors?.['certificates.0.evidenceFile']).toBe(
      '“notes.txt” was not saved: evidence must be a PDF, JPEG or PNG file.',
    )
    const damaged = await saveListingEdit(
      payload,
      accountA,
      form({
        'certificates.0.name': 'BBA',
        'certificates.1.name': 'FSC',
        'certificates.1.evidenceFile': new File(['%PDF-1.4\nthe rest was lost'], 'fsc-scan.pdf', {
          type: 'application/pdf',
        }),
      }),
    )
    expect(damaged.status).toBe('error')
    expect(damaged.fieldErrors?.['certificates.1.evidenceFile']).toMatch(/^“fsc-scan\.pdf” was not saved: /)
    expect(damaged.fieldErrors?.['certificates.1.evidenceFile']).not.toContain('Something went wrong')
    expect(await versionCount(listingA.id)).toBe(versions)
  })
})

describe("staff's review", () => {
  it('rejects with a reason: one e-mail queued to the account, the portal shows it, the listing stays', async () => {
    const before = await mainRow(listingA.id)
    await payload.update({
      collection: 'suppliers',
      id: listingA.id,
      data: { reviewStatus: 'rejected', rejectionReason: '  Please add the FSC licence number.  ' },
      draft: true,
      user: editor,
      overrideAccess: false,
    })
    const emails = await emailsTo(accountA.email, 'listing-review:rejected:%')
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toBe(`Changes to ${listingA.name} were not published | EcoBuild Directory`)
    expect(emails[0].text).toContain('Reason: Please add the FSC licence number.')
    expect(await listingStatus(payload, listingA.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Please add the FSC licence number.',
    })
    expect(await mainRow(listingA.id)).toEqual(before)
    // Saving the rejected draft again sends no second e-mail.
    await payload.update({ collection: 'suppliers', id: listingA.id, data: {}, draft: true, user: editor })
    expect(await emailsTo(accountA.email, 'listing-review:rejected:%')).toHaveLength(1)
  })

  it('cannot reject and publish at once, and a rejection needs its reason', async () => {
    const versions = await versionCount(listingA.id)
    await expect(
      payload.update({
        collection: 'suppliers',
        id: listingA.id,
        data: { reviewStatus: 'rejected', rejectionReason: 'x', _status: 'published' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Review/)
    expect(await versionCount(listingA.id)).toBe(versions)
    await expect(
      payload.update({
        collection: 'suppliers',
        id: listingB.id,
        data: { reviewStatus: 'rejected', rejectionReason: '' },
        draft: true,
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Reason for rejecting/)
  })

  it('a new save after a rejection waits for review again; publishing puts it live and e-mails the account', async () => {
    const saved = await saveListingEdit(payload, accountA, form({ description: 'Corrected after review.' }))
    expect(saved.status).toBe('done')
    expect(await listingStatus(payload, listingA.id)).toMatchObject({ state: 'pending-review', rejectionReason: null })
    await payload.update({
      collection: 'suppliers',
      id: listingA.id,
      data: { _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    const row = await mainRow(listingA.id)
    expect(row.description).toBe('Corrected after review.')
    expect(row.review_status).toBeNull()
    const emails = await emailsTo(accountA.email, 'listing-review:published:%')
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toBe(`Your changes to ${listingA.name} are live | EcoBuild Directory`)
    expect((await listingStatus(payload, listingA.id))?.state).toBe('published')
    // An editor's own later save of the listing is no review: no e-mail.
    await payload.update({ collection: 'suppliers', id: listingA.id, data: { _status: 'published' }, user: editor })
    expect(await emailsTo(accountA.email, 'listing-review:published:%')).toHaveLength(1)
  })
})
