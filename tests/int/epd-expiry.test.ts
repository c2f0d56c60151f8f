import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Product, Supplier } from '@payload-types'
import { EPD_EXPIRY_CRON, EPD_EXPIRY_QUEUE, EPD_EXPIRY_TASK } from '@/jobs/epd-expiry'
import { ukMidnight } from '@/lib/dates'
import { EPD_REMINDER_DAYS } from '@/lib/materials/expiry'
import { checkEpdExpiry } from '@/lib/materials/expiry-check'
import { claimEpdReminder } from '@/lib/materials/products-sql'
import { withTransaction } from '@/lib/platform/db'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { createListing, createStaffUser, createSupplierAccount, testPayload } from './helpers'

// The daily EPD expiry reminders against the real database. The clock is the `now` the check is given (the job's
// run time); each case uses days of its own, years ahead, so no other product in the shared database is a candidate.

const [FIRST, SECOND] = EPD_REMINDER_DAYS
let payload: Payload
let pool: pg.Pool

/** 'YYYY-MM-DD', `days` UK calendar days after `day`. */
function plusDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** The start (Europe/London midnight) of a UK day. */
function startOf(day: string): Date {
  const [y, m, d] = day.split('-').map(Number)
  return ukMidnight(y, m, d)
}

async function listingWithAccounts(name: string, accounts = 2): Promise<{ listing: Supplier; emails: string[] }> {
  const listing = await createListing(payload, `${name} ${randomUUID().slice(0, 6)}`)
  const emails: string[] = []
  for (let i = 0; i < accounts; i += 1) emails.push((await createSupplierAccount(payload, listing.id)).email)
  return { listing, emails }
}

