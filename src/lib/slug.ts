export const SLUG_MAX_LENGTH = 100

/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The blog slug rule: lower-case, punctuation removed, whitespace runs to hyphens,
 * repeated hyphens collapsed, no leading/trailing hyphen, at most 100 characters.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    // Strip combining accents left by NFKD so 'Café' becomes 'cafe' rather than 'caf'.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Underscores separate words like spaces do; SLUG_PATTERN has no room for them.
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '')
}

export function isValidSlug(s: string): boolean {
  return s.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(s)
}
