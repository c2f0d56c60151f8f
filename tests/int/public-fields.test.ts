import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount } from '@payload-types'
import { siteSettings } from '@/seed/data/globals'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// What anyone may read of a listing and of the site settings over REST: an allowlist of keys, and no filtering or
// sorting on a hidden field (which would tell its value by which listings come back, or in which order).

/** Every key a visitor gets of a supplier (REST, depth 0). */
const PUBLIC_SUPPLIER_KEYS = [
  '_status',
  'base',
  'category',
  'certifications',
  'cityKeys',
  'contactEmail',
  'createdAt',
  'deliversUkWide',
  'deliveryRadiusMiles',
  'description',
  'ecoScore',
  // The computed score's breakdown and date: public, the profile shows them (issue 31).
  'ecoScoreBreakdown',
  'ecoScoreChangedAt',
  'id',
  'image',
  'imageUrl',
  'location',
  'meta',
  'name',
  'respondsQuickly',
  'serviceAreas',
  'slug',
  'updatedAt',
  'website',
]
/** Every key a visitor gets of a certificate. */
const PUBLIC_CERTIFICATE_KEYS = [
  'badgeHidden',
  'colour',
  'expiresAt',
  'id',
  'issuer',
  'name',
  'number',
  'type',
  'verifiedAt',
]
/** Commercial and workflow fields: staff and the listing's own accounts only. */
const HIDDEN = {
  leadBonusAmount: 12345,
  leadBonusEnabled: true,
  reviewStatus: 'pending',
  rejectionReason: 'Private reason for rejecting.',
  changesSubmittedAt: '2026-11-01T10:00:00.000Z',
  responseMedianHours: 3.5,
  phone: '020 7946 0000',
} as const

let payload: Payload
let listing: Supplier
let other: Supplier
let account: SupplierAccount
let otherToken: string
let ownToken: string
let editorToken: string

beforeAll(async () => {
  payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  if (!settings.staffEmail)
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings, overrideAccess: true })
  await createStaffUser(payload, 'admin')
  const editor = await createStaffUser(payload, 'editor')
  listing = await createListing(payload, 'Public Fields Alpha', {
    ...HIDDEN,
    contactEmail: 'sales@public-fields.test',
    certifications: [
      {
        name: 'FSC',
        issuer: 'FSC',
        number: 'FSC-1',
        expiresAt: '2031-01-31T00:00:00.000Z',
        expiryReminderFor: '2031-01-31T00:00:00.000Z',
      },
    ],
  })
  other = await createListing(payload, 'Public Fields Beta', { leadBonusEnabled: false, leadBonusAmount: 0 })
  account = await createSupplierAccount(payload, listing.id)
  const otherAccount = await createSupplierAccount(payload, other.id)
  ownToken = (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token!
  otherToken = (await restLogin('supplier-accounts', otherAccount.email, TEST_PASSWORD)).token!
  editorToken = (await restLogin('users', editor.email, TEST_PASSWORD)).token!
})

const read = async (token?: string) => {
  const answer = await rest('GET', `suppliers/${listing.id}?depth=0`, { token })
  expect(answer.status, answer.text.slice(0, 300)).toBe(200)
  return JSON.parse(answer.text) as Record<string, unknown> & { certifications: Array<Record<string, unknown>> }
}

