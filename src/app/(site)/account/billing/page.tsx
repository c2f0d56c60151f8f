import type { Metadata } from 'next'
import Link from 'next/link'

import { addCardAction, manageInStripeAction, saveBillingDetailsAction, setRenewalAction } from '@/actions/billing'
import { AccountHeading } from '@/components/account/AccountHeading'
import { PortalSection } from '@/components/account/PortalSection'
import { FormField, Input } from '@/components/forms/FormField'
import { listingIdOf, requireAccount } from '@/lib/account/session'
import type { BillingField } from '@/lib/billing/details'
import { billingOverview, type BillingInvoice } from '@/lib/billing/overview'
import { formatLongDate, ukDay } from '@/lib/dates'
import { formatPence } from '@/lib/leads/commission'
import { currentPackage } from '@/lib/packages/account-package'
import { receiptNumber } from '@/lib/packages/terms'
import { RENEWAL_WINDOW_DAYS } from '@/lib/packages/renewal-rules'
import { getPayloadClient } from '@/lib/platform/payload'
import { getStripe } from '@/lib/payments/stripe'
import { BILLING_DETAILS_PATH, receiptPath, statementPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Billing' }

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

const NOTICES: Record<string, string> = {
  saved: 'Your billing details are saved.',
  'card-added': 'Your card is saved: it is now the card on file.',
  'card-pending': 'Stripe has not finished saving your card yet. Please look again in a minute.',
  'renewal-on': 'Automatic renewal is on.',
  'renewal-off': 'Automatic renewal is off.',
}

const STATUS_TEXT: Record<BillingInvoice['status'], string> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  uncollectible: 'Overdue',
  void: 'Written off',
}

const BUTTON = 'rounded-md bg-brand-700 px-4 py-2 font-semibold text-white'
const QUIET_BUTTON = 'rounded-md border border-gray-300 px-4 py-2 font-semibold text-gray-900'

const ukDate = (date: Date) => formatLongDate(ukDay(date).iso)

