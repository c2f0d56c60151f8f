import { createHash, randomInt, randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Supplier, User } from '@payload-types'
import { REVIEW_LINK_CONTEXT } from '@/lib/reviews/link'
import { checkCertificateExpiry } from '@/lib/suppliers/certificate-check'
import { checkEntitlementExpiry } from '@/lib/packages/expiry'
import { runLeadRetention } from '@/lib/leads/retention'
import { INVITATION_WINDOW_DAYS, sendReviewInvitations } from '@/lib/reviews/invitations'
import { RESET_LINK_HOURS } from '@/lib/account/auth-emails'
import { PASSWORD_RESET_LIMIT, requestPasswordReset } from '@/lib/account/password-reset'
import { claimTokenIsLive, completeClaim, submitClaim } from '@/lib/account/claims'
import { ACCOUNT_SESSION_SECONDS, CLAIM_LINK_HOURS, LOGIN_ATTEMPTS, LOGIN_LOCK_MS } from '@/lib/account/rules'
import { resetTokenIsLive } from '@/lib/account/tokens'
import { EXPIRING_SOON_DAYS, EXPIRY_REMINDER_DAYS } from '@/lib/suppliers/certificates'
import { DASHBOARD_WINDOW_DAYS, getDashboardFigures } from '@/lib/admin/dashboard'
import { withTransaction } from '@/lib/platform/db'
import { ENQUIRY_RATE_WINDOW_SECONDS, enquiryRateLimit } from '@/lib/enquiry/rate-limit'
import { submitEnquiry } from '@/lib/enquiry/submit'
import {
  NEW_POSTCODE_LOOKUP_WINDOW_SECONDS,
  NEW_POSTCODE_LOOKUPS_PER_WINDOW,
  PLACE_MESSAGES,
  resolvePlace,
} from '@/lib/places/resolve'
import { findEarlierLead } from '@/lib/leads/duplicates'
import { ERASED_EMAILS_RECHECK_DAYS, ERASED_NAME } from '@/lib/leads/erasure'
import { DECLINE_TOO_LATE, declineLead, DECLINE_SAVED_VOIDED, openLead } from '@/lib/leads/inbox'
import { refreshResponseStats } from '@/lib/leads/response-stats'
import {
  DECLINE_WINDOW_DAYS,
  DEFAULT_MAX_SUPPLIERS_PER_LEAD,
  DEFAULT_RETENTION_MONTHS,
  DUPLICATE_WINDOW_DAYS,
  RESPONDS_QUICKLY_HOURS,
} from '@/lib/leads/rules'
import { REMINDER_DAYS } from '@/lib/packages/terms'
import { resendWelcome, tooManyResendsMessage } from '@/lib/packages/welcome'
import { WELCOME_RESEND_LIMIT, WELCOME_RESEND_WINDOW_SECONDS } from '@/lib/packages/welcome-rules'
import { REPORT_ALREADY_SENT, submitReviewReport } from '@/lib/reviews/report'
import {
  DEFAULT_INVITATION_DELAY_DAYS,
  DEFAULT_LINK_VALID_DAYS,
  REPORT_WINDOW_SECONDS,
  REPORTS_PER_HOUR,
} from '@/lib/reviews/rules'
import { reviewLinkState, submitReview } from '@/lib/reviews/submit'
import { siteUrl } from '@/lib/platform/site-url'
import { seed } from '@/seed'
import { createListing, createStaffUser, createSupplierAccount, TEST_PASSWORD, testPayload } from './helpers'
import { restLogin } from './rest'

// Every rule with a time window or a deadline, tried just inside and just outside its edge through the real function
// or job against the real database: the clock is the `now` a job is given, or stored timestamps moved as time going
// by would leave them. The edges come from the rules' constants, so a changed constant moves what is tried, while a
// wrong comparison or unit in the rule fails here. Where a day boundary matters the times are UK times across a
// clock change (Europe/London: BST ends on 25 October 2026).

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** 'Just inside' and 'just outside' an edge, when not exactly on it. */
const MARGIN = 5 * MINUTE
/** A decline as the portal's confirmed second step posts it. */
const confirmedDecline = (reason: string) => ({ reason, note: 'Declined in a test.', confirmed: true })

let payload: Payload
let pool: pg.Pool
let admin: User