describe('a supplier read anonymously over REST', () => {
  it('has exactly the public keys, for a visitor and for another listing’s account', async () => {
    for (const token of [undefined, otherToken]) {
      const doc = await read(token)
      expect(Object.keys(doc).sort()).toEqual(PUBLIC_SUPPLIER_KEYS)
      expect(Object.keys(doc.certifications[0]).sort()).toEqual(PUBLIC_CERTIFICATE_KEYS)
      const list = JSON.parse((await rest('GET', `suppliers?where[id][equals]=${listing.id}&depth=0`, { token })).text)
      expect(Object.keys((list as { docs: object[] }).docs[0]).sort()).toEqual(PUBLIC_SUPPLIER_KEYS)
      const selected = await rest(
        'GET',
        `suppliers/${listing.id}?${Object.keys(HIDDEN)
          .map((k) => `select[${k}]=true`)
          .join('&')}`,
        { token },
      )
      for (const key of Object.keys(HIDDEN)) expect(selected.text, key).not.toContain(`"${key}"`)
    }
  })

  it('the listing’s own account and staff read them', async () => {
    for (const token of [ownToken, editorToken]) {
      const doc = await read(token)
      expect(doc).toMatchObject({ ...HIDDEN })
      expect(doc.certifications[0].expiryReminderFor).toBe('2031-01-31T00:00:00.000Z')
    }
  })

  // The base's coordinates (set from the base on save) are staff's only: a visitor learns nothing from them.
  it.each([...Object.keys(HIDDEN), 'certifications.expiryReminderFor', 'baseLatitude', 'baseLongitude'])(
    'cannot filter or sort on %s (no answer depends on its value)',
    async (field) => {
      for (const token of [undefined, otherToken]) {
        const value =
          field in HIDDEN
            ? String(HIDDEN[field as keyof typeof HIDDEN])
            : field.startsWith('base')
              ? '51.5'
              : '2031-01-31T00:00:00.000Z'
        const answers = await Promise.all(
          [
            `suppliers?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`,
            `suppliers?where[${field}][not_equals]=${encodeURIComponent(value)}&depth=0`,
            `suppliers?where[${field}][exists]=true&depth=0`,
            `suppliers/count?where[${field}][exists]=true`,
            `suppliers?sort=${field}&depth=0&limit=500`,
            `suppliers?sort=-${field}&depth=0&limit=500`,
          ].map(async (path) => ({ path, ...(await rest('GET', path, { token })) })),
        )
        for (const { path, status, text } of answers) expect(status, `${path}: ${text.slice(0, 200)}`).toBe(400)
      }
    },
  )

  it('staff still filter and sort on them', async () => {
    const answer = await rest('GET', `suppliers?where[leadBonusAmount][equals]=12345&sort=-leadBonusAmount&depth=0`, {
      token: editorToken,
    })
    expect(answer.status).toBe(200)
    expect((JSON.parse(answer.text) as { docs: Array<{ id: number }> }).docs.map((d) => d.id)).toContain(listing.id)
  })
})

describe('the site settings read anonymously over REST', () => {
  it('leave out the staff inbox and the lead and review rules', async () => {
    for (const token of [undefined, otherToken]) {
      const answer = await rest('GET', 'globals/site-settings?depth=0', { token })
      expect(answer.status).toBe(200)
      const settings = JSON.parse(answer.text) as Record<string, unknown>
      expect(settings).toHaveProperty('brandName')
      for (const key of ['staffEmail', 'leadRules', 'reviewRules']) expect(settings, key).not.toHaveProperty(key)
    }
    const staff = JSON.parse((await rest('GET', 'globals/site-settings?depth=0', { token: editorToken })).text)
    expect(staff).toHaveProperty('staffEmail')
    expect(staff).toHaveProperty('leadRules')
  })
})

describe('drafts and versions of content', () => {
  it('are refused to visitors and supplier accounts on every collection and global that keeps versions', async () => {
    const category = await payload.create({
      collection: 'categories',
      data: {
        name: `Versions category ${Date.now()}`,
        slug: `versions-${Date.now()}`,
        description: 'x',
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'categories',
      id: category.id,
      data: { description: 'Unpublished draft text' },
      draft: true,
      overrideAccess: true,
    })
    const paths = [
      ...payload.config.collections.filter((c) => c.versions).map((c) => `${c.slug}/versions`),
      ...payload.config.globals.filter((g) => g.versions).map((g) => `globals/${g.slug}/versions`),
    ]
    expect(paths).toEqual(
      expect.arrayContaining([
        'categories/versions',
        'cities/versions',
        'globals/home/versions',
        'globals/about/versions',
      ]),
    )
    for (const token of [undefined, otherToken]) {
      for (const path of paths) {
        const answer = await rest('GET', `${path}?limit=100`, { token })
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(403)
      }
      const draft = await rest('GET', `categories/${category.id}?draft=true`, { token })
      expect(draft.text).not.toContain('Unpublished draft text')
    }
    const staff = await rest('GET', `categories/versions?where[parent][equals]=${category.id}`, { token: editorToken })
    expect(staff.text).toContain('Unpublished draft text')
  })
})
