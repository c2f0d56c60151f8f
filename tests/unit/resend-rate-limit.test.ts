import { describe, expect, it } from 'vitest'

import { isRateLimited, retryAfterMs } from '@/lib/email/resend-adapter'

describe('Resend rate limits', () => {
  it('retries soon on a per-second rate limit, not on a used-up quota or other errors', () => {
    expect(isRateLimited({ statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' })).toBe(true)
    expect(isRateLimited({ statusCode: 429, name: 'application_error' })).toBe(true)
    expect(isRateLimited({ statusCode: 429, name: 'daily_quota_exceeded' })).toBe(false)
    expect(isRateLimited({ statusCode: 429, name: 'monthly_quota_exceeded' })).toBe(false)
    expect(isRateLimited({ statusCode: 500, name: 'internal_server_error' })).toBe(false)
    expect(isRateLimited(null)).toBe(false)
  })

  it('waits what Retry-After asks, 1 s without it, never more than 10 s', () => {
    expect(retryAfterMs({ 'retry-after': '2' })).toBe(2000)
    expect(retryAfterMs({})).toBe(1000)
    expect(retryAfterMs(null)).toBe(1000)
    expect(retryAfterMs({ 'retry-after': 'soon' })).toBe(1000)
    expect(retryAfterMs({ 'retry-after': '3600' })).toBe(10_000)
  })
})
