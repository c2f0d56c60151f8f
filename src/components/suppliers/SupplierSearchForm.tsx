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

const SCORE_OPTIONS: SearchOption[] = [5, 6, 7, 8, 9].map((score) => ({
  value: String(score),
  label: `${score} or higher`,
}))
const SORT_OPTIONS: SearchOption[] = [
  { value: 'eco', label: 'Eco-Score (highest first)' },
  { value: 'name', label: 'Name (A to Z)' },
]
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

/** A choice of the search form: 'any' (an empty value) first, then the options; the search shown is selected. */
function SearchSelect({
  id,
  name,
  value,
  anyLabel,
  options,
}: {
  id: string
  name: string
  value: string
  anyLabel: string
  options: SearchOption[]
}) {
  return (
    <select id={id} name={name} defaultValue={value} className={fieldClass}>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
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
          <SearchSelect
            id="search-category"
            name="category"
            value={search.category ?? ''}
            anyLabel="All categories"
            options={categories}
          />
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
          <SearchSelect
            id="search-min-score"
            name="minScore"
            value={search.minScore ? String(search.minScore) : ''}
            anyLabel="Any Eco-Score"
            options={SCORE_OPTIONS}
          />
        </SearchField>
        <SearchField id="search-cert" label="Certification">
          <TextInput id="search-cert" name="cert" value={search.cert} placeholder="e.g. FSC" />
        </SearchField>
        <SearchField id="search-sort" label="Sort by">
          <SearchSelect
            id="search-sort"
            name="sort"
            value={search.sort ?? ''}
            anyLabel="Best match"
            options={SORT_OPTIONS}
          />
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