/** The listing's billing: who invoices are addressed to, the card on file, renewal, invoices, receipts, overdue. */
export default async function BillingPage({ searchParams }: Props) {
  const params = await searchParams
  const account = await requireAccount(BILLING_DETAILS_PATH)
  const payload = await getPayloadClient()
  const supplierId = listingIdOf(account)
  const [billing, running] = await Promise.all([
    billingOverview(payload, getStripe(payload.logger), account, supplierId),
    currentPackage(payload, supplierId),
  ])
  const { details: saved, card } = billing
  const problem = typeof params.problem === 'string' ? params.problem : null
  const message = typeof params.message === 'string' ? params.message.slice(0, 200) : null
  const notice = typeof params.notice === 'string' ? NOTICES[params.notice] : undefined
  return (
    <>
      <AccountHeading
        title="Billing"
        intro={
          <>
            Your billing details, the card on file, automatic renewal of your package, and every invoice and receipt.{' '}
            <Link href={statementPath()} className="underline">
              Your commission statement
            </Link>
          </>
        }
      />
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-100">
          {notice}
        </p>
      ) : params.card === 'cancelled' ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-brand-900 ring-1 ring-brand-100">
          No card was added.
        </p>
      ) : problem === 'card' && message ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
          {message}
        </p>
      ) : null}

      <PortalSection name="overdue" title="Amount overdue" first>
        <p className="mt-3 text-lg" data-testid="amount-overdue">
          {formatPence(billing.overduePence)}
        </p>
        {billing.overduePence > 0 ? <p className="mt-1 text-gray-700">Pay it from the invoice’s page below.</p> : null}
      </PortalSection>

      <PortalSection name="card" title="Card on file">
        {billing.cardUnavailable ? (
          <p className="mt-3 text-gray-700">Your card cannot be shown just now. Please try again later.</p>
        ) : card ? (
          <p className="mt-3" data-testid="card-on-file">
            {`${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}, expires `}
            {`${String(card.expMonth).padStart(2, '0')}/${card.expYear}`}
          </p>
        ) : (
          <p className="mt-3 text-gray-700" data-testid="card-on-file">
            No card on file. Commission invoices are e-mailed for payment.
          </p>
        )}
        <p className="mt-2 text-gray-700">
          With a card on file, each month’s commission invoice is charged to it automatically.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <form action={addCardAction}>
            <button type="submit" className={BUTTON}>
              {card ? 'Change card' : 'Add a card'}
            </button>
          </form>
          <form action={manageInStripeAction}>
            <button type="submit" className={QUIET_BUTTON}>
              Manage in Stripe
            </button>
          </form>
        </div>
      </PortalSection>

      <PortalSection name="renewal" title="Automatic renewal">
        {running ? (
          <p className="mt-3 text-gray-700">
            {`Your ${running.packageName} package ends on ${ukDate(running.endsAt)}.`}
          </p>
        ) : (
          <p className="mt-3 text-gray-700">Your listing has no package running.</p>
        )}
        <p className="mt-2">
          <span className="text-gray-700">Automatic renewal: </span>
          <strong data-testid="renewal-status">{billing.autoRenew ? 'On' : 'Off'}</strong>
        </p>
        <p className="mt-2 text-gray-700">
          {`When it is on, the same package is charged to your card on file from ${RENEWAL_WINDOW_DAYS} days before it ` +
            'ends, once a day until a charge succeeds, and runs on from its end date. We e-mail you if a charge fails.'}
        </p>
        {problem === 'renewal' && message ? (
          <p role="alert" className="mt-3 text-red-800">
            {message}
          </p>
        ) : null}
        <form action={setRenewalAction} className="mt-4">
          <input type="hidden" name="renew" value={billing.autoRenew ? 'off' : 'on'} />
          <button type="submit" className={billing.autoRenew ? QUIET_BUTTON : BUTTON}>
            {billing.autoRenew ? 'Switch off automatic renewal' : 'Switch on automatic renewal'}
          </button>
        </form>
      </PortalSection>

      <PortalSection name="invoices" title="Commission invoices">
        {billing.invoices.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col" className="py-2 pr-3">
                    Number
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Amount
                  </th>
                  <th scope="col" className="py-2">
                    Invoice
                  </th>
                </tr>
              </thead>
              <tbody>
                {billing.invoices.map((invoice) => (
                  <tr key={invoice.id} className="border-b border-gray-100" data-testid="billing-invoice">
                    <td className="py-2 pr-3">{invoice.number}</td>
                    <td className="py-2 pr-3">{invoice.monthLabel}</td>
                    <td className="py-2 pr-3">
                      {STATUS_TEXT[invoice.status]}
                      {invoice.status === 'open' && invoice.dueDate ? ` (due by ${ukDate(invoice.dueDate)})` : ''}
                    </td>
                    <td className="py-2 pr-3">{formatPence(invoice.totalPence)}</td>
                    <td className="py-2">
                      {invoice.hostedInvoiceUrl ? (
                        <a
                          href={invoice.hostedInvoiceUrl}
                          className="text-brand-700 underline"
                          rel="noopener noreferrer"
                        >
                          {invoice.owedPence > 0 ? `View and pay ${invoice.number}` : `View ${invoice.number} (PDF)`}
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-gray-700">No commission invoices yet.</p>
        )}
      </PortalSection>

      <PortalSection name="receipts" title="Package receipts">
        {billing.receipts.length ? (
          <ul className="mt-3 space-y-1">
            {billing.receipts.map((order) => (
              <li key={order.id}>
                <Link href={receiptPath(order.id)} className="text-brand-700 underline" data-testid="billing-receipt">
                  {`${receiptNumber(order.id)}: ${order.packageName}, ${formatPence(order.amountPence)}`}
                </Link>
                {order.paidAt ? ` (${ukDate(order.paidAt)})` : null}
                {order.status === 'refunded' ? ' — refunded' : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-gray-700">No package receipts yet.</p>
        )}
      </PortalSection>

      <PortalSection name="details" title="Billing details">
        <p className="mt-2 text-gray-700">
          Your invoices are addressed to these details; changes apply from the next invoice.
        </p>
        {problem === 'form' && message ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
            {message}
          </p>
        ) : null}
        <form action={saveBillingDetailsAction} className="mt-4 max-w-xl space-y-4" noValidate>
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
          <button type="submit" className={BUTTON}>
            Save billing details
          </button>
        </form>
      </PortalSection>
    </>
  )
}
