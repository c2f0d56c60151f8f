import crypto, { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type pg from 'pg'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postEnquiry } from '@/app/api/enquiries/route'
import { submitClaim } from '@/lib/account/claims'
import { EMAIL_CHANGE_ADMIN_ONLY } from '@/lib/account/email-change'
import { SIGN_IN_FAILED, signInRefusal } from '@/lib/account/messages'
import { PASSWORD_RESET_LIMIT, requestPasswordReset } from '@/lib/account/password-reset'
import { LOGIN_ATTEMPTS } from '@/lib/account/rules'
import { PAYLOAD_PASSWORD_HASH } from '@/lib/account/sign-in-work'
import { queueListingReviewEmails } from '@/lib/account/listing-change-emails'
import { submitApplication } from '@/lib/payments/apply'
import { signReviewLink } from '@/lib/reviews/link'
import { submitReview } from '@/lib/reviews/submit'
import { singleLineMessage } from '@/lib/single-line'
import { startFakeResend, type FakeResend } from '../fakes/resend'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Issue 26 (accounts, enumeration, e-mail headers and limits): each test performs the probe's attack.

const INJECTED = 'Bob\r\nBcc: x@evil.example'
const access = { overrideAccess: true, context: { disableRevalidate: true } } as const

let payload: Payload
let pool: pg.Pool
let fake: FakeResend
const savedEnv = { key: process.env.RESEND_API_KEY, url: process.env.RESEND_BASE_URL }
let ipCounter = 0
/** A client address of its own per call, so the per-address limits of one test do not reach another. */
const uniqueIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

