import type { Payload } from 'payload'

import type { Order } from '@payload-types'
import { purchaseEffect, type CurrentEntitlement } from '@/lib/packages/terms'
import { packageNamed } from '@/lib/data/packages'

export type AccountPackage = {
  packageId: number | null
  packageName: string
  badgeLabel: string
  startsAt: Date
  /** The end of the running period, renewals of the same package included. */
  endsAt: Date
}

/** The listing's entitlements that have not ended (running, or renewals waiting to start), earliest first. */
export async function openEntitlements(
  payload: Payload,
  supplierId: number,
  now: Date = new Date(),
): Promise<(CurrentEntitlement & { startsAt: Date; badgeLabel: string; packageName: string })[]> {
  const { docs } = await payload.find({
    collection: 'entitlements',
    where: {
      and: [
        { supplier: { equals: supplierId } },
        { status: { equals: 'active' } },
        { endsAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'startsAt',
    depth: 1,
    limit: 50,
    pagination: false,
    overrideAccess: true,
    select: { package: true, badgeLabel: true, startsAt: true, endsAt: true },
  })
  return docs.map((doc) => {
    const pkg = typeof doc.package === 'object' && doc.package ? doc.package : null
    return {
      packageId: pkg?.id ?? (typeof doc.package === 'number' ? doc.package : null),
      packageName: pkg?.name ?? doc.badgeLabel,
      badgeLabel: doc.badgeLabel,
      startsAt: new Date(doc.startsAt),
      endsAt: new Date(doc.endsAt),
    }
  })
}

/** The package the listing has now and when it ends (with its renewals); null when it has none running. */
export async function currentPackage(
  payload: Payload,
  supplierId: number,
  now: Date = new Date(),
): Promise<AccountPackage | null> {
  const open = await openEntitlements(payload, supplierId, now)
  const running = open.find((e) => e.startsAt.getTime() <= now.getTime())
  if (!running) return null
  const chain = open.filter((e) => e.packageId === running.packageId)
  return {
    packageId: running.packageId,
    packageName: running.packageName,
    badgeLabel: running.badgeLabel,
    startsAt: running.startsAt,
    endsAt: new Date(Math.max(...chain.map((e) => e.endsAt.getTime()))),
  }
}

export type ReceiptOrder = Pick<
  Order,
  'id' | 'packageName' | 'amount' | 'currency' | 'status' | 'paidAt' | 'refundedAt'
>

/** The listing's paid (and refunded) orders, newest first, as the account may read them. */
export async function receiptsOf(payload: Payload, supplierId: number): Promise<ReceiptOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ supplier: { equals: supplierId } }, { status: { in: ['paid', 'refunded'] } }] },
    sort: '-paidAt',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { packageName: true, amount: true, currency: true, status: true, paidAt: true, refundedAt: true },
  })
  return docs as ReceiptOrder[]
}

/** What buying the named package would do to the listing's running package (see purchaseEffect). */
export async function purchaseEffectFor(
  payload: Payload,
  supplierId: number,
  packageName: string,
  now: Date = new Date(),
): Promise<'new' | 'extends' | 'replaces'> {
  const pkg = await packageNamed(payload, packageName)
  if (!pkg) return 'new'
  return purchaseEffect(pkg.id, await openEntitlements(payload, supplierId, now), now)
}
