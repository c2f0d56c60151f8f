// Imported first by bench/queries.ts so the cached readers run outside a Next.js server: Next's modules take
// AsyncLocalStorage from globalThis, and this `__incrementalCache` never holds anything (every call is a cache miss).
import { AsyncLocalStorage } from 'node:async_hooks'

const holder = globalThis as typeof globalThis & { __incrementalCache?: unknown; AsyncLocalStorage?: unknown }
holder.AsyncLocalStorage ??= AsyncLocalStorage
holder.__incrementalCache = {
  isOnDemandRevalidate: true,
  generateSimpleCacheKey: async (key: string) => key,
  get: async () => null,
  set: async () => undefined,
}
