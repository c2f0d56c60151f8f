import type { Metadata } from 'next'

import { resetPasswordAction } from '@/app/(site)/actions/account'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AccountHeading } from '@/components/account/AccountHeading'
import { ExpiredLink } from '@/components/account/ExpiredLink'
import { resetTokenIsLive } from '@/lib/account/tokens'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/account/rules'

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
        fields={[
          {
            name: 'password',
            label: 'New password',
            type: 'password',
            autoComplete: 'new-password',
            required: true,
            maxLength: PASSWORD_MAX_LENGTH,
            hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
          },
          {
            name: 'confirm',
            label: 'New password again',
            type: 'password',
            autoComplete: 'new-password',
            required: true,
            maxLength: PASSWORD_MAX_LENGTH,
          },
        ]}
      />
    </>
  )
}
