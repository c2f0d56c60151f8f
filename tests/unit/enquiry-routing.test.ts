import { describe, expect, it } from 'vitest'

import {
  chooseRecipients,
  leadArea,
  NO_PREFERENCES,
  routesTo,
  type RoutingCandidate,
  type RoutingRequest,
} from '@/lib/enquiry/routing-rule'

// The routing rule over plain values: who an enquiry reaches with and without a material and a site.

const INSULATION = 3
const TIMBER = 5

const candidate = (id: number, facts: Partial<RoutingCandidate> = {}): RoutingCandidate => ({
  id,
  ecoScore: 5,
  servesCity: true,
  suppliesMaterial: false,
  area: { ukWide: false, radiusMiles: 25 },
  milesToSite: null,
  preferences: NO_PREFERENCES,
  ...facts,
})

const leeds: RoutingRequest = { city: 'Leeds', category: null, supplier: null, site: null }
const LS6 = { lat: 53.82, lng: -1.577 }

const ids = (request: RoutingRequest, candidates: RoutingCandidate[], cap = 5) =>
  chooseRecipients(request, candidates, cap).map((c) => c.id)

describe('without a material or a site: the city rule', () => {
  it('reaches the suppliers serving the city, by Eco-Score then the oldest listing, at most the cap', () => {
    const list = [
      candidate(4, { ecoScore: 7 }),
      candidate(2, { ecoScore: 9 }),
      candidate(3, { ecoScore: 7 }),
      candidate(1, { ecoScore: 6, servesCity: false }),
      candidate(5, { ecoScore: 1 }),
    ]
    expect(ids(leeds, list)).toEqual([2, 3, 4, 5])
    expect(ids(leeds, list, 2)).toEqual([2, 3])
  })

  it('ignores delivery areas and material preferences the enquiry gives no reason to apply', () => {
    const far = candidate(1, { area: { ukWide: false, radiusMiles: 1 }, milesToSite: 300 })
    const picky = candidate(2, { preferences: { materials: [TIMBER], leadRadiusMiles: 5 } })
    expect(ids(leeds, [far, picky])).toEqual([1, 2])
  })
})

describe('with a material', () => {
  it('narrows the city rule to the suppliers of that material', () => {
    const request = { ...leeds, category: INSULATION }
    const list = [
      candidate(1, { suppliesMaterial: true }),
      candidate(2),
      candidate(3, { suppliesMaterial: true, servesCity: false }),
    ]
    expect(ids(request, list)).toEqual([1])
  })

  it('honours the materials a supplier chose: none chosen is every material it supplies', () => {
    const request = { ...leeds, category: INSULATION }
    const list = [
      candidate(1, { suppliesMaterial: true, preferences: { materials: [TIMBER], leadRadiusMiles: null } }),
      candidate(2, { suppliesMaterial: true, preferences: { materials: [TIMBER, INSULATION], leadRadiusMiles: null } }),
      candidate(3, { suppliesMaterial: true }),
      // Choosing a material it does not supply does not make it a supplier of it.
      candidate(4, { suppliesMaterial: false, preferences: { materials: [INSULATION], leadRadiusMiles: null } }),
    ]
    expect(ids(request, list)).toEqual([2, 3])
  })
})

describe('with a site', () => {
  const request = { ...leeds, site: LS6 }

  it('reaches the suppliers whose delivery area covers the site, wherever their city', () => {
    const list = [
      candidate(1, { milesToSite: 2, servesCity: true }),
      candidate(2, { milesToSite: 36, servesCity: false, area: { ukWide: false, radiusMiles: 100 } }),
      candidate(3, { milesToSite: 36, servesCity: true, area: { ukWide: false, radiusMiles: 35 } }),
      candidate(4, { milesToSite: 170, servesCity: false, area: { ukWide: true, radiusMiles: null } }),
      // No base: it covers no site, even in the enquiry's city.
      candidate(5, { milesToSite: null, servesCity: true }),
      // On the very edge of its radius: covered.
      candidate(6, { milesToSite: 25, servesCity: false }),
    ]
    expect(ids(request, list, 10)).toEqual([1, 2, 4, 6])
  })

  it("honours a supplier's lead radius, never beyond its delivery area", () => {
    const list = [
      candidate(1, { milesToSite: 20, preferences: { materials: [], leadRadiusMiles: 10 } }),
      candidate(2, { milesToSite: 8, preferences: { materials: [], leadRadiusMiles: 10 } }),
      candidate(3, { milesToSite: 30, preferences: { materials: [], leadRadiusMiles: 50 } }),
      candidate(4, {
        milesToSite: 120,
        area: { ukWide: true, radiusMiles: null },
        preferences: { materials: [], leadRadiusMiles: 100 },
      }),
    ]
    expect(ids(request, list)).toEqual([2])
    expect(leadArea({ ukWide: true, radiusMiles: null }, { materials: [], leadRadiusMiles: 100 })).toEqual({
      ukWide: false,
      radiusMiles: 100,
    })
    expect(leadArea({ ukWide: false, radiusMiles: 25 }, { materials: [], leadRadiusMiles: 50 })).toEqual({
      ukWide: false,
      radiusMiles: 25,
    })
  })

  it('with a material too: both, and still the order and the cap', () => {
    const both = { ...request, category: INSULATION }
    const list = [
      candidate(1, { milesToSite: 2, suppliesMaterial: false, ecoScore: 9 }),
      candidate(2, { milesToSite: 90, suppliesMaterial: true, area: { ukWide: true, radiusMiles: null }, ecoScore: 8 }),
      candidate(3, { milesToSite: 10, suppliesMaterial: true, ecoScore: 8 }),
      candidate(4, { milesToSite: 40, suppliesMaterial: true }),
    ]
    expect(ids(both, list)).toEqual([2, 3])
    expect(ids(both, list, 1)).toEqual([2])
  })
})

describe('addressed to a supplier', () => {
  it('reaches that supplier only, whatever the material, site and preferences say', () => {
    const request: RoutingRequest = { city: 'Leeds', category: INSULATION, supplier: 2, site: LS6 }
    const list = [
      candidate(1, { suppliesMaterial: true, milesToSite: 1 }),
      candidate(2, {
        suppliesMaterial: false,
        milesToSite: 400,
        preferences: { materials: [TIMBER], leadRadiusMiles: 1 },
      }),
    ]
    expect(ids(request, list)).toEqual([2])
    expect(routesTo(request, list[0])).toBe(false)
  })
})

describe('a listing whose leads are paused for an unpaid invoice', () => {
  it('receives none: not by the city rule, not by a site, not even addressed to it; the others still do', () => {
    const list = [candidate(1, { leadsPaused: true, milesToSite: 1 }), candidate(2, { milesToSite: 2 })]
    expect(ids(leeds, list)).toEqual([2])
    expect(ids({ ...leeds, site: LS6 }, list)).toEqual([2])
    expect(ids({ ...leeds, supplier: 1 }, list)).toEqual([])
    expect(ids(leeds, [candidate(1, { leadsPaused: false })])).toEqual([1])
  })
})
