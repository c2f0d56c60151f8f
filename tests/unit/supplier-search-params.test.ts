import { describe, expect, it } from 'vitest'

import {
  effectiveSort,
  hasSearchParams,
  parseSearchParams,
  searchUrl,
  withoutBlankSearchParams,
} from '@/lib/search/params'

describe('parseSearchParams', () => {
  it('reads every field of a full search', () => {
    const params = new URLSearchParams(
      'q=hemp+insulation&category=insulation&city=Leeds&minScore=7&cert=FSC&sort=name&page=3',
    )
    expect(parseSearchParams(params)).toEqual({
      q: 'hemp insulation',
      category: 'insulation',
      city: 'Leeds',
      minScore: 7,
      cert: 'FSC',
      sort: 'name',
      page: 3,
    })
  })

  it('gives page 1 and nothing else for an empty query', () => {
    expect(parseSearchParams(new URLSearchParams(''))).toEqual({ page: 1 })
    expect(parseSearchParams({ q: '', category: '', city: '  ', minScore: '', cert: '', sort: '' })).toEqual({
      page: 1,
    })
  })

  it('drops invalid values instead of failing', () => {
    const search = parseSearchParams({ category: 'Not A Slug!', minScore: '11', sort: 'price', page: '0' })
    expect(search).toEqual({ page: 1 })
    expect(parseSearchParams({ minScore: '-1' }).minScore).toBeUndefined()
    expect(parseSearchParams({ minScore: '7.5' }).minScore).toBeUndefined()
    expect(parseSearchParams({ page: 'two' }).page).toBe(1)
    expect(parseSearchParams({ page: '-4' }).page).toBe(1)
  })

  it('treats a minimum score of 0 as no minimum and keeps 10', () => {
    expect(parseSearchParams({ minScore: '0' }).minScore).toBeUndefined()
    expect(parseSearchParams({ minScore: '10' }).minScore).toBe(10)
  })

  it('trims and collapses text, lower-cases the category slug and bounds the length', () => {
    const search = parseSearchParams({ q: '  sheep   wool  ', category: 'Timber', cert: ' Passivhaus ' })
    expect(search).toMatchObject({ q: 'sheep wool', category: 'timber', cert: 'Passivhaus' })
    expect(parseSearchParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })

  it('takes the first of repeated values', () => {
    expect(parseSearchParams({ q: ['cork', 'lime'], sort: ['eco', 'name'] })).toMatchObject({ q: 'cork', sort: 'eco' })
  })
})

describe('effectiveSort', () => {
  it('ranks by relevance when there is text, by eco-score otherwise, and honours a chosen sort', () => {
    expect(effectiveSort({ q: 'cork', page: 1 })).toBe('relevance')
    expect(effectiveSort({ page: 1 })).toBe('eco')
    expect(effectiveSort({ sort: 'relevance', page: 1 })).toBe('eco')
    expect(effectiveSort({ q: 'cork', sort: 'name', page: 1 })).toBe('name')
  })
})

describe('hasSearchParams', () => {
  it('is true for any search parameter, even blank, and false for others', () => {
    expect(hasSearchParams(new URLSearchParams('q='))).toBe(true)
    expect(hasSearchParams(new URLSearchParams('page=2'))).toBe(true)
    expect(hasSearchParams(new URLSearchParams('tab=get-listed'))).toBe(false)
    expect(hasSearchParams(new URLSearchParams(''))).toBe(false)
  })
})

describe('searchUrl', () => {
  it('round-trips through parseSearchParams and changes only the page', () => {
    const search = parseSearchParams({ q: 'lime plaster', city: 'York', minScore: '8', page: '2' })
    const next = searchUrl(search, 3)
    expect(next).toBe('/suppliers?q=lime+plaster&city=York&minScore=8&page=3')
    expect(parseSearchParams(new URL(next, 'http://x').searchParams)).toEqual({ ...search, page: 3 })
  })

  it('keeps page 1 of an otherwise empty search a search', () => {
    expect(searchUrl({ page: 1 })).toBe('/suppliers?page=1')
    expect(searchUrl({ q: 'cork', page: 1 })).toBe('/suppliers?q=cork')
  })
})

describe('withoutBlankSearchParams', () => {
  it('drops the blank fields a GET form sends, keeping the filled ones and their order', () => {
    const cleaned = withoutBlankSearchParams(new URLSearchParams('q=hemp&category=&city=&minScore=&cert=+&sort=name'))
    expect(cleaned?.toString()).toBe('q=hemp&sort=name')
  })

  it('leaves other parameters alone and answers null when nothing is blank', () => {
    expect(withoutBlankSearchParams(new URLSearchParams('q=hemp&city=Leeds'))).toBeNull()
    expect(withoutBlankSearchParams(new URLSearchParams('tab=get-listed&utm_source='))).toBeNull()
    expect(withoutBlankSearchParams(new URLSearchParams('tab=&q='))?.toString()).toBe('tab=')
  })

  it('empties the query of an all-blank search, which is then no search at all', () => {
    const cleaned = withoutBlankSearchParams(new URLSearchParams('q=&category=&city=&minScore=&cert=&sort='))
    expect(cleaned?.toString()).toBe('')
    expect(hasSearchParams(cleaned!)).toBe(false)
  })
})
