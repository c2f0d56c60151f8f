import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Category, Lead, User } from '@payload-types'
import { createStaffUser, testPayload } from './helpers'

const GET = REST_GET(config)
const POST = REST_POST(config)
const PATCH = REST_PATCH(config)
const DELETE = REST_DELETE(config)

/** An anonymous request through Payload's real REST handlers (as mounted at /api). */
async function rest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(`http://localhost/api/${pathname}`)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.authorization = `JWT ${token}`
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const handler = { GET, POST, PATCH, DELETE }[method]
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

let payload: Payload
let category: Category
let lead: Lead
let admin: User
let editor: User
let otherEditor: User

beforeAll(async () => {
  payload = await testPayload()
  category = await payload.create({
    collection: 'categories',
    data: {
      name: 'Access Test Timber',
      slug: `access-timber-${Date.now()}`,
      description: 'For access tests.',
      _status: 'published',
    },
    overrideAccess: true,
  })
  admin = await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  otherEditor = await createStaffUser(payload, 'editor')
  lead = await payload.create({
    collection: 'leads',
    data: {
      name: 'Private Person',
      email: 'private@test.example',
      phone: '07700900000',
      city: 'London',
      projectDetails: 'A private enquiry that must stay private.',
      consent: true,
    },
    overrideAccess: true,
  })
  const supplier = await payload.create({
    collection: 'suppliers',
    data: {
      name: 'Access Supplier',
      slug: `access-supplier-${Date.now()}`,
      description: 'Published supplier.',
      location: 'London',
      category: category.id,
      _status: 'published',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'lead-connections',
    data: { lead: lead.id, supplier: supplier.id, commissionAmount: 5000 },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'orders',
    data: { packageName: 'Green Starter', amount: 37500, currency: 'gbp', status: 'pending' },
    overrideAccess: true,
  })
})

describe('anonymous visitors', () => {
  it.each(['leads', 'lead-connections', 'orders', 'users'])('read no %s through REST', async (collection) => {
    const list = await rest('GET', collection)
    expect(list.status).toBe(403)
    expect(JSON.stringify(list.json)).not.toContain('private@test.example')
  })

  it('cannot read a lead by id', async () => {
    const one = await rest('GET', `leads/${lead.id}`)
    expect(one.status).toBe(403)
    expect(JSON.stringify(one.json)).not.toContain('Private Person')
  })

  it.each([
    ['suppliers', { name: 'Spam', slug: 'spam', description: 'x', location: 'London' }],
    ['categories', { name: 'Spam', slug: 'spam', description: 'x' }],
    ['cities', { name: 'Spam', slug: 'spam' }],
    ['posts', { title: 'Spam' }],
    ['faqs', { question: 'Spam?', answer: 'x' }],
    ['packages', { name: 'Spam', tier: 'local', description: 'x', price: 1 }],
    [
      'leads',
      {
        name: 'Spam',
        email: 'a@b.co',
        phone: '123456',
        city: 'London',
        projectDetails: 'spam spam spam',
        consent: true,
      },
    ],
    ['lead-connections', { lead: 1, supplier: 1, commissionAmount: 1 }],
    ['orders', { packageName: 'x', amount: 1, currency: 'gbp' }],
    ['media', { alt: 'x' }],
    ['certificate-evidence', { supplier: 1 }],
  ])('cannot create %s', async (collection, data) => {
    const before = await payload.count({ collection: collection as 'leads', overrideAccess: true })
    const res = await rest('POST', collection, data)
    expect(res.status).toBeGreaterThanOrEqual(400)
    const after = await payload.count({ collection: collection as 'leads', overrideAccess: true })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('cannot change or delete a lead', async () => {
    expect((await rest('PATCH', `leads/${lead.id}`, { name: 'Changed' })).status).toBe(403)
    expect((await rest('DELETE', `leads/${lead.id}`)).status).toBe(403)
    const still = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(still.name).toBe('Private Person')
  })

  it('cannot change a category or a global', async () => {
    expect((await rest('PATCH', `categories/${category.id}`, { name: 'Hacked' })).status).toBe(403)
    expect((await rest('POST', 'globals/site-settings', { brandName: 'Hacked' })).status).toBe(403)
  })

  it('see published suppliers only', async () => {
    const draft = await payload.create({
      collection: 'suppliers',
      data: {
        name: 'Draft Supplier',
        slug: `draft-supplier-${Date.now()}`,
        description: 'Not yet public.',
        location: 'London',
        category: category.id,
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    const list = await rest('GET', 'suppliers?limit=500')
    const names = (list.json.docs as { name: string }[]).map((d) => d.name)
    expect(names).toContain('Access Supplier')
    expect(names).not.toContain('Draft Supplier')
    expect((await rest('GET', `suppliers/${draft.id}`)).status).toBe(404)
    const local = await payload.find({
      collection: 'suppliers',
      where: { id: { equals: draft.id } },
      overrideAccess: false,
    })
    expect(local.totalDocs).toBe(0)
  })
})

describe('editors', () => {
  it('get no leads, connections or orders', async () => {
    for (const collection of ['leads', 'lead-connections', 'orders'] as const) {
      await expect(payload.find({ collection, user: editor, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('see only their own user account', async () => {
    const { docs } = await payload.find({ collection: 'users', user: editor, overrideAccess: false, limit: 100 })
    expect(docs.map((u) => u.id)).toEqual([editor.id])
    await expect(
      payload.update({
        collection: 'users',
        id: otherEditor.id,
        data: { name: 'x' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('cannot make themselves admin', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.role).toBe('editor')
  })

  it('manage directory content', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Editor question?', answer: 'Editor answer.' },
      user: editor,
      overrideAccess: false,
    })
    expect(faq.question).toBe('Editor question?')
    const draft = await payload.find({
      collection: 'suppliers',
      where: { name: { equals: 'Draft Supplier' } },
      user: editor,
      overrideAccess: false,
      draft: true,
    })
    expect(draft.totalDocs).toBe(1)
  })

  it('cannot change packages (admin only), while admins can read leads', async () => {
    await expect(
      payload.create({
        collection: 'packages',
        data: { name: 'Editor Package', tier: 'local', description: 'x', price: 10 },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    const leads = await payload.find({ collection: 'leads', user: admin, overrideAccess: false })
    expect(leads.totalDocs).toBeGreaterThan(0)
  })
})

describe('the first account', () => {
  it('is made an admin whatever role was asked for', async () => {
    await payload.db.pool.query('delete from users_sessions')
    await payload.db.pool.query('delete from payload_preferences_rels')
    await payload.db.pool.query('delete from payload_locked_documents_rels')
    await payload.db.pool.query('delete from users')
    // The first-user screen's Role field shows its default: Admin for the account that will be made admin.
    expect(await defaultRole()).toBe('admin')
    const first = await payload.create({
      collection: 'users',
      data: { email: 'first@test.example', password: 'correct-horse-battery-staple', role: 'editor' },
      overrideAccess: true,
    })
    expect(first.role).toBe('admin')
    const second = await payload.create({
      collection: 'users',
      data: { email: 'second@test.example', password: 'correct-horse-battery-staple', role: 'editor' },
      overrideAccess: true,
    })
    expect(second.role).toBe('editor')
    expect(await defaultRole()).toBe('editor')
  })
})

/** The default the admin form gives the Role field of a new staff account (no one signed in, as on /admin/create-first-user). */
async function defaultRole(): Promise<unknown> {
  const field = payload.collections.users.config.fields.find((f) => 'name' in f && f.name === 'role')
  if (!field || !('defaultValue' in field)) throw new Error('users.role has no default')
  const req = await createLocalReq({}, payload)
  return typeof field.defaultValue === 'function' ? field.defaultValue({ req, user: null }) : field.defaultValue
}
