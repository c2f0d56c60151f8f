import { describe, expect, it } from 'vitest'

import { epdExpiryReminderEmail } from '@/lib/email/epd-expiry'
import { dueEpdReminder, epdReminderFrom, EPD_REMINDER_DAYS, remindedValidUntilRange } from '@/lib/materials/expiry'
import { samplePdf } from '@/lib/materials/sample-data'

// When an EPD's reminders fall due (src/lib/materials/expiry.ts): UK days, to the millisecond, across the clock
// changes. tests/int/epd-expiry.test.ts runs the same edges through the job against the database.

const [FIRST, SECOND] = EPD_REMINDER_DAYS
const due = (validUntil: string, at: string, sent: { days60For?: string; days30For?: string } = {}) =>
  dueEpdReminder({ validUntil, ...sent }, new Date(at))

describe('EPD reminders', () => {
  it('fall due at the start of the UK day 60 and 30 days before the valid-until day', () => {
    // Valid until 30 April 2027: 60 days before is 1 March (GMT), 30 days before is 31 March (BST since 28 March).
    expect(epdReminderFrom('2027-04-30', FIRST).toISOString()).toBe('2027-03-01T00:00:00.000Z')
    expect(epdReminderFrom('2027-04-30', SECOND).toISOString()).toBe('2027-03-30T23:00:00.000Z')
    expect({
      justBefore60: due('2027-04-30', '2027-02-28T23:59:59.999Z'),
      at60: due('2027-04-30', '2027-03-01T00:00:00.000Z'),
      justBefore30: due('2027-04-30', '2027-03-30T22:59:59.999Z'),
      at30: due('2027-04-30', '2027-03-30T23:00:00.000Z'),
      lastMillisecondValid: due('2027-04-30', '2027-04-30T22:59:59.999Z'),
      expired: due('2027-04-30', '2027-04-30T23:00:00.000Z'),
    }).toEqual({
      justBefore60: null,
      at60: FIRST,
      justBefore30: FIRST,
      at30: SECOND,
      lastMillisecondValid: SECOND,
      expired: null,
    })
  })

  it('are sent once per valid-until date: a later date is reminded again, an overtaken reminder never', () => {
    expect(due('2027-04-30', '2027-03-10T09:00:00Z', { days60For: '2027-04-30' })).toBeNull()
    expect(due('2027-04-30', '2027-04-10T09:00:00Z', { days60For: '2027-04-30' })).toBe(SECOND)
    expect(due('2027-04-30', '2027-04-10T09:00:00Z', { days60For: '2027-04-30', days30For: '2027-04-30' })).toBeNull()
    // Renewed: the old date's reminders do not count for the new one.
    expect(due('2028-04-30', '2028-03-10T09:00:00Z', { days60For: '2027-04-30', days30For: '2027-04-30' })).toBe(FIRST)
    // A product published 20 days before its date gets the 30-day reminder only.
    expect(due('2027-04-30', '2027-04-10T09:00:00Z')).toBe(SECOND)
  })

  it('need a real valid-until day', () => {
    expect(due('', '2027-04-10T09:00:00Z')).toBeNull()
    expect(due('2027-02-30', '2027-01-10T09:00:00Z')).toBeNull()
  })

  it('are looked for among dates a day wider than the window each side (UTC and UK days differ by an hour)', () => {
    expect(remindedValidUntilRange(new Date('2027-03-30T23:30:00Z'))).toEqual({ from: '2027-03-29', to: '2027-05-30' })
  })
})

describe('the EPD reminder e-mail', () => {
  it('names the product, the date, the registration number and what to do, in the text and the HTML', async () => {
    const email = await epdExpiryReminderEmail({
      supplierName: 'Oak & Co',
      productName: 'Wood-fibre board <160>',
      registrationNumber: 'EPD-IBU-2025-001',
      validUntil: '2027-04-30',
      portalProductsUrl: 'https://example.org/account/products',
      brand: 'EcoBuild Directory',
    })
    expect(email.subject).toBe('The EPD of Wood-fibre board <160> expires on 30 April 2027 | EcoBuild Directory')
    for (const part of [
      'Hello Oak & Co,',
      'Product: Wood-fibre board <160>',
      'EPD registration number: EPD-IBU-2025-001',
      'Valid until: 30 April 2027',
      "'EPD expired on 30 April 2027'",
      'upload the renewed EPD',
      'https://example.org/account/products',
    ])
      expect(email.text).toContain(part)
    expect(email.html).toContain('Wood-fibre board &lt;160&gt;')
    expect(email.html).toContain('https://example.org/account/products')
  })
})

describe('the sample EPD document', () => {
  it('is a PDF whose cross-reference table points at its objects', () => {
    const pdf = samplePdf(['Illustrative sample EPD (not real)', 'Line two'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.endsWith('%%EOF\n')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`))
    expect(text).toContain('(Illustrative sample EPD \\(not real\\)) Tj')
  })
})
