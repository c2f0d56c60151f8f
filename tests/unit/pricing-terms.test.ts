import { describe, expect, it } from 'vitest'

import { PACKAGE_PARAM, tierFromQuery, urlForTier } from '@/components/suppliers/tabs'
import { DEFAULT_PAYMENT_TERMS, pricingTerms, vatNote } from '@/lib/site/pricing-terms'

describe('the pricing terms beside the package prices', () => {
  it('says what a payment buys and the VAT treatment', () => {
    expect(pricingTerms(DEFAULT_PAYMENT_TERMS, 'included')).toBe(
      'Each price is a one-off payment for a 12-month listing. Prices include VAT.',
    )
    expect(pricingTerms('A yearly listing.', 'excluded')).toBe('A yearly listing. Prices exclude VAT.')
  })

  it('leaves out a part it does not know rather than guess', () => {
    expect(vatNote('zero-rated')).toBeNull()
    expect(vatNote(null)).toBeNull()
    expect(vatNote('toString')).toBeNull()
    expect(pricingTerms('  A yearly listing. ', undefined)).toBe('A yearly listing.')
    expect(pricingTerms('', 'included')).toBe('Prices include VAT.')
  })
})

describe('the package tab in the address', () => {
  const tiers = ['local', 'national', 'enterprise']

  it('reads ?package= only for a tier the page has', () => {
    expect(tierFromQuery('national', tiers)).toBe('national')
    expect(tierFromQuery('enterprise', ['local', 'national'])).toBeNull()
    expect(tierFromQuery('gold', tiers)).toBeNull()
    expect(tierFromQuery(null, tiers)).toBeNull()
  })

  it('sets it for a later tier and clears it for the first, keeping the rest of the address', () => {
    const url = new URL('https://example.test/suppliers?tab=get-listed#packages')
    expect(urlForTier(url, 'national', 'local')).toBe(`/suppliers?tab=get-listed&${PACKAGE_PARAM}=national#packages`)
    expect(
      urlForTier(new URL('https://example.test/suppliers?tab=get-listed&package=national'), 'local', 'local'),
    ).toBe('/suppliers?tab=get-listed')
  })
})
