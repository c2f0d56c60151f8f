import { randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as oneClickGet, POST as oneClickPost } from '@/app/api/newsletter/unsubscribe/[token]/route'
import { FORM_INVALID_MESSAGE } from '@/lib/account/form-state'
import { CONTACT_THANKS, submitContactMessage } from '@/lib/contact/submit'
import { enquiryRateLimit, ENQUIRY_RATE_WINDOW_SECONDS } from '@/lib/enquiry/rate-limit'
import { emailSiteFacts } from '@/lib/email/site-facts'
import { NEWSLETTER_CONFIRM_DAYS, SUBSCRIBE_ANSWER, SUBSCRIBE_INVALID } from '@/lib/newsletter/rules'
import { queueNewsletterIssue } from '@/lib/newsletter/send'
import {
  confirmSubscription,
  confirmTokenIsLive,
  subscribeToNewsletter,
  unsubscribe,
} from '@/lib/newsletter/subscribers'
import { signUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'
import { siteUrl } from '@/lib/platform/site-url'
import { seed } from '@/seed'
import { startFakeResend, type FakeResend } from '../fakes/resend'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// Issue 28: the company's own contact form on /contact (to staff through the outbox, never to suppliers; staff-only
// messages) and the newsletter (double opt-in with an expiring link, one-click unsubscribe in every newsletter e-mail,
// the admins' export), through the real functions, Payload's real REST handlers and PostgreSQL.

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
const MARGIN = 5 * MINUTE

let payload: Payload
let pool: pg.Pool
let staffEmail: string
let tokens: { supplier: string; editor: string; admin: string }

const uniqueIp = () => `2001:db8:28::${randomInt(1, 65535).toString(16)}:${randomInt(1, 65535).toString(16)}`
const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@test.example`

type Queued = { to: string; subject: string; text: string; replyTo: string | null; idempotencyKey: string }
type QueuedWithHeaders = Queued & { headers?: Record<string, string> }

async function queuedTo(email: string): Promise<QueuedWithHeaders[]> {
  const { rows } = await pool.query<{ input: QueuedWithHeaders }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 order by id`,
    [email],
  )
  return rows.map((r) => r.input)
}

const count = async (table: string) => Number((await pool.query(`select count(*) from ${table}`)).rows[0].count)

async function subscriberRow(email: string) {
  const { rows } = await pool.query<{
    id: number
    status: string
    created_at: Date
    updated_at: Date
    confirm_token_hash: string | null
    confirm_expires_at: Date | null
  }>('select * from newsletter_subscribers where email = $1', [email])
  return rows[0]
}

/** The confirmation link's token in the last e-mail to `email`. */
async function confirmTokenFor(email: string): Promise<string> {
  const mails = await queuedTo(email)
  const text = mails[mails.length - 1]?.text ?? ''
  const prefix = `${siteUrl()}/newsletter/confirm/`
  expect(text).toContain(prefix)
  return text.slice(text.indexOf(prefix) + prefix.length).match(/^[A-Za-z0-9_-]+/)![0]
}

async function confirmedSubscriber(): Promise<{ email: string; id: number }> {
  const email = uniqueEmail('reader')
  expect(await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })).toMatchObject({ status: 'done' })
  expect(await confirmSubscription(payload, await confirmTokenFor(email))).toBe('confirmed')
  return { email, id: (await subscriberRow(email)).id }
}

const message = (overrides: Record<string, string> = {}) => ({
  name: 'Priya Prospect',
  email: uniqueEmail('prospect'),
  message: 'Which package suits a timber merchant with two branches?',
  ...overrides,
})

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await seed(payload, { log: () => {}, admin: null })
  staffEmail = (await emailSiteFacts(payload)).staffEmail!
  expect(staffEmail).toBeTruthy()
  const listing = await createListing(payload, 'Contact Test Timber')
  const account = await createSupplierAccount(payload, listing.id)
  // The admin first: the first account of a fresh database is made an admin whatever its role.
  const admin = await createStaffUser(payload, 'admin')
  const editor = await createStaffUser(payload, 'editor')
  const token = async (collection: 'users' | 'supplier-accounts', email: string) =>
    (await restLogin(collection, email, TEST_PASSWORD)).token!
  tokens = {
    supplier: await token('supplier-accounts', account.email),
    editor: await token('users', editor.email),
    admin: await token('users', admin.email),
  }
})

afterAll(async () => {
  await pool?.end()
})

