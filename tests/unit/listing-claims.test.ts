import { describe, expect, it } from 'vitest'

import {
  CLAIM_DECIDED_MESSAGE,
  CLAIM_DECISION_MESSAGE,
  CLAIM_REASON_REQUIRED,
  claimDecisionProblem,
  claimLinkExpiry,
  claimNeedsReview,
  hashClaimToken,
  isWellFormedClaimToken,
  newClaimToken,
} from '@/lib/account/claim-rules'
import { claimDomainMatches } from '@/lib/account/rules'
import { claimSchema } from '@/lib/account/schemas'
import { tooManyEnquiriesMessage } from '@/lib/enquiry/rate-limit'
import { claimFormPath } from '@/lib/routes'

describe('claimDomainMatches', () => {
  const listing = { website: 'https://www.oak-and-ash.co.uk/about', contactEmail: 'hello@gmail.com' }

  it("matches the website's domain and its subdomains, in any case", () => {
    expect(claimDomainMatches('jo@oak-and-ash.co.uk', listing)).toBe(true)
    expect(claimDomainMatches('Jo@Sales.Oak-And-Ash.co.uk', listing)).toBe(true)
    expect(claimDomainMatches('jo@oak-and-ash.com', listing)).toBe(false)
    expect(claimDomainMatches('jo@notoak-and-ash.co.uk', listing)).toBe(false)
  })

  it('matches the contact e-mail’s domain unless it is a free mail service', () => {
    expect(claimDomainMatches('jo@gmail.com', listing)).toBe(false)
    expect(claimDomainMatches('jo@timber.test', { contactEmail: 'sales@timber.test' })).toBe(true)
    expect(claimDomainMatches('jo@timber.test', { website: null, contactEmail: null })).toBe(false)
  })
})

describe('claim decisions', () => {
  it('lets staff approve or reject (with a reason) a waiting claim, and nothing else', () => {
    expect(claimDecisionProblem('awaiting-review', 'approved')).toBeNull()
    expect(claimDecisionProblem('link-sent', 'approved')).toBeNull()
    expect(claimDecisionProblem('awaiting-review', 'rejected', 'No proof.')).toBeNull()
    expect(claimDecisionProblem('awaiting-review', 'rejected', '  ')).toBe(CLAIM_REASON_REQUIRED)
    expect(claimDecisionProblem('awaiting-review', 'rejected')).toBe(CLAIM_REASON_REQUIRED)
    expect(claimDecisionProblem('awaiting-review', 'completed')).toBe(CLAIM_DECISION_MESSAGE)
    expect(claimDecisionProblem('awaiting-review', 'link-sent')).toBe(CLAIM_DECISION_MESSAGE)
    for (const decided of ['approved', 'rejected', 'completed'] as const)
      expect(claimDecisionProblem(decided, 'awaiting-review')).toBe(CLAIM_DECIDED_MESSAGE)
    expect(claimDecisionProblem('rejected', 'rejected')).toBeNull()
  })

  it('sends a link only for a matching domain on a listing nobody manages yet', () => {
    expect(claimNeedsReview({ domainMatch: true, listingHasVerifiedAccount: false })).toBe(false)
    expect(claimNeedsReview({ domainMatch: true, listingHasVerifiedAccount: true })).toBe(true)
    expect(claimNeedsReview({ domainMatch: false, listingHasVerifiedAccount: false })).toBe(true)
  })
})

describe('claim links', () => {
  it('are random, well formed, and stored only as a hash', () => {
    const a = newClaimToken()
    const b = newClaimToken()
    expect(a.token).not.toBe(b.token)
    expect(isWellFormedClaimToken(a.token)).toBe(true)
    expect(a.hash).toBe(hashClaimToken(a.token))
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(a.hash).not.toContain(a.token)
  })

  it('are looked up only when they could be one', () => {
    for (const bad of [undefined, null, 42, '', 'short', `${'a'.repeat(42)}=`, 'a'.repeat(44), `${'a'.repeat(42)}/`])
      expect(isWellFormedClaimToken(bad)).toBe(false)
  })

  it('work for 24 hours', () => {
    expect(claimLinkExpiry(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-02T10:00:00.000Z')
  })

  it('are opened from each profile by a plain link', () => {
    expect(claimFormPath('oak & ash')).toBe('/account/claim?listing=oak%20%26%20ash')
  })
})

describe('the claim form schema', () => {
  const valid = {
    listing: 'oak-and-ash',
    name: 'Jo',
    email: 'jo@oak.test',
    phone: '+44 (0)20 7946 0000',
    jobRole: 'Owner',
  }

  it('accepts a full claim', () => {
    expect(claimSchema.safeParse(valid).success).toBe(true)
  })

  it('gives each wrong field its own message', () => {
    const result = claimSchema.safeParse({ ...valid, phone: '12', email: 'jo', jobRole: '' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(messages).toEqual({
      phone: 'Please enter a valid phone number.',
      email: 'Please enter a valid e-mail address.',
      jobRole: 'Please enter your role at the business.',
    })
  })

  it('says claims, not enquiries, when limited', () => {
    expect(tooManyEnquiriesMessage(61_000, 'claims')).toBe('Too many claims. Please try again in 2 minutes.')
  })
})
