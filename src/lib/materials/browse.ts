import {
  DATA_TYPE_CODES,
  DECLARED_UNIT_CODES,
  STANDARD_CODES,
  type DataTypeCode,
  type DeclaredUnitCode,
  type StandardCode,
} from '@/lib/materials/epd'
import { parseSearchParams } from '@/lib/search/params'

// /materials' filters as its GET form sends them (works without JavaScript): category and material type by slug,
// declared unit, standard and data type by code, 'valid EPD only', near a place within a radius (read exactly as the
// supplier search reads them: src/lib/search/params.ts), the sort and the page. Anything unknown is ignored, never an
// error: a hand-edited address still shows the catalogue (a place or radius that cannot be used gets its message).

/** By name (the default), by GWP A1–A3 within one material type, nearest first, or the suppliers' Eco-Score first. */
export type MaterialsSort = 'name' | 'gwp' | 'distance' | 'eco'
const SORTS: readonly MaterialsSort[] = ['name', 'gwp', 'distance', 'eco']

export type MaterialsQuery = {
  category: string | null
  type: string | null
  unit: DeclaredUnitCode | null
  standard: StandardCode | null
  dataType: DataTypeCode | null
  validOnly: boolean
  /** A place (a postcode or a town) the products' suppliers must deliver to, as typed. */
  near?: string
  /** The radius around `near` as sent ('25'); checked against the offered radii by the search (src/lib/search/near.ts). */
  radius?: string
  sort: MaterialsSort
  page: number
}

/** The form's field names. */
export const MATERIALS_PARAMS = [
  'category',
  'type',
  'unit',
  'standard',
  'data',
  'valid',
  'near',
  'radius',
  'sort',
  'page',
] as const

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_PAGE = 10_000

type Params = Record<string, string | string[] | undefined>

const first = (params: Params, name: string): string | null => {
  const v = params[name]
  const s = Array.isArray(v) ? v[0] : v
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : null
}

const oneOf = <T extends string>(codes: readonly T[], v: string | null): T | null =>
  v !== null && codes.includes(v as T) ? (v as T) : null

export function parseMaterialsQuery(params: Params): MaterialsQuery {
  const slug = (name: string) => {
    const v = first(params, name)
    return v !== null && v.length <= 200 && SLUG.test(v) ? v : null
  }
  const page = Number(first(params, 'page') ?? '1')
  const { near, radius } = parseSearchParams(params)
  return {
    category: slug('category'),
    type: slug('type'),
    unit: oneOf(DECLARED_UNIT_CODES, first(params, 'unit')),
    standard: oneOf(STANDARD_CODES, first(params, 'standard')),
    dataType: oneOf(DATA_TYPE_CODES, first(params, 'data')),
    validOnly: first(params, 'valid') === '1',
    // The radius says nothing without a place (the form always sends it).
    ...(near ? { near, ...(radius ? { radius } : {}) } : {}),
    sort: oneOf(SORTS, first(params, 'sort')) ?? 'name',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The order a query lists in: nearest first only near a place; GWP only within a material type (else by name). */
export function effectiveMaterialsSort(query: Pick<MaterialsQuery, 'sort' | 'near' | 'type'>): MaterialsSort {
  if (query.sort === 'distance' && !query.near) return 'name'
  if (query.sort === 'gwp' && !query.type) return 'name'
  return query.sort
}

/** The query string of a /materials address (without '?'); empty for the plain catalogue. */
export function materialsQueryString(query: MaterialsQuery, page = query.page): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.type) params.set('type', query.type)
  if (query.unit) params.set('unit', query.unit)
  if (query.standard) params.set('standard', query.standard)
  if (query.dataType) params.set('data', query.dataType)
  if (query.validOnly) params.set('valid', '1')
  if (query.near) params.set('near', query.near)
  if (query.near && query.radius) params.set('radius', query.radius)
  if (query.sort !== 'name') params.set('sort', query.sort)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

/** Whether a /materials request carries any filter, sort or page (then it is rendered per request). */
export function hasMaterialsQuery(params: URLSearchParams): boolean {
  return [...params.keys()].length > 0
}
