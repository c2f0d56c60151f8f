import { describe, expect, it } from 'vitest'

import {
  buildRedirectMap,
  documentPaths,
  lookUpRedirect,
  normaliseRedirectPath,
  slugChangePairs,
  validateRedirectFrom,
  validateRedirectTarget,
} from '@/lib/redirects/rules'

describe('slug changes', () => {
  it('retire the old address of a post or supplier for the new one', () => {
    expect(slugChangePairs('posts', 'old-title', 'new-title')).toEqual([
      { from: '/blog/old-title', to: '/blog/new-title' },
    ])
    expect(slugChangePairs('suppliers', 'a', 'b')).toEqual([{ from: '/suppliers/a', to: '/suppliers/b' }])
  })

  it('retire a city page and its city-category pages', () => {
    expect(slugChangePairs('cities', 'leeds', 'leeds-city', { categorySlugs: ['timber', 'solar'] })).toEqual([
      { from: '/leeds', to: '/leeds-city' },
      { from: '/leeds/category/timber', to: '/leeds-city/category/timber' },
      { from: '/leeds/category/solar', to: '/leeds-city/category/solar' },
    ])
  })

  it('retire a category page and its pages in each city', () => {
    expect(slugChangePairs('categories', 'paints', 'natural-paints', { citySlugs: ['london'] })).toEqual([
      { from: '/category/paints', to: '/category/natural-paints' },
      { from: '/london/category/paints', to: '/london/category/natural-paints' },
    ])
  })

  it('leave nothing when the slug stayed, or one side is empty', () => {
    expect(slugChangePairs('posts', 'same', 'same')).toEqual([])
    expect(slugChangePairs('posts', '', 'new')).toEqual([])
  })

  it('list every address a document answers on', () => {
    expect(documentPaths('categories', 'timber', { citySlugs: ['leeds'] })).toEqual([
      '/category/timber',
      '/leeds/category/timber',
    ])
  })
})

describe('the redirect map', () => {
  const rows = [
    { from: '/blog/old/', to: { type: 'custom', url: '/blog/new' } },
    {
      from: '/suppliers/gone',
      to: { type: 'reference', reference: { relationTo: 'suppliers', value: { slug: 'kept' } } },
    },
    { from: '/external', to: { type: 'custom', url: 'https://example.org/page' } },
    // Unresolvable or pointing at itself: left out rather than answered with a broken or looping redirect.
    { from: '/deleted', to: { type: 'reference', reference: { relationTo: 'posts', value: 42 } } },
    { from: '/loop', to: { type: 'custom', url: '/loop' } },
  ]

  it('resolves custom targets and documents, dropping loops and dangling references', () => {
    expect(buildRedirectMap(rows)).toEqual({
      '/blog/old': '/blog/new',
      '/suppliers/gone': '/suppliers/kept',
      '/external': 'https://example.org/page',
    })
  })

  it('matches a path with or without its trailing slash and keeps the query', () => {
    const map = buildRedirectMap(rows)
    expect(lookUpRedirect(map, '/blog/old/')).toBe('/blog/new')
    expect(lookUpRedirect(map, '/blog/old', '?utm=x')).toBe('/blog/new?utm=x')
    expect(lookUpRedirect(map, '/external', '?utm=x')).toBe('https://example.org/page')
    expect(lookUpRedirect(map, '/blog/other')).toBeNull()
  })

  it('normalises stored paths', () => {
    expect(normaliseRedirectPath(' /blog/a/ ')).toBe('/blog/a')
    expect(normaliseRedirectPath('/blog/a?x=1')).toBe('/blog/a')
    expect(normaliseRedirectPath('/')).toBe('/')
  })
})

describe('what staff may enter', () => {
  it('accepts site paths as sources, never another origin or the admin', () => {
    expect(validateRedirectFrom('/blog/old')).toBe(true)
    for (const bad of ['blog/old', '//evil.example/x', 'https://evil.example', '/admin', '/api/users', '', null])
      expect(validateRedirectFrom(bad)).toEqual(expect.any(String))
  })

  it('accepts site paths and http(s) addresses as targets', () => {
    expect(validateRedirectTarget('/blog/new')).toBe(true)
    expect(validateRedirectTarget('https://example.org/x')).toBe(true)
    for (const bad of ['javascript:alert(1)', '//evil.example', 'ftp://x', '', undefined])
      expect(validateRedirectTarget(bad)).toEqual(expect.any(String))
  })

  it('refuses a path that normalises to another site, as a source or a target (issue 26)', () => {
    for (const bad of ['/.//evil.example/x', '/a/..//evil.example', '/%2f%2fevil.example', '/%5cevil.example']) {
      expect(validateRedirectTarget(bad), bad).toEqual(expect.any(String))
      expect(validateRedirectFrom(bad), bad).toEqual(expect.any(String))
    }
  })
})