describe('the company contact form (/contact#contact-us)', () => {
  it('stores the message and queues its e-mail to the staff address, replying to the sender, in one go', async () => {
    const sent = message()
    const answer = await submitContactMessage(sent, { payload, clientIp: uniqueIp() })
    expect(answer).toEqual({ status: 'done', message: CONTACT_THANKS })
    const { rows } = await pool.query('select name, email, message, status from contact_messages where email = $1', [
      sent.email,
    ])
    expect(rows).toEqual([{ name: sent.name, email: sent.email, message: sent.message, status: 'new' }])
    const toStaff = (await queuedTo(staffEmail)).filter((m) => m.replyTo === sent.email)
    expect(toStaff).toHaveLength(1)
    expect(toStaff[0].text).toContain(sent.message)
    // Nothing goes to any supplier: the only e-mail this message made is the staff one.
    const { rows: all } = await pool.query(
      `select input->>'to' as to from payload_jobs where task_slug = 'sendEmail' and input->>'replyTo' = $1`,
      [sent.email],
    )
    expect(all).toEqual([{ to: staffEmail }])
  })

  it.each([
    ['an empty name', { name: '  ' }, 'name'],
    ['a name on two lines', { name: 'Priya\r\nBcc: victim@example.com' }, 'name'],
    ['an address that is not one', { email: 'not-an-address' }, 'email'],
    ['an address on two lines', { email: 'a@example.com\nBcc: victim@example.com' }, 'email'],
    ['a message too short to answer', { message: 'Hi' }, 'message'],
    ['a message over the limit', { message: 'x'.repeat(3001) }, 'message'],
  ])('refuses %s with a message beside the field, storing and sending nothing', async (_what, bad, field) => {
    const [messages, jobs] = [await count('contact_messages'), await count('payload_jobs')]
    const answer = await submitContactMessage(message(bad), { payload, clientIp: uniqueIp() })
    expect(answer.status).toBe('error')
    expect(answer.message).toBe(FORM_INVALID_MESSAGE)
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual([field])
    expect([await count('contact_messages'), await count('payload_jobs')]).toEqual([messages, jobs])
  })

  it('answers a filled honeypot as sent and keeps nothing', async () => {
    const [messages, jobs] = [await count('contact_messages'), await count('payload_jobs')]
    const answer = await submitContactMessage(
      { ...message(), companyWebsite: 'https://spam.example' },
      { payload, clientIp: uniqueIp() },
    )
    expect(answer.status).toBe('done')
    expect([await count('contact_messages'), await count('payload_jobs')]).toEqual([messages, jobs])
  })

  it(`is limited like enquiries: ${enquiryRateLimit()} messages an address in ${ENQUIRY_RATE_WINDOW_SECONDS / 60} minutes`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < enquiryRateLimit(); i++)
      expect((await submitContactMessage(message(), { payload, clientIp: ip })).status).toBe('done')
    const before = await count('contact_messages')
    const refused = await submitContactMessage(message(), { payload, clientIp: ip })
    expect(refused.status).toBe('error')
    expect(refused.message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/)
    expect(await count('contact_messages')).toBe(before)
  })

  it('is staff only through REST: visitors and supplier accounts read, write and delete nothing', async () => {
    const sent = message({ message: `Private question ${randomUUID()}` })
    await submitContactMessage(sent, { payload, clientIp: uniqueIp() })
    const { rows } = await pool.query<{ id: number }>('select id from contact_messages where email = $1', [sent.email])
    const id = rows[0].id
    const snapshot = async () => JSON.stringify((await pool.query('select * from contact_messages order by id')).rows)
    const before = await snapshot()
    for (const token of [undefined, tokens.supplier]) {
      for (const attempt of [
        await rest('GET', 'contact-messages', { token }),
        await rest('GET', `contact-messages/${id}`, { token }),
        await rest('POST', 'contact-messages', { token, body: message() }),
        await rest('PATCH', `contact-messages/${id}`, { token, body: { status: 'answered', message: 'changed' } }),
        await rest('DELETE', `contact-messages/${id}`, { token }),
      ]) {
        expect(attempt.status).toBe(403)
        expect(attempt.text).not.toContain(sent.message)
      }
    }
    // An editor may not create one either: only the form does.
    expect((await rest('POST', 'contact-messages', { token: tokens.editor, body: message() })).status).toBe(403)
    expect(await snapshot()).toBe(before)
    const read = await rest('GET', `contact-messages/${id}`, { token: tokens.editor })
    expect(read.status).toBe(200)
    expect(read.text).toContain(sent.message)
  })
})

