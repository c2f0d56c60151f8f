import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Supplier } from '@payload-types'
import { jobs } from '@/jobs'
import { ENTITLEMENT_EXPIRY_QUEUE } from '@/jobs/entitlement-expiry'
import { REVIEW_INVITATIONS_QUEUE } from '@/jobs/review-invitations'
import { CERTIFICATE_EXPIRY_CRON, CERTIFICATE_EXPIRY_QUEUE, CERTIFICATE_EXPIRY_TASK } from '@/jobs/certificate-expiry'
import { toDisplaySupplier } from '@/lib/data/suppliers'
import { seed } from '@/seed'
import { testPayload } from './helpers'

// The daily certificate check, run as the job runner runs it (a queued task on its own queue).
// Time passing is simulated by moving stored expiry dates in SQL, as a day going by would leave them.

const DAY_MS = 24 * 60 * 60 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

let payload: Payload
let pool: pg.Pool
let categoryId: number
const created: number[] = []

type Cert = { name: string; issuer?: string; number?: string; expiresAt: string }

async function createSupplier({
  certifications,
  status = 'published',
  contactEmail,
}: {
  certifications: Cert[]
  status?: 'published' | 'draft'
  contactEmail?: string
}): Promise<Supplier> {
  const suffix = randomUUID().slice(0, 8)
  const data: RequiredDataFromCollectionSlug<'suppliers'> = {
    name: `Expiry Test Supplier ${suffix}`,
    slug: `expiry-test-supplier-${suffix}`,
    description: 'A supplier for the certificate check.',
    location: 'Bristol',
    category: categoryId,
    contactEmail: contactEmail ?? `certs-${suffix}@expiry.test`,
    certifications: certifications.map((c) => ({ ...c, colour: 'green' as const })),
    _status: status,
  }
  const context = { disableRevalidate: true }
  const supplier =
    status === 'draft'
      ? await payload.create({ collection: 'suppliers', data, draft: true, overrideAccess: true, context })
      : await payload.create({ collection: 'suppliers', data, overrideAccess: true, context })
  created.push(supplier.id)
  return supplier
}

/** A day passing without anyone saving: the stored expiry moves, the stored flags stay as they were. */
async function setStoredExpiry(certId: string, expiresAt: string): Promise<void> {
  await pool.query('update suppliers_certifications set expires_at = $2 where id = $1', [certId, expiresAt])
}

async function storedCerts(
  supplierId: number,
): Promise<Array<{ name: string; badgeHidden: boolean; expiryReminderFor: Date | null }>> {
  const { rows } = await pool.query<{ name: string; badge_hidden: boolean | null; expiry_reminder_for: Date | null }>(
    'select name, badge_hidden, expiry_reminder_for from suppliers_certifications where _parent_id = $1 order by _order',
    [supplierId],
  )
  return rows.map((r) => ({
    name: r.name,
    badgeHidden: Boolean(r.badge_hidden),
    expiryReminderFor: r.expiry_reminder_for,
  }))
}

async function remindersFor(
  supplierId: number,
): Promise<Array<{ to: string; subject: string; text: string; key: string }>> {
  const { rows } = await pool.query<{ input: { to: string; subject: string; text: string; idempotencyKey: string } }>(
    `select input from payload_jobs where task_slug = 'sendEmail' and input->>'idempotencyKey' like $1 order by id`,
    [`certificate-expiry:${supplierId}:%`],
  )
  return rows.map((r) => ({
    to: r.input.to,
    subject: r.input.subject,
    text: r.input.text,
    key: r.input.idempotencyKey,
  }))
}

/** Queues the daily check and runs it on its queue, as the scheduler and the autoRun cron do. */
async function runDailyCheck(): Promise<void> {
  const job = await payload.jobs.queue({ task: CERTIFICATE_EXPIRY_TASK, input: {}, queue: CERTIFICATE_EXPIRY_QUEUE })
  await payload.jobs.run({ queue: CERTIFICATE_EXPIRY_QUEUE, where: { id: { equals: job.id } }, silent: true })
  const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true, depth: 0 })
  expect(done.completedAt, JSON.stringify(done.log)).toBeTruthy()
  expect(done.hasError).toBeFalsy()
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, { log: () => {}, admin: null })
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: 'timber' } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  categoryId = docs[0].id
})

