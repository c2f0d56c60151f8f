import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ListingClaim, Supplier, User } from '@payload-types'
import { accessAnswerProblems, restOperations } from '../reliability/access-operations'
import { hashClaimToken } from '@/lib/account/claim-rules'
import { claimTokenIsLive, completeClaim, setClaimPassword, submitClaim } from '@/lib/account/claims'
import { FORM_INVALID_MESSAGE } from '@/lib/account/form-state'
import {
  CLAIM_AWAITING_REVIEW,
  CLAIM_LINK_SENT,
  CLAIM_LISTING_UNKNOWN,
  CLAIM_OTHER_LISTING,
  LINK_EXPIRED,
} from '@/lib/account/messages'
import { siteUrl } from '@/lib/platform/site-url'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { rest, restLogin } from './rest'
import { ACCOUNT_PATHS } from '@/lib/routes'

// Claims of listings, end to end below the browser: the form's entry (submitClaim), the admin's decision over REST,
// the e-mails in the outbox, and the link that sets the password. Every address and listing here is this file's own.

const NEW_PASSWORD = 'a-new-password-for-claims'

let payload: Payload
let pool: pg.Pool
let admin: User
let editor: User
let adminToken: string

const stamp = () => randomUUID().slice(0, 8)
const uniqueIp = () => `2001:db8:c1a1::${randomUUID().slice(0, 4)}`

/** A published listing at its own domain (website www.<domain>, contact e-mail at a free mail service). */
async function listingAtDomain(label: string): Promise<{ listing: Supplier; domain: string }> {
  const domain = `${label}-${stamp()}.test`
  const listing = await createListing(payload, `Claim Test ${label}`, {
    website: `https://www.${domain}`,
    contactEmail: `${label}@gmail.com`,
  })
  return { listing, domain }
}

function claimValues(listing: Supplier, email: string, extra: Record<string, string> = {}): Record<string, string> {
  return { listing: listing.slug, name: 'Clara Claimant', email, phone: '07700 900456', jobRole: 'Director', ...extra }
}

const submit = (values: Record<string, string>, clientIp = uniqueIp(), rateLimit = 100) =>
  submitClaim(values, { payload, clientIp, rateLimit })

async function claimsOf(email: string): Promise<ListingClaim[]> {
  const { docs } = await payload.find({
    collection: 'listing-claims',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    pagination: false,
  })
  return docs
}

async function claimRow(id: number) {
  const { rows } = await pool.query(
    'select status, token_hash, token_expires_at, account_id, completed_at, reviewed_by_id from listing_claims where id = $1',
    [id],
  )
  return rows[0] as {
    status: string
    token_hash: string | null
    token_expires_at: Date | null
    account_id: number | null
    completed_at: Date | null
    reviewed_by_id: number | null
  }
}

type QueuedEmail = { to: string; subject: string; text: string; idempotencyKey: string }

async function emailsTo(email: string): Promise<QueuedEmail[]> {
  const { rows } = await pool.query<{ input: QueuedEmail }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 order by id`,
    [email],
  )
  return rows.map((r) => r.input)
}

/** The token of the claim link in an e-mail's text (the link must be the site's own claim page). */
function linkToken(text: string): string {
  const prefix = `${siteUrl()}${ACCOUNT_PATHS.claim}/`
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)`).exec(text)
  if (!match) throw new Error(`no claim link in: ${text}`)
  return match[1]
}

async function accountsWith(email: string) {
  const { rows } = await pool.query<{ id: number; supplier_id: number; _verified: boolean; name: string }>(
    'select id, supplier_id, _verified, name from supplier_accounts where email = $1',
    [email],
  )
  return rows
}

async function countRows(table: string): Promise<number> {
  return Number((await pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n)
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  admin = await createStaffUser(payload, 'admin')
  editor = await createStaffUser(payload, 'editor')
  const login = await restLogin('users', admin.email, TEST_PASSWORD)
  if (!login.token) throw new Error(`admin login failed: ${login.text}`)
  adminToken = login.token
})

