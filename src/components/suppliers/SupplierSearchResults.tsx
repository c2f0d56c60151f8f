import Link from 'next/link'

import { SupplierGrid } from '@/components/SupplierGrid'
import { SearchPagination } from '@/components/suppliers/SearchPagination'
import type { SupplierSearch } from '@/lib/search/params'
import type { SupplierSearchResult } from '@/lib/search/suppliers'
import { SUPPLIERS_PATH } from '@/lib/routes'

export type SupplierSearchResultsProps = { search: SupplierSearch; result: SupplierSearchResult }

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
        <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center">
          <p className="text-gray-700" role="status">
            No suppliers match your search.
          </p>
          <Link
            href={SUPPLIERS_PATH}
            className="mt-4 inline-block font-semibold text-brand-800 underline hover:text-brand-900"
          >
            Clear search
          </Link>
        </div>
      </section>
    )
  }
  return (
    <section aria-labelledby="search-results-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        {heading}
        <p className="text-gray-700" role="status">
          {result.total === 1 ? '1 supplier found' : `${result.total} suppliers found`}
        </p>
      </div>
      <SupplierGrid suppliers={result.suppliers} />
      <SearchPagination search={search} page={result.page} pageCount={result.pageCount} />
      <p className="text-center">
        <Link href={SUPPLIERS_PATH} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Clear search
        </Link>
      </p>
    </section>
  )
}