describe('the newsletter: double opt-in', () => {
  it('stores a waiting address and e-mails a link; opening it confirms nothing, its button does, once', async () => {
    const email = uniqueEmail('reader')
    const answer = await subscribeToNewsletter(
      { email: `  ${email.toUpperCase()} ` },
      { payload, clientIp: uniqueIp() },
    )
    expect(answer).toEqual({ status: 'done', message: SUBSCRIBE_ANSWER })
    expect((await subscriberRow(email)).status).toBe('pending')
    const mails = await queuedTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(/^Confirm your subscription to our newsletter/)
    const token = await confirmTokenFor(email)
    // Only the hash is stored.
    expect(JSON.stringify(await subscriberRow(email))).not.toContain(token)
    expect(await confirmTokenIsLive(payload, token)).toBe(true)
    expect((await subscriberRow(email)).status).toBe('pending')
    expect(await confirmSubscription(payload, token)).toBe('confirmed')
    expect((await subscriberRow(email)).status).toBe('confirmed')
    expect(await confirmSubscription(payload, token)).toBe('dead')
    expect(await confirmTokenIsLive(payload, token)).toBe(false)
  })

  it('answers the same whether or not the address is already subscribed, and e-mails a subscribed one nothing', async () => {
    const { email } = await confirmedSubscriber()
    const mailsBefore = (await queuedTo(email)).length
    const again = await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })
    const fresh = await subscribeToNewsletter({ email: uniqueEmail('new-reader') }, { payload, clientIp: uniqueIp() })
    expect(again).toEqual(fresh)
    expect((await queuedTo(email)).length).toBe(mailsBefore)
    expect((await subscriberRow(email)).status).toBe('confirmed')
  })

  it('a new sign-up sends a new link and the earlier one stops working', async () => {
    const email = uniqueEmail('twice')
    await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })
    const first = await confirmTokenFor(email)
    await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })
    const second = await confirmTokenFor(email)
    expect(second).not.toBe(first)
    expect(await confirmSubscription(payload, first)).toBe('dead')
    expect(await confirmSubscription(payload, second)).toBe('confirmed')
  })

  it(`a confirmation link works until ${NEWSLETTER_CONFIRM_DAYS} days after it was e-mailed, and not after`, async () => {
    const email = uniqueEmail('edge')
    await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })
    const token = await confirmTokenFor(email)
    const row = await subscriberRow(email)
    const expires = row.confirm_expires_at!.getTime()
    expect(Math.abs(expires - row.updated_at.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY)).toBeLessThan(2000)
    /** As if the link had been e-mailed `age` ago: its stored expiry moves back by that much. */
    const sentAgo = (age: number) =>
      pool.query('update newsletter_subscribers set confirm_expires_at = $2 where id = $1', [
        row.id,
        new Date(expires - age).toISOString(),
      ])
    await sentAgo(NEWSLETTER_CONFIRM_DAYS * DAY + MARGIN)
    expect(await confirmTokenIsLive(payload, token)).toBe(false)
    expect(await confirmSubscription(payload, token)).toBe('dead')
    expect((await subscriberRow(email)).status).toBe('pending')
    await sentAgo(NEWSLETTER_CONFIRM_DAYS * DAY - MARGIN)
    expect(await confirmTokenIsLive(payload, token)).toBe(true)
    expect(await confirmSubscription(payload, token)).toBe('confirmed')
  })

  it.each(['', 'not-an-address', 'reader@example.com\r\nBcc: victim@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j with a message and stores nothing',
    async (email) => {
      const [subscribers, jobs] = [await count('newsletter_subscribers'), await count('payload_jobs')]
      expect(await subscribeToNewsletter({ email }, { payload, clientIp: uniqueIp() })).toMatchObject({
        status: 'error',
        message: SUBSCRIBE_INVALID,
      })
      expect([await count('newsletter_subscribers'), await count('payload_jobs')]).toEqual([subscribers, jobs])
    },
  )

  it('ignores a filled honeypot', async () => {
    const email = uniqueEmail('bot')
    const answer = await subscribeToNewsletter({ email, companyWebsite: 'x' }, { payload, clientIp: uniqueIp() })
    expect(answer).toEqual({ status: 'done', message: SUBSCRIBE_ANSWER })
    expect(await subscriberRow(email)).toBeUndefined()
  })

  it(`is limited like enquiries: ${enquiryRateLimit()} sign-ups an address in ${ENQUIRY_RATE_WINDOW_SECONDS / 60} minutes`, async () => {
    const ip = uniqueIp()
    for (let i = 0; i < enquiryRateLimit(); i++)
      expect(await subscribeToNewsletter({ email: uniqueEmail('flood') }, { payload, clientIp: ip })).toMatchObject({
        status: 'done',
      })
    const email = uniqueEmail('flood')
    const refused = await subscribeToNewsletter({ email }, { payload, clientIp: ip })
    expect(refused.status).toBe('error')
    expect(refused.message).toMatch(/^Too many sign-up requests\./)
    expect(await subscriberRow(email)).toBeUndefined()
  })
})

