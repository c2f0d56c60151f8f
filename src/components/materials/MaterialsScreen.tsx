import Link from 'next/link'

import { Checkbox, FormField, Input, Select } from '@/components/forms/FormField'
import { ProductCard } from '@/components/materials/ProductCard'
import {
  comparableSetKey,
  getMaterialsFilterOptions,
  getTypeSetStats,
  type MaterialsFilterOptions,
  type SetStats,
} from '@/lib/data/products'
import { materialsQueryString, type MaterialsQuery } from '@/lib/materials/browse'
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from '@/lib/places/distance'
import { PLACE_INPUT_MAX } from '@/lib/places/postcode'
import type { NearProblem } from '@/lib/search/near'
import { searchMaterials, type MaterialsSearchResult } from '@/lib/search/materials'
import { bandOf, MIN_PERCENTILE_SET, positionText } from '@/lib/materials/compare'
import { DATA_TYPES, DECLARED_UNITS, STANDARDS, declaredUnitLabel, type DeclaredUnitCode } from '@/lib/materials/epd'
import { formatFigure, perOne, setLabel } from '@/lib/materials/format'
import { MATERIALS_COMPARE_PATH, MATERIALS_PATH } from '@/lib/routes'
import { ukDay } from '@/lib/dates'

const BUTTON =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800'

export const MATERIALS_TITLE = 'Materials with verified carbon figures'
export const MATERIALS_INTRO =
  'Building materials from our suppliers with their EPDs (Environmental Product Declarations). Every figure is the ' +
  "EPD's global warming potential (GWP) in kg CO2e per its declared unit; choose a material type to compare like " +
  'with like and sort by GWP A1–A3.'

/**
 * /materials and its filtered pages: the filters (a GET form), the percentiles of a material type, the cards; near a
 * place (rendered per request, so `clientIp` limits a visitor's new postcode lookups), each card's distance.
 */
export async function MaterialsScreen({ query, clientIp = null }: { query: MaterialsQuery; clientIp?: string | null }) {
  const now = new Date()
  const today = ukDay(now).iso
  const options = await getMaterialsFilterOptions()
  const category = query.category ? options.categories.find((c) => c.slug === query.category) : undefined
  const type = query.type ? options.materialTypes.find((t) => t.slug === query.type) : undefined
  // A slug that names nothing (an old link) lists nothing, rather than everything.
  const unknown = (query.category !== null && !category) || (query.type !== null && !type)
  const sortByGwp = query.sort === 'gwp' && type !== undefined
  const [searched, sets] = unknown
    ? [null, []]
    : await Promise.all([
        searchMaterials(
          query,
          {
            categoryId: category?.id ?? null,
            materialTypeId: type?.id ?? null,
            declaredUnit: query.unit,
            standard: query.standard,
            dataType: query.dataType,
            validOnly: query.validOnly,
            sortByGwp,
          },
          today,
          { clientIp },
        ),
        type ? getTypeSetStats(type.id, today) : Promise.resolve([]),
      ])
  const result = searched?.page ?? null
  const setsWithPercentiles = sets.filter((s) => s.percentiles.count >= MIN_PERCENTILE_SET)
  const setByKey = new Map(setsWithPercentiles.map((s) => [comparableSetKey(s.standard, s.basis), s]))

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-brand-900">{MATERIALS_TITLE}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-8 text-gray-700">{MATERIALS_INTRO}</p>

      <Filters query={query} options={options} nearProblem={searched?.nearProblem} />

      {query.sort === 'gwp' && !type ? (
        <p className="mt-6 rounded-md bg-amber-50 p-4 text-amber-900" role="status">
          Choose a material type to sort by GWP A1–A3: only products of one type are compared. Sorted by name.
        </p>
      ) : null}

      {type && setsWithPercentiles.length > 0 ? (
        <Percentiles typeName={type.name} unit={type.unit} sets={setsWithPercentiles} />
      ) : null}

      <section aria-labelledby="materials-results-heading" className="mt-10">
        <h2 id="materials-results-heading" className="text-2xl font-bold text-brand-900">
          {result ? `${result.total} ${result.total === 1 ? 'product' : 'products'}` : '0 products'}
          {type ? ` of ${type.name}` : ''}
        </h2>
        {searched?.near && result && result.products.length > 0 ? (
          <p className="mt-2 text-gray-700" role="status" data-testid="near-status">
            Within {searched.near.radiusMiles} miles of {searched.near.label}, from suppliers that deliver there
          </p>
        ) : null}
        {!result || result.products.length === 0 ? (
          <NoProducts query={query} searched={searched} />
        ) : (
          <form action={MATERIALS_COMPARE_PATH} method="get" className="mt-6">
            <p className="mb-4 text-sm text-gray-700" id="compare-hint">
              Tick up to 4 products, then compare their figures side by side.
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-cards">
              {result.products.map((product) => {
                const set = product.setKey ? setByKey.get(product.setKey) : undefined
                const position =
                  set && product.rankedGwp !== null
                    ? positionText(
                        bandOf(product.rankedGwp, set.percentiles),
                        set.percentiles.count,
                        set.percentiles.unit,
                      )
                    : null
                return (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      now={now}
                      position={position}
                      compare
                      distance={result.distances.get(product.id) ?? null}
                      near={searched?.near?.label ?? null}
                    />
                  </li>
                )
              })}
            </ul>
            <p className="mt-6">
              <button type="submit" className={BUTTON}>
                Compare selected products
              </button>
            </p>
          </form>
        )}
        {result && result.pageCount > 1 ? <Pagination query={query} pageCount={result.pageCount} /> : null}
      </section>
    </div>
  )
}

