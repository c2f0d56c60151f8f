import { describe, expect, it } from 'vitest'

import { SIGN_IN_FAILED, SIGN_IN_UNVERIFIED, signInRefusal } from '@/lib/account/messages'
import { claimDomainMatches, emailDomain, safeNextPath, websiteDomain } from '@/lib/account/rules'
import { newPasswordSchema, signInSchema } from '@/lib/account/schemas'

describe('safeNextPath', () => {
  it('keeps portal paths and sends anything else to the portal home', () => {
    expect(safeNextPath('/account/listing')).toBe('/account/listing')
    expect(safeNextPath('/account')).toBe('/account')
    for (const hostile of ['https://evil.test/account', '//evil.test', '/admin', '/account/../admin', '/accountx', 5])
      expect(safeNextPath(hostile), String(hostile)).toBe('/account')
    expect(safeNextPath('/account/sign-in')).toBe('/account')
  })
})

describe('domains', () => {
  it('reads the domain of an address and of a website', () => {
    expect(emailDomain('Ada@Example.CO.UK')).toBe('example.co.uk')
    expect(emailDomain('no-at-sign')).toBeNull()
    expect(websiteDomain('https://www.example.co.uk/about')).toBe('example.co.uk')
    expect(websiteDomain('example.co.uk')).toBe('example.co.uk')
    expect(websiteDomain('ftp://example.co.uk')).toBeNull()
    expect(websiteDomain('')).toBeNull()
  })

  it("matches a claim to the listing's website or own contact domain, and never to a free mail service", () => {
    const listing = { website: 'https://www.alpha-timber.co.uk', contactEmail: 'sales@alpha-timber.co.uk' }
    expect(claimDomainMatches('jo@alpha-timber.co.uk', listing)).toBe(true)
    expect(claimDomainMatches('jo@sales.alpha-timber.co.uk', listing)).toBe(true)
    expect(claimDomainMatches('jo@alpha-timber.co.uk.evil.test', listing)).toBe(false)
    expect(claimDomainMatches('jo@notalpha-timber.co.uk', listing)).toBe(false)
    expect(claimDomainMatches('jo@gmail.com', { contactEmail: 'alpha@gmail.com' })).toBe(false)
    expect(claimDomainMatches('jo@beta.test', { contactEmail: 'office@beta.test' })).toBe(true)
    expect(claimDomainMatches('jo@beta.test', {})).toBe(false)
  })
})

describe('sign-in refusals', () => {
  it('say one thing for every 401 (a lock included, issue 26), the unconfirmed address for 403, nothing for other failures', () => {
    expect(signInRefusal({ status: 401, message: 'The email or password provided is incorrect.' })).toBe(SIGN_IN_FAILED)
    expect(
      signInRefusal({ status: 401, message: 'This user is locked due to having too many failed login attempts.' }),
    ).toBe(SIGN_IN_FAILED)
    expect(signInRefusal({ status: 403, message: 'Please verify your email.' })).toBe(SIGN_IN_UNVERIFIED)
    expect(signInRefusal(new Error('connection refused'))).toBeNull()
    expect(signInRefusal({ status: 500 })).toBeNull()
  })
})

describe('schemas', () => {
  it('ask for an address and a password, and a new password typed twice of at least 10 characters', () => {
    expect(signInSchema.safeParse({ email: ' ada@example.test ', password: 'x' }).success).toBe(true)
    expect(signInSchema.safeParse({ email: 'ada', password: 'x' }).success).toBe(false)
    expect(newPasswordSchema.safeParse({ password: 'long-enough-1', confirm: 'long-enough-1' }).success).toBe(true)
    const short = newPasswordSchema.safeParse({ password: 'short', confirm: 'short' })
    expect(short.success ? null : short.error.issues[0].message).toBe('Please use at least 10 characters.')
    const differ = newPasswordSchema.safeParse({ password: 'long-enough-1', confirm: 'long-enough-2' })
    expect(differ.success ? null : differ.error.issues[0].path).toEqual(['confirm'])
  })
})
