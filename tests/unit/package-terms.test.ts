import { describe, expect, it } from 'vitest'

import { packageSummary } from '@/lib/packages/describe'
import {
  addMonths,
  packageTerms,
  planEntitlement,
  purchaseEffect,
  receiptNumber,
  reminderDue,
} from '@/lib/packages/terms'

const at = (iso: string) => new Date(iso)
const DAY = 24 * 60 * 60 * 1000

describe('packageTerms', () => {
  it('fills what staff left empty from the tier', () => {
    expect(packageTerms({ tier: 'local' })).toEqual({
      tier: 'local',
      periodMonths: 12,
      badgeLabel: 'Local Partner',
      featuredInCategory: false,
      featuredInCity: false,
    })
    expect(packageTerms({ tier: 'national' })).toMatchObject({ featuredInCategory: true, featuredInCity: false })
    expect(packageTerms({ tier: 'enterprise' })).toMatchObject({
      badgeLabel: 'Enterprise Partner',
      featuredInCategory: true,
      featuredInCity: true,
    })
  })

  it('keeps what staff set', () => {
    expect(
      packageTerms({ tier: 'local', periodMonths: 6, badgeLabel: ' Eco Champion ', placement: 'category-and-city' }),
    ).toEqual({
      tier: 'local',
      periodMonths: 6,
      badgeLabel: 'Eco Champion',
      featuredInCategory: true,
      featuredInCity: true,
    })
    expect(packageTerms({ tier: 'enterprise', placement: 'none', periodMonths: 0 })).toMatchObject({
      periodMonths: 12,
      featuredInCategory: false,
      featuredInCity: false,
    })
  })

  it('is said in lines before payment', () => {
    expect(packageSummary({ tier: 'national', freeBonuses: ['Private channel'] })).toEqual([
      'A 12-month listing from the day you pay.',
      "The 'National Partner' badge on your card and profile.",
      "A place in the 'Featured' row of your category's pages.",
      'Private channel',
    ])
  })
})

describe('addMonths', () => {
  it('adds calendar months in UTC and clamps to the last day of the month', () => {
    expect(addMonths(at('2026-03-15T10:20:30.400Z'), 12).toISOString()).toBe('2027-03-15T10:20:30.400Z')
    expect(addMonths(at('2026-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonths(at('2027-02-29T00:00:00.000Z'), 0).toISOString()).toBe('2027-03-01T00:00:00.000Z')
    expect(addMonths(at('2028-02-29T12:00:00.000Z'), 12).toISOString()).toBe('2029-02-28T12:00:00.000Z')
  })
})

describe('planEntitlement', () => {
  const paid = at('2026-06-01T12:00:00.000Z')

  it('starts at payment with nothing running (an ended one does not count)', () => {
    expect(planEntitlement(paid, 7, 12, [{ packageId: 7, endsAt: at('2026-05-01T00:00:00.000Z') }])).toEqual({
      startsAt: paid,
      endsAt: at('2027-06-01T12:00:00.000Z'),
      replacesCurrent: false,
    })
  })

  it('extends the same package from the latest end date', () => {
    const plan = planEntitlement(paid, 7, 12, [
      { packageId: 7, endsAt: at('2026-09-01T00:00:00.000Z') },
      { packageId: 7, endsAt: at('2027-09-01T00:00:00.000Z') },
    ])
    expect(plan).toEqual({
      startsAt: at('2027-09-01T00:00:00.000Z'),
      endsAt: at('2028-09-01T00:00:00.000Z'),
      replacesCurrent: false,
    })
    expect(purchaseEffect(7, [{ packageId: 7, endsAt: at('2026-09-01T00:00:00.000Z') }], paid)).toBe('extends')
  })

  it('replaces another package from the payment', () => {
    const current = [{ packageId: 3, endsAt: at('2026-09-01T00:00:00.000Z') }]
    expect(planEntitlement(paid, 7, 12, current)).toEqual({
      startsAt: paid,
      endsAt: at('2027-06-01T12:00:00.000Z'),
      replacesCurrent: true,
    })
    expect(purchaseEffect(7, current, paid)).toBe('replaces')
    expect(purchaseEffect(7, [], paid)).toBe('new')
  })
})

describe('reminderDue', () => {
  const end = at('2026-12-31T00:00:00.000Z')
  const before = (days: number) => new Date(end.getTime() - days * DAY)
  const none = { days30: false, days7: false }

  it('is the 30-day reminder from 30 days before, once', () => {
    expect(reminderDue(end, before(31), none)).toBeNull()
    expect(reminderDue(end, before(30), none)).toBe(30)
    expect(reminderDue(end, before(8), { days30: true, days7: false })).toBeNull()
  })

  it('is the 7-day reminder from 7 days before, once, even when the 30-day one was missed', () => {
    expect(reminderDue(end, before(7), { days30: true, days7: false })).toBe(7)
    expect(reminderDue(end, before(3), none)).toBe(7)
    expect(reminderDue(end, before(3), { days30: true, days7: true })).toBeNull()
  })

  it('is none at or after the end', () => {
    expect(reminderDue(end, end, none)).toBeNull()
  })
})

describe('receiptNumber', () => {
  it('pads the order id', () => {
    expect(receiptNumber(42)).toBe('EBD-000042')
    expect(receiptNumber(1234567)).toBe('EBD-1234567')
  })
})