describe('the newsletter: sending and unsubscribing', () => {
  let fake: FakeResend
  const saved: Record<string, string | undefined> = {}
  beforeAll(async () => {
    fake = await startFakeResend()
    for (const key of ['RESEND_API_KEY', 'RESEND_BASE_URL']) saved[key] = process.env[key]
  })
  beforeEach(() => {
    process.env.RESEND_API_KEY = 're_test_newsletter'
    process.env.RESEND_BASE_URL = fake.url
    fake.reset()
  })
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    await fake?.close()
  })

  it('every newsletter e-mail reaches Resend with its unsubscribe link and the one-click List-Unsubscribe headers', async () => {
    const readers = [await confirmedSubscriber(), await confirmedSubscriber()]
    const waiting = uniqueEmail('waiting')
    await subscribeToNewsletter({ email: waiting }, { payload, clientIp: uniqueIp() })
    const gone = await confirmedSubscriber()
    expect(await unsubscribe(payload, signUnsubscribeToken(gone.id))).toBe('unsubscribed')

    const issueKey = `issue-${randomUUID().slice(0, 8)}`
    await queueNewsletterIssue(payload, issueKey, { subject: 'Hempcrete in winter', blocks: ['Our guide to lime.'] })
    const { rows } = await pool.query<{ id: number }>(
      `select id from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1`,
      [`newsletter-issue:${issueKey}:%`],
    )
    await payload.jobs.run({ where: { id: { in: rows.map((r) => r.id) } }, limit: 1000, silent: true })
    const delivered = fake.delivered.filter((d) => d.idempotencyKey?.startsWith(`newsletter-issue:${issueKey}:`))
    const recipients = delivered.flatMap((d) => d.to)
    for (const reader of readers) expect(recipients).toContain(reader.email)
    expect(recipients).not.toContain(waiting)
    expect(recipients).not.toContain(gone.email)
    for (const mail of delivered) {
      const reader = readers.find((r) => mail.to.includes(r.email))
      if (!reader) continue
      const token = signUnsubscribeToken(reader.id)
      expect(mail.headers['List-Unsubscribe']).toBe(`<${siteUrl()}/api/newsletter/unsubscribe/${token}>`)
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(`${siteUrl()}/newsletter/unsubscribe/${token}`)
      expect(mail.html).toContain(`${siteUrl()}/newsletter/unsubscribe/${token}`)
    }
  })

  it('an admin sends a newsletter from the admin: once, to confirmed subscribers, each e-mail with its headers', async () => {
    const reader = await confirmedSubscriber()
    const subject = `Lime plaster ${randomUUID().slice(0, 8)}`
    for (const token of [undefined, tokens.supplier, tokens.editor])
      expect((await rest('POST', 'newsletters', { token, body: { subject, body: 'x', status: 'sent' } })).status).toBe(
        403,
      )
    const draft = await rest('POST', 'newsletters', {
      token: tokens.admin,
      body: { subject, body: 'First paragraph.\n\nSecond paragraph.' },
    })
    expect(draft.status).toBe(201)
    const id = (JSON.parse(draft.text) as { doc: { id: number } }).doc.id
    const queuedFor = async () =>
      (await queuedTo(reader.email)).filter((m) => m.idempotencyKey.startsWith(`newsletter-issue:newsletter-${id}:`))
    expect(await queuedFor()).toHaveLength(0)
    const sent = await rest('PATCH', `newsletters/${id}`, { token: tokens.admin, body: { status: 'sent' } })
    expect(sent.status).toBe(200)
    const mails = await queuedFor()
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toMatch(new RegExp(`^${subject}`))
    expect(mails[0].text).toContain('Second paragraph.')
    expect(mails[0].headers?.['List-Unsubscribe']).toBe(
      `<${siteUrl()}/api/newsletter/unsubscribe/${signUnsubscribeToken(reader.id)}>`,
    )
    expect(mails[0].headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // Sent is final: no change, and no second sending.
    const again = await rest('PATCH', `newsletters/${id}`, { token: tokens.admin, body: { subject: 'Changed' } })
    expect(again.status).toBe(400)
    expect(await queuedFor()).toHaveLength(1)
  })

  it('one click (a POST of List-Unsubscribe=One-Click, no sign-in) unsubscribes; a forged token changes nothing', async () => {
    const reader = await confirmedSubscriber()
    const token = signUnsubscribeToken(reader.id)
    const forged = `${reader.id}.${'A'.repeat(43)}`
    const post = (t: string, body = 'List-Unsubscribe=One-Click') =>
      oneClickPost(
        new Request(`http://localhost/api/newsletter/unsubscribe/${t}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        { params: Promise.resolve({ token: t }) },
      )
    expect((await post(forged)).status).toBe(404)
    expect((await post(`${reader.id + 1}.${token.split('.')[1]}`)).status).toBe(404)
    expect((await post(token, 'something=else')).status).toBe(400)
    expect((await subscriberRow(reader.email)).status).toBe('confirmed')
    expect((await post(token)).status).toBe(200)
    expect((await subscriberRow(reader.email)).status).toBe('unsubscribed')
    // Again (a client retrying) is still fine.
    expect((await post(token)).status).toBe(200)
    // Opening the address sends a person to the page that asks first.
    const opened = await oneClickGet(new Request(`http://localhost/api/newsletter/unsubscribe/${token}`), {
      params: Promise.resolve({ token }),
    })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${siteUrl()}/newsletter/unsubscribe/${token}`)
    // Signing up again needs a new confirmation.
    await subscribeToNewsletter({ email: reader.email }, { payload, clientIp: uniqueIp() })
    expect((await subscriberRow(reader.email)).status).toBe('pending')
  })
})

describe('the newsletter: access and the export', () => {
  it('exports the confirmed subscribers as CSV for admins only', async () => {
    const reader = await confirmedSubscriber()
    const waiting = uniqueEmail('waiting')
    await subscribeToNewsletter({ email: waiting }, { payload, clientIp: uniqueIp() })
    const gone = await confirmedSubscriber()
    await unsubscribe(payload, signUnsubscribeToken(gone.id))

    expect((await rest('GET', 'newsletter-subscribers/export.csv')).status).toBe(401)
    for (const token of [tokens.supplier, tokens.editor]) {
      const refused = await rest('GET', 'newsletter-subscribers/export.csv', { token })
      expect(refused.status).toBe(403)
      expect(refused.text).not.toContain(reader.email)
    }
    const csv = await rest('GET', 'newsletter-subscribers/export.csv', { token: tokens.admin })
    expect(csv.status).toBe(200)
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('Email,Confirmed at')
    expect(lines.some((l) => l.startsWith(`${reader.email},`))).toBe(true)
    expect(csv.text).not.toContain(waiting)
    expect(csv.text).not.toContain(gone.email)
  })

  it('subscribers are admins’ only through REST; nobody creates or changes one through the API', async () => {
    const reader = await confirmedSubscriber()
    const snapshot = async () =>
      JSON.stringify((await pool.query('select * from newsletter_subscribers order by id')).rows)
    const before = await snapshot()
    for (const token of [undefined, tokens.supplier, tokens.editor]) {
      for (const attempt of [
        await rest('GET', 'newsletter-subscribers', { token }),
        await rest('GET', `newsletter-subscribers/${reader.id}`, { token }),
        await rest('POST', 'newsletter-subscribers', {
          token,
          body: { email: uniqueEmail('api'), status: 'confirmed' },
        }),
        await rest('PATCH', `newsletter-subscribers/${reader.id}`, { token, body: { status: 'unsubscribed' } }),
        await rest('DELETE', `newsletter-subscribers/${reader.id}`, { token }),
      ]) {
        expect(attempt.status).toBe(403)
        expect(attempt.text).not.toContain(reader.email)
      }
    }
    expect(
      (await rest('POST', 'newsletter-subscribers', { token: tokens.admin, body: { email: uniqueEmail('api') } }))
        .status,
    ).toBe(403)
    expect(await snapshot()).toBe(before)
    const read = await rest('GET', `newsletter-subscribers/${reader.id}`, { token: tokens.admin })
    expect(read.status).toBe(200)
    expect(read.text).toContain(reader.email)
    expect(read.text).not.toContain('confirmTokenHash')
  })
})
