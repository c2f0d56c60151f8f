import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { AccountHeading } from '@/components/account/AccountHeading'
import { formatPence } from '@/lib/leads/commission'
import { formatLongDate } from '@/lib/dates'
import { requireAccount } from '@/lib/account/session'
import { receiptNumber } from '@/lib/packages/terms'
import { getPayloadClient } from '@/lib/platform/payload'
import { vatNote } from '@/lib/site/pricing-terms'
import { BRAND_FALLBACK } from '@/lib/email/site-facts'
import { ACCOUNT_PATHS, receiptPath } from '@/lib/routes'

export const metadata: Metadata = { title: 'Receipt' }

type Props = { params: Promise<{ id: string }> }

/** A paid order's receipt, for the accounts of its listing only (read with the account's own access). */
export default async function ReceiptPage({ params }: Props) {
  const { id: raw } = await params
  const id = Number(raw)
  const account = await requireAccount(Number.isSafeInteger(id) ? receiptPath(id) : ACCOUNT_PATHS.home)
  if (!Number.isSafeInteger(id) || id < 1) notFound()
  const payload = await getPayloadClient()
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    user: account,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!order || (order.status !== 'paid' && order.status !== 'refunded') || !order.paidAt) notFound()
  const [settings, entitlements] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.find({
      collection: 'entitlements',
      where: { order: { equals: order.id } },
      depth: 0,
      limit: 1,
      pagination: false,
      user: account,
      overrideAccess: false,
      select: { startsAt: true, endsAt: true },
    }),
  ])
  const entitlement = entitlements.docs[0]
  const seller = settings.seller
  const rows: [string, string][] = [
    ['Receipt number', receiptNumber(order.id)],
    ['Date', formatLongDate(new Date(order.paidAt))],
    ['Package', order.packageName],
    [
      'Period',
      entitlement
        ? `${formatLongDate(new Date(entitlement.startsAt))} to ${formatLongDate(new Date(entitlement.endsAt))}`
        : '—',
    ],
    ['Amount paid', formatPence(order.amount)],
  ]
  if (order.status === 'refunded' && order.refundedAt)
    rows.push(['Refunded', formatLongDate(new Date(order.refundedAt))])
  return (
    <>
      <AccountHeading title="Receipt" />
      <article className="rounded-lg border border-gray-200 p-6" data-testid="receipt">
        <div className="text-sm text-gray-700">
          <p className="font-semibold text-gray-900">{seller?.legalName || settings.brandName || BRAND_FALLBACK}</p>
          {seller?.address ? <p className="whitespace-pre-line">{seller.address}</p> : null}
          {seller?.companyNumber ? <p>{`Company number: ${seller.companyNumber}`}</p> : null}
          {seller?.vatNumber ? <p>{`VAT number: ${seller.vatNumber}`}</p> : null}
        </div>
        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-800">{label}</dt>
              <dd className="text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
        {vatNote(settings.vatTreatment) ? (
          <p className="mt-4 text-sm text-gray-700">{vatNote(settings.vatTreatment)}</p>
        ) : null}
      </article>
      <p className="mt-6">
        <Link href={ACCOUNT_PATHS.home} className="font-semibold text-brand-700 underline">
          Back to your account
        </Link>
      </p>
    </>
  )
}
