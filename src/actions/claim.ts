'use server'

import config from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { CLAIM_FIELDS, setClaimPassword, submitClaim } from '@/lib/account/claims'
import { FORM_FAILED_MESSAGE, textFields, type AccountFormState } from '@/lib/account/form-state'
import { clientIpFrom } from '@/lib/enquiry/client-ip'
import { HONEYPOT_FIELD } from '@/lib/enquiry/fields'
import { ACCOUNT_PATHS } from '@/lib/routes'

/** The claim form on /account/claim: stores the claim (and queues its link when the domain matches). */
export async function claimListingAction(_previous: AccountFormState, formData: FormData): Promise<AccountFormState> {
  try {
    // `cron: true` starts the job runner (autoRun) in this server process, so the queued e-mail goes out.
    const payload = await getPayload({ config, cron: true })
    return await submitClaim(textFields(formData, [...CLAIM_FIELDS, HONEYPOT_FIELD]), {
      payload,
      clientIp: clientIpFrom(await headers()),
    })
  } catch (error) {
    console.error('Claim action failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
}

/** The set-password form a claim link opens: consumes the link, sets up the account, then on to sign in. */
export async function claimSetPasswordAction(
  _previous: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  let result: Awaited<ReturnType<typeof setClaimPassword>>
  try {
    result = await setClaimPassword(
      await getPayload({ config }),
      textFields(formData, ['token', 'password', 'confirm']),
    )
  } catch (error) {
    console.error('Claim link action failed', error)
    return { status: 'error', message: FORM_FAILED_MESSAGE }
  }
  if (result.status !== 'done') return result
  redirect(`${ACCOUNT_PATHS.signIn}?password-set=1`)
}
