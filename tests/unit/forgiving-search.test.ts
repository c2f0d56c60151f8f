import { describe, expect, it } from 'vitest'

import {
  fuzzyWords,
  FUZZY_MAX_WORDS,
  keywordPlaceCandidate,
  mustFind,
  nearestCity,
  readsAsPlace,
  widenCandidates,
} from '@/lib/search/forgiving'
import { parseSearchParams } from '@/lib/search/params'

const search = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('the words a misspelling is matched by', () => {
  it('lower case, letters and digits, three to thirty characters, each once, at most five', () => {
    expect(fuzzyWords('Sheep’s WOOL insulaton, wool')).toEqual(['sheep', 'wool', 'insulaton'])
    expect(fuzzyWords('Béton')).toEqual(['beton'])
    expect(fuzzyWords('a an to')).toEqual([])
    expect(fuzzyWords(`${'x'.repeat(31)} oak`)).toEqual(['oak'])
    expect(fuzzyWords('one two three four five six seven')).toHaveLength(FUZZY_MAX_WORDS)
    expect(fuzzyWords(undefined)).toEqual([])
  })
})

describe('the search text read as a place', () => {
  it.each([
    ['q=leeds', 'leeds'],
    ['q=Frome', 'Frome'],
    ['q=LS6', 'LS6'],
    ['q=ls6 2aa', 'ls6 2aa'],
    ['q=Newport, Isle of Wight', 'Newport, Isle of Wight'],
    ['q=St. Ives', 'St. Ives'],
  ])('%s is tried as a place', (query, candidate) => {
    expect(keywordPlaceCandidate(search(query))).toBe(candidate)
  })

  it.each([
    ['no text', 'near=Leeds'],
    ['a place given in Near', 'q=Frome&near=Leeds'],
    ['not a postcode though it has a digit', 'q=LS6 2A'],
    ['digits and words', 'q=100mm insulation'],
    ['punctuation no name has', 'q=timber %26 insulation'],
    ['too many words', 'q=reclaimed oak and larch boards please'],
  ])('%s is not tried (%s)', (_why, query) => {
    expect(keywordPlaceCandidate(search(query))).toBeNull()
  })

  it('is read as a place only when its words find no supplier and the place is found', () => {
    expect(readsAsPlace({ candidate: true, wordsFindSuppliers: false, placeFound: true })).toBe(true)
    // 'stone' is a town in Staffordshire, and a material suppliers mention.
    expect(readsAsPlace({ candidate: true, wordsFindSuppliers: true, placeFound: true })).toBe(false)
    expect(readsAsPlace({ candidate: true, wordsFindSuppliers: false, placeFound: false })).toBe(false)
    expect(readsAsPlace({ candidate: false, wordsFindSuppliers: false, placeFound: true })).toBe(false)
  })
})

// The spec's five cities (GeoNames coordinates).
const CITIES = [
  { name: 'London', lat: 51.50853, lng: -0.12574 },
  { name: 'Manchester', lat: 53.48095, lng: -2.23743 },
  { name: 'Birmingham', lat: 52.48142, lng: -1.89983 },
  { name: 'Glasgow', lat: 55.86515, lng: -4.25763 },
  { name: 'Leeds', lat: 53.79648, lng: -1.54785 },
]
const FROME = { lat: 51.22834, lng: -2.32211 }
const LEEDS = { lat: 53.79648, lng: -1.54785 }

describe('the nearest of the cities', () => {
  it('is the closest other than the place itself', () => {
    expect(nearestCity(FROME, CITIES, 'Frome')).toBe('Birmingham')
    expect(nearestCity(LEEDS, CITIES, 'Leeds')).toBe('Manchester')
    // LS1 4AP is in Leeds: Leeds is the place, not a nearby city.
    expect(nearestCity({ lat: 53.79647, lng: -1.54364 }, CITIES, 'LS1 4AP')).toBe('Manchester')
    expect(nearestCity(FROME, [], 'Frome')).toBeNull()
  })
})

describe('what an empty result offers to widen', () => {
  const near = { label: 'Frome', radiusMiles: 25, ...FROME }

  it('the next radius, all categories, the nearest city, the correct spelling, in that order', () => {
    const options = widenCandidates(search('q=timbr&near=Frome&radius=25&category=timber&minScore=7'), {
      near,
      respelt: 'timber',
      cities: CITIES,
    })
    expect(options.map((o) => [o.kind, o.label])).toEqual([
      ['radius', 'Search within 50 miles'],
      ['category', 'Search all categories'],
      ['city', 'Search near Birmingham'],
      ['spelling', 'Search for “timber”'],
    ])
    // Each changes one thing and keeps the rest.
    expect(options[0].search).toMatchObject({
      q: 'timbr',
      near: 'Frome',
      radius: '50',
      category: 'timber',
      minScore: 7,
    })
    expect(options[1].search).toMatchObject({ q: 'timbr', radius: '25', category: undefined, minScore: 7 })
    expect(options[2].search).toMatchObject({ near: 'Birmingham', radius: '25', category: 'timber' })
    expect(options[3].search).toMatchObject({ q: 'timber', near: 'Frome', category: 'timber' })
    expect(options.map(mustFind)).toEqual([false, true, true, false])
  })

  it('nothing past the largest radius; nothing near without a place; no spelling that is the same', () => {
    expect(
      widenCandidates(search('near=Frome&radius=100'), { near: { ...near, radiusMiles: 100 }, cities: CITIES }),
    ).toEqual([expect.objectContaining({ kind: 'city' })])
    expect(widenCandidates(search('q=oak'), { respelt: 'Oak', cities: CITIES })).toEqual([])
    expect(widenCandidates(search('q=oak&category=timber'), { cities: CITIES }).map((o) => o.kind)).toEqual([
      'category',
    ])
  })
})