const uniqueTown = () => `Edgetown ${randomUUID().slice(0, 8)}`
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@edges.test`
const uniquePhone = () => `07${randomInt(0, 1e9).toString().padStart(9, '0')}`
const uniqueIp = () => `2001:db8:e::${randomInt(1, 65535).toString(16)}:${randomInt(1, 65535).toString(16)}`
/** Now, to the second (review links keep whole seconds). */
const wholeSecondNow = () => new Date(Math.floor(Date.now() / 1000) * 1000)

function enquiry(city: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Edie Edge',
    email: uniqueEmail('edie'),
    phone: uniquePhone(),
    city,
    projectDetails: 'Hempcrete blocks and lime render for a barn conversion.',
    consent: true,
    ...overrides,
  }
}

async function submit(input: Record<string, unknown>) {
  const result = await submitEnquiry(input, { payload, clientIp: uniqueIp(), rateLimit: 1000 })
  expect(result.ok).toBe(true)
}

type LeadRow = { id: number; duplicate_of_id: number | null; connection_id: number | null }

async function leadsByEmail(email: string): Promise<LeadRow[]> {
  const { rows } = await pool.query<LeadRow>(
    `select l.id, l.duplicate_of_id, (select min(c.id) from lead_connections c where c.lead_id = l.id) as connection_id
     from leads l where l.email = $1 order by l.id`,
    [email],
  )
  return rows
}

/** One enquiry routed to the listings of `town`; its lead and its (first) connection. */
async function routed(town: string, overrides: Record<string, unknown> = {}) {
  const input = enquiry(town, overrides)
  await submit(input)
  const [lead] = await leadsByEmail(input.email as string)
  expect(lead.connection_id).not.toBeNull()
  return { input, leadId: lead.id, connectionId: lead.connection_id as number }
}

const setLeadCreated = (leadId: number, at: number | Date) =>
  pool.query('update leads set created_at = $2 where id = $1', [leadId, new Date(at).toISOString()])
const setConnectionCreated = (connectionId: number, at: number | Date) =>
  pool.query('update lead_connections set created_at = $2 where id = $1', [connectionId, new Date(at).toISOString()])

async function queuedTo(email: string): Promise<Array<{ text: string; idempotencyKey: string }>> {
  const { rows } = await pool.query<{ input: { text: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'to' = $1 order by id`,
    [email],
  )
  return rows.map((r) => r.input)
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  await seed(payload, { log: () => {}, admin: null })
  admin = await createStaffUser(payload, 'admin')
  // The settings at their defaults, so the jobs read the constants this file tries.
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      leadRules: { maxSuppliersPerLead: DEFAULT_MAX_SUPPLIERS_PER_LEAD, retentionMonths: DEFAULT_RETENTION_MONTHS },
      reviewRules: { invitationDelayDays: DEFAULT_INVITATION_DELAY_DAYS, linkValidDays: DEFAULT_LINK_VALID_DAYS },
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await pool?.end()
})

