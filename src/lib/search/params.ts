import { SUPPLIERS_PATH } from '@/lib/routes'

/** What a directory search asks for; every field is optional except the page. */
export type SupplierSort = 'eco' | 'name' | 'relevance' | 'distance'

export type SupplierSearch = {
  q?: string
  category?: string
  city?: string
  minScore?: number
  cert?: string
  sort?: SupplierSort
  /** A place (a postcode or a town) the suppliers must deliver to. */
  near?: string
  /** The visitor's radius around `near`, as sent ('25'); checked against the offered radii by the search. */
  radius?: string
  page: number
}

/** The query parameters that make a /suppliers request a search. */
export const SEARCH_PARAM_NAMES = [
  'q',
  'near',
  'radius',
  'category',
  'city',
  'minScore',
  'cert',
  'sort',
  'page',
] as const

export const SEARCH_PAGE_SIZE = 12

const MAX_TEXT_LENGTH = 100
const SORTS: ReadonlyArray<SupplierSort> = ['eco', 'name', 'relevance', 'distance']
const MAX_RADIUS_LENGTH = 10
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_PAGE = 1000

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>

function first(source: ParamSource, name: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name]
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' ? raw : undefined
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/\s+/g, ' ')
  return trimmed ? trimmed.slice(0, MAX_TEXT_LENGTH) : undefined
}

function integerIn(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined
  const n = Number(value.trim())
  return n >= min && n <= max ? n : undefined
}

/** Reads a search from the URL: blank or invalid values are dropped, never an error. */
export function parseSearchParams(source: ParamSource): SupplierSearch {
  const search: SupplierSearch = { page: integerIn(first(source, 'page'), 1, MAX_PAGE) ?? 1 }
  const q = text(first(source, 'q'))
  if (q) search.q = q
  const near = text(first(source, 'near'))
  if (near) search.near = near
  const radius = first(source, 'radius')?.trim()
  if (radius) search.radius = radius.slice(0, MAX_RADIUS_LENGTH)
  const category = text(first(source, 'category'))?.toLowerCase()
  if (category && SLUG_PATTERN.test(category)) search.category = category
  const city = text(first(source, 'city'))
  if (city) search.city = city
  const minScore = integerIn(first(source, 'minScore'), 0, 10)
  if (minScore !== undefined && minScore > 0) search.minScore = minScore
  const cert = text(first(source, 'cert'))
  if (cert) search.cert = cert
  const sort = first(source, 'sort')
  if (sort && (SORTS as ReadonlyArray<string>).includes(sort)) search.sort = sort as SupplierSort
  return search
}

/**
 * The sort a search uses: relevance when there is search text, best eco-score otherwise (the spec's order, near a
 * place too); distance only near a place.
 */
export function effectiveSort(search: SupplierSearch): SupplierSort {
  if (search.sort === 'relevance' && !search.q) return 'eco'
  if (search.sort === 'distance' && !search.near) return 'eco'
  return search.sort ?? (search.q ? 'relevance' : 'eco')
}

/** Whether a request's query holds any search parameter (the proxy routes those to the dynamic search page). */
export function hasSearchParams(params: URLSearchParams): boolean {
  return SEARCH_PARAM_NAMES.some((name) => params.has(name))
}

/**
 * The query with blank search fields removed (a GET form sends every field, so an address would read `&city=&cert=`),
 * and the radius when no place is given; null when there is nothing to remove. Other parameters are kept as they are.
 */
export function withoutBlankSearchParams(params: URLSearchParams): URLSearchParams | null {
  const names = SEARCH_PARAM_NAMES as ReadonlyArray<string>
  // The radius field is always sent: without a place it says nothing.
  const noPlace = !params.get('near')?.trim()
  const isBlank = (name: string, value: string) =>
    names.includes(name) && (value.trim() === '' || (name === 'radius' && noPlace))
  const entries = [...params.entries()]
  if (!entries.some(([name, value]) => isBlank(name, value))) return null
  return new URLSearchParams(entries.filter(([name, value]) => !isBlank(name, value)))
}

/** The /suppliers URL of a search (optionally another page), fields in a stable order. */
export function searchUrl(search: SupplierSearch, page = search.page): string {
  const params = new URLSearchParams()
  if (search.q) params.set('q', search.q)
  if (search.near) params.set('near', search.near)
  if (search.near && search.radius) params.set('radius', search.radius)
  if (search.category) params.set('category', search.category)
  if (search.city) params.set('city', search.city)
  if (search.minScore) params.set('minScore', String(search.minScore))
  if (search.cert) params.set('cert', search.cert)
  if (search.sort) params.set('sort', search.sort)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  // Page 1 of a search needs some parameter to stay a search.
  return query ? `${SUPPLIERS_PATH}?${query}` : `${SUPPLIERS_PATH}?page=1`
}
