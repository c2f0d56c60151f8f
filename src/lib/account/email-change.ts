import { createHash } from 'node:crypto'

import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeOperationHook } from 'payload'

import { hasRole, STAFF_COLLECTION } from '@/access'
import { accountEmailChangedEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { emailSiteFacts } from '@/lib/email/site-facts'

// The sign-in e-mail address of an account (staff or supplier) is changed by an admin only: an account that could
// change its own would move its sign-in (and its password resets) to any address, at once and unconfirmed. The
// portal offers no such change; a supplier asks staff.

export const EMAIL_CHANGE_ADMIN_ONLY =
  'Only an admin can change the e-mail address an account signs in with. Please contact us to change it.'

const normalised = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)

/**
 * Refuses, with a field message (400), a change of `email` by a signed-in account that is not an admin. Field access
 * (`update: adminOnly`) would keep the old address anyway, and drops the value before any collection hook
 * sees it; this runs before the operation and says so instead of answering 200. The same address sent back
 * unchanged (the admin's account form does) passes.
 */
export const emailChangeByAdminOnly: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update') return args
  const data: unknown = args.data
  // Without a signed-in user it is our own server code (overrideAccess), not a request.
  if (typeof data !== 'object' || data === null || !('email' in data) || !req.user || hasRole(req.user, 'admin'))
    return args
  const id: unknown = 'id' in args ? args.id : undefined
  const current =
    typeof id === 'number' || typeof id === 'string'
      ? await req.payload.db.findOne<{ id: number | string; email?: string }>({
          collection: collection.slug,
          req,
          where: { id: { equals: id } },
        })
      : null
  if (current && normalised(data.email) === normalised(current.email)) return args
  throw new ValidationError(
    { collection: collection.slug, errors: [{ path: 'email', message: EMAIL_CHANGE_ADMIN_ONLY }] },
    req.t,
  )
}

/**
 * When an account's e-mail address changes (an admin's edit), the old address is told, in the save's transaction:
 * if the change was not wanted, its owner hears of it at the address they still read.
 */
export const tellOldAddressOfEmailChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || !previousDoc?.email || normalised(previousDoc.email) === normalised(doc.email))
    return doc
  const { brand } = await emailSiteFacts(req.payload, req)
  const message = await accountEmailChangedEmail({
    newEmail: String(doc.email),
    brand,
    staff: collection.slug === STAFF_COLLECTION,
  })
  const change = createHash('sha256')
    .update(`${previousDoc.email} ${doc.email} ${doc.updatedAt}`)
    .digest('hex')
    .slice(0, 24)
  await queueEmail(
    { payload: req.payload, req },
    {
      to: String(previousDoc.email),
      ...message,
      idempotencyKey: emailIdempotencyKey('account', collection.slug, doc.id, 'email-changed', change),
    },
  )
  return doc
}