afterAll(async () => {
  // Tidy: the e-mails queued here are never run, and other files' job runs take a limited number in order.
  await pool?.query(
    `delete from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like 'claim:%' and completed_at is null`,
  )
  await pool?.end()
})

describe('a claim whose work e-mail is at the listing’s domain', () => {
  it('is stored with exactly one e-mail whose single-use link creates a verified account of the listing', async () => {
    const { listing, domain } = await listingAtDomain('match')
    const email = `clara-${stamp()}@sales.${domain}`
    expect(await submit(claimValues(listing, email))).toEqual({ status: 'done', message: CLAIM_LINK_SENT })

    const [claim] = await claimsOf(email)
    expect(claim).toMatchObject({
      status: 'link-sent',
      domainMatch: true,
      listingHadAccount: false,
      name: 'Clara Claimant',
    })
    const emails = await emailsTo(email)
    expect(emails).toHaveLength(1)
    expect(emails[0].idempotencyKey).toBe(`claim:${claim.id}:link`)
    expect(emails[0].subject).toContain(listing.name)
    const token = linkToken(emails[0].text)
    // Only the token's hash is stored, with an expiry 24 hours ahead.
    const row = await claimRow(claim.id)
    expect(row.token_hash).toBe(hashClaimToken(token))
    expect(row.token_hash).not.toContain(token)
    const hoursLeft = (row.token_expires_at!.getTime() - Date.now()) / 3_600_000
    expect(hoursLeft).toBeGreaterThan(23.9)
    expect(hoursLeft).toBeLessThanOrEqual(24)

    // Opening the link (what the page does, and what a mail scanner does) does not use it up.
    expect(await claimTokenIsLive(payload, token)).toBe(true)
    expect(await claimTokenIsLive(payload, token)).toBe(true)

    expect(await completeClaim(payload, token, NEW_PASSWORD)).toMatchObject({ outcome: 'done', created: true })
    const [account] = await accountsWith(email)
    expect(account).toMatchObject({ supplier_id: listing.id, _verified: true, name: 'Clara Claimant' })
    expect((await restLogin('supplier-accounts', email, NEW_PASSWORD)).token).toBeTruthy()
    expect(await claimRow(claim.id)).toMatchObject({ status: 'completed', token_hash: null, account_id: account.id })
    expect(await claimTokenIsLive(payload, token)).toBe(false)
  })

  it('waits for staff when the listing already has a verified account, and e-mails the claimant nothing', async () => {
    const { listing, domain } = await listingAtDomain('managed')
    await createSupplierAccount(payload, listing.id)
    const email = `second-${stamp()}@${domain}`
    expect(await submit(claimValues(listing, email))).toEqual({ status: 'done', message: CLAIM_AWAITING_REVIEW })
    const [claim] = await claimsOf(email)
    expect(claim).toMatchObject({ status: 'awaiting-review', domainMatch: true, listingHadAccount: true })
    expect((await claimRow(claim.id)).token_hash).toBeNull()
    expect(await emailsTo(email)).toHaveLength(0)
  })
})

describe('a claim from another domain', () => {
  it('waits for staff with no link and no e-mail to the claimant', async () => {
    const { listing } = await listingAtDomain('nomatch')
    // The listing's contact e-mail is at gmail.com: a claimant there proves nothing.
    for (const email of [`clara-${stamp()}@elsewhere.test`, `clara-${stamp()}@gmail.com`]) {
      expect(await submit(claimValues(listing, email))).toEqual({ status: 'done', message: CLAIM_AWAITING_REVIEW })
      const [claim] = await claimsOf(email)
      expect(claim).toMatchObject({ status: 'awaiting-review', domainMatch: false })
      expect((await claimRow(claim.id)).token_hash).toBeNull()
      expect(await emailsTo(email)).toHaveLength(0)
    }
  })
})

