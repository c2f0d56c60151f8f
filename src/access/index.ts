import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'

export type Role = 'admin' | 'editor'

type MaybeUser = PayloadRequest['user'] | null | undefined

export function hasRole(user: MaybeUser, role: Role): boolean {
  return Boolean(user && 'role' in user && user.role === role)
}

export function isStaffUser(user: MaybeUser): boolean {
  return hasRole(user, 'admin') || hasRole(user, 'editor')
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

/** Admins see every account; an editor only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!user) return false
  const self: Where = { id: { equals: user.id } }
  return self
}

export const adminFieldOnly: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

/**
 * Spread into the `access` of every auth collection: Payload's default `unlock` lets any signed-in account of the
 * collection clear another's login lock (GHSA-jg8r-5jh2-v2xj), so only admins may.
 */
export const authCollectionAccess = { unlock: adminOnly } satisfies CollectionConfig['access']