const postRest = REST_POST(config)
/** `POST /api/<path>` as Payload's REST handler answers it, from the client address `ip`. */
async function restFrom(ip: string, path: string, body: unknown): Promise<{ status: number; text: string }> {
  const request = new Request(`http://localhost/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
  const response = await postRest(request, { params: Promise.resolve({ slug: path.split('/') }) })
  return { status: response.status, text: await response.text() }
}

const jobsTo = async (to: string) =>
  Number(
    (await pool.query(`select count(*) from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1`, [to]))
      .rows[0].count,
  )

async function supplierAccount() {
  const listing = await createListing(payload, `Issue 26 listing ${randomUUID().slice(0, 6)}`)
  return createSupplierAccount(payload, listing.id)
}

beforeAll(async () => {
  payload = await testPayload()
  pool = payload.db.pool as unknown as pg.Pool
  fake = await startFakeResend()
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  if (savedEnv.key === undefined) delete process.env.RESEND_API_KEY
  else process.env.RESEND_API_KEY = savedEnv.key
  if (savedEnv.url === undefined) delete process.env.RESEND_BASE_URL
  else process.env.RESEND_BASE_URL = savedEnv.url
  await fake.close()
})

describe('issue 26: account e-mail changes', () => {
  it('refuses a supplier account changing its own sign-in e-mail over REST (400), and the address stays', async () => {
    const account = await supplierAccount()
    const { token } = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    const answer = await rest('PATCH', `supplier-accounts/${account.id}`, {
      token,
      body: { email: `taken-over-${randomUUID().slice(0, 6)}@evil.example` },
    })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(EMAIL_CHANGE_ADMIN_ONLY)
    const { rows } = await pool.query('select email, _verified from supplier_accounts where id = $1', [account.id])
    expect(rows[0]).toEqual({ email: account.email, _verified: true })
    // Its other fields stay its own to change.
    expect((await rest('PATCH', `supplier-accounts/${account.id}`, { token, body: { name: 'New Name' } })).status).toBe(
      200,
    )
  })

  it('refuses an editor changing their own e-mail; an admin may, and the old address is told', async () => {
    // (The first user ever made is an admin whatever it asks for.)
    const admin = await createStaffUser(payload, 'admin')
    const editor = await createStaffUser(payload, 'editor')
    const { token: editorToken } = await restLogin('users', editor.email, TEST_PASSWORD)
    const refused = await rest('PATCH', `users/${editor.id}`, {
      token: editorToken,
      body: { email: `editor-new-${randomUUID().slice(0, 6)}@test.example` },
    })
    expect(refused.status).toBe(400)
    expect((await pool.query('select email from users where id = $1', [editor.id])).rows[0].email).toBe(editor.email)

    const { token: adminToken } = await restLogin('users', admin.email, TEST_PASSWORD)
    const account = await supplierAccount()
    const newEmail = `moved-${randomUUID().slice(0, 6)}@test.example`
    const changed = await rest('PATCH', `supplier-accounts/${account.id}`, {
      token: adminToken,
      body: { email: newEmail },
    })
    expect(changed.status).toBe(200)
    expect((await pool.query('select email from supplier_accounts where id = $1', [account.id])).rows[0].email).toBe(
      newEmail,
    )
    const { rows } = await pool.query(
      `select input->>'subject' as subject, input->>'text' as text from payload_jobs
       where task_slug = 'sendEmail' and input->>'to' = $1`,
      [account.email],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].text).toContain(newEmail)
  })
})

describe('issue 26: sign-in answers alike', () => {
  async function lockedAccountEmail(collection: 'users' | 'supplier-accounts'): Promise<string> {
    const email =
      collection === 'users' ? (await createStaffUser(payload, 'editor')).email : (await supplierAccount()).email
    for (let i = 0; i < LOGIN_ATTEMPTS; i++) await restLogin(collection, email, 'not-the-password')
    return email
  }

  for (const collection of ['users', 'supplier-accounts'] as const) {
    it(`answers ${collection} sign-in byte-identically for an unknown address, a wrong password and a locked account`, async () => {
      const known =
        collection === 'users' ? (await createStaffUser(payload, 'editor')).email : (await supplierAccount()).email
      const locked = await lockedAccountEmail(collection)
      const unknown = await restLogin(collection, `nobody-${randomUUID()}@test.example`, 'not-the-password')
      const wrong = await restLogin(collection, known, 'not-the-password')
      const lockedWrong = await restLogin(collection, locked, 'not-the-password')
      const lockedRight = await restLogin(collection, locked, TEST_PASSWORD)
      for (const answer of [wrong, lockedWrong, lockedRight]) {
        expect({ status: answer.status, text: answer.text }).toEqual({ status: unknown.status, text: unknown.text })
      }
      expect(unknown.status).toBe(401)
    })
  }

  it("the attempt that locks an account answers as a wrong password, and the site's sign-in says one thing", async () => {
    const email = (await supplierAccount()).email
    const answers = []
    for (let i = 0; i < LOGIN_ATTEMPTS + 1; i++) answers.push(await restLogin('supplier-accounts', email, 'wrong-one'))
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1)
    // The Local API (the site's sign-in action) refuses all three; the action turns each into the same words.
    const refusals = []
    for (const [address, password] of [
      [`nobody-${randomUUID()}@test.example`, 'wrong-one'],
      [email, 'wrong-one'],
      [email, TEST_PASSWORD],
    ]) {
      const error = await payload.login({ collection: 'supplier-accounts', data: { email: address, password } }).then(
        () => null,
        (e: unknown) => e,
      )
      refusals.push(signInRefusal(error))
    }
    expect(refusals).toEqual([SIGN_IN_FAILED, SIGN_IN_FAILED, SIGN_IN_FAILED])
  })

  it("checks one password hash with Payload's parameters for an unknown address, a wrong password and a locked account", async () => {
    const known = (await supplierAccount()).email
    const locked = await lockedAccountEmail('supplier-accounts')
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const hashesOf = async (email: string, password: string) => {
      pbkdf2.mockClear()
      await restLogin('supplier-accounts', email, password)
      return pbkdf2.mock.calls.map((call) => call.slice(2, 5))
    }
    const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
    // Payload's own check of a stored hash, for a real account with a wrong password.
    expect(await hashesOf(known, 'not-the-password')).toEqual([[iterations, keyLength, digest]])
    expect(await hashesOf(`nobody-${randomUUID()}@test.example`, 'not-the-password')).toEqual([
      [iterations, keyLength, digest],
    ])
    expect(await hashesOf(locked, 'not-the-password')).toEqual([[iterations, keyLength, digest]])
  })
})

describe('issue 26: password reset requests', () => {
  it('answers alike whether an account has the address, and looks nothing up before the answer', async () => {
    const account = await supplierAccount()
    const unknown = `nobody-${randomUUID().slice(0, 8)}@test.example`
    const deferred: Array<() => Promise<void>> = []
    const defer = (work: () => Promise<void>) => {
      deferred.push(work)
      return Promise.resolve()
    }
    const ip = uniqueIp()
    const answers = [
      await requestPasswordReset(
        payload,
        { collection: 'supplier-accounts', email: account.email, clientIp: ip },
        defer,
      ),
      await requestPasswordReset(payload, { collection: 'supplier-accounts', email: unknown, clientIp: ip }, defer),
    ]
    expect(answers[0]).toEqual(answers[1])
    // Before the answer: no token made, nothing queued, for either.
    const { rows } = await pool.query('select reset_password_token from supplier_accounts where id = $1', [account.id])
    expect(rows[0].reset_password_token).toBeNull()
    expect(await jobsTo(account.email)).toBe(0)
    expect(deferred).toHaveLength(2)
    for (const work of deferred) await work()
    expect(await jobsTo(account.email)).toBe(1)
    expect(await jobsTo(unknown)).toBe(0)
  })

  it(`queues no e-mail for the request after the ${PASSWORD_RESET_LIMIT}th to one address (site form)`, async () => {
    const account = await supplierAccount()
    const outcomes = []
    for (let i = 0; i <= PASSWORD_RESET_LIMIT; i++)
      outcomes.push(
        await requestPasswordReset(payload, {
          collection: 'supplier-accounts',
          email: account.email,
          clientIp: uniqueIp(),
        }),
      )
    expect(outcomes.slice(0, PASSWORD_RESET_LIMIT).every((o) => o.status === 'accepted')).toBe(true)
    expect(outcomes[PASSWORD_RESET_LIMIT].status).toBe('limited')
    expect(await jobsTo(account.email)).toBe(PASSWORD_RESET_LIMIT)
  })

  it('limits POST /api/<collection>/forgot-password per address and per client: the next one answers 429 and queues nothing', async () => {
    // One client asking for many supplier accounts' resets.
    const ip = uniqueIp()
    const accounts = []
    for (let i = 0; i <= PASSWORD_RESET_LIMIT; i++) accounts.push(await supplierAccount())
    const answers = []
    for (const account of accounts)
      answers.push(await restFrom(ip, 'supplier-accounts/forgot-password', { email: account.email }))
    expect(answers.slice(0, PASSWORD_RESET_LIMIT).map((a) => a.status)).toEqual(Array(PASSWORD_RESET_LIMIT).fill(200))
    expect(answers[PASSWORD_RESET_LIMIT].status).toBe(429)
    expect(answers[PASSWORD_RESET_LIMIT].text).toMatch(/Too many password reset requests/)
    expect(await jobsTo(accounts[PASSWORD_RESET_LIMIT].email)).toBe(0)

    // Many clients asking for one staff user's reset (Payload's own e-mail, at most one per 15 s).
    const staff = await createStaffUser(payload, 'editor')
    const staffAnswers = []
    for (let i = 0; i <= PASSWORD_RESET_LIMIT; i++)
      staffAnswers.push(await restFrom(uniqueIp(), 'users/forgot-password', { email: staff.email }))
    expect(staffAnswers.slice(0, PASSWORD_RESET_LIMIT).map((a) => a.status)).toEqual(
      Array(PASSWORD_RESET_LIMIT).fill(200),
    )
    expect(staffAnswers[PASSWORD_RESET_LIMIT].status).toBe(429)
    // An unknown address answers as a known one.
    const unknown = await restFrom(uniqueIp(), 'users/forgot-password', {
      email: `nobody-${randomUUID()}@test.example`,
    })
    expect(unknown).toEqual(staffAnswers[0])
  })
})

describe('issue 26: line breaks in e-mail headers', () => {
  it("refuses a name with a line break in every public form, with the field's message", async () => {
    const ip = uniqueIp()
    const enquiry = await postEnquiry(
      new Request('http://localhost/api/enquiries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({
          name: INJECTED,
          email: 'bob@test.example',
          phone: '020 7946 0000',
          city: 'London',
          projectDetails: 'Timber cladding for a two-storey extension.',
          consent: true,
        }),
      }),
    )
    expect(enquiry.status).toBe(422)
    expect(((await enquiry.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toMatch(/one line/)

    const listing = await createListing(payload, `Issue 26 claimable ${randomUUID().slice(0, 6)}`)
    const claim = await submitClaim(
      { listing: listing.slug, name: INJECTED, email: 'bob@test.example', phone: '07700 900456', jobRole: 'Owner' },
      { payload, clientIp: uniqueIp(), rateLimit: 100 },
    )
    expect(claim).toMatchObject({ status: 'error', fieldErrors: { name: singleLineMessage('Your name') } })

    const application = await submitApplication(payload, {
      package: 'Any',
      businessName: INJECTED,
      contactName: INJECTED,
      email: 'bob@test.example',
      phone: '020 7946 0000',
      city: 'London',
      category: 'any',
      website: '',
      terms: 'on',
    })
    expect(application).toMatchObject({
      status: 'error',
      fieldErrors: {
        businessName: singleLineMessage('The business name'),
        contactName: singleLineMessage('Your name'),
      },
    })

    const token = signReviewLink({
      connectionId: 999_999,
      supplierId: listing.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const review = await submitReview(payload, token, {
      rating: '4',
      title: `Good\r\nBcc: x@evil.example`,
      body: 'They answered within a day and delivered the lime plaster on the agreed date.',
      workWentAhead: 'yes',
      workDate: '2026-10-02',
    })
    expect(review).toMatchObject({ outcome: 'invalid', fieldErrors: { title: singleLineMessage('The title') } })

    const account = await supplierAccount()
    const { token: accountToken } = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    const patched = await rest('PATCH', `supplier-accounts/${account.id}`, {
      token: accountToken,
      body: { name: INJECTED },
    })
    expect(patched.status).toBe(400)
    expect(patched.text).toContain(singleLineMessage('The name'))
    expect((await pool.query('select name from supplier_accounts where id = $1', [account.id])).rows[0].name).toBe(
      account.name,
    )
  })

  it('sends a subject built from a stored name with a line break to Resend without CR or LF', async () => {
    process.env.RESEND_API_KEY = 're_test_issue26'
    process.env.RESEND_BASE_URL = fake.url
    fake.reset()
    const listing = await createListing(payload, `Header Test ${randomUUID().slice(0, 6)}`)
    await createSupplierAccount(payload, listing.id)
    // Stored as older data or an import could have it.
    await pool.query('update suppliers set name = $1 where id = $2', [`Header Test\r\nBcc: x@evil.example`, listing.id])
    const stored = await payload.findByID({ collection: 'suppliers', id: listing.id, depth: 0, ...access })
    const before = Number((await pool.query('select coalesce(max(id), 0) as max from payload_jobs')).rows[0].max)
    const req = await createLocalReq({}, payload)
    expect(await queueListingReviewEmails(req, { outcome: 'published', listing: stored })).toBe(1)
    const { rows } = await pool.query('select id from payload_jobs where id > $1 order by id', [before])
    await payload.jobs.run({ where: { id: { in: rows.map((r) => r.id) } }, limit: 100, silent: true })
    const sent = fake.requests.filter((r) => r.body?.subject?.includes('Header Test'))
    expect(sent).toHaveLength(1)
    expect(sent[0].body?.subject).not.toMatch(/[\r\n]/)
    expect(sent[0].body?.subject).toContain('Header Test Bcc: x@evil.example')
  })
})