describe('staff decisions', () => {
  async function waitingClaim(): Promise<{ claim: ListingClaim; email: string; listing: Supplier }> {
    const { listing } = await listingAtDomain('review')
    const email = `reviewed-${stamp()}@elsewhere.test`
    await submit(claimValues(listing, email))
    const [claim] = await claimsOf(email)
    return { claim, email, listing }
  }

  it('approval e-mails a set-password link (in the same save) that sets up the account once', async () => {
    const { claim, email, listing } = await waitingClaim()
    const answer = await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { status: 'approved' },
    })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.text).not.toMatch(/tokenHash|tokenExpiresAt/)
    const emails = await emailsTo(email)
    expect(emails).toHaveLength(1)
    expect(emails[0].idempotencyKey).toBe(`claim:${claim.id}:approved`)
    expect(emails[0].subject).toBe(`Your claim of ${listing.name} is approved | EcoBuild Directory`)
    const token = linkToken(emails[0].text)
    expect(await claimRow(claim.id)).toMatchObject({ status: 'approved', reviewed_by_id: admin.id })

    expect(await completeClaim(payload, token, NEW_PASSWORD)).toMatchObject({ outcome: 'done', created: true })
    expect(await accountsWith(email)).toEqual([expect.objectContaining({ supplier_id: listing.id, _verified: true })])
    // Used once: the second click finds nothing and changes nothing.
    expect(await completeClaim(payload, token, 'another-password-entirely')).toEqual({ outcome: 'expired' })
    expect(await setClaimPassword(payload, { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).toEqual({
      status: 'error',
      message: LINK_EXPIRED,
    })
    expect((await restLogin('supplier-accounts', email, NEW_PASSWORD)).token).toBeTruthy()
  })

  it('approving several claims in one save e-mails each claimant the link to their own claim', async () => {
    const claims = [await waitingClaim(), await waitingClaim()]
    const ids = claims.map((c) => c.claim.id).join(',')
    const answer = await rest('PATCH', `listing-claims?where[id][in]=${ids}`, {
      token: adminToken,
      body: { status: 'approved' },
    })
    expect(answer.status, answer.text).toBe(200)
    for (const { claim, email } of claims) {
      const [message] = await emailsTo(email)
      expect(hashClaimToken(linkToken(message.text))).toBe((await claimRow(claim.id)).token_hash)
    }
  })

  it('rejection needs a reason, and e-mails it', async () => {
    const { claim, email, listing } = await waitingClaim()
    const refused = await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { status: 'rejected', reason: '   ' },
    })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Please give the reason for rejecting the claim')
    expect((await claimRow(claim.id)).status).toBe('awaiting-review')
    expect(await emailsTo(email)).toHaveLength(0)

    const reason = 'The website lists a different director; please send proof that you represent the business.'
    const answer = await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { status: 'rejected', reason },
    })
    expect(answer.status, answer.text).toBe(200)
    const emails = await emailsTo(email)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      idempotencyKey: `claim:${claim.id}:rejected`,
      subject: `Your claim of ${listing.name} | EcoBuild Directory`,
    })
    expect(emails[0].text).toContain(`Reason: ${reason}`)
    expect(emails[0].text).not.toContain(ACCOUNT_PATHS.claim)
    expect(await accountsWith(email)).toHaveLength(0)
  })

  it('refuses to change a decided claim, and any status but approved or rejected', async () => {
    const { claim, email } = await waitingClaim()
    const toCompleted = await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { status: 'completed' },
    })
    expect(toCompleted.status).toBe(400)
    expect((await claimRow(claim.id)).status).toBe('awaiting-review')
    await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { status: 'rejected', reason: 'No proof.' },
    })
    const again = await rest('PATCH', `listing-claims/${claim.id}`, { token: adminToken, body: { status: 'approved' } })
    expect(again.status).toBe(400)
    expect((await claimRow(claim.id)).status).toBe('rejected')
    expect((await emailsTo(email)).map((e) => e.idempotencyKey)).toEqual([`claim:${claim.id}:rejected`])
  })

  it('keeps what the claimant sent: staff change only the decision', async () => {
    const { claim } = await waitingClaim()
    const answer = await rest('PATCH', `listing-claims/${claim.id}`, {
      token: adminToken,
      body: { name: 'Someone Else', email: 'someone@else.test', domainMatch: true, tokenHash: 'x', account: 1 },
    })
    expect(answer.status).toBeLessThan(500)
    const [row] = (
      await pool.query('select name, email, domain_match, token_hash, account_id from listing_claims where id = $1', [
        claim.id,
      ])
    ).rows
    expect(row).toEqual({
      name: 'Clara Claimant',
      email: claim.email,
      domain_match: false,
      token_hash: null,
      account_id: null,
    })
  })
})

