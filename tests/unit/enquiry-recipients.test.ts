import { describe, expect, it } from 'vitest'

import {
  canMatch,
  describeRecipients,
  joinNames,
  parseRecipientsQuery,
  recipientsSearchParams,
} from '@/lib/enquiry/recipients'

describe('the recipients shown before consent', () => {
  it('joins names as a sentence', () => {
    expect(joinNames([])).toBe('')
    expect(joinNames(['A'])).toBe('A')
    expect(joinNames(['A', 'B'])).toBe('A and B')
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C')
  })

  it('says how many suppliers and which, or that the team will find some', () => {
    expect(describeRecipients({ count: 3, names: ['A', 'B', 'C'] }, 'London')).toBe(
      'Your enquiry will be sent to 3 suppliers: A, B and C.',
    )
    expect(describeRecipients({ count: 1, names: ['Thameside Timber Merchants'] }, 'London')).toBe(
      'Your enquiry will be sent to 1 supplier: Thameside Timber Merchants.',
    )
    expect(describeRecipients({ count: 0, names: [] }, '  Bristol ')).toBe(
      'No suppliers in Bristol yet: our team will find suppliers for you.',
    )
  })

  it('names the category of an enquiry narrowed to one, so a city with other suppliers is not said to have none', () => {
    expect(describeRecipients({ count: 0, names: [] }, 'Leeds', 'Solar Panels')).toBe(
      'No Solar Panels suppliers in Leeds yet: our team will find suppliers for you.',
    )
    expect(describeRecipients({ count: 0, names: [] }, '', 'Timber')).toBe(
      'No matching Timber suppliers yet: our team will find suppliers for you.',
    )
    expect(describeRecipients({ count: 0, names: [] }, 'Leeds', '  ')).toBe(
      'No suppliers in Leeds yet: our team will find suppliers for you.',
    )
    expect(describeRecipients({ count: 2, names: ['A', 'B'] }, 'Leeds', 'Timber')).toBe(
      'Your enquiry will be sent to 2 suppliers: A and B.',
    )
  })

  it('reads the query the form sends and refuses bad ids or an overlong city', () => {
    const sent = recipientsSearchParams({ city: ' London ', category: 4, supplier: null })
    expect(sent.toString()).toBe('city=London&category=4')
    expect(parseRecipientsQuery(sent)).toEqual({ ok: true, query: { city: 'London', category: 4, supplier: null } })
    expect(parseRecipientsQuery(new URLSearchParams('city=New%20%20York&supplier=9'))).toEqual({
      ok: true,
      query: { city: 'New York', category: null, supplier: 9 },
    })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&category=abc'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&category=0'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&supplier=-3'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams(`city=${'x'.repeat(101)}`))).toMatchObject({ ok: false })
  })

  it('matches nothing for a city shorter than the form accepts, unless a supplier is addressed', () => {
    expect(canMatch({ city: 'L', category: null, supplier: null })).toBe(false)
    expect(canMatch({ city: 'Leeds', category: null, supplier: null })).toBe(true)
    expect(canMatch({ city: '', category: null, supplier: 5 })).toBe(true)
  })
})
