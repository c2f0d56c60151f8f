import { describe, expect, it } from 'vitest'

import { pageMetadata } from '@/lib/seo/metadata'
import {
  applySeoFields,
  categorySeoDefaults,
  citySeoDefaults,
  postSeoDefaults,
  supplierSeoDefaults,
  withBrandSuffix,
} from '@/lib/seo/fields'

const base = {
  title: 'Page title',
  description: 'Page description',
  path: '/x',
  brand: 'Brand',
  image: '/images/a.webp',
}

describe('SEO fields', () => {
  it('replace title, description and image where set', () => {
    const meta = {
      title: 'Search title',
      description: 'Search description',
      image: { id: 1, url: '/api/media/file/s.png' },
    }
    expect(applySeoFields(base, meta as never)).toEqual({
      ...base,
      title: 'Search title',
      description: 'Search description',
      image: '/api/media/file/s.png',
    })
  })

  it('leave the page values where empty or blank', () => {
    expect(applySeoFields(base, { title: '  ', description: null, image: 7 })).toEqual(base)
    expect(applySeoFields(base, undefined)).toEqual(base)
  })

  it('end in the brand suffix once, whether the editor typed it or not', () => {
    const typed = pageMetadata(applySeoFields(base, { title: 'Search title | Brand' }))
    const bare = pageMetadata(applySeoFields(base, { title: 'Search title' }))
    expect(typed.title).toEqual({ absolute: 'Search title | Brand' })
    expect(bare.title).toEqual(typed.title)
    expect(withBrandSuffix('X | Brand', 'Brand')).toBe('X | Brand')
  })
})

describe('defaults (what each page used before the fields)', () => {
  it('post: its title and excerpt', () => {
    expect(postSeoDefaults({ title: 'T', excerpt: 'E' })).toEqual({ title: 'T', description: 'E' })
  })

  it('supplier: name, category, city and the start of the description', () => {
    const d = supplierSeoDefaults({
      name: 'Acme',
      location: 'Leeds',
      description: 'x'.repeat(200),
      categoryName: 'Timber',
    })
    expect(d.title).toBe('Acme: Timber supplier in Leeds')
    expect(d.description).toBe(`${'x'.repeat(155)}...`)
    expect(supplierSeoDefaults({ name: 'Acme', location: 'Leeds', description: 'd' }).title).toBe(
      'Acme: Sustainable building supplier in Leeds',
    )
  })

  it('city: its hero title and subtitle', () => {
    expect(citySeoDefaults({ hero: { title: 'H', subtitle: 'S' } })).toEqual({ title: 'H', description: 'S' })
  })

  it('category: "{name} Suppliers in the UK" and its first description there is', () => {
    expect(categorySeoDefaults({ name: 'Timber', description: 'D' }, 'Site')).toEqual({
      title: 'Timber Suppliers in the UK',
      description: 'D',
    })
    expect(categorySeoDefaults({ name: 'Timber', heroSubtitle: 'H' }, 'Site').description).toBe('H')
    expect(categorySeoDefaults({ name: 'Timber' }, 'Site').description).toBe('Site')
  })
})