describe('the site settings', () => {
  it("the database's defaults for the windows are the rules' defaults", async () => {
    const { rows } = await pool.query<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns
       where table_name = 'site_settings' and column_name in
         ('lead_rules_retention_months', 'review_rules_invitation_delay_days', 'review_rules_link_valid_days')`,
    )
    const defaults = Object.fromEntries(rows.map((r) => [r.column_name, Number(r.column_default)]))
    expect(defaults).toEqual({
      lead_rules_retention_months: DEFAULT_RETENTION_MONTHS,
      review_rules_invitation_delay_days: DEFAULT_INVITATION_DELAY_DAYS,
      review_rules_link_valid_days: DEFAULT_LINK_VALID_DAYS,
    })
  })
})

describe('the duplicate window', () => {
  it(`links a repeat sent just inside ${DUPLICATE_WINDOW_DAYS} days of the first enquiry, and routes one sent just after`, async () => {
    const town = uniqueTown()
    await createListing(payload, 'Edge Duplicate Timber', { location: town })
    for (const [age, repeats] of [
      [DUPLICATE_WINDOW_DAYS * DAY - MARGIN, true],
      [DUPLICATE_WINDOW_DAYS * DAY + MARGIN, false],
    ] as const) {
      const first = enquiry(town)
      await submit(first)
      const [original] = await leadsByEmail(first.email as string)
      await setLeadCreated(original.id, Date.now() - age)
      await submit(first)
      const [, repeat] = await leadsByEmail(first.email as string)
      expect({ age, duplicateOf: repeat.duplicate_of_id }).toEqual({ age, duplicateOf: repeats ? original.id : null })
      expect(repeat.connection_id === null).toBe(repeats)
    }
  })

  it('counts the earlier lead at exactly the window, and not a millisecond later', async () => {
    const town = uniqueTown()
    await createListing(payload, 'Edge Duplicate Exact', { location: town })
    const first = enquiry(town)
    await submit(first)
    const [original] = await leadsByEmail(first.email as string)
    const { rows } = await pool.query(
      'select created_at, email_key, phone_key, city_key, category_id, supplier_id from leads where id = $1',
      [original.id],
    )
    const lead = rows[0]
    const keys = {
      emailKey: lead.email_key,
      phoneKey: lead.phone_key,
      cityKey: lead.city_key,
      category: lead.category_id,
      supplier: lead.supplier_id,
    }
    const edge = new Date(lead.created_at).getTime() + DUPLICATE_WINDOW_DAYS * DAY
    const earlierAt = (now: number) =>
      withTransaction(payload, (req) => findEarlierLead(payload, req, keys, new Date(now)))
    expect(await earlierAt(edge)).toBe(original.id)
    expect(await earlierAt(edge + 1)).toBeNull()
  })
})

describe('the decline window', () => {
  it(`takes a decline until exactly ${DECLINE_WINDOW_DAYS} days after routing, across the end of BST, and refuses one after`, async () => {
    const town = uniqueTown()
    const listing = await createListing(payload, 'Edge Decline Insulation', { location: town })
    // Routed at 10:00 BST; the window is elapsed time, so it ends at 09:00 GMT (the clocks went back meanwhile).
    const routedAt = Date.parse('2026-10-20T09:00:00Z')
    const edge = routedAt + DECLINE_WINDOW_DAYS * DAY
    const late = await routed(town)
    await setConnectionCreated(late.connectionId, routedAt)
    for (const after of [MARGIN, 1]) {
      const now = new Date(edge + after)
      expect((await openLead(payload, listing.id, late.connectionId, now))?.canDecline).toBe(false)
      expect(await declineLead(payload, listing.id, late.connectionId, confirmedDecline('out-of-area'), now)).toEqual({
        ok: false,
        message: DECLINE_TOO_LATE,
      })
    }
    expect(
      await declineLead(payload, listing.id, late.connectionId, confirmedDecline('out-of-area'), new Date(edge)),
    ).toEqual({
      ok: true,
      message: DECLINE_SAVED_VOIDED,
    })
    const early = await routed(town)
    await setConnectionCreated(early.connectionId, routedAt)
    const inside = new Date(edge - MARGIN)
    expect((await openLead(payload, listing.id, early.connectionId, inside))?.canDecline).toBe(true)
    expect(
      await declineLead(payload, listing.id, early.connectionId, confirmedDecline('out-of-area'), inside),
    ).toMatchObject({
      ok: true,
    })
  })
})

describe('review invitations and their link', () => {
  it(`invite from ${DEFAULT_INVITATION_DELAY_DAYS} days after the enquiry for ${INVITATION_WINDOW_DAYS} days, each edge to the millisecond`, async () => {
    const town = uniqueTown()
    const listing = await createListing(payload, 'Edge Review Lime', { location: town })
    // A day of its own, years ahead, so no other file's enquiry is due on it.
    const now = new Date(wholeSecondNow().getTime() + 3000 * DAY)
    const due = now.getTime() - DEFAULT_INVITATION_DELAY_DAYS * DAY
    const lapsed = due - INVITATION_WINDOW_DAYS * DAY
    const ages = {
      tooEarlyByMinutes: due + MARGIN,
      tooEarlyByAMillisecond: due + 1,
      dueExactly: due,
      dueByMinutes: due - MARGIN,
      lastMillisecond: lapsed + 1,
      lastMinutes: lapsed + MARGIN,
      lapsedExactly: lapsed,
      lapsedByMinutes: lapsed - MARGIN,
    }
    const leads: Record<string, Awaited<ReturnType<typeof routed>>> = {}
    for (const [name, at] of Object.entries(ages)) {
      leads[name] = await routed(town)
      await setConnectionCreated(leads[name].connectionId, at)
    }
    await sendReviewInvitations(payload, now)
    const invited: Record<string, boolean> = {}
    for (const [name, lead] of Object.entries(leads)) {
      const { rows } = await pool.query('select review_invited_at from lead_connections where id = $1', [
        lead.connectionId,
      ])
      invited[name] = rows[0].review_invited_at !== null
    }
    expect(invited).toEqual({
      tooEarlyByMinutes: false,
      tooEarlyByAMillisecond: false,
      dueExactly: true,
      dueByMinutes: true,
      lastMillisecond: true,
      lastMinutes: true,
      lapsedExactly: false,
      lapsedByMinutes: false,
    })

    // The link works for the set number of days from the invitation, to the second.
    const invitation = (await queuedTo(leads.dueExactly.input.email as string)).find((e) =>
      e.idempotencyKey.endsWith(`review-invite-${listing.id}`),
    )
    const token = /\/review\/([0-9.A-Za-z_-]+)/.exec(invitation?.text ?? '')?.[1]
    expect(token).toBeTruthy()
    const expires = now.getTime() + DEFAULT_LINK_VALID_DAYS * DAY
    const state = async (at: number) => {
      const s = await reviewLinkState(payload, token, new Date(at))
      return s.open ? 'open' : s.problem
    }
    expect([await state(expires - MARGIN), await state(expires - 1000)]).toEqual(['open', 'open'])
    expect([await state(expires), await state(expires + MARGIN)]).toEqual(['expired', 'expired'])
    const review = {
      rating: '5',
      title: 'On time, every time',
      body: 'The hempcrete arrived on the day they said, and their advice on curing the render was spot on.',
      workWentAhead: 'yes',
      workDate: '2026-10-01',
    }
    expect(await submitReview(payload, token, review, new Date(expires))).toEqual({
      outcome: 'refused',
      problem: 'expired',
    })
  })

  it("takes the UK's today as the date of work, an hour before UTC's in summer", async () => {
    const town = uniqueTown()
    await createListing(payload, 'Edge Review Today', { location: town })
    // 00:30 BST on 2 July is still 1 July in UTC; the invitation was sent that day, its link still open.
    const now = new Date('2026-07-01T23:30:00Z')
    const lead = await routed(town)
    await setConnectionCreated(lead.connectionId, now.getTime() - DEFAULT_INVITATION_DELAY_DAYS * DAY)
    await sendReviewInvitations(payload, now)
    const token = /\/review\/([0-9.A-Za-z_-]+)/.exec(
      (await queuedTo(lead.input.email as string)).find((e) => e.idempotencyKey.includes('review-invite'))?.text ?? '',
    )?.[1]
    const review = (workDate: string) => ({
      rating: '4',
      title: 'Good advice, fair price',
      body: 'They explained the lime render options clearly and the delivery came the morning they promised.',
      workWentAhead: 'yes',
      workDate,
    })
    expect(await submitReview(payload, token, review('2026-07-03'), now)).toMatchObject({ outcome: 'invalid' })
    expect(await submitReview(payload, token, review('2026-07-02'), now)).toMatchObject({ outcome: 'stored' })
  })
})

describe('the claim link', () => {
  it(`sets a password until ${CLAIM_LINK_HOURS} hours after it was e-mailed, and not after`, async () => {
    const domain = `edge-${randomUUID().slice(0, 8)}.test`
    const listing = await createListing(payload, 'Edge Claim Co', { website: `https://www.${domain}` })
    const email = `owner-${randomUUID().slice(0, 8)}@${domain}`
    const answer = await submitClaim(
      { listing: listing.slug, name: 'Cal Claimant', email, phone: '07700 900456', jobRole: 'Director' },
      { payload, clientIp: uniqueIp(), rateLimit: 100 },
    )
    expect(answer.status).toBe('done')
    const prefix = `${siteUrl()}/account/claim/`
    const text = (await queuedTo(email))[0]?.text ?? ''
    const token = text.slice(text.indexOf(prefix) + prefix.length).match(/^[A-Za-z0-9_-]+/)?.[0] ?? ''
    const { rows } = await pool.query<{ id: number; created_at: Date; token_expires_at: Date }>(
      'select id, created_at, token_expires_at from listing_claims where email = $1',
      [email],
    )
    const claim = rows[0]
    const madeAt = claim.created_at.getTime()
    expect(Math.abs(claim.token_expires_at.getTime() - madeAt - CLAIM_LINK_HOURS * HOUR)).toBeLessThan(2000)
    /** As if the link had been e-mailed `age` ago: its stored expiry moves back by that much. */
    const madeAgo = (age: number) =>
      pool.query('update listing_claims set token_expires_at = $2 where id = $1', [
        claim.id,
        new Date(claim.token_expires_at.getTime() - age).toISOString(),
      ])

    await madeAgo(CLAIM_LINK_HOURS * HOUR + MARGIN)
    expect(await claimTokenIsLive(payload, token)).toBe(false)
    expect(await completeClaim(payload, token, 'a-long-new-password-1')).toEqual({ outcome: 'expired' })
    await madeAgo(CLAIM_LINK_HOURS * HOUR - MARGIN)
    expect(await claimTokenIsLive(payload, token)).toBe(true)
    expect(await completeClaim(payload, token, 'a-long-new-password-1')).toMatchObject({ outcome: 'done' })
  })
})