describe('the link', () => {
  async function linkFor(domainLabel: string) {
    const { listing, domain } = await listingAtDomain(domainLabel)
    const email = `link-${stamp()}@${domain}`
    await submit(claimValues(listing, email))
    const [claim] = await claimsOf(email)
    return { listing, email, claim, token: linkToken((await emailsTo(email))[0].text) }
  }

  it('no longer works once expired, and changes nothing', async () => {
    const { email, claim, token } = await linkFor('expired')
    await pool.query(`update listing_claims set token_expires_at = now() - interval '1 minute' where id = $1`, [
      claim.id,
    ])
    expect(await claimTokenIsLive(payload, token)).toBe(false)
    expect(await completeClaim(payload, token, NEW_PASSWORD)).toEqual({ outcome: 'expired' })
    expect(await accountsWith(email)).toHaveLength(0)
    expect((await claimRow(claim.id)).status).toBe('link-sent')
  })

  it('lets only one of two simultaneous uses win', async () => {
    const { email, claim, token } = await linkFor('race')
    const outcomes = await Promise.all([
      completeClaim(payload, token, NEW_PASSWORD),
      completeClaim(payload, token, 'the-other-password-1'),
    ])
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['done', 'expired'])
    expect(await accountsWith(email)).toHaveLength(1)
    expect((await claimRow(claim.id)).status).toBe('completed')
  })

  it('refuses unknown and mangled tokens without an error', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), `${'b'.repeat(42)}!`, 'a'.repeat(500)]) {
      expect(await claimTokenIsLive(payload, token)).toBe(false)
      expect(await completeClaim(payload, token, NEW_PASSWORD)).toEqual({ outcome: 'expired' })
    }
  })

  it('checks the new password before using the link', async () => {
    const { email, token } = await linkFor('badpassword')
    expect(await setClaimPassword(payload, { token, password: 'short', confirm: 'short' })).toMatchObject({
      status: 'error',
      message: FORM_INVALID_MESSAGE,
      fieldErrors: { password: 'Please use at least 10 characters.' },
    })
    expect(
      await setClaimPassword(payload, { token, password: NEW_PASSWORD, confirm: 'different-password' }),
    ).toMatchObject({
      fieldErrors: { confirm: 'The two passwords are not the same.' },
    })
    expect(await claimTokenIsLive(payload, token)).toBe(true)
    expect(await accountsWith(email)).toHaveLength(0)
  })

  it('links the account of that e-mail when it already manages the listing, with the new password', async () => {
    const { listing, domain } = await listingAtDomain('existing')
    const account = await createSupplierAccount(payload, listing.id)
    // Staff made the account unverified at another address; it is moved to the claimant's address here.
    const email = `existing-${stamp()}@${domain}`
    await pool.query('update supplier_accounts set email = $1, _verified = false where id = $2', [email, account.id])
    await submit(claimValues(listing, email))
    const [claim] = await claimsOf(email)
    // An unverified account does not make the listing "managed": the link is sent.
    expect(claim.status).toBe('link-sent')
    const token = linkToken((await emailsTo(email))[0].text)
    expect(await completeClaim(payload, token, NEW_PASSWORD)).toEqual({
      outcome: 'done',
      accountId: account.id,
      created: false,
    })
    expect(await accountsWith(email)).toEqual([expect.objectContaining({ id: account.id, _verified: true })])
    expect((await restLogin('supplier-accounts', email, NEW_PASSWORD)).token).toBeTruthy()
    expect((await claimRow(claim.id)).account_id).toBe(account.id)
  })

  it('changes nothing when the e-mail already manages another listing, and says so', async () => {
    const other = await createListing(payload, 'Claim Test Other Listing')
    const account = await createSupplierAccount(payload, other.id)
    const { listing } = await listingAtDomain('elsewhere')
    await submit(claimValues(listing, account.email))
    const [claim] = await claimsOf(account.email)
    expect(claim.status).toBe('awaiting-review')
    await rest('PATCH', `listing-claims/${claim.id}`, { token: adminToken, body: { status: 'approved' } })
    const token = linkToken((await emailsTo(account.email))[0].text)
    const hashBefore = (await pool.query('select hash from supplier_accounts where id = $1', [account.id])).rows[0]
    expect(await setClaimPassword(payload, { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).toEqual({
      status: 'error',
      message: CLAIM_OTHER_LISTING,
    })
    expect(await accountsWith(account.email)).toEqual([
      expect.objectContaining({ id: account.id, supplier_id: other.id }),
    ])
    expect((await pool.query('select hash from supplier_accounts where id = $1', [account.id])).rows[0]).toEqual(
      hashBefore,
    )
    expect(await claimRow(claim.id)).toMatchObject({ status: 'approved', account_id: null })
    expect(await claimTokenIsLive(payload, token)).toBe(true)
  })
})

