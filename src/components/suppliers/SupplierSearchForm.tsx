import type { ReactNode } from 'react'

import { DEFAULT_RADIUS, RADIUS_OPTIONS } from '@/lib/places/distance'
import type { NearProblem } from '@/lib/search/near'
import { searchUrl, type SupplierSearch } from '@/lib/search/params'
import { SEARCH_RESULTS_ID, SUPPLIERS_PATH } from '@/lib/routes'

export type SearchOption = { value: string; label: string }

export type SupplierSearchFormProps = {
  /** The search shown in the fields (empty on the plain directory). */
  search: SupplierSearch
  categories: SearchOption[]
  cities: string[]
  /** Why the place or radius searched could not be used: shown under its field. */
  nearProblem?: NearProblem
}

const SCORE_OPTIONS: SearchOption[] = [5, 6, 7, 8, 9].map((score) => ({
  value: String(score),
  label: `${score} or higher`,
}))
const SORT_OPTIONS: SearchOption[] = [
  { value: 'eco', label: 'Eco-Score (highest first)' },
  { value: 'name', label: 'Name (A to Z)' },
  { value: 'distance', label: 'Distance (nearest first)' },
]
const RADIUS_CHOICES: SearchOption[] = RADIUS_OPTIONS.map((miles) => ({
  value: String(miles),
  label: `${miles} miles`,
}))
const errorClass = 'mt-1 text-sm font-medium text-red-800'
const NEAR_ERROR_ID = 'search-near-error'
const RADIUS_ERROR_ID = 'search-radius-error'
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
  errorId,
  describedBy,
}: {
  id: string
  name: string
  type?: 'text' | 'search'
  list?: string
  value: string | undefined
  placeholder: string
  /** The id of the field's message, when there is one. */
  errorId?: string
  describedBy?: string
}) {
  const described = [describedBy, errorId].filter(Boolean).join(' ')
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
      aria-invalid={errorId ? true : undefined}
      aria-describedby={described || undefined}
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
  errorId,
}: {
  id: string
  name: string
  value: string
  /** The first, empty choice; none when one of the options must be chosen. */
  anyLabel?: string
  options: SearchOption[]
  errorId?: string
}) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={value}
      className={fieldClass}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
    >
      {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

/** The directory search: a plain GET form, so it works without JavaScript and every search is a shareable URL. */
/** A place's message under its field, with the same-named places to choose from as links to their searches. */
function NearMessage({ id, problem, search }: { id: string; problem: NearProblem; search: SupplierSearch }) {
  return (
    <div id={id} className={errorClass} role="alert">
      <p>{problem.message}</p>
      {problem.choices?.length ? (
        <ul className="mt-1 list-disc pl-5">
          {problem.choices.map((choice) => (
            <li key={choice}>
              <a className="underline hover:text-red-900" href={searchUrl({ ...search, near: choice, page: 1 })}>
                {choice}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export function SupplierSearchForm({ search, categories, cities, nearProblem }: SupplierSearchFormProps) {
  const nearError = nearProblem?.field === 'near' ? NEAR_ERROR_ID : undefined
  const radiusError = nearProblem?.field === 'radius' ? RADIUS_ERROR_ID : undefined
  return (
    // autoComplete off: the browser does not put back what was typed on another page when going back, so the fields match the results.
    // The action's fragment: a GET form keeps it, so the results page loads at the results (on a phone, below the
    // long form), with or without JavaScript; the address stays the search.
    <form
      method="get"
      action={`${SUPPLIERS_PATH}#${SEARCH_RESULTS_ID}`}
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
        <SearchField id="search-near" label="Near (postcode or town)" className="lg:col-span-2">
          <TextInput
            id="search-near"
            name="near"
            value={search.near}
            placeholder="e.g. LS6 2AA, LS6 or Frome"
            errorId={nearError}
            describedBy="search-near-credit"
          />
          {nearProblem?.field === 'near' ? (
            <NearMessage id={NEAR_ERROR_ID} problem={nearProblem} search={search} />
          ) : null}
          <p id="search-near-credit" className="mt-1 text-xs text-gray-600">
            Town locations from{' '}
            <a href="https://www.geonames.org/" className="underline">
              GeoNames
            </a>{' '}
            (
            <a href="https://creativecommons.org/licenses/by/4.0/" className="underline">
              CC BY 4.0
            </a>
            ); postcodes from ONS open data via{' '}
            <a href="https://postcodes.io/" className="underline">
              postcodes.io
            </a>
            .
          </p>
        </SearchField>
        <SearchField id="search-radius" label="Within">
          <SearchSelect
            id="search-radius"
            name="radius"
            value={radiusError ? String(DEFAULT_RADIUS) : (search.radius ?? String(DEFAULT_RADIUS))}
            options={RADIUS_CHOICES}
            errorId={radiusError}
          />
          {radiusError ? (
            <p id={RADIUS_ERROR_ID} className={errorClass} role="alert">
              {nearProblem?.message}
            </p>
          ) : null}
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