/** The empty result: near a place, its own words and a wider radius to try; a place not found, where to look. */
function NoProducts({ query, searched }: { query: MaterialsQuery; searched: MaterialsSearchResult | null }) {
  const near = searched?.near
  const wider = near ? RADIUS_OPTIONS.find((miles) => miles > near.radiusMiles) : undefined
  let message = 'No products match these filters.'
  if (searched?.nearProblem) message = 'Check the place or the radius above, then search again.'
  else if (near) message = `No suppliers deliver these materials within ${near.radiusMiles} miles of ${near.label}`
  const link = 'font-semibold text-brand-700 underline'
  return (
    <div className="mt-4 space-y-2 text-gray-700">
      <p role="status">{message}</p>
      {wider !== undefined ? (
        <p>
          <Link
            href={`${MATERIALS_PATH}?${materialsQueryString({ ...query, radius: String(wider) }, 1)}`}
            prefetch={false}
            className={link}
          >
            Search within {wider} miles
          </Link>
        </p>
      ) : null}
      <p>
        <Link href={MATERIALS_PATH} prefetch={false} className={link}>
          Show all materials
        </Link>
      </p>
    </div>
  )
}

function Filters({
  query,
  options,
  nearProblem,
}: {
  query: MaterialsQuery
  options: MaterialsFilterOptions
  nearProblem?: NearProblem
}) {
  // Same-named towns are listed after the message, each written so that it finds only itself ('Newport, Wales').
  const nearError =
    nearProblem?.field === 'near'
      ? nearProblem.choices?.length
        ? `${nearProblem.message} ${nearProblem.choices.join('; ')}.`
        : nearProblem.message
      : undefined
  const radiusError = nearProblem?.field === 'radius' ? nearProblem.message : undefined
  return (
    <form
      action={MATERIALS_PATH}
      method="get"
      className="mt-8 grid gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter materials"
    >
      <FormField id="filter-category" label="Category">
        {(wiring) => (
          <Select {...wiring} name="category" defaultValue={query.category ?? ''}>
            <option value="">All categories</option>
            {options.categories.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-type" label="Material type">
        {(wiring) => (
          <Select {...wiring} name="type" defaultValue={query.type ?? ''}>
            <option value="">All material types</option>
            {options.materialTypes.map((t) => (
              <option key={t.id} value={t.slug}>
                {t.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-unit" label="Declared unit">
        {(wiring) => (
          <Select {...wiring} name="unit" defaultValue={query.unit ?? ''}>
            <option value="">Any unit</option>
            {DECLARED_UNITS.map((u) => (
              <option key={u.code} value={u.code}>
                {u.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-standard" label="Standard">
        {(wiring) => (
          <Select {...wiring} name="standard" defaultValue={query.standard ?? ''}>
            <option value="">Any standard</option>
            {STANDARDS.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-data" label="Data type">
        {(wiring) => (
          <Select {...wiring} name="data" defaultValue={query.dataType ?? ''}>
            <option value="">Any data type</option>
            {DATA_TYPES.map((d) => (
              <option key={d.code} value={d.code}>
                {d.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="filter-near"
        label="Near (postcode or town)"
        hint="Products whose supplier delivers there. Towns: GeoNames (CC BY 4.0); postcodes: ONS open data via postcodes.io."
        error={nearError}
      >
        {(wiring) => (
          <Input
            {...wiring}
            name="near"
            defaultValue={query.near ?? ''}
            placeholder="e.g. LS6 2AA, LS6 or Frome"
            maxLength={PLACE_INPUT_MAX}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="filter-radius" label="Within" error={radiusError}>
        {(wiring) => (
          <Select
            {...wiring}
            name="radius"
            defaultValue={radiusError ? String(DEFAULT_RADIUS) : (query.radius ?? String(DEFAULT_RADIUS))}
          >
            {RADIUS_OPTIONS.map((miles) => (
              <option key={miles} value={String(miles)}>
                {miles} miles
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-sort" label="Sort by" hint="GWP sorts within one material type; distance near a place.">
        {(wiring) => (
          <Select {...wiring} name="sort" defaultValue={query.sort}>
            <option value="name">Name</option>
            <option value="gwp">GWP A1–A3, lowest first</option>
            <option value="distance">Distance (nearest first)</option>
            <option value="eco">Supplier’s Eco-Score (highest first)</option>
          </Select>
        )}
      </FormField>
      <div className="flex items-center gap-3 self-center">
        <Checkbox id="filter-valid" name="valid" value="1" defaultChecked={query.validOnly} />
        <label htmlFor="filter-valid" className="text-sm font-semibold text-gray-800">
          Valid EPD only
        </label>
      </div>
      <div className="self-end">
        <button type="submit" className={BUTTON}>
          Show materials
        </button>
      </div>
    </form>
  )
}

function Percentiles({ typeName, unit, sets }: { typeName: string; unit: DeclaredUnitCode; sets: SetStats[] }) {
  return (
    <section aria-labelledby="percentiles-heading" className="mt-10" data-testid="percentiles">
      <h2 id="percentiles-heading" className="text-2xl font-bold text-brand-900">
        GWP A1–A3 of {typeName}: percentiles
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        From products with a valid, verified EPD only, compared like for like: declared per 1 {declaredUnitLabel(unit)}{' '}
        (the material type&apos;s own unit, never converted), one standard and kind of data. Generic data is never
        ranked.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="border-b border-gray-300 text-gray-900">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Comparable set
              </th>
              <th scope="col" className="py-2 pr-4">
                Products
              </th>
              <th scope="col" className="py-2 pr-4">
                20th percentile
              </th>
              <th scope="col" className="py-2 pr-4">
                Median
              </th>
              <th scope="col" className="py-2 pr-4">
                80th percentile
              </th>
            </tr>
          </thead>
          <tbody>
            {sets.map((s) => (
              <tr key={`${s.standard}|${s.basis}`} className="border-b border-gray-200">
                <th scope="row" className="py-2 pr-4 font-medium">
                  {setLabel(s.standard, s.basis)}
                </th>
                <td className="py-2 pr-4">{s.percentiles.count}</td>
                {[s.percentiles.p20, s.percentiles.p50, s.percentiles.p80].map((v, i) => (
                  <td key={i} className="py-2 pr-4">
                    {formatFigure(v)} {perOne(s.percentiles.unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Pagination({ query, pageCount }: { query: MaterialsQuery; pageCount: number }) {
  const href = (page: number) => {
    const qs = materialsQueryString(query, page)
    return qs ? `${MATERIALS_PATH}?${qs}` : MATERIALS_PATH
  }
  const page = Math.min(query.page, pageCount)
  return (
    <nav aria-label="Pages of materials" className="mt-8 flex items-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} prefetch={false} className="font-semibold text-brand-700 underline">
          Previous page
        </Link>
      ) : null}
      <span className="text-gray-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} prefetch={false} className="font-semibold text-brand-700 underline">
          Next page
        </Link>
      ) : null}
    </nav>
  )
}
