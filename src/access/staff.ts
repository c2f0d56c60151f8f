import type { Access, CollectionConfig, PayloadRequest, Where } from 'payload'

import { hasCronSecret } from './cron-secret'
import { hasRole, isStaffUser, STAFF_COLLECTION, type RequestRule } from './who'

export const adminOnly: RequestRule = ({ req: { user } }) => hasRole(user, 'admin')

export const staffOnly: RequestRule = ({ req: { user } }) => isStaffUser(user)

type AdminPanelUser = Parameters<typeof hasRole>[0]

/** A collection's `admin.hidden` for staff's own work: out of the admin's navigation for anyone but staff. */
export const hiddenUnlessStaff = ({ user }: { user: AdminPanelUser }): boolean => !isStaffUser(user)

/** A collection's `admin.hidden` for admins' own work: out of the admin's navigation for anyone but an admin. */
export const hiddenUnlessAdmin = ({ user }: { user: AdminPanelUser }): boolean => !hasRole(user, 'admin')

/** Admins see every staff account; an editor only their own (a supplier account none). */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user || user.collection !== STAFF_COLLECTION) return false
  const self: Where = { id: { equals: user.id } }
  return self
}

/**
 * Spread into the `access` of every auth collection: Payload's default `unlock` lets any signed-in account of the
 * collection clear another's login lock (GHSA-jg8r-5jh2-v2xj), so only admins may.
 */
export const authCollectionAccess = { unlock: adminOnly } satisfies CollectionConfig['access']

/** Admin preferences (Payload's own collection): a staff account's own only (supplier accounts keep none). */
export const ownStaffPreferences: Access = ({ req: { user } }) => {
  if (!user || !isStaffUser(user)) return false
  const own: Where = {
    and: [{ 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }],
  }
  return own
}

/** Running queued jobs: an admin, or a scheduler that sends `Authorization: Bearer $CRON_SECRET`. */
export const adminOrCronCaller = ({ req }: { req: PayloadRequest }): boolean =>
  hasRole(req.user, 'admin') || hasCronSecret(req.headers)

type OrderDoc = { status?: unknown } | null | undefined

/**
 * An order's amount and payment record (a field's update): an admin, and only while the order is pending; once paid
 * it changes only through its recorded steps (refund, fulfilment), which the Orders collection's hook checks too.
 */
export const adminWhileOrderPending = ({ req: { user }, doc }: { req: Pick<PayloadRequest, 'user'>; doc?: OrderDoc }) =>
  hasRole(user, 'admin') && (!doc?.status || doc.status === 'pending')

/** Deleting an order: an admin, and a pending one only (a paid or refunded order records money). */
export const adminPendingOrdersOnly: Access = ({ req: { user } }) => {
  if (!hasRole(user, 'admin')) return false
  const pending: Where = { status: { equals: 'pending' } }
  return pending
}
