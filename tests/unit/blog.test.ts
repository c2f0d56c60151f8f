import { describe, expect, it } from 'vitest'

import {
  articleCountText,
  blogCategories,
  filterPostsByCategory,
  postCategoryId,
  postCategoryName,
  blogCategoryChips,
  blogCategoryRedirect,
} from '@/lib/site/blog'
import { pickRelatedPosts } from '@/lib/data/posts'
import { postPath } from '@/lib/routes'

const posts = [
  { id: 1, category: 'Renewable Energy' },
  { id: 2, category: 'Water Management' },
  { id: 3, category: 'Renewable Energy' },
  { id: 4, category: ' Energy Efficiency ' },
  { id: 5, category: '' },
]

describe('blogCategories', () => {
  it('lists each distinct category once, in first-seen order, trimmed, without blanks', () => {
    expect(blogCategories(posts)).toEqual(['Renewable Energy', 'Water Management', 'Energy Efficiency'])
  })

  it('is empty without posts', () => {
    expect(blogCategories([])).toEqual([])
  })
})

describe('filterPostsByCategory', () => {
  it('keeps every post when no category is chosen (a copy, not the same array)', () => {
    const all = filterPostsByCategory(posts, null)
    expect(all).toEqual(posts)
    expect(all).not.toBe(posts)
  })

  it('keeps only the posts of the chosen category, in order', () => {
    expect(filterPostsByCategory(posts, 'Renewable Energy').map((p) => p.id)).toEqual([1, 3])
    expect(filterPostsByCategory(posts, 'Energy Efficiency').map((p) => p.id)).toEqual([4])
    expect(filterPostsByCategory(posts, 'Timber')).toEqual([])
  })
})

describe('blogCategoryRedirect', () => {
  it("sends a former filter link /blog?category=<name> to the category's own page", () => {
    expect(blogCategoryRedirect(new URLSearchParams('category=Energy+Efficiency'))).toBe(
      '/blog/category/energy-efficiency',
    )
    expect(blogCategoryRedirect(new URLSearchParams('category=water-management'))).toBe(
      '/blog/category/water-management',
    )
    expect(blogCategoryRedirect(new URLSearchParams('category=%20&notFound=1'))).toBeNull()
    expect(blogCategoryRedirect(new URLSearchParams('notFound=1'))).toBeNull()
  })
})

describe('blogCategoryChips', () => {
  it('gives each populated category once, with the slug of its filtered page, in first-seen order', () => {
    const renewable = { id: 1, name: 'Renewable Energy', slug: 'renewable-energy' }
    const water = { id: 2, name: 'Water Management', slug: 'water-management' }
    const chips = blogCategoryChips([
      { category: renewable },
      { category: water },
      { category: renewable },
      { category: 3 },
    ])
    expect(chips).toEqual([
      { name: 'Renewable Energy', slug: 'renewable-energy' },
      { name: 'Water Management', slug: 'water-management' },
    ])
    expect(blogCategoryChips([{ category: null }])).toEqual([])
  })
})

describe('articleCountText and postPath', () => {
  it('says how many of how many articles are shown', () => {
    expect(articleCountText(1, 4)).toBe('Showing 1 of 4 articles')
    expect(articleCountText(0, 0)).toBe('Showing 0 of 0 articles')
  })

  it('builds the post URL from the slug', () => {
    expect(postPath('green-roofs')).toBe('/blog/green-roofs')
  })
})

describe('blog categories as related documents', () => {
  const energy = { id: 7, name: ' Energy Efficiency ' }
  it('reads the name of a populated category, and nothing from an id or a missing one', () => {
    expect(postCategoryName(energy)).toBe('Energy Efficiency')
    expect(postCategoryName(7)).toBe('')
    expect(postCategoryName(null)).toBe('')
  })

  it('reads the id either way', () => {
    expect(postCategoryId(energy)).toBe(7)
    expect(postCategoryId(9)).toBe(9)
    expect(postCategoryId(undefined)).toBeNull()
  })

  it('relates posts of the same category by id, whether populated or not, at most two', () => {
    const list = [
      { id: 1, category: energy },
      { id: 2, category: 7 },
      { id: 3, category: { id: 8, name: 'Water Management' } },
      { id: 4, category: energy },
      { id: 5, category: energy },
    ]
    expect(pickRelatedPosts(list, { id: 1, category: 7 }).map((p) => p.id)).toEqual([2, 4])
    expect(pickRelatedPosts(list, { id: 3, category: { id: 8, name: 'Water Management' } })).toEqual([])
  })
})