afterAll(async () => {
  for (const id of created)
    await payload.delete({ collection: 'suppliers', id, overrideAccess: true, context: { disableRevalidate: true } })
  // The reminders this file caused (seeded suppliers' too) are not left for other files' job runs.
  await pool.query(
    `delete from payload_jobs where input->>'idempotencyKey' like 'certificate-expiry:%' or task_slug = 'checkCertificateExpiry'`,
  )
  await pool.end()
})

describe('the daily certificate check', () => {
  it('is registered with a daily schedule on its own queue, which the autoRun crons cover beside the e-mail queue', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === CERTIFICATE_EXPIRY_TASK)
    expect(task?.schedule).toEqual([{ cron: CERTIFICATE_EXPIRY_CRON, queue: CERTIFICATE_EXPIRY_QUEUE }])
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const crons = typeof jobs.autoRun === 'function' ? await jobs.autoRun(payload) : (jobs.autoRun ?? [])
      expect(crons.map((c) => c.queue).sort()).toEqual(
        [CERTIFICATE_EXPIRY_QUEUE, ENTITLEMENT_EXPIRY_QUEUE, REVIEW_INVITATIONS_QUEUE, 'default'].sort(),
      )
      expect(crons.find((c) => c.queue === 'default')?.cron).toBe('* * * * *')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('is queued once by the scheduler for its next daily run', async () => {
    await payload.jobs.handleSchedules({ queue: CERTIFICATE_EXPIRY_QUEUE })
    await payload.jobs.handleSchedules({ queue: CERTIFICATE_EXPIRY_QUEUE })
    const { rows } = await pool.query<{ wait_until: Date | null }>(
      `select wait_until from payload_jobs where task_slug = 'checkCertificateExpiry' and queue = $1 and completed_at is null`,
      [CERTIFICATE_EXPIRY_QUEUE],
    )
    expect(rows).toHaveLength(1)
    const next = rows[0].wait_until
    expect(next?.getTime()).toBeGreaterThan(Date.now())
    expect(next?.getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS)
    expect([next?.getHours(), next?.getMinutes()]).toEqual([3, 0])
    await pool.query(`delete from payload_jobs where task_slug = 'checkCertificateExpiry'`)
  })

  it('hides the badge of a certificate once it has expired, and keeps the current ones', async () => {
    const supplier = await createSupplier({
      certifications: [
        { name: 'Lapsing Certificate', issuer: 'BRE Global', number: 'LAPSE-1', expiresAt: inDays(90) },
        { name: 'Current Certificate', issuer: 'BSI', number: 'CURR-1', expiresAt: inDays(400) },
      ],
    })
    const [lapsing] = supplier.certifications ?? []
    expect(await storedCerts(supplier.id)).toMatchObject([{ badgeHidden: false }, { badgeHidden: false }])

    await setStoredExpiry(lapsing.id as string, inDays(-1))
    await runDailyCheck()

    expect(await storedCerts(supplier.id)).toMatchObject([
      { name: 'Lapsing Certificate', badgeHidden: true },
      { name: 'Current Certificate', badgeHidden: false },
    ])
    const saved = await payload.findByID({ collection: 'suppliers', id: supplier.id, overrideAccess: false, depth: 0 })
    expect(saved._status).toBe('published')
    expect(toDisplaySupplier(saved).certifications.map((c) => c.name)).toEqual(['Current Certificate'])
    // An expired certificate is never reminded about.
    expect(await remindersFor(supplier.id)).toEqual([])
  })

  it('e-mails the supplier 30 days before a certificate expires, exactly once across two runs', async () => {
    const supplier = await createSupplier({
      contactEmail: `renewals-${randomUUID().slice(0, 6)}@expiry.test`,
      certifications: [
        {
          name: 'Soon Expiring Certificate',
          issuer: 'British Board of Agrément',
          number: 'BBA 99/0001',
          expiresAt: inDays(29.5),
        },
        { name: 'Later Certificate', issuer: 'BSI', number: 'LATER-1', expiresAt: inDays(45) },
      ],
    })
    const [soon, later] = supplier.certifications ?? []

    await runDailyCheck()
    await runDailyCheck()

    const reminders = await remindersFor(supplier.id)
    expect(reminders).toHaveLength(1)
    expect(reminders[0].to).toBe(supplier.contactEmail)
    expect(reminders[0].subject).toMatch(
      /^Your Soon Expiring Certificate certificate expires on \d{1,2} [A-Z][a-z]+ \d{4} \| /,
    )
    expect(reminders[0].text).toContain('Certificate number: BBA 99/0001')
    expect(reminders[0].text).toContain('Issuer: British Board of Agrément')
    expect(reminders[0].key).toBe(
      `certificate-expiry:${supplier.id}:${soon.id}:${(soon.expiresAt as string).slice(0, 10)}`,
    )
    expect((await storedCerts(supplier.id)).map((c) => c.expiryReminderFor?.toISOString() ?? null)).toEqual([
      soon.expiresAt,
      null,
    ])
    // Still shown: it has not expired yet.
    expect((await storedCerts(supplier.id)).map((c) => c.badgeHidden)).toEqual([false, false])

    // Fifteen days later the second certificate enters its last 30 days: one reminder for it, none again for the first.
    await setStoredExpiry(later.id as string, inDays(30))
    await runDailyCheck()
    const after = await remindersFor(supplier.id)
    expect(after).toHaveLength(2)
    expect(after[1].subject).toContain('Later Certificate')
  })

  it('reminds again before the new date of a renewed certificate', async () => {
    const supplier = await createSupplier({ certifications: [{ name: 'Renewed Certificate', expiresAt: inDays(20) }] })
    await runDailyCheck()
    expect(await remindersFor(supplier.id)).toHaveLength(1)

    const renewed = inDays(25)
    await payload.update({
      collection: 'suppliers',
      id: supplier.id,
      data: { certifications: (supplier.certifications ?? []).map((c) => ({ ...c, expiresAt: renewed })) },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await runDailyCheck()
    await runDailyCheck()
    const reminders = await remindersFor(supplier.id)
    expect(reminders).toHaveLength(2)
    expect(new Set(reminders.map((r) => r.key)).size).toBe(2)
  })

  it('ignores suppliers that are not published', async () => {
    const draft = await createSupplier({
      status: 'draft',
      certifications: [
        { name: 'Draft Lapsed Certificate', expiresAt: inDays(90) },
        { name: 'Draft Soon Certificate', expiresAt: inDays(10) },
      ],
    })
    const [lapsed] = draft.certifications ?? []
    await setStoredExpiry(lapsed.id as string, inDays(-3))
    await runDailyCheck()
    expect(await storedCerts(draft.id)).toMatchObject([
      { badgeHidden: false, expiryReminderFor: null },
      { badgeHidden: false, expiryReminderFor: null },
    ])
    expect(await remindersFor(draft.id)).toEqual([])
  })

  it('shows a renewed badge again as soon as the new expiry date is saved', async () => {
    const supplier = await createSupplier({ certifications: [{ name: 'Lapsed Then Renewed', expiresAt: inDays(90) }] })
    const [cert] = supplier.certifications ?? []
    await setStoredExpiry(cert.id as string, inDays(-1))
    await runDailyCheck()
    expect(await storedCerts(supplier.id)).toMatchObject([{ badgeHidden: true }])

    const saved = await payload.update({
      collection: 'suppliers',
      id: supplier.id,
      data: { certifications: [{ ...cert, expiresAt: inDays(365) }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await storedCerts(supplier.id)).toMatchObject([{ badgeHidden: false }])
    expect(toDisplaySupplier(saved).certifications.map((c) => c.name)).toEqual(['Lapsed Then Renewed'])
  })
})
