'use server'

import { redirect } from 'next/navigation'

import type { AccountFormState } from '@/lib/account/form-state'
import { saveListingEdit } from '@/lib/account/save-listing'
import { signedInAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** The listing form's action: saves the signed-in account's changes as a draft for review, then shows the portal. */
export async function saveListingAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const account = await signedInAccount()
  if (!account) redirect(`${ACCOUNT_PATHS.signIn}?next=${encodeURIComponent(ACCOUNT_PATHS.editListing)}`)
  const result = await saveListingEdit(await getPayloadClient(), account, formData)
  if (result.status === 'done') redirect(`${ACCOUNT_PATHS.home}?saved=1`)
  return result
}
