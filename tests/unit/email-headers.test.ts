import { describe, expect, it } from 'vitest'

import { applicationSchema, claimSchema } from '@/lib/account/schemas'
import { listingEditSchema } from '@/lib/account/listing-edit-schema'
import { validateEnquiry } from '@/lib/enquiry/schema'
import { hasLineBreak, headerText, singleLineMessage, validateSingleLine } from '@/lib/single-line'

// Issue 26: a line break in a one-line field could add e-mail headers ('Bob\r\nBcc: x@evil.example').

const INJECTED = 'Bob\r\nBcc: x@evil.example'

describe('headerText (every header value the Resend adapter sends)', () => {
  it('turns CR, LF and every other control or line-separator character into one space', () => {
    expect(headerText(INJECTED)).toBe('Bob Bcc: x@evil.example')
    expect(headerText('New enquiry\nfrom Bob')).toBe('New enquiry from Bob')
    expect(headerText('a\rb\u0085c\u2028d\u2029e\u0000f\u001Fg\u007Fh\u009Fi\tj')).toBe('a b c d e f g h i j')
    expect(headerText('  Payment received:\r\n\r\n Premium  ')).toBe('Payment received: Premium')
  })

  it('leaves ordinary text, accents and emoji as they are', () => {
    expect(headerText('Qualité™ Timber & Co — “Leeds” 🌿')).toBe('Qualité™ Timber & Co — “Leeds” 🌿')
    expect(headerText('')).toBe('')
  })
})

describe('one-line fields refuse line breaks with a field message', () => {
  it('knows every kind of line break', () => {
    for (const text of ['a\rb', 'a\nb', 'a\r\nb', 'a\u0085b', 'a\u2028b', 'a\u2029b'])
      expect(hasLineBreak(text)).toBe(true)
    expect(hasLineBreak('a\tb c')).toBe(false)
    expect(validateSingleLine('The name')(INJECTED)).toBe(singleLineMessage('The name'))
    expect(validateSingleLine('The name')('Bob')).toBe(true)
  })

  it('in the enquiry, claim, application and listing forms', () => {
    const enquiry = validateEnquiry({
      name: INJECTED,
      email: 'bob@test.example',
      phone: '020 7946 0000',
      city: 'Leeds\nBcc: x@evil.example',
      projectDetails: 'Timber cladding\nfor two storeys.',
      consent: true,
    })
    expect(enquiry.success).toBe(false)
    if (!enquiry.success) {
      expect(enquiry.fieldErrors.name).toMatch(/must be on one line/)
      expect(enquiry.fieldErrors.city).toMatch(/must be on one line/)
      // Project details are free text over several lines.
      expect(enquiry.fieldErrors.projectDetails).toBeUndefined()
    }

    const claim = claimSchema.safeParse({
      listing: 'x',
      name: 'Clara',
      email: 'c@test.example',
      phone: '07700 900456',
      jobRole: `Director\r\nBcc: x@evil.example`,
    })
    expect(claim.success).toBe(false)
    expect(claim.error?.issues.map((i) => i.message)).toContain(singleLineMessage('Your role'))

    const application = applicationSchema.safeParse({
      package: 'Local',
      businessName: INJECTED,
      contactName: 'Ada',
      email: 'a@test.example',
      phone: '020 7946 0000',
      city: 'Leeds',
      category: 'timber',
      website: '',
      terms: 'on',
    })
    expect(application.error?.issues.map((i) => i.message)).toEqual([singleLineMessage('The business name')])

    const listing = listingEditSchema.safeParse({
      description: 'A description\nover two lines.',
      contactEmail: '',
      phone: '',
      website: 'https://example.co.uk/\r\nBcc: x@evil.example',
      serviceAreas: '',
      certificates: [],
    })
    expect(listing.error?.issues.map((i) => i.message)).toEqual([singleLineMessage('The website')])
  })
})
