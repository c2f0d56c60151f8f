import { describe, expect, it } from 'vitest'

import {
  chordMetresToMiles,
  deliveryReaches,
  distanceMiles,
  distanceText,
  isRadiusOption,
  matchesNearSearch,
  milesToChordMetres,
  RADIUS_MESSAGE,
} from '@/lib/places/distance'
import { looksLikePostcode, parsePostcode, postcodeKey } from '@/lib/places/postcode'
import { parseTown, placeKey, qualifiedName } from '@/lib/places/town'
import { radiusOf } from '@/lib/search/near'
import { parseSearchParams, searchUrl, withoutBlankSearchParams } from '@/lib/search/params'

describe('postcodes: parsing and normalising', () => {
  it.each([
    ['LS6 2AA', 'LS6 2AA', 'LS6'],
    ['ls62aa', 'LS6 2AA', 'LS6'],
    ['  Ls6   2aA ', 'LS6 2AA', 'LS6'],
    ['SW1A1AA', 'SW1A 1AA', 'SW1A'],
    ['m1 1ae', 'M1 1AE', 'M1'],
    ['BA11 1BE', 'BA11 1BE', 'BA11'],
    ['EH1 1YZ', 'EH1 1YZ', 'EH1'],
  ])('reads the full postcode %j as %j (outward %j)', (typed, postcode, outcode) => {
    expect(parsePostcode(typed)).toEqual({ kind: 'full', postcode, outcode })
  })

  it.each([
    ['LS6', 'LS6'],
    ['ls6', 'LS6'],
    [' sw1a ', 'SW1A'],
    ['M1', 'M1'],
    ['BA11', 'BA11'],
  ])('reads the outward code %j as %j', (typed, outcode) => {
    expect(parsePostcode(typed)).toEqual({ kind: 'outward', outcode })
  })

  it.each(['LS6 2A', 'L S 6', '6LS', 'LS', 'LSS6 2AA', 'LS6 2AAA', 'LS6 AA2', '12345', 'LS6-2AA', 'L$6 2AA', ''])(
    'refuses %j, which is not a postcode',
    (typed) => {
      expect(parsePostcode(typed)).toBeNull()
    },
  )

  it('keys the cache by the standard form, so any spelling of one postcode is one entry', () => {
    const spellings = ['ls62aa', 'LS6 2AA', ' ls6  2aa']
    expect(new Set(spellings.map((p) => postcodeKey(parsePostcode(p)!)))).toEqual(new Set(['LS6 2AA']))
    expect(postcodeKey(parsePostcode('ls6')!)).toBe('LS6')
  })

  it('takes a place with a digit for a postcode, and one without for a town', () => {
    expect(looksLikePostcode('LS6')).toBe(true)
    expect(looksLikePostcode('LS6 2A')).toBe(true)
    expect(looksLikePostcode('Frome')).toBe(false)
    expect(looksLikePostcode('Newport, Isle of Wight')).toBe(false)
  })
})

describe('towns: keys and qualifiers', () => {
  it('matches regardless of case, accents, punctuation and spacing', () => {
    expect(placeKey('St. Ives')).toBe(placeKey('st  ives'))
    expect(placeKey('Ynys Môn')).toBe('ynys mon')
    expect(placeKey("Bishop's Stortford")).toBe('bishop s stortford')
  })

  it('reads a county or nation after a comma', () => {
    expect(parseTown('Newport, Isle of Wight')).toEqual({ key: 'newport', qualifier: 'isle of wight' })
    expect(parseTown('Frome')).toEqual({ key: 'frome', qualifier: null })
    expect(parseTown(' , ')).toBeNull()
  })

  it('names a place by its county, or its nation when it has none', () => {
    expect(qualifiedName({ name: 'Newport', county: 'Isle of Wight', nation: 'England' })).toBe(
      'Newport, Isle of Wight',
    )
    expect(qualifiedName({ name: 'Newport', county: null, nation: 'Wales' })).toBe('Newport, Wales')
  })
})

