// Imported first by scripts/bench/queries.ts: lets the data layer's cached readers run outside a
// Next.js server. Next's modules pick up AsyncLocalStorage from globalThis when they load (a Next
// server sets it before loading them), and `unstable_cache` looks for `globalThis.__incrementalCache`;
// this one never holds anything, so every call runs its query (what a cache miss costs).
import { AsyncLocalStorage } from 'node:async_hooks'

const holder = globalThis as typeof globalThis & { __incrementalCache?: unknown; AsyncLocalStorage?: unknown }
holder.AsyncLocalStorage ??= AsyncLocalStorage
holder.__incrementalCache = {
  isOnDemandRevalidate: true,
  generateSimpleCacheKey: async (key: string) => key,
  get: async () => null,
  set: async () => undefined,
}
