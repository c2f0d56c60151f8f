import { describe, expect, it } from 'vitest'

import { migrations } from '@migrations/index'
import { createDatabaseIfMissing, dropDatabase, unappliedMigrations } from '../../scripts/lib/database.mjs'
import { runPayload } from '../../scripts/lib/environment.mjs'
import { testPayload } from './helpers'

describe('migrations', () => {
  it('built the empty database (global setup ran `payload migrate` with no terminal) and recorded every committed migration', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      limit: 1000,
      overrideAccess: true,
      pagination: false,
    })
    const applied = docs.map((d) => d.name)
    expect(applied).toEqual(expect.arrayContaining(migrations.map((m) => m.name)))
    // A migration applied by `push` in development would be recorded with batch -1 and trigger a prompt.
    expect(docs.every((d) => d.batch !== -1)).toBe(true)
  })

  it('created the tables the content model needs', async () => {
    const payload = await testPayload()
    const { rows } = await payload.db.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    const tables = rows.map((r) => r.table_name)
    for (const table of [
      'suppliers',
      'categories',
      'cities',
      'posts',
      'post_categories',
      'faqs',
      'packages',
      'leads',
      'lead_connections',
      'orders',
      'users',
      'media',
      'certificate_evidence',
      'site_settings',
      'home',
      'about',
      'get_listed',
      'privacy_policy',
      'terms',
      'reviews',
      'review_replies',
      'review_reports',
      'review_policy',
    ]) {
      expect(tables).toContain(table)
    }
  })

  it('can store a job of every task the config defines (the task enums name them all)', async () => {
    const payload = await testPayload()
    const tasks = (payload.config.jobs.tasks ?? []).map((t) => t.slug).sort()
    expect(tasks).toContain('sendReviewInvitations')
    for (const type of ['enum_payload_jobs_task_slug', 'enum_payload_jobs_log_task_slug']) {
      const { rows } = await payload.db.pool.query<{ value: string }>(
        `select unnest(enum_range(null::${type}))::text as value`,
      )
      expect(rows.map((r) => r.value)).toEqual(expect.arrayContaining(tasks))
    }
  })

  it('running `payload migrate` again changes nothing and asks nothing', async () => {
    const output = await runPayload(['migrate'], { quiet: true })
    // 'Done.' shows the command ran to its end (it exits 0 only then: src/lib/platform/cli.ts).
    expect(output).toMatch(/Done\./)
    expect(output).not.toMatch(/Migrating:/)
  })

  it("the launchers' check lists every committed migration a database lacks, and none for a migrated one", async () => {
    const url = process.env.DATABASE_URL as string
    expect(await unappliedMigrations(url)).toEqual([])
    const serverUrl = url.replace(/\/[^/?]*(\?.*)?$/, '')
    const empty = `ecobuild_unmigrated_${process.pid}`
    await createDatabaseIfMissing(serverUrl, empty)
    try {
      expect(await unappliedMigrations(`${serverUrl}/${empty}`)).toEqual(migrations.map((m) => m.name).sort())
    } finally {
      await dropDatabase(serverUrl, empty)
    }
  })
})
