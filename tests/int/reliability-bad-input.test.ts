import fc from 'fast-check'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postEnquiry } from '@/app/api/enquiries/route'
import { runPendingJobs } from '@/jobs/run-pending'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { ENQUIRY_INVALID_MESSAGE } from '@/lib/enquiry/result'
import { seed } from '@/seed'
import { startFakeResend } from '../fakes/resend'
import { enquiryCases, expectedStatuses, storedText, type EnquiryCase } from '../reliability/enquiry-inputs'
import { testPayload } from './helpers'

// 1,000 generated submissions through the exported POST handler of /api/enquiries (the same
// submitEnquiry as the form): each gets a validation message or a clean 4xx, never a 5xx; a refused one
// stores nothing; an accepted one is stored exactly as sent (trimmed).

const RUNS = 1000

let payload: Payload
let pool: pg.Pool
let requestNumber = 0

type Counts = { leads: number; connections: number; jobs: number }

async function counts(): Promise<Counts> {
  const { rows } = await pool.query<{ leads: string; connections: string; jobs: string }>(
    'select (select count(*) from leads) as leads, (select count(*) from lead_connections) as connections, (select count(*) from payload_jobs) as jobs',
  )
  return { leads: Number(rows[0].leads), connections: Number(rows[0].connections), jobs: Number(rows[0].jobs) }
}

async function send(c: EnquiryCase): Promise<{ status: number; body: Record<string, unknown> | null }> {
  requestNumber += 1
  // A fresh client address each time, so the per-address limit never answers instead of validation.
  const ip = `198.18.${Math.floor(requestNumber / 250) % 250}.${(requestNumber % 250) + 1}`
  const response = await postEnquiry(
    new Request('http://localhost/api/enquiries', {
      method: 'POST',
      headers: { 'content-type': c.contentType, 'x-forwarded-for': ip },
      body: c.body,
    }),
  )
  const text = await response.text()
  let body: Record<string, unknown> | null = null
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = null
  }
  return { status: response.status, body }
}

const tokenOf = (input: Record<string, unknown> | null): string | null => {
  const match = /fuzz-([a-z0-9]+)@fuzz\.test/.exec(typeof input?.email === 'string' ? input.email : '')
  return match ? match[1] : null
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await pool?.end()
})

