import type { ReactNode } from 'react'

import type { SupplierSearch } from '@/lib/search/params'
import { SUPPLIERS_PATH } from '@/lib/routes'

export type SearchOption = { value: string; label: string }

export type SupplierSearchFormProps = {
  /** The search shown in the fields (empty on the plain directory). */
  search: SupplierSearch
  categories: SearchOption[]
  cities: string[]
}

const SCORE_OPTIONS = [5, 6, 7, 8, 9]
const fieldClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm ' +
  'text-gray-900 focus:border-brand-700 focus:outline-none focus:ring-2 ' +
  'focus:ring-brand-700'
const labelClass = 'block text-sm font-medium text-gray-800'

/** One labelled control of the search form. */
function SearchField({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** A free-text search term (at most 100 characters), filled with the search shown. */
function TextInput({
  id,
  name,
  type = 'text',
  list,
  value,
  placeholder,
}: {
  id: string
  name: string
  type?: 'text' | 'search'
  list?: string
  value: string | undefined
  placeholder: string
}) {
  return (
    <input
      id={id}
      name={name}
      type={type}
      list={list}
      defaultValue={value ?? ''}
      placeholder={placeholder}
      className={fieldClass}
      maxLength={100}
    />
  )
}

/** The directory search: a plain GET form, so it works without JavaScript and every search is a shareable URL. */
export function SupplierSearchForm({ search, categories, cities }: SupplierSearchFormProps) {
  return (
    // autoComplete off: the browser does not put back what was typed on another page when going back, so the fields match the results.
    <form
      method="get"
      action={SUPPLIERS_PATH}
      role="search"
      aria-label="Search suppliers"
      autoComplete="off"
      className="rounded-lg border border-brand-100 bg-brand-50/50 p-4 sm:p-6"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SearchField id="search-q" label="Search suppliers" className="sm:col-span-2 lg:col-span-3">
          <TextInput
            id="search-q"
            name="q"
            type="search"
            value={search.q}
            placeholder="e.g. hempcrete, sheep wool insulation"
          />
        </SearchField>
        <SearchField id="search-category" label="Category">
          <select id="search-category" name="category" defaultValue={search.category ?? ''} className={fieldClass}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </SearchField>
        <SearchField id="search-city" label="City">
          <TextInput
            id="search-city"
            name="city"
            list="search-city-options"
            value={search.city}
            placeholder="Any city"
          />
          <datalist id="search-city-options">
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </SearchField>
        <SearchField id="search-min-score" label="Minimum Eco-Score">
          <select
            id="search-min-score"
            name="minScore"
            defaultValue={search.minScore ? String(search.minScore) : ''}
            className={fieldClass}
          >
            <option value="">Any Eco-Score</option>
            {SCORE_OPTIONS.map((score) => (
              <option key={score} value={String(score)}>
                {score} or higher
              </option>
            ))}
          </select>
        </SearchField>
        <SearchField id="search-cert" label="Certification">
          <TextInput id="search-cert" name="cert" value={search.cert} placeholder="e.g. FSC" />
        </SearchField>
        <SearchField id="search-sort" label="Sort by">
          <select id="search-sort" name="sort" defaultValue={search.sort ?? ''} className={fieldClass}>
            <option value="">Best match</option>
            <option value="eco">Eco-Score (highest first)</option>
            <option value="name">Name (A to Z)</option>
          </select>
        </SearchField>
        <div className="flex items-end">
          <button
            type="submit"
            className={
              'w-full rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold ' +
              'text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 ' +
              'focus-visible:outline-offset-2 focus-visible:outline-brand-700'
            }
          >
            Search
          </button>
        </div>
      </div>
    </form>
  )
}
