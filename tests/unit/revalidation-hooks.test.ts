import config from '@payload-config'
import type { PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import {
  CACHED_COLLECTIONS,
  CACHED_GLOBALS,
  collectionTag,
  globalTag,
  STAFF_READ_CACHED_COLLECTIONS,
} from '@/lib/platform/cache-tags'

// The tags the hooks expire, captured at Next's edge (outside a Next server revalidateTag has no cache to expire).
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}))

const sanitized = await config
const logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} }
const anonymousRequest = (context: Record<string, unknown> = {}, query: Record<string, unknown> = {}) =>
  ({ user: null, context, query, payload: { logger }, headers: new Headers() }) as unknown as PayloadRequest

/** Whatever the anonymous visitor may read (true, or a query such as "published only") can end up on a cached public page. */
async function publicReadable(read: unknown): Promise<boolean> {
  if (typeof read !== 'function') return false
  return Boolean(await (read as (args: { req: PayloadRequest }) => unknown)({ req: anonymousRequest() }))
}

async function runHooks(hooks: unknown[] | undefined, args: Record<string, unknown>): Promise<string[]> {
  expired.length = 0
  for (const hook of hooks ?? []) await (hook as (a: Record<string, unknown>) => unknown)(args)
  return [...expired]
}

const publicCollections: SanitizedCollectionConfig[] = []
const publicGlobals: SanitizedGlobalConfig[] = []
for (const collection of sanitized.collections)
  if (await publicReadable(collection.access?.read)) publicCollections.push(collection)
for (const global of sanitized.globals) if (await publicReadable(global.access?.read)) publicGlobals.push(global)
// Read only by the server for every visitor (the proxy's redirect map): cached too, though the API hides them.
const staffReadCached = sanitized.collections.filter((c) =>
  (STAFF_READ_CACHED_COLLECTIONS as readonly string[]).includes(c.slug),
)
const cachedCollections = [...publicCollections, ...staffReadCached]

beforeEach(() => {
  expired.length = 0
})

describe('every publicly readable collection and global revalidates its cached pages', () => {
  it('finds the public content in the config, and only it', () => {
    // Derived from the config, so a new public collection or global is checked without being listed here.
    expect(publicCollections.map((c) => c.slug).sort()).toEqual(
      CACHED_COLLECTIONS.filter((slug) => !(STAFF_READ_CACHED_COLLECTIONS as readonly string[]).includes(slug)).sort(),
    )
    expect(staffReadCached.map((c) => c.slug)).toEqual([...STAFF_READ_CACHED_COLLECTIONS])
    for (const collection of staffReadCached) expect(publicCollections).not.toContain(collection)
    expect(publicGlobals.map((g) => g.slug).sort()).toEqual([...CACHED_GLOBALS].sort())
  })

  it.each(cachedCollections.map((c) => [c.slug, c] as const))(
    '%s: a change and a delete expire its cache tag',
    async (slug, collection) => {
      const doc = { id: 1 }
      const tag = collectionTag(slug as (typeof CACHED_COLLECTIONS)[number])
      const change = { doc, previousDoc: doc, operation: 'update', collection, context: {}, req: anonymousRequest() }
      expect(await runHooks(collection.hooks?.afterChange, change)).toContain(tag)
      expect(
        await runHooks(collection.hooks?.afterDelete, { doc, id: 1, collection, context: {}, req: anonymousRequest() }),
      ).toContain(tag)
    },
  )

  it.each(publicGlobals.map((g) => [g.slug, g] as const))(
    '%s: a change expires its cache tag',
    async (slug, global) => {
      const tag = globalTag(slug as (typeof CACHED_GLOBALS)[number])
      expect(
        await runHooks(global.hooks?.afterChange, {
          doc: {},
          previousDoc: {},
          global,
          context: {},
          req: anonymousRequest(),
        }),
      ).toContain(tag)
    },
  )

  it("expires nothing for the admin's autosave, which stores a draft the public never sees", async () => {
    const drafted = [...cachedCollections, ...publicGlobals].filter((c) => c.versions?.drafts)
    expect(drafted.map((c) => c.slug)).toEqual(expect.arrayContaining(['posts', 'cities', 'home', 'about']))
    for (const config of drafted) {
      const args = {
        doc: { id: 1 },
        previousDoc: { id: 1 },
        operation: 'update',
        context: {},
        req: anonymousRequest({}, { autosave: 'true', draft: 'true' }),
      }
      expect(await runHooks(config.hooks?.afterChange, args)).toEqual([])
    }
  })

  it('expires nothing when a review or reply is sent (held for staff), and expires it when staff decide', async () => {
    for (const slug of ['reviews', 'review-replies'] as const) {
      const collection = staffReadCached.find((c) => c.slug === slug)
      const args = (operation: 'create' | 'update') => ({
        doc: { id: 1, status: 'pending' },
        previousDoc: { id: 1, status: 'pending' },
        operation,
        collection,
        context: {},
        req: anonymousRequest(),
      })
      expect(await runHooks(collection?.hooks?.afterChange, args('create'))).toEqual([])
      expect(await runHooks(collection?.hooks?.afterChange, args('update'))).toContain(collectionTag(slug))
    }
  })

  it('expires nothing when the seed or a bulk job asks to skip revalidation', async () => {
    const [collection] = publicCollections
    const quiet = {
      doc: { id: 1 },
      previousDoc: { id: 1 },
      operation: 'update',
      collection,
      context: {},
      req: anonymousRequest({ disableRevalidate: true }),
    }
    expect(await runHooks(collection?.hooks?.afterChange, quiet)).toEqual([])
  })
})
