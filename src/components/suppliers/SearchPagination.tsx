import Link from 'next/link'

import { searchUrl, type SupplierSearch } from '@/lib/search/params'

export type SearchPaginationProps = { search: SupplierSearch; page: number; pageCount: number }

const linkClass = 'rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-brand-50'
const currentClass = 'rounded-md border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white'

/** Previous / numbered / Next links of a search; each page is its own URL. */
export function SearchPagination({ search, page, pageCount }: SearchPaginationProps) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  )
  return (
    <nav aria-label="Search results pages" className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={searchUrl(search, page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : null}
      {pages.map((n, i) => (
        <span key={n} className="flex items-center gap-2">
          {i > 0 && n - pages[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            href={searchUrl(search, n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={n === page ? currentClass : linkClass}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link href={searchUrl(search, page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}
