'use server'

import { redirect } from 'next/navigation'

import type { AccountFormState } from '@/lib/account/form-state'
import {
  importOpenEpdForAccount,
  saveProductForm,
  sendProductForReview,
  type OpenEpdImportState,
} from '@/lib/account/products'
import { signedInAccount } from '@/lib/account/session'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PRODUCT_PATHS, accountProductPath, ACCOUNT_PATHS } from '@/lib/routes'

const idOf = (formData: FormData): number | null => {
  const value = formData.get('product')
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : null
}

async function accountOrSignIn(returnTo: string) {
  const account = await signedInAccount()
  if (!account) redirect(`${ACCOUNT_PATHS.signIn}?next=${encodeURIComponent(returnTo)}`)
  return account
}

/** The product form's action: saves the account's product as a draft ('Send for review' sends it too). */
export async function saveProductAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const id = idOf(formData)
  const account = await accountOrSignIn(id === null ? ACCOUNT_PRODUCT_PATHS.add : accountProductPath(id))
  const submit = formData.get('intent') === 'submit'
  const result = await saveProductForm(await getPayloadClient(), account, formData, { id, submit })
  if (result.status === 'done' && result.id) redirect(`${accountProductPath(result.id)}?${submit ? 'sent' : 'saved'}=1`)
  return result
}

/** Sends the account's product, as its latest draft stands, for review. */
export async function sendProductForReviewAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  const id = idOf(formData)
  const account = await accountOrSignIn(id === null ? ACCOUNT_PRODUCT_PATHS.list : accountProductPath(id))
  if (id === null) return { status: 'error', message: 'Unknown product.' }
  const result = await sendProductForReview(await getPayloadClient(), account, id)
  if (result.status === 'done') redirect(`${accountProductPath(id)}?sent=1`)
  return result
}

/** Imports an openEPD file as a new draft product, then shows it. */
export async function importOpenEpdAction(
  _previous: OpenEpdImportState,
  formData: FormData,
): Promise<OpenEpdImportState> {
  const account = await accountOrSignIn(ACCOUNT_PRODUCT_PATHS.importOpenEpd)
  const result = await importOpenEpdForAccount(await getPayloadClient(), account, formData)
  if (result.status === 'done' && result.id) redirect(`${accountProductPath(result.id)}?imported=1`)
  return result
}
