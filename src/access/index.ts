import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'

export type Role = 'admin' | 'editor'

/** The auth collection of staff (the only one that may use the admin panel). */
export const STAFF_COLLECTION = 'users'
/** The auth collection of suppliers' own accounts (the portal under /account). */
export const SUPPLIER_ACCOUNTS_COLLECTION = 'supplier-accounts'

type MaybeUser = PayloadRequest['user'] | null | undefined

/** A role only counts on a staff account: a supplier account never has one, whatever its fields say. */
export function hasRole(user: MaybeUser | { collection?: string; role?: unknown }, role: Role): boolean {
  return Boolean(user && user.collection === STAFF_COLLECTION && 'role' in user && user.role === role)
}

export function isStaffUser(user: MaybeUser): boolean {
  return hasRole(user, 'admin') || hasRole(user, 'editor')
}

export function isSupplierAccount(user: MaybeUser): boolean {
  return Boolean(user && user.collection === SUPPLIER_ACCOUNTS_COLLECTION)
}

/** The id of the listing a supplier account manages; null for anyone else. */
export function accountSupplierId(user: MaybeUser): number | null {
  if (!user || user.collection !== SUPPLIER_ACCOUNTS_COLLECTION || !('supplier' in user)) return null
  const supplier: unknown = user.supplier
  if (typeof supplier === 'number') return supplier
  if (typeof supplier === 'object' && supplier !== null && 'id' in supplier && typeof supplier.id === 'number')
    return supplier.id
  return null
}

export const anyone: Access = () => true

export const adminOnly: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const staffOnly: Access = ({ req: { user } }) => isStaffUser(user)

/** Staff see drafts; everyone else only what has been published. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (isStaffUser(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}

/** Admins see every staff account; an editor only their own (a supplier account none). */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user || user.collection !== STAFF_COLLECTION) return false
  const self: Where = { id: { equals: user.id } }
  return self
}

/** Admins see every supplier account; a supplier account only itself (staff editors none). */
export const adminOrOwnAccount: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!isSupplierAccount(user) || !user) return false
  const self: Where = { id: { equals: user.id } }
  return self
}

export const adminFieldOnly: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

export const staffFieldOnly: FieldAccess = ({ req: { user } }) => isStaffUser(user)

/**
 * Spread into the `access` of every auth collection: Payload's default `unlock` lets any signed-in account of the
 * collection clear another's login lock (GHSA-jg8r-5jh2-v2xj), so only admins may.
 */
export const authCollectionAccess = { unlock: adminOnly } satisfies CollectionConfig['access']

/** Admins see every row; a supplier account only the rows of its own listing (`supplier` field); editors none. */
export const adminOrOwnListing: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const own = accountSupplierId(user)
  if (own === null) return false
  const ownListing: Where = { supplier: { equals: own } }
  return ownListing
}