describe("a supplier account's links and lock", () => {
  it(`a password-reset link works for ${RESET_LINK_HOURS} hour(s), and not a few minutes longer`, async () => {
    const listing = await createListing(payload, 'Edge Reset Co')
    const account = await createSupplierAccount(payload, listing.id)
    const askedAt = Date.now()
    const token = await payload.forgotPassword({
      collection: 'supplier-accounts',
      data: { email: account.email },
      disableEmail: true,
    })
    const stored = async () =>
      (
        await pool.query<{ reset_password_expiration: Date }>(
          'select reset_password_expiration from supplier_accounts where id = $1',
          [account.id],
        )
      ).rows[0].reset_password_expiration.getTime()
    const expiration = await stored()
    expect(Math.abs(expiration - askedAt - RESET_LINK_HOURS * HOUR)).toBeLessThan(5000)
    /** As if the reset had been asked for `age` ago: the stored expiry moves back by that much. */
    const askedAgo = (age: number) =>
      pool.query('update supplier_accounts set reset_password_expiration = $2 where id = $1', [
        account.id,
        new Date(expiration - age).toISOString(),
      ])
    const reset = () =>
      payload
        .resetPassword({
          collection: 'supplier-accounts',
          data: { token, password: 'a-long-new-password-2' },
          overrideAccess: true,
        })
        .then(
          () => 'reset',
          () => 'refused',
        )

    await askedAgo(RESET_LINK_HOURS * HOUR + MARGIN)
    expect(await resetTokenIsLive(token)).toBe(false)
    expect(await reset()).toBe('refused')
    await askedAgo(RESET_LINK_HOURS * HOUR - MARGIN)
    expect(await resetTokenIsLive(token)).toBe(true)
    expect(await reset()).toBe('reset')
  })

  it(`a supplier's sign-in lasts ${ACCOUNT_SESSION_SECONDS / 3600} hours: the token's expiry and the stored session's`, async () => {
    const listing = await createListing(payload, 'Edge Session Co')
    const account = await createSupplierAccount(payload, listing.id)
    const signedInAt = Math.floor(Date.now() / 1000)
    const { token } = await restLogin('supplier-accounts', account.email, TEST_PASSWORD)
    const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()) as { exp: number; iat: number }
    expect(claims.exp - claims.iat).toBe(ACCOUNT_SESSION_SECONDS)
    expect(Math.abs(claims.iat - signedInAt)).toBeLessThan(5)
    const { rows } = await pool.query<{ created_at: Date; expires_at: Date }>(
      'select created_at, expires_at from supplier_accounts_sessions where _parent_id = $1',
      [account.id],
    )
    expect(rows.map((r) => r.expires_at.getTime() - r.created_at.getTime())).toEqual([ACCOUNT_SESSION_SECONDS * 1000])
  })

  it(`after ${LOGIN_ATTEMPTS} wrong passwords, staff and supplier accounts stay locked until the lock's end`, async () => {
    const listing = await createListing(payload, 'Edge Lock Co')
    const supplier = await createSupplierAccount(payload, listing.id)
    const staff = await createStaffUser(payload, 'editor')
    for (const [collection, table, email] of [
      ['supplier-accounts', 'supplier_accounts', supplier.email],
      ['users', 'users', staff.email],
    ] as const) {
      for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt += 1)
        expect((await restLogin(collection, email, `wrong-${attempt}`)).status).toBe(401)
      const lockedAt = Date.now()
      const { rows } = await pool.query<{ lock_until: Date }>(`select lock_until from ${table} where email = $1`, [
        email,
      ])
      const lockUntil = rows[0].lock_until.getTime()
      expect(Math.abs(lockUntil - lockedAt - LOGIN_LOCK_MS)).toBeLessThan(5000)
      /** As if the account had been locked `age` ago: the stored lock's end moves back by that much. */
      const lockedAgo = (age: number) =>
        pool.query(`update ${table} set lock_until = $2 where email = $1`, [
          email,
          new Date(lockUntil - age).toISOString(),
        ])
      await lockedAgo(LOGIN_LOCK_MS - MINUTE)
      expect((await restLogin(collection, email, TEST_PASSWORD)).token, `${collection} still locked`).toBeUndefined()
      await lockedAgo(LOGIN_LOCK_MS + MINUTE)
      expect((await restLogin(collection, email, TEST_PASSWORD)).token, `${collection} unlocked`).toBeTruthy()
    }
  })
})

