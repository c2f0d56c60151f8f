import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import type { SupplierAccount } from '@payload-types'
import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** The supplier account signed in on this request (from the session cookie); null for anyone else, staff included. */
export async function signedInAccount(): Promise<SupplierAccount | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && user.collection === SUPPLIER_ACCOUNTS_COLLECTION ? user : null
}

/** The signed-in supplier account, or a redirect to sign in that comes back to `returnTo`. */
export async function requireAccount(returnTo: string = ACCOUNT_PATHS.home): Promise<SupplierAccount> {
  const account = await signedInAccount()
  if (!account) redirect(`${ACCOUNT_PATHS.signIn}?next=${encodeURIComponent(returnTo)}`)
  return account
}

/** The id of the listing an account manages. */
export function listingIdOf(account: SupplierAccount): number {
  return typeof account.supplier === 'number' ? account.supplier : account.supplier.id
}
