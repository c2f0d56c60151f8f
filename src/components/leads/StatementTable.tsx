import Link from 'next/link'

import { PortalTable } from '@/components/account/PortalTable'
import { formatPence } from '@/lib/leads/commission'
import type { MonthInvoice } from '@/lib/billing/invoices'
import { formatLongDate, ukDay } from '@/lib/dates'
import type { Statement } from '@/lib/leads/statement'
import { formatVatRate, type VatSplit } from '@/lib/vat'

const STATUS_TEXT: Record<MonthInvoice['status'], string> = {
  open: 'Awaiting payment',
  paid: 'Paid',
  uncollectible: 'Overdue',
  void: 'Written off',
}

/** The month's commission invoice: its number, status and Stripe's page to view and pay it. */
function InvoiceSummary({ invoice }: { invoice: MonthInvoice }) {
  return (
    <p className="mb-4 text-gray-800" data-testid="statement-invoice">
      Invoice <strong data-testid="invoice-number">{invoice.number}</strong>: {formatPence(invoice.totalPence)},{' '}
      <strong data-testid="invoice-status">{STATUS_TEXT[invoice.status]}</strong>
      {invoice.status === 'open' && invoice.dueDate
        ? ` (due by ${formatLongDate(ukDay(new Date(invoice.dueDate)).iso)})`
        : ''}
      {invoice.creditNotes > 0 ? `, ${invoice.creditNotes} voided after invoicing (credit notes)` : ''}.{' '}
      {invoice.hostedInvoiceUrl ? (
        <a href={invoice.hostedInvoiceUrl} className="font-semibold text-brand-700 underline" rel="noopener noreferrer">
          {invoice.status === 'open' || invoice.status === 'uncollectible'
            ? 'View and pay the invoice'
            : 'View the invoice'}
        </a>
      ) : null}
      {invoice.invoicePdfUrl ? (
        <>
          {' · '}
          <a
            href={invoice.invoicePdfUrl}
            className="font-semibold text-brand-700 underline"
            rel="noopener noreferrer"
            data-testid="invoice-pdf"
          >
            Download the invoice (PDF)
          </a>
        </>
      ) : null}
    </p>
  )
}

/** Net, VAT and total, when the seller is VAT-registered (the invoice's own figures once it is made). */
function VatSummary({ vat }: { vat: VatSplit }) {
  return (
    <p className="mb-4 text-gray-800" data-testid="statement-vat">
      Net <strong data-testid="statement-vat-net">{formatPence(vat.net)}</strong>, VAT
      {vat.rate !== null ? ` at ${formatVatRate(vat.rate)}` : ''}{' '}
      <strong data-testid="statement-vat-amount">{formatPence(vat.vat)}</strong>, total with VAT{' '}
      <strong data-testid="statement-vat-total">{formatPence(vat.total)}</strong>.
    </p>
  )
}

/**
 * A month's statement: each connection with its commission (voided ones with the reason), and the total owed; with
 * `vat` (a VAT-registered seller), its net, VAT and total too.
 */
export function StatementTable({
  statement,
  invoice = null,
  vat = null,
}: {
  statement: Statement
  invoice?: MonthInvoice | null
  vat?: VatSplit | null
}) {
  return (
    <>
      {invoice ? <InvoiceSummary invoice={invoice} /> : null}
      {vat ? <VatSummary vat={vat} /> : null}
      <p className="mb-4 text-gray-800" data-testid="statement-summary">
        {statement.connections} {statement.connections === 1 ? 'lead' : 'leads'}, {statement.voided} voided. Total owed:{' '}
        <strong data-testid="statement-total">{formatPence(statement.totalOwed)}</strong>
        {statement.totalVoided > 0 ? ` (${formatPence(statement.totalVoided)} voided)` : ''}
      </p>
      {statement.lines.length ? (
        <PortalTable testId="statement-table" headings={['Lead', 'Received', 'City', 'Commission', 'Voided']}>
          {statement.lines.map((line) => (
            <tr key={line.connectionId} className="border-b border-gray-100" data-testid="statement-line">
              <td className="py-2 pr-3">
                <Link href={line.path} className="font-semibold text-brand-700 underline">
                  {line.title}
                </Link>
              </td>
              <td className="py-2 pr-3">{formatLongDate(ukDay(new Date(line.routedAt)).iso)}</td>
              <td className="py-2 pr-3">{line.city}</td>
              <td className={`py-2 pr-3 ${line.voidedAt ? 'line-through' : ''}`}>
                {formatPence(line.commissionAmount)}
              </td>
              <td className="py-2">{line.voidedAt ? line.voidReason || 'Voided' : ''}</td>
            </tr>
          ))}
        </PortalTable>
      ) : (
        <p className="text-gray-700">No leads reached your listing this month.</p>
      )}
    </>
  )
}
