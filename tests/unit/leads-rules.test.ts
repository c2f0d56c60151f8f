import { describe, expect, it } from 'vitest'

import {
  ageText,
  canDecline,
  declineReviewProblem,
  DECLINE_DECIDED_MESSAGE,
  DECLINE_REVIEW_MESSAGE,
  emailKey,
  AUTOMATIC_VOID_REASONS,
  declineOutcome,
  monthLabel,
  monthRange,
  monthOf,
  parseMonth,
  phoneKey,
  responseStats,
  retentionCutoff,
  workingMsBetween,
} from '@/lib/leads/rules'

const HOUR = 60 * 60 * 1000
const at = (iso: string) => new Date(iso)

describe('the decline window', () => {
  const routed = at('2026-03-01T10:00:00.000Z')
  it('is open for 14 days to the millisecond and shut on day 15', () => {
    expect(canDecline(routed, at('2026-03-15T10:00:00.000Z'))).toBe(true)
    expect(canDecline(routed, at('2026-03-15T10:00:00.001Z'))).toBe(false)
    expect(canDecline(routed, at('2026-03-16T09:00:00.000Z'))).toBe(false)
  })
  it('sends spam, duplicate and unreachable declines to staff, whatever the enquiry named', () => {
    for (const named of [
      { material: false, site: false },
      { material: true, site: true },
    ])
      for (const reason of ['spam', 'duplicate', 'unreachable'] as const)
        expect(declineOutcome(reason, named)).toEqual({ review: 'pending', voidReason: null })
  })
  it('voids a material or area decline at once when the enquiry did not name it, and sends it to staff when it did', () => {
    expect(declineOutcome('not-our-material', { material: false, site: true })).toEqual({
      review: 'not-needed',
      voidReason: AUTOMATIC_VOID_REASONS.material,
    })
    expect(declineOutcome('out-of-area', { material: true, site: false })).toEqual({
      review: 'not-needed',
      voidReason: AUTOMATIC_VOID_REASONS.site,
    })
    expect(declineOutcome('not-our-material', { material: true, site: false })).toEqual({
      review: 'pending',
      voidReason: null,
    })
    expect(declineOutcome('out-of-area', { material: false, site: true })).toEqual({
      review: 'pending',
      voidReason: null,
    })
  })
  it('lets staff decide a waiting decline once, and nothing else', () => {
    expect(declineReviewProblem('pending', 'accepted')).toBeNull()
    expect(declineReviewProblem('pending', 'refused')).toBeNull()
    expect(declineReviewProblem('pending', 'pending')).toBeNull()
    expect(declineReviewProblem('accepted', 'refused')).toBe(DECLINE_DECIDED_MESSAGE)
    expect(declineReviewProblem(null, 'accepted')).toBe(DECLINE_REVIEW_MESSAGE)
    expect(declineReviewProblem('not-needed', 'accepted')).toBe(DECLINE_REVIEW_MESSAGE)
    expect(declineReviewProblem('pending', 'not-needed')).toBe(DECLINE_REVIEW_MESSAGE)
  })
})

describe('duplicate keys', () => {
  it('compare e-mails without case or spaces, and phones by their digits with +44 read as 0', () => {
    expect(emailKey('  Ada@Example.CO.UK ')).toBe('ada@example.co.uk')
    expect(phoneKey('+44 (0)7700 900123'.replace('(0)', ''))).toBe('07700900123')
    expect(phoneKey('07700-900-123')).toBe('07700900123')
    expect(phoneKey('44 7700 900123')).toBe('447700900123')
  })
})

