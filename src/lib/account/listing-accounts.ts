import type { Payload, PayloadRequest } from 'payload'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'

/** The e-mail addresses of the accounts that manage a listing (read in `req`'s transaction when given). */
export async function listingAccountEmails(
  payload: Payload,
  supplierId: number,
  req?: PayloadRequest,
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    where: { supplier: { equals: supplierId } },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
    ...(req ? { req } : {}),
  })
  return docs.map((d) => d.email)
}

export type ListingAccount = { id: number; email: string }

/**
 * The verified accounts of a listing (the people its e-mails go to: review outcomes, EPD reminders), oldest first.
 * Through `req` when given, so a read inside a save's transaction sees that transaction.
 */
export async function verifiedListingAccounts(
  payload: Payload,
  supplierId: number,
  req?: PayloadRequest,
): Promise<ListingAccount[]> {
  const accounts = await payload.find({
    collection: SUPPLIER_ACCOUNTS_COLLECTION,
    where: { and: [{ supplier: { equals: supplierId } }, { _verified: { equals: true } }] },
    overrideAccess: true,
    depth: 0,
    pagination: false,
    sort: 'id',
    select: { email: true },
    ...(req ? { req } : {}),
  })
  return accounts.docs.map((a) => ({ id: Number(a.id), email: a.email }))
}
