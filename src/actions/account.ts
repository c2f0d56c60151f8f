'use server'

import config from '@payload-config'
import { login, logout } from '@payloadcms/next/auth'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  textFields,
  type AccountFormState,
} from '@/lib/account/form-state'
import { LINK_EXPIRED, signInRefusal } from '@/lib/account/messages'
import { submitForgotPassword } from '@/lib/account/password-reset'
import { safeNextPath } from '@/lib/account/rules'
import { newPasswordSchema, signInSchema } from '@/lib/account/schemas'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { getPayloadClient } from '@/lib/platform/payload'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** Signs a supplier in with Payload's own login (the session cookie is set by it) and goes to the portal. */
export async function signInAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = textFields(formData, ['email', 'password', 'next'])
  const parsed = signInSchema.safeParse(values)
  const kept = { email: values.email }
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values: kept }
  try {
    await login({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      config,
      email: parsed.data.email,
      password: parsed.data.password,
    })
  } catch (error) {
    const refusal = signInRefusal(error)
    if (refusal) return { status: 'error', message: refusal, values: kept }
    console.error('Sign-in failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE, values: kept }
  }
  redirect(safeNextPath(values.next))
}

/** Ends this session (Payload's logout: the session is removed from the account and the cookie deleted). */
export async function signOutAction(): Promise<void> {
  await logout({ config })
  redirect(`${ACCOUNT_PATHS.signIn}?signed-out=1`)
}

/**
 * Asks for a reset link (queued after the answer, only when an account uses the address); answers the same either
 * way, so the form does not tell who has an account. Limited per client and per address (password-reset.ts).
 */
export async function forgotPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = textFields(formData, ['email'])
  try {
    return await submitForgotPassword(await getPayloadClient(), values, { clientIp: clientIpFrom(await headers()) })
  } catch (error) {
    console.error('Password reset request failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
}

/** Sets the new password from a reset link, then sends the supplier to sign in with it. */
export async function resetPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = textFields(formData, ['token', 'password', 'confirm'])
  const parsed = newPasswordSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error) }
  try {
    const payload = await getPayloadClient()
    await payload.resetPassword({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      data: { token: values.token, password: parsed.data.password },
      overrideAccess: true,
    })
  } catch (error) {
    if (error instanceof Error && /invalid or has expired/i.test(error.message))
      return { status: 'error', message: LINK_EXPIRED }
    console.error('Password reset failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
  redirect(`${ACCOUNT_PATHS.signIn}?password-set=1`)
}
