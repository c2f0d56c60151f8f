/** The excerpt rule: over max characters, the first max characters plus '...'; otherwise unchanged. */
export function truncate(text: string, max = 100): string {
  if (!Number.isInteger(max) || max < 0) throw new RangeError(`max must be a non-negative integer, got ${max}`)
  // Count code points so an emoji is never cut in half.
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text
}

/** 'london' → 'London', 'LEEDS' → 'Leeds'. */
export function capitalise(word: string): string {
  const [first = '', ...rest] = Array.from(word)
  return first.toUpperCase() + rest.join('').toLowerCase()
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** 'Sarah Johnson' → 'SJ': first letters of the first and last words; '?' when there are none. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => Array.from(word).find((ch) => LETTER_OR_DIGIT.test(ch)))
    .filter((ch): ch is string => ch !== undefined)
  if (letters.length === 0) return '?'
  const picked = letters.length === 1 ? [letters[0]] : [letters[0], letters[letters.length - 1]]
  return picked.join('').toUpperCase()
}
