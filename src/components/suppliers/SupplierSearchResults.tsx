import Link from 'next/link'

import { SupplierGrid } from '@/components/SupplierGrid'
import { SearchPagination } from '@/components/suppliers/SearchPagination'
import { RADIUS_OPTIONS } from '@/lib/places/distance'
import { searchUrl, type SupplierSearch } from '@/lib/search/params'
import type { SupplierSearchResult } from '@/lib/search/suppliers'
import { SUPPLIERS_PATH } from '@/lib/routes'

export type SupplierSearchResultsProps = { search: SupplierSearch; result: SupplierSearchResult }

const linkClass = 'font-semibold text-brand-800 underline hover:text-brand-900'

/** The search text is a town's name: a search near it, in place of the text, is one click away. */
function TownInText({ search, town }: { search: SupplierSearch; town: string }) {
  return (
    <p className="text-gray-700">
      Looking for suppliers that deliver to {town}?{' '}
      <Link href={searchUrl({ ...search, q: undefined, sort: undefined, near: town, page: 1 })} className={linkClass}>
        Search near {town}
      </Link>
    </p>
  )
}

/** The empty result: near a place, its own words and a wider radius to try; otherwise the plain message. */
function NoResults({ search, result }: SupplierSearchResultsProps) {
  const { near, nearProblem } = result
  const wider = near ? RADIUS_OPTIONS.find((miles) => miles > near.radiusMiles) : undefined
  let message = 'No suppliers match your search.'
  if (nearProblem) message = 'Check the place or the radius above, then search again.'
  else if (near) message = `No suppliers deliver within ${near.radiusMiles} miles of ${near.label}`
  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center">
      <p className="text-gray-700" role="status">
        {message}
      </p>
      {wider !== undefined ? (
        <Link
          href={searchUrl({ ...search, radius: String(wider), page: 1 })}
          className={`mt-4 inline-block ${linkClass}`}
        >
          Search within {wider} miles
        </Link>
      ) : null}
      <p>
        <Link href={SUPPLIERS_PATH} className={`mt-4 inline-block ${linkClass}`}>
          Clear search
        </Link>
      </p>
    </div>
  )
}

/** The Find Suppliers tab of a search: how many matched, one page of cards, and the pages. */
export function SupplierSearchResults({ search, result }: SupplierSearchResultsProps) {
  const heading = (
    <h2 className="text-3xl font-bold text-brand-900" id="search-results-heading">
      Search results
    </h2>
  )
  if (result.suppliers.length === 0) {
    return (
      <section aria-labelledby="search-results-heading" className="space-y-6">
        {heading}
        {result.townInText ? <TownInText search={search} town={result.townInText} /> : null}
        <NoResults search={search} result={result} />
      </section>
    )
  }
  const found = result.total === 1 ? '1 supplier found' : `${result.total} suppliers found`
  return (
    <section aria-labelledby="search-results-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        {heading}
        <p className="text-gray-700" role="status">
          {result.near ? `${found} delivering within ${result.near.radiusMiles} miles of ${result.near.label}` : found}
        </p>
      </div>
      {result.townInText ? <TownInText search={search} town={result.townInText} /> : null}
      <SupplierGrid suppliers={result.suppliers} />
      <SearchPagination search={search} page={result.page} pageCount={result.pageCount} />
      <p className="text-center">
        <Link href={SUPPLIERS_PATH} className={linkClass}>
          Clear search
        </Link>
      </p>
    </section>
  )
}