describe('the admin dashboard', () => {
  it(
    `counts the last ${DASHBOARD_WINDOW_DAYS} days' enquiries and certificates expiring ` +
      `within ${EXPIRING_SOON_DAYS} days, each edge to the millisecond`,
    async () => {
      // A day of its own, years ahead, so only this test's rows are in its windows.
      const now = new Date(wholeSecondNow().getTime() + 5000 * DAY)
      const at = (offset: number) => new Date(now.getTime() + offset)
      const city = uniqueTown()
      await createListing(payload, 'Edge Dashboard Timber', { location: city })
      const window = DASHBOARD_WINDOW_DAYS * DAY
      for (const createdAt of [
        at(-window + 1),
        at(-window + MARGIN),
        at(0),
        at(-window),
        at(-window - MARGIN),
        at(1),
      ]) {
        const lead = await routed(city)
        await setLeadCreated(lead.leadId, createdAt)
      }
      const soon = EXPIRING_SOON_DAYS * DAY
      await createListing(payload, 'Edge Dashboard Certificates', {
        certifications: [at(0), at(soon), at(soon - MARGIN), at(-1), at(soon + 1), at(soon + MARGIN)].map(
          (expires, i) => ({
            name: `Certificate ${i}`,
            colour: 'green',
            expiresAt: expires.toISOString(),
          }),
        ),
      })
      const figures = await getDashboardFigures(payload, now)
      expect(figures.routedByCity.find((c) => c.name.toLowerCase() === city.toLowerCase())?.enquiries).toBe(3)
      expect(figures.certificatesExpiring).toBe(3)
    },
  )
})

