import { describe, expect, it } from 'vitest'

import { previewUrlFor } from '@/lib/live-preview'
import { documentPath, globalPath, PREVIEW_BREAKPOINTS, previewLink, safeLocalPath } from '@/lib/preview'

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
})
