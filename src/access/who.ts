import type { PayloadRequest } from 'payload'

// Who a request's user is. A role counts only on a staff account; a supplier account is told by its collection.

export type Role = 'admin' | 'editor'

/** The auth collection of staff (the only one that may use the admin panel). */
export const STAFF_COLLECTION = 'users'
/** The auth collection of suppliers' own accounts (the portal under /account). */
export const SUPPLIER_ACCOUNTS_COLLECTION = 'supplier-accounts'

type MaybeUser = PayloadRequest['user'] | null | undefined

/**
 * A rule that looks only at who asks (true or false, never a query): valid as the access of a collection, a field,
 * a global, the admin panel and the job queue alike, so each such rule has one name for all of them.
 */
export type RequestRule = (args: { req: Pick<PayloadRequest, 'user'> }) => boolean

/** A role only counts on a staff account: a supplier account never has one, whatever its fields say. */
export function hasRole(user: MaybeUser | { collection?: string; role?: unknown }, role: Role): boolean {
  return Boolean(user && user.collection === STAFF_COLLECTION && 'role' in user && user.role === role)
}

export function isStaffUser(user: MaybeUser | { collection?: string; role?: unknown }): boolean {
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
