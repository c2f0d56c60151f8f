import { sql } from '@payloadcms/db-postgres'
import type { MigrateUpArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@migrations/index'
import { createDatabaseIfMissing, dropDatabase } from '../../scripts/lib/database.mjs'

// The migration runs against a database of its own, migrated up to just before it, holding posts with free-text
// categories as the live site had them (published rows, drafts and history in _posts_v).
const NAME = '20261124_005741_post_categories'
const serverUrl = (process.env.DATABASE_URL as string).replace(/\/[^/?]*(\?.*)?$/, '')
const database = `ecobuild_post_categories_${process.pid}`
let pool: Pool
let args: MigrateUpArgs

const target = migrations.findIndex((m) => m.name === NAME)

/**
 * A pool whose clients may be cut off by the DROP DATABASE at the end (57P01, "terminating connection due to
 * administrator command") when its end() has not closed them yet; any other error still fails the run.
 */
function poolOf(name: string): Pool {
  const created = new Pool({ connectionString: `${serverUrl}/${name}` })
  created.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error
  })
  return created
}

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => (await args.db.execute(query)).rows as Row[]

beforeAll(async () => {
  await createDatabaseIfMissing(serverUrl, database)
  pool = poolOf(database)
  args = { db: drizzle(pool), payload: undefined, req: undefined } as unknown as MigrateUpArgs
  for (const migration of migrations.slice(0, target)) await migration.up(args)
})

afterAll(async () => {
  await pool?.end()
  await dropDatabase(serverUrl, database)
})

describe('the post-category migration', () => {
  it('is a committed migration that the newer schema depends on', () => {
    expect(target).toBeGreaterThan(0)
  })

  it('turns every free-text category into a linked category without losing one', async () => {
    const posts = [
      ['Choosing timber', 'Sustainable Materials', 'published'],
      ['Heat pumps', 'Energy Efficiency', 'published'],
      ['Loft insulation', ' Energy Efficiency ', 'published'],
      ['Lower-case typo', 'energy efficiency', 'draft'],
    ] as const
    const ids: number[] = []
    for (const [title, category, status] of posts) {
      const [row] = await rows(sql`
        INSERT INTO "posts" ("title", "slug", "category", "_status")
        VALUES (${title}, ${title.toLowerCase().replace(/\s+/g, '-')}, ${category}, ${status}) RETURNING "id"`)
      ids.push(Number(row?.id))
    }
    // History: each post's current version, an older draft of the first in a category no post has now, and a
    // version saved before a category was chosen.
    for (const [i, [, category, status]] of posts.entries())
      await rows(sql`INSERT INTO "_posts_v" ("parent_id", "version_category", "version__status", "latest")
        VALUES (${ids[i]}, ${category}, ${status}, true)`)
    await rows(sql`INSERT INTO "_posts_v" ("parent_id", "version_category", "latest")
      VALUES (${ids[0]}, 'Water Management', false), (${ids[1]}, NULL, false)`)

    await migrations[target]!.up(args)

    const categories = await rows(sql`SELECT "name", "slug" FROM "post_categories" ORDER BY "name"`)
    expect(categories).toEqual([
      { name: 'Energy Efficiency', slug: 'energy-efficiency' },
      { name: 'Sustainable Materials', slug: 'sustainable-materials' },
      { name: 'Water Management', slug: 'water-management' },
      { name: 'energy efficiency', slug: 'energy-efficiency-2' },
    ])
    const linked = await rows(sql`
      SELECT p."id", c."name" FROM "posts" p LEFT JOIN "post_categories" c ON c."id" = p."category_id" ORDER BY p."id"`)
    expect(linked.map((r) => r.name)).toEqual(posts.map(([, category]) => category.trim()))
    const versions = await rows(sql`
      SELECT v."parent_id", v."latest", c."name" FROM "_posts_v" v
      LEFT JOIN "post_categories" c ON c."id" = v."version_category_id" ORDER BY v."id"`)
    expect(versions.map((r) => r.name)).toEqual([
      ...posts.map(([, category]) => category.trim()),
      'Water Management',
      null,
    ])
    const columns = await rows(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_name IN ('posts', '_posts_v') AND column_name IN ('category', 'version_category')`)
    expect(columns).toEqual([])
  })

  it('goes back down to the same texts, and up again to the same links', async () => {
    await migrations[target]!.down(args)
    const texts = await rows(sql`SELECT "category" FROM "posts" ORDER BY "id"`)
    expect(texts.map((r) => r.category)).toEqual([
      'Sustainable Materials',
      'Energy Efficiency',
      'Energy Efficiency',
      'energy efficiency',
    ])
    await migrations[target]!.up(args)
    const [{ count } = {}] = await rows(sql`SELECT count(*)::int AS count FROM "posts" WHERE "category_id" IS NULL`)
    expect(count).toBe(0)
  })
})

describe('the post-category migration on an empty database', () => {
  it('creates the collection and no category', async () => {
    const empty = `${database}_empty`
    await createDatabaseIfMissing(serverUrl, empty)
    const emptyPool = poolOf(empty)
    try {
      const emptyArgs = { db: drizzle(emptyPool), payload: undefined, req: undefined } as unknown as MigrateUpArgs
      for (const migration of migrations.slice(0, target + 1)) await migration.up(emptyArgs)
      const { rows: found } = await emptyPool.query('SELECT count(*)::int AS count FROM post_categories')
      expect(found[0].count).toBe(0)
    } finally {
      await emptyPool.end()
      await dropDatabase(serverUrl, empty)
    }
  })
})
