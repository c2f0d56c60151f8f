import { describe, expect, it } from 'vitest'

import {
  RENEWAL_RETRY_HOURS,
  RENEWAL_WINDOW_DAYS,
  renewalAttemptDue,
  renewalWindowStart,
  retryAfterOf,
} from '@/lib/packages/renewal-rules'

// When an automatic renewal is charged: the window's start and end, and the day between attempts, each just inside
// and just outside (one millisecond).

const HOUR = 60 * 60 * 1000
const endsAt = new Date('2027-03-28T00:30:00.000Z')
const start = renewalWindowStart(endsAt)
const at = (ms: number) => new Date(ms)

describe('the renewal window', () => {
  it(`opens ${RENEWAL_WINDOW_DAYS} days before the end, not a millisecond earlier`, () => {
    expect(start.getTime()).toBe(endsAt.getTime() - RENEWAL_WINDOW_DAYS * 24 * HOUR)
    expect(renewalAttemptDue(endsAt, null, at(start.getTime() - 1))).toBe(false)
    expect(renewalAttemptDue(endsAt, null, start)).toBe(true)
  })

  it('closes at the end: the last millisecond before it is inside, the end itself is not', () => {
    expect(renewalAttemptDue(endsAt, null, at(endsAt.getTime() - 1))).toBe(true)
    expect(renewalAttemptDue(endsAt, null, endsAt)).toBe(false)
  })

  it(`tries again ${RENEWAL_RETRY_HOURS} hours after a failed attempt, not a millisecond sooner`, () => {
    const last = at(start.getTime() + HOUR)
    const next = last.getTime() + RENEWAL_RETRY_HOURS * HOUR
    expect(renewalAttemptDue(endsAt, last, at(next - 1))).toBe(false)
    expect(renewalAttemptDue(endsAt, last, at(next))).toBe(true)
    // The SQL claim's bound agrees: an attempt at exactly retryAfterOf(now) allows another.
    expect(retryAfterOf(at(next)).getTime()).toBe(last.getTime())
  })
})
