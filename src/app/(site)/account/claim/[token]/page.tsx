import type { Metadata } from 'next'

import { claimSetPasswordAction } from '@/actions/claim'
import { ExpiredLink } from '@/components/account/ExpiredLink'
import { NewPasswordForm } from '@/components/account/NewPasswordForm'
import { claimTokenIsLive } from '@/lib/account/claims'
import { getPayloadClient } from '@/lib/platform/payload'

export const metadata: Metadata = { title: 'Set your password' }

type Props = { params: Promise<{ token: string }> }

/** A claim's e-mailed link: only reads the token (mail scanners open links too); posting the form consumes it. */
export default async function ClaimLinkPage({ params }: Props) {
  const { token } = await params
  if (!(await claimTokenIsLive(await getPayloadClient(), token))) return <ExpiredLink what="claim" />
  return (
    <NewPasswordForm
      title="Set your password"
      intro="Choose the password for your supplier account: you will sign in with it and your work e-mail address."
      action={claimSetPasswordAction}
      token={token}
      submitLabel="Set the password"
    />
  )
}
