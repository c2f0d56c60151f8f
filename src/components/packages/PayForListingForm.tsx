import { payForListingAction } from '@/actions/checkout'
import { AccountForm } from '@/components/account/AccountForm.client'
import { formatLongDate } from '@/lib/dates'
import { openEntitlements } from '@/lib/packages/account-package'
import { purchaseEffect } from '@/lib/packages/terms'
import { getPayloadClient } from '@/lib/platform/payload'

type Props = { packageId: number; packageName: string; supplierId: number; email: string; submitLabel?: string }

/** A signed-in supplier's payment for its own listing, saying first whether it extends or replaces what runs. */
export async function PayForListingForm({ packageId, packageName, supplierId, email, submitLabel }: Props) {
  const now = new Date()
  const open = await openEntitlements(await getPayloadClient(), supplierId, now)
  const effect = purchaseEffect(packageId, open, now)
  const sameEnds = open.filter((e) => e.packageId === packageId).map((e) => e.endsAt.getTime())
  const note =
    effect === 'extends'
      ? `Your listing already has ${packageName}: this payment extends it from its end date, ${formatLongDate(new Date(Math.max(...sameEnds)))}.`
      : effect === 'replaces'
        ? `This replaces your current package (${open.map((e) => e.packageName).join(', ')}) from the moment you pay; the time left on it is not carried over.`
        : `The package starts when you pay.`
  return (
    <div data-testid="pay-for-listing">
      <p className="mb-4 text-gray-700">{`Signed in as ${email}.`}</p>
      <p
        className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
        data-testid="purchase-effect"
      >
        {note}
      </p>
      <AccountForm
        action={payForListingAction}
        hidden={{ package: packageName }}
        fields={[]}
        submitLabel={submitLabel ?? 'Pay Now'}
        pendingLabel="Processing..."
      />
    </div>
  )
}
