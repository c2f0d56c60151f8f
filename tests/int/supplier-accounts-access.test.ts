import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, SupplierAccount, User } from '@payload-types'
import { accessAnswerProblems, restOperations } from '../reliability/access-operations'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// A supplier account of listing A tries, through Payload's REST API and its Local API as that account, everything
// it must not do: read or change listing B, change A's staff-only fields, publish, and reach leads, connections,
// orders, staff users, other accounts and the job queue. Each try is checked by its answer and by the rows.

const MARK = `acct-${Date.now().toString(36)}`
const PRIVATE_TEXT = ['Private Account Test Person', 'private-account-test@test.example', '"hash"', '"salt"']

let payload: Payload
let pool: pg.Pool
let listingA: Supplier
let listingB: Supplier
let draftOnly: Supplier
let accountA: SupplierAccount
let accountB: SupplierAccount
let admin: User
let staff: User
let token: string
let ids: { lead: number; connection: number; order: number }

/** Every row an account of A must not change: private tables, accounts but its own, listings but its own. */
async function forbiddenState(): Promise<string> {
  const parts: string[] = []
  for (const table of ['leads', 'lead_connections', 'orders', 'users', '_suppliers_v', 'payload_jobs']) {
    // Its own listing's edits may tell staff it was sent for review: that e-mail is its own to cause.
    const where =
      table === '_suppliers_v'
        ? `where parent_id <> ${listingA.id}`
        : table === 'payload_jobs'
          ? `where coalesce(input->>'idempotencyKey', '') not like 'listing-submitted:${listingA.id}:%'`
          : ''
    const { rows } = await pool.query(`select * from ${table} ${where} order by id`)
    parts.push(JSON.stringify(rows))
  }
  const { rows: accounts } = await pool.query('select * from supplier_accounts where id <> $1 order by id', [
    accountA.id,
  ])
  const { rows: listings } = await pool.query('select * from suppliers where id <> $1 order by id', [listingA.id])
  return [...parts, JSON.stringify(accounts), JSON.stringify(listings)].join('\n')
}

/** Listing A as the public sees it (the main row) and its staff-only values in every version. */
async function listingARow() {
  const { rows } = await pool.query(
    'select name, slug, description, eco_score, category_id, location, lead_bonus_enabled, lead_bonus_amount, _status from suppliers where id = $1',
    [listingA.id],
  )
  return rows[0] as Record<string, unknown>
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  // The first account of a database is always an admin: made first, so `staff` is an editor.
  admin = await createStaffUser(payload, 'admin')
  staff = await createStaffUser(payload, 'editor')
  listingA = await createListing(payload, 'Account Test Alpha Timber', { website: 'https://www.alpha-timber.test' })
  listingB = await createListing(payload, 'Account Test Beta Insulation')
  draftOnly = await createListing(payload, 'Account Test Unpublished Gamma', { _status: 'draft' })
  accountA = await createSupplierAccount(payload, listingA.id)
  accountB = await createSupplierAccount(payload, listingB.id)
  const lead = await payload.create({
    collection: 'leads',
    data: {
      name: 'Private Account Test Person',
      email: 'private-account-test@test.example',
      phone: '07700900001',
      city: 'London',
      projectDetails: 'Private project details for the account test.',
      consent: true,
    },
    overrideAccess: true,
  })
  const connection = await payload.create({
    collection: 'lead-connections',
    data: { lead: lead.id, supplier: listingA.id, commissionAmount: 5000 },
    overrideAccess: true,
  })
  const order = await payload.create({
    collection: 'orders',
    data: { packageName: 'Green Starter', amount: 37500, currency: 'gbp', status: 'pending' },
    overrideAccess: true,
  })
  ids = { lead: lead.id, connection: connection.id, order: order.id }
  const signedIn = await restLogin('supplier-accounts', accountA.email, TEST_PASSWORD)
  if (!signedIn.token) throw new Error(`supplier account login failed: ${signedIn.text}`)
  token = signedIn.token
})

afterAll(async () => {
  await pool?.end()
})

