import Link from 'next/link'

import { SupplierGrid } from '@/components/SupplierGrid'
import { SearchPagination } from '@/components/suppliers/SearchPagination'
import { searchUrl, type SupplierSearch } from '@/lib/search/params'
import type { SupplierSearchResult } from '@/lib/search/suppliers'
import { SEARCH_RESULTS_ID, SUPPLIERS_PATH } from '@/lib/routes'

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

/** The search text is a postcode that could not be used, or a town of several places: its message, and the towns. */
function TextPlaceProblem({
  search,
  problem,
}: {
  search: SupplierSearch
  problem: NonNullable<SupplierSearchResult['textPlaceProblem']>
}) {
  return (
    <div className="text-gray-700">
      <p>{problem.message}</p>
      {problem.choices?.length ? (
        <ul className="mt-1 list-disc pl-5">
          {problem.choices.map((choice) => (
            <li key={choice}>
              <Link href={searchUrl({ ...search, q: undefined, near: choice, page: 1 })} className={linkClass}>
                {choice}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** How the search text was read, when not as plain words: a place, or words close to those typed. */
function TextReadingNote({ search, result }: SupplierSearchResultsProps) {
  if (result.placeInText)
    return (
      <p className="text-gray-700" data-testid="search-reading">
        “{search.q}” is a place: showing suppliers that deliver near {result.placeInText}.
      </p>
    )
  if (!result.closeMatches || !result.suppliers.length) return null
  return (
    <p className="text-gray-700" data-testid="search-reading">
      No supplier uses the words “{search.q}”: showing close matches.{' '}
      {result.respelt ? (
        <Link href={searchUrl({ ...search, q: result.respelt, page: 1 })} className={linkClass}>
          Search for “{result.respelt}”
        </Link>
      ) : null}
    </p>
  )
}

/** The empty result: near a place, its own words; then what to widen, each a search of its own. */
function NoResults({ result }: SupplierSearchResultsProps) {
  const { near, nearProblem, widen = [] } = result
  let message = 'No suppliers match your search.'
  if (nearProblem) message = 'Check the place or the radius above, then search again.'
  else if (near) message = `No suppliers deliver within ${near.radiusMiles} miles of ${near.label}`
  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center">
      <p className="text-gray-700" role="status">
        {message}
      </p>
      {widen.length ? (
        <nav aria-label="Widen your search" className="mt-4">
          <p className="text-sm text-gray-700">Try:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {widen.map((option) => (
              <li key={option.label}>
                <Link href={`${searchUrl(option.search)}#${SEARCH_RESULTS_ID}`} className={linkClass}>
                  {option.label}
                </Link>
                {option.total ? (
                  <span className="text-sm text-gray-600">
                    {' '}
                    ({option.total === 1 ? '1 supplier' : `${option.total} suppliers`})
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
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
  const notes = (
    <>
      <TextReadingNote search={search} result={result} />
      {result.townInText ? <TownInText search={search} town={result.townInText} /> : null}
      {result.textPlaceProblem ? <TextPlaceProblem search={search} problem={result.textPlaceProblem} /> : null}
    </>
  )
  if (result.suppliers.length === 0) {
    return (
      <section id={SEARCH_RESULTS_ID} aria-labelledby="search-results-heading" className="space-y-6">
        {heading}
        {notes}
        <NoResults search={search} result={result} />
      </section>
    )
  }
  const found = result.total === 1 ? '1 supplier found' : `${result.total} suppliers found`
  return (
    <section id={SEARCH_RESULTS_ID} aria-labelledby="search-results-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        {heading}
        <p className="text-gray-700" role="status">
          {result.near ? `${found} delivering within ${result.near.radiusMiles} miles of ${result.near.label}` : found}
        </p>
      </div>
      {notes}
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