describe('generated enquiry submissions', () => {
  it(`answer ${RUNS} cases with a 201 or a clean 4xx, store nothing when refused and store accepted text as sent`, async () => {
    const tally = new Map<string, number>()
    await fc.assert(
      fc.asyncProperty(enquiryCases, async (c) => {
        const before = await counts()
        const { status, body } = await send(c)
        const after = await counts()
        tally.set(`${c.kind} ${status}`, (tally.get(`${c.kind} ${status}`) ?? 0) + 1)

        expect(status, `${c.kind}: ${c.body.slice(0, 200)}`).toBeLessThan(500)
        expect(expectedStatuses(c.kind), `${c.kind} answered ${status}: ${c.body.slice(0, 200)}`).toContain(status)
        expect(body, 'every answer is a JSON result').not.toBeNull()

        const stores = status === 201 && c.kind !== 'honeypot'
        if (!stores) {
          expect(after, `nothing stored for a refused ${c.kind}`).toEqual(before)
        }
        if (status === 422) {
          expect(body?.message).toBe(ENQUIRY_INVALID_MESSAGE)
          const messages = Object.values((body?.fieldErrors ?? {}) as Record<string, unknown>)
          expect(messages.length).toBeGreaterThan(0)
          for (const m of messages) expect(typeof m).toBe('string')
        }
        if (stores) {
          expect(after.leads).toBe(before.leads + 1)
          const token = tokenOf(c.input)
          expect(token).not.toBeNull()
          const { rows } = await pool.query<{
            name: string
            email: string
            phone: string
            city: string
            project_details: string
            consented_at: Date
            consent_text: string
          }>(
            'select name, email, phone, city, project_details, consented_at, consent_text from leads where email like $1',
            [`%fuzz-${token}@fuzz.test%`],
          )
          expect(rows).toHaveLength(1)
          const [lead] = rows
          for (const text of [lead.name, lead.email, lead.phone, lead.city, lead.project_details])
            expect(text).not.toContain('\u0000')
          if (c.kind !== 'control-characters' && c.input) {
            expect(lead).toMatchObject({
              name: storedText(c.input.name),
              email: storedText(c.input.email),
              phone: storedText(c.input.phone),
              city: storedText(c.input.city),
              project_details: storedText(c.input.projectDetails),
            })
            // Fields the server sets itself are never taken from the request.
            expect(Date.now() - lead.consented_at.getTime()).toBeLessThan(5 * 60_000)
            expect(lead.consent_text).not.toBe('I agreed to nothing')
          }
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    )
    expect([...tally.values()].reduce((a, b) => a + b, 0)).toBe(RUNS)
    // Every kind of input was tried, and both outcomes happened.
    for (const kind of [
      'valid-hostile',
      'valid-extra-fields',
      'honeypot',
      'invalid-fields',
      'control-characters',
      'bad-body',
    ]) {
      expect(
        [...tally.keys()].some((k) => k.startsWith(`${kind} `)),
        kind,
      ).toBe(true)
    }
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted')
  }, 600_000)
})

describe('valid but unusual addresses', () => {
  it('reach their e-mails: a 254-character address and one in Cyrillic are stored and every e-mail goes out', async () => {
    const fake = await startFakeResend()
    const saved = { key: process.env.RESEND_API_KEY, url: process.env.RESEND_BASE_URL }
    process.env.RESEND_API_KEY = 're_test_unusual_addresses'
    process.env.RESEND_BASE_URL = fake.url
    try {
      const long = `${'l'.repeat(254 - '@fuzz-long.test'.length)}@fuzz-long.test`
      const cyrillic = `заказчик-${Date.now().toString(36)}@пример.рф`
      expect(long).toHaveLength(254)
      for (const email of [long, cyrillic]) {
        const { status } = await send({
          kind: 'valid-hostile',
          contentType: 'application/json',
          body: JSON.stringify({
            name: 'Unusual Address',
            email,
            phone: '07700 900123',
            city: 'London',
            projectDetails: 'Cellulose insulation for a timber frame.',
            consent: true,
          }),
          input: null,
        })
        expect(status, email).toBe(201)
      }
      const { rows } = await pool.query<{ key: string }>(
        "select j.input->>'idempotencyKey' as key from payload_jobs j join leads l on " +
          "j.input->>'idempotencyKey' like 'lead:' || l.id || ':%' where l.email = any($1)",
        [[long, cyrillic]],
      )
      expect(rows.length).toBeGreaterThanOrEqual(2 * 2)
      for (const { key } of rows) expect(key).toMatch(/^[\x20-\x7E]{1,256}$/)
      for (let i = 0; i < 5; i += 1) await runPendingJobs(payload, { limit: 500 })
      const delivered = new Set(fake.delivered.map((d) => d.idempotencyKey))
      for (const { key } of rows) expect(delivered.has(key), key).toBe(true)
      expect(fake.delivered.filter((d) => d.to.includes(cyrillic))).toHaveLength(1)
      expect(fake.delivered.filter((d) => d.to.includes(long))).toHaveLength(1)
    } finally {
      process.env.RESEND_API_KEY = saved.key
      process.env.RESEND_BASE_URL = saved.url
      if (saved.key === undefined) delete process.env.RESEND_API_KEY
      if (saved.url === undefined) delete process.env.RESEND_BASE_URL
      await fake.close()
    }
  })

  it('give idempotency keys in printable ASCII, the same for the same parts', () => {
    expect(emailIdempotencyKey('lead', 7, 'staff')).toBe('lead:7:staff')
    expect(emailIdempotencyKey('certificate-expiry', 3, 'Qualité™')).toBe('certificate-expiry:3:qualit%C3%A9%E2%84%A2')
    expect(emailIdempotencyKey('x', '\uD800')).toBe('x:%EF%BF%BD')
  })
})
