import { getPayload } from 'payload'
import config from '@payload-config'

import { isDraining } from '@/lib/platform/shutdown'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

type RedisPing = { isReady: boolean; ping: () => Promise<string> }

/** Redis answers a PING within a second; true when the site runs without Redis (REDIS_URL unset). */
async function redisAnswers(): Promise<boolean> {
  if (!process.env.REDIS_URL) return true
  // The cache handler's client (cache-handler.mjs), created when Next first used the cache.
  const client = (globalThis as { __ecobuildRedis?: RedisPing }).__ecobuildRedis
  if (!client?.isReady) return false
  return Promise.race([
    client.ping().then(
      (answer) => answer === 'PONG',
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
  ])
}

async function databaseAnswers(): Promise<boolean> {
  try {
    const payload = await getPayload({ config })
    await payload.count({ collection: 'categories', overrideAccess: true })
    return true
  } catch {
    return false
  }
}

/** Readiness for load balancers and the test harness: 200 only when the database (and Redis, when set) answer. */
export async function GET(): Promise<Response> {
  if (isDraining()) return Response.json({ ok: false, error: 'shutting down' }, { status: 503, headers: noStore })
  const [database, redis] = await Promise.all([databaseAnswers(), redisAnswers()])
  if (!database) return Response.json({ ok: false, error: 'database unreachable' }, { status: 503, headers: noStore })
  if (!redis) return Response.json({ ok: false, error: 'redis unreachable' }, { status: 503, headers: noStore })
  return Response.json({ ok: true }, { headers: noStore })
}
