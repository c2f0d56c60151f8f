// Town and village names as typed ('Frome', 'newport, isle of wight'): the key they are matched on in the places
// table (loaded from GeoNames by the place-search migration), and a qualifier that tells same-named places apart.

/** Lower case, accents and punctuation dropped, single spaces: 'St. Ives' and 'st ives' are one key. */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** A typed town: its key and, after a comma, the county or nation that picks one of several ('Newport, Wales'). */
export function parseTown(input: string): { key: string; qualifier: string | null } | null {
  const [name, ...rest] = input.split(',')
  const key = placeKey(name)
  if (!key) return null
  const qualifier = placeKey(rest.join(' '))
  return { key, qualifier: qualifier || null }
}

/** How a place is named when it must be told apart from another of its name. */
export function qualifiedName(place: { name: string; county: string | null; nation: string }): string {
  return `${place.name}, ${place.county ?? place.nation}`
}