describe('package reminders and end', () => {
  it(`remind ${REMINDER_DAYS.join(' and ')} days before the end and end it at its end date, each edge to the millisecond`, async () => {
    const listing = await createListing(payload, 'Edge Package Co')
    const now = wholeSecondNow()
    const [first, last] = REMINDER_DAYS
    const at = (offset: number) => new Date(now.getTime() + offset)
    const ends = {
      beforeFirst: at(first * DAY + MARGIN),
      justBeforeFirst: at(first * DAY + 1),
      firstExactly: at(first * DAY),
      firstByMinutes: at(first * DAY - MARGIN),
      justBeforeLast: at(last * DAY + 1),
      lastExactly: at(last * DAY),
      lastByMinutes: at(last * DAY - MARGIN),
      justBeforeEnd: at(1),
      endExactly: at(0),
      endedMinutesAgo: at(-MARGIN),
    }
    const ids: Record<string, number> = {}
    for (const [name, endsAt] of Object.entries(ends)) {
      const order = await payload.create({
        collection: 'orders',
        data: {
          packageName: 'Edge test',
          amount: 127500,
          currency: 'gbp',
          status: 'paid',
          supplier: listing.id,
          paidAt: now.toISOString(),
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      const entitlement = await payload.create({
        collection: 'entitlements',
        data: {
          supplier: listing.id,
          order: order.id,
          tier: 'national',
          badgeLabel: 'National Partner',
          startsAt: new Date(now.getTime() - 300 * DAY).toISOString(),
          endsAt: endsAt.toISOString(),
          status: 'active',
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      ids[name] = entitlement.id
    }
    await checkEntitlementExpiry(payload, now)
    const { rows } = await pool.query<{
      id: number
      status: string
      reminder30_sent_at: Date | null
      reminder7_sent_at: Date | null
    }>('select id, status, reminder30_sent_at, reminder7_sent_at from entitlements where id = any($1)', [
      Object.values(ids),
    ])
    const stateOf = (id: number) => {
      const row = rows.find((r) => r.id === id)!
      if (row.status !== 'active') return row.status
      if (row.reminder7_sent_at) return `reminded ${last}`
      return row.reminder30_sent_at ? `reminded ${first}` : 'nothing yet'
    }
    expect(Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, stateOf(id)]))).toEqual({
      beforeFirst: 'nothing yet',
      justBeforeFirst: 'nothing yet',
      firstExactly: `reminded ${first}`,
      firstByMinutes: `reminded ${first}`,
      justBeforeLast: `reminded ${first}`,
      lastExactly: `reminded ${last}`,
      lastByMinutes: `reminded ${last}`,
      justBeforeEnd: `reminded ${last}`,
      endExactly: 'ended',
      endedMinutesAgo: 'ended',
    })
  })
})

describe('certificates', () => {
  it(`remind ${EXPIRY_REMINDER_DAYS} days before expiry and hide the badge once expired, each edge to the millisecond`, async () => {
    const now = wholeSecondNow()
    const at = (offset: number) => new Date(now.getTime() + offset).toISOString()
    const expiries = {
      beforeReminder: at(EXPIRY_REMINDER_DAYS * DAY + MARGIN),
      justBeforeReminder: at(EXPIRY_REMINDER_DAYS * DAY + 1),
      reminderExactly: at(EXPIRY_REMINDER_DAYS * DAY),
      reminderByMinutes: at(EXPIRY_REMINDER_DAYS * DAY - MARGIN),
      expiresInMinutes: at(MARGIN),
      expiresExactlyNow: at(0),
      expiredAMillisecondAgo: at(-1),
      expiredMinutesAgo: at(-MARGIN),
    }
    const listing = await createListing(payload, 'Edge Certificates Co', {
      contactEmail: uniqueEmail('certs'),
      certifications: Object.entries(expiries).map(([name, expiresAt]) => ({ name, colour: 'green', expiresAt })),
    })
    await checkCertificateExpiry(payload, now)
    const { rows } = await pool.query<{ name: string; badge_hidden: boolean | null; expiry_reminder_for: Date | null }>(
      'select name, badge_hidden, expiry_reminder_for from suppliers_certifications where _parent_id = $1',
      [listing.id],
    )
    const state = Object.fromEntries(
      rows.map((r) => [r.name, r.badge_hidden ? 'hidden' : r.expiry_reminder_for ? 'reminded' : 'shown']),
    )
    expect(state).toEqual({
      beforeReminder: 'shown',
      justBeforeReminder: 'shown',
      reminderExactly: 'reminded',
      reminderByMinutes: 'reminded',
      expiresInMinutes: 'reminded',
      expiresExactlyNow: 'reminded',
      expiredAMillisecondAgo: 'hidden',
      expiredMinutesAgo: 'hidden',
    })
  })
})

describe('lead retention', () => {
  it(`anonymises a lead made ${DEFAULT_RETENTION_MONTHS} months and a millisecond ago, and keeps one made exactly then`, async () => {
    const town = uniqueTown()
    await createListing(payload, 'Edge Retention Co', { location: town })
    const now = wholeSecondNow()
    // The same day and time of the month, that many months back (UTC).
    const cutoff = Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - DEFAULT_RETENTION_MONTHS,
      now.getUTCDate(),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
    )
    const ages = {
      keptByMinutes: cutoff + MARGIN,
      keptExactly: cutoff,
      goneByAMillisecond: cutoff - 1,
      goneByMinutes: cutoff - MARGIN,
    }
    const leads: Record<string, number> = {}
    for (const [name, createdAt] of Object.entries(ages)) {
      leads[name] = (await routed(town)).leadId
      await setLeadCreated(leads[name], createdAt)
    }
    await runLeadRetention(payload, now)
    const { rows } = await pool.query<{ id: number; name: string }>('select id, name from leads where id = any($1)', [
      Object.values(leads),
    ])
    const state = Object.fromEntries(
      Object.entries(leads).map(([label, id]) => [
        label,
        rows.find((r) => r.id === id)?.name === ERASED_NAME ? 'anonymised' : 'kept',
      ]),
    )
    expect(state).toEqual({
      keptByMinutes: 'kept',
      keptExactly: 'kept',
      goneByAMillisecond: 'anonymised',
      goneByMinutes: 'anonymised',
    })
  })
})

describe('e-mails of erased leads', () => {
  it(`are emptied again by the retention run for ${ERASED_EMAILS_RECHECK_DAYS} days after the erasure, and not after`, async () => {
    const town = uniqueTown()
    await createListing(payload, 'Edge Erased Co', { location: town })
    const now = wholeSecondNow()
    const edge = now.getTime() - ERASED_EMAILS_RECHECK_DAYS * DAY
    const erasedAt = {
      recentByMinutes: edge + MARGIN,
      recentByAMillisecond: edge + 1,
      exactlyThen: edge,
      longerAgo: edge - MARGIN,
    }
    const leads: Record<string, number> = {}
    for (const [name, at] of Object.entries(erasedAt)) {
      // Its e-mails still queued, as a message in flight when the lead was erased.
      leads[name] = (await routed(town)).leadId
      await pool.query('update leads set anonymised_at = $2 where id = $1', [leads[name], new Date(at).toISOString()])
    }
    await runLeadRetention(payload, now)
    const queued: Record<string, number> = {}
    for (const [name, id] of Object.entries(leads)) {
      const { rows } = await pool.query<{ n: string }>(
        `select count(*) as n from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1`,
        [`lead:${id}:%`],
      )
      queued[name] = Number(rows[0].n) > 0 ? 1 : 0
    }
    expect(queued).toEqual({ recentByMinutes: 0, recentByAMillisecond: 0, exactlyThen: 1, longerAgo: 1 })
  })
})

describe("'Responds quickly'", () => {
  it(`counts ${RESPONDS_QUICKLY_HOURS} hours of UK weekdays, over the weekend the clocks go back`, async () => {
    const town = uniqueTown()
    const listing = await createListing(payload, 'Edge Quick Responder', { location: town })
    // Routed Friday 23 October 2026 at 12:00 BST: 12 working hours that day; Saturday and Sunday (25 hours, the
    // clocks go back) do not count; Monday 26 October starts at 00:00 GMT, so the working day ends at 12:00 GMT.
    const routedAt = Date.parse('2026-10-23T11:00:00Z')
    const oneWorkingDayLater = Date.parse('2026-10-26T00:00:00Z') + (RESPONDS_QUICKLY_HOURS - 12) * HOUR
    const connections: number[] = []
    for (let i = 0; i < 5; i += 1) connections.push((await routed(town)).connectionId)
    const answeredAt = async (at: number) => {
      await pool.query('update lead_connections set created_at = $2, first_response_at = $3 where id = any($1)', [
        connections,
        new Date(routedAt).toISOString(),
        new Date(at).toISOString(),
      ])
      return refreshResponseStats(payload, listing.id, new Date(oneWorkingDayLater + DAY))
    }
    expect(await answeredAt(oneWorkingDayLater - MARGIN)).toMatchObject({ leads: 5, respondsQuickly: true })
    expect(await answeredAt(oneWorkingDayLater)).toMatchObject({
      leads: 5,
      medianHours: RESPONDS_QUICKLY_HOURS,
      respondsQuickly: false,
    })
  })
})

describe('rate limits', () => {
  /** The stored end of a limit's window (ms), read once when the limit is reached. */
  const windowEnds = new Map<string, number>()
  /** As if the window had started `age` ago: the stored end moves back by that much from where the limiter put it. */
  const startedAgo = async (key: string, age: number) => {
    if (!windowEnds.has(key)) {
      const { rows } = await pool.query<{ expire: string }>('select expire from enquiry_rate_limits where key = $1', [
        key,
      ])
      expect(rows).toHaveLength(1)
      windowEnds.set(key, Number(rows[0].expire))
    }
    await pool.query('update enquiry_rate_limits set expire = $2 where key = $1', [key, windowEnds.get(key)! - age])
  }

  it(`enquiries: ${enquiryRateLimit()} an address in ${ENQUIRY_RATE_WINDOW_SECONDS / 60} minutes, then more once the window has passed`, async () => {
    const town = uniqueTown()
    const ip = uniqueIp()
    const limit = enquiryRateLimit()
    const windowMs = ENQUIRY_RATE_WINDOW_SECONDS * 1000
    const send = () => submitEnquiry(enquiry(town), { payload, clientIp: ip })
    const startedAt = Date.now()
    for (let i = 0; i < limit; i += 1) expect((await send()).ok).toBe(true)
    const refused = await send()
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' })
    const { rows } = await pool.query<{ expire: string }>('select expire from enquiry_rate_limits where key = $1', [
      `enquiry-ip:${ip}`,
    ])
    expect(Math.abs(Number(rows[0].expire) - startedAt - windowMs)).toBeLessThan(5000)
    await startedAgo(`enquiry-ip:${ip}`, windowMs - MINUTE)
    expect(await send()).toMatchObject({ ok: false, reason: 'rate-limited' })
    await startedAgo(`enquiry-ip:${ip}`, windowMs + MINUTE)
    expect((await send()).ok).toBe(true)
  })

  const lookupMinutes = NEW_POSTCODE_LOOKUP_WINDOW_SECONDS / 60
  it(`new postcode lookups: ${NEW_POSTCODE_LOOKUPS_PER_WINDOW} an address in ${lookupMinutes} minutes; known places always`, async () => {
    const ip = uniqueIp()
    const windowMs = NEW_POSTCODE_LOOKUP_WINDOW_SECONDS * 1000
    const letter = () => 'ABDEFGHJLNPQRSTUWXYZ'[randomInt(0, 20)]
    // Postcodes of a valid shape no one has asked yet (the fake API of the global setup answers 'not found').
    const fresh = () => `X${letter()}${randomInt(1, 10)}${letter()} ${randomInt(0, 10)}${letter()}${letter()}`
    const look = (place: string) => resolvePlace(payload, place, { clientIp: ip })
    const asked: string[] = []
    for (let i = 0; i < NEW_POSTCODE_LOOKUPS_PER_WINDOW; i += 1) {
      asked.push(fresh())
      expect(await look(asked[i])).toMatchObject({ ok: false, problem: { kind: 'unknown-postcode' } })
    }
    const refused = await look(fresh())
    expect(refused).toEqual({
      ok: false,
      problem: { kind: 'too-many-lookups', message: PLACE_MESSAGES.tooManyLookups(windowMs) },
    })
    // A postcode already answered, and a town, are not lookups.
    expect(await look(asked[0])).toMatchObject({ ok: false, problem: { kind: 'unknown-postcode' } })
    expect(await look('Leeds')).toMatchObject({ ok: true, place: { label: 'Leeds' } })
    // Another address, and a signed-in save (no address), are not limited by this one.
    expect(await resolvePlace(payload, fresh(), { clientIp: uniqueIp() })).toMatchObject({
      ok: false,
      problem: { kind: 'unknown-postcode' },
    })
    expect(await resolvePlace(payload, fresh())).toMatchObject({ ok: false, problem: { kind: 'unknown-postcode' } })
    await startedAgo(`postcode-lookup-ip:${ip}`, windowMs - MINUTE)
    expect(await look(fresh())).toMatchObject({ ok: false, problem: { kind: 'too-many-lookups' } })
    await startedAgo(`postcode-lookup-ip:${ip}`, windowMs + MINUTE)
    expect(await look(fresh())).toMatchObject({ ok: false, problem: { kind: 'unknown-postcode' } })
  })

  it(`claims: ${enquiryRateLimit()} an address in ${ENQUIRY_RATE_WINDOW_SECONDS / 60} minutes, then more once the window has passed`, async () => {
    const listing = await createListing(payload, 'Edge Claim Limit Co')
    const ip = uniqueIp()
    const windowMs = ENQUIRY_RATE_WINDOW_SECONDS * 1000
    const send = () =>
      submitClaim(
        {
          listing: listing.slug,
          name: 'Rae Ratelimit',
          email: uniqueEmail('rae'),
          phone: '07700 900457',
          jobRole: 'Owner',
        },
        { payload, clientIp: ip },
      )
    for (let i = 0; i < enquiryRateLimit(); i += 1) expect((await send()).status).toBe('done')
    expect((await send()).message).toMatch(/^Too many claims/)
    await startedAgo(`claim-ip:${ip}`, windowMs - MINUTE)
    expect((await send()).message).toMatch(/^Too many claims/)
    await startedAgo(`claim-ip:${ip}`, windowMs + MINUTE)
    expect((await send()).status).toBe('done')
  })

  it(`review reports: ${REPORTS_PER_HOUR} an address in an hour, then more once the hour has passed`, async () => {
    const town = uniqueTown()
    const listing: Supplier = await createListing(payload, 'Edge Report Co', { location: town })
    const { connectionId } = await routed(town)
    const created = await payload.create({
      collection: 'reviews',
      data: {
        supplier: listing.id,
        connection: connectionId,
        rating: 2,
        title: 'Reported review',
        body: 'A review that someone will report, written through the review form path for this test.',
        workWentAhead: 'yes',
        workDate: '2026-02-10T00:00:00.000Z',
        authorName: 'Rory R.',
        status: 'pending',
      },
      overrideAccess: true,
      context: { [REVIEW_LINK_CONTEXT]: connectionId, disableRevalidate: true },
    })
    await payload.update({
      collection: 'reviews',
      id: created.id,
      data: { status: 'published' },
      user: admin,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    const ip = uniqueIp()
    const windowMs = REPORT_WINDOW_SECONDS * 1000
    const send = () => submitReviewReport(created.id, { reason: 'off-topic', details: '' }, { payload, clientIp: ip })
    // The first is stored; the others are answered 'already sent' but count against the limit all the same.
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) expect((await send()).status).toBe(i === 0 ? 'done' : 'error')
    expect((await send()).message).toMatch(/^Too many reports/)
    await startedAgo(`report-ip:${ip}`, windowMs - MINUTE)
    expect((await send()).message).toMatch(/^Too many reports/)
    await startedAgo(`report-ip:${ip}`, windowMs + MINUTE)
    expect((await send()).message).toBe(REPORT_ALREADY_SENT)
  })

  it(`password resets: ${PASSWORD_RESET_LIMIT} a client, ${PASSWORD_RESET_LIMIT} an address in ${ENQUIRY_RATE_WINDOW_SECONDS / 60} minutes`, async () => {
    const windowMs = ENQUIRY_RATE_WINDOW_SECONDS * 1000
    let deferred = 0
    const ask = (email: string, clientIp: string) =>
      requestPasswordReset(payload, { collection: 'supplier-accounts', email, clientIp }, async () => {
        deferred += 1
      })
    // By client: each request names another address.
    const ip = uniqueIp()
    for (let i = 0; i < PASSWORD_RESET_LIMIT; i += 1)
      expect(await ask(uniqueEmail('reset'), ip)).toEqual({ status: 'accepted' })
    expect(await ask(uniqueEmail('reset'), ip)).toMatchObject({ status: 'limited' })
    await startedAgo(`password-reset-ip:${ip}`, windowMs - MINUTE)
    expect(await ask(uniqueEmail('reset'), ip)).toMatchObject({ status: 'limited' })
    await startedAgo(`password-reset-ip:${ip}`, windowMs + MINUTE)
    expect(await ask(uniqueEmail('reset'), ip)).toEqual({ status: 'accepted' })
    // By address: each request comes from another client; the address is counted however it is written.
    const email = uniqueEmail('reset')
    const emailKey = `password-reset-email:${createHash('sha256').update(email).digest('hex')}`
    for (let i = 0; i < PASSWORD_RESET_LIMIT; i += 1)
      expect(await ask(i % 2 ? email.toUpperCase() : email, uniqueIp())).toEqual({ status: 'accepted' })
    expect(await ask(` ${email}`, uniqueIp())).toMatchObject({ status: 'limited' })
    await startedAgo(emailKey, windowMs - MINUTE)
    expect(await ask(email, uniqueIp())).toMatchObject({ status: 'limited' })
    await startedAgo(emailKey, windowMs + MINUTE)
    expect(await ask(email, uniqueIp())).toEqual({ status: 'accepted' })
    // Only the accepted requests handed the reset on; a refused one queued nothing.
    expect(deferred).toBe(2 * PASSWORD_RESET_LIMIT + 2)
  })

  const resendRule = `${WELCOME_RESEND_LIMIT} a paid order and ${WELCOME_RESEND_LIMIT} an address in ${WELCOME_RESEND_WINDOW_SECONDS / 60} minutes`
  it(`'send the e-mail again': ${resendRule}, then more once the window has passed`, async () => {
    const windowMs = WELCOME_RESEND_WINDOW_SECONDS * 1000
    const now = (work: () => Promise<void>) => work()
    // One order's session, asked from a new address each time: its own count.
    const sessionId = `cs_test_Edge${randomUUID().replace(/-/g, '')}`
    const orderKey = `welcome-resend-email:${createHash('sha256').update(sessionId.toLowerCase()).digest('hex')}`
    const again = () => resendWelcome(payload, { sessionId, clientIp: uniqueIp() }, now)
    const startedAt = Date.now()
    for (let i = 0; i < WELCOME_RESEND_LIMIT; i += 1) expect(await again()).toEqual({ status: 'accepted' })
    const refused = await again()
    expect(refused.status).toBe('limited')
    if (refused.status === 'limited')
      expect(tooManyResendsMessage(refused.retryAfterMs)).toMatch(/^Too many requests to send the e-mail again/)
    const { rows } = await pool.query<{ expire: string }>('select expire from enquiry_rate_limits where key = $1', [
      orderKey,
    ])
    expect(Math.abs(Number(rows[0].expire) - startedAt - windowMs)).toBeLessThan(5000)
    await startedAgo(orderKey, windowMs - MINUTE)
    expect((await again()).status).toBe('limited')
    await startedAgo(orderKey, windowMs + MINUTE)
    expect((await again()).status).toBe('accepted')

    // One address asking for other sessions: the address's count.
    const ip = uniqueIp()
    const fromIp = () =>
      resendWelcome(payload, { sessionId: `cs_test_Ip${randomUUID().replace(/-/g, '')}`, clientIp: ip }, now)
    for (let i = 0; i < WELCOME_RESEND_LIMIT; i += 1) expect((await fromIp()).status).toBe('accepted')
    expect((await fromIp()).status).toBe('limited')
    await startedAgo(`welcome-resend-ip:${ip}`, windowMs - MINUTE)
    expect((await fromIp()).status).toBe('limited')
    await startedAgo(`welcome-resend-ip:${ip}`, windowMs + MINUTE)
    expect((await fromIp()).status).toBe('accepted')
  })
})
