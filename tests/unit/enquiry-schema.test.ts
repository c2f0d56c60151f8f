import { describe, expect, it } from 'vitest'

import { hasCronSecret } from '@/access'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { idempotencyKeyOf, parseFromAddress, toAddressList } from '@/lib/email/resend-adapter'
import { clientIpFrom, trustsProxy } from '@/lib/enquiry/client-ip'
import { consentParts, consentText } from '@/lib/enquiry/consent'
import {
  staffEnquiryEmail,
  supplierNotificationEmail,
  visitorConfirmationEmail,
  type EnquiryDetails,
} from '@/lib/email/enquiry'
import { csvCell } from '@/lib/csv'
import { leadCsvLine, leadsCsv, LEADS_CSV_HEADER } from '@/lib/enquiry/leads-csv'
import { enquiryRateLimit, tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { enquiryStatus } from '@/lib/enquiry/result'
import { SITE_POSTCODE_MESSAGES } from '@/lib/enquiry/routing-fields'
import { isHoneypotFilled, validateEnquiry } from '@/lib/enquiry/schema'
import { pathFromReferer } from '@/lib/enquiry/source-page'

const valid = {
  name: 'Ada Builder',
  email: 'ada@example.co.uk',
  phone: '07700 900123',
  city: 'London',
  projectDetails: 'A timber frame extension.',
  consent: true,
}

const errorsFor = (input: unknown) => {
  const result = validateEnquiry(input)
  return result.success ? {} : result.fieldErrors
}

describe('enquiry schema: the spec’s rules and messages', () => {
  it('accepts a valid enquiry and trims the text fields', () => {
    const result = validateEnquiry({ ...valid, name: '  Ada Builder ', city: ' London ' })
    expect(result).toEqual({ success: true, data: { ...valid } })
  })

  it('gives every message for an empty form', () => {
    expect(errorsFor({ name: '', email: '', phone: '', city: '', projectDetails: '', consent: false })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      city: 'Please select a city',
      projectDetails: 'Please provide some details about your project',
      consent: 'You must agree to our Privacy Policy',
    })
  })

  it('gives the same messages when fields are missing or of the wrong type', () => {
    expect(errorsFor({ name: 5, email: null, consent: 'true' })).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      consent: 'You must agree to our Privacy Policy',
    })
  })

  it.each([
    ['name', 'Al', true],
    ['name', ' A ', false],
    ['phone', '123456', true],
    ['phone', '12345', false],
    ['city', 'Ab', true],
    ['city', 'A', false],
    ['projectDetails', '0123456789', true],
    ['projectDetails', '012345678', false],
    ['email', 'a@b.co', true],
    ['email', 'a@b', false],
    ['email', 'a b@c.uk', false],
  ])('%s = %j is accepted: %s (the spec’s minimum lengths)', (field, value, ok) => {
    expect(errorsFor({ ...valid, [field]: value })[field as 'name']).toEqual(ok ? undefined : expect.any(String))
  })

  it.each([
    ['name', 100, 'Name must be at most 100 characters'],
    ['phone', 30, 'Phone number must be at most 30 characters'],
    ['city', 100, 'City must be at most 100 characters'],
    ['projectDetails', 5000, 'Project details must be at most 5,000 characters'],
  ])('refuses %s longer than %i characters with a clear message', (field, max, message) => {
    expect(errorsFor({ ...valid, [field]: 'x'.repeat(max) })[field as 'name']).toBeUndefined()
    expect(errorsFor({ ...valid, [field]: 'x'.repeat(max + 1) })[field as 'name']).toBe(message)
  })

  it('refuses an over-long e-mail address', () => {
    expect(errorsFor({ ...valid, email: `${'a'.repeat(250)}@b.uk` }).email).toBe('Email must be at most 254 characters')
  })

  it('accepts optional category, supplier and source page, and refuses malformed ones', () => {
    expect(validateEnquiry({ ...valid, category: 3, supplier: null, sourcePage: '/london' }).success).toBe(true)
    expect(errorsFor({ ...valid, category: '3' }).category).toBe('Unknown category')
    expect(errorsFor({ ...valid, supplier: -1 }).supplier).toBe('Unknown supplier')
    expect(errorsFor({ ...valid, sourcePage: 'https://elsewhere.example/' }).sourcePage).toBe('Invalid page address')
  })

  it('spots a filled honeypot', () => {
    expect(isHoneypotFilled({ ...valid, companyWebsite: 'https://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ ...valid, companyWebsite: '   ' })).toBe(false)
    expect(isHoneypotFilled({ ...valid, companyWebsite: '' })).toBe(false)
    expect(isHoneypotFilled(valid)).toBe(false)
    expect(isHoneypotFilled(null)).toBe(false)
  })
})

describe('consent text', () => {
  it('links the privacy policy and names who receives the enquiry', () => {
    expect(consentParts().link).toBe('Privacy Policy')
    expect(consentText()).toBe(
      'I agree to the Privacy Policy and to my enquiry being sent to the matching suppliers in my city and to our team, who may contact me about my project.',
    )
    expect(consentText('Greenwich Living Roofs')).toContain('sent to Greenwich Living Roofs and to our team')
  })
})

describe('client address', () => {
  const headers = (init: Record<string, string>) => new Headers(init)

  it('takes the first X-Forwarded-For address behind a trusted proxy', () => {
    expect(clientIpFrom(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }), true)).toBe('203.0.113.7')
  })

  it('ignores addresses a client adds in front when no proxy is trusted', () => {
    expect(clientIpFrom(headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.4' }), false)).toBe('198.51.100.4')
    expect(clientIpFrom(headers({ 'x-forwarded-for': '::ffff:198.51.100.4' }), false)).toBe('198.51.100.4')
  })

  it('answers null for junk or a missing header', () => {
    expect(clientIpFrom(headers({ 'x-forwarded-for': 'not-an-ip' }), true)).toBeNull()
    expect(clientIpFrom(headers({}), false)).toBeNull()
    expect(clientIpFrom(headers({ 'x-real-ip': '198.51.100.9' }), false)).toBeNull()
    expect(clientIpFrom(headers({ 'x-real-ip': '198.51.100.9' }), true)).toBe('198.51.100.9')
  })

  it('reads TRUST_PROXY', () => {
    expect(trustsProxy({})).toBe(false)
    expect(trustsProxy({ TRUST_PROXY: 'false' })).toBe(false)
    expect(trustsProxy({ TRUST_PROXY: '0' })).toBe(false)
    expect(trustsProxy({ TRUST_PROXY: '1' })).toBe(true)
    expect(trustsProxy({ TRUST_PROXY: 'true' })).toBe(true)
  })
})

describe('rate limit settings and message', () => {
  it('reads ENQUIRY_RATE_LIMIT, defaulting to 5', () => {
    expect(enquiryRateLimit({})).toBe(5)
    expect(enquiryRateLimit({ ENQUIRY_RATE_LIMIT: '12' })).toBe(12)
    expect(enquiryRateLimit({ ENQUIRY_RATE_LIMIT: '0' })).toBe(5)
    expect(enquiryRateLimit({ ENQUIRY_RATE_LIMIT: 'lots' })).toBe(5)
  })

  it('says how many minutes to wait, rounded up', () => {
    expect(tooManyEnquiriesMessage(600_000)).toBe('Too many enquiries. Please try again in 10 minutes.')
    expect(tooManyEnquiriesMessage(61_000)).toBe('Too many enquiries. Please try again in 2 minutes.')
    expect(tooManyEnquiriesMessage(5_000)).toBe('Too many enquiries. Please try again in 1 minute.')
  })

  it('maps results to HTTP statuses', () => {
    expect(enquiryStatus({ ok: true, message: '', confirmation: { email: '', city: '', recipients: [] } })).toBe(201)
    expect(enquiryStatus({ ok: false, reason: 'invalid', message: '', fieldErrors: {} })).toBe(422)
    expect(enquiryStatus({ ok: false, reason: 'rate-limited', message: '', retryAfterSeconds: 1 })).toBe(429)
    expect(enquiryStatus({ ok: false, reason: 'error', message: '' })).toBe(503)
  })
})

describe('the optional site postcode', () => {
  it('takes a full or outward postcode, or nothing', () => {
    for (const sitePostcode of ['LS6 2AA', ' ls62aa ', 'LS6', '', null, undefined])
      expect(validateEnquiry({ ...valid, sitePostcode }).success).toBe(true)
  })

  it('refuses anything else with the field message', () => {
    for (const sitePostcode of ['Leeds', 'LS6 2A', '12345', 'LS6 2AA LS6 2AA', 42]) {
      const result = validateEnquiry({ ...valid, sitePostcode })
      expect(result.success).toBe(false)
      if (!result.success) expect(result.fieldErrors).toEqual({ sitePostcode: SITE_POSTCODE_MESSAGES.invalid })
    }
  })
})

describe('e-mails', () => {
  const details: EnquiryDetails = {
    leadId: 7,
    name: 'Eve <script>',
    email: 'eve@example.co.uk',
    phone: '0123456',
    city: 'London',
    projectDetails: 'Roof & walls',
    categoryName: 'Roofing',
    brand: 'EcoBuild Directory',
  }

  it('escapes visitor text in HTML and keeps it in plain text', async () => {
    const email = await visitorConfirmationEmail(details, 2, { enquiryUrl: 'https://x/your-enquiry/abc' })
    expect(email.html).toContain('Eve &lt;script&gt;')
    expect(email.html).not.toContain('<script>')
    expect(email.text).toContain('Hello Eve <script>,')
    expect(email.text).toContain('We have passed it to 2 matching suppliers in London')
    expect(email.text).toContain('See who received your enquiry, or erase it: https://x/your-enquiry/abc')
    const repeat = await visitorConfirmationEmail(details, 0, { enquiryUrl: 'https://x/e', duplicate: true })
    expect(repeat.text).toContain('This repeats an enquiry you sent us recently for London')
  })

  it('tells the supplier and staff what they need', async () => {
    const supplier = await supplierNotificationEmail(details, 'Acme', 'https://x/account/leads/9')
    expect(supplier.text).toContain('Project details: Roof & walls')
    expect(supplier.text).toContain('https://x/account/leads/9')
    const staff = await staffEnquiryEmail(
      details,
      [
        { name: 'Acme', commissionAmount: 7500 },
        { name: 'Beta', commissionAmount: 5000 },
      ],
      'https://x/admin/collections/leads/7',
    )
    expect(staff.text).toContain('Commission total: £125.00')
    expect(staff.text).toContain('- Acme (£75.00)')
  })

  it('names the site postcode the enquiry was routed by, and no such line without one', async () => {
    const sited = { ...details, sitePostcode: 'LS6 2AA' }
    expect((await supplierNotificationEmail(sited, 'Acme', 'https://x/l/9')).text).toContain('Site postcode: LS6 2AA')
    expect((await staffEnquiryEmail(sited, [], 'https://x/a/7')).text).toContain('Site postcode: LS6 2AA')
    expect((await supplierNotificationEmail(details, 'Acme', 'https://x/l/9')).text).not.toContain('Site postcode')
  })

  it('builds stable idempotency keys per lead, kind and recipient', () => {
    expect(emailIdempotencyKey('lead', 7, 'staff', 'Team@X.uk')).toBe('lead:7:staff:team@x.uk')
    expect(emailIdempotencyKey('lead', 7, 'staff', 'team@x.uk')).toBe(
      emailIdempotencyKey('lead', 7, 'staff', 'TEAM@x.uk'),
    )
    expect(() => emailIdempotencyKey('x'.repeat(300))).toThrow(RangeError)
  })

  it('reads addresses and the idempotency header the way Payload passes them', () => {
    expect(parseFromAddress('EcoBuild Directory <hello@ecobuild-directory.co.uk>')).toEqual({
      name: 'EcoBuild Directory',
      address: 'hello@ecobuild-directory.co.uk',
    })
    expect(parseFromAddress('hello@x.uk')).toEqual({ name: '', address: 'hello@x.uk' })
    expect(toAddressList(['a@x.uk', { name: 'B', address: 'b@x.uk' }])).toEqual(['a@x.uk', 'B <b@x.uk>'])
    expect(toAddressList('a@x.uk, c@x.uk')).toEqual(['a@x.uk', 'c@x.uk'])
    expect(idempotencyKeyOf({ 'idempotency-key': 'k1' })).toBe('k1')
    expect(idempotencyKeyOf([{ key: 'Idempotency-Key', value: 'k2' }])).toBe('k2')
    expect(idempotencyKeyOf(undefined)).toBeUndefined()
  })
})

describe('leads CSV', () => {
  it('quotes and defuses cells', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"')
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123")
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })

  it('writes one line per lead with its suppliers and commission total', () => {
    const line = leadCsvLine({
      id: 3,
      createdAt: '2025-04-15T10:00:00.000Z',
      name: 'Ada',
      email: 'ada@x.uk',
      phone: '0123456',
      city: 'London',
      category: null,
      addressedTo: null,
      projectDetails: 'Walls, roof',
      consentedAt: '2025-04-15T10:00:00.000Z',
      consentText: 'I agree',
      sourcePage: '/london',
      suppliers: [
        { name: 'Acme', commissionAmount: 5000 },
        { name: 'Beta', commissionAmount: 7500 },
      ],
    })
    expect(line).toBe(
      '3,2025-04-15T10:00:00.000Z,Ada,ada@x.uk,0123456,London,,,"Walls, roof",2025-04-15T10:00:00.000Z,I agree,/london,Acme; Beta,2,12500,£125.00',
    )
    expect(leadsCsv([]).split('\r\n')[0].split(',')).toHaveLength(LEADS_CSV_HEADER.length)
  })
})

describe('cron secret and referer', () => {
  it('accepts only the exact bearer, and nothing while CRON_SECRET is unset', () => {
    const h = (authorization: string) => new Headers({ authorization })
    expect(hasCronSecret(h('Bearer s3cret'), 's3cret')).toBe(true)
    expect(hasCronSecret(h('Bearer s3cret!'), 's3cret')).toBe(false)
    expect(hasCronSecret(h('s3cret'), 's3cret')).toBe(false)
    expect(hasCronSecret(h('Bearer '), '')).toBe(false)
    expect(hasCronSecret(h('Bearer undefined'), undefined)).toBe(false)
  })

  it('keeps only the path of the referer', () => {
    expect(pathFromReferer('https://site.example/london?x=1')).toBe('/london')
    expect(pathFromReferer('nonsense')).toBeNull()
    expect(pathFromReferer(null)).toBeNull()
  })
})