describe('a supplier account, through the REST API', () => {
  const targets = () =>
    ({
      leads: ids.lead,
      'lead-connections': ids.connection,
      orders: ids.order,
      users: staff.id,
      'supplier-accounts': accountB.id,
    }) as Record<string, number>

  it.each(['leads', 'lead-connections', 'orders', 'users', 'supplier-accounts'])(
    'gets nothing from and changes nothing in %s, whatever the operation',
    async (collection) => {
      const before = await forbiddenState()
      const ownId = collection === 'supplier-accounts' ? accountA.id : null
      for (const [method, path, body] of restOperations(collection, targets()[collection], MARK)) {
        const answer = await rest(method, path, { body, token })
        const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
        expect(accessAnswerProblems(path, answer.status, answer.text, PRIVATE_TEXT, ownId, collection), what).toEqual(
          [],
        )
        expect(await forbiddenState(), `${what} changed rows it may not`).toBe(before)
      }
    },
  )

  it('gets no server error from the versions of any collection', async () => {
    for (const collection of payload.config.collections) {
      const answer = await rest('GET', `${collection.slug}/versions`, { token })
      // 403, or 501 where Payload mounts no such route; never a failure (500).
      expect(answer.status, `${collection.slug}/versions: ${answer.text.slice(0, 200)}`).not.toBe(500)
    }
  })

  it("reads nothing of Payload's own collections (document locks, preferences, migrations, key-value store)", async () => {
    for (const collection of ['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-kv']) {
      const answer = await rest('GET', `${collection}?limit=100`, { token })
      const json = JSON.parse(answer.text) as { totalDocs?: number }
      expect(answer.status < 300 ? (json.totalDocs ?? 0) : 0, `${collection}: ${answer.text.slice(0, 200)}`).toBe(0)
    }
  })

  it('cannot read the job queue, run jobs or reach the admin panel', async () => {
    expect((await rest('GET', 'payload-jobs', { token })).status).toBe(403)
    const run = await rest('GET', 'payload-jobs/run', { token })
    expect(run.status).toBeGreaterThanOrEqual(400)
    expect(run.status).toBeLessThan(500)
    // The admin's own permissions call: an account of another collection is never given the panel.
    const permissions = async (as: string | undefined) =>
      JSON.parse((await rest('GET', 'access', { token: as })).text) as { canAccessAdmin?: boolean }
    const staffToken = (await restLogin('users', admin.email, TEST_PASSWORD)).token
    expect((await permissions(staffToken)).canAccessAdmin).toBe(true)
    expect((await permissions(token)).canAccessAdmin).toBeFalsy()
    expect((await rest('GET', 'users/me', { token })).text).not.toContain(accountA.email)
  })

  it('reads its own account but not its password hash, and cannot move it to another listing', async () => {
    const own = await rest('GET', `supplier-accounts/${accountA.id}`, { token })
    expect(own.status).toBe(200)
    expect(own.text).toContain(accountA.email)
    expect(own.text).not.toMatch(/"hash"|"salt"/)
    await rest('PATCH', `supplier-accounts/${accountA.id}`, { token, body: { supplier: listingB.id, name: 'Renamed' } })
    const { rows } = await pool.query('select supplier_id, name from supplier_accounts where id = $1', [accountA.id])
    expect(rows[0]).toEqual({ supplier_id: listingA.id, name: 'Renamed' })
  })

  it('cannot change listing B or read its versions, nor read an unpublished listing', async () => {
    const before = await forbiddenState()
    for (const [method, path, body] of [
      ['PATCH', `suppliers/${listingB.id}`, { description: MARK }],
      ['PATCH', `suppliers/${listingB.id}?draft=true`, { description: MARK }],
      ['PATCH', `suppliers?where[id][equals]=${listingB.id}`, { description: MARK }],
      ['PATCH', `suppliers?where[id][exists]=true`, { description: MARK }],
      ['DELETE', `suppliers/${listingB.id}`],
      ['POST', 'suppliers', { name: MARK, description: MARK, location: 'London', ecoScore: 9 }],
    ] as const) {
      const answer = await rest(method, path, { body, token })
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
      expect(await forbiddenState(), `${method} ${path} changed rows it may not`).toBe(before)
    }
    expect((await rest('GET', `suppliers/versions?where[parent][equals]=${listingB.id}`, { token })).status).toBe(403)
    const unpublished = await rest('GET', `suppliers/${draftOnly.id}?draft=true`, { token })
    expect(unpublished.status).toBe(404)
  })

  it('saves changes to its own listing only as a draft, and never the staff-only fields', async () => {
    const before = await listingARow()
    const otherCategory = (listingB.category as number | { id: number }) ?? null
    const answer = await rest('PATCH', `suppliers/${listingA.id}`, {
      token,
      body: {
        description: `${MARK} new description`,
        _status: 'published',
        name: 'Renamed By Supplier',
        slug: `renamed-${MARK}`,
        ecoScore: 10,
        location: 'Glasgow',
        category: typeof otherCategory === 'number' ? otherCategory : otherCategory.id,
        leadBonusEnabled: true,
        leadBonusAmount: 0,
      },
    })
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    // The public listing (the main row) is exactly as it was.
    expect(await listingARow()).toEqual(before)
    // The draft has the new description and none of the staff-only values.
    const draft = await payload.findByID({
      collection: 'suppliers',
      id: listingA.id,
      draft: true,
      overrideAccess: true,
    })
    expect(draft._status).toBe('draft')
    expect(draft.description).toBe(`${MARK} new description`)
    expect({
      name: draft.name,
      slug: draft.slug,
      ecoScore: draft.ecoScore,
      location: draft.location,
      leadBonusEnabled: draft.leadBonusEnabled,
    }).toEqual({
      name: before.name,
      slug: before.slug,
      ecoScore: Number(before.eco_score),
      location: before.location,
      leadBonusEnabled: before.lead_bonus_enabled,
    })
    expect(typeof draft.category === 'number' ? draft.category : draft.category.id).toBe(before.category_id)
  })

  it('cannot restore an old version (which would publish it without review)', async () => {
    const { rows } = await pool.query<{ id: number }>(
      'select id from _suppliers_v where parent_id = $1 order by id limit 1',
      [listingA.id],
    )
    const before = await listingARow()
    const answer = await rest('POST', `suppliers/versions/${rows[0].id}`, { token })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(await listingARow()).toEqual(before)
  })
})

