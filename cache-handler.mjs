// Next.js's incremental cache (pages and unstable_cache data) shared by every app instance through Redis, when
// REDIS_URL is set (next.config.mjs only loads this file then). Each instance also keeps a local copy, read only
// while Redis is unreachable, so pages keep being served; the client reconnects by itself when Redis returns.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** How long one Redis command may take before the local copy answers instead. */
const REDIS_TIMEOUT_MS = 500

/** The one Redis client of this process (also pinged by /api/health, through globalThis). */
function redisClient() {
  if (globalThis.__ecobuildRedis) return globalThis.__ecobuildRedis
  const client = createClient({
    url: process.env.REDIS_URL,
    // Commands fail at once while disconnected (the local copy answers) instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 2_000) },
  })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.warn(`[cache] Redis unreachable, serving from the local cache: ${error.message}`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) console.warn('[cache] Redis is back; the shared cache is in use again')
    reported = false
  })
  // Not awaited: an instance starts (and serves from its local cache) while Redis is down.
  client.connect().catch(() => {})
  globalThis.__ecobuildRedis = client
  return client
}

CacheHandler.onCreation(({ buildId }) => {
  const local = createLruHandler()
  // `next build` prerenders into the build output; only running servers share entries.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [local] }
  const shared = createRedisHandler({
    client: redisClient(),
    // Entries of one build only: a deploy never serves pages rendered by the previous code.
    keyPrefix: `ecobuild:${buildId ?? 'dev'}:`,
    timeoutMs: REDIS_TIMEOUT_MS,
  })
  // Reads take the first handler that answers (Redis, else the local copy); writes and tag expiries go to both.
  return { handlers: [shared, local] }
})

export default CacheHandler
