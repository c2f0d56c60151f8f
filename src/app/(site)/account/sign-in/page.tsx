import type { Metadata } from 'next'
import Link from 'next/link'

import { signInAction } from '@/actions/account'
import { AccountForm } from '@/components/account/AccountForm.client'
import { AccountHeading, Notice } from '@/components/account/AccountHeading'
import { PASSWORD_MAX_LENGTH, safeNextPath } from '@/lib/account/rules'
import { signedInAccount } from '@/lib/account/session'
import { redirect } from 'next/navigation'
import { ACCOUNT_PATHS } from '@/lib/routes'
import { emailField } from '@/components/account/account-fields'

export const metadata: Metadata = { title: 'Supplier sign in' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams
  const next = safeNextPath(params.next)
  if (await signedInAccount()) redirect(next)
  return (
    <>
      <AccountHeading title="Supplier sign in" intro="Sign in to keep your listing up to date." />
      {params['password-set'] !== undefined ? (
        <Notice>Your password is set. Sign in with it to manage your listing.</Notice>
      ) : null}
      {params['signed-out'] !== undefined ? <Notice>You are signed out.</Notice> : null}
      {params.verified !== undefined ? <Notice>Your e-mail address is confirmed. You can sign in now.</Notice> : null}
      <AccountForm
        action={signInAction}
        hidden={{ next }}
        submitLabel="Sign in"
        pendingLabel="Signing in..."
        fields={[
          emailField(),
          {
            name: 'password',
            label: 'Password',
            type: 'password',
            autoComplete: 'current-password',
            required: true,
            maxLength: PASSWORD_MAX_LENGTH,
          },
        ]}
      />
      <p className="mt-6 text-sm text-gray-700">
        <Link href={ACCOUNT_PATHS.forgotPassword} className="font-semibold text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
      <p className="mt-2 text-sm text-gray-700">
        No account yet? Open your business&apos;s profile in the directory and choose &lsquo;Claim this listing&rsquo;.
      </p>
    </>
  )
}
