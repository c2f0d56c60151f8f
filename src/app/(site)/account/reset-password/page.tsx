import type { Metadata } from 'next'

import { resetPasswordAction } from '@/actions/account'
import { ExpiredLink } from '@/components/account/ExpiredLink'
import { NewPasswordForm } from '@/components/account/NewPasswordForm'
import { resetTokenIsLive } from '@/lib/account/tokens'

export const metadata: Metadata = { title: 'Choose a new password' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  if (typeof token !== 'string' || !(await resetTokenIsLive(token))) return <ExpiredLink what="password reset" />
  return (
    <NewPasswordForm
      title="Choose a new password"
      action={resetPasswordAction}
      token={token}
      submitLabel="Save the password"
    />
  )
}
