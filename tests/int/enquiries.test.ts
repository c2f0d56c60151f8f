import { randomInt, randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postEnquiry } from '@/app/api/enquiries/route'
import { consentText } from '@/lib/enquiry/consent'
import { ENQUIRY_FAILURE, ENQUIRY_SUCCESS } from '@/lib/enquiry/result'
import { ENQUIRY_MESSAGES } from '@/lib/enquiry/schema'
import { submitEnquiry } from '@/lib/enquiry/submit'
import { seed } from '@/seed'
import { suppliers as seedSuppliers } from '@/seed/data/suppliers'
import type { Supplier } from '@payload-types'
import { createStaffUser, setEcoScoreFixture, testPayload } from './helpers'

// The run's database is shared with the other integration files: every enquiry here uses its own
// e-mail address and client address, and assertions look only at what these enquiries stored.

let payload: Payload
let pool: pg.Pool
let bySlug: Map<string, Supplier>

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@enquiry.test`
const uniqueIp = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`

function enquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Builder',
    email: uniqueEmail('ada'),
    // Each its own phone: the duplicate rule matches a repeated one (tests/int/leads.test.ts covers it).
    phone: `07${randomInt(0, 1e9).toString().padStart(9, '0')}`,
    city: 'London',
    projectDetails: 'Timber frame extension with wood-fibre insulation and a green roof.',
    consent: true,
    sourcePage: '/london',
    ...overrides,
  }
}

const submit = (input: Record<string, unknown>, clientIp = uniqueIp()) =>
  submitEnquiry(input, { payload, clientIp, rateLimit: 100 })

async function leadsFor(email: string) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  return docs
}