describe('distance', () => {
  const leeds = { lat: 53.79648, lng: -1.54785 }
  const manchester = { lat: 53.48095, lng: -2.23743 }
  const london = { lat: 51.50853, lng: -0.12574 }

  it('measures known distances between cities (great circle, in miles)', () => {
    expect(distanceMiles(leeds, manchester)).toBeCloseTo(36.1, 0)
    expect(distanceMiles(leeds, london)).toBeCloseTo(169.6, 0)
    expect(distanceMiles(london, leeds)).toBeCloseTo(distanceMiles(leeds, london), 10)
    expect(distanceMiles(leeds, leeds)).toBe(0)
  })

  it('turns miles into the chord PostgreSQL measures between earthdistance points, and back', () => {
    for (const miles of [0, 0.4, 10, 25, 100, 600])
      expect(chordMetresToMiles(milesToChordMetres(miles))).toBeCloseTo(miles, 6)
    // Short distances: the chord is the arc (to a millimetre over 10 miles); the chord grows with the distance.
    expect(milesToChordMetres(10)).toBeCloseTo(16_093.44, 0)
    expect(milesToChordMetres(100)).toBeLessThan(100 * 1609.344)
    expect(milesToChordMetres(100)).toBeGreaterThan(milesToChordMetres(99.9))
    // The chord between Leeds and Manchester (their 3-D points) is their great-circle distance as a chord.
    const point = ({ lat, lng }: { lat: number; lng: number }) => {
      const [a, b] = [(lat * Math.PI) / 180, (lng * Math.PI) / 180]
      return [Math.cos(a) * Math.cos(b), Math.cos(a) * Math.sin(b), Math.sin(a)].map((v) => v * 6_378_168)
    }
    const [p, q] = [point(leeds), point(manchester)]
    const chord = Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
    expect(chordMetresToMiles(chord)).toBeCloseTo(distanceMiles(leeds, manchester), 6)
  })

  it('says how far, rounded to whole miles', () => {
    expect(distanceText(12.4, 'LS6')).toBe('12 miles from LS6')
    expect(distanceText(0.6, 'Frome')).toBe('1 mile from Frome')
    expect(distanceText(0.2, 'LS6 2AA')).toBe('Under 1 mile from LS6 2AA')
    expect(distanceText(1.5, 'LS6')).toBe('2 miles from LS6')
  })
})

describe('the delivery-area rule', () => {
  it('reaches a place up to the radius, inclusive, and not beyond', () => {
    const area = { ukWide: false, radiusMiles: 25 }
    expect(deliveryReaches(area, 24.99)).toBe(true)
    expect(deliveryReaches(area, 25)).toBe(true)
    expect(deliveryReaches(area, 25.01)).toBe(false)
  })

  it('reaches everywhere when UK-wide, and nowhere without a radius', () => {
    expect(deliveryReaches({ ukWide: true, radiusMiles: null }, 600)).toBe(true)
    expect(deliveryReaches({ ukWide: false, radiusMiles: null }, 0)).toBe(false)
    expect(deliveryReaches({ ukWide: false, radiusMiles: 0 }, 0)).toBe(false)
  })

  it("a search near a place needs both: the supplier delivers there, and is within the visitor's radius", () => {
    expect(matchesNearSearch({ ukWide: true, radiusMiles: null }, 30, 25)).toBe(false)
    expect(matchesNearSearch({ ukWide: true, radiusMiles: null }, 20, 25)).toBe(true)
    expect(matchesNearSearch({ ukWide: false, radiusMiles: 10 }, 20, 25)).toBe(false)
    expect(matchesNearSearch({ ukWide: false, radiusMiles: 100 }, 20, 25)).toBe(true)
  })
})

describe('the radius of a search', () => {
  it('offers 10, 25, 50 and 100 miles, 25 when none is given', () => {
    expect([10, 25, 50, 100].every(isRadiusOption)).toBe(true)
    expect(radiusOf({})).toBe(25)
    expect(radiusOf({ radius: '50' })).toBe(50)
  })

  it.each(['30', '0', '-10', '25.5', 'abc', '1e2', '100000'])('refuses %j, which is not offered', (radius) => {
    expect(radiusOf({ radius })).toBeNull()
    expect(RADIUS_MESSAGE).toBe('Choose a radius of 10, 25, 50 or 100 miles.')
  })

  it('keeps near, radius and the distance order in a shareable address', () => {
    const search = parseSearchParams(new URLSearchParams('near=LS6 2AA&radius=50&sort=distance'))
    expect(search).toMatchObject({ near: 'LS6 2AA', radius: '50', sort: 'distance' })
    expect(searchUrl(search)).toBe('/suppliers?near=LS6+2AA&radius=50&sort=distance')
  })

  it("drops the form's radius when no place was given, and keeps it with one", () => {
    expect(withoutBlankSearchParams(new URLSearchParams('q=wool&near=&radius=25'))?.toString()).toBe('q=wool')
    expect(withoutBlankSearchParams(new URLSearchParams('near=Frome&radius=25'))).toBeNull()
  })
})