async function product(
  listing: Supplier,
  validUntil: string,
  { status = 'published', name }: { status?: 'published' | 'draft'; name?: string } = {},
): Promise<Product> {
  const category = typeof listing.category === 'object' ? listing.category.id : listing.category
  return payload.create({
    collection: 'products',
    data: {
      supplier: listing.id,
      name: name ?? `Board valid until ${validUntil} ${randomUUID().slice(0, 6)}`,
      slug: `epd-expiry-${randomUUID()}`,
      category,
      epd: {
        declaredUnitQuantity: 1,
        declaredUnit: 'm3',
        standard: 'en15804-a2',
        issuedOn: '2030-01-01',
        validUntil,
        registrationNumber: 'EPD-TEST-0001',
        dataTypeClaimed: 'product-specific',
        gwp: { a1a3: -120 },
      },
      _status: status,
    },
    draft: status === 'draft',
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

type Reminder = { to: string; subject: string; text: string; key: string }

/** The reminders queued for a product, oldest first. */
async function remindersFor(productId: number): Promise<Reminder[]> {
  const { rows } = await pool.query<{ input: { to: string; subject: string; text: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [`epd-expiry:${productId}:%`],
  )
  return rows.map((r) => ({
    to: r.input.to,
    subject: r.input.subject,
    text: r.input.text,
    key: r.input.idempotencyKey,
  }))
}

/** Which reminder each product got: 'none', '60', '30' or both ('60+30'). */
async function stateOf(ids: Record<string, number>): Promise<Record<string, string>> {
  const state: Record<string, string> = {}
  for (const [label, id] of Object.entries(ids)) {
    const keys = (await remindersFor(id)).map((r) => r.key.split(':')[2])
    state[label] = keys.length === 0 ? 'none' : [...new Set(keys)].join('+')
  }
  return state
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await pool.query(`delete from payload_jobs where input->>'idempotencyKey' like 'epd-expiry:%' or task_slug = $1`, [
    EPD_EXPIRY_TASK,
  ])
  await pool.end()
})

describe('EPD expiry reminders: the edges, to the millisecond', () => {
  // One run at the exact start of a UK day D, and one a millisecond before it, each in BST and in GMT: the products'
  // valid-until days put D on each reminder's edge and on the expiry day's.
  const cases = [
    ['a BST day, at its start', '2041-07-10', 0],
    ['a BST day, a millisecond before its start', '2042-07-10', -1],
    ['a GMT day, at its start', '2043-01-15', 0],
    ['a GMT day, a millisecond before its start', '2044-01-15', -1],
  ] as const
  for (const [label, day, offset] of cases) {
    it(`sends the ${FIRST}- and ${SECOND}-day reminders from the start of their UK day until the EPD expires (${label})`, async () => {
      const { listing } = await listingWithAccounts('Edge EPD Co', 1)
      const ids = {
        [`valid ${FIRST + 1} days on`]: (await product(listing, plusDays(day, FIRST + 1))).id,
        [`valid ${FIRST} days on`]: (await product(listing, plusDays(day, FIRST))).id,
        [`valid ${SECOND + 1} days on`]: (await product(listing, plusDays(day, SECOND + 1))).id,
        [`valid ${SECOND} days on`]: (await product(listing, plusDays(day, SECOND))).id,
        'valid through today': (await product(listing, day)).id,
        'valid through yesterday': (await product(listing, plusDays(day, -1))).id,
      }
      await checkEpdExpiry(payload, new Date(startOf(day).getTime() + offset))
      // A millisecond before the day starts, it is still the day before: every edge is one day further away.
      const exact = offset === 0
      expect(await stateOf(ids)).toEqual({
        [`valid ${FIRST + 1} days on`]: 'none',
        [`valid ${FIRST} days on`]: exact ? String(FIRST) : 'none',
        [`valid ${SECOND + 1} days on`]: String(FIRST),
        [`valid ${SECOND} days on`]: exact ? String(SECOND) : String(FIRST),
        'valid through today': String(SECOND),
        'valid through yesterday': exact ? 'none' : String(SECOND),
      })
    })
  }
})

describe('EPD expiry reminders', () => {
  it('e-mails every verified account once per reminder, naming the product, the date and what to do', async () => {
    const { listing, emails } = await listingWithAccounts('Reminder EPD Co', 2)
    // An account that never verified its address is not written to.
    const unverified = await payload.create({
      collection: 'supplier-accounts',
      data: {
        email: `unverified-${randomUUID()}@test.example`,
        password: 'correct-horse-battery-staple',
        name: 'U',
        supplier: listing.id,
      },
      overrideAccess: true,
      disableVerificationEmail: true,
    })
    const validUntil = '2045-06-30'
    const board = await product(listing, validUntil, { name: 'Wood-fibre board 160 kg/m³' })
    const within60 = new Date(startOf(plusDays(validUntil, -FIRST)).getTime() + 3 * 60 * 60 * 1000)
    await checkEpdExpiry(payload, within60)
    await checkEpdExpiry(payload, within60)
    let sent = await remindersFor(board.id)
    expect(sent.map((r) => r.to).sort()).toEqual([...emails].sort())
    expect(sent.map((r) => r.to)).not.toContain(unverified.email)
    expect(sent[0].subject).toBe(`The EPD of Wood-fibre board 160 kg/m³ expires on 30 June 2045 | EcoBuild Directory`)
    expect(sent[0].text).toContain('it is valid until 30 June 2045')
    expect(sent[0].text).toContain("'EPD expired on 30 June 2045'")
    expect(sent[0].text).toContain('upload the renewed EPD')
    expect(sent[0].text).toContain(ACCOUNT_PATHS.products)
    expect(sent[0].text).toContain('EPD registration number: EPD-TEST-0001')

    // Later in the 60-day window and then in the 30-day one: the second reminder once, the first never again.
    await checkEpdExpiry(payload, new Date(within60.getTime() + 10 * 24 * 60 * 60 * 1000))
    const within30 = startOf(plusDays(validUntil, -SECOND))
    await checkEpdExpiry(payload, within30)
    await checkEpdExpiry(payload, within30)
    sent = await remindersFor(board.id)
    expect(sent.map((r) => r.key.split(':')[2]).sort()).toEqual(['30', '30', '60', '60'])
    const { rows } = await pool.query(
      'select expiry_reminders_days60_for as d60, expiry_reminders_days30_for as d30 from products where id = $1',
      [board.id],
    )
    expect(rows[0]).toEqual({ d60: validUntil, d30: validUntil })
  })

  it('reminds again for a later valid-until date, and not after a draft with the same date is published', async () => {
    const { listing, emails } = await listingWithAccounts('Renewed EPD Co', 1)
    const validUntil = '2046-05-31'
    const board = await product(listing, validUntil)
    const within60 = startOf(plusDays(validUntil, -FIRST + 1))
    await checkEpdExpiry(payload, within60)
    expect(await remindersFor(board.id)).toHaveLength(1)
    // The supplier edits the description (a draft) and staff publish it: the reminder stays recorded.
    const staff = await createStaffUser(payload, 'editor')
    await payload.update({
      collection: 'products',
      id: board.id,
      data: { description: 'Now with a tongue-and-groove edge.' },
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'products',
      id: board.id,
      data: { _status: 'published' },
      user: staff,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    await checkEpdExpiry(payload, within60)
    expect(await remindersFor(board.id)).toHaveLength(1)
    // A renewed EPD: a year later, reminded again before its new date.
    const renewed = plusDays(validUntil, 365)
    await payload.update({
      collection: 'products',
      id: board.id,
      data: { epd: { validUntil: renewed } },
      user: staff,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    await checkEpdExpiry(payload, startOf(plusDays(renewed, -FIRST)))
    const sent = await remindersFor(board.id)
    expect(sent.map((r) => r.key)).toEqual([
      expect.stringContaining(`:60:${validUntil}:`),
      expect.stringContaining(`:60:${renewed}:`),
    ])
    expect(sent.map((r) => r.to)).toEqual([emails[0], emails[0]])
  })

  it('sends once when two runners check at the same moment', async () => {
    const { listing, emails } = await listingWithAccounts('Race EPD Co', 2)
    const validUntil = '2047-03-31'
    const board = await product(listing, validUntil)
    const now = startOf(plusDays(validUntil, -SECOND))
    const [a, b] = await Promise.all([checkEpdExpiry(payload, now), checkEpdExpiry(payload, now)])
    expect(a.failures + b.failures).toBe(0)
    expect(a.remindersQueued + b.remindersQueued).toBe(emails.length)
    expect(await remindersFor(board.id)).toHaveLength(emails.length)
  })

  it('claims each reminder once: a second claim, even one racing the first, gets nothing', async () => {
    const { listing } = await listingWithAccounts('Claim EPD Co', 0)
    const validUntil = '2049-09-30'
    const board = await product(listing, validUntil)
    const claim = () => withTransaction(payload, (req) => claimEpdReminder(payload, req, board.id, SECOND, validUntil))
    // Two runners that both read the product as not yet reminded: the first claims and holds its transaction open; the
    // second, started only then, waits for the first's row and is refused once the first commits.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let claimed = () => {}
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve))
    const first = withTransaction(payload, async (req) => {
      const got = await claimEpdReminder(payload, req, board.id, SECOND, validUntil)
      claimed()
      await held
      return got
    })
    await firstClaimed
    const second = claim()
    // Let the second reach the first's lock (seen as a backend waiting on a lock), at most 2 s, then commit the first.
    for (let i = 0; i < 40; i += 1) {
      const { rows } = await pool.query(
        "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
      )
      if (rows[0].n > 0) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    release()
    expect(await Promise.all([first, second])).toEqual([true, false])
    expect(await claim()).toBe(false)
    // Another reminder, or a date the product does not have, is not this one.
    expect(await withTransaction(payload, (req) => claimEpdReminder(payload, req, board.id, FIRST, validUntil))).toBe(
      true,
    )
    expect(
      await withTransaction(payload, (req) => claimEpdReminder(payload, req, board.id, SECOND, '2049-10-31')),
    ).toBe(false)
  })

  it('skips drafts and listings without a verified account (recording nothing, so it goes out once one exists)', async () => {
    const { listing } = await listingWithAccounts('Quiet EPD Co', 0)
    const validUntil = '2048-02-29'
    const board = await product(listing, validUntil)
    const { listing: other } = await listingWithAccounts('Draft EPD Co', 1)
    const draft = await product(other, validUntil, { status: 'draft' })
    const now = startOf(plusDays(validUntil, -SECOND))
    await checkEpdExpiry(payload, now)
    expect(await remindersFor(board.id)).toEqual([])
    expect(await remindersFor(draft.id)).toEqual([])
    const account = await createSupplierAccount(payload, listing.id)
    await checkEpdExpiry(payload, now)
    expect((await remindersFor(board.id)).map((r) => r.to)).toEqual([account.email])
  })

  it('runs daily as a job on the maintenance queue', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === EPD_EXPIRY_TASK)
    expect(task?.schedule).toEqual([{ cron: EPD_EXPIRY_CRON, queue: EPD_EXPIRY_QUEUE }])
    const job = await payload.jobs.queue({ task: EPD_EXPIRY_TASK, input: {}, queue: EPD_EXPIRY_QUEUE })
    await payload.jobs.run({ queue: EPD_EXPIRY_QUEUE, where: { id: { equals: job.id } }, silent: true })
    const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
    expect(done.completedAt, JSON.stringify(done.log)).toBeTruthy()
    expect(done.hasError).toBeFalsy()
  })
})
