import { describe, it, expect } from 'vitest'
import { capitalise, initials, truncate } from '@/lib/text'

describe('truncate', () => {
  it('leaves text of at most max characters unchanged', () => {
    expect(truncate('')).toBe('')
    expect(truncate('short excerpt')).toBe('short excerpt')
    const exactly100 = 'b'.repeat(100)
    expect(truncate(exactly100)).toBe(exactly100)
  })

  it('cuts longer text to the first max characters plus "..."', () => {
    const text = 'c'.repeat(101)
    expect(truncate(text)).toBe(`${'c'.repeat(100)}...`)
    expect(truncate(text).length).toBe(103)
    expect(truncate('Hello world', 5)).toBe('Hello...')
    expect(truncate('Hello world', 6)).toBe('Hello ...')
  })

  it('handles max 0 and rejects a bad max', () => {
    expect(truncate('abc', 0)).toBe('...')
    expect(truncate('', 0)).toBe('')
    expect(() => truncate('abc', -1)).toThrow(RangeError)
    expect(() => truncate('abc', 1.5)).toThrow(RangeError)
  })

  it('never splits an emoji', () => {
    expect(truncate('🌱🌱🌱', 2)).toBe('🌱🌱...')
    expect(truncate('🌱🌱', 2)).toBe('🌱🌱')
  })
})

describe('capitalise', () => {
  it.each([
    ['london', 'London'],
    ['LEEDS', 'Leeds'],
    ['gLASGOW', 'Glasgow'],
    ['a', 'A'],
    ['', ''],
    ['édimbourg', 'Édimbourg'],
  ])('%j → %j', (input, expected) => {
    expect(capitalise(input)).toBe(expected)
  })
})

describe('initials', () => {
  it.each([
    ['Sarah Johnson', 'SJ'],
    ['sarah johnson', 'SJ'],
    ['Sarah', 'S'],
    ['Mary Ann Smith', 'MS'],
    ['  Sarah   Johnson  ', 'SJ'],
    ['Jean-Luc Picard', 'JP'],
    ['(Sarah) Johnson', 'SJ'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
    ['--- ...', '?'],
  ])('%j → %j', (input, expected) => {
    expect(initials(input)).toBe(expected)
  })
})
