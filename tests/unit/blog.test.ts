import { describe, expect, it } from 'vitest'

import {
  articleCountText,
  blogCategories,
  filterPostsByCategory,
  postCategoryId,
  postCategoryName,
  selectedCategory,
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

describe('selectedCategory', () => {
  const categories = ['Renewable Energy', 'Water Management']
  it('accepts only a listed category', () => {
    expect(selectedCategory('Water Management', categories)).toBe('Water Management')
    expect(selectedCategory('water management', categories)).toBeNull()
    expect(selectedCategory('', categories)).toBeNull()
    expect(selectedCategory(null, categories)).toBeNull()
    expect(selectedCategory(undefined, categories)).toBeNull()
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