async function connectionsFor(leadId: number) {
  const { docs } = await payload.find({
    collection: 'lead-connections',
    where: { lead: { equals: leadId } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  return docs.map((c) => ({ supplier: c.supplier as number, commissionAmount: c.commissionAmount }))
}

/** Queued e-mail jobs whose message mentions this address (visitor, supplier and staff copies all do). */
async function jobsMentioning(email: string): Promise<Array<{ to: string; idempotencyKey: string }>> {
  const { rows } = await pool.query<{ input: { to: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input::text like $1 order by id`,
    [`%${email}%`],
  )
  return rows.map((r) => ({ to: r.input.to, idempotencyKey: r.input.idempotencyKey }))
}

/** The published suppliers serving a city an enquiry reaches (at most 5, best Eco-Score then oldest), straight from the tables. */
async function publishedSupplierIdsServing(city: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `select s.id from suppliers s
     where s._status = 'published' and exists (select 1 from suppliers_city_keys k where k._parent_id = s.id and k.key = $1)
     order by s.eco_score desc, s.id limit 5`,
    [city],
  )
  return rows.map((r) => r.id).sort((a, b) => a - b)
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const { docs } = await payload.find({
    collection: 'suppliers',
    where: { slug: { in: seedSuppliers.map((s) => s.slug) } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  bySlug = new Map(docs.map((s) => [s.slug, s]))
})

afterAll(async () => {
  await pool?.end()
})

describe('validation (the same schema as the form)', () => {
  it('answers every field message for an empty enquiry and stores nothing', async () => {
    const result = await submit({})
    expect(result).toMatchObject({ ok: false, reason: 'invalid' })
    if (result.ok || result.reason !== 'invalid') throw new Error('expected field errors')
    expect(result.fieldErrors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      city: 'Please select a city',
      projectDetails: 'Please provide some details about your project',
      consent: 'You must agree to our Privacy Policy',
    })
  })

  it.each([
    ['name', 'A', ENQUIRY_MESSAGES.name],
    ['name', '   A   ', ENQUIRY_MESSAGES.name],
    ['email', 'not-an-address', ENQUIRY_MESSAGES.email],
    ['phone', '12345', ENQUIRY_MESSAGES.phone],
    ['city', 'L', ENQUIRY_MESSAGES.city],
    ['projectDetails', 'Too short', ENQUIRY_MESSAGES.projectDetails],
    ['consent', false, ENQUIRY_MESSAGES.consent],
    ['consent', 'yes', ENQUIRY_MESSAGES.consent],
    ['name', 'N'.repeat(101), 'Name must be at most 100 characters'],
    ['projectDetails', 'x'.repeat(5001), 'Project details must be at most 5,000 characters'],
    ['phone', '0'.repeat(31), 'Phone number must be at most 30 characters'],
  ])('refuses %s = %j with its message and stores nothing', async (field, value, message) => {
    const input = enquiry({ [field]: value })
    const result = await submit(input)
    expect(result).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: { [field]: message } })
    expect(await leadsFor(input.email as string)).toHaveLength(0)
  })
})

describe('routing a London enquiry', () => {
  it('stores the lead with its consent record and connects every published London supplier with its commission', async () => {
    const input = enquiry()
    const result = await submit(input)
    expect(result).toMatchObject({ ok: true, message: ENQUIRY_SUCCESS.description })

    const [lead] = await leadsFor(input.email as string)
    expect(lead).toMatchObject({
      name: 'Ada Builder',
      city: 'London',
      consent: true,
      consentText: consentText(),
      sourcePage: '/london',
    })
    expect(Date.now() - new Date(lead.consentedAt ?? 0).getTime()).toBeLessThan(60_000)

    const connections = await connectionsFor(lead.id)
    expect(connections.map((c) => c.supplier).sort((a, b) => a - b)).toEqual(
      await publishedSupplierIdsServing('london'),
    )
    const commissionOf = (slug: string) =>
      connections.find((c) => c.supplier === bySlug.get(slug)?.id)?.commissionAmount
    // The seed's four London suppliers: a bonus of 1500, a bonus with no amount, and two without a bonus.
    expect(commissionOf('thameside-timber-merchants')).toBe(5000 + 1500)
    expect(commissionOf('capital-natural-insulation')).toBe(7500)
    expect(commissionOf('greenwich-living-roofs')).toBe(5000)
    expect(commissionOf('hackney-clay-and-lime-paints')).toBe(5000)

    const full = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
    expect(full.commissionTotal).toBe(connections.reduce((sum, c) => sum + c.commissionAmount, 0))
  })

  it('answers with the confirmation the page keeps: the suppliers who received it and the address its e-mail goes to', async () => {
    const input = enquiry()
    const result = await submit(input)
    const [lead] = await leadsFor(input.email as string)
    const names = (await connectionsFor(lead.id)).map(
      (c) => [...bySlug.values()].find((s) => s.id === c.supplier)?.name,
    )
    expect(names.length).toBeGreaterThan(1)
    expect(result).toMatchObject({ ok: true, confirmation: { email: input.email, city: 'London' } })
    expect(result.ok && [...result.confirmation.recipients].sort()).toEqual([...names].sort())
    // A repeat within 30 days is routed to no one: its confirmation names the suppliers who have the first one.
    const repeat = await submit({ ...input })
    expect(repeat.ok && [...repeat.confirmation.recipients].sort()).toEqual([...names].sort())
  })

  it('queues the visitor confirmation, one e-mail per matched supplier and the staff copy, each with its own idempotency key', async () => {
    const input = enquiry()
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    const jobs = await jobsMentioning(input.email as string)
    const supplierEmails = (await connectionsFor(lead.id)).map(
      (c) => [...bySlug.values()].find((s) => s.id === c.supplier)?.contactEmail,
    )
    expect(jobs.map((j) => j.to).sort()).toEqual(
      [input.email, 'team@ecobuild-directory.co.uk', ...supplierEmails].sort(),
    )
    expect(new Set(jobs.map((j) => j.idempotencyKey)).size).toBe(jobs.length)
    for (const job of jobs) expect(job.idempotencyKey).toMatch(new RegExp(`^lead:${lead.id}:`))
  })

  it('matches the city trimmed and case-insensitively', async () => {
    const input = enquiry({ city: '  lONDON ' })
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    expect((await connectionsFor(lead.id)).map((c) => c.supplier).sort((a, b) => a - b)).toEqual(
      await publishedSupplierIdsServing('london'),
    )
  })

  it('narrows to the category of the page the enquiry came from', async () => {
    const timber = bySlug.get('thameside-timber-merchants')
    const input = enquiry({ category: timber?.category })
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    expect(lead.category).toBe(timber?.category)
    expect(await connectionsFor(lead.id)).toEqual([{ supplier: timber?.id, commissionAmount: 6500 }])
  })

  it('sends an enquiry addressed to one supplier to that supplier only, with the consent naming it', async () => {
    const roofs = bySlug.get('greenwich-living-roofs')
    const input = enquiry({ supplier: roofs?.id, city: 'Leeds' })
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    expect(lead.consentText).toBe(consentText(roofs?.name))
    expect(await connectionsFor(lead.id)).toEqual([{ supplier: roofs?.id, commissionAmount: 5000 }])
  })

  it('never routes to a supplier that is not published', async () => {
    const draft = await payload.create({
      collection: 'suppliers',
      draft: true,
      data: {
        name: `Draft London Supplier ${randomUUID().slice(0, 6)}`,
        description: 'Not yet live.',
        location: 'London',
        category: bySlug.get('greenwich-living-roofs')?.category as number,
        contactEmail: 'draft@enquiry.test',
        _status: 'draft',
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    // The best score there is: still never routed while a draft.
    await setEcoScoreFixture(payload, draft.id, 9)
    try {
      const input = enquiry()
      await submit(input)
      const [lead] = await leadsFor(input.email as string)
      const connected = (await connectionsFor(lead.id)).map((c) => c.supplier)
      expect(connected).not.toContain(draft.id)
      expect(connected.length).toBeGreaterThanOrEqual(4)

      const addressed = enquiry({ supplier: draft.id })
      await submit(addressed)
      const [addressedLead] = await leadsFor(addressed.email as string)
      expect(await connectionsFor(addressedLead.id)).toEqual([])
    } finally {
      await payload.delete({
        collection: 'suppliers',
        id: draft.id,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })

  it('stores an enquiry from a city without suppliers with no connections; the visitor and staff e-mails are still queued', async () => {
    const input = enquiry({ city: 'Inverness' })
    expect(await submit(input)).toMatchObject({ ok: true })
    const [lead] = await leadsFor(input.email as string)
    expect(lead.city).toBe('Inverness')
    expect(await connectionsFor(lead.id)).toEqual([])
    expect((await jobsMentioning(input.email as string)).map((j) => j.to).sort()).toEqual(
      [input.email, 'team@ecobuild-directory.co.uk'].sort(),
    )
  })
})

describe('all or nothing', () => {
  it('keeps no lead, no connection and no job when one connection cannot be stored', async () => {
    const failing = bySlug.get('greenwich-living-roofs')?.id
    // A database failure on one supplier's connection, after the lead and other connections were written.
    await pool.query(`create or replace function enquiry_test_refuse_connection() returns trigger language plpgsql as $$
      begin if new.supplier_id = ${Number(failing)} then raise exception 'refused by test'; end if; return new; end $$`)
    await pool.query(
      `create trigger enquiry_test_refuse before insert on lead_connections for each row execute function enquiry_test_refuse_connection()`,
    )
    const counts = async () => {
      const { rows } = await pool.query<{ leads: string; connections: string; jobs: string }>(
        `select (select count(*) from leads) leads, (select count(*) from lead_connections) connections, (select count(*) from payload_jobs) jobs`,
      )
      return rows[0]
    }
    try {
      const before = await counts()
      const input = enquiry()
      const result = await submit(input)
      expect(result).toEqual({ ok: false, reason: 'error', message: ENQUIRY_FAILURE.description })
      expect(await leadsFor(input.email as string)).toHaveLength(0)
      expect(await jobsMentioning(input.email as string)).toHaveLength(0)
      expect(await counts()).toEqual(before)
    } finally {
      await pool.query('drop trigger if exists enquiry_test_refuse on lead_connections')
      await pool.query('drop function if exists enquiry_test_refuse_connection()')
    }
    // The same enquiry goes through once the failure is gone.
    const retry = enquiry()
    expect(await submit(retry)).toMatchObject({ ok: true })
    expect(await leadsFor(retry.email as string)).toHaveLength(1)
  })
})

describe('e-mails commit with their lead', () => {
  it('keeps no lead, no connection and no job when the last e-mail (the staff copy) cannot be queued', async () => {
    const input = enquiry()
    const email = input.email as string
    // The database refuses this enquiry's staff copy, queued last, after the lead, its connections and the other e-mails.
    await pool.query(
      `create or replace function enquiry_test_refuse_staff_copy() returns ` +
        `trigger language plpgsql as $$
      begin if new.input->>'idempotencyKey' like 'lead:%:staff' and new.input::text like ` +
        `'%${email}%' then raise exception 'refused by test'; end if; return new; end $$`,
    )
    await pool.query(
      'create trigger enquiry_test_refuse_staff before insert on payload_jobs for each row execute function enquiry_test_refuse_staff_copy()',
    )
    const counts = async () => {
      const { rows } = await pool.query<{ leads: string; connections: string; jobs: string }>(
        `select (select count(*) from leads) leads, (select count(*) from lead_connections) connections, (select count(*) from payload_jobs) jobs`,
      )
      return rows[0]
    }
    try {
      const before = await counts()
      expect(await submit(input)).toEqual({ ok: false, reason: 'error', message: ENQUIRY_FAILURE.description })
      expect(await leadsFor(email)).toHaveLength(0)
      expect(await jobsMentioning(email)).toHaveLength(0)
      expect(await counts()).toEqual(before)
    } finally {
      await pool.query('drop trigger if exists enquiry_test_refuse_staff on payload_jobs')
      await pool.query('drop function if exists enquiry_test_refuse_staff_copy()')
    }
    // Sent again, the same enquiry is stored with all its e-mails, and the staff copy is indeed the last one queued.
    expect(await submit(input)).toMatchObject({ ok: true })
    expect(await leadsFor(email)).toHaveLength(1)
    const jobs = await jobsMentioning(email)
    expect(jobs.length).toBeGreaterThanOrEqual(6)
    expect(jobs.at(-1)?.idempotencyKey).toMatch(/^lead:\d+:staff$/)
  })
})

describe('bots and floods', () => {
  it('answers a filled honeypot with the normal success and stores nothing', async () => {
    const input = enquiry({ companyWebsite: 'https://spam.example' })
    // A fresh client address and e-mail: any allowance consumed would add rate-limit rows.
    const limitRows = async () =>
      Number((await pool.query<{ n: string }>('select count(*) as n from enquiry_rate_limits')).rows[0].n)
    const rowsBefore = await limitRows()
    expect(await submit(input)).toEqual({
      ok: true,
      message: ENQUIRY_SUCCESS.description,
      confirmation: { email: input.email, city: input.city, recipients: [] },
    })
    expect(await leadsFor(input.email as string)).toHaveLength(0)
    expect(await jobsMentioning(input.email as string)).toHaveLength(0)
    expect(await limitRows()).toBe(rowsBefore)
  })

  it('refuses more than the limit from one client address within 10 minutes, storing nothing for the refused one', async () => {
    const ip = uniqueIp()
    const limited = (input: Record<string, unknown>) => submitEnquiry(input, { payload, clientIp: ip, rateLimit: 2 })
    expect(await limited(enquiry())).toMatchObject({ ok: true })
    expect(await limited(enquiry())).toMatchObject({ ok: true })
    const third = enquiry()
    const result = await limited(third)
    expect(result).toEqual({
      ok: false,
      reason: 'rate-limited',
      message: 'Too many enquiries. Please try again in 10 minutes.',
      retryAfterSeconds: expect.any(Number),
    })
    expect(await leadsFor(third.email as string)).toHaveLength(0)
    expect(await jobsMentioning(third.email as string)).toHaveLength(0)
    // Another address is not affected.
    expect(await submitEnquiry(enquiry(), { payload, clientIp: uniqueIp(), rateLimit: 2 })).toMatchObject({ ok: true })
  })

  it('refuses more than the limit for one e-mail address, whatever the client address', async () => {
    const email = uniqueEmail('repeat')
    const limited = () => submitEnquiry(enquiry({ email }), { payload, clientIp: uniqueIp(), rateLimit: 2 })
    expect(await limited()).toMatchObject({ ok: true })
    expect(await limited()).toMatchObject({ ok: true })
    expect(await limited()).toMatchObject({ ok: false, reason: 'rate-limited' })
    expect(await leadsFor(email)).toHaveLength(2)
  })
})

describe('POST /api/enquiries', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    postEnquiry(
      new Request('http://localhost/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
        body,
      }),
    )

  it('stores a valid enquiry and answers 201', async () => {
    const input = enquiry()
    const res = await post(JSON.stringify(input))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      ok: true,
      message: ENQUIRY_SUCCESS.description,
      confirmation: { email: input.email, city: input.city },
    })
    expect(await leadsFor(input.email as string)).toHaveLength(1)
  })

  it('answers 422 with the field errors for bad input', async () => {
    const res = await post(JSON.stringify({ ...enquiry(), name: 'A', consent: false }))
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({
      ok: false,
      reason: 'invalid',
      fieldErrors: { name: ENQUIRY_MESSAGES.name, consent: ENQUIRY_MESSAGES.consent },
    })
  })

  it('answers 400 for a body that is not JSON or not an object, and 415 for another content type', async () => {
    expect((await post('{"name":')).status).toBe(400)
    expect((await post('[1,2]')).status).toBe(400)
    expect((await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415)
  })

  it('answers 429 with Retry-After once ENQUIRY_RATE_LIMIT is used up for the client address', async () => {
    const previous = process.env.ENQUIRY_RATE_LIMIT
    process.env.ENQUIRY_RATE_LIMIT = '1'
    try {
      const ip = uniqueIp()
      expect((await post(JSON.stringify(enquiry()), { 'x-forwarded-for': ip })).status).toBe(201)
      const refused = await post(JSON.stringify(enquiry()), { 'x-forwarded-for': ip })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500)
      expect(await refused.json()).toMatchObject({ message: 'Too many enquiries. Please try again in 10 minutes.' })
    } finally {
      if (previous === undefined) delete process.env.ENQUIRY_RATE_LIMIT
      else process.env.ENQUIRY_RATE_LIMIT = previous
    }
  })
})

describe('staff-only data', () => {
  const handlers = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    DELETE: REST_DELETE(config),
  }
  async function rest(method: keyof typeof handlers, path: string, body?: unknown, token?: string) {
    const url = new URL(`http://localhost/api/${path}`)
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (token) headers.authorization = `JWT ${token}`
    const response = await handlers[method](
      new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      {
        params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
      },
    )
    return { status: response.status, text: await response.text(), headers: response.headers }
  }
  async function login(role: 'admin' | 'editor'): Promise<string> {
    const user = await createStaffUser(payload, role)
    // The first account ever created is made an admin whatever it asked for.
    if (user.role !== role) return login(role)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'correct-horse-battery-staple' },
    })
    if (!token) throw new Error('no token')
    return token
  }

  it('lets anonymous REST requests neither read, create, change nor delete leads or lead connections', async () => {
    const input = enquiry()
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    const [connection] = (
      await payload.find({
        collection: 'lead-connections',
        where: { lead: { equals: lead.id } },
        overrideAccess: true,
        limit: 1,
      })
    ).docs
    for (const [collection, id] of [
      ['leads', lead.id],
      ['lead-connections', connection.id],
    ] as const) {
      for (const res of [await rest('GET', collection), await rest('GET', `${collection}/${id}`)]) {
        expect(res.status).toBe(403)
        expect(res.text).not.toContain(input.email as string)
      }
      expect(
        (
          await rest(
            'POST',
            collection,
            collection === 'leads' ? enquiry() : { lead: lead.id, supplier: connection.supplier, commissionAmount: 1 },
          )
        ).status,
      ).toBe(403)
      expect(
        (
          await rest(
            'PATCH',
            `${collection}/${id}`,
            collection === 'leads' ? { name: 'Changed' } : { commissionAmount: 1 },
          )
        ).status,
      ).toBe(403)
      expect((await rest('DELETE', `${collection}/${id}`)).status).toBe(403)
    }
    const unchanged = await payload.findByID({
      collection: 'lead-connections',
      id: connection.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(unchanged.commissionAmount).toBe(connection.commissionAmount)
    expect((await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).name).toBe(
      'Ada Builder',
    )
  })

  it("shows a supplier's leads to admins only", async () => {
    const input = enquiry()
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    const supplierId = bySlug.get('capital-natural-insulation')?.id
    const anonymous = await rest('GET', `suppliers/${supplierId}`)
    expect(anonymous.status).toBe(200)
    expect(JSON.parse(anonymous.text)).not.toHaveProperty('leads')
    const editor = await rest('GET', `suppliers/${supplierId}`, undefined, await login('editor'))
    expect(JSON.parse(editor.text)).not.toHaveProperty('leads')
    const admin = await rest(
      'GET',
      `suppliers/${supplierId}?joins[leads][limit]=1000&depth=0`,
      undefined,
      await login('admin'),
    )
    const connectionIds = (JSON.parse(admin.text) as { leads: { docs: number[] } }).leads.docs
    const { docs } = await payload.find({
      collection: 'lead-connections',
      where: { and: [{ lead: { equals: lead.id } }, { supplier: { equals: supplierId } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(connectionIds).toContain(docs[0].id)
  })

  it('exports leads as CSV for admins only', async () => {
    const input = enquiry({ name: '=HYPERLINK("http://evil")', city: 'london' })
    await submit(input)
    const [lead] = await leadsFor(input.email as string)
    const connections = await connectionsFor(lead.id)
    const total = connections.reduce((sum, c) => sum + c.commissionAmount, 0)
    expect((await rest('GET', 'leads/export.csv')).status).toBe(401)
    expect((await rest('GET', 'leads/export.csv', undefined, await login('editor'))).status).toBe(403)
    const res = await rest('GET', 'leads/export.csv', undefined, await login('admin'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    const line = res.text.split('\r\n').find((l) => l.includes(input.email as string))
    expect(line).toBeDefined()
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(line).toContain('Thameside Timber Merchants')
    expect(line?.startsWith(`${lead.id},`)).toBe(true)
    expect(line?.endsWith(`,${connections.length},${total},£${(total / 100).toFixed(2)}`)).toBe(true)
  })
})
