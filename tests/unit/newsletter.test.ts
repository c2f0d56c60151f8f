import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CONTACT_COMPANY_PATH, newsletterOneClickPath, newsletterUnsubscribePath } from '@/lib/routes'
import { contactSchema } from '@/lib/contact/schema'
import { listUnsubscribeHeaders, newsletterEmail } from '@/lib/email/newsletter'
import { extraHeadersOf } from '@/lib/email/resend-adapter'
import { NEWSLETTER_CONFIRM_DAYS } from '@/lib/newsletter/rules'
import { signUnsubscribeToken, verifyUnsubscribeToken } from '@/lib/newsletter/unsubscribe-link'

const SECRET = 'unit-test-secret-for-newsletter-links'
let savedSecret: string | undefined

beforeAll(() => {
  savedSecret = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = SECRET
})
afterAll(() => {
  if (savedSecret === undefined) delete process.env.PAYLOAD_SECRET
  else process.env.PAYLOAD_SECRET = savedSecret
})

describe('the newsletter’s unsubscribe token', () => {
  it('names the subscriber it was signed for, and no other', () => {
    const token = signUnsubscribeToken(42, SECRET)
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(42)
    const signature = token.split('.')[1]
    expect(verifyUnsubscribeToken(`43.${signature}`, SECRET)).toBeNull()
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, 'another-secret'), SECRET)).toBeNull()
    expect(verifyUnsubscribeToken(`42.${'A'.repeat(43)}`, SECRET)).toBeNull()
    for (const malformed of ['', '42', `42.${signature}x`, `-1.${signature}`, 42, null])
      expect(verifyUnsubscribeToken(malformed, SECRET)).toBeNull()
  })
})

describe('a newsletter e-mail', () => {
  it.each([
    ['a short issue', ['Our winter guide.']],
    ['an issue with a labelled block', ['Hello,', { label: 'Read it', value: 'https://example.com/a' }]],
    ['an empty issue', []],
  ] as const)('carries the unsubscribe link and the one-click List-Unsubscribe headers (%s)', async (_what, blocks) => {
    const email = await newsletterEmail({ subject: 'News', blocks }, 7, 'EcoBuild Directory')
    const token = signUnsubscribeToken(7, SECRET)
    expect(Object.keys(email.headers).sort()).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post'])
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(email.headers['List-Unsubscribe']).toMatch(new RegExp(`^<https?://[^>]+${newsletterOneClickPath(token)}>$`))
    expect(email.text).toContain(newsletterUnsubscribePath(token))
    expect(email.html).toContain(newsletterUnsubscribePath(token))
  })

  it('the headers name one address in angle brackets and RFC 8058’s body', () => {
    expect(listUnsubscribeHeaders('https://site.example/api/newsletter/unsubscribe/1.x')).toEqual({
      'List-Unsubscribe': '<https://site.example/api/newsletter/unsubscribe/1.x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})

describe('headers passed to Resend', () => {
  it('keep a message’s own headers on one line and leave the idempotency key to its option', () => {
    expect(
      extraHeadersOf({
        'Idempotency-Key': 'k',
        'List-Unsubscribe': '<https://a.example/x>\r\nBcc: victim@example.com',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    ).toEqual({
      'List-Unsubscribe': '<https://a.example/x> Bcc: victim@example.com',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(extraHeadersOf([{ key: 'List-Unsubscribe', value: '<https://a.example/y>' }])).toEqual({
      'List-Unsubscribe': '<https://a.example/y>',
    })
    expect(extraHeadersOf(undefined)).toEqual({})
  })
})

describe('the company contact form', () => {
  it('is reached from the Get Listed buttons at its own section of /contact', () => {
    expect(CONTACT_COMPANY_PATH).toBe('/contact#contact-us')
  })

  it('refuses a line break in the name or the e-mail address (they reach an e-mail’s headers)', () => {
    const ok = { name: 'Priya', email: 'priya@example.com', message: 'A question about packages.' }
    expect(contactSchema.safeParse(ok).success).toBe(true)
    expect(contactSchema.safeParse({ ...ok, name: 'Priya\nBcc: x@example.com' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...ok, email: 'priya@example.com\r\nBcc: x@example.com' }).success).toBe(false)
  })
})

describe('the newsletter’s time rule', () => {
  it(`a confirmation link works for ${NEWSLETTER_CONFIRM_DAYS} days`, () => {
    expect(NEWSLETTER_CONFIRM_DAYS).toBe(7)
  })
})
