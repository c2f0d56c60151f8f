import type { Metadata } from 'next'

import { resetPasswordAction } from '@/actions/account'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { NEW_PASSWORD_FIELDS } from '@/components/account/account-fields'
import { ExpiredLink } from '@/components/account/ExpiredLink'
import { resetTokenIsLive } from '@/lib/account/tokens'

export const metadata: Metadata = { title: 'Choose a new password' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  if (typeof token !== 'string' || !(await resetTokenIsLive(token))) return <ExpiredLink what="password reset" />
  return (
    <>
      <AccountHeading title="Choose a new password" />
      <AccountForm
        action={resetPasswordAction}
        hidden={{ token }}
        submitLabel="Save the password"
        pendingLabel="Saving..."
        fields={NEW_PASSWORD_FIELDS}
      />
    </>
  )
}
