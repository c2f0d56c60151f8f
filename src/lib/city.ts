/** The city rule used everywhere: trimmed, case-insensitive, inner whitespace collapsed. */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLowerCase()
}

export function cityKeysFor(
  location: string | null | undefined,
  serviceAreas: ReadonlyArray<string | null | undefined>,
): string[] {
  const keys = [location, ...serviceAreas]
    .filter((c): c is string => typeof c === 'string' && c.trim().length > 0)
    .map(cityKey)
  return [...new Set(keys)]
}
