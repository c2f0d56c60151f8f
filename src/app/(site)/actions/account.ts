'use server'

import { createHash } from 'node:crypto'

import config from '@payload-config'
import { login, logout } from '@payloadcms/next/auth'
import { redirect } from 'next/navigation'

import { SUPPLIER_ACCOUNTS_COLLECTION } from '@/access'
import { RESET_LINK_HOURS, resetLink } from '@/lib/account/auth-emails'
import {
  FORM_FAILED_MESSAGE,
  FORM_INVALID_MESSAGE,
  fieldErrorsOf,
  textFields,
  type AccountFormState,
} from '@/lib/account/form-state'
import { LINK_EXPIRED, RESET_SENT, signInRefusal } from '@/lib/account/messages'
import { ACCOUNT_PATHS, safeNextPath } from '@/lib/account/rules'
import { forgotPasswordSchema, newPasswordSchema, signInSchema } from '@/lib/account/schemas'
import { passwordResetEmail } from '@/lib/email/account'
import { emailIdempotencyKey } from '@/lib/email/idempotency'
import { queueEmail } from '@/lib/email/outbox'
import { getPayloadClient } from '@/lib/payload'
import { BRAND_FALLBACK } from '@/lib/seo'

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
 * Queues a reset link when an account uses the address; answers the same either way, so the form does not tell
 * who has an account. The e-mail goes through the outbox like every other.
 */
export async function forgotPasswordAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  const values = textFields(formData, ['email'])
  const parsed = forgotPasswordSchema.safeParse(values)
  if (!parsed.success)
    return { status: 'error', message: FORM_INVALID_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values }
  try {
    const payload = await getPayloadClient()
    const token = await payload.forgotPassword({
      collection: SUPPLIER_ACCOUNTS_COLLECTION,
      data: { email: parsed.data.email },
      disableEmail: true,
    })
    if (token) {
      const settings = await payload.findGlobal({ slug: 'site-settings', select: { brandName: true } })
      const message = await passwordResetEmail({
        link: resetLink(token),
        brand: settings.brandName || BRAND_FALLBACK,
        hours: RESET_LINK_HOURS,
      })
      await queueEmail(
        { payload },
        {
          to: parsed.data.email,
          ...message,
          idempotencyKey: emailIdempotencyKey(
            'account-reset',
            createHash('sha256').update(token).digest('hex').slice(0, 32),
          ),
        },
      )
    }
  } catch (error) {
    console.error('Password reset request failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE, values }
  }
  return { status: 'done', message: RESET_SENT }
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