/** Every row of Payload's own tables (document locks, preferences, migrations, jobs, key-value store, job statistics). */
async function payloadOwnRows(): Promise<string> {
  const parts: string[] = []
  for (const table of [
    'payload_locked_documents',
    'payload_locked_documents_rels',
    'payload_preferences',
    'payload_preferences_rels',
    'payload_migrations',
    'payload_jobs',
    'payload_kv',
    'payload_jobs_stats',
  ]) {
    const { rows } = await pool.query(`select * from ${table} order by id`)
    parts.push(`${table}: ${JSON.stringify(rows)}`)
  }
  return parts.join('\n')
}

describe("Payload's own collections", () => {
  const lockOf = (userId: number, target: Record<string, unknown>) => ({
    ...target,
    user: { relationTo: 'users', value: userId },
  })

  it('a supplier account can neither create, list, change nor delete document locks (which answer 423 to staff)', async () => {
    const editorToken = (await restLogin('users', staff.email, TEST_PASSWORD)).token
    // A lock staff hold, for the account to try to read, move and delete.
    const held = await rest('POST', 'payload-locked-documents', {
      token: editorToken,
      body: lockOf(staff.id, { document: { relationTo: 'suppliers', value: listingB.id } }),
    })
    expect(held.status, held.text.slice(0, 300)).toBe(201)
    const heldId = (JSON.parse(held.text) as { doc: { id: number } }).doc.id
    const before = await payloadOwnRows()
    for (const [method, path, body] of [
      [
        'POST',
        'payload-locked-documents',
        lockOf(admin.id, { document: { relationTo: 'suppliers', value: listingA.id } }),
      ],
      ['POST', 'payload-locked-documents', lockOf(admin.id, { globalSlug: 'site-settings' })],
      ['POST', 'payload-locked-documents', { document: { relationTo: 'suppliers', value: listingA.id } }],
      ['GET', 'payload-locked-documents?limit=100'],
      ['GET', `payload-locked-documents/${heldId}`],
      ['PATCH', `payload-locked-documents/${heldId}`, lockOf(admin.id, {})],
      ['PATCH', 'payload-locked-documents?where[id][exists]=true', { globalSlug: 'home' }],
      ['DELETE', `payload-locked-documents/${heldId}`],
      ['DELETE', 'payload-locked-documents?where[id][exists]=true'],
    ] as const) {
      const answer = await rest(method, path, { body, token })
      const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
      expect(answer.status, what).toBeGreaterThanOrEqual(400)
      expect(answer.status, what).toBeLessThan(500)
      expect(await payloadOwnRows(), `${what} changed rows`).toBe(before)
    }
    // Through the Local API with its own access, the same.
    const asA = { user: { ...accountA, collection: 'supplier-accounts' as const }, overrideAccess: false }
    await expect(
      payload.create({
        collection: 'payload-locked-documents',
        data: { globalSlug: 'site-settings', user: { relationTo: 'users', value: admin.id } },
        ...asA,
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'payload-locked-documents', ...asA })).rejects.toThrow()
    expect(await payloadOwnRows()).toBe(before)
    // Staff still take over and release locks, but only ever in their own name.
    const forged = await rest('POST', 'payload-locked-documents', {
      token: editorToken,
      body: lockOf(admin.id, { globalSlug: 'site-settings' }),
    })
    expect(forged.status, forged.text.slice(0, 300)).toBe(201)
    const { rows } = await pool.query<{ users_id: number | null; supplier_accounts_id: number | null }>(
      'select users_id, supplier_accounts_id from payload_locked_documents_rels r join ' +
        'payload_locked_documents l on l.id = r.parent_id where l.global_slug = $1 and r.path = ' +
        '$2',
      ['site-settings', 'user'],
    )
    expect(rows).toEqual([{ users_id: staff.id, supplier_accounts_id: null }])
    for (const id of [heldId, (JSON.parse(forged.text) as { doc: { id: number } }).doc.id])
      expect((await rest('DELETE', `payload-locked-documents/${id}`, { token: editorToken })).status).toBe(200)
  })

  it("keeps no preferences for a supplier account, and never another account's for staff", async () => {
    const editorToken = (await restLogin('users', staff.email, TEST_PASSWORD)).token
    const adminToken = (await restLogin('users', admin.email, TEST_PASSWORD)).token
    const adminPreference = await rest('POST', 'payload-preferences/nav', {
      token: adminToken,
      body: { value: { open: true } },
    })
    expect(adminPreference.status, adminPreference.text.slice(0, 300)).toBe(200)
    const { rows: adminRows } = await pool.query<{ id: number }>(
      "select p.id from payload_preferences p join payload_preferences_rels r on r.parent_id = p.id where r.users_id = $1 and p.key = 'nav'",
      [admin.id],
    )
    const adminPreferenceId = adminRows[0].id
    const before = await payloadOwnRows()
    for (const [who, as] of [
      ['supplier account', token],
      ['editor', editorToken],
    ] as const) {
      for (const [method, path, body] of [
        ['GET', 'payload-preferences?limit=100'],
        ['GET', `payload-preferences/${adminPreferenceId}`],
        ['PATCH', `payload-preferences/${adminPreferenceId}`, { value: { open: false } }],
        ['DELETE', `payload-preferences/${adminPreferenceId}`],
        [
          'POST',
          'payload-preferences',
          { key: 'nav', value: { x: 1 }, user: { relationTo: 'users', value: admin.id } },
        ],
        ['PATCH', 'payload-preferences?where[id][exists]=true', { value: { open: false } }],
        ['DELETE', 'payload-preferences?where[id][exists]=true'],
      ] as const) {
        if (who === 'editor' && method === 'POST') continue
        const answer = await rest(method, path, { body, token: as })
        const what = `${who}: ${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
        expect(answer.status, what).toBeLessThan(500)
        expect(answer.text, what).not.toContain('"open":true')
        expect(await payloadOwnRows(), `${what} changed rows`).toBe(before)
      }
    }
    // The supplier account cannot store preferences of its own either (it never uses the admin panel).
    for (const [method, path, body] of [
      ['POST', 'payload-preferences/nav', { value: { big: 'x'.repeat(1000) } }],
      ['POST', 'payload-preferences', { key: 'nav', value: { big: 'x' } }],
      ['GET', 'payload-preferences/nav'],
      ['DELETE', 'payload-preferences/nav'],
    ] as const) {
      const answer = await rest(method, path, { body, token })
      const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
      expect(answer.status, what).toBeGreaterThanOrEqual(400)
      expect(answer.status, what).toBeLessThan(500)
      expect(await payloadOwnRows(), `${what} changed rows`).toBe(before)
    }
    // An editor keeps their own.
    expect(
      (await rest('POST', 'payload-preferences/nav', { token: editorToken, body: { value: { open: 1 } } })).status,
    ).toBe(200)
    expect((await rest('GET', 'payload-preferences/nav', { token: editorToken })).text).toContain('"open":1')
    // and removes them (Payload's own handler answered 500 on PostgreSQL here), leaving the admin's alone.
    expect((await rest('DELETE', 'payload-preferences/nav', { token: editorToken })).status).toBe(200)
    expect((await rest('DELETE', 'payload-preferences/nav', { token: editorToken })).status).toBe(404)
    const { rows: left } = await pool.query('select id from payload_preferences where id = $1', [adminPreferenceId])
    expect(left).toHaveLength(1)
  })

  it('cannot read or write migrations, jobs, the key-value store or the job statistics, over REST or the Local API', async () => {
    const before = await payloadOwnRows()
    // Payload mounts no REST route for migrations (501); the Local API is tried below.
    for (const path of ['payload-migrations', `payload-migrations/1`]) {
      expect((await rest('GET', path, { token })).status).toBe(501)
      expect((await rest('POST', path, { token, body: { name: MARK, batch: 99 } })).status).toBe(501)
    }
    for (const [method, path, body] of [
      ['GET', 'payload-jobs'],
      ['POST', 'payload-jobs', { taskSlug: 'sendEmail', input: {} }],
      ['PATCH', 'payload-jobs?where[id][exists]=true', { hasError: true }],
      ['DELETE', 'payload-jobs?where[id][exists]=true'],
      ['GET', 'payload-kv'],
      ['POST', 'payload-kv', { key: MARK, data: {} }],
      ['GET', 'globals/payload-jobs-stats'],
      ['POST', 'globals/payload-jobs-stats', { stats: { scheduledRuns: { queues: { certificates: { tasks: {} } } } } }],
    ] as const) {
      const answer = await rest(method, path, { body, token })
      const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
      expect(answer.status, what).toBeGreaterThanOrEqual(400)
      expect(answer.status, what).toBeLessThan(500)
      expect(await payloadOwnRows(), `${what} changed rows`).toBe(before)
    }
    const asA = { user: { ...accountA, collection: 'supplier-accounts' as const }, overrideAccess: false }
    await expect(payload.find({ collection: 'payload-migrations', ...asA })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'payload-migrations', data: { name: MARK, batch: 99 }, ...asA }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'payload-jobs', ...asA })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'payload-jobs-stats', ...asA })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'payload-jobs-stats', data: { stats: {} }, ...asA })).rejects.toThrow()
    expect(await payloadOwnRows()).toBe(before)
  })

  it("every collection Payload adds refuses a supplier account's every REST operation", async () => {
    const own = payload.config.collections.map((c) => c.slug).filter((slug) => slug.startsWith('payload-'))
    expect(own).toEqual(
      expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs']),
    )
    const before = await payloadOwnRows()
    for (const collection of own) {
      const mounted = payload.collections[collection as 'payload-jobs'].config.endpoints !== false
      for (const [method, path, body] of restOperations(collection, 1, MARK)) {
        const answer = await rest(method, path, { body, token })
        const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
        // A collection without REST routes (migrations) answers 501 to everything.
        if (!mounted) expect(answer.status, what).toBe(501)
        else
          expect(accessAnswerProblems(path, answer.status, answer.text, PRIVATE_TEXT, null, collection), what).toEqual(
            [],
          )
        expect(await payloadOwnRows(), `${what} changed rows`).toBe(before)
      }
    }
  })
})

describe('a supplier account, through the Local API with its own access', () => {
  it('is refused listing B and staff-only fields of its own listing, and always saves a draft', async () => {
    const asA = { user: { ...accountA, collection: 'supplier-accounts' as const }, overrideAccess: false }
    await expect(
      payload.update({ collection: 'suppliers', id: listingB.id, data: { description: MARK }, draft: true, ...asA }),
    ).rejects.toThrow()
    const before = await listingARow()
    const saved = await payload.update({
      collection: 'suppliers',
      id: listingA.id,
      data: { description: `${MARK} local`, ecoScore: 0, _status: 'published' },
      ...asA,
    })
    expect(saved._status).toBe('draft')
    expect(saved.ecoScore).toBe(Number(before.eco_score))
    expect(await listingARow()).toEqual(before)
    await expect(payload.find({ collection: 'leads', ...asA })).rejects.toThrow()
    // Orders are readable for the account's own listing only (its receipts); this one belongs to no listing.
    expect((await payload.find({ collection: 'orders', ...asA })).docs).toEqual([])
    const accounts = await payload.find({ collection: 'supplier-accounts', ...asA })
    expect(accounts.docs.map((a) => a.id)).toEqual([accountA.id])
  })
})

describe('an anonymous visitor', () => {
  it('gets nothing from the supplier accounts collection', async () => {
    const before = await forbiddenState()
    for (const [method, path, body] of restOperations('supplier-accounts', accountA.id, MARK)) {
      const answer = await rest(method, path, { body })
      const what = `${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
      expect(
        accessAnswerProblems(path, answer.status, answer.text, [accountA.email, accountB.email, '"hash"'], null, 'x'),
        what,
      ).toEqual([])
      expect(await forbiddenState(), what).toBe(before)
    }
  })
})

describe('staff', () => {
  it('an editor neither reads supplier accounts nor signs in as one; only users may use the admin panel', async () => {
    const editorToken = (await restLogin('users', staff.email, TEST_PASSWORD)).token
    const list = await rest('GET', 'supplier-accounts', { token: editorToken })
    expect(list.text).not.toContain(accountA.email)
    expect(payload.config.admin.user).toBe('users')
    expect((await restLogin('supplier-accounts', staff.email, TEST_PASSWORD)).token).toBeUndefined()
  })
})
