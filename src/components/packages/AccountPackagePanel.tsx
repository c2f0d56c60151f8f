import Link from 'next/link'

import { PayForListingForm } from '@/components/packages/PayForListingForm'
import { formatPence } from '@/lib/leads/commission'
import { formatLongDate } from '@/lib/dates'
import { currentPackage, receiptsOf } from '@/lib/packages/account-package'
import { receiptNumber } from '@/lib/packages/terms'
import { getPayloadClient } from '@/lib/platform/payload'
import { GET_LISTED_PATH, receiptPath } from '@/lib/routes'
import { PortalSection } from '@/components/account/PortalSection'

/** The portal's package panel: the running package, its end date and a renew button, and the receipts. */
export async function AccountPackagePanel({ supplierId, email }: { supplierId: number; email: string }) {
  const payload = await getPayloadClient()
  const [current, receipts] = await Promise.all([currentPackage(payload, supplierId), receiptsOf(payload, supplierId)])
  return (
    <PortalSection name="package" title="Your package">
      {current ? (
        <div data-testid="account-package">
          <p className="mt-3 text-lg font-semibold">{current.packageName}</p>
          <p className="mt-1 text-gray-700">
            {`Badge: ${current.badgeLabel}. Ends on `}
            <strong data-testid="package-ends">{formatLongDate(current.endsAt)}</strong>.
          </p>
          {current.packageId !== null ? (
            <div className="mt-4">
              <PayForListingForm
                packageId={current.packageId}
                packageName={current.packageName}
                supplierId={supplierId}
                email={email}
                submitLabel="Renew"
              />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-gray-700">
          Your listing has no package running: it is a basic listing.{' '}
          <Link href={GET_LISTED_PATH} className="font-semibold text-brand-700 underline">
            See the packages
          </Link>
        </p>
      )}
      {receipts.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-gray-900">Receipts</h3>
          <ul className="mt-2 space-y-1" data-testid="receipts">
            {receipts.map((order) => (
              <li key={order.id}>
                <Link href={receiptPath(order.id)} className="text-brand-700 underline">
                  {`${receiptNumber(order.id)}: ${order.packageName}, ${formatPence(order.amount)}`}
                </Link>
                {order.paidAt ? ` (${formatLongDate(new Date(order.paidAt))})` : null}
                {order.status === 'refunded' ? ' — refunded' : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PortalSection>
  )
}
