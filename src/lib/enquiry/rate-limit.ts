import { createHash } from 'node:crypto'

import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { poolOf } from '@/lib/platform/db'

export const DEFAULT_ENQUIRY_RATE_LIMIT = 5
export const ENQUIRY_RATE_WINDOW_SECONDS = 10 * 60
/** Created by the migration `enquiry_jobs_and_rate_limits`. */
export const RATE_LIMIT_TABLE = 'enquiry_rate_limits'

/** ENQUIRY_RATE_LIMIT as a positive whole number; anything else means the default (5). */
export function enquiryRateLimit(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const value = Number(env.ENQUIRY_RATE_LIMIT?.trim())
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_ENQUIRY_RATE_LIMIT
}

/** 'Too many enquiries. Please try again in N minutes.' (N rounded up, at least 1); claims say 'claims', reports 'reports'. */
export function tooManyEnquiriesMessage(
  retryAfterMs: number,
  what:
    | 'enquiries'
    | 'claims'
    | 'reports'
    | 'password reset requests'
    | 'requests to send the e-mail again'
    | 'messages'
    | 'sign-up requests'
    | 'new postcode lookups' = 'enquiries',
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many ${what}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

/** The public forms that are limited; each counts apart from the others in the same table. */
export type LimitedForm =
  'enquiry' | 'claim' | 'report' | 'password-reset' | 'welcome-resend' | 'contact' | 'newsletter' | 'postcode-lookup'

type Limiters = { byIp: RateLimiterPostgres; byEmail: RateLimiterPostgres }

const limitersByPool = new WeakMap<Pool, Map<string, Limiters>>()

function limitersFor(pool: Pool, form: LimitedForm, points: number, duration: number): Limiters {
  let byLimit = limitersByPool.get(pool)
  if (!byLimit) {
    byLimit = new Map()
    limitersByPool.set(pool, byLimit)
  }
  const key = `${form}:${points}:${duration}`
  let limiters = byLimit.get(key)
  if (!limiters) {
    const common = {
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      points,
      duration,
    }
    limiters = {
      byIp: new RateLimiterPostgres({ ...common, keyPrefix: `${form}-ip` }),
      byEmail: new RateLimiterPostgres({ ...common, keyPrefix: `${form}-email` }),
    }
    byLimit.set(key, limiters)
  }
  return limiters
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterMs: number }

/** Counts one enquiry against the client's address and the e-mail address (see consumeFormAllowance). */
export function consumeEnquiryAllowance(
  payload: Payload,
  sender: { ip: string | null; email: string },
  limit: number = enquiryRateLimit(),
): Promise<RateLimitOutcome> {
  return consumeFormAllowance(payload, 'enquiry', sender, limit)
}

/**
 * Counts one sending of a public form against the client's address and against the e-mail address (when the form
 * has one), in PostgreSQL (an atomic upsert per key), so the limit holds across app instances, over `windowSeconds`
 * (10 minutes unless given). Database errors are thrown.
 */
export async function consumeFormAllowance(
  payload: Payload,
  form: LimitedForm,
  { ip, email }: { ip: string | null; email?: string },
  limit: number = enquiryRateLimit(),
  windowSeconds: number = ENQUIRY_RATE_WINDOW_SECONDS,
): Promise<RateLimitOutcome> {
  const { byIp, byEmail } = limitersFor(poolOf(payload), form, limit, windowSeconds)
  // The address is hashed: a valid one may be 254 characters, too long for the key column beside its
  // prefix, and the table then holds no e-mail addresses.
  const emailKey = email === undefined ? null : createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
  const results = await Promise.allSettled([
    byIp.consume(ip ?? 'unknown'),
    ...(emailKey ? [byEmail.consume(emailKey)] : []),
  ])
  let limited = false
  let retryAfterMs = 0
  for (const result of results) {
    if (result.status === 'fulfilled') continue
    if (!(result.reason instanceof RateLimiterRes))
      throw result.reason instanceof Error ? result.reason : new Error(String(result.reason))
    limited = true
    retryAfterMs = Math.max(retryAfterMs, result.reason.msBeforeNext)
  }
  return limited ? { allowed: false, retryAfterMs } : { allowed: true }
}