describe('bots, floods and bad input', () => {
  it('answers a filled honeypot as sent and stores nothing', async () => {
    const { listing, domain } = await listingAtDomain('honeypot')
    const email = `bot-${stamp()}@${domain}`
    const before = { claims: await countRows('listing_claims'), limits: await countRows('enquiry_rate_limits') }
    expect(await submit(claimValues(listing, email, { companyWebsite: 'https://spam.example' }))).toEqual({
      status: 'done',
      message: CLAIM_AWAITING_REVIEW,
    })
    expect({ claims: await countRows('listing_claims'), limits: await countRows('enquiry_rate_limits') }).toEqual(
      before,
    )
    expect(await emailsTo(email)).toHaveLength(0)
  })

  it('gives each bad field its message and stores nothing', async () => {
    const { listing } = await listingAtDomain('badinput')
    const email = `bad-${stamp()}@elsewhere.test`
    const before = { claims: await countRows('listing_claims'), limits: await countRows('enquiry_rate_limits') }
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ name: '' }, { name: 'Please enter your name.' }],
      [{ email: 'not-an-address' }, { email: 'Please enter a valid e-mail address.' }],
      [{ email: '' }, { email: 'Please enter your e-mail address.' }],
      [{ phone: 'call me' }, { phone: 'Please enter a valid phone number.' }],
      [{ jobRole: '   ' }, { jobRole: 'Please enter your role at the business.' }],
      [{ name: 'x'.repeat(121) }, { name: 'Your name has at most 120 characters.' }],
      [{ name: 'Nul\u0000Byte' }, { name: 'Your name contains characters that cannot be used.' }],
    ]
    for (const [change, fieldErrors] of cases) {
      const result = await submit(claimValues(listing, email, change))
      expect(result, JSON.stringify(change)).toMatchObject({
        status: 'error',
        message: FORM_INVALID_MESSAGE,
        fieldErrors,
      })
    }
    expect(await submit(claimValues(listing, email, { listing: 'no-such-listing' }))).toMatchObject({
      status: 'error',
      message: CLAIM_LISTING_UNKNOWN,
    })
    expect({ claims: await countRows('listing_claims'), limits: await countRows('enquiry_rate_limits') }).toEqual(
      before,
    )
  })

  it('refuses a draft-only listing as unknown', async () => {
    const draft = await createListing(payload, 'Claim Test Draft', { _status: 'draft' })
    const email = `draft-${stamp()}@elsewhere.test`
    expect(await submit(claimValues(draft, email))).toMatchObject({ status: 'error', message: CLAIM_LISTING_UNKNOWN })
    expect(await claimsOf(email)).toHaveLength(0)
  })

  it('refuses more than the limit from one address or for one e-mail, storing nothing for the refused', async () => {
    const { listing } = await listingAtDomain('flood')
    const ip = uniqueIp()
    const emails = [0, 1, 2].map((i) => `flood-${i}-${stamp()}@elsewhere.test`)
    expect(await submit(claimValues(listing, emails[0]), ip, 2)).toMatchObject({ status: 'done' })
    expect(await submit(claimValues(listing, emails[1]), ip, 2)).toMatchObject({ status: 'done' })
    expect(await submit(claimValues(listing, emails[2]), ip, 2)).toMatchObject({
      status: 'error',
      message: 'Too many claims. Please try again in 10 minutes.',
      values: { email: emails[2] },
    })
    expect(await claimsOf(emails[2])).toHaveLength(0)
    // One address from many client addresses is limited too.
    const repeat = `repeat-${stamp()}@elsewhere.test`
    expect(await submit(claimValues(listing, repeat), uniqueIp(), 2)).toMatchObject({ status: 'done' })
    expect(await submit(claimValues(listing, repeat), uniqueIp(), 2)).toMatchObject({ status: 'done' })
    expect(await submit(claimValues(listing, repeat), uniqueIp(), 2)).toMatchObject({ status: 'error' })
    expect(await claimsOf(repeat)).toHaveLength(2)
  })
})

