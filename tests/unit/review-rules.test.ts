import { describe, expect, it } from 'vitest'

import { signReviewLink, verifyReviewLink } from '@/lib/reviews/link'
import { policyReasonTexts } from '@/lib/reviews/policy'
import {
  averageRating,
  cardShowsRating,
  moderationStepAllowed,
  needsPolicyReason,
  POLICY_REASON_LABELS,
  POLICY_REASONS,
  reviewerDisplayName,
} from '@/lib/reviews/rules'

const SECRET = 'unit-test-secret'
const now = new Date('2026-11-24T10:00:00Z')
const claims = { connectionId: 42, supplierId: 7, expiresAt: new Date('2026-12-24T10:00:00Z') }

describe('review links', () => {
  it('verifies a link it signed, with its claims (to the second)', () => {
    const token = signReviewLink(claims, SECRET)
    expect(verifyReviewLink(token, now, SECRET)).toEqual({ ok: true, claims })
  })

  it('refuses a link once it has expired, naming it expired rather than invalid', () => {
    const token = signReviewLink(claims, SECRET)
    expect(verifyReviewLink(token, new Date('2026-12-24T10:00:00Z'), SECRET)).toEqual({
      ok: false,
      problem: 'expired',
      claims,
    })
  })

  it('refuses any changed part, another key and anything not shaped like a link', () => {
    const token = signReviewLink(claims, SECRET)
    const [c, s, e, sig] = token.split('.')
    for (const bad of [
      `${Number(c) + 1}.${s}.${e}.${sig}`,
      `${c}.${Number(s) + 1}.${e}.${sig}`,
      `${c}.${s}.${Number(e) + 1}.${sig}`,
      `${c}.${s}.${e}.${sig.replace(/.$/, (x) => (x === 'A' ? 'B' : 'A'))}`,
      signReviewLink(claims, 'another-secret'),
      `${token}.`,
      ' ' + token,
      '',
      null,
      42,
    ])
      expect(verifyReviewLink(bad, now, SECRET)).toEqual({ ok: false, problem: 'invalid' })
  })

  it('will not sign without a secret', () => {
    expect(() => signReviewLink(claims, '')).toThrow(/PAYLOAD_SECRET/)
  })
})

describe('review rules', () => {
  it('names a reviewer by first name and last initial only', () => {
    expect(reviewerDisplayName('  Robin   Alder reviewer ')).toBe('Robin R.')
    expect(reviewerDisplayName('Émile')).toBe('Émile')
    expect(reviewerDisplayName('anna ólafsdóttir')).toBe('anna Ó.')
    expect(reviewerDisplayName('   ')).toBe('Verified enquirer')
  })

  it('averages to one decimal place, and none for no ratings', () => {
    expect(averageRating([])).toBeNull()
    expect(averageRating([5, 4, 4])).toBe(4.3)
    expect(averageRating([1, 2])).toBe(1.5)
  })

  it('shows a rating on cards from three published reviews', () => {
    expect(cardShowsRating({ count: 2, average: 5 })).toBe(false)
    expect(cardShowsRating({ count: 3, average: 4.7 })).toBe(true)
    expect(cardShowsRating(null)).toBe(false)
  })

  it('moves a review only along the moderation steps, with a reason to reject or remove', () => {
    expect(moderationStepAllowed('pending', 'published')).toBe(true)
    expect(moderationStepAllowed('pending', 'rejected')).toBe(true)
    expect(moderationStepAllowed('published', 'removed')).toBe(true)
    expect(moderationStepAllowed('pending', 'removed')).toBe(false)
    expect(moderationStepAllowed('removed', 'published')).toBe(false)
    expect(moderationStepAllowed('rejected', 'published')).toBe(false)
    expect(moderationStepAllowed('published', 'pending')).toBe(false)
    expect(needsPolicyReason('rejected')).toBe(true)
    expect(needsPolicyReason('removed')).toBe(true)
    expect(needsPolicyReason('published')).toBe(false)
  })

  it('gives every policy reason a heading, the editors’ where they wrote one', () => {
    const texts = policyReasonTexts([{ reason: 'offensive', heading: 'Abuse', explanation: 'No abuse.' }])
    expect(texts.map((t) => t.reason)).toEqual([...POLICY_REASONS])
    expect(texts.find((t) => t.reason === 'offensive')).toEqual({
      reason: 'offensive',
      heading: 'Abuse',
      explanation: 'No abuse.',
    })
    expect(texts.find((t) => t.reason === 'advertising')).toEqual({
      reason: 'advertising',
      heading: POLICY_REASON_LABELS.advertising,
      explanation: null,
    })
  })
})
