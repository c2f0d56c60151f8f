'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'

import { requestEnquiryPrefill } from '@/components/enquiry/prefill'
import {
  calculateRetrofit,
  describeRetrofitProject,
  formatPounds,
  isRetrofitType,
  readHomeSize,
  retrofitAssumptions,
  RETROFIT_OPTIONS,
  type RetrofitOption,
  type RetrofitResult,
  type RetrofitType,
} from '@/lib/site/calculator'
import { categoryPath } from '@/lib/routes'

const KG = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })

type QuoteCategory = { id: number; name: string }

export type RetrofitQuotes = {
  /** Anchor id of the page's enquiry section, which 'Get quotes for this' opens. */
  sectionId: string
  /** The CMS categories the retrofit types imply, by slug (insulation, solar). */
  categories: Partial<Record<NonNullable<RetrofitOption['category']>, QuoteCategory>>
}

export type RetrofitCalculatorProps = {
  /** When set, the result offers 'Get quotes for this', prefilling the page's enquiry form. */
  quotes?: RetrofitQuotes
}

/** The eco-retrofit savings calculator: results appear only after Calculate. */
export function RetrofitCalculator({ quotes }: RetrofitCalculatorProps = {}) {
  const id = useId()
  const [size, setSize] = useState('')
  const [type, setType] = useState<RetrofitType | ''>('')
  const [result, setResult] = useState<{ type: RetrofitType; size: number; value: RetrofitResult } | null>(null)
  const reading = readHomeSize(size)
  const homeSize = reading.ok ? reading.size : null
  const sizeError = reading.ok ? null : reading.message
  const ready = homeSize !== null && type !== ''

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (homeSize === null || type === '') return
    setResult({ type, size: homeSize, value: calculateRetrofit(type, homeSize) })
  }
  const category = result ? RETROFIT_OPTIONS.find((o) => o.value === result.type)?.category : null

  const getQuotes = () => {
    if (!result || !quotes) return
    // Insulation and solar imply their category; a heat pump implies none (routing then goes by city only).
    requestEnquiryPrefill(
      {
        projectDetails: describeRetrofitProject(result.type, result.size),
        category: (category && quotes.categories[category]) || null,
      },
      quotes.sectionId,
    )
  }

  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <form onSubmit={onSubmit} className="grid gap-6 md:grid-cols-[1fr_1fr_auto] md:items-start">
        <div>
          <label htmlFor={`${id}-size`} className="block text-sm font-medium text-gray-900">
            Home size (square feet)
          </label>
          <input
            id={`${id}-size`}
            // Text, not number: a number field silently empties or truncates what it cannot read (12.7, 1e3); this one says why.
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 1000"
            value={size}
            aria-invalid={sizeError ? true : undefined}
            aria-describedby={`${id}-size-help`}
            onChange={(e) => {
              setSize(e.target.value)
              setResult(null)
            }}
            className={
              'mt-2 block w-full rounded-md border border-gray-300 px-3 py-2 ' +
              'text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 ' +
              'focus:ring-brand-600 aria-[invalid=true]:border-red-600'
            }
          />
          <p
            id={`${id}-size-help`}
            data-testid="home-size-help"
            className={`mt-1 text-sm ${sizeError ? 'font-medium text-red-700' : 'text-gray-600'}`}
          >
            {sizeError ?? 'A whole number from 1 to 100,000.'}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-gray-900">
            Retrofit type
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(e) => {
              setType(isRetrofitType(e.target.value) ? e.target.value : '')
              setResult(null)
            }}
            className={
              'mt-2 block w-full rounded-md border border-gray-300 bg-white px-3 ' +
              'py-2 text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 ' +
              'focus:ring-brand-600'
            }
          >
            <option value="">Select a retrofit type</option>
            {RETROFIT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={!ready}
          className={
            'rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white ' +
            'hover:bg-brand-800 md:mt-7 disabled:cursor-not-allowed disabled:bg-gray-300 ' +
            'disabled:text-gray-600'
          }
        >
          Calculate
        </button>
      </form>

      <div aria-live="polite">
        {result ? (
          <div className="mt-8" data-testid="calculator-results">
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {[
                ['Initial Cost', formatPounds(result.value.initialCost)],
                ['Annual Savings', formatPounds(result.value.annualSavings)],
                ['Payback Period', `${result.value.paybackPeriod.toFixed(1)} years`],
                ['Carbon Reduction', `${KG.format(result.value.carbonReduction)} kg CO2/year`],
              ].map(([label, value]) => (
                <div key={label} className="rounded-xl bg-brand-50 p-5">
                  <dt className="text-sm font-medium text-gray-600">{label}</dt>
                  <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-gray-700" data-testid="calculator-assumptions">
              {retrofitAssumptions(result.type)}
            </p>
            {quotes || category ? (
              <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
                {quotes ? (
                  <button
                    type="button"
                    onClick={getQuotes}
                    className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
                  >
                    Get quotes for this
                  </button>
                ) : null}
                {category ? (
                  <Link
                    href={categoryPath(category)}
                    className="font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    Find suppliers for your project →
                  </Link>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
