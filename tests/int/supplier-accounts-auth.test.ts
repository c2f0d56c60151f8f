import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { submitForgotPassword } from '@/lib/account/password-reset'
import { RESET_SENT, SIGN_IN_FAILED } from '@/lib/account/messages'
import type { Supplier, User } from '@payload-types'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'

// How a supplier account's e-mails and sign-in behave: a confirmation e-mail for accounts staff make, resets
// that say the same whether an account exists, every such e-mail queued in the outbox (also when Payload sends
// it itself), and the login lock.

let payload: Payload
let pool: pg.Pool
let admin: User
let listing: Supplier

type QueuedEmail = { to: string; subject: string; text: string; html: string | null; idempotencyKey: string }

async function queuedTo(address: string): Promise<QueuedEmail[]> {
  const { rows } = await pool.query<{ input: QueuedEmail }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 order by id`,
    [address],
  )
  return rows.map((r) => r.input)
}

let ipCounter = 0
/** The site's forgotten-password form (what its server action runs), from a client address of its own. */
const forgotPassword = (values: Record<string, string>) =>
  submitForgotPassword(payload, values, { clientIp: `192.0.2.${++ipCounter}` })

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  listing = await createListing(payload, 'Auth Test Listing')
})

afterAll(async () => {
  await pool?.end()
})

describe('an account staff create in the admin', () => {
  it('cannot sign in until its address is confirmed by the link e-mailed through the outbox', async () => {
    const email = `confirm-${Date.now()}@supplier.test`
    await payload.create({
      collection: 'supplier-accounts',
      data: { email, password: TEST_PASSWORD, name: 'Confirm Me', supplier: listing.id },
      user: admin,
      overrideAccess: false,
    })
    const refused = await restLogin('supplier-accounts', email, TEST_PASSWORD)
    expect(refused.token).toBeUndefined()

    const [message, ...more] = await queuedTo(email)
    expect(more).toEqual([])
    expect(message.subject).toMatch(/^Confirm your e-mail address \| /)
    const link = /https?:\/\/\S+\/account\/verify\?token=([\w%-]+)/.exec(message.text)
    expect(link, message.text).not.toBeNull()
    expect(message.html).toContain('/account/verify?token=')

    await payload.verifyEmail({ collection: 'supplier-accounts', token: decodeURIComponent(link?.[1] ?? '') })
    expect((await restLogin('supplier-accounts', email, TEST_PASSWORD)).token).toEqual(expect.any(String))
  })
})

describe('a forgotten password', () => {
  it('queues one reset e-mail for an account and none for an unknown address, answering both alike', async () => {
    const account = await createSupplierAccount(payload, listing.id)
    const unknown = `nobody-${Date.now()}@supplier.test`
    const known = await forgotPassword({ email: account.email })
    const other = await forgotPassword({ email: unknown })
    expect(known).toEqual({ status: 'done', message: RESET_SENT })
    expect(other).toEqual(known)
    expect(await queuedTo(unknown)).toEqual([])
    const [reset, ...more] = await queuedTo(account.email)
    expect(more).toEqual([])
    expect(reset.subject).toMatch(/^Reset your password \| /)
    expect(reset.text).toMatch(/\/account\/reset-password\?token=\w+/)
  })

  it('refuses a malformed address with its message and queues nothing', async () => {
    const before = await pool.query('select count(*)::int as n from payload_jobs')
    const answer = await forgotPassword({ email: 'not an address' })
    expect(answer.status).toBe('error')
    expect(answer.fieldErrors?.email).toBe('Please enter a valid e-mail address.')
    expect((await pool.query('select count(*)::int as n from payload_jobs')).rows[0].n).toBe(before.rows[0].n)
  })

  it('asked through the REST endpoint, sends the same e-mail as the form, through the outbox, with a plain-text part', async () => {
    const account = await createSupplierAccount(payload, listing.id)
    const answer = await rest('POST', 'supplier-accounts/forgot-password', { body: { email: account.email } })
    expect(answer.status, answer.text).toBe(200)
    const [reset] = await queuedTo(account.email)
    expect(reset.idempotencyKey).toMatch(/^account-reset:/)
    expect(reset.html).toContain('/account/reset-password?token=')
    expect(reset.text).toMatch(/\/account\/reset-password\?token=\w+/)
  })
})

describe('signing in', () => {
  it('locks an account after 5 wrong passwords for 10 minutes, refusing even the right one', async () => {
    const account = await createSupplierAccount(payload, listing.id)
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await restLogin('supplier-accounts', account.email, `wrong-${attempt}`)).status).toBe(401)
    const right = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    expect(right.token).toBeUndefined()
    // Said as a wrong password is, so the lock does not tell that the account exists (issue 26).
    expect(right.text).toBe((await restLogin('supplier-accounts', 'nobody@supplier.test', TEST_PASSWORD)).text)
    expect(right.text).not.toMatch(/locked/i)
    expect(SIGN_IN_FAILED).toMatch(/locked for 10 minutes/)
    const { rows } = await pool.query<{ lock_until: Date }>('select lock_until from supplier_accounts where id = $1', [
      account.id,
    ])
    const lockedForMs = rows[0].lock_until.getTime() - Date.now()
    expect(lockedForMs).toBeGreaterThan(9 * 60_000)
    expect(lockedForMs).toBeLessThanOrEqual(10 * 60_000)
  })
})
