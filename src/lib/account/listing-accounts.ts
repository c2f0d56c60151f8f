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
