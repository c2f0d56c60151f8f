import { AsyncLocalStorage } from 'node:async_hooks'

import type { SQL } from 'drizzle-orm'
import type { Pool } from 'pg'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

// The one way to PostgreSQL beneath Payload: transactions with a confirmed COMMIT, raw SQL and the pool.

// On globalThis: Next bundles this module more than once (instrumentation, routes), and all must share one scope.
const primaryScope: AsyncLocalStorage<true> = ((
  globalThis as { __ecobuildPrimaryScope?: AsyncLocalStorage<true> }
).__ecobuildPrimaryScope ??= new AsyncLocalStorage<true>())

/**
 * Runs `fn` with every read it makes going to the primary database, for reads that must see a write already made
 * (with DATABASE_REPLICA_URLS; src/lib/platform/db-replicas.ts does the routing). A no-op without replicas.
 */
export function onPrimary<T>(fn: () => Promise<T>): Promise<T> {
  return primaryScope.run(true, fn)
}

/** True inside onPrimary(). */
export function readsPrimary(): boolean {
  return primaryScope.getStore() === true
}

export type TransactionOptions<T> = {
  /** The request context of every Local API call inside (e.g. `{ disableRevalidate: true }`). */
  context?: RequestContext
  /**
   * A fresh read (outside the transaction) that proves the work was kept; checked after the COMMIT.
   * Payload 3.90's commitTransaction swallows a failed COMMIT (say the connection dropped as PostgreSQL
   * restarted), so without it a lost write would be reported as done.
   */
  confirm?: (result: T) => Promise<boolean>
}

/**
 * Runs `fn` in one Payload transaction: everything it writes through `req` is committed together or not
 * at all. When `req` already belongs to an outer transaction nothing is committed here (the outer one decides).
 */
export async function withTransaction<T>(
  payload: Payload,
  fn: (req: PayloadRequest) => Promise<T>,
  options: TransactionOptions<T> = {},
): Promise<T> {
  const req = await createLocalReq({ context: options.context ?? {} }, payload)
  const ownsTransaction = await initTransaction(req)
  let result: T
  try {
    result = await fn(req)
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
  // The check reads the primary: a replica may not have the commit yet.
  const confirm = options.confirm
  if (ownsTransaction && confirm && !(await onPrimary(() => confirm(result))))
    throw new Error('The transaction was not committed (a fresh read does not find its work)')
  return result
}

type SqlExecutor = { execute: (query: SQL) => PromiseLike<{ rows: unknown[] }> }

function isSqlExecutor(db: unknown): db is SqlExecutor {
  return typeof db === 'object' && db !== null && typeof (db as { execute?: unknown }).execute === 'function'
}

/**
 * Runs one SQL statement (build it with drizzle's `sql` tag: values become bound parameters), on the connection of
 * `req`'s transaction when it has one; always on the primary (drizzle sends `execute` there with replicas too).
 */
export async function runSql(
  payload: Payload,
  query: SQL,
  req?: Partial<PayloadRequest>,
): Promise<{ rows: unknown[] }> {
  const id = req?.transactionID
  const db: unknown =
    id !== undefined && !(id instanceof Promise)
      ? (payload.db.sessions?.[String(id)]?.db ?? payload.db.drizzle)
      : payload.db.drizzle
  if (!isSqlExecutor(db)) throw new Error('Raw SQL needs the PostgreSQL database adapter')
  return db.execute(query)
}

/** The node-postgres pool, for libraries that take one (the rate limiter). */
export function poolOf(payload: Payload): Pool {
  const db: object = payload.db
  if ('pool' in db && db.pool && typeof db.pool === 'object' && 'query' in db.pool) return db.pool as Pool
  throw new Error('This needs the PostgreSQL database adapter')
}
