import type { PayloadRequest } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { collectionTag } from '@/lib/platform/cache-tags'
import { revalidateCollectionAfterChange } from '@/lib/platform/revalidate'

// The in-server job runner (a scheduled publish) saves outside any request, where Next's revalidateTag throws
// for want of a request store; the hook then expires the tag in Next's server-wide incremental cache.
const global = globalThis as { __incrementalCache?: unknown }
const logged: string[] = []
const logger = { debug: (m: string) => logged.push(m), error: (m: string) => logged.push(m) }
const request = { context: {}, payload: { logger } } as unknown as PayloadRequest
const change = (req: PayloadRequest) =>
  revalidateCollectionAfterChange('posts')({
    doc: { id: 1 },
    previousDoc: { id: 1 },
    operation: 'update',
    req,
    context: {},
    collection: {} as never,
    data: {},
  })

afterEach(() => {
  delete global.__incrementalCache
  logged.length = 0
})

describe('revalidation outside a request', () => {
  it("expires the tag in the server's incremental cache at once (no durations)", async () => {
    const calls: unknown[][] = []
    global.__incrementalCache = { revalidateTag: async (...args: unknown[]) => void calls.push(args) }
    await change(request)
    expect(calls).toEqual([[[collectionTag('posts')]]])
  })

  it('does nothing but log when there is no Next.js server (seed, scripts)', async () => {
    await change(request)
    expect(logged).toEqual([expect.stringContaining(`Cache tag ${collectionTag('posts')} not revalidated`)])
  })

  it('skips it all when the caller asks to (seed, bulk import)', async () => {
    const calls: unknown[] = []
    global.__incrementalCache = { revalidateTag: async (tags: unknown) => void calls.push(tags) }
    await change({ ...request, context: { disableRevalidate: true } } as unknown as PayloadRequest)
    expect(calls).toEqual([])
  })
})