describe('access to the claims collection', () => {
  const MARK = `claims-${Date.now().toString(36)}`
  let claim: ListingClaim
  let privateText: string[]

  beforeAll(async () => {
    const { listing } = await listingAtDomain('access')
    const email = `private-claimant-${stamp()}@elsewhere.test`
    await submit(claimValues(listing, email, { name: 'Private Claimant Person' }))
    ;[claim] = await claimsOf(email)
    privateText = [email, 'Private Claimant Person']
  })

  const state = async () => JSON.stringify((await pool.query('select * from listing_claims order by id')).rows)

  it('gives visitors, editors and supplier accounts nothing, whatever the operation', async () => {
    const own = await createListing(payload, 'Claim Test Account Holder')
    const account = await createSupplierAccount(payload, own.id)
    const tokens: Record<string, string | undefined> = {
      visitor: undefined,
      editor: (await restLogin('users', editor.email, TEST_PASSWORD)).token,
      'supplier account': (await restLogin('supplier-accounts', account.email, TEST_PASSWORD)).token,
    }
    expect(tokens.editor && tokens['supplier account']).toBeTruthy()
    for (const [who, token] of Object.entries(tokens)) {
      const before = await state()
      for (const [method, path, body] of restOperations('listing-claims', claim.id, MARK)) {
        const answer = await rest(method, path, { body, token })
        const what = `${who}: ${method} /api/${path} → ${answer.status} ${answer.text.slice(0, 300)}`
        expect(
          accessAnswerProblems(path, answer.status, answer.text, privateText, null, 'listing-claims'),
          what,
        ).toEqual([])
        expect(await state(), `${what} changed claims`).toBe(before)
      }
    }
  })

  it('lets admins read claims but never the link token, and not create one through the API', async () => {
    const one = await rest('GET', `listing-claims/${claim.id}`, { token: adminToken })
    expect(one.status).toBe(200)
    expect(one.text).toContain('Private Claimant Person')
    expect(one.text).not.toMatch(/tokenHash|tokenExpiresAt/)
    // Nor can they search by it (which would reveal it a character at a time).
    const byHash = await rest('GET', 'listing-claims?where[tokenHash][like]=a', { token: adminToken })
    expect(byHash.status).toBe(400)
    expect(byHash.text).toContain('cannot be queried')
    const before = await countRows('listing_claims')
    const created = await rest('POST', 'listing-claims', {
      token: adminToken,
      body: { listing: claim.listing, name: MARK, email: `${MARK}@x.test`, phone: '0123456', jobRole: 'x' },
    })
    expect(created.status).toBe(403)
    expect(await countRows('listing_claims')).toBe(before)
  })
})
