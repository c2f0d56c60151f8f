import { describe, expect, it } from 'vitest'

import {
  canMatch,
  describeRecipients,
  joinNames,
  parseRecipientsQuery,
  recipientsSearchParams,
} from '@/lib/enquiry/recipients'
import { confirmationText } from '@/lib/enquiry/result'

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
    expect(parseRecipientsQuery(sent)).toEqual({
      ok: true,
      query: { city: 'London', category: 4, supplier: null, sitePostcode: '' },
    })
    expect(parseRecipientsQuery(new URLSearchParams('city=New%20%20York&supplier=9'))).toEqual({
      ok: true,
      query: { city: 'New York', category: null, supplier: 9, sitePostcode: '' },
    })
    const withSite = recipientsSearchParams({ city: 'Leeds', category: 3, supplier: null, sitePostcode: ' LS6 2AA ' })
    expect(withSite.toString()).toBe('city=Leeds&category=3&site=LS6+2AA')
    expect(parseRecipientsQuery(withSite)).toMatchObject({ ok: true, query: { sitePostcode: 'LS6 2AA' } })
    expect(parseRecipientsQuery(new URLSearchParams(`city=Leeds&site=${'x'.repeat(13)}`))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&category=abc'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&category=0'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams('city=London&supplier=-3'))).toMatchObject({ ok: false })
    expect(parseRecipientsQuery(new URLSearchParams(`city=${'x'.repeat(101)}`))).toMatchObject({ ok: false })
  })

  it('matches nothing for a city shorter than the form accepts, unless a supplier is addressed', () => {
    expect(canMatch({ city: 'L', category: null, supplier: null })).toBe(false)
    expect(canMatch({ city: 'Leeds', category: null, supplier: null })).toBe(true)
    expect(canMatch({ city: '', category: null, supplier: 5 })).toBe(true)
    expect(canMatch({ city: '', category: null, supplier: null, sitePostcode: 'LS6 2AA' })).toBe(true)
  })

  it('names the site when no supplier delivers there', () => {
    expect(describeRecipients({ count: 0, names: [] }, 'Leeds', 'Insulation', 'LS6 2AA')).toBe(
      'No Insulation suppliers deliver to LS6 2AA yet: our team will find suppliers for you.',
    )
  })
})

describe('confirmationText: what the page keeps after a sent enquiry', () => {
  it('names who received it, says what happens next and where the e-mail with its link goes', () => {
    const text = confirmationText({ email: 'ada@example.com', city: ' Leeds ', recipients: ['Alpha Ltd', 'Beta Co'] })
    expect(text).toEqual({
      received: 'Your enquiry went to Alpha Ltd and Beta Co, and to our team.',
      next: 'Each supplier will contact you directly with a quote, by e-mail or phone.',
      emailed:
        'An e-mail with a link to your enquiry is on its way to ada@example.com: the link shows who received it and lets you erase it.',
    })
    expect(confirmationText({ email: 'a@b.co', city: 'Leeds', recipients: ['Alpha Ltd'] }).next).toBe(
      'The supplier will contact you directly with a quote, by e-mail or phone.',
    )
  })

  it('says our team has it when no supplier matched', () => {
    const text = confirmationText({ email: 'a@b.co', city: 'Truro', recipients: [] })
    expect(text.received).toBe('Your enquiry went to our team: no supplier in Truro matched it yet.')
    expect(text.next).toBe(
      'Our team will look for suppliers who can help with your project in Truro and get back to you.',
    )
  })
})
