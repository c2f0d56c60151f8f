import { describe, expect, it } from 'vitest'

import { previewUrlFor } from '@/lib/admin/live-preview'
import { documentPath, globalPath, PREVIEW_BREAKPOINTS, previewLink, safeLocalPath } from '@/lib/admin/preview'

describe('preview addresses', () => {
  it('open each document on its own page through the staff-only preview link', () => {
    expect(documentPath('posts', 'a-post')).toBe('/blog/a-post')
    expect(documentPath('suppliers', 'acme')).toBe('/suppliers/acme')
    expect(documentPath('cities', 'leeds')).toBe('/leeds')
    expect(documentPath('categories', 'timber')).toBe('/category/timber')
    expect(globalPath('home')).toBe('/')
    expect(globalPath('about')).toBe('/about')
    expect(previewLink('/blog/a post')).toBe('/api/preview?path=%2Fblog%2Fa+post')
  })

  it('offer no preview for a document without a slug yet or an unknown kind', () => {
    expect(documentPath('posts', '')).toBeNull()
    expect(documentPath('faqs', 'x')).toBeNull()
    expect(previewUrlFor({ collection: 'posts' }, { slug: null })).toBeNull()
  })

  it('build absolute preview addresses (the admin posts messages to that origin)', () => {
    expect(previewUrlFor({ collection: 'posts' }, { slug: 'x' })).toMatch(
      /^https?:\/\/[^/]+\/api\/preview\?path=%2Fblog%2Fx$/,
    )
  })

  it('show phone, tablet and desktop widths', () => {
    expect(PREVIEW_BREAKPOINTS.map((b) => b.name)).toEqual(['mobile', 'tablet', 'desktop'])
  })

  it('redirect only within the site', () => {
    expect(safeLocalPath('/blog/x?y=1')).toBe('/blog/x?y=1')
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'blog', '', null, '/a\nb'])
      expect(safeLocalPath(bad)).toBeNull()
  })

  it('never answer a path a browser reads as another site, however it is spelt (issue 26)', () => {
    const hostile = [
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/a/b/../..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
      '/%2e%2e//evil.example',
      '/.%2e//evil.example',
      '/%2f%2fevil.example',
      '/%2F/evil.example',
      '/%2f/evil.example/x?y=1',
      '/%5cevil.example',
      '/%5C%5Cevil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\t\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/%09/evil.example',
      '/%0d%0aSet-Cookie:%20a=b',
      '/\u007f/evil.example',
      '///evil.example',
      '//evil.example',
      'http://evil.example',
      'https:/evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/%E0%A4%A',
    ]
    for (const value of hostile) {
      const result = safeLocalPath(value)
      expect(result, JSON.stringify(value)).toBeNull()
    }
  })

  it('keep ordinary paths, normalised, and every result reads as a path on this site', () => {
    expect(safeLocalPath('/')).toBe('/')
    expect(safeLocalPath('/suppliers/acme?draft=1')).toBe('/suppliers/acme?draft=1')
    expect(safeLocalPath('/a/../blog/x')).toBe('/blog/x')
    expect(safeLocalPath('/blog/x#top')).toBe('/blog/x')
    expect(safeLocalPath('/search?next=//evil.example')).toBe('/search?next=//evil.example')
    // Whatever comes back, a browser resolving it against this site stays on this site.
    for (const value of ['/./a', '/a/./b/../c', '/%2e/a', '/..', '/a//b', '/%20/x', '/\uff0f/evil.example']) {
      const result = safeLocalPath(value)
      expect(result, JSON.stringify(value)).not.toBeNull()
      expect(result!.startsWith('//'), JSON.stringify(result)).toBe(false)
      expect(new URL(result!, 'https://ecobuild.example').host).toBe('ecobuild.example')
    }
  })
})
