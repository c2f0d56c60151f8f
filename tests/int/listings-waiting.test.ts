import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { getDashboardFigures } from '@/lib/admin/dashboard'
import { LISTING_SAVED, saveListingEdit } from '@/lib/account/save-listing'
import { createListing, createStaffUser, createSupplierAccount, testPayload } from './helpers'

// Staff see every listing waiting for them: a new supplier's first listing (never published) as well as changes to a
// published one, each with a link to Payload's comparison of the versions, and an e-mail to staff once per submission.

let payload: Payload
let pool: pg.Pool
let staff: User
let staffEmail: string

/** The portal's listing form as a browser posts it. */
function form(listing: Supplier, description: string): FormData {
  const data = new FormData()
  const fields: Record<string, string> = {
    listing: String(listing.id),
    description,
    contactEmail: listing.contactEmail ?? 'sales@waiting.test',
    phone: '',
    website: '',
    serviceAreas: '',
  }
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  data.append('image', new File([], '', { type: 'application/octet-stream' }))
  return data
}

/** A listing as a paid application leaves it: a draft never published, with its verified account. */
async function newSuppliersDraft(name: string): Promise<{ listing: Supplier; account: SupplierAccount }> {
  const listing = await payload.create({
    collection: 'suppliers',
    draft: true,
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      _status: 'draft',
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: '',
      location: 'Leeds',
      contactEmail: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@waiting.test`,
    },
  })
  return { listing, account: await createSupplierAccount(payload, listing.id) }
}

const versionsOf = async (id: number) =>
  (
    await pool.query<{ id: number; status: string }>(
      'select id, version__status as status from _suppliers_v where parent_id = $1 order by updated_at desc, id desc',
      [id],
    )
  ).rows

const staffEmailsOf = async (listingId: number) =>
  (
    await pool.query<{ input: { to: string; subject: string; text: string } }>(
      `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
      [`listing-submitted:${listingId}:%`],
    )
  ).rows.map((r) => r.input)

const waiting = async () => (await getDashboardFigures(payload)).listingsAwaitingReview

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  staff = await createStaffUser(payload, 'admin')
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.staffEmail)
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { staffEmail: 'team@waiting.test' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  staffEmail = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).staffEmail as string
})

afterAll(async () => {
  await pool?.query(`delete from payload_jobs where input->>'idempotencyKey' like 'listing-%'`)
  await pool?.end()
})

describe('listings waiting for review', () => {
  it("counts a new supplier's first listing once it is sent, and links Payload's view of what was sent", async () => {
    const { listing, account } = await newSuppliersDraft('Waiting First Listing Lime')
    const before = await waiting()
    expect(before.latest.map((l) => l.id)).not.toContain(listing.id)

    expect(await saveListingEdit(payload, account, form(listing, 'Lime plaster and hemp, from Leeds.'))).toEqual({
      status: 'done',
      message: LISTING_SAVED,
    })
    const after = await waiting()
    expect(after.count).toBe(before.count + 1)
    const entry = after.latest.find((l) => l.id === listing.id)
    const [newest] = await versionsOf(listing.id)
    expect(entry).toMatchObject({
      name: 'Waiting First Listing Lime',
      firstListing: true,
      comparePath: `/admin/collections/suppliers/${listing.id}/versions/${newest.id}`,
    })
  })

  it('links the changes to a published listing as the draft compared with the published version', async () => {
    const listing = await createListing(payload, 'Waiting Changed Timber', { contactEmail: 'sales@changed.test' })
    const account = await createSupplierAccount(payload, listing.id)
    expect(await saveListingEdit(payload, account, form(listing, 'Now with reclaimed larch.'))).toMatchObject({
      status: 'done',
    })
    const versions = await versionsOf(listing.id)
    const draft = versions[0]
    const published = versions.find((v) => v.status === 'published')!
    expect(draft.status).toBe('draft')
    const entry = (await waiting()).latest.find((l) => l.id === listing.id)
    expect(entry).toMatchObject({
      firstListing: false,
      comparePath: `/admin/collections/suppliers/${listing.id}/versions/${draft.id}?versionFrom=${published.id}`,
    })
  })

  it('e-mails staff once per submission through the outbox, with the comparison; a rejection ends the wait', async () => {
    const { listing, account } = await newSuppliersDraft('Waiting Mailed Hempcrete')
    await saveListingEdit(payload, account, form(listing, 'Hempcrete blocks, first version.'))
    const [sent] = await versionsOf(listing.id)
    await saveListingEdit(payload, account, form(listing, 'Hempcrete blocks, second thoughts.'))
    const first = await staffEmailsOf(listing.id)
    expect(first).toHaveLength(1)
    expect(first[0].to).toBe(staffEmail)
    expect(first[0].subject).toContain('New listing to review: Waiting Mailed Hempcrete')
    // The version as it was sent (the admin home links the newest).
    expect(first[0].text).toContain(`/admin/collections/suppliers/${listing.id}/versions/${sent.id}\n`)

    await payload.update({
      collection: 'suppliers',
      id: listing.id,
      draft: true,
      user: staff,
      overrideAccess: false,
      context: { disableRevalidate: true },
      data: { reviewStatus: 'rejected', rejectionReason: 'Please describe the blocks’ sizes.', _status: 'draft' },
    })
    expect((await waiting()).latest.map((l) => l.id)).not.toContain(listing.id)

    // Sent again after the rejection: a new submission, a second e-mail.
    await saveListingEdit(payload, account, form(listing, 'Hempcrete blocks, 440 x 215 x 100 mm.'))
    expect(await staffEmailsOf(listing.id)).toHaveLength(2)
    expect((await waiting()).latest.map((l) => l.id)).toContain(listing.id)
  })
})