describe('working time and the first-response median', () => {
  it('counts weekdays only, as the UK has them', () => {
    // Friday 16:00 to Monday 10:00: 8 hours of Friday and 10 of Monday.
    expect(workingMsBetween(at('2026-11-20T16:00:00Z'), at('2026-11-23T10:00:00Z'))).toBe(18 * HOUR)
    expect(workingMsBetween(at('2026-11-21T09:00:00Z'), at('2026-11-22T20:00:00Z'))).toBe(0)
    expect(workingMsBetween(at('2026-11-23T10:00:00Z'), at('2026-11-23T09:00:00Z'))).toBe(0)
    // In summer Saturday starts at 23:00 UTC on Friday: 00:30 BST Saturday to 00:20 BST Tuesday is Monday and 20 minutes.
    expect(workingMsBetween(at('2026-07-03T23:30:00Z'), at('2026-07-06T23:20:00Z'))).toBe(24 * HOUR + 20 * 60_000)
    // Friday 12:00 BST to Monday 12:00 GMT, over the 25-hour Sunday the clocks go back: 12 hours each side.
    expect(workingMsBetween(at('2026-10-23T11:00:00Z'), at('2026-10-26T12:00:00Z'))).toBe(24 * HOUR)
  })
  const now = at('2026-11-26T12:00:00Z') // a Thursday
  const answered = (routed: string, hours: number) => ({
    routedAt: at(routed),
    firstResponseAt: new Date(at(routed).getTime() + hours * HOUR),
  })
  it('needs at least 5 leads with a known answer, and a median under one working day', () => {
    const four = [1, 2, 3, 4].map((h) => answered('2026-11-24T09:00:00Z', h))
    expect(responseStats(four, now)).toEqual({ leads: 4, medianHours: 2.5, respondsQuickly: false })
    const five = [...four, answered('2026-11-24T09:00:00Z', 30)]
    expect(responseStats(five, now)).toEqual({ leads: 5, medianHours: 3, respondsQuickly: true })
  })
  it('leaves out a lead still waiting less than a working day, and counts one waiting longer as slow', () => {
    const fast = [1, 1, 1, 1, 1].map((h) => answered('2026-11-24T09:00:00Z', h))
    const waitingBriefly = { routedAt: at('2026-11-26T08:00:00Z'), firstResponseAt: null }
    expect(responseStats([...fast, waitingBriefly], now).leads).toBe(5)
    const overdue = Array.from({ length: 6 }, () => ({ routedAt: at('2026-11-23T08:00:00Z'), firstResponseAt: null }))
    expect(responseStats([...fast, ...overdue], now)).toMatchObject({ leads: 11, respondsQuickly: false })
    expect(responseStats([], now)).toEqual({ leads: 0, medianHours: null, respondsQuickly: false })
  })
})

describe('months and ages', () => {
  it('reads YYYY-MM and gives its bounds in UK time', () => {
    expect(parseMonth('2026-02')).toEqual({ year: 2026, month: 2 })
    for (const bad of ['2026-13', '2026-1', '26-01', '', null, '2026-00', '2026-01-01'])
      expect(parseMonth(bad)).toBeNull()
    expect(monthRange({ year: 2026, month: 12 })).toEqual({
      start: at('2026-12-01T00:00:00.000Z'),
      end: at('2027-01-01T00:00:00.000Z'),
    })
    // UK months: October 2026 starts at midnight BST (23:00 UTC the day before) and ends at midnight GMT.
    expect(monthRange({ year: 2026, month: 10 })).toEqual({
      start: at('2026-09-30T23:00:00.000Z'),
      end: at('2026-11-01T00:00:00.000Z'),
    })
    expect(monthOf(at('2026-06-30T23:30:00Z'))).toBe('2026-07')
    expect(monthOf(at('2026-12-31T23:30:00Z'))).toBe('2026-12')
    expect(monthLabel({ year: 2026, month: 1 })).toBe('January 2026')
  })
  it('finds the retention cutoff by calendar months', () => {
    expect(retentionCutoff(at('2030-06-15T03:30:00Z'), 24).toISOString()).toBe('2028-06-15T03:30:00.000Z')
  })
  it('says how old a lead is in days', () => {
    const now = at('2026-11-26T12:00:00Z')
    expect(ageText('2026-11-26T08:00:00Z', now)).toBe('today')
    expect(ageText('2026-11-25T08:00:00Z', now)).toBe('1 day')
    expect(ageText('2026-11-16T12:00:00Z', now)).toBe('10 days')
  })
})
