import type { Metadata } from 'next'
import Link from 'next/link'

import { saveBillingDetailsAction } from '@/actions/billing'
import { AccountHeading } from '@/components/account/AccountHeading'
import { FormField, Input } from '@/components/forms/FormField'
import { requireAccount } from '@/lib/account/session'
import { readBillingDetails, type BillingField } from '@/lib/billing/details'
import { getPayloadClient } from '@/lib/platform/payload'
import { BILLING_DETAILS_PATH, statementPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Billing details' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const FIELDS: Array<{ name: BillingField; label: string; type?: string; required?: boolean; hint?: string }> = [
  { name: 'name', label: 'Name on invoices', required: true, hint: 'Your business’s legal or trading name.' },
  { name: 'email', label: 'Invoice e-mail address', type: 'email', required: true },
  { name: 'addressLine1', label: 'Address line 1' },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'town', label: 'Town or city' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'vatNumber', label: 'VAT number', hint: 'If your business is VAT-registered, e.g. GB123456789.' },
]

/** Who the listing's monthly commission invoices are addressed to. */
export default async function BillingDetailsPage({ searchParams }: Props) {
  const params = await searchParams
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const saved = await readBillingDetails(await getPayloadClient(), account)
  const problem = typeof params.problem === 'string' ? params.problem : null
  const message = typeof params.message === 'string' ? params.message.slice(0, 200) : null
  return (
    <>
      <AccountHeading
        title="Billing details"
        intro={
          <>
            Your monthly commission invoices are addressed to these details; changes apply from the next invoice.{' '}
            <Link href={statementPath()} className="underline">
              Your commission statement
            </Link>
          </>
        }
      />
      {params.notice === 'saved' ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-100">
          Your billing details are saved.
        </p>
      ) : problem === 'form' && message ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          {message}
        </p>
      ) : null}
      <form action={saveBillingDetailsAction} className="max-w-xl space-y-4" noValidate>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`billing-${field.name}`}
            label={field.label}
            required={field.required}
            hint={field.hint}
            error={problem === field.name && message ? message : undefined}
          >
            {(wiring) => (
              <Input
                {...wiring}
                name={field.name}
                type={field.type ?? 'text'}
                defaultValue={saved?.[field.name] ?? ''}
                autoComplete={field.name === 'email' ? 'email' : 'off'}
              />
            )}
          </FormField>
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
          Save billing details
        </button>
      </form>
    </>
  )
}
