import type { Metadata } from 'next'
import Link from 'next/link'

import { AccountHeading } from '@/components/account/AccountHeading'
import { StatementTable } from '@/components/leads/StatementTable'
import { INLINE_INPUT_CLASS } from '@/components/forms/FormField'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import { invoiceForMonth, readSellerVat, vatOfMonth } from '@/lib/billing/invoices'
import { monthOf, parseMonth } from '@/lib/leads/rules'
import { monthlyStatement } from '@/lib/leads/statement'
import { getPayloadClient } from '@/lib/platform/payload'
import { BILLING_DETAILS_PATH, LEADS_PATH, statementPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Commission statement' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const shift = ({ year, month }: { year: number; month: number }, by: number) => {
  const d = new Date(Date.UTC(year, month - 1 + by, 1))
  return monthOf(d)
}

/** The account's commission statement for a month (this month unless ?month=YYYY-MM). */
export default async function StatementPage({ searchParams }: Props) {
  const params = await searchParams
  const month = parseMonth(params.month) ?? parseMonth(monthOf(new Date()))!
  const account = await requireAccount(statementPath(shift(month, 0)))
  const payload = await getPayloadClient()
  const statement = await monthlyStatement(payload, listingIdOf(account), month)
  const invoice = await invoiceForMonth(payload, listingIdOf(account), statement.month)
  const vat = vatOfMonth(statement, invoice, await readSellerVat(payload))
  return (
    <>
      <AccountHeading
        title={`Commission statement: ${statement.label}`}
        intro={
          <>
            <Link href={LEADS_PATH} className="underline">
              All your leads
            </Link>
            {' · '}
            <Link href={BILLING_DETAILS_PATH} className="underline">
              Billing details
            </Link>
          </>
        }
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3 text-sm">
        <label className="font-semibold">
          Month
          <input type="month" name="month" defaultValue={statement.month} className={INLINE_INPUT_CLASS} />
        </label>
        <button type="submit" className="rounded-md border border-gray-300 px-3 py-1.5 font-semibold">
          Show
        </button>
        <Link href={statementPath(shift(month, -1))} className="underline">
          Previous month
        </Link>
        <Link href={statementPath(shift(month, 1))} className="underline">
          Next month
        </Link>
      </form>
      <StatementTable statement={statement} invoice={invoice} vat={vat} />
    </>
  )
}
