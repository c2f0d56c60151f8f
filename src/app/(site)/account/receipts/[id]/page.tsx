import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AccountHeading } from '@/components/account/AccountHeading'
import { requireAccount } from '@/lib/account/session'
import { receiptForAccount } from '@/lib/packages/receipt'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS, receiptPath, receiptPdfPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Receipt' }

type Props = { params: Promise<{ id: string }> }

const LINE_HEADINGS = ['Description', 'Quantity', 'Unit price excluding VAT', 'VAT rate', 'VAT', 'Total'] as const

/**
 * A paid order's receipt, for the accounts of its listing only (read with the account's own access): a full VAT
 * invoice when the seller was VAT-registered at the sale, else a plain receipt. Its PDF is made on the server.
 */
export default async function ReceiptPage({ params }: Props) {
  const { id: raw } = await params
  const id = Number(raw)
  const account = await requireAccount(Number.isSafeInteger(id) ? receiptPath(id) : ACCOUNT_PATHS.home)
  if (!Number.isSafeInteger(id) || id < 1) notFound()
  const payload = await getPayloadClient()
  const receipt = await receiptForAccount(payload, account, id)
  if (!receipt) notFound()
  const { seller, customer } = receipt
  return (
    <>
      <AccountHeading title={receipt.title} />
      <article className="rounded-lg border border-gray-200 p-6" data-testid="receipt">
        <div className="grid gap-6 text-sm text-gray-700 sm:grid-cols-2">
          <div data-testid="receipt-seller">
            <p className="font-semibold text-gray-900">{seller.name}</p>
            {seller.address.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {seller.companyNumber ? <p>{`Company number: ${seller.companyNumber}`}</p> : null}
            {seller.vatNumber ? <p>{`VAT number: ${seller.vatNumber}`}</p> : null}
          </div>
          {customer ? (
            <div data-testid="receipt-customer">
              <p className="font-semibold text-gray-900">Customer</p>
              <p>{customer.name}</p>
              {customer.address.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          ) : null}
        </div>
        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {receipt.rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-800">{label}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.lines.length ? (
          <div className="mt-6 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="receipt-lines">
              <thead>
                <tr className="border-b border-gray-200">
                  {LINE_HEADINGS.map((h) => (
                    <th key={h} scope="col" className="py-2 pr-3 font-semibold text-gray-800">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {receipt.lines.map((line) => (
                  <tr key={line.description} className="border-b border-gray-100">
                    <td className="py-2 pr-3">{line.description}</td>
                    <td className="py-2 pr-3">{line.quantity}</td>
                    <td className="py-2 pr-3">{line.unitNet}</td>
                    <td className="py-2 pr-3">{line.rate}</td>
                    <td className="py-2 pr-3">{line.vat}</td>
                    <td className="py-2 pr-3">{line.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </article>
      <p className="mt-6 flex flex-wrap gap-6">
        {/* A file download, not a page: a plain link (no prefetch). */}
        <a href={receiptPdfPath(receipt.orderId)} className="font-semibold text-brand-700 underline" download>
          {`Download the ${receipt.title === 'VAT invoice' ? 'VAT invoice' : 'receipt'} (PDF)`}
        </a>
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
