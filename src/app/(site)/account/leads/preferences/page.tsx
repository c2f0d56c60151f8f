import type { Metadata } from 'next'
import Link from 'next/link'

import { saveLeadPreferencesAction } from '@/actions/leads'
import { AccountHeading } from '@/components/account/AccountHeading'
import { Checkbox, FormField, Input, LABEL_CLASS } from '@/components/forms/FormField'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import {
  listingSupply,
  maxLeadRadius,
  PREFERENCE_PROBLEM_CODES,
  preferenceProblemText,
  readLeadPreferences,
  type PreferenceProblemCode,
} from '@/lib/leads/preferences'
import { getPayloadClient } from '@/lib/platform/payload'
import { LEAD_PREFERENCES_PATH, LEADS_PATH } from '@/lib/routes'

export const metadata: Metadata = { title: 'Leads you want' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const isProblem = (value: unknown): value is PreferenceProblemCode =>
  typeof value === 'string' && (PREFERENCE_PROBLEM_CODES as readonly string[]).includes(value)

/** The materials and the area the account's listing wants leads for: a plain form, no JavaScript needed. */
export default async function LeadPreferencesPage({ searchParams }: Props) {
  const params = await searchParams
  const account = await requireAccount(LEAD_PREFERENCES_PATH)
  const supplierId = listingIdOf(account)
  const payload = await getPayloadClient()
  const [supply, saved] = await Promise.all([
    listingSupply(payload, supplierId),
    readLeadPreferences(payload, supplierId),
  ])
  const problem = isProblem(params.problem) ? params.problem : null
  const max = maxLeadRadius(supply)
  const radiusError = problem && problem !== 'material' ? preferenceProblemText(problem, supply) : undefined
  return (
    <>
      <AccountHeading
        title="Leads you want"
        intro={
          <>
            Enquiries that name a material or a site postcode reach you only when they match what you choose here.{' '}
            <Link href={LEADS_PATH} className="underline">
              All your leads
            </Link>
          </>
        }
      />
      {params.notice === 'saved' ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-100">
          Your lead preferences are saved: new enquiries follow them at once.
        </p>
      ) : params.notice === 'failed' ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          Something went wrong and nothing was changed. Please try again.
        </p>
      ) : null}
      <form action={saveLeadPreferencesAction} className="space-y-6" noValidate>
        <fieldset aria-describedby={problem === 'material' ? 'materials-error' : 'materials-hint'}>
          <legend className={LABEL_CLASS}>Materials you want leads for</legend>
          <p id="materials-hint" className="mt-1 text-sm text-gray-600">
            None ticked: every material your listing supplies (its category and your published products’ categories).
          </p>
          {problem === 'material' ? (
            <p id="materials-error" className="mt-1 text-sm text-red-700">
              {preferenceProblemText('material', supply)}
            </p>
          ) : null}
          <ul className="mt-2 space-y-1">
            {supply.materials.map((m) => (
              <li key={m.id} className="flex items-center gap-2">
                <Checkbox
                  id={`material-${m.id}`}
                  name="materials"
                  value={String(m.id)}
                  defaultChecked={saved.materials.includes(m.id)}
                />
                <label htmlFor={`material-${m.id}`} className="text-sm text-gray-800">
                  {m.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <FormField
          id="lead-radius"
          label="Lead radius (miles)"
          hint={
            max === null
              ? 'Your listing has no base yet, so enquiries with a site reach you only by your delivery area once it has one.'
              : `Only sites within this many miles of your base (at most ${max}). Empty: your whole delivery area.`
          }
          error={radiusError}
        >
          {(wiring) => (
            <Input
              {...wiring}
              name="leadRadiusMiles"
              type="number"
              inputMode="numeric"
              min={1}
              max={max ?? undefined}
              defaultValue={saved.leadRadiusMiles === null ? '' : String(saved.leadRadiusMiles)}
              className="mt-1 block w-32 rounded-md border border-gray-300 px-3 py-2"
            />
          )}
        </FormField>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Save lead preferences
        </button>
      </form>
    </>
  )
}
